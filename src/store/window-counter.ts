// A count per subject in a fixed window, kept in Redis so every API process shares it: rate-limiter-flexible's
// consume is one atomic script inside Redis, so counts made at once through several processes cannot pass the
// limit between them. The window starts at a subject's first count and its count ends with it. The limits on
// unknown credentials, readers' flags, anonymous page views and sign-ups are each one of these, with their own
// keys and numbers.
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface WindowLimit {
  /** Counts one subject may make in a window. */
  count: number;
  windowSeconds: number;
}

export class WindowCounter {
  private readonly limiter: RateLimiterRedis;

  /** `keyPrefix` is a whole Redis key (redisKey), under which each subject's count is kept. */
  constructor(redis: Redis, keyPrefix: string, limit: WindowLimit) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: limit.count,
      duration: limit.windowSeconds,
    });
  }

  /**
   * Counts one for `subject`: null while it is within the limit, else the seconds (at least 1) until its window
   * ends. A Redis that cannot be reached is thrown: each limit decides what that means.
   */
  async count(subject: string): Promise<number | null> {
    try {
      await this.limiter.consume(subject);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }

  /** Takes back one count of `subject` (what was counted turned out not to count against it). */
  async giveBack(subject: string): Promise<void> {
    await this.limiter.reward(subject);
  }
}
