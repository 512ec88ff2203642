// Refreshes the outlets' statistics (SPEC §2 Outlet: articles_ingested, avg_divergence_when_covered) from the
// articles and events indices, after ingest wrote something. Two aggregations and one bulk request, whatever the
// archive size.
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../context';
import { OUTLETS } from './catalog';
import { outletCoverageStats } from './coverage-stats';

interface Buckets {
  buckets: {
    key: string;
    doc_count: number;
    divergence?: { value: number | null };
    events?: { divergence: { value: number | null } };
  }[];
}

export async function refreshOutletStats(app: Pick<AppContext, 'es' | 'indices'>): Promise<void> {
  const size = OUTLETS.length * 2;
  const [articles, events] = await Promise.all([
    app.es.search({
      index: app.indices.articles,
      size: 0,
      aggs: { outlets: { terms: { field: 'outlet_slug', size } } },
    }),
    app.es.search({
      index: app.indices.events,
      size: 0,
      query: { bool: { must_not: { term: { status: 'merged' } } } },
      aggs: {
        sources: {
          nested: { path: 'sources' },
          aggs: {
            outlets: {
              terms: { field: 'sources.outlet_slug', size },
              aggs: {
                events: { reverse_nested: {}, aggs: { divergence: { avg: { field: 'divergence_score' } } } },
              },
            },
          },
        },
      },
    }),
  ]);
  const counts = new Map(
    (articles.aggregations?.outlets as Buckets | undefined)?.buckets.map((b) => [b.key, b.doc_count]) ?? [],
  );
  const divergence = new Map(
    ((events.aggregations?.sources as { outlets: Buckets } | undefined)?.outlets.buckets ?? []).map((b) => [
      b.key,
      b.events?.divergence.value ?? 0,
    ]),
  );
  // Scored events only, and the omission rate (coverage-stats.ts): these override the plain average above.
  const coverage = await outletCoverageStats(
    app,
    OUTLETS.map((o) => o.slug),
  );
  const now = new Date().toISOString();
  const operations: (estypes.BulkOperationContainer | estypes.BulkUpdateAction)[] = OUTLETS.flatMap(
    (outlet) => [
      { update: { _index: app.indices.outlets, _id: outlet.slug } },
      {
        doc: {
          articles_ingested: counts.get(outlet.slug) ?? 0,
          avg_divergence_when_covered: Math.round((divergence.get(outlet.slug) ?? 0) * 10) / 10,
          stats_updated_at: now,
          ...coverage.get(outlet.slug),
        },
      },
    ],
  );
  // Refreshed at once rather than wait_for (up to a second for the periodic refresh): 45 small documents.
  const res = await app.es.bulk({ operations, refresh: true });
  if (res.errors) throw new Error('refreshing outlet statistics failed');
}
