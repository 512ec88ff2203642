// The daily request caps of SPEC §8, counted in Redis by rate-limiter-flexible: each counted request is one
// EVALSHA of the library's Lua script (SET NX EX + INCRBY + PTTL run atomically inside Redis), so concurrent
// requests, on one API process or many, can never take more than the cap between them. The counter is named by
// who is counted and the UTC day (so the count restarts at 00:00 UTC, docs/decisions.md): a key of an account by
// the account, so all its keys, their MCP tokens and its page views share one counter and revoking a key and
// creating another starts nothing afresh (issue 24); an operator's key, which has no account, by the key id (so a
// tier change keeps today's count); an anonymous caller by its address (client-address.ts).
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TIER_LIMITS, type CallerTier } from '../spec';
import { redisKey } from '../store/redis-client';
import type { Caller } from './caller';
import { capSubject } from './client-address';
import { nextUtcMidnight, secondsUntilReset, utcDay } from './utc-day';

/** A day's counter outlives its day by this much, so an API process whose clock lags still finds it. */
const COUNTER_GRACE_SECONDS = 3600;

export type DailyCaps = Record<CallerTier, number>;

/**
 * Feed requests per client address (or key) and UTC day, counted apart from the API's caps (docs/decisions.md,
 * "Feeds"): a reader polling a dozen feeds every 15 minutes stays under it, a scraper hammering one does not.
 */
export const FEED_DAILY_CAP = 1_000;

/** The caps of SPEC §8; `overrides` exist for tests of cap exactness (docs/decisions.md), never for production. */
export function dailyCaps(overrides: Partial<DailyCaps> = {}): DailyCaps {
  const caps = Object.fromEntries(
    Object.entries(TIER_LIMITS).map(([tier, limits]) => [tier, limits.dailyCap]),
  ) as DailyCaps;
  return { ...caps, ...overrides };
}

/** The same feed cap for every tier: a feed shows everyone the same public items. */
export function feedDailyCaps(cap: number = FEED_DAILY_CAP): DailyCaps {
  return Object.fromEntries(Object.keys(TIER_LIMITS).map((tier) => [tier, cap])) as DailyCaps;
}

export interface CapState {
  /** False when this request went over the cap. */
  allowed: boolean;
  cap: number;
  /** Requests counted today, at most the cap (refused requests beyond it are not "used"). */
  used: number;
  remaining: number;
  resetAt: Date;
  /** Seconds until resetAt, at least 1. */
  resetSeconds: number;
}

export class DailyCap {
  private readonly limiters: Record<CallerTier, RateLimiterRedis>;

  constructor(
    redis: Redis,
    indexPrefix: string,
    readonly caps: DailyCaps,
    /** The counters' own key space, so a second cap (the feeds') never shares counts with the API's. */
    counters: string = 'cap',
  ) {
    const keyPrefix = redisKey(indexPrefix, counters);
    this.limiters = Object.fromEntries(
      Object.entries(caps).map(([tier, cap]) => [
        tier,
        // One limiter per tier, all on one key space: the counter belongs to the caller, the cap to its tier.
        // A Redis that is down or silent fails the command through the client's own bounds (one reconnection
        // attempt, a 2 s command timeout: src/store/redis-client.ts), so a request never waits longer.
        new RateLimiterRedis({ storeClient: redis, keyPrefix, points: cap, duration: 24 * 60 * 60 }),
      ]),
    ) as Record<CallerTier, RateLimiterRedis>;
  }

  /** Counts one request. Resolves with allowed=false over the cap; rejects only when Redis fails. */
  async consume(caller: Caller, now: Date = new Date()): Promise<CapState> {
    const limiter = this.limiters[caller.tier];
    const customDuration = secondsUntilReset(now) + COUNTER_GRACE_SECONDS;
    try {
      const res = await limiter.consume(counterName(caller, now), 1, { customDuration });
      return this.state(caller, res.consumedPoints, true, now);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return this.state(caller, rejection.consumedPoints, false, now);
      throw rejection;
    }
  }

  /** Today's count without counting (GET /usage, uncounted paths). */
  async peek(caller: Caller, now: Date = new Date()): Promise<CapState> {
    const res = await this.limiters[caller.tier].get(counterName(caller, now));
    return this.state(caller, res?.consumedPoints ?? 0, true, now);
  }

  private state(caller: Caller, counted: number, allowed: boolean, now: Date): CapState {
    const cap = this.caps[caller.tier];
    const used = Math.min(counted, cap);
    return {
      allowed,
      cap,
      used,
      remaining: cap - used,
      resetAt: nextUtcMidnight(now),
      resetSeconds: secondsUntilReset(now),
    };
  }
}

function counterName(caller: Caller, now: Date): string {
  const subject = caller.accountId
    ? `account:${caller.accountId}`
    : caller.keyId
      ? `key:${caller.keyId}`
      : `addr:${capSubject(caller.address)}`;
  return `${subject}:${utcDay(now)}`;
}
