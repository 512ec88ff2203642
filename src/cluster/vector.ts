// Sparse term vectors as plain objects (stem -> weight): JSON as they are, so event and article states
// serialise without conversion. Objects with thousands of distinct keys are slow to read in V8, and the
// clustering decision compares each article with a dozen events, so each vector is compiled once into arrays
// (stems interned to integer ids, weights, a hash index of the ids) with its norm, cached by identity: a
// vector must not be mutated once it has been read through these functions (states are replaced, never
// changed in place). Compiled entries keep the order the vector was built in, and every sum runs in that
// order, so results do not depend on the compiled form.

export type TermVector = Record<string, number>;

// Stems as small integers, for the hash indexes below. The table only grows: a stem seen once keeps its id
// (one Map entry) for the life of the process, which is bounded by the vocabulary, and news vocabulary grows
// slowly.
const idOfStem = new Map<string, number>();
let stemCount = 0;

/** The stem's interned id, the same for the whole process. */
export function termId(stem: string): number {
  let id = idOfStem.get(stem);
  if (id === undefined) {
    id = stemCount;
    stemCount += 1;
    idOfStem.set(stem, id);
  }
  return id;
}

/**
 * Positions of interned ids in a list, by open addressing: a lookup costs a multiply and a probe or two,
 * where a Map of strings costs a hash-table walk and a string comparison. Plain arrays rather than typed
 * ones: a typed array over 64 bytes gets a separately allocated buffer, several times slower to allocate
 * and to collect, and an article's decision builds dozens of these.
 */
export class KeyIndex {
  readonly ids: readonly number[];
  /** Position + 1 of the id hashed to each slot, 0 for an empty slot. */
  private readonly slots: number[];
  private readonly mask: number;
  private readonly shift: number;

  constructor(ids: readonly number[]) {
    this.ids = ids;
    let bits = 1;
    while (1 << bits < 2 * ids.length) bits += 1;
    this.slots = [];
    for (let i = 0; i < 1 << bits; i += 1) this.slots.push(0);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    for (let i = 0; i < ids.length; i += 1) {
      let slot = Math.imul(ids[i], 0x9e3779b1) >>> this.shift;
      while (this.slots[slot] !== 0 && ids[this.slots[slot] - 1] !== ids[i]) slot = (slot + 1) & this.mask;
      // A repeated id keeps its first position, as a Set or Map built from the list would.
      if (this.slots[slot] === 0) this.slots[slot] = i + 1;
    }
  }

  /** The first position of `id`, or -1. */
  indexOf(id: number): number {
    let slot = Math.imul(id, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const at = this.slots[slot];
      if (at === 0) return -1;
      if (this.ids[at - 1] === id) return at - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  has(id: number): boolean {
    return this.indexOf(id) >= 0;
  }
}

/** Interned ids of a list of keys, indexed. */
export function keyIndex(keys: readonly string[]): KeyIndex {
  return new KeyIndex(keys.map((key) => termId(key)));
}

/** A term vector's entries as parallel arrays in the vector's own order, with its norm. */
export interface CompiledVector {
  keys: readonly string[];
  /** The keys' interned ids, indexed. */
  index: KeyIndex;
  weights: readonly number[];
  norm: number;
}

/** Entries as compiled, from distinct keys; the norm sums the squares in entry order. */
export function compiledFrom(
  keys: readonly string[],
  index: KeyIndex,
  weights: readonly number[],
): CompiledVector {
  let squares = 0;
  for (let i = 0; i < weights.length; i += 1) squares += weights[i] * weights[i];
  return { keys, index, weights, norm: Math.sqrt(squares) };
}

const compiledCache = new WeakMap<TermVector, CompiledVector>();

/** The vector compiled (once; read-only), in Object.entries order for a vector this module did not build. */
export function compiled(v: TermVector): CompiledVector {
  let c = compiledCache.get(v);
  if (!c) {
    const keys = Object.keys(v);
    c = compiledFrom(
      keys,
      keyIndex(keys),
      keys.map((key) => v[key]),
    );
    compiledCache.set(v, c);
  }
  return c;
}

/** The plain vector of compiled entries, with the compiled form cached for it. */
function plain(c: CompiledVector): TermVector {
  const out: TermVector = {};
  for (let i = 0; i < c.keys.length; i += 1) out[c.keys[i]] = c.weights[i];
  compiledCache.set(out, c);
  return out;
}

export function normalise(v: TermVector): TermVector {
  const { keys, weights, norm } = compiled(v);
  const out: TermVector = {};
  if (norm === 0) return out;
  for (let i = 0; i < keys.length; i += 1) out[keys[i]] = weights[i] / norm;
  return out;
}

/** Cosine of two compiled vectors, summed over the smaller one's entries in its order (the first on a tie). */
export function compiledCosine(a: CompiledVector, b: CompiledVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  // Chosen without a destructured pair: that array was allocated on every call, the decision's hottest.
  const aSmaller = a.keys.length <= b.keys.length;
  const small = aSmaller ? a : b;
  const large = aSmaller ? b : a;
  const ids = small.index.ids;
  let sum = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const j = large.index.indexOf(ids[i]);
    if (j >= 0) sum += small.weights[i] * large.weights[j];
  }
  return sum / (a.norm * b.norm);
}

export function cosine(a: TermVector, b: TermVector): number {
  return compiledCosine(compiled(a), compiled(b));
}

/** Positions sorted by weight, heaviest first, ties by key, so truncation is deterministic. */
function byWeightThenKey(keys: readonly string[], weights: ArrayLike<number>) {
  return (x: number, y: number): number =>
    weights[y] - weights[x] || (keys[x] < keys[y] ? -1 : keys[x] > keys[y] ? 1 : 0);
}

/** Entries sorted by weight, heaviest first, ties by key, so truncation is deterministic. */
export function entries(v: TermVector): [string, number][] {
  const { keys, weights } = compiled(v);
  const order = keys.map((_, i) => i).sort(byWeightThenKey(keys, weights));
  return order.map((i) => [keys[i], weights[i]]);
}

/** The k heaviest entries. */
export function topK(v: TermVector, k: number): TermVector {
  if (compiled(v).keys.length <= k) return v;
  return Object.fromEntries(entries(v).slice(0, k));
}

/**
 * a + scale * b; entries that fall to zero or below are dropped. The result is cut back to the k heaviest
 * only once it exceeds 1.5 k, so the sort is paid once per several updates rather than on each. Entries keep
 * a's order, then b's new keys in b's order (as updating a Map copy of a would).
 */
export function addScaled(a: TermVector, b: TermVector, scale: number, k: number): TermVector {
  const ca = compiled(a);
  const cb = compiled(b);
  const weights = [...ca.weights];
  const kept = new Uint8Array(weights.length).fill(1);
  const added: number[] = [];
  const addedWeights: number[] = [];
  for (let j = 0; j < cb.keys.length; j += 1) {
    const i = ca.index.indexOf(cb.index.ids[j]);
    const next = (i >= 0 ? weights[i] : 0) + scale * cb.weights[j];
    if (i < 0) {
      if (next > 1e-9) {
        added.push(j);
        addedWeights.push(next);
      }
    } else if (next > 1e-9) weights[i] = next;
    else kept[i] = 0;
  }
  const keys: string[] = [];
  const ids: number[] = [];
  const sums: number[] = [];
  for (let i = 0; i < weights.length; i += 1)
    if (kept[i] === 1) {
      keys.push(ca.keys[i]);
      ids.push(ca.index.ids[i]);
      sums.push(weights[i]);
    }
  added.forEach((j, n) => {
    keys.push(cb.keys[j]);
    ids.push(cb.index.ids[j]);
    sums.push(addedWeights[n]);
  });
  if (keys.length <= 1.5 * k) return plain(compiledFrom(keys, new KeyIndex(ids), sums));
  const order = keys
    .map((_, i) => i)
    .sort(byWeightThenKey(keys, sums))
    .slice(0, k);
  return plain(
    compiledFrom(
      order.map((i) => keys[i]),
      new KeyIndex(order.map((i) => ids[i])),
      order.map((i) => sums[i]),
    ),
  );
}
