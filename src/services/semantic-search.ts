// Events by meaning: the nearest events' meaning vectors (docs/event-document.md, `meaning_vector`) to a vector,
// by cosine, over Elasticsearch's HNSW index, in pages like every list (paged-search.ts). The semantic search mode
// embeds the query text; similar events (similar-events.ts) start from an event's own vector.
import type { estypes } from '@elastic/elasticsearch';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { storedVector } from '../encoder/stored-vector';
import { listableBounds } from './event-filters';
import { LIST_FIELDS, type EventRecord } from './event-record';
import { searchPage, type Page, type PageRequest } from './pagination/paged-search';

/**
 * The nearest events a meaning search reads, however deep a client pages: a vector has a nearest neighbour in any
 * index, so the answer is a ranking cut at this depth, not a set of matches.
 */
export const SEMANTIC_MAX_RESULTS = 100;
/**
 * Candidates each shard's HNSW search visits: twice the results, which keeps the approximate search's recall near
 * the exact one's on 100,000 events (bench/knn.ts) at a latency that stays in milliseconds.
 */
const CANDIDATES = 2 * SEMANTIC_MAX_RESULTS;

export type ScoredEvent = EventRecord & {
  /** The cosine of the event's meaning vector and the query's, -1 to 1, rounded to 3 decimals. */
  similarity: number;
};

/** The k nearest events to `vector` among those `filter` admits (a pre-filter: k are found when k exist). */
export function meaningQuery(
  vector: ArrayLike<number>,
  filter: estypes.QueryDslQueryContainer[],
  k: number = SEMANTIC_MAX_RESULTS,
): estypes.QueryDslQueryContainer {
  return {
    knn: {
      field: 'meaning_vector',
      query_vector: storedVector(vector),
      k,
      num_candidates: Math.max(CANDIDATES, k),
      filter,
    },
  };
}

/** Elasticsearch scores a cosine kNN hit (1 + cosine) / 2. */
export function similarityOf(score: number): number {
  return Math.round((2 * score - 1) * 1000) / 1000;
}

export interface MeaningSearch {
  vector: ArrayLike<number>;
  /** The cursor's binding (cursor.ts queryKey). */
  queryKey: string;
  /** Events left out, besides those the caller may not list (an event is not similar to itself). */
  excludeIds?: number[];
}

export async function semanticSearch(
  ctx: AppContext,
  search: MeaningSearch,
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<ScoredEvent>> {
  const excluded = search.excludeIds?.length
    ? [{ bool: { must_not: [{ ids: { values: search.excludeIds.map(String) } }] } }]
    : [];
  return searchPage<ScoredEvent>(
    ctx,
    {
      index: ctx.indices.events,
      queryKey: search.queryKey,
      query: (snapshotAt, now) =>
        meaningQuery(search.vector, [...listableBounds(caller, snapshotAt, now), ...excluded]),
      sort: [{ _score: { order: 'desc' } }, { id: 'asc' }],
      source: LIST_FIELDS,
      // The score is the first sort value (hits sorted by score carry it there).
      item: (hit) => ({ ...(hit._source as EventRecord), similarity: similarityOf(Number(hit.sort?.[0])) }),
    },
    page,
    now,
  );
}
