// How long a failing feed is left alone: 1 min doubling per consecutive failure up to 6 h, shortened by a random
// jitter so feeds that failed together (a network outage) do not all retry in the same second, and never shorter
// than a server's Retry-After.
import { parseDate } from '../dates';

export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** Delay after the given number of consecutive failures (1 = first failure), before jitter. */
export function backoffDelayMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** exponent);
}

/**
 * When the feed may be tried again. Jitter only shortens the exponential delay (by up to `jitter` of it), so the
 * 6 h ceiling holds; a Retry-After is honoured in full, up to the same ceiling.
 */
export function nextAttemptAt(
  failures: number,
  nowMs: number,
  retryAfterMs: number | undefined,
  jitter: number,
  random: () => number = Math.random,
): number {
  const spread = Math.max(0, Math.min(jitter, 1));
  const backoff = backoffDelayMs(failures) * (1 - spread * random());
  const delay = Math.min(MAX_BACKOFF_MS, Math.max(backoff, retryAfterMs ?? 0));
  return nowMs + Math.round(delay);
}

/** Retry-After as a delay in ms: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = parseDate(text);
  return date === undefined ? undefined : Math.max(0, Date.parse(date) - nowMs);
}
