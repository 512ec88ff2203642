// How a meaning vector is written to Elasticsearch (articles and events alike): its components rounded.
/**
 * Decimals kept of each component. The components of a 384-dimension unit vector are mostly below 0.2, so five
 * decimals change a cosine by under 1e-5, far below what int8 indexing loses, and halve the JSON the bulk requests
 * carry against the float's full 17 digits.
 */
const SCALE = 1e5;

export function storedVector(vector: ArrayLike<number>): number[] {
  return Array.from(vector, (value) => Math.round(value * SCALE) / SCALE);
}
