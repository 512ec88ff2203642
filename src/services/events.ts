// Event-level reads shared by REST and MCP: the filtered, sorted, cursor-paginated list (GET /events and its
// shortcuts, GET /outlets/{slug}/events) and one event by id (SPEC §4 Events, Divergence shortcuts, Outlets).
import type { estypes } from '@elastic/elasticsearch';
import { lookbackStart, type Caller } from '../access/caller';
import type { AppContext } from '../context';
import { TIER_LIMITS, type EventSort } from '../spec';
import {
  assertInsideLookback,
  eventFilterClauses,
  listableBounds,
  timeRange,
  type EventFilters,
} from './event-filters';
import { LIST_FIELDS, SINGLE_FIELDS, type EventRecord } from './event-record';
import { queryKey } from './pagination/cursor';
import { searchPage, type Page, type PageRequest } from './pagination/paged-search';

export type EventEmbed = 'sources' | 'facts';

export interface EventListQuery extends EventFilters {
  sort: EventSort;
  embed?: readonly EventEmbed[];
  /** Only events first seen this long before the walk's first page (GET /divergence/top). */
  windowMs?: number;
}

/**
 * Every sort ends with the unique `id`, so search_after never skips or repeats ties (SPEC §4 Pagination).
 * divergence: highest score first, then the most recently updated; recent: latest coverage (updated_at) first;
 * covered: most covering outlets first, then most articles (docs/decisions.md).
 */
export const EVENT_SORT_ORDER: Record<EventSort, estypes.SortCombinations[]> = {
  divergence: [
    { divergence_score: { order: 'desc', missing: '_last' } },
    { updated_at: 'desc' },
    { id: 'asc' },
  ],
  recent: [{ updated_at: 'desc' }, { id: 'desc' }],
  covered: [{ outlet_count: 'desc' }, { article_count: 'desc' }, { id: 'asc' }],
};

export async function listEvents(
  ctx: AppContext,
  query: EventListQuery,
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<EventRecord>> {
  const { embed = [], ...binding } = query;
  const filters = eventFilterClauses(query);
  return searchPage<EventRecord>(
    ctx,
    {
      index: ctx.indices.events,
      // embed only adds fields to the same items, so a cursor stays valid when a client changes it.
      queryKey: queryKey('events', { ...binding, outlets: binding.outlets && [...binding.outlets].sort() }),
      query: (snapshotAt, now) => {
        assertInsideLookback(caller, snapshotAt, query.since, query.until);
        const window =
          query.windowMs === undefined ? [] : timeRange('first_seen_at', snapshotAt - query.windowMs);
        return { bool: { filter: [...filters, ...window, ...listableBounds(caller, snapshotAt, now)] } };
      },
      sort: EVENT_SORT_ORDER[query.sort],
      source: [...LIST_FIELDS, ...embed],
    },
    page,
    now,
  );
}

export type EventLookup =
  | { kind: 'found'; event: EventRecord }
  | { kind: 'missing' }
  | { kind: 'merged'; into: number }
  | { kind: 'archived'; lookbackDays: number };

/** One event with its sources, facts and divergence analysis; a tombstone answers where it was merged. */
export async function getEvent(
  ctx: AppContext,
  id: number,
  caller: Caller,
  now: number = Date.now(),
): Promise<EventLookup> {
  const res = await ctx.es.get<EventRecord>(
    { index: ctx.indices.events, id: String(id), _source_includes: SINGLE_FIELDS },
    { ignore: [404] },
  );
  if (!res.found || !res._source) return { kind: 'missing' };
  const event = res._source;
  if (event.merged_into !== undefined) return { kind: 'merged', into: event.merged_into };
  const lookback = lookbackStart(caller, now);
  if (lookback && Date.parse(event.first_seen_at) < lookback.getTime()) {
    return { kind: 'archived', lookbackDays: TIER_LIMITS[caller.tier].lookbackDays as number };
  }
  return { kind: 'found', event };
}
