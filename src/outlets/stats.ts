// Refreshes the outlets' statistics (SPEC §2 Outlet: articles_ingested, avg_divergence_when_covered, and our
// omission_rate) from the articles and events indices, after ingest wrote something. Two searches and one bulk
// request, whatever the archive size. The events' side (coverage-stats.ts) averages scored events only; an outlet
// with none has no average (null), not an average of 0 (docs/decisions.md).
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../context';
import { OUTLETS } from './catalog';
import { outletCoverageStats } from './coverage-stats';

interface Buckets {
  buckets: { key: string; doc_count: number }[];
}

export async function refreshOutletStats(app: Pick<AppContext, 'es' | 'indices'>): Promise<void> {
  const slugs = OUTLETS.map((o) => o.slug);
  const [articles, coverage] = await Promise.all([
    app.es.search({
      index: app.indices.articles,
      size: 0,
      aggs: { outlets: { terms: { field: 'outlet_slug', size: slugs.length * 2 } } },
    }),
    outletCoverageStats(app, slugs),
  ]);
  const counts = new Map(
    (articles.aggregations?.outlets as Buckets | undefined)?.buckets.map((b) => [b.key, b.doc_count]) ?? [],
  );
  const now = new Date().toISOString();
  const operations: (estypes.BulkOperationContainer | estypes.BulkUpdateAction)[] = OUTLETS.flatMap(
    (outlet) => [
      { update: { _index: app.indices.outlets, _id: outlet.slug } },
      {
        doc: {
          articles_ingested: counts.get(outlet.slug) ?? 0,
          ...coverage.get(outlet.slug),
          stats_updated_at: now,
        },
      },
    ],
  );
  // Refreshed at once rather than wait_for (up to a second for the periodic refresh): 45 small documents.
  const res = await app.es.bulk({ operations, refresh: true });
  if (res.errors) throw new Error('refreshing outlet statistics failed');
}
