// Figures and weekdays as the similarity features read them: a profile's `numbers` parsed into amounts,
// percentages, tallies, counts and days, and the support (figures and days in common) and conflict (measures or
// days that differ) between two profiles.
import { isDayKey } from './features';

/** Measures that identify a formulaic story's happening when both sides state them. */
const MEASURE_KINDS = ['$', '%', '-'];

function anyShared(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const day of x) if (y.has(day)) return true;
  return false;
}

interface Figure {
  /** "$" an amount of money, "%" a percentage, "-" a tally, "" a count. */
  kind: string;
  /** The amount, percentage or count; a tally's key ("68-31") as its own identity. */
  value: number | string;
}

export interface FactInfo {
  figures: Figure[];
  /** The figures of each measure kind (MEASURE_KINDS order). */
  measures: Figure[][];
  days: Set<string>;
}

/** A profile's facts: those it is about (an event's core) and every one it holds (any member's). */
export interface FactSides {
  coreFacts: FactInfo;
  allFacts: FactInfo;
}

/** A profile's `numbers` split into parsed figures and weekdays. */
export function factInfo(keys: readonly string[]): FactInfo {
  const figures: Figure[] = [];
  const days = new Set<string>();
  for (const key of keys) {
    if (isDayKey(key)) days.add(key);
    else if (/\d-\d/.test(key)) figures.push({ kind: '-', value: key });
    else {
      const kind = key.startsWith('$') ? '$' : key.endsWith('%') ? '%' : '';
      figures.push({ kind, value: Number(key.replace(/[$%]/g, '')) });
    }
  }
  const measures = MEASURE_KINDS.map((kind) => figures.filter((x) => x.kind === kind));
  return { figures, measures, days };
}

/** Relative difference under which two figures are one told with other rounding ("9.2 million", "9,190,000"); a
 * looser bound would take two days' prices or two companies' results for one. */
const SAME_FIGURE = 0.005;

function sameFigure(x: Figure, y: Figure): boolean {
  if (x.kind !== y.kind) return false;
  if (typeof x.value === 'string' || typeof y.value === 'string') return x.value === y.value;
  return Math.abs(x.value - y.value) <= SAME_FIGURE * Math.max(x.value, y.value);
}

function anySameFigure(xs: readonly Figure[], ys: readonly Figure[]): boolean {
  for (const x of xs) for (const y of ys) if (sameFigure(x, y)) return true;
  return false;
}

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Days between two weekdays on the week's circle, 0-3. */
function weekdayDistance(x: string, y: string): number {
  const d = Math.abs(WEEK.indexOf(x) - WEEK.indexOf(y));
  return Math.min(d, 7 - d);
}

/**
 * Support comes from the facts each side is about (an event's core), conflict only from facts that nothing
 * on the other side matches (any member's): a mixed event still conflicts with a third story's figures, and a
 * large event's stray figure does not make its own next article look foreign.
 */
export function compareFacts(a: FactSides, b: FactSides) {
  let shared = 0;
  for (const x of a.coreFacts.figures)
    for (const y of b.coreFacts.figures)
      if (sameFigure(x, y)) {
        shared += 1;
        break;
      }
  let amountConflict = 0;
  for (let k = 0; k < MEASURE_KINDS.length; k += 1) {
    const [ours, theirs] = [a.allFacts.measures[k], b.allFacts.measures[k]];
    if (ours.length > 0 && theirs.length > 0 && !anySameFigure(ours, theirs)) amountConflict += 1;
  }
  let dayGap = 0;
  if (!anyShared(a.allFacts.days, b.allFacts.days)) {
    dayGap = Infinity;
    for (const x of a.allFacts.days)
      for (const y of b.allFacts.days) dayGap = Math.min(dayGap, weekdayDistance(x, y));
    if (dayGap === Infinity) dayGap = 0;
  }
  const fewer = Math.min(3, a.coreFacts.figures.length, b.coreFacts.figures.length);
  return {
    numbers: Math.min(3, shared),
    numberConflict: shared === 0 ? Math.log1p(fewer) / Math.LN2 : 0,
    amountConflict,
    dayShared: anyShared(a.coreFacts.days, b.coreFacts.days) ? 1 : 0,
    dayConflict: dayGap,
  };
}
