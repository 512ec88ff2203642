// The recent caches one ingest process keeps for clustering an events index and its articles index.
import type { Client } from '@elastic/elasticsearch';
import type { PreviousDivergence } from '../../analyze/divergence-history';
import type { MemberArticle } from '../../analyze/member-article';
import { SETTLE_HOURS, type EventState } from '../event-state';
import type { ArticleFeatures } from '../features';
import type { Indices } from '../../store/indices';
import { perClient } from './per-client';
import { recentCache, RecentCache } from './recent-cache';
import { UnsavedEvents } from './unsaved-events';

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
}

export function clusterCaches(es: Client, indices: Pick<Indices, 'articles' | 'events'>): ClusterCaches {
  return {
    states: recentCache(es, indices.events, 'states'),
    features: recentCache(es, indices.articles, 'features'),
    members: recentCache(es, indices.articles, 'members'),
    // Like the caches, one record per client and events index: every cycle of the process sees it.
    unsaved: perClient(es, `unsaved\u0000${indices.events}`, () => new UnsavedEvents()),
  };
}

/** Fresh caches, for a process that must not share what another context learned (tests). */
export function newClusterCaches(): ClusterCaches {
  return {
    states: new RecentCache(),
    features: new RecentCache(),
    members: new RecentCache(),
    unsaved: new UnsavedEvents(),
  };
}

const HOUR = 3_600_000;

/**
 * Forgets what a stream that has reached `earliest` no longer needs: events that ended, and articles published,
 * more than two settling periods before it (an article's candidates reach back one period, and the members of
 * an event it joins rarely further).
 */
export function forgetOlderThanWindows(caches: ClusterCaches, earliest: number): void {
  const before = earliest - 2 * SETTLE_HOURS * HOUR;
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
