// What each bulk export reads: the events an event list may show (the list filters, no tombstones, the caller's
// lookback, nothing first seen after the export's snapshot) and the articles GET /articles may show, optionally
// only those whose event is of one category. Shared with the lists, so an export and a full list walk agree row
// for row (docs/decisions.md, "Bulk export").
import type { Caller } from '../../access/caller';
import type { AppContext } from '../../context';
import type { Category } from '../../spec';
import { ARTICLE_FIELDS, articleWalkQuery, normaliseArticleFilters, type StoredArticle } from '../articles';
import {
  assertInsideLookback,
  eventFilterClauses,
  listableBounds,
  type EventFilters,
} from '../event-filters';
import { LIST_FIELDS, type EventRecord } from '../event-record';
import type { EventEmbed } from '../events';
import { liveEventsQuery } from '../../store/event-tombstones';
import { queryKey } from '../pagination/cursor';
import { EXPORT_READ_OPTIONS, type ExportPlan } from './export-walk';

export interface PlannedExport<T extends { id: number }> {
  plan: ExportPlan<T>;
  /** The cursor key of the export's query: its filters, normalised (embed only adds fields, as in lists). */
  queryKey: string;
}

export function eventExport(
  app: AppContext,
  caller: Caller,
  filters: EventFilters,
  embed: readonly EventEmbed[],
): PlannedExport<EventRecord> {
  const clauses = eventFilterClauses(filters);
  const outlets = filters.outlets && [...filters.outlets].sort();
  return {
    queryKey: queryKey('export-events', { ...filters, outlets }),
    plan: {
      index: app.indices.events,
      query: (snapshotAt) => {
        assertInsideLookback(caller, snapshotAt, filters.since, filters.until);
        return { bool: { filter: [...clauses, ...listableBounds(caller, snapshotAt, snapshotAt)] } };
      },
      source: [...LIST_FIELDS, ...embed],
    },
  };
}

export interface ArticleExportFilters {
  outlets?: string[];
  tags?: string[];
  eventId?: number;
  since?: Date;
  until?: Date;
  category?: Category;
}

export function articleExport(
  app: AppContext,
  caller: Caller,
  { category, ...filters }: ArticleExportFilters,
): PlannedExport<StoredArticle> {
  const normalised = normaliseArticleFilters(filters);
  return {
    queryKey: queryKey('export-articles', { ...normalised, category }),
    plan: {
      index: app.indices.articles,
      query: (snapshotAt) => ({
        bool: {
          filter: [
            articleWalkQuery(caller, normalised, snapshotAt, snapshotAt),
            // Only clustered articles can have an event's category.
            ...(category ? [{ exists: { field: 'event_id' } }] : []),
          ],
        },
      }),
      source: [...ARTICLE_FIELDS],
      ...(category ? { refine: (rows) => inEventsOfCategory(app, rows, category) } : {}),
    },
  };
}

/**
 * The rows whose event is live and of `category` now: one search over the events of the page (at most a page's
 * worth of ids), since an article stores its event's id but not its category.
 */
async function inEventsOfCategory(
  app: AppContext,
  rows: StoredArticle[],
  category: Category,
): Promise<StoredArticle[]> {
  const eventIds = [...new Set(rows.map((row) => row.event_id).filter((id) => id !== undefined))];
  if (!eventIds.length) return [];
  const res = await app.es.search<{ id: number }>(
    {
      index: app.indices.events,
      size: eventIds.length,
      _source: ['id'],
      track_total_hits: false,
      allow_partial_search_results: false,
      query: liveEventsQuery([{ terms: { id: eventIds } }, { term: { category } }]),
    },
    EXPORT_READ_OPTIONS,
  );
  const matching = new Set(res.hits.hits.map((hit) => (hit._source as { id: number }).id));
  return rows.filter((row) => row.event_id !== undefined && matching.has(row.event_id));
}
