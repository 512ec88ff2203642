// Who is calling: the tier a request (or an MCP tool call) is served at, set by the authentication middleware
// and read by every service that applies a tier rule (lookback, market access). Services take a Caller, never
// a Koa context, so REST and MCP apply the same rules.
import { TIER_LIMITS, type CallerTier } from '../spec';
import { DAY_MS } from '../time-units';

export interface Caller {
  tier: CallerTier;
  /** The API key's id in the accounts index; null for an anonymous request. */
  keyId: string | null;
  /**
   * The account (`acct_…`) the key, its MCP token or a signed-in page view belongs to: the daily cap is then
   * the account's, one counter for all of them (daily-cap.ts). Absent or null for an operator's key and for
   * anonymous callers, which are counted by the key and by the address.
   */
  accountId?: string | null;
  /** The client's address: what the anonymous daily cap is counted by (SPEC §5.2). */
  address: string;
}

export const anonymousCaller = (address: string): Caller => ({ tier: 'anonymous', keyId: null, address });

/** The oldest instant the caller may read (SPEC §5.6, §8), or null for the full archive. */
export function lookbackStart(caller: Caller, now: number = Date.now()): Date | null {
  const days = TIER_LIMITS[caller.tier].lookbackDays;
  return days === null ? null : new Date(now - days * DAY_MS);
}
