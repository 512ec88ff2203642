// The daily request caps of SPEC §8, counted in Redis by rate-limiter-flexible: each counted request is one
// EVALSHA of the library's Lua script (SET NX EX + INCRBY + PTTL run atomically inside Redis), so concurrent
// requests, on one API process or many, can never take more than the cap between them. The counter is named by
// who is counted and the UTC day (so the count restarts at 00:00 UTC, docs/decisions.md): a key of an account by
// the account, so all its keys, their MCP tokens and its page views share one counter and revoking a key and
// creating another starts nothing afresh; an operator's key, which has no account, by the key id (so a tier change
// keeps today's count); an anonymous caller by its address (client-address.ts). While Redis cannot count, each
// process allows its share of the cap from memory and counts it back when Redis returns (outage-allowance.ts): the
// caps are then approximate, and reads go on being served.
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../log';
import { TIER_LIMITS, type CallerTier } from '../spec';
import { redisKey } from '../store/redis-client';
import type { Caller } from './caller';
import { capSubject } from './client-address';
import { CountBack, fromMemory, LastCounts, OutageLimiter } from './outage-allowance';
import { nextUtcMidnight, secondsUntilReset, utcDay } from './utc-day';

/** A day's counter outlives its day by this much, so an API process whose clock lags still finds it. */
const COUNTER_GRACE_SECONDS = 3600;
const DAY_SECONDS = 24 * 60 * 60;

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
  /** True when Redis could not count and this process's share in memory decided (outage-allowance.ts). */
  approximate: boolean;
  cap: number;
  /** Requests counted today, at most the cap (refused requests beyond it are not "used"). */
  used: number;
  remaining: number;
  resetAt: Date;
  /** Seconds until resetAt, at least 1. */
  resetSeconds: number;
}

export interface DailyCapOptions {
  /** The counters' own key space, so a second cap (the feeds') never shares counts with the API's. */
  counters?: string;
  /** API processes sharing the caps (API_PROCESSES): while Redis is down each allows ceil(cap / processes). */
  processes?: number;
  logger?: Logger;
}

export class DailyCap {
  private readonly limiters: Record<CallerTier, RateLimiterRedis>;
  private readonly lastCounts = new LastCounts();
  private readonly countBack: CountBack;
  private readonly logger?: Logger;
  /** Whether the last count came from Redis: an outage is logged once when it starts and once when it ends. */
  private countedInRedis = true;

  constructor(
    redis: Redis,
    indexPrefix: string,
    readonly caps: DailyCaps,
    { counters = 'cap', processes = 1, logger }: DailyCapOptions = {},
  ) {
    const keyPrefix = redisKey(indexPrefix, counters);
    this.logger = logger;
    this.countBack = new CountBack(redis, redisKey(indexPrefix, `${counters}-back`), logger);
    this.limiters = Object.fromEntries(
      Object.entries(caps).map(([tier, cap]) => {
        // One limiter per tier, all on one key space: the counter belongs to the caller, the cap to its tier.
        // A Redis that is down, silent or still connecting fails the command at once (not "ready") or within the
        // client's 2 s command timeout (src/store/redis-client.ts), and the memory limiter answers instead.
        const limiter: RateLimiterRedis = new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points: cap,
          duration: DAY_SECONDS,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new OutageLimiter(
            { keyPrefix, duration: DAY_SECONDS },
            {
              cap,
              processes,
              lastCounts: this.lastCounts,
              spent: (counter, points, seconds) =>
                this.countBack.add(limiter.getKey(counter), points, seconds),
            },
          ),
        });
        return [tier, limiter];
      }),
    ) as Record<CallerTier, RateLimiterRedis>;
    redis.on('ready', () => void this.countBack.flush());
  }

  /** Counts one request. Resolves with allowed=false over the cap (or over this process's share without Redis). */
  async consume(caller: Caller, now: Date = new Date()): Promise<CapState> {
    const limiter = this.limiters[caller.tier];
    const counter = counterName(caller, now);
    const customDuration = secondsUntilReset(now) + COUNTER_GRACE_SECONDS;
    try {
      return this.state(caller, counter, await limiter.consume(counter, 1, { customDuration }), true, now);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return this.state(caller, counter, rejection, false, now);
      throw rejection;
    }
  }

  /** Today's count without counting (GET /usage, uncounted paths). */
  async peek(caller: Caller, now: Date = new Date()): Promise<CapState> {
    const counter = counterName(caller, now);
    const customDuration = secondsUntilReset(now) + COUNTER_GRACE_SECONDS;
    const res = await this.limiters[caller.tier].get(counter, { customDuration });
    return this.state(caller, counter, res, true, now);
  }

  /** Requests served from memory that are not in Redis yet. */
  waitingToCountBack(): number {
    return this.countBack.waiting();
  }

  /** Counts back what memory allowed; resolves when Redis has it, or when this attempt failed. */
  countBackNow(): Promise<void> {
    return this.countBack.flush();
  }

  private state(
    caller: Caller,
    counter: string,
    res: RateLimiterRes | null,
    allowed: boolean,
    now: Date,
  ): CapState {
    const cap = this.caps[caller.tier];
    const approximate = res !== null && fromMemory(res);
    if (res && approximate === this.countedInRedis) {
      this.countedInRedis = !approximate;
      if (approximate)
        this.logger?.warn(
          'Redis cannot count the daily caps: this process serves its share of each from memory',
        );
      else this.logger?.info('Redis counts the daily caps again');
    }
    if (res && !approximate) {
      this.lastCounts.remember(counter, res.consumedPoints);
      // Redis answers again: what memory allowed meanwhile goes back, if the reconnection did not take it already.
      if (this.countBack.waiting() > 0) void this.countBack.flush();
    }
    // Without Redis, what is left is what this process will still allow from its share.
    const used = approximate
      ? cap - Math.min(cap, res.remainingPoints)
      : Math.min(res?.consumedPoints ?? 0, cap);
    return {
      allowed,
      approximate,
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
