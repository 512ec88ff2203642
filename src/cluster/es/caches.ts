// The recent caches clustering keeps over its events and articles indices between cycles: event states at their
// revision, articles' clustering features, and the changes of cycles still being saved. They belong to whoever
// clusters (the ingest's caches, src/ingest/ingest-caches.ts), so two of them never share what the other learned.
import type { PreviousDivergence } from '../../documents/event-divergence';
import type { ArticleFeatures } from '../../documents/article-features';
import { SETTLE_HOURS, type EventState } from '../event-state';
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
  /** Event changes decided by a cycle whose save is still in flight. */
  unsaved: UnsavedEvents;
}

/** Empty caches (for a new ingest context, or a process that must not share what another learned). */
export function newClusterCaches(): ClusterCaches {
  return { states: new RecentCache(), features: new RecentCache(), unsaved: new UnsavedEvents() };
}

/**
 * The oldest time a stream that has reached `earliest` still needs: two settling periods before it (an article's
 * candidates reach back one period, and the members of an event it joins rarely further).
 */
export function oldestNeeded(earliest: number): number {
  return earliest - 2 * SETTLE_HOURS * HOUR_MS;
}

/** Forgets events that ended, and articles published, before what a stream that has reached `earliest` needs. */
export function forgetOlderThanWindows(caches: ClusterCaches, earliest: number): void {
  const before = oldestNeeded(earliest);
  caches.states.forgetBefore(before);
  caches.features.forgetBefore(before);
}

/**
 * Forgets the articles' features after another process wrote to the indices: it may have stored other text for
 * some of them. Event states need no such care: each carries its revision.
 */
export function forgetArticles(caches: ClusterCaches): void {
  caches.features.clear();
}
