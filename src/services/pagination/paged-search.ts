// One page of a cursor-paginated Elasticsearch list (SPEC §4 Pagination). A walk reads one point in time
// (PIT), the one its first page read (shared with first pages that overlap it, shared-pit.ts) and its cursors
// carry, so ingest adding events and rescoring others while a client pages through causes no duplicates and
// no skips; when the PIT cannot be read (a client paused longer than PIT_KEEP_ALIVE, or the node holding it
// left the cluster) the walk goes on over the live index from the same sort position (docs/decisions.md,
// "Events, search and pagination" and "Reads retried once when a node is gone"). A page is never partial: a
// shard that fails fails the search.
import { errors, type estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../../context';
import { cursorExpired, invalidCursor } from '../../errors';
import { isMomentarilyUnavailable } from '../../store/read-retry-transport';
import { decodeCursor, encodeCursor, MAX_WALK_AGE_MS, walkExpired, type SortValue } from './cursor';
import { cursorSecret } from './secret';
import { acquireFirstPagePit } from './shared-pit';

/**
 * How long a walk's snapshot stays open without a request; each page renews it. Short, because every PIT holds
 * a reader context (and the segments it reads) until it lapses; a client that pauses longer goes on over the
 * live index (below).
 */
export const PIT_KEEP_ALIVE = '1m';

export interface PageRequest {
  /** Already clamped to 1-100 (limit.ts). */
  limit: number;
  cursor?: string;
  /**
   * A reader that never asks for a second page (a feed): no point in time is opened and no cursor is issued,
   * so the page is read from the live index and `hasMore` is false.
   */
  onePage?: boolean;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  /** Null exactly when hasMore is false (SPEC §4 Pagination rule 5). */
  nextCursor: string | null;
}

export interface PagedSearch {
  index: string;
  /** The normalised query the cursor is bound to (cursor.ts queryKey). */
  queryKey: string;
  /**
   * The query of a walk whose first page was read at `snapshotAt`, for a page read at `now`. A window the
   * caller asked for (`hours`, the snapshot's upper bound) is computed from `snapshotAt`, so it does not move under
   * a walk; the tier's lookback from `now`, so every page is held to what the caller may read today.
   */
  query: (snapshotAt: number, now: number) => estypes.QueryDslQueryContainer;
  /** Must end with a unique tie-breaker (`id`), or search_after could skip or repeat ties. */
  sort: estypes.SortCombinations[];
  source: string[];
  /** What an item is made of its hit; its `_source` by default. */
  item?: (hit: estypes.SearchHit<unknown>) => unknown;
}

export async function searchPage<T>(
  ctx: AppContext,
  search: PagedSearch,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<T>> {
  const itemOf = (hit: estypes.SearchHit<T>) => (search.item ? search.item(hit) : hit._source) as T;
  if (page.onePage) {
    const res = await ctx.es.search<T>({
      index: search.index,
      size: page.limit,
      query: search.query(now, now),
      sort: search.sort,
      _source: search.source,
      track_total_hits: false,
      allow_partial_search_results: false,
    });
    return { items: res.hits.hits.map(itemOf), hasMore: false, nextCursor: null };
  }
  const secret = await cursorSecret(ctx);
  const state = page.cursor === undefined ? null : decodeCursor(secret, page.cursor, search.queryKey, now);
  if (page.cursor !== undefined && !state) throw invalidCursor();
  if (state && walkExpired(state, now)) throw cursorExpired(MAX_WALK_AGE_MS / 3_600_000);
  // The caller's own mistakes (a time outside its lookback) are answered before any PIT is opened for them.
  if (!state) search.query(now, now);
  const firstPage = state ? undefined : await acquireFirstPagePit(ctx.es, search.index, PIT_KEEP_ALIVE, now);
  // A first page reads its PIT's snapshot, so its time-relative bounds are taken at the PIT's opening; first pages
  // sharing a PIT then send the very same search, which they share (shared-pit.ts).
  const snapshotAt = state?.snapshotAt ?? firstPage!.openedAt;
  let pit = state ? state.pit : firstPage!.id;
  let res: estypes.SearchResponse<T> | undefined;
  // A first page's PIT that no other first page reads: this walk's alone, so it closes it when it ends here.
  let ownPit = false;
  try {
    const request: estypes.SearchRequest = {
      size: page.limit + 1,
      query: search.query(snapshotAt, now),
      sort: search.sort,
      _source: search.source,
      track_total_hits: false,
      // Elasticsearch's default answers 200 with the hits of the shards that did answer: a page silently missing
      // items. Failing instead sends the walk to the live index (below) or the caller a 503.
      allow_partial_search_results: false,
      ...(state ? { search_after: state.after as estypes.SortResults } : {}),
    };
    // Without a PIT, search_after takes only our sort's values: a PIT search adds its implicit `_shard_doc`
    // tie-breaker value to each hit's sort values, which the live index would refuse.
    const live = () =>
      ctx.es.search<T>({
        index: search.index,
        ...request,
        ...(state ? { search_after: state.after.slice(0, search.sort.length) as estypes.SortResults } : {}),
      });
    if (pit === undefined) {
      res = await live();
    } else {
      try {
        const onPit = { ...request, pit: { id: pit, keep_alive: PIT_KEEP_ALIVE } };
        res = firstPage
          ? await firstPage.sharedSearch(JSON.stringify(onPit), () => ctx.es.search<T>(onPit))
          : await ctx.es.search<T>(onPit);
        pit = res.pit_id ?? pit;
      } catch (err) {
        const why = unreadablePit(err);
        // With a single node, a refused connection means the store is down, and the live index is on it too.
        if (!why || (err instanceof errors.ConnectionError && ctx.es.connectionPool.size < 2)) throw err;
        firstPage?.forget();
        // A lapse is a client pausing; a point in time lost with a node is worth knowing about.
        if (why !== 'lapsed')
          ctx.logger.warn({ err, why }, 'point in time unavailable: reading the live index');
        pit = undefined;
        res = await live();
      }
    }
  } finally {
    ownPit = firstPage?.release() ?? false;
    // A first page that failed, or that read the live index instead, leaves no cursor on its own PIT, so nobody
    // would ever read it again.
    if ((res === undefined || pit === undefined) && ownPit) closePit(ctx, firstPage!.id);
  }

  const hits = res.hits.hits;
  const hasMore = hits.length > page.limit;
  const shown = hits.slice(0, page.limit);
  if (!hasMore) {
    // The walk ends here; a shared PIT serves others and lapses after its keep-alive.
    if (pit !== undefined && (state ? !state.pitShared : ownPit)) closePit(ctx, pit);
    return { items: shown.map(itemOf), hasMore, nextCursor: null };
  }
  const nextCursor = encodeCursor(secret, {
    queryKey: search.queryKey,
    snapshotAt,
    issuedAt: now,
    after: shown[shown.length - 1].sort as SortValue[],
    pit,
    pitShared: state ? state.pitShared : pit !== undefined && !ownPit,
  });
  return { items: shown.map(itemOf), hasMore, nextCursor };
}

/** The walk is over: free its snapshot now rather than when the keep-alive runs out. */
export function closePit(ctx: AppContext, id: string): void {
  ctx.es
    .closePointInTime({ id })
    .catch((err: unknown) => ctx.logger.warn({ err }, 'closing a point in time failed'));
}

/**
 * Why a walk's PIT cannot be read now, or undefined for any other error:
 * - `lapsed`: it expired, was closed or did not survive a node restart (404 search_context_missing_exception);
 * - `node-left`: the cluster has dropped the node holding its reader context
 *   (search_context_missing_nodes_exception);
 * - `unavailable`: a shard failure (5xx search_phase_execution_exception: 503 no_shard_available_action_exception,
 *   502 node_disconnected_exception, while that node is dying), or no node answered even after the read client's
 *   retries (refused connections, which the client's immediate retry of a 502 makes likely while a node is down).
 * A PIT pins the shard copies it read, so it has no other copy to go to; the live index has, and its search
 * retries on its own.
 */
export function unreadablePit(err: unknown): 'lapsed' | 'node-left' | 'unavailable' | undefined {
  if (isMomentarilyUnavailable(err)) return 'unavailable';
  if (!(err instanceof errors.ResponseError)) return undefined;
  const status = err.statusCode ?? 0;
  const body = JSON.stringify(err.body ?? '');
  if (body.includes('search_context_missing_nodes_exception')) return 'node-left';
  if (status === 404 && body.includes('search_context_missing_exception')) return 'lapsed';
  if (status >= 500 && body.includes('search_phase_execution_exception')) return 'unavailable';
  return undefined;
}
