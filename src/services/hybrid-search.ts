// The hybrid search mode: the keyword search's BM25 ranking and the semantic search's kNN ranking of the same
// events, each cut at HYBRID_WINDOW, fused by reciprocal rank in Node (src/services/reciprocal-rank.ts; the
// distribution has no `rrf` retriever). Paged like every list: a walk reads one point in time, so each page fuses
// the same two rankings and the cursor carries the last item's fused score and id.
import type { estypes } from '@elastic/elasticsearch';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { cursorExpired, invalidCursor } from '../errors';
import { fuseByReciprocalRank, type Fused } from './reciprocal-rank';
import { listableBounds } from './event-filters';
import { LIST_FIELDS, type EventRecord } from './event-record';
import { keywordQuery } from './keyword-query';
import { decodeCursor, encodeCursor, MAX_WALK_AGE_MS, queryKey, walkExpired } from './pagination/cursor';
import {
  closePit,
  PIT_KEEP_ALIVE,
  unreadablePit,
  type Page,
  type PageRequest,
} from './pagination/paged-search';
import { cursorSecret } from './pagination/secret';
import { meaningQuery, SEMANTIC_MAX_RESULTS } from './semantic-search';

/** How deep each ranking is read before fusing: the semantic mode's depth, so both rankings weigh alike. */
export const HYBRID_WINDOW = SEMANTIC_MAX_RESULTS;

type Query = estypes.QueryDslQueryContainer;

async function ranking(ctx: AppContext, query: Query, pit: string | undefined): Promise<EventRecord[]> {
  const res = await ctx.es.search<EventRecord>({
    ...(pit ? { pit: { id: pit, keep_alive: PIT_KEEP_ALIVE } } : { index: ctx.indices.events }),
    size: HYBRID_WINDOW,
    query,
    sort: [{ _score: { order: 'desc' } }, { id: 'asc' }],
    _source: LIST_FIELDS,
    track_total_hits: false,
    allow_partial_search_results: false,
  });
  return res.hits.hits.map((hit) => hit._source!);
}

/** Both rankings of the caller's listable events, fused. */
async function fusedRanking(
  ctx: AppContext,
  search: { q: string; vector: ArrayLike<number> },
  bounds: Query[],
  pit: string | undefined,
): Promise<Fused<EventRecord>[]> {
  const [words, meaning] = await Promise.all([
    ranking(ctx, { bool: { must: [keywordQuery(search.q)], filter: bounds } }, pit),
    ranking(ctx, meaningQuery(search.vector, bounds, HYBRID_WINDOW), pit),
  ]);
  return fuseByReciprocalRank([words, meaning], (event) => event.id);
}

export async function hybridSearch(
  ctx: AppContext,
  search: { q: string; vector: ArrayLike<number> },
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<EventRecord>> {
  const key = queryKey('search', { q: search.q, mode: 'hybrid' });
  const secret = await cursorSecret(ctx);
  const state = page.cursor === undefined ? null : decodeCursor(secret, page.cursor, key, now);
  if (page.cursor !== undefined && !state) throw invalidCursor();
  if (state && walkExpired(state, now)) throw cursorExpired(MAX_WALK_AGE_MS / 3_600_000);
  const snapshotAt = state?.snapshotAt ?? now;
  const bounds = listableBounds(caller, snapshotAt, now);
  let pit =
    state?.pit ??
    (state || page.onePage
      ? undefined
      : (await ctx.es.openPointInTime({ index: ctx.indices.events, keep_alive: PIT_KEEP_ALIVE })).id);
  let ranked: Fused<EventRecord>[];
  try {
    ranked = await fusedRanking(ctx, search, bounds, pit);
  } catch (err) {
    // A lapsed or lost snapshot: the walk goes on over the live index, as paged-search.ts does.
    if (pit === undefined || !unreadablePit(err)) throw err;
    pit = undefined;
    ranked = await fusedRanking(ctx, search, bounds, undefined);
  }
  const after = state?.after as [number, number] | undefined;
  const start = after
    ? ranked.findIndex((e) => e.score < after[0] || (e.score === after[0] && e.item.id > after[1]))
    : 0;
  const rest = start < 0 ? [] : ranked.slice(start);
  const shown = rest.slice(0, page.limit);
  const hasMore = !page.onePage && rest.length > page.limit;
  if (!hasMore) {
    if (pit !== undefined) closePit(ctx, pit);
    return { items: shown.map((e) => e.item), hasMore, nextCursor: null };
  }
  const last = shown[shown.length - 1];
  const nextCursor = encodeCursor(secret, {
    queryKey: key,
    snapshotAt,
    issuedAt: now,
    after: [last.score, last.item.id],
    pit,
  });
  return { items: shown.map((e) => e.item), hasMore, nextCursor };
}
