// The one date rule of every ingest source (feed items, replay lines, HTTP headers): text -> ISO 8601 UTC. Only
// explicit grammars are read (ISO 8601 / RFC 3339 extended format, RFC 822 / 1123 / 2822 / 850 with numeric or
// common named zones); a date without a zone is UTC. Never Date.parse or new Date, whose guesses depend on the
// server's own time zone ("2026-11-20T09:30:00" is 14:30Z in New York) and take almost anything ("1" is 2001).
// Anything else is "no date": a feed item then has none (docs/feeds.md), a replay line is reported as malformed.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Offsets in minutes east of UTC: RFC 822's zones plus the abbreviations feeds commonly use in their place. */
// prettier-ignore
const ZONES: Record<string, number> = {
  ut: 0, utc: 0, gmt: 0, z: 0, wet: 0,
  est: -300, edt: -240, cst: -360, cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420,
  akst: -540, akdt: -480, hst: -600,
  bst: 60, cet: 60, west: 60, cest: 120, eet: 120, eest: 180, msk: 180,
  hkt: 480, sgt: 480, jst: 540, kst: 540, aest: 600, aedt: 660, nzst: 720, nzdt: 780,
};

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

// [Weekday,] day month year hour:minute[:second] [zone]; weekdays are ignored (feeds often get them wrong).
const RFC822 =
  /^(?:[a-z]{2,9}\.?,?\s+)?(\d{1,2})[\s-]+([a-z]{3,9})\.?[\s-]+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([a-z]{1,5}|[+-]\d{2}:?\d{2}))?$/i;

const MIN_YEAR = 1970;
const MAX_YEAR = 2100;

function numericOffset(zone: string): number {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

function zoneOffset(zone: string | undefined): number | undefined {
  if (zone === undefined) return 0; // no zone at all: read as UTC, the only choice independent of the server
  if (/^[+-]/.test(zone)) return numericOffset(zone);
  return ZONES[zone.toLowerCase()];
}

function toIso(parts: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millis: number;
  offsetMinutes: number;
}): string | undefined {
  const { year, month, day, hour, minute, millis, offsetMinutes } = parts;
  const second = Math.min(parts.second, 59); // a leap second lands on :59
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || hour > 23 || minute > 59)
    return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC rolls 31 April over into May; a day the month does not have is a broken date, not a later one.
  if (new Date(local).getUTCDate() !== day) return undefined;
  return new Date(local - offsetMinutes * 60_000).toISOString();
}

function parseIso(text: string): string | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const offsetMinutes = zoneOffset(m[8]?.toUpperCase());
  if (offsetMinutes === undefined) return undefined;
  return toIso({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    millis: m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0,
    offsetMinutes,
  });
}

function parseRfc822(text: string): string | undefined {
  const m = RFC822.exec(text);
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1;
  const offsetMinutes = zoneOffset(m[7]);
  if (month === 0 || offsetMinutes === undefined) return undefined;
  const shortYear = Number(m[3]);
  // RFC 2822 §4.3: two-digit years below 50 are 20xx, the rest 19xx.
  const year = m[3].length === 2 ? (shortYear < 50 ? 2000 + shortYear : 1900 + shortYear) : shortYear;
  return toIso({
    year,
    month,
    day: Number(m[1]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6] ?? 0),
    millis: 0,
    offsetMinutes,
  });
}

/** ISO 8601 UTC for an ISO 8601 or RFC 822 date, or undefined when it is not one of the understood forms. */
export function parseDate(value: string | undefined | null): string | undefined {
  const text = value?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  return parseIso(text) ?? parseRfc822(text);
}
