// The Stats snapshot (SPEC §2, §4 Stats): totals, recent activity and ingest timing, cached 60 seconds in Redis
// (one GET on a hit). Two Elasticsearch searches and one Redis read build it on a miss. Redis is a cache and a
// status store here, not a requirement: without it the snapshot is computed from Elasticsearch alone.
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../context';
import { readIngestStatus, type IngestStatus } from '../ingest/ingest-status';
import { OUTLETS } from '../outlets/catalog';
import { STATS_CACHE_SECONDS } from '../spec';
import { redisKey } from '../store/redis-client';
import { liveEventsQuery } from '../store/event-tombstones';
import { roundAverage } from './round-average';
import { DAY_MS } from '../time-units';

/** An outlet is active when it published an article we hold within this many days; the same 7 days as avg_divergence_7d. */
export const OUTLETS_ACTIVE_DAYS = 7;

export interface StatsSnapshot {
  articles_total: number;
  /** Live events: tombstones of merged-away events excluded. */
  events_total: number;
  outlets_active: number;
  /** Mean divergence of live events first seen in the last 7 days; null when none has a score yet. */
  avg_divergence_7d: number | null;
  last_ingest_at: string | null;
  next_ingest_at: string | null;
  ingest_cadence_minutes: number;
}

export const statsCacheKey = (prefix: string) => redisKey(prefix, 'stats', 'snapshot');

type StatsContext = Pick<AppContext, 'es' | 'redis' | 'indices' | 'config' | 'logger'>;

/** GET /stats: the cached snapshot when one is fresh, else a new one (then cached for 60 s). */
export async function getStats(app: StatsContext, now: number = Date.now()): Promise<StatsSnapshot> {
  const key = statsCacheKey(app.config.indexPrefix);
  const cached = await app.redis.get(key).catch((err: unknown) => {
    app.logger.warn({ err }, 'stats cache unreadable; computing the snapshot');
    return null;
  });
  if (cached !== null) return JSON.parse(cached) as StatsSnapshot;
  const snapshot = await computeStats(app, now);
  await app.redis
    .set(key, JSON.stringify(snapshot), 'EX', STATS_CACHE_SECONDS)
    .catch((err: unknown) => app.logger.warn({ err }, 'stats snapshot not cached'));
  return snapshot;
}

async function ingestStatus(app: StatsContext): Promise<IngestStatus> {
  const cadence = app.config.ingest.cadenceMinutes;
  try {
    return await readIngestStatus(app.redis, app.config.indexPrefix, cadence);
  } catch (err) {
    app.logger.warn({ err }, 'ingest status unreadable; stats fall back to the articles index');
    return { last_ingest_at: null, next_ingest_at: null, ingest_cadence_minutes: cadence };
  }
}

const laterOf = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b;

export async function computeStats(app: StatsContext, now: number = Date.now()): Promise<StatsSnapshot> {
  const weekAgo = new Date(now - OUTLETS_ACTIVE_DAYS * DAY_MS).toISOString();
  const [articles, events, status] = await Promise.all([
    app.es.search({
      index: app.indices.articles,
      size: 0,
      track_total_hits: true,
      aggs: {
        newest_fetch: { max: { field: 'fetched_at' } },
        recent: {
          filter: { range: { published_at: { gte: weekAgo } } },
          aggs: { outlets: { terms: { field: 'outlet_slug', size: OUTLETS.length * 2 } } },
        },
      },
    }),
    app.es.search({
      index: app.indices.events,
      size: 0,
      track_total_hits: true,
      query: liveEventsQuery(),
      aggs: {
        recent: {
          filter: { range: { first_seen_at: { gte: weekAgo } } },
          aggs: { divergence: { avg: { field: 'divergence_score' } } },
        },
      },
    }),
    ingestStatus(app),
  ]);
  const articleAggs = articles.aggregations as {
    newest_fetch: estypes.AggregationsMaxAggregate;
    recent: { outlets: { buckets: unknown[] } };
  };
  const eventAggs = events.aggregations as { recent: { divergence: estypes.AggregationsAvgAggregate } };
  const newestFetch = articleAggs.newest_fetch.value_as_string ?? null;
  const next = status.next_ingest_at;
  // A scheduled time more than one cadence in the past means no worker is running to keep it: unknown, not past.
  const nextIsCurrent = next !== null && Date.parse(next) >= now - status.ingest_cadence_minutes * 60 * 1000;
  return {
    articles_total: totalOf(articles),
    events_total: totalOf(events),
    outlets_active: articleAggs.recent.outlets.buckets.length,
    avg_divergence_7d: roundAverage(eventAggs.recent.divergence.value),
    // The last cycle, or a replay that stored articles since (replays record no cycle): when anything came in.
    last_ingest_at: laterOf(status.last_ingest_at, newestFetch && new Date(newestFetch).toISOString()),
    next_ingest_at: nextIsCurrent ? next : null,
    ingest_cadence_minutes: status.ingest_cadence_minutes,
  };
}

function totalOf(res: estypes.SearchResponse): number {
  const total = res.hits.total;
  return typeof total === 'number' ? total : (total?.value ?? 0);
}
