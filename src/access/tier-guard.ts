// Tier rules that are not caps or lookback: the market endpoints (and MCP) need tier Max or Business (SPEC §4
// Market, §5.5, §8), webhooks tier Business (docs/webhooks.md). Routes and tools call requireTier before
// doing any work.
import { devTierRequired } from '../errors';
import type { Tier } from '../spec';
import type { Caller } from './caller';

export function hasTier(caller: Caller, tiers: readonly Tier[]): boolean {
  return caller.tier !== 'anonymous' && tiers.includes(caller.tier);
}

/** Throws 401 dev_tier_required (SPEC §7) unless the caller's tier is one of `tiers`, e.g. MARKET_TIERS. */
export function requireTier(caller: Caller, tiers: readonly Tier[], message?: string): void {
  if (!hasTier(caller, tiers)) throw devTierRequired(message);
}
