// The fixed rules of webhook delivery (docs/webhooks.md): how many subscriptions an owner may hold, the retry
// schedule and when a subscription is disabled; what the wire shows (the event types, the filter and URL bounds,
// the secret overlap) is in src/spec.ts. The delivery worker takes the timing ones as options so a test can
// shorten them.

/** Subscriptions one account (or operator key) may hold. */
export const MAX_SUBSCRIPTIONS = 100;

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
