// The recent caches one ingest process keeps for clustering its events and articles indices. They belong to the
// ingest's context (IngestContext.ingestCaches, created with it; an API process has none), so two contexts (two test suites, two
// prefixes, the temporary prefix of `parallax cluster`) never share what the other learned.
import { randomUUID } from 'node:crypto';
import type { PreviousDivergence } from '../../documents/event-divergence';
import type { MemberArticle } from '../../documents/member-article';
import { SETTLE_HOURS, type EventState } from '../event-state';
import type { ArticleFeatures } from '../../documents/article-features';
import { RecentCache } from './recent-cache';
import { UnsavedEvents } from './unsaved-events';
import { HOUR_MS } from '../../time-units';

/** An event's clustering state at a stored revision (`cluster_rev`, new on every save). */
export interface RevisedState {
  rev: string;
  state: EventState;
  /** The divergence stored with it (its history is extended by the next analysis; absent before any). */
  divergence?: PreviousDivergence;
}

export interface ClusterCaches {
  /** By event id, dated by the event's last article. */
  states: RecentCache<RevisedState>;
  /** Clustering features by article id, dated by publication: re-checking an event's members reads them. */
  features: RecentCache<ArticleFeatures>;
  /** The fields event analysis reads, by article id, dated by publication. */
  members: RecentCache<MemberArticle>;
  /** Event changes decided by a cycle whose save is still in flight. */
  unsaved: UnsavedEvents;
  /**
   * Who these caches belong to, as the clustering lock records its last holder: a holder that finds another wrote
   * since its own last turn forgets the articles cached here (src/ingest/clustering-lock.ts).
   */
  holder: string;
}

/** Empty caches for a new application context (or a process that must not share what another learned). */
export function newClusterCaches(): ClusterCaches {
  return {
    states: new RecentCache(),
    features: new RecentCache(),
    members: new RecentCache(),
    unsaved: new UnsavedEvents(),
    holder: randomUUID(),
  };
}

/**
 * Forgets what a stream that has reached `earliest` no longer needs: events that ended, and articles published,
 * more than two settling periods before it (an article's candidates reach back one period, and the members of
 * an event it joins rarely further).
 */
export function forgetOlderThanWindows(caches: ClusterCaches, earliest: number): void {
  const before = earliest - 2 * SETTLE_HOURS * HOUR_MS;
  caches.states.forgetBefore(before);
  caches.features.forgetBefore(before);
  caches.members.forgetBefore(before);
}

/**
 * Forgets the articles (features and the fields event analysis reads) after another process wrote to the indices:
 * it may have stored other text for some of them. Event states need no such care: each carries its revision.
 */
export function forgetArticles(caches: ClusterCaches): void {
  caches.features.clear();
  caches.members.clear();
}
