// Figures in news text, normalised so two outlets' figures compare (fact ledger): money with its
// currency and scale ("$4.2 million" = "4.2m dollars" = 4,200,000 usd), percentages ("5%", "5 per cent"),
// percentage points, counts written in digits or words ("4,000", "nineteen", "two million"), vote tallies
// ("69-30", "220-to-190") and calendar dates ("Nov. 10", "10 November"). Bare years, ordinals ("60th"), clock
// times ("7 a.m."), identifiers ("Section 2", "S.B. 8", "Brians 2") and "9/11" are left out: they are names or
// context, not quantities anyone reports differently. What each figure may mean (its hedge, rounding and period)
// is figure-ranges.ts's job.
import { rangeOf, type Period } from './figure-ranges';

export type FigureUnit = 'usd' | 'gbp' | 'eur' | 'percent' | 'points' | 'count' | 'tally' | 'date';

export interface Figure {
  unit: FigureUnit;
  /** In base units (4,200,000 for "$4.2 million"); a tally is for*1000+against; a date is month*100+day. */
  value: number;
  /** Character span in the text, for the context words around it. */
  start: number;
  end: number;
  /** The values the printed figure allows (hedges and rounding), in base units: "nearly 28%" is 25.2..28. */
  low: number;
  high: number;
  /** "a month", "per year", "daily": the period a rate is given for; absent for a stock or a total. */
  per?: Period;
}

const SCALES: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  mln: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  bln: 1e9,
  trillion: 1e12,
  tn: 1e12,
  tr: 1e12,
  t: 1e12,
};

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

const monthIndex = (word: string): number => MONTHS.indexOf(word.slice(0, 3).toLowerCase() as never) + 1;

const CURRENCY_WORDS: Record<string, FigureUnit> = {
  dollar: 'usd',
  dollars: 'usd',
  usd: 'usd',
  pound: 'gbp',
  pounds: 'gbp',
  sterling: 'gbp',
  euro: 'eur',
  euros: 'eur',
};
const SYMBOLS: Record<string, FigureUnit> = { $: 'usd', '£': 'gbp', '€': 'eur' };

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const WORD_NUMBER = `(?:${Object.keys(NUMBER_WORDS).join('|')})`;
const SCALE = String.raw`(?:trillion|billion|million|thousand|mln|bln|tn|bn|mn|tr|[kmbt])\b`;
const AFTER = String.raw`(%|\s?(?:percentage points?|pct points?|per ?cent|percent)\b|\s?(?:us )?(?:dollars?|usd|pounds?|sterling|euros?)\b)?`;

const AMOUNT = new RegExp(
  String.raw`(?<![\w.])(?:(us)?([$£€])\s?)?(${NUMBER}|${WORD_NUMBER})(?:\s?(${SCALE}))?${AFTER}`,
  'giu',
);
const TALLY = /(?<![\w.,-])(\d{1,3})(?:[-–]|-to-)(\d{1,3})(?![\w-]|[.,]\d)/gu;
const DATE_MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s(\d{1,2})(?:st|nd|rd|th)?\b`, 'giu');
const DATE_DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s${MONTH}\b`, 'giu');

function unitAfter(word: string | undefined): FigureUnit | undefined {
  if (!word) return undefined;
  const w = word.trim().toLowerCase();
  if (w === '%' || /^(per ?cent|percent)$/.test(w)) return 'percent';
  if (/points?$/.test(w)) return 'points';
  return CURRENCY_WORDS[w.replace(/^us /, '')];
}

const overlaps = (a: Figure, taken: readonly Figure[]) =>
  taken.some((t) => a.start < t.end && t.start < a.end);

/** Every figure in the text, left to right; spans never overlap (dates and tallies first, then amounts). */
/** Every figure needs a digit, or a number word with a scale ("two million"): most sentences have neither. */
const MAY_HOLD_FIGURE = /\d|(?:thousand|million|billion|trillion)/i;

export function findFigures(text: string): Figure[] {
  const out: Figure[] = [];
  if (!MAY_HOLD_FIGURE.test(text)) return out;
  for (const m of text.matchAll(DATE_MONTH_DAY)) {
    const day = Number(m[2]);
    if (day >= 1 && day <= 31)
      out.push(exact('date', monthIndex(m[1]) * 100 + day, m.index, m.index + m[0].length));
  }
  for (const m of text.matchAll(DATE_DAY_MONTH)) {
    const day = Number(m[1]);
    const figure = exact('date', monthIndex(m[2]) * 100 + day, m.index, m.index + m[0].length);
    if (day >= 1 && day <= 31 && !overlaps(figure, out)) out.push(figure);
  }
  for (const m of text.matchAll(TALLY)) {
    const figure = exact('tally', Number(m[1]) * 1000 + Number(m[2]), m.index, m.index + m[0].length);
    if (!overlaps(figure, out)) out.push(figure);
  }
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, , symbol, number, scale, after] = m;
    // A number inside a compound word names no quantity: "13-year study", "billion-dollar disasters", "Corran-5".
    if (/^-\p{L}/u.test(text.slice(m.index + whole.trimEnd().length)) || text[m.index - 1] === '-') continue;
    const figure = amount(text, whole, symbol, number, scale, after, m.index);
    if (figure && !overlaps(figure, out)) out.push(figure);
  }
  return joinRanges(
    text,
    out.sort((a, b) => a.start - b.start),
  );
}

/** "to", a dash, or "and" after "between": two figures that print one range ("$13 to $15", "between 2% and 3%"). */
const RANGE_JOIN = /^\s*(?:to|[-–]|and)\s*$/i;
const BETWEEN = /\bbetween\s+(?:\S+\s+)?$/i;
/** "from 498,000 to 507,000" is a change between two figures, not a range. */
const FROM = /\bfrom\s+$/i;
/** A range's ends are within this factor; further apart, they are two figures that happen to be next to each other. */
const RANGE_MAX_RATIO = 10;

/**
 * A printed range is one figure whose range is its two ends: an offer price of $14 agrees with a marketed range of
 * "$13 to $15" rather than disputing both ends. A bare count before a percentage ("13 to 15%") takes its unit.
 */
function joinRanges(text: string, figures: Figure[]): Figure[] {
  const out: Figure[] = [];
  for (const figure of figures) {
    const previous = out.at(-1);
    if (previous && isRange(text, previous, figure)) {
      out[out.length - 1] = {
        unit: figure.unit,
        value: (previous.value + figure.value) / 2,
        start: previous.start,
        end: figure.end,
        low: Math.min(previous.low, figure.low),
        high: Math.max(previous.high, figure.high),
        per: figure.per ?? previous.per,
      };
    } else out.push(figure);
  }
  return out;
}

function isRange(text: string, a: Figure, b: Figure): boolean {
  const joiner = text.slice(a.end, b.start);
  if (!RANGE_JOIN.test(joiner)) return false;
  const before = text.slice(Math.max(0, a.start - 20), a.start);
  if (FROM.test(before) || (/and/i.test(joiner) && !BETWEEN.test(before))) return false;
  const unitFits = a.unit === b.unit || (a.unit === 'count' && (b.unit === 'percent' || b.unit === 'points'));
  if (!unitFits || b.unit === 'tally' || b.unit === 'date') return false;
  return a.value > 0 && b.value > a.value && b.value / a.value <= RANGE_MAX_RATIO;
}

const exact = (unit: FigureUnit, value: number, start: number, end: number): Figure => ({
  unit,
  value,
  start,
  end,
  low: value,
  high: value,
});

/** Ordinals, clock times, "9/11", and a plain number after a capitalised word ("Section 2", "Brians 2", "S.B. 8"). */
const ORDINAL_OR_CLOCK =
  /^(?:st|nd|rd|th)\b|^(?::\d\d)?\s?(?:a\.m\.|p\.m\.|am\b|pm\b|o'clock|[A-Z]?[SD]?T\b|BST|GMT)|^\/\d/;
const NAMED_NUMBER =
  /(?:^|[\s(])(?!(?:About|Around|Some|Nearly|Almost|More|Over|Roughly|Approximately|Just|Only|At|Up|Under|Fewer|Less|Of|The|All|Another|With|By)\s)[A-Z][\p{L}.]*\s$/u;

/** Identifiers are short plain numbers; a headline's "Nears 600,000" is a count. */
function isName(text: string, index: number, end: number, unit: FigureUnit, plain: boolean) {
  if (ORDINAL_OR_CLOCK.test(text.slice(end)) || /[/:]$/.test(text.slice(0, index))) return true;
  return unit === 'count' && plain && NAMED_NUMBER.test(text.slice(Math.max(0, index - 30), index));
}

function amount(
  text: string,
  whole: string,
  symbol: string | undefined,
  number: string,
  scale: string | undefined,
  after: string | undefined,
  index: number,
): Figure | undefined {
  const word = NUMBER_WORDS[number.toLowerCase()];
  const base = word ?? Number(number.replace(/,/g, ''));
  if (!Number.isFinite(base)) return undefined;
  const scaleWord = scale?.toLowerCase();
  // A lone "m", "b" or "t" is a scale only right after a number with a currency ("$4m"); "4 m" is more often metres.
  const scaled =
    scaleWord && (scaleWord.length > 1 || symbol || (/^\d/.test(number) && scaleWord !== 't'))
      ? SCALES[scaleWord]
      : 1;
  const unit = (symbol ? SYMBOLS[symbol] : undefined) ?? unitAfter(after) ?? 'count';
  const value = base * (scaled ?? 1);
  // Bare years and small word numbers ("two people") are context, not figures anyone reports differently.
  if (unit === 'count' && !scale && /^(1[89]|20)\d\d$/.test(number)) return undefined;
  if (unit === 'count' && word !== undefined && !scale) return undefined;
  const end = index + whole.trimEnd().length;
  if (isName(text, index, end, unit, !scale && /^\d{1,4}$/.test(number))) return undefined;
  const printed = word === undefined ? number : String(word);
  const range = rangeOf(
    printed,
    scaled ?? 1,
    text.slice(Math.max(0, index - 30), index),
    text.slice(end, end + 40),
  );
  return { unit, value, start: index, end, ...range };
}

/**
 * Two figures of one quantity agree when equal after rounding to what either outlet printed (within 5%); a tally or
 * a date only when equal.
 */
export function figuresAgree(a: number, b: number, unit?: FigureUnit): boolean {
  if (a === b) return true;
  if (unit === 'tally' || unit === 'date') return false;
  return Math.abs(a - b) <= 0.05 * Math.max(Math.abs(a), Math.abs(b));
}

/** A figure as a reader writes it: "$4.2 million", "12%", "4,000", "69-30", "Nov 10". */
export function renderFigure(unit: FigureUnit, value: number): string {
  if (unit === 'date')
    return `${MONTHS[Math.floor(value / 100) - 1]} ${value % 100}`.replace(/^./, (c) => c.toUpperCase());
  if (unit === 'tally') return `${Math.floor(value / 1000)}-${value % 1000}`;
  if (unit === 'percent') return `${round(value)}%`;
  if (unit === 'points') return `${round(value)} percentage points`;
  const prefix = unit === 'usd' ? '$' : unit === 'gbp' ? '£' : unit === 'eur' ? '€' : '';
  for (const [scale, word] of [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
  ] as const)
    if (Math.abs(value) >= scale) return `${prefix}${round(value / scale)} ${word}`;
  return `${prefix}${Math.round(value).toLocaleString('en-US')}`;
}

const round = (n: number) => String(Math.round(n * 100) / 100);
