// Reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009): each ranked list gives a document
// 1 / (k + rank), ranks from 1, and the fused order is by the sum. Elasticsearch's `rrf` retriever does the same,
// but it is an x-pack feature the integ-test distribution refuses ("unknown retriever [rrf]"), so the hybrid
// search fuses here (docs/decisions.md).

/** The constant of the original paper and of Elasticsearch's retriever: damps the weight of the very first ranks. */
export const RANK_CONSTANT = 60;

export interface Fused<T> {
  item: T;
  score: number;
}

/**
 * One list of the items of every input list, each once (by `key`), by fused score descending and then by `key`
 * ascending, so equal scores keep one stable order across the pages of a walk.
 */
export function fuseByReciprocalRank<T>(
  lists: readonly (readonly T[])[],
  key: (item: T) => number,
  k: number = RANK_CONSTANT,
): Fused<T>[] {
  const fused = new Map<number, Fused<T>>();
  for (const list of lists) {
    list.forEach((item, index) => {
      const id = key(item);
      const entry = fused.get(id) ?? { item, score: 0 };
      entry.score += 1 / (k + index + 1);
      fused.set(id, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || key(a.item) - key(b.item));
}
