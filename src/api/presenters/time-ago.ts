// The `time_ago` of an event (SPEC §2 Event list item: "relative age, for display"): English, largest whole
// unit, "just now" under a minute (and for a time slightly in the future, a clock apart).
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../time-units';

const UNITS: [name: string, ms: number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

export function timeAgo(at: Date, now: number = Date.now()): string {
  const age = now - at.getTime();
  for (const [name, ms] of UNITS) {
    const count = Math.floor(age / ms);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
