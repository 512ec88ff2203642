// An event's meaning vector: the unit-length mean of its member articles' meaning vectors (the headline and lead
// embeddings ingest stores), what semantic search and similar events compare. Members stored before the encoder
// have no vector and are left out of the mean; an event none of whose members has one has none.
import { meanVector } from '../analyze/side-distance';
import { storedVector } from '../encoder/stored-vector';

/** The mean of the members' vectors, re-normalised and rounded as stored; null when no member has one. */
export function eventMeaningVector(
  members: readonly { meaning_vector?: readonly number[] | null }[],
): number[] | null {
  const vectors = members.flatMap((m) => (m.meaning_vector?.length ? [m.meaning_vector] : []));
  return vectors.length === 0 ? null : storedVector(meanVector(vectors));
}
