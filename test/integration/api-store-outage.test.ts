// Store outages over real HTTP: Elasticsearch or Redis down (a closed local port) or Elasticsearch answering 503
// must give a prompt 503 service_unavailable with Retry-After and the error body, never a 500 or a hang.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { errorHandler } from '../../src/http/middleware/errors';
import { requestId } from '../../src/http/middleware/request-id';
import { createLogger } from '../../src/log';
import { READ_TIMEOUT_MS } from '../../src/services/read-options';
import { freePort } from '../../src/runtime/processes';
import { createRedis } from '../../src/store/redis-client';
import { json, startTestApi, type TestApi } from '../support/api';
import { TEST_PREFIX } from '../support/services';

/** A dead store must be answered for within this long (client retries included, with room for a busy machine). */
const PROMPT_MS = 4000;

async function timed(request: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = Date.now();
  const res = await request();
  return { res, ms: Date.now() - started };
}

async function expectUnavailable(res: Response, store: string): Promise<void> {
  expect(res.status).to.equal(503);
  expect(Number(res.headers.get('retry-after'))).to.be.within(1, 60);
  expect(res.headers.get('x-request-id')).to.be.a('string');
  const body = await json(res);
  expect(body).to.deep.equal({
    error: {
      code: 'service_unavailable',
      message: `${store} is unavailable; retry in a few seconds`,
      status: 503,
    },
  });
}

describe('store outages answer 503 service_unavailable', function () {
  this.timeout(30_000);

  it('Elasticsearch on a closed port: every data route answers 503 promptly', async () => {
    const api = await startTestApi({ stores: { esUrl: `http://127.0.0.1:${await freePort()}` } });
    try {
      for (const path of ['/api/v2/outlets', '/api/v2/outlets/reuters']) {
        // Twice: the client marks the node dead after the first failure, and the second must fail as fast.
        for (let attempt = 0; attempt < 2; attempt++) {
          const { res, ms } = await timed(() => api.get(path));
          await expectUnavailable(res, 'elasticsearch');
          expect(ms, `${path} took ${ms} ms`).to.be.below(PROMPT_MS);
        }
      }
    } finally {
      await api.close();
    }
  });

  it('Elasticsearch accepting connections but never answering: 503 once the read timeout passes', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const api = await startTestApi({
      stores: { esUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
    });
    try {
      const { res, ms } = await timed(() => api.get('/api/v2/outlets'));
      await expectUnavailable(res, 'elasticsearch');
      expect(ms, `took ${ms} ms`).to.be.below(READ_TIMEOUT_MS + PROMPT_MS);
    } finally {
      await api.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  describe('Elasticsearch answering 503', () => {
    let api: TestApi;

    before(async () => {
      api = await startTestApi({ name: 'outage', server: {}, prepare: false });
      const { context } = api;
      // An outlets index whose only shard can be placed on no node: every read is a real 503 from Elasticsearch
      // (no_shard_available_action_exception).
      await context.es.indices.create({
        index: `${context.config.indexPrefix}-outlets-v1`,
        aliases: { [context.indices.outlets]: {} },
        settings: { number_of_replicas: 0, 'index.routing.allocation.require._name': 'no-such-node' },
        wait_for_active_shards: 0,
      });
    });
    after(async () => {
      await api?.close();
    });

    it('gives 503 with Retry-After on the list and on one outlet', async () => {
      for (const path of ['/api/v2/outlets', '/api/v2/outlets/reuters']) {
        const { res, ms } = await timed(() => api.get(path));
        await expectUnavailable(res, 'elasticsearch');
        expect(ms, `${path} took ${ms} ms`).to.be.below(PROMPT_MS);
      }
    });
  });

  it('Redis on a closed port or closed: a route reading Redis answers 503 promptly', async () => {
    // No data route reads Redis yet, so the real error middleware is mounted in front of one that does.
    const redis = createRedis(`redis://127.0.0.1:${await freePort()}`);
    const app = new Koa();
    app.use(requestId());
    app.use(errorHandler(createLogger('silent')));
    app.use(async (ctx) => {
      ctx.body = { data: await redis.get(`${TEST_PREFIX}:outage`) };
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const { res, ms } = await timed(() => fetch(url));
        await expectUnavailable(res, 'redis');
        expect(ms, `took ${ms} ms`).to.be.below(PROMPT_MS);
      }
      // A connection closed for good ("Connection is closed.").
      redis.disconnect();
      const { res, ms } = await timed(() => fetch(url));
      await expectUnavailable(res, 'redis');
      expect(ms, `took ${ms} ms`).to.be.below(PROMPT_MS);
    } finally {
      redis.disconnect();
      server.close();
      server.closeAllConnections();
    }
  });
});
