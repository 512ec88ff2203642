// One cycle of online clustering over Elasticsearch: the cycle's new articles join recent events or found new
// ones, converging events merge, and misfits move (src/cluster/clusterer.ts decides; candidates come from EsCandidateSource, EsClusterStore persists).
import { candidateQuery } from '../cluster/candidates';
import { Clusterer } from '../cluster/clusterer';
import { articleProfile } from '../cluster/decide';
import type { ArticleFeatures } from '../cluster/features';
import type { ClusterChanges } from '../cluster/store';
import type { AppContext } from '../context';
import { EsCandidateSource } from '../store/es-candidate-source';
import { EsClusterStore } from '../store/es-cluster-store';
import { eventStateCache } from '../store/event-state-cache';

export interface ClusterOutcome {
  changes: ClusterChanges;
  /** Every live event whose members or content changed this cycle: what analysis must refresh. */
  changedEvents: number[];
}

export async function clusterArticles(
  app: Pick<AppContext, 'es' | 'indices'>,
  articles: ArticleFeatures[],
  changedArticles: number[] = articles.map((a) => a.id),
): Promise<ClusterOutcome> {
  const cache = eventStateCache(app.es, app.indices.events);
  const store = new EsClusterStore(app.es, app.indices, cache);
  const source = new EsCandidateSource(app.es, app.indices.events, cache);
  await source.prefetch(articles.map((a) => candidateQuery(articleProfile(a))));
  const changes = await new Clusterer(source, store).cycle(articles);
  // Articles whose text changed stay in their event, but that event's analysis must be redone.
  const touched = await store.eventsOfArticles(changedArticles);
  const merged = new Set(changes.merges.map((m) => m.from));
  const changedEvents = new Set([...changes.events.map((e) => e.id), ...touched.values()]);
  return { changes, changedEvents: [...changedEvents].filter((id) => !merged.has(id)).sort((a, b) => a - b) };
}
