// Coverage gaps (SPEC §4 Divergence shortcuts, Gap rules): one Elasticsearch query over the `gap` object the
// analysis stores on an event, with the rules restated in the query (3 or more outlets on one side, none on the
// other) so a stale or partial document can never be listed as a gap.
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { GAP, GAP_SIDES, type Category } from '../spec';
import { assertInsideLookback, eventFilterClauses, listableBounds } from './event-filters';
import { GAP_FIELDS, type EventRecord, type StoredGap } from './event-record';
import { queryKey } from './pagination/cursor';
import { searchPage, type Page, type PageRequest } from './pagination/paged-search';

export interface GapQuery {
  category?: Category;
  /** The side that covered the story (the other ignored it). */
  side?: (typeof GAP_SIDES)[number];
  since?: Date;
  until?: Date;
}

export type GapRecord = EventRecord & { gap: StoredGap };

/** The list's filter below as a test of one stored gap, for views that show an event's gap beside other fields. */
export function isListedGap(gap: StoredGap): boolean {
  return (
    (GAP_SIDES as readonly string[]).includes(gap.covered_by) &&
    gap.covered_count >= GAP.minCoveringOutlets &&
    gap.ignored_count === 0
  );
}

/** Latest coverage first, like sort=recent: a gap is news while it is happening. */
export async function listGaps(
  ctx: AppContext,
  query: GapQuery,
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<GapRecord>> {
  const filters = [
    { range: { 'gap.covered_count': { gte: GAP.minCoveringOutlets } } },
    { term: { 'gap.ignored_count': 0 } },
    query.side ? { term: { 'gap.covered_by': query.side } } : { terms: { 'gap.covered_by': [...GAP_SIDES] } },
    ...eventFilterClauses({ category: query.category, since: query.since, until: query.until }),
  ];
  return searchPage<GapRecord>(
    ctx,
    {
      index: ctx.indices.events,
      queryKey: queryKey('gaps', { ...query }),
      query: (snapshotAt, now) => {
        assertInsideLookback(caller, snapshotAt, query.since, query.until);
        return { bool: { filter: [...filters, ...listableBounds(caller, snapshotAt, now)] } };
      },
      sort: [{ updated_at: 'desc' }, { id: 'desc' }],
      source: GAP_FIELDS,
    },
    page,
    now,
  );
}
