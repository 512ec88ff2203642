// Only one process clusters into an index at a time: ingest cycles, replays and the demo corpus all run under one
// Redis lock. Two writers at once would each save whole event documents from the states they read, and the later
// save would drop the other's articles.
import type { IngestContext } from './ingest-context';
import { forgetArticles } from './ingest-caches';
import { redisKey } from '../store/redis-client';
import { withLock, type LockOptions } from './lock';

export const ingestLockKey = (prefix: string) => redisKey(prefix, 'ingest', 'lock');

/** Lock lease; the holder renews it while working, so it only bounds how long a crashed holder blocks others. */
export const INGEST_LOCK_LEASE_MS = 60_000;

type LockTarget = Pick<IngestContext, 'redis' | 'config' | 'ingestCaches'>;

/**
 * Runs `work` holding the clustering lock of the context's index prefix. When another writer held it since this
 * context last did, the articles this context cached (their features and the fields event analysis reads) may be
 * out of date, so they are read again; event states carry a revision and are checked anyway. `work` gets a signal
 * that aborts when the lease is lost, to pass to the writes (StoreOptions.lease).
 */
export function withClusteringLock<T>(
  app: LockTarget,
  work: (lease: AbortSignal) => Promise<T>,
  options: Omit<LockOptions, 'holder'> & { leaseMs?: number } = {},
): Promise<T> {
  const caches = app.ingestCaches;
  return withLock(
    app.redis,
    ingestLockKey(app.config.indexPrefix),
    options.leaseMs ?? INGEST_LOCK_LEASE_MS,
    async ({ othersWroteSince, signal }) => {
      if (othersWroteSince) forgetArticles(caches);
      return work(signal);
    },
    { ...options, holder: caches.holder },
  );
}
