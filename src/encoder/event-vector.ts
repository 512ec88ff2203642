// An event's meaning vector: the unit-length mean of its member articles' meaning vectors (the headline and lead
// embeddings ingest stores), what semantic search and similar events compare. Members stored before the encoder
// have no vector and are left out of the mean; an event none of whose members has one has none. The mean of unit
// vectors itself is shared with the analysis (an outlet's or a side's meaning, src/analyze/perspectives.ts).
import { storedVector } from './stored-vector';

/** The mean of the members' vectors, re-normalised and rounded as stored; null when no member has one. */
export function eventMeaningVector(
  members: readonly { meaning_vector?: readonly number[] | null }[],
): number[] | null {
  const vectors = members.flatMap((m) => (m.meaning_vector?.length ? [m.meaning_vector] : []));
  return vectors.length === 0 ? null : storedVector(meanVector(vectors));
}

/** The unit-length mean of unit vectors (an outlet's articles, or a side's outlets). */
export function meanVector(vectors: readonly ArrayLike<number>[]): Float32Array {
  const out = new Float32Array(vectors[0].length);
  for (const v of vectors) for (let i = 0; i < out.length; i += 1) out[i] += v[i];
  const norm = Math.hypot(...out);
  if (norm > 0) for (let i = 0; i < out.length; i += 1) out[i] /= norm;
  return out;
}
