// Sparse term vectors as plain objects (stem -> weight): JSON as they are, so event and article states
// serialise without conversion. Objects with thousands of distinct keys are slow to read in V8, so each
// vector is compiled once into a Map with its norm, cached by identity: a vector must not be mutated once
// it has been read through these functions (states are replaced, never changed in place).

export type TermVector = Record<string, number>;

interface Compiled {
  map: Map<string, number>;
  norm: number;
}

const compiledCache = new WeakMap<TermVector, Compiled>();

function compile(v: TermVector): Compiled {
  let c = compiledCache.get(v);
  if (!c) {
    const map = new Map(Object.entries(v));
    let sum = 0;
    for (const w of map.values()) sum += w * w;
    c = { map, norm: Math.sqrt(sum) };
    compiledCache.set(v, c);
  }
  return c;
}

/** The vector's keys and weights as a Map (compiled once; read-only). */
export function compiledTerms(v: TermVector): ReadonlyMap<string, number> {
  return compile(v).map;
}

export function normalise(v: TermVector): TermVector {
  const { map, norm } = compile(v);
  const out: TermVector = {};
  if (norm === 0) return out;
  for (const [key, w] of map) out[key] = w / norm;
  return out;
}

export function cosine(a: TermVector, b: TermVector): number {
  const ca = compile(a);
  const cb = compile(b);
  if (ca.norm === 0 || cb.norm === 0) return 0;
  const [small, large] = ca.map.size <= cb.map.size ? [ca.map, cb.map] : [cb.map, ca.map];
  let sum = 0;
  for (const [key, w] of small) {
    const x = large.get(key);
    if (x !== undefined) sum += w * x;
  }
  return sum / (ca.norm * cb.norm);
}

const byWeightThenKey = (x: [string, number], y: [string, number]): number =>
  y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0);

/** Entries sorted by weight, heaviest first, ties by key, so truncation is deterministic. */
export function entries(v: TermVector): [string, number][] {
  return [...compile(v).map].sort(byWeightThenKey);
}

/** The k heaviest entries. */
export function topK(v: TermVector, k: number): TermVector {
  if (compile(v).map.size <= k) return v;
  return Object.fromEntries(entries(v).slice(0, k));
}

/**
 * a + scale * b; entries that fall to zero or below are dropped. The result is cut back to the k heaviest
 * only once it exceeds 1.5 k, so the sort is paid once per several updates rather than on each.
 */
export function addScaled(a: TermVector, b: TermVector, scale: number, k: number): TermVector {
  const sum = new Map(compile(a).map);
  for (const [key, w] of compile(b).map) {
    const next = (sum.get(key) ?? 0) + scale * w;
    if (next > 1e-9) sum.set(key, next);
    else sum.delete(key);
  }
  const list = [...sum];
  if (list.length > 1.5 * k) list.sort(byWeightThenKey).length = k;
  return compiledVector(list);
}

/** A vector from distinct entries, compiled as it is built (no second pass over a plain object). */
export function compiledVector(list: [string, number][]): TermVector {
  const out: TermVector = Object.fromEntries(list);
  let squares = 0;
  for (const [, w] of list) squares += w * w;
  compiledCache.set(out, { map: new Map(list), norm: Math.sqrt(squares) });
  return out;
}
