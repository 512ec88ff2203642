// The day a daily cap counts (SPEC §8 "requests per day"): the UTC calendar day, so every client and every API
// process agrees when a day ends, whatever their time zone, and the reset is 00:00 UTC (docs/decisions.md).
import { DAY_MS } from '../time-units';

/** `2026-11-25` for any instant of that UTC day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/** Whole seconds until the next 00:00 UTC, at least 1 (what `Retry-After` and `t=` carry). */
export function secondsUntilReset(now: Date): number {
  return Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
}
