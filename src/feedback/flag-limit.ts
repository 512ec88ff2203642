// How often one reader may flag (docs/decisions.md, "Reader feedback"): counted in a Redis window counter
// (store/window-counter.ts), so flags sent at once through several API processes cannot pass the limit between
// them. Counted per reader (an account, or a key without one), whatever key or page the flags come through. A
// re-flag counts too: it writes as much as a first flag does.
import type Redis from 'ioredis';
import { ApiError } from '../errors';
import { redisKey } from '../store/redis-client';
import { WindowCounter } from '../store/window-counter';

export interface FlagLimitSetting {
  /** Flags one reader may send in a window. */
  flags: number;
  windowSeconds: number;
}

/** A careful reader flags a handful of items on an event; 30 an hour covers several events, never a flood. */
export const FLAG_LIMIT: FlagLimitSetting = { flags: 30, windowSeconds: 60 * 60 };

export const FEEDBACK_RATE_LIMITED = 'feedback_rate_limited';

export const feedbackRateLimited = (setting: FlagLimitSetting, retryAfterSeconds: number) =>
  new ApiError(
    429,
    FEEDBACK_RATE_LIMITED,
    `a reader may send ${setting.flags} flags in ${Math.round(setting.windowSeconds / 60)} minutes; ` +
      `retry in ${retryAfterSeconds} s`,
    { 'Retry-After': String(retryAfterSeconds) },
  );

export class FlagLimit {
  private readonly flags: WindowCounter;

  constructor(
    redis: Redis,
    prefix: string,
    readonly setting: FlagLimitSetting = FLAG_LIMIT,
  ) {
    this.flags = new WindowCounter(redis, redisKey(prefix, 'feedback-flags'), {
      count: setting.flags,
      windowSeconds: setting.windowSeconds,
    });
  }

  /** Counts one flag of `reader`; throws a 429 feedback_rate_limited over the limit. */
  async count(reader: string): Promise<void> {
    const retryAfterSeconds = await this.flags.count(reader);
    if (retryAfterSeconds !== null) throw feedbackRateLimited(this.setting, retryAfterSeconds);
  }
}
