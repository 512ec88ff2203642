// Only one process clusters into an index at a time: ingest cycles, replays and the demo corpus all run under one
// Redis lock. Two writers at once would each save whole event documents from the states they read, and the later
// save would drop the other's articles.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { clusterCaches, forgetArticles } from '../cluster/es/caches';
import { perClient } from '../cluster/es/per-client';
import { redisKey } from '../store/redis-client';
import { withLock, type LockOptions } from './lock';

export const ingestLockKey = (prefix: string) => redisKey(prefix, 'ingest', 'lock');

/** Lock lease; the holder renews it while working, so it only bounds how long a crashed holder blocks others. */
const LEASE_MS = 60_000;

type LockTarget = Pick<AppContext, 'es' | 'indices' | 'redis' | 'config'>;

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
  // One identity per context: the caches below belong to its Elasticsearch client.
  const holder = perClient(app.es, 'clustering-lock-holder', () => randomUUID());
  return withLock(
    app.redis,
    ingestLockKey(app.config.indexPrefix),
    options.leaseMs ?? LEASE_MS,
    async ({ othersWroteSince, signal }) => {
      if (othersWroteSince) forgetArticles(clusterCaches(app.es, app.indices));
      return work(signal);
    },
    { ...options, holder },
  );
}
