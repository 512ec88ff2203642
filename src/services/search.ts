// Free-text search over event titles and summaries (SPEC §4 Search): every term must match in either field,
// ordered by relevance with the id as tie-breaker, no fuzziness, and the text is never parsed as a query
// language (quotes, AND/OR, field:value and wildcards are plain text).
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { listableBounds } from './event-filters';
import { LIST_FIELDS, type EventRecord } from './event-record';
import { queryKey } from './pagination/cursor';
import { searchPage, type Page, type PageRequest } from './pagination/paged-search';

/** Longest accepted `q` after trimming (docs/decisions.md). */
export const SEARCH_MAX_QUERY_LENGTH = 256;

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
        bool: {
          // cross_fields with AND: each term must appear in the title or the summary (not all in one field, as
          // best_fields would demand); both fields share one analyzer, which cross_fields needs to blend them.
          must: [
            {
              multi_match: {
                query: q,
                fields: ['title^2', 'summary'],
                type: 'cross_fields',
                operator: 'and',
              },
            },
          ],
          filter: listableBounds(caller, snapshotAt, now),
        },
      }),
      sort: [{ _score: { order: 'desc' } }, { id: 'asc' }],
      source: LIST_FIELDS,
    },
    page,
    now,
  );
}
