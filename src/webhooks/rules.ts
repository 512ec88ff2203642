// The fixed rules of webhooks (docs/webhooks.md): the event types a subscription may ask for, how many
// subscriptions an owner may hold, the retry schedule, when a subscription is disabled, and how long a rotated
// secret keeps signing. The delivery worker takes the timing ones as options so a test can shorten them.

export const WEBHOOK_EVENT_TYPES = [
  'gap.opened',
  'gap.closed',
  'divergence.crossed',
  'event.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Subscriptions one account (or operator key) may hold. */
export const MAX_SUBSCRIPTIONS = 100;
/** Entries of each filter list (categories, outlets, tickers). */
export const MAX_FILTER_VALUES = 50;
export const MAX_URL_LENGTH = 2048;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait before each retry, after the first attempt failed: 10 attempts in all over about 16 hours, so a
 * receiver down for an afternoon still gets everything. Each wait is drawn from 80%-120% of its value (jitter),
 * so deliveries that failed together do not all come back at once.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
];
export const RETRY_JITTER = 0.2;

/** Consecutive failed attempts (over any of its deliveries, no success between) that disable a subscription. */
export const DISABLE_AFTER_FAILURES = 50;

/** How long a receiver has to answer one delivery. */
export const DELIVERY_TIMEOUT_MS = 15 * SECOND;

/** How long a replaced secret keeps signing beside the new one, so a receiver can switch without a gap. */
export const SECRET_OVERLAP_MS = 24 * HOUR;

/** The wait before attempt `attempt + 1` (attempt counts from 1), jittered; undefined when none is left. */
export function retryDelay(
  attempt: number,
  delays: readonly number[] = RETRY_DELAYS_MS,
  random: () => number = Math.random,
): number | undefined {
  const base = delays[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
