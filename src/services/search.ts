// Free-text search over event titles and summaries (SPEC §4 Search): every term must match in either field,
// ordered by relevance with the id as tie-breaker, no fuzziness, and the text is never parsed as a query
// language (quotes, AND/OR, field:value and wildcards are plain text). That is the default mode, `keyword`; the
// `semantic` and `hybrid` modes read the events' meaning vectors (semantic-search.ts, hybrid-search.ts).
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import type { SearchMode } from '../spec';
import { queryVector } from './query-vector';
import { listableBounds } from './event-filters';
import { LIST_FIELDS, type EventRecord } from './event-record';
import { queryKey } from './pagination/cursor';
import { searchPage, type Page, type PageRequest } from './pagination/paged-search';
import { hybridSearch } from './hybrid-search';
import { keywordQuery } from './keyword-query';
import { semanticSearch } from './semantic-search';

export async function searchEvents(
  ctx: AppContext,
  q: string,
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<EventRecord>> {
  return searchPage<EventRecord>(
    ctx,
    {
      index: ctx.indices.events,
      queryKey: queryKey('search', { q }),
      query: (snapshotAt, now) => ({
        bool: { must: [keywordQuery(q)], filter: listableBounds(caller, snapshotAt, now) },
      }),
      sort: [{ _score: { order: 'desc' } }, { id: 'asc' }],
      source: LIST_FIELDS,
    },
    page,
    now,
  );
}

/** A search in the given mode; the query is embedded only when the mode reads meaning. */
export async function searchEventsIn(
  mode: SearchMode,
  ctx: AppContext,
  q: string,
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<EventRecord>> {
  if (mode === 'keyword') return searchEvents(ctx, q, caller, page, now);
  const vector = await queryVector(q);
  if (mode === 'semantic') {
    return semanticSearch(ctx, { vector, queryKey: queryKey('search', { q, mode }) }, caller, page, now);
  }
  return hybridSearch(ctx, { q, vector }, caller, page, now);
}
