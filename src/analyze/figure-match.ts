// Whether two outlets' figure claims measure one quantity, and whether they agree (fact ledger).
// Agreement is cheap: figures whose ranges overlap (figure-ranges.ts) and whose measure words do not differ are one
// claim whatever else surrounds them. Contradiction needs evidence that the quantity is the same: the same unit and
// period, the same qualifiers ("initial" claims, "fully" vaccinated, "deaths"), no two different times, most of the
// words around both figures shared, and values within an order of magnitude. Measured on the AllSides roundups'
// tuning events (docs/divergence.md, Fact ledger).
import type { Claim } from './claims';
import { figuresAgree } from './figures';
import { rangesAgree } from './figure-ranges';

/** Weighted share of context words two different figures must share to be one quantity: 0.3 to 0.5 show the same disputes on the tuning events, the lowest is kept. */
export const FIGURE_DISPUTE = 0.3;

/**
 * Outlets' versions of one quantity differ by up to about an order of magnitude (organisers' and police's counts of
 * a crowd); figures further apart measure different things: a weekly count and a running total, a share price and
 * a deal's size.
 */
const MAX_DISPUTE_RATIO = 10;

/** Qualifiers that make a different measure on their own: one outlet's "deaths" is not another's bare count. */
const MEASURE = new Set(
  `initial continuing new total cumulative fully partially first second booster one additional average weekly daily
  monthly annual deaths death dead killed cases case infections hospitalizations hospitalized doses vaccinated`.split(
    /\s+/,
  ),
);

export function weightedOverlap(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let totalA = 0;
  let totalB = 0;
  for (const [stem, w] of a) {
    totalA += w;
    const other = b.get(stem);
    if (other !== undefined) shared += Math.min(w, other);
  }
  for (const w of b.values()) totalB += w;
  return shared / Math.max(1e-9, Math.min(totalA, totalB));
}

/**
 * Whether two figures of one unit agree: their ranges overlap as rates of one period. Undefined when a rate meets a
 * total. Claims carried from before ranges existed compare within 5%.
 */
export function claimsAgree(a: Claim, b: Claim): boolean | undefined {
  if (a.low === undefined || b.low === undefined) return figuresAgree(a.value!, b.value!, a.unit);
  return rangesAgree(
    { value: a.value!, low: a.low, high: a.high!, per: a.per },
    { value: b.value!, low: b.low, high: b.high!, per: b.per },
  );
}

const differ = (a: readonly string[] = [], b: readonly string[] = [], only?: Set<string>) =>
  [...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))].some((x) => !only || only.has(x));

function sameMagnitude(a: number, b: number): boolean {
  const [low, high] = [Math.min(Math.abs(a), Math.abs(b)), Math.max(Math.abs(a), Math.abs(b))];
  return low > 0 && high / low <= MAX_DISPUTE_RATIO;
}

/** Two figures that do not agree yet measure one quantity: a dispute. */
export function sameQuantity(a: Claim, b: Claim, overlap = weightedOverlap(a.context, b.context)): boolean {
  if (a.unit !== b.unit || a.per !== b.per || differ(a.qualifiers, b.qualifiers)) return false;
  if (a.time?.length && b.time?.length && differ(a.time, b.time)) return false;
  // One event's vote is one tally: sharing a word ("vote") is enough.
  if (a.unit === 'tally') return overlap > 0;
  return overlap >= FIGURE_DISPUTE && sameMagnitude(a.value!, b.value!);
}

/**
 * How well a figure matches another outlet's figure: above 1 when they agree (more for the same printed value and
 * for shared words; a plain count must share one word), below 1 when they are one quantity in dispute, 0 otherwise.
 */
export function figureScore(a: Claim, b: Claim): number {
  if (a.unit !== b.unit) return 0;
  const overlap = weightedOverlap(a.context, b.context);
  const agree = claimsAgree(a, b);
  if (agree && !differ(a.qualifiers, b.qualifiers, MEASURE) && (a.unit !== 'count' || overlap > 0))
    return 1 + overlap + (a.value === b.value ? 0.5 : 0);
  if (agree === false && sameQuantity(a, b, overlap)) return overlap;
  return 0;
}
