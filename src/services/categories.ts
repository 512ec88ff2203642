// GET /categories (SPEC §4 "Other endpoints named"; payload ours, docs/decisions.md): the six categories in the
// spec's order, each with its live events and their mean divergence, over the whole archive and over the last
// 7 days (events first seen then, the window of the Stats snapshot's avg_divergence_7d). One search.
import type { AppContext } from '../context';
import { CATEGORIES, type Category } from '../spec';
import { liveEventsQuery } from '../store/event-tombstones';
import { DAY_MS } from '../time-units';
import { roundAverage } from './round-average';

const RECENT_DAYS = 7;

export interface CategorySummary {
  category: Category;
  event_count: number;
  /** Null when no event of the category has a score yet. */
  avg_divergence: number | null;
  event_count_7d: number;
  avg_divergence_7d: number | null;
}

interface CategoryBucket {
  doc_count: number;
  divergence: { value: number | null };
  recent: { doc_count: number; divergence: { value: number | null } };
}

export async function listCategories(
  app: Pick<AppContext, 'es' | 'indices'>,
  now: number = Date.now(),
): Promise<CategorySummary[]> {
  const weekAgo = new Date(now - RECENT_DAYS * DAY_MS).toISOString();
  const divergence = { divergence: { avg: { field: 'divergence_score' } } };
  const res = await app.es.search({
    index: app.indices.events,
    size: 0,
    track_total_hits: false,
    query: liveEventsQuery(),
    aggs: {
      categories: {
        filters: { filters: Object.fromEntries(CATEGORIES.map((c) => [c, { term: { category: c } }])) },
        aggs: {
          ...divergence,
          recent: { filter: { range: { first_seen_at: { gte: weekAgo } } }, aggs: divergence },
        },
      },
    },
  });
  const buckets = (res.aggregations?.categories as { buckets: Record<Category, CategoryBucket> }).buckets;
  return CATEGORIES.map((category) => {
    const b = buckets[category];
    return {
      category,
      event_count: b.doc_count,
      avg_divergence: roundAverage(b.divergence.value),
      event_count_7d: b.recent.doc_count,
      avg_divergence_7d: roundAverage(b.recent.divergence.value),
    };
  });
}
