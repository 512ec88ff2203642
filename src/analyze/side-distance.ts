// How far apart the left's and the right's texts of one event are, beyond how far apart any two independent
// reports of it are (docs/divergence.md, wording and meaning). The raw measure is the mean distance over the
// left-right pairs of independent outlets; its null is the mean distance over same-side pairs of the same event,
// shrunk toward a reference measured on real events (two outlets always tell a story in different words, so raw
// distance is never near 0). The component is the excess over the null, scaled to [0, 1].

/** A distance in [0, 1] between two outlets' texts. */
export type Distance<T> = (a: T, b: T) => number;

export interface SideDistance {
  value: number;
  /** The left-right pair farthest apart, as indices into the left and right lists. */
  farthest: [number, number];
}

/**
 * The reference null counts as this many same-side pairs: an event with one outlet a side leans on the reference
 * alone, one with five a side (ten same-side pairs) mostly on its own.
 */
const REFERENCE_WEIGHT = 3;

export function sideDistance<T>(
  left: readonly T[],
  right: readonly T[],
  distance: Distance<T>,
  reference: number,
): SideDistance {
  let cross = 0;
  let farthest: [number, number] = [0, 0];
  let farthestValue = -1;
  for (let i = 0; i < left.length; i += 1)
    for (let j = 0; j < right.length; j += 1) {
      const d = distance(left[i], right[j]);
      cross += d;
      if (d > farthestValue) [farthestValue, farthest] = [d, [i, j]];
    }
  cross /= left.length * right.length;
  let within = 0;
  let pairs = 0;
  for (const side of [left, right])
    for (let i = 0; i < side.length; i += 1)
      for (let j = i + 1; j < side.length; j += 1) {
        within += distance(side[i], side[j]);
        pairs += 1;
      }
  const nullDistance = (within + REFERENCE_WEIGHT * reference) / (pairs + REFERENCE_WEIGHT);
  const value = nullDistance >= 1 ? 0 : Math.max(0, cross - nullDistance) / (1 - nullDistance);
  return { value, farthest };
}

/** 1 - cosine of two bags of content stems (term counts). */
export function bagDistance(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [stem, x] of a) {
    na += x * x;
    const y = b.get(stem);
    if (y) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? 1 - dot / Math.sqrt(na * nb) : 1;
}

/** 1 - cosine of two unit vectors, halved into [0, 1]. */
export function vectorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += a[i] * b[i];
  return Math.min(1, Math.max(0, (1 - dot) / 2));
}

export function bagOf(stems: readonly string[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const s of stems) bag.set(s, (bag.get(s) ?? 0) + 1);
  return bag;
}
