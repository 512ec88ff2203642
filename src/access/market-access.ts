// Who may read the market desk (SPEC §4 Market, §5.5, §8): tiers Max and Business. Every other caller, an
// anonymous one included, gets 401 dev_tier_required. Services call this, so REST and MCP apply the same rule.
import { MARKET_TIERS, type Tier } from '../spec';
import { devTierRequired } from '../http/errors';
import type { Caller } from './caller';

export function assertMarketAccess(caller: Caller): void {
  if (!(MARKET_TIERS as readonly string[]).includes(caller.tier as Tier)) throw devTierRequired();
}
