import { expect } from 'chai';
import { freePort } from '../../src/runtime/processes';
import { checkHealth, HEALTH_CACHE_MS } from '../../src/services/health';
import { json, startTestApi, type TestApi } from '../support/api';

describe('GET /api/v2/health', function () {
  this.timeout(30_000);

  it('is 200 when Elasticsearch and Redis are both up', async () => {
    const api = await startTestApi();
    try {
      const res = await api.get('/api/v2/health');
      expect(res.status).to.equal(200);
      const { data } = await json(res);
      expect(data.status).to.equal('ok');
      expect(data.elasticsearch).to.be.oneOf(['green', 'yellow']);
      expect(data.redis).to.equal('up');
    } finally {
      await api.close();
    }
  });

  async function downCase(
    which: 'es' | 'redis',
  ): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
    const closed = `127.0.0.1:${await freePort()}`;
    const stores = which === 'es' ? { esUrl: `http://${closed}` } : { redisUrl: `redis://${closed}` };
    const api: TestApi = await startTestApi({ stores, prepare: false });
    try {
      const res = await api.get('/api/v2/health');
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await json(res) };
    } finally {
      await api.close();
    }
  }

  for (const [which, store, name] of [
    ['es', 'Elasticsearch', 'elasticsearch'],
    ['redis', 'Redis', 'redis'],
  ] as const)
    it(`is 503 with the error body when ${store} is down`, async () => {
      const { status, retryAfter, body } = await downCase(which);
      expect(status).to.equal(503);
      expect(retryAfter).to.equal('5');
      expect(body).to.deep.equal({
        error: { code: 'service_unavailable', message: `unavailable: ${name}`, status: 503 },
      });
    });

  it('shares one check of the stores among all health requests within a second', async () => {
    const api = await startTestApi();
    try {
      // Count the calls that reach the real cluster and the real Redis.
      let clusterCalls = 0;
      let pings = 0;
      const cluster = api.context.es.cluster as any;
      const health = cluster.health.bind(cluster);
      cluster.health = (...args: unknown[]) => {
        clusterCalls += 1;
        return health(...args);
      };
      const redis = api.context.redis as any;
      const ping = redis.ping.bind(redis);
      redis.ping = (...args: unknown[]) => {
        pings += 1;
        return ping(...args);
      };
      // A fixed clock: the test means the same on a busy machine.
      const t0 = Date.parse('2026-03-02T12:00:00Z');
      const reports = await Promise.all(Array.from({ length: 20 }, () => checkHealth(api.context, t0)));
      expect(reports.every((report) => report.ok)).to.equal(true);
      await checkHealth(api.context, t0 + HEALTH_CACHE_MS - 1);
      expect({ clusterCalls, pings }).to.deep.equal({ clusterCalls: 1, pings: 1 });
      await checkHealth(api.context, t0 + HEALTH_CACHE_MS);
      expect({ clusterCalls, pings }).to.deep.equal({ clusterCalls: 2, pings: 2 });
    } finally {
      await api.close();
    }
  });
});
