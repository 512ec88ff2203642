// The divergence score of an event (SPEC §2 divergence_score, 0-100; formula, version and validation in
// docs/divergence.md): the weighted mean of six measured components, each in [0, 1] and stored beside the score
// with the outlets that drive it, and a confidence from the outlets each side has. Only an event that both the
// left and the right cover with at least two independent texts is scored; the others get 0 and say why (`basis`),
// so one outlet or one side is never divergent by accident, and one wire text everywhere is 0.
import type { Side } from './coverage';
import type { Ledger } from './fact-ledger';
import { LEAN_SIGMA, LEAN_SKILL } from './partisan-lean';

/** Bumped whenever the formula or a model it reads changes; `parallax rescore` re-scores older events. */
export const DIVERGENCE_METHOD_VERSION = 1;
/** Outlets named as a component's drivers, at most. */
const DRIVERS_MAX = 6;

export const BASES = ['both_sides', 'single_outlet', 'single_source', 'one_side'] as const;
export type Basis = (typeof BASES)[number];

export const COMPONENTS = ['framing', 'sentiment', 'headline', 'facts', 'omission', 'coverage'] as const;
export type Component = (typeof COMPONENTS)[number];

/**
 * Equal weights, no tuning, except partisan word choice, which weighs what it was measured to tell apart on
 * outlets held out of its training (partisan-lean.ts, LEAN_SKILL): a component that cannot tell the sides apart on
 * new outlets must not move the score.
 */
export const WEIGHTS: Record<Component, number> = {
  framing: 1,
  sentiment: 1,
  headline: LEAN_SKILL,
  facts: 1,
  omission: 1,
  coverage: 1,
};

export interface DivergenceRow {
  outlet_slug: string;
  side: Side;
  framing: string;
  /** Toward the event's subject, -1..1; null when unknown. */
  sentiment: number | null;
  /** Partisan word choice of the outlet's headlines and leads (partisan-lean.ts). */
  lean: number;
  /** The outlet this one copies (itself when independent). */
  origin: string;
}

export interface Divergence {
  score: number;
  basis: Basis;
  confidence: number;
  components: Record<Component, number>;
  drivers: Record<Component, string[]>;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function distribution(
  frames: readonly string[],
  labels: readonly string[],
  prior: Map<string, number>,
): Map<string, number> {
  // One pseudo-outlet spread as the whole event's frames: a side of one outlet is not a certainty.
  const total = frames.length + 1;
  const out = new Map<string, number>();
  for (const label of labels)
    out.set(label, (frames.filter((f) => f === label).length + (prior.get(label) ?? 0)) / total);
  return out;
}

/** Jensen-Shannon distance (base 2, in [0, 1]) between two distributions over the same labels. */
export function jensenShannonDistance(p: Map<string, number>, q: Map<string, number>): number {
  let js = 0;
  for (const [label, pi] of p) {
    const qi = q.get(label) ?? 0;
    const m = (pi + qi) / 2;
    if (pi > 0) js += 0.5 * pi * Math.log2(pi / m);
    if (qi > 0) js += 0.5 * qi * Math.log2(qi / m);
  }
  return Math.sqrt(Math.max(0, js));
}

function framingComponent(left: DivergenceRow[], right: DivergenceRow[], all: DivergenceRow[]) {
  const labels = [...new Set(all.map((r) => r.framing))].sort();
  const prior = new Map(labels.map((l) => [l, all.filter((r) => r.framing === l).length / all.length]));
  const p = distribution(
    left.map((r) => r.framing),
    labels,
    prior,
  );
  const q = distribution(
    right.map((r) => r.framing),
    labels,
    prior,
  );
  // Drivers: on each side the outlet whose frame the other side uses least.
  const leastShared = (rows: DivergenceRow[], other: Map<string, number>) =>
    [...rows].sort(
      (a, b) =>
        (other.get(a.framing) ?? 0) - (other.get(b.framing) ?? 0) ||
        a.outlet_slug.localeCompare(b.outlet_slug),
    )[0];
  return {
    value: jensenShannonDistance(p, q),
    drivers: [leastShared(left, q).outlet_slug, leastShared(right, p).outlet_slug],
  };
}

function farthestPair(
  left: DivergenceRow[],
  right: DivergenceRow[],
  value: (r: DivergenceRow) => number,
): string[] {
  let best: [DivergenceRow, DivergenceRow] = [left[0], right[0]];
  for (const l of left)
    for (const r of right)
      if (Math.abs(value(l) - value(r)) > Math.abs(value(best[0]) - value(best[1]))) best = [l, r];
  return [best[0].outlet_slug, best[1].outlet_slug];
}

function factComponents(ledger: Ledger, rows: DivergenceRow[]) {
  const outletsOf = (origins: readonly string[]) =>
    rows.filter((r) => origins.includes(r.origin)).map((r) => r.outlet_slug);
  const matched = ledger.groups.filter((g) => g.status !== 'single');
  const disputed = matched.filter((g) => g.status === 'disputed');
  // Salient claims (two or more independent outlets) that only one of the two sides carries.
  const oneSided = matched.filter((g) => g.sides.has('left') !== g.sides.has('right'));
  // Shares over the matched claims plus one that is neither disputed nor one-sided: one claim out of one is weak
  // evidence, and an event with no matched claim has no fact divergence.
  const base = matched.length + 1;
  return {
    facts: {
      value: disputed.length / base,
      drivers: outletsOf(
        disputed.flatMap((g) => [...g.agreeing.slice(0, 1), ...g.contradicting.slice(0, 1)]),
      ),
    },
    omission: {
      value: oneSided.length / base,
      drivers: outletsOf(oneSided.flatMap((g) => g.agreeing)),
    },
  };
}

const zero = () => Object.fromEntries(COMPONENTS.map((c) => [c, 0])) as Record<Component, number>;
const none = () =>
  Object.fromEntries(COMPONENTS.map((c) => [c, [] as string[]])) as Record<Component, string[]>;

export function divergence(rows: readonly DivergenceRow[], ledger: Ledger): Divergence {
  const left = rows.filter((r) => r.side === 'left');
  const right = rows.filter((r) => r.side === 'right');
  const independent = new Set(rows.map((r) => r.origin)).size;
  const confidence = round3(Math.min(left.length, right.length) / (Math.min(left.length, right.length) + 1));
  const basis: Basis =
    rows.length <= 1
      ? 'single_outlet'
      : left.length === 0 || right.length === 0
        ? 'one_side'
        : independent === 1
          ? 'single_source'
          : 'both_sides';
  if (basis !== 'both_sides')
    return {
      score: 0,
      basis,
      confidence: basis === 'single_source' ? confidence : 0,
      components: zero(),
      drivers: none(),
    };

  const framing = framingComponent(left, right, [...rows]);
  // Over the rows whose tone toward the subject is known; no gap when one side has none.
  const [leftTone, rightTone] = [left, right].map((rs) => rs.filter((r) => r.sentiment !== null));
  const sentimentGap =
    leftTone.length && rightTone.length
      ? Math.abs(mean(leftTone.map((r) => r.sentiment!)) - mean(rightTone.map((r) => r.sentiment!))) / 2
      : 0;
  const leanGap = Math.tanh(
    Math.abs(mean(right.map((r) => r.lean)) - mean(left.map((r) => r.lean))) / LEAN_SIGMA,
  );
  const facts = factComponents(ledger, [...rows]);
  const larger = left.length >= right.length ? left : right;
  const values: Record<Component, number> = {
    framing: framing.value,
    sentiment: sentimentGap,
    headline: leanGap,
    facts: facts.facts.value,
    omission: facts.omission.value,
    coverage: Math.abs(left.length - right.length) / (left.length + right.length),
  };
  const drivers: Record<Component, string[]> = {
    framing: framing.drivers,
    sentiment:
      leftTone.length && rightTone.length ? farthestPair(leftTone, rightTone, (r) => r.sentiment!) : [],
    headline: farthestPair(left, right, (r) => r.lean),
    facts: facts.facts.drivers,
    omission: facts.omission.drivers,
    coverage: left.length === right.length ? [] : larger.map((r) => r.outlet_slug),
  };
  let weighted = 0;
  let weights = 0;
  for (const c of COMPONENTS) {
    weighted += WEIGHTS[c] * values[c];
    weights += WEIGHTS[c];
  }
  const components = zero();
  for (const c of COMPONENTS) {
    components[c] = round3(values[c]);
    drivers[c] = [...new Set(drivers[c])].slice(0, DRIVERS_MAX);
  }
  return { score: Math.round((100 * weighted) / weights), basis, confidence, components, drivers };
}
