// Who may create a key now, decided by one Lua script in Redis: an account holds at most a given number
// of active keys and creates at most a given number a day, and concurrent creations, on one API process or many,
// cannot pass either limit together, because Redis runs one script at a time. Elasticsearch stays the record of
// which keys are active; what it cannot tell is which creations another process is making right now, so every
// creation first claims a slot under its new key id here, and a claim counts the keys the creator last listed as
// active in the index together with every claim of the last PENDING_MS (a key counted in both is counted once).
// A claim outlives any listing that could have missed its key: the key is written (and refreshed) right after its
// claim, and the Elasticsearch client gives up on a listing after 90 s at most (30 s, two retries), so no
// creation can still act on a listing older than PENDING_MS. A revoked key's claim is dropped at once, so revoking
// one key and creating another works straight away; a failed write keeps its claim until it ages out.
import type Redis from 'ioredis';
import { redisKey } from '../store/redis-client';
import { DAY_MS } from '../time-units';

/** How long a claim counts beside the index's own list: far longer than writing and refreshing a key takes. */
const PENDING_MS = 10 * 60 * 1000;

// KEYS: the account's pending claims, its creations of the last day (sorted sets of key ids, scored by time).
// ARGV: now (ms), the new key id, the active-key limit, creations a day, PENDING_MS, DAY_MS, then the ids of the
// keys the index lists as active. Answers {0} claimed, {1} the account is full, {2, ms} too many creations
// today (ms until the oldest of them is a day old).
const CLAIM = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[5]))
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[6]))
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return {2, tonumber(oldest[2]) + tonumber(ARGV[6]) - now}
end
local counted, active = {}, 0
for i = 7, #ARGV do
  if not counted[ARGV[i]] then counted[ARGV[i]] = true; active = active + 1 end
end
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if not counted[id] then counted[id] = true; active = active + 1 end
end
if active >= tonumber(ARGV[3]) then return {1} end
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('ZADD', KEYS[2], now, ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return {0}
`;

export interface KeySlotLimits {
  activeKeys: number;
  creationsPerDay: number;
}

export type SlotClaim =
  | { ok: true }
  | { ok: false; reason: 'full' }
  | { ok: false; reason: 'too_many_creations'; retryAfterSeconds: number };

export class KeySlots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly limits: KeySlotLimits,
  ) {}

  /** Claims a slot for `keyId`; `activeKeyIds` are the account's active keys as the index lists them now. */
  async claim(
    accountId: string,
    keyId: string,
    activeKeyIds: string[],
    now: number = Date.now(),
  ): Promise<SlotClaim> {
    const [outcome, waitMs] = (await this.redis.eval(
      CLAIM,
      2,
      this.pending(accountId),
      this.creations(accountId),
      now,
      keyId,
      this.limits.activeKeys,
      this.limits.creationsPerDay,
      PENDING_MS,
      DAY_MS,
      ...activeKeyIds,
    )) as [number, number?];
    if (outcome === 0) return { ok: true };
    if (outcome === 1) return { ok: false, reason: 'full' };
    return {
      ok: false,
      reason: 'too_many_creations',
      retryAfterSeconds: Math.max(1, Math.ceil((waitMs ?? 0) / 1000)),
    };
  }

  /** The key is revoked: its slot is free at once (its creation still counts toward the day's). */
  async release(accountId: string, keyId: string): Promise<void> {
    await this.redis.zrem(this.pending(accountId), keyId);
  }

  private pending(accountId: string): string {
    return redisKey(this.prefix, 'key-slots', accountId, 'pending');
  }

  private creations(accountId: string): string {
    return redisKey(this.prefix, 'key-slots', accountId, 'creations');
  }
}
