// What one ingest process remembers between clustering cycles: the clustering caches (src/cluster/es/caches.ts)
// and the member articles event analysis reads, with the inputs ingest computed for them. They belong to the
// ingest's context (IngestContext.ingestCaches, created with it; an API process has none), so two contexts (two
// test suites, two prefixes, the temporary prefix of `parallax cluster`) never share what the other learned.
import { randomUUID } from 'node:crypto';
import type { CarryingMember } from '../analyze/carried-inputs';
import {
  forgetArticles as forgetClusteredArticles,
  forgetOlderThanWindows as forgetClusteredOlderThan,
  newClusterCaches,
  oldestNeeded,
  type ClusterCaches,
} from '../cluster/es/caches';
import { RecentCache } from '../cluster/es/recent-cache';

export interface IngestCaches extends ClusterCaches {
  /** The fields event analysis reads, by article id, dated by publication. */
  members: RecentCache<CarryingMember>;
  /**
   * Who these caches belong to, as the clustering lock records its last holder: a holder that finds another wrote
   * since its own last turn forgets the articles cached here (src/ingest/clustering-lock.ts).
   */
  holder: string;
}

/** Empty caches for a new ingest context (or a process that must not share what another learned). */
export function newIngestCaches(): IngestCaches {
  return { ...newClusterCaches(), members: new RecentCache(), holder: randomUUID() };
}

/** Forgets what a stream that has reached `earliest` no longer needs (src/cluster/es/caches.ts, oldestNeeded). */
export function forgetOlderThanWindows(caches: IngestCaches, earliest: number): void {
  forgetClusteredOlderThan(caches, earliest);
  caches.members.forgetBefore(oldestNeeded(earliest));
}

/**
 * Forgets the articles (features and the fields event analysis reads) after another process wrote to the indices:
 * it may have stored other text for some of them.
 */
export function forgetArticles(caches: IngestCaches): void {
  forgetClusteredArticles(caches);
  caches.members.clear();
}
