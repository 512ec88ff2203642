// The `time_ago` of an event (SPEC §2 Event list item: "relative age, for display"): English, largest whole
// unit, "just now" under a minute (and for a time slightly in the future, a clock apart).
const UNITS: [name: string, ms: number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

export function timeAgo(at: Date, now: number = Date.now()): string {
  const age = now - at.getTime();
  for (const [name, ms] of UNITS) {
    const count = Math.floor(age / ms);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
