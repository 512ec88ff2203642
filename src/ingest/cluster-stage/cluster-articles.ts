// One cycle of online clustering over Elasticsearch: the cycle's new articles join recent events or found new
// ones, converging events merge, and misfits move (src/cluster/clusterer.ts decides; candidates come from
// EsCandidateSource, EsClusterStore persists). With the articles' analysed fields given, the events the cycle
// changes are analysed once clustering has decided (and every earlier cycle's save is done, whose divergence
// history the analysis extends), each stored with its analysis in the same write as its clustering; events whose
// members' text changed are re-analysed after that.
import type { CarriedInputs } from '../../analyze/carried-inputs';
import type { MemberArticle } from '../../documents/member-article';
import { Clusterer } from '../../cluster/clusterer';
import type { ArticleFeatures } from '../../documents/article-features';
import type { ClusterChanges } from '../../cluster/store';
import type { IngestContext } from '../ingest-context';
import { forgetOlderThanWindows } from '../ingest-caches';
import { EsCandidateSource } from '../../cluster/es/candidate-source';
import { EsClusterStore, type EventAnalyses } from '../../cluster/es/cluster-store';
import type { EventState } from '../../cluster/event-state';
import { rememberMember } from './member-articles';
import { describeEvents, refreshEvents } from './refresh-events';

/** Where clustering reads and writes, the caches of the context that clusters, and who watches its event writes. */
export type ClusterTarget = Pick<IngestContext, 'es' | 'indices' | 'ingestCaches' | 'watchEventWrites'>;

export interface ClusterOutcome {
  changes: ClusterChanges;
  /** Every live event whose members or content changed this cycle. */
  changedEvents: number[];
  /**
   * The event of every given article, of every `unchanged` one, and of every stored article this cycle moved or
   * re-pointed by a merge: what the articles' own event_id copies must say.
   */
  eventOf: Map<number, number>;
}

export interface ClusterOptions {
  /** Ids of the given articles that were stored before and whose text changed (their events need re-analysis). */
  changed?: readonly number[];
  /**
   * The given articles' analysed fields (the article documents). When given, events are stored with their
   * analysis; without them only the clustering is stored (`parallax cluster` measures nothing else).
   */
  members?: readonly MemberArticle[];
  /** The inputs of event analysis ingest computed for some of the members, by article id. */
  eventInputs?: ReadonlyMap<number, CarriedInputs>;
  /** The clustering lock's lease: once it is lost, no further write of the events is sent (the save rejects). */
  lease?: AbortSignal;
  /**
   * Ids of stored articles that are not clustered again (unchanged). Their events are looked up with the others',
   * so `eventOf` says what their event_id copies must say: a cycle that moved or re-pointed them may have saved its
   * events and stopped before writing the articles.
   */
  unchanged?: readonly number[];
}

/** A cycle whose outcome is decided; its events are saved by `saved` (see startClustering). */
export interface StartedClustering {
  outcome: ClusterOutcome;
  /** Resolves once the cycle's events are stored (and visible to searches), rejects if that failed. */
  saved: Promise<void>;
}

/**
 * The analysis of each event a cycle saves, from its member sample, extending the divergence history stored with
 * it (held with its state in the caches, as the last save left it).
 */
function analyseSavedEvents(app: ClusterTarget, events: readonly EventState[]): Promise<EventAnalyses> {
  const caches = app.ingestCaches;
  return describeEvents(
    app,
    new Map(events.map((e) => [e.id, e.members.map((m) => m.id)])),
    caches.members,
    new Map(events.map((e) => [e.id, caches.states.get(e.id)?.divergence])),
  );
}

/** Clusters the articles and saves the changed events; resolves once they are stored. */
export async function clusterArticles(
  app: ClusterTarget,
  articles: readonly ArticleFeatures[],
  options: ClusterOptions = {},
): Promise<ClusterOutcome> {
  const { outcome, saved } = await startClustering(app, articles, options);
  await saved;
  return outcome;
}

/**
 * Clusters the articles and starts saving: resolves as soon as the outcome is decided, so the next cycle can be
 * clustered while this one's events are written. Until they are, the process's next cycles see this one's
 * changes instead of what Elasticsearch holds (caches.unsaved); saves run in order.
 */
export async function startClustering(
  app: ClusterTarget,
  articles: readonly ArticleFeatures[],
  options: ClusterOptions = {},
): Promise<StartedClustering> {
  const caches = app.ingestCaches;
  // A loop, not Math.min(...): spreading more than about 120,000 arguments overflows the stack (cluster --batch).
  if (articles.length > 0)
    forgetOlderThanWindows(
      caches,
      articles.reduce((min, a) => Math.min(min, a.at), Infinity),
    );
  // A changed article already in an event keeps the features its event state was built from (see
  // writeArticles): caching its new ones would make a later move subtract what was never added.
  const changed = new Set(options.changed);
  for (const article of articles)
    if (!changed.has(article.id)) caches.features.set(article.id, article, article.at);
  for (const member of options.members ?? [])
    rememberMember(caches.members, member, options.eventInputs?.get(member.id));

  const analysed = options.members !== undefined;
  const store = new EsClusterStore(app.es, app.indices, caches, { lease: options.lease });
  const source = new EsCandidateSource(app.es, app.indices.events, caches);
  const changes = await new Clusterer(source, store).plan(articles);

  // A changed article that had no event was clustered just now, from its new features: those are its event's.
  for (const article of changes.articles)
    if (changed.has(article.id)) caches.features.set(article.id, article, article.at);
  // Articles clustered before stay where they are; those whose text changed need their event re-analysed.
  const eventOf = new Map(changes.assignments.map((a) => [a.articleId, a.eventId]));
  const previous = await store.eventsOfArticles(
    [...articles.map((a) => a.id), ...(options.unchanged ?? [])].filter((id) => !eventOf.has(id)),
  );
  for (const [articleId, eventId] of previous) eventOf.set(articleId, eventId);
  const saving = new Set(changes.events.map((e) => e.id));
  const stale = [
    ...new Set((options.changed ?? []).flatMap((id) => (previous.has(id) ? [previous.get(id)!] : []))),
  ].filter((id) => !saving.has(id));
  const changedEvents = [...saving, ...stale].sort((a, b) => a - b);
  const saved = caches.unsaved.save(changes, async () => {
    options.lease?.throwIfAborted();
    // Compared before and after for webhooks only when events are analysed (gaps and scores exist to compare).
    const watched = analysed ? [...changedEvents, ...changes.merges.map((m) => m.from)] : [];
    await app.watchEventWrites(watched, async () => {
      const analyses = analysed ? await analyseSavedEvents(app, changes.events) : undefined;
      // Analysing takes time: the lease may have been lost meanwhile.
      options.lease?.throwIfAborted();
      await store.save(changes, analyses);
      // After the save, and after every earlier one: the stale events' members are read as stored.
      if (analysed) await refreshEvents(app, stale, caches.members, options.lease);
    });
    // Their stored divergence history changed and their revision did not: the next cycle reads them again.
    for (const id of stale) caches.states.delete(id);
  });
  return { outcome: { changes, changedEvents, eventOf }, saved };
}
