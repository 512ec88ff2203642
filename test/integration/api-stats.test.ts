import { expect } from 'chai';
import { recordIngest } from '../../src/ingest/ingest-status';
import { freePort } from '../../src/runtime/processes';
import { closeContext } from '../../src/server';
import { computeStats, getStats, statsCacheKey } from '../../src/services/stats';
import { json, startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';
import { openTestStore } from '../support/test-store';

const DAY_MS = 24 * 3_600_000;

describe('GET /stats', function () {
  this.timeout(30_000);
  let api: TestApi;
  const now = Date.now();
  const prefix = () => api.context.config.indexPrefix;

  before(async () => {
    api = await startTestApi({ name: 'stats' });
  });

  after(async () => {
    await api?.close();
  });

  it('reports an empty store honestly: zeros, no average, no ingest yet', async () => {
    const snapshot = await computeStats(api.context, now);
    expect(snapshot).to.deep.equal({
      articles_total: 0,
      events_total: 0,
      outlets_active: 0,
      avg_divergence_7d: null,
      last_ingest_at: null,
      next_ingest_at: null,
      ingest_cadence_minutes: 10,
    });
  });

  it('counts articles, live events, active outlets and the 7-day divergence; caches for 60 s', async () => {
    await indexArticles(
      api.context,
      [
        { id: 1, outlet: 'reuters', hoursAgo: 2 },
        { id: 2, outlet: 'reuters', hoursAgo: 30 },
        { id: 3, outlet: 'cnn', hoursAgo: 5 },
        { id: 4, outlet: 'fox-news', hoursAgo: 24 * 10 },
      ],
      now,
    );
    await api.putEvents(
      { id: 10, divergence_score: 20, first_seen_at: new Date(now - 2 * 3_600_000) },
      { id: 11, divergence_score: 41, first_seen_at: new Date(now - 3 * DAY_MS) },
      { id: 12, first_seen_at: new Date(now - DAY_MS) }, // not scored yet: counted, not averaged
      { id: 13, divergence_score: 90, first_seen_at: new Date(now - 20 * DAY_MS) },
      { id: 14, divergence_score: 100, first_seen_at: new Date(now - DAY_MS), merged_into: 10 },
    );
    const lastCycle = new Date(now - 3 * 3_600_000).toISOString();
    const nextCycle = new Date(now + 5 * 60_000).toISOString();
    await recordIngest(api.context.redis, prefix(), {
      last_ingest_at: lastCycle,
      next_ingest_at: nextCycle,
      ingest_cadence_minutes: 10,
    });

    const res = await api.get('/api/v2/stats');
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data).to.deep.equal({
      articles_total: 4,
      events_total: 4,
      outlets_active: 2,
      avg_divergence_7d: 30.5,
      // a stored article is newer than the last recorded cycle (a replay): that is when ingest last happened
      last_ingest_at: new Date(now - 2 * 3_600_000).toISOString(),
      next_ingest_at: nextCycle,
      ingest_cadence_minutes: 10,
    });
    expect(Object.keys(data)).to.deep.equal([
      'articles_total',
      'events_total',
      'outlets_active',
      'avg_divergence_7d',
      'last_ingest_at',
      'next_ingest_at',
      'ingest_cadence_minutes',
    ]);

    const ttl = await api.context.redis.ttl(statsCacheKey(prefix()));
    expect(ttl).to.be.within(1, 60);
    await indexArticles(api.context, [{ id: 5, outlet: 'bbc-news', hoursAgo: 1 }]);
    const cached = (await json(await api.get('/api/v2/stats'))).data;
    expect(cached.articles_total, 'served from the cache').to.equal(4);
    await api.context.redis.del(statsCacheKey(prefix()));
    const fresh = (await json(await api.get('/api/v2/stats'))).data;
    expect(fresh.articles_total).to.equal(5);
    expect(fresh.outlets_active).to.equal(3);
  });

  it('answers a cache hit with one Redis GET and no Elasticsearch request', async () => {
    await getStats(api.context);
    const calls: string[] = [];
    const counting = <T extends object>(target: T, name: string): T =>
      new Proxy(target, {
        get(t, property, receiver) {
          const value = Reflect.get(t, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(property)}`);
            return (value as (...a: unknown[]) => unknown).apply(t, args);
          };
        },
      });
    const snapshot = await getStats({
      ...api.context,
      redis: counting(api.context.redis, 'redis'),
      es: counting(api.context.es, 'es'),
    });
    expect(snapshot.articles_total).to.be.a('number');
    expect(calls).to.deep.equal(['redis.get']);
  });

  it('prefers the recorded cycle when it is newer, and drops a next run long past (no worker)', async () => {
    const later = new Date(now + 1000).toISOString();
    await recordIngest(api.context.redis, prefix(), {
      last_ingest_at: later,
      next_ingest_at: new Date(now - 60 * 60_000).toISOString(),
    });
    const snapshot = await computeStats(api.context, now + 2000);
    expect(snapshot.last_ingest_at).to.equal(later);
    expect(snapshot.next_ingest_at).to.equal(null);
  });

  it('answers 400 for parameters it does not take', async () => {
    const res = await api.get('/api/v2/stats?fresh=1');
    expect(res.status).to.equal(400);
    expect((await json(res)).error.code).to.equal('invalid_parameter');
  });

  it('still answers from Elasticsearch when Redis is unreachable', async () => {
    const context = await openTestStore(prefix(), {
      stores: { redisUrl: `redis://127.0.0.1:${await freePort()}` },
      prepare: false,
    });
    try {
      const snapshot = await getStats(context);
      expect(snapshot.articles_total).to.equal(5);
      expect(snapshot.last_ingest_at).to.be.a('string');
      expect(snapshot.next_ingest_at).to.equal(null);
    } finally {
      await closeContext(context);
    }
  });
});
