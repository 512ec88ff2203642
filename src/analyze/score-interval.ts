// The divergence score's interval (docs/divergence.md, Interval and confidence): the score recomputed with each
// side's outlets resampled with replacement, its 5th and 95th percentiles, never narrower than the measurement
// noise of one outlet a side (the fitted model's) divided by the root of the smaller side's outlets. Seeded by the
// outlets, so the same event gives the same interval on every analysis.
const ROUNDS = 200;

/** FNV-1a of the outlets' slugs: the resampling's seed. */
function seedOf(slugs: readonly string[]): number {
  let h = 0x811c9dc5;
  for (const ch of slugs.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** mulberry32, as the demo corpus and the scripts use: small and good enough for resampling. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function scoreInterval<T extends { outlet_slug: string }>(
  left: readonly T[],
  right: readonly T[],
  score: number,
  /** Half-width with one outlet a side (the fitted model's noise). */
  noise: number,
  scoreOf: (left: T[], right: T[]) => number,
): [number, number] {
  const rnd = random(seedOf([...left, ...right].map((r) => r.outlet_slug)));
  const draw = (rows: readonly T[]) => rows.map(() => rows[Math.floor(rnd() * rows.length)]);
  const scores: number[] = [];
  if (left.length > 1 || right.length > 1)
    for (let r = 0; r < ROUNDS; r += 1) scores.push(scoreOf(draw(left), draw(right)));
  scores.sort((a, b) => a - b);
  const at = (q: number) => (scores.length ? scores[Math.floor(q * (scores.length - 1))] : score);
  const half = noise / Math.sqrt(Math.min(left.length, right.length));
  const low = Math.min(at(0.05), score - half);
  const high = Math.max(at(0.95), score + half);
  return [Math.max(0, Math.round(low)), Math.min(100, Math.round(high))];
}
