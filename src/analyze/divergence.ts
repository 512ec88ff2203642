// The divergence score of an event (SPEC §2 divergence_score, 0-100; formula, version and validation in
// docs/divergence.md): how differently the left and the right tell the story. Components, each in [0, 1] (null
// when this event gives nothing to measure it on) and each measured beyond its own null, are stored beside the
// score with the outlets that drive them; their weighted mean is mapped onto 0-100 by a calibration fitted on real
// events, and an interval comes from resampling the outlets of each side. Coverage imbalance is shown but is not
// part of the score: it is the gap signal. Only an event that both the left and the right cover with at least
// two independent texts is scored; the others get 0 and say why (`basis`).
import type { DIVERGENCE_BASES } from '../spec';
import type { Side } from './coverage';
import type { Ledger } from './fact-ledger';
import { frameContrast } from './frame-angles';
import {
  COMPONENTS,
  REFERENCE_DISTANCE,
  WITH_VECTORS,
  WITHOUT_VECTORS,
  type Component,
  type ScoreModel,
} from './divergence-model';
import { LEAN_SIGMA } from './partisan-lean';
import { scoreInterval } from './score-interval';
import { bagDistance, sideDistance, vectorDistance, type Distance } from './side-distance';

export { COMPONENTS, type Component } from './divergence-model';

/** Bumped whenever the formula or a model it reads changes; `parallax rescore` re-scores older events. */
export const DIVERGENCE_METHOD_VERSION = 2;
/** Outlets named as a component's drivers, at most. */
const DRIVERS_MAX = 6;

export type Basis = (typeof DIVERGENCE_BASES)[number];

export interface DivergenceRow {
  outlet_slug: string;
  side: Side;
  /** The outlet's frame distribution within the event (frame-angles.ts eventFrames). */
  frames: readonly number[];
  /** Toward the event's subject, -1..1; null when the outlet's tone toward it is unknown. */
  sentiment: number | null;
  /** Partisan word choice of the outlet's headlines and leads (partisan-lean.ts). */
  lean: number;
  /** The outlet this one copies (itself when independent). */
  origin: string;
  /** Content stems of the outlet's headlines and leads, counted. */
  bag: ReadonlyMap<string, number>;
  /** The unit mean of its articles' sentence vectors, when they carry one. */
  vector?: ArrayLike<number>;
}

export interface Divergence {
  score: number;
  basis: Basis;
  /** 1 - the interval's width over 100: how far the score would move with other outlets on each side. */
  confidence: number;
  /** The score's 90% interval from resampling each side's outlets; [0, 0] when not scored. */
  interval: [number, number];
  components: Record<Component, number | null>;
  drivers: Record<Component, string[]>;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

interface Measured {
  value: number | null;
  drivers: string[];
}

/** The frames of the two sides apart (frame-angles.ts frameContrast; ~0 when both sides frame alike). */
function framingComponent(left: DivergenceRow[], right: DivergenceRow[]): Measured {
  const contrast = frameContrast(
    [...left, ...right].map((r) => ({
      outlet_slug: r.outlet_slug,
      side: r.side,
      distribution: [...r.frames],
      angle: -1,
    })),
  );
  let best: [DivergenceRow, DivergenceRow, number] = [left[0], right[0], -1];
  for (const l of left)
    for (const r of right) {
      const d = l.frames.reduce((sum, p, i) => sum + Math.abs(p - r.frames[i]), 0);
      if (d > best[2]) best = [l, r, d];
    }
  return { value: contrast, drivers: [best[0].outlet_slug, best[1].outlet_slug] };
}

function sentimentComponent(left: DivergenceRow[], right: DivergenceRow[]): Measured {
  const known = (rows: DivergenceRow[]) => rows.filter((r) => r.sentiment !== null);
  const [l, r] = [known(left), known(right)];
  if (!l.length || !r.length) return { value: null, drivers: [] };
  const tone = (row: DivergenceRow) => row.sentiment!;
  return {
    value: Math.abs(mean(l.map(tone)) - mean(r.map(tone))) / 2,
    drivers: farthestPair(l, r, tone),
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

/**
 * Every pair's wording and meaning distance, measured once per analysis: the interval recomputes the components
 * for 200 resamplings of the same outlets, which would otherwise measure each pair 200 times.
 */
interface Distances {
  wording: Distance<DivergenceRow>;
  /** Undefined when some outlet carries no sentence vector. */
  meaning?: Distance<DivergenceRow>;
}

function memoised(rows: readonly DivergenceRow[], measure: Distance<DivergenceRow>): Distance<DivergenceRow> {
  const index = new Map(rows.map((r, i) => [r, i]));
  const known = new Float64Array(rows.length * rows.length).fill(-1);
  return (a, b) => {
    const at = index.get(a)! * rows.length + index.get(b)!;
    if (known[at] < 0) known[at] = measure(a, b);
    return known[at];
  };
}

function distancesOf(rows: readonly DivergenceRow[]): Distances {
  return {
    wording: memoised(rows, (a, b) => bagDistance(a.bag, b.bag)),
    meaning: rows.every((r) => r.vector)
      ? memoised(rows, (a, b) => vectorDistance(a.vector!, b.vector!))
      : undefined,
  };
}

function textComponent(
  left: DivergenceRow[],
  right: DivergenceRow[],
  kind: 'wording' | 'meaning',
  distances: Distances,
): Measured {
  const distance = distances[kind];
  if (!distance) return { value: null, drivers: [] };
  const measured = sideDistance(left, right, distance, REFERENCE_DISTANCE[kind]);
  const [i, j] = measured.farthest;
  return { value: measured.value, drivers: [left[i].outlet_slug, right[j].outlet_slug] };
}

function factComponents(
  ledger: Ledger,
  rows: readonly DivergenceRow[],
): Record<'facts' | 'omission', Measured> {
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
    omission: { value: oneSided.length / base, drivers: outletsOf(oneSided.flatMap((g) => g.agreeing)) },
  };
}

/** The components that move with the choice of outlets (the interval resamples them; the ledger's stay). */
function outletComponents(
  left: DivergenceRow[],
  right: DivergenceRow[],
  distances: Distances,
): Partial<Record<Component, Measured>> {
  return {
    wording: textComponent(left, right, 'wording', distances),
    meaning: textComponent(left, right, 'meaning', distances),
    framing: framingComponent(left, right),
    sentiment: sentimentComponent(left, right),
    headline: {
      value: Math.tanh(Math.abs(mean(right.map((r) => r.lean)) - mean(left.map((r) => r.lean))) / LEAN_SIGMA),
      drivers: farthestPair(left, right, (r) => r.lean),
    },
  };
}

/** The combination fitted for what was measured: with the sentence vectors' distance, or with the wording's. */
export function scoreModelFor(values: Partial<Record<Component, number | null>>): ScoreModel {
  return values.meaning === null || values.meaning === undefined ? WITHOUT_VECTORS : WITH_VECTORS;
}

/** The weighted mean of the measured components (null or absent ones left out): what the calibration maps. */
export function weightedMean(
  values: Partial<Record<Component, number | null>>,
  weights: Record<Component, number>,
): number {
  let weighted = 0;
  let total = 0;
  for (const c of COMPONENTS) {
    const v = values[c];
    if (v === null || v === undefined || !weights[c]) continue;
    weighted += weights[c] * v;
    total += weights[c];
  }
  return total ? weighted / total : 0;
}

/** The calibrated 0-100 score of measured components: their weighted mean, through the fitted curve. */
export function combine(values: Partial<Record<Component, number | null>>): number {
  const model = scoreModelFor(values);
  return calibrated(model.calibration, weightedMean(values, model.weights));
}

/** Piecewise-linear through the calibration's knots (raw, score), flat beyond the last. */
function calibrated(knots: ScoreModel['calibration'], raw: number): number {
  if (raw <= knots[0][0]) return knots[0][1];
  for (let k = 1; k < knots.length; k += 1)
    if (raw <= knots[k][0]) {
      const [[x0, y0], [x1, y1]] = [knots[k - 1], knots[k]];
      return y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
    }
  return knots[knots.length - 1][1];
}

const zero = () => Object.fromEntries(COMPONENTS.map((c) => [c, 0])) as Record<Component, number | null>;
const none = () =>
  Object.fromEntries(COMPONENTS.map((c) => [c, [] as string[]])) as Record<Component, string[]>;

function basisOf(rows: readonly DivergenceRow[], left: DivergenceRow[], right: DivergenceRow[]): Basis {
  if (rows.length <= 1) return 'single_outlet';
  if (left.length === 0 || right.length === 0) return 'one_side';
  return new Set(rows.map((r) => r.origin)).size === 1 ? 'single_source' : 'both_sides';
}

export function divergence(rows: readonly DivergenceRow[], ledger: Ledger): Divergence {
  const left = rows.filter((r) => r.side === 'left');
  const right = rows.filter((r) => r.side === 'right');
  const basis = basisOf(rows, left, right);
  if (basis !== 'both_sides')
    return { score: 0, basis, confidence: 0, interval: [0, 0], components: zero(), drivers: none() };

  const larger = left.length >= right.length ? left : right;
  const distances = distancesOf([...left, ...right]);
  const measured: Record<Component, Measured> = {
    ...(outletComponents(left, right, distances) as Record<Component, Measured>),
    ...factComponents(ledger, rows),
    coverage: {
      value: Math.abs(left.length - right.length) / (left.length + right.length),
      drivers: left.length === right.length ? [] : larger.map((r) => r.outlet_slug),
    },
  };
  const values = Object.fromEntries(COMPONENTS.map((c) => [c, measured[c].value])) as Record<
    Component,
    number | null
  >;
  const score = Math.round(combine(values));
  const interval = scoreInterval(left, right, score, scoreModelFor(values).noise, (l, r) => {
    const resampled = outletComponents(l, r, distances);
    return combine({
      ...values,
      ...Object.fromEntries(Object.entries(resampled).map(([c, m]) => [c, m.value])),
    });
  });
  const components = zero();
  const drivers = none();
  for (const c of COMPONENTS) {
    components[c] = values[c] === null ? null : round3(values[c]!);
    drivers[c] = [...new Set(measured[c].drivers)].slice(0, DRIVERS_MAX);
  }
  return {
    score,
    basis,
    confidence: round3(1 - (interval[1] - interval[0]) / 100),
    interval,
    components,
    drivers,
  };
}
