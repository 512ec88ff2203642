// Per-outlet statistics read from the events (Outlets): the average divergence of the events an outlet
// covers, over scored events only (an unscored one-sided or single-text event says nothing about divergence), and
// its omission rate: of the last 30 days' widely covered events (covered by 8 or more outlets), the share it did
// not cover. One search with two aggregations, whatever the archive size; null where nothing was measured.
import type { AppContext } from '../context';
import { liveEventsQuery } from '../store/event-tombstones';
import { OMISSION_WINDOW_DAYS, WIDELY_COVERED_OUTLETS } from '../spec';

export interface OutletCoverageStats {
  /** Mean divergence_score of the scored events it covers, one decimal; null when it covers none. */
  avg_divergence_when_covered: number | null;
  /** Share (0..1, three decimals) of the window's widely covered events it did not cover; null when there were none. */
  omission_rate: number | null;
}

interface TermsBuckets {
  buckets: { key: string; doc_count: number; events?: { divergence: { value: number | null } } }[];
}

export async function outletCoverageStats(
  app: Pick<AppContext, 'es' | 'indices'>,
  slugs: readonly string[],
  now = Date.now(),
): Promise<Map<string, OutletCoverageStats>> {
  const size = slugs.length * 2;
  const res = await app.es.search({
    index: app.indices.events,
    size: 0,
    query: liveEventsQuery(),
    aggs: {
      scored: {
        filter: { term: { 'divergence.basis': 'both_sides' } },
        aggs: {
          sources: {
            nested: { path: 'sources' },
            aggs: {
              outlets: {
                terms: { field: 'sources.outlet_slug', size },
                aggs: {
                  events: {
                    reverse_nested: {},
                    aggs: { divergence: { avg: { field: 'divergence_score' } } },
                  },
                },
              },
            },
          },
        },
      },
      wide: {
        filter: {
          bool: {
            filter: [
              { range: { outlet_count: { gte: WIDELY_COVERED_OUTLETS } } },
              {
                range: {
                  first_seen_at: { gte: now - OMISSION_WINDOW_DAYS * 86_400_000, format: 'epoch_millis' },
                },
              },
            ],
          },
        },
        aggs: { outlets: { terms: { field: 'outlets', size } } },
      },
    },
  });
  const aggs = res.aggregations as
    | { scored: { sources: { outlets: TermsBuckets } }; wide: { doc_count: number; outlets: TermsBuckets } }
    | undefined;
  const divergence = new Map(
    (aggs?.scored.sources.outlets.buckets ?? []).map((b) => [b.key, b.events?.divergence.value ?? null]),
  );
  const wideTotal = aggs?.wide.doc_count ?? 0;
  const covered = new Map((aggs?.wide.outlets.buckets ?? []).map((b) => [b.key, b.doc_count]));
  return new Map(
    slugs.map((slug) => {
      const avg = divergence.get(slug);
      return [
        slug,
        {
          avg_divergence_when_covered: avg === undefined || avg === null ? null : Math.round(avg * 10) / 10,
          omission_rate: wideTotal
            ? Math.round((1 - (covered.get(slug) ?? 0) / wideTotal) * 1000) / 1000
            : null,
        },
      ];
    }),
  );
}
