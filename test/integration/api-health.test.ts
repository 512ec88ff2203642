import { expect } from 'chai';
import { freePort } from '../../src/runtime/processes';
import { json, startTestApi, type TestApi } from '../support/api';
import { testServices } from '../support/services';

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
    const services = await testServices();
    const closed = `127.0.0.1:${await freePort()}`;
    const urls = {
      esUrl: which === 'es' ? `http://${closed}` : services.esUrl,
      redisUrl: which === 'redis' ? `redis://${closed}` : services.redisUrl,
    };
    const api: TestApi = await startTestApi(urls);
    try {
      const res = await api.get('/api/v2/health');
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await json(res) };
    } finally {
      await api.close();
    }
  }

  it('is 503 with the error body when Elasticsearch is down', async () => {
    const { status, retryAfter, body } = await downCase('es');
    expect(status).to.equal(503);
    expect(retryAfter).to.equal('5');
    expect(body).to.deep.equal({
      error: { code: 'service_unavailable', message: 'unavailable: elasticsearch', status: 503 },
    });
  });

  it('is 503 with the error body when Redis is down', async () => {
    const { status, retryAfter, body } = await downCase('redis');
    expect(status).to.equal(503);
    expect(retryAfter).to.equal('5');
    expect(body).to.deep.equal({
      error: { code: 'service_unavailable', message: 'unavailable: redis', status: 503 },
    });
  });
});
