// One ingest cycle: under the Redis lock, fetch every feed (conditional GET), normalise, enrich and index the
// items, and only then save the feeds' validators, so an Elasticsearch outage never turns into a 304 that hides
// items for good: the cycle fails, and the next one fetches the same items again. Last, still under the lock, the
// articles roll over to a new backing index when a rollover condition is met (src/store/rollover.ts).
import type { AppContext } from '../context';
import type { IngestContext } from './ingest-context';
import type { Logger } from '../log';
import { OUTLETS } from '../outlets/catalog';
import { refreshOutletStats } from '../outlets/stats';
import { rolloverIndex, type RolloverOutcome } from '../store/rollover';
import {
  commitFeedValidators,
  feedSourcesFor,
  fetchFeeds,
  type FeedFetchOptions,
  type FeedSource,
} from './feeds/fetch-feeds';
import { refuseOtherOutletsItems, type RefusedItem } from './feeds/listing-hosts';
import { settleOwners } from './feeds/owners';
import { readIngestStatus, recordIngest } from './ingest-status';
import { ingestLockKey, withClusteringLock } from './clustering-lock';
import { LockBusyError } from './lock';
import { ingestBatch, type BatchReport } from './pipeline';

export interface CycleReport extends BatchReport {
  feeds: { ok: number; not_modified: number; backoff: number; error: number };
  feedErrors: { outlet: string; url: string; error: string }[];
  /** Items refused because their URL is on another outlet's domain (src/ingest/feeds/listing-hosts.ts). */
  otherOutletsItems: number;
  startedAt: string;
  finishedAt: string;
  /** The rollover check after the cycle; absent when it failed (logged; the next cycle checks again). */
  rollover?: RolloverOutcome;
}

export interface CycleOptions {
  sources?: FeedSource[];
  fetchOptions?: Partial<FeedFetchOptions>;
  /** Lock lease; the holder renews it while working, so it only bounds how long a crashed holder blocks others. */
  leaseMs?: number;
  /**
   * How long to wait when another process holds the lock (default 0: LockBusyError at once). A worker waits, so
   * that when the holder dies its lease runs out and this process takes over; a cycle that another process
   * finished while this one waited makes this one unneeded (LockBusyError then too).
   */
  lockWaitMs?: number;
  /** Ends the wait for the lock early (the process is shutting down). */
  stopWaiting?: AbortSignal;
}

/** One warning per feed that listed items on other outlets' domains: how many, whose, and one of them. */
function logRefused(refused: RefusedItem[], logger: Logger): void {
  const byFeed = new Map<string, RefusedItem[]>();
  for (const item of refused) byFeed.set(item.where, [...(byFeed.get(item.where) ?? []), item]);
  for (const [feed, items] of byFeed) {
    logger.warn(
      {
        outlet: items[0].listedBy,
        feed,
        refused: items.length,
        host_outlets: [...new Set(items.map((item) => item.hostOutlet))],
        example: items[0].url,
      },
      "feed items on another outlet's domain refused",
    );
  }
}

/** Whether a cycle finished after `since`: one that held the lock while this process waited for it. */
async function cycleFinishedSince(app: AppContext, since: Date): Promise<boolean> {
  const { last_ingest_at } = await readIngestStatus(
    app.redis,
    app.config.indexPrefix,
    app.config.ingest.cadenceMinutes,
  );
  return last_ingest_at !== null && Date.parse(last_ingest_at) > since.getTime();
}

export async function runIngestCycle(app: IngestContext, options: CycleOptions = {}): Promise<CycleReport> {
  const { config, redis, logger } = app;
  const prefix = config.indexPrefix;
  const sources = options.sources ?? feedSourcesFor(OUTLETS);
  const requestedAt = new Date();
  let waited = false;
  return withClusteringLock(
    app,
    async (lease) => {
      if (waited && (await cycleFinishedSince(app, requestedAt)))
        throw new LockBusyError(ingestLockKey(prefix));
      const startedAt = new Date();
      const results = await fetchFeeds(
        sources,
        { redis, keyPrefix: prefix, logger },
        { loopbackPorts: config.feeds.loopbackPorts, ...options.fetchOptions },
      );
      const feeds = { ok: 0, not_modified: 0, backoff: 0, error: 0 };
      const feedErrors: CycleReport['feedErrors'] = [];
      for (const result of results) {
        feeds[result.status] += 1;
        if (result.status === 'error') {
          feedErrors.push({
            outlet: result.source.outlet,
            url: result.source.url,
            error: result.error ?? 'error',
          });
        }
      }
      const fetched = results.flatMap((r) => r.items.map((raw) => ({ raw, where: r.source.url })));
      // No feed speaks for another outlet: items on another outlet's domain are refused and counted.
      const { items: listed, refused } = refuseOtherOutletsItems(fetched);
      logRefused(refused, logger);
      // A URL several outlets' feeds list goes in once, under the outlet that owns it.
      const { items, dropped } = await settleOwners(app.es, app.indices.articles, listed);
      const ingested = await ingestBatch(app, items, 'feed', {
        fetchedAt: startedAt,
        refresh: true,
        lease,
      });
      const batch = {
        ...ingested,
        read: ingested.read + dropped + refused.length,
        duplicates: ingested.duplicates + dropped,
      };
      // An all-304 cycle writes nothing to Elasticsearch, statistics included.
      if (batch.written.length > 0) await refreshOutletStats(app);
      await commitFeedValidators(redis, prefix, results);
      const finishedAt = new Date();
      await recordIngest(redis, prefix, { last_ingest_at: finishedAt.toISOString() });
      logger.info(
        {
          feeds,
          indexed: batch.indexed,
          updated: batch.updated,
          duplicates: batch.duplicates,
          other_outlets_items: refused.length,
        },
        'ingest cycle',
      );
      // The cycle's articles are stored whatever happens here: a failed check only delays the rollover.
      // A lost lease means another process may be writing articles: no rollover under its feet.
      const rollover = await (async () => {
        lease.throwIfAborted();
        return rolloverIndex(app.es, app.indices.articles, config.articlesRollover);
      })().catch((err: unknown) => {
        logger.warn({ err }, 'articles rollover check failed; the next cycle checks again');
        return undefined;
      });
      if (rollover?.rolledOver)
        logger.info({ from: rollover.oldIndex, to: rollover.newIndex }, 'articles rolled over');
      return {
        ...batch,
        feeds,
        feedErrors,
        otherOutletsItems: refused.length,
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        rollover,
      };
    },
    {
      leaseMs: options.leaseMs,
      waitMs: options.lockWaitMs,
      stopWaiting: options.stopWaiting,
      onWait: () => {
        waited = true;
        logger.info('another process holds the ingest lock: waiting for it');
      },
    },
  );
}
