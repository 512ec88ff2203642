// What a printed figure allows (fact ledger): a hedge before it ("more than", "nearly", "about", "up to")
// and the precision it is printed to ("$1 trillion" is 0.5..1.5 trillion, "$1.2 trillion" 1.15..1.25) make it an
// interval, and a period after it ("a month", "per year", "daily") makes it a rate. Two outlets' figures of one
// quantity agree when their intervals overlap once both are rates of one period: "more than 25%" and "nearly 28%"
// agree, "$300 a month" is "$3,600 a year" (not "$3,000 a year"), "$9 billion" and "$8 billion" differ.

export type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Range {
  value: number;
  low: number;
  high: number;
  per?: Period;
}

const PER_YEAR: Record<Period, number> = { hour: 8760, day: 365, week: 52, month: 12, year: 1 };

/** Hedges, as the words before a figure end (lowercase); the interval they make of the printed value v. */
const HEDGES: [RegExp, (v: number) => [number, number]][] = [
  [
    /(?:more than|over|above|at least|upwards? of|in excess of|exceeding|topping|tops|surpassing|beyond)$/,
    (v) => [v, Infinity],
  ],
  [/(?:nearly|almost|just under|close to|approaching)$/, (v) => [0.9 * v, v]],
  [/(?:less than|fewer than|under|below|up to|as many as|as much as|no more than)$/, (v) => [0, v]],
  [
    /(?:about|around|roughly|approximately|some|an estimated|estimated|an average of|averaging)$/,
    (v) => [0.9 * v, 1.1 * v],
  ],
];

const PERIODS: [RegExp, Period][] = [
  [/^(?:an? |per |each |every )?hour\b|^hourly\b|^\/hour\b/, 'hour'],
  [/^(?:a |per |each |every )day\b|^daily\b|^(?:new )?daily\b/, 'day'],
  [/^(?:a |per |each |every )week\b|^weekly\b/, 'week'],
  [/^(?:a |per |each |every )month\b|^monthly\b/, 'month'],
  [/^(?:a |per |each |every )year\b|^annually\b|^annual\b|^yearly\b/, 'year'],
];

/**
 * Half a unit of the last significant digit printed: "1.2" is within 0.05, "10,503" within 0.5, and a whole number's
 * trailing zeros are rounding to two significant digits at most: "293,000" within 500, "3,000" within 50 (a
 * reporter's "3,000" is not 3,400), "1" trillion within 0.5.
 */
function roundingOf(printed: string): number {
  const digits = printed.replace(/,/g, '');
  const decimals = /\.(\d+)$/.exec(digits)?.[1].length;
  if (decimals !== undefined) return 0.5 * 10 ** -decimals;
  const zeros = /0*$/.exec(digits)![0].length;
  return 0.5 * 10 ** Math.max(0, Math.min(zeros, digits.length - 2));
}

/** The period a figure is a rate for, from the few words after it ("a month", "per child per year", "daily"). */
function periodAfter(after: string): Period | undefined {
  const words = after.toLowerCase().replace(/^[\s,]+/, '');
  for (let skip = 0, rest = words; skip < 4; skip += 1) {
    for (const [pattern, period] of PERIODS) if (pattern.test(rest)) return period;
    const next = /^\S+\s+/.exec(rest);
    if (!next) break;
    rest = rest.slice(next[0].length);
  }
  return undefined;
}

/**
 * The range of a figure printed as `printed` (its digits, or a number word) times `scale`, with the text before and
 * after it. Exact units (dates, tallies) are a point.
 */
export function rangeOf(
  printed: string,
  scale: number,
  before: string,
  after: string,
  exact = false,
): Omit<Range, 'value'> {
  const value = Number(printed.replace(/,/g, '')) * scale;
  if (exact || !Number.isFinite(value)) return { low: value, high: value };
  const half = /^\d/.test(printed) ? roundingOf(printed) * scale : 0.5 * scale;
  let [low, high] = [value - half, value + half];
  const lead = before.toLowerCase().replace(/[\s$£€]+$/, '');
  const hedge = HEDGES.find(([pattern]) => pattern.test(lead));
  if (hedge) [low, high] = hedge[1](value).map((x, i) => (i === 0 ? Math.min(x, low) : Math.max(x, high)));
  const per = periodAfter(after);
  return per ? { low, high, per } : { low, high };
}

/**
 * Two ranges of one unit agree when they overlap, as rates of one period. Touching intervals do not ("$8 billion"
 * ends where "$9 billion" begins) unless one is an exact value. A rate and a total do not compare: undefined.
 */
export function rangesAgree(a: Range, b: Range): boolean | undefined {
  if ((a.per === undefined) !== (b.per === undefined)) return undefined;
  const [fa, fb] = [a.per ? PER_YEAR[a.per] : 1, b.per ? PER_YEAR[b.per] : 1];
  const low = Math.max(a.low * fa, b.low * fb);
  const high = Math.min(a.high * fa, b.high * fb);
  return low < high || (low === high && (a.low === a.high || b.low === b.high));
}
