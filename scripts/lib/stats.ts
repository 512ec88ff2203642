// The statistics of the analysis evaluation: rank correlation, the AUC of a score between two groups, and seeded
// bootstrap intervals over events, so every figure the README reports comes with its uncertainty.
import { seededRandom } from './seeded-random';

export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j < order.length && order[j][0] === order[i][0]) j += 1;
    for (let k = i; k < j; k += 1) out[order[k][1]] = (i + j - 1) / 2;
    i = j;
  }
  return out;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i += 1) {
    cov += (a[i] - ma) * (b[i] - mb);
    va += (a[i] - ma) ** 2;
    vb += (b[i] - mb) ** 2;
  }
  return va && vb ? cov / Math.sqrt(va * vb) : 0;
}

export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}

/** P(score of a positive > score of a negative), ties counting half (the Mann-Whitney AUC). */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  if (!positives.length || !negatives.length) return NaN;
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

export interface Interval {
  value: number;
  low: number;
  high: number;
  n: number;
}

const BOOTSTRAP_ROUNDS = 2000;
const BOOTSTRAP_SEED = 22;

/**
 * A statistic over units (events) with its 95% percentile bootstrap interval: units are resampled with
 * replacement, so an event's pairs or articles stay together.
 */
export function bootstrap<T>(units: readonly T[], statistic: (sample: readonly T[]) => number): Interval {
  const value = statistic(units);
  const rnd = seededRandom(BOOTSTRAP_SEED);
  const draws: number[] = [];
  for (let r = 0; r < BOOTSTRAP_ROUNDS; r += 1) {
    const sample = units.map(() => units[Math.floor(rnd() * units.length)]);
    const x = statistic(sample);
    if (Number.isFinite(x)) draws.push(x);
  }
  draws.sort((a, b) => a - b);
  const at = (q: number) => draws[Math.min(draws.length - 1, Math.floor(q * draws.length))];
  return { value, low: at(0.025), high: at(0.975), n: units.length };
}

/** The bootstrap interval of a paired difference (a's statistic minus b's) over the same resampled units. */
export function bootstrapDifference<T>(
  units: readonly T[],
  a: (sample: readonly T[]) => number,
  b: (sample: readonly T[]) => number,
): Interval {
  return bootstrap(units, (sample) => a(sample) - b(sample));
}

export const formatInterval = (i: Interval, digits = 3) =>
  `${i.value.toFixed(digits)} [${i.low.toFixed(digits)}, ${i.high.toFixed(digits)}]`;
