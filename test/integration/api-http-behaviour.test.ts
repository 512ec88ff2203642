// What every endpoint inherits, over real HTTP: compression, ETag and 304, CORS, Cache-Control, slow-client
// timeouts and the URL bound.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { expect } from 'chai';
import Koa from 'koa';
import { cacheControlFor } from '../../src/http/middleware/cache-control';
import { conditionalGet } from '../../src/http/middleware/conditional-get';
import { startTestApi, UNCAPPED_ANONYMOUS, type TestApi } from '../support/api';
import { rawGet } from '../support/http';
import { createTestKey } from '../support/keys';

describe('HTTP behaviour every endpoint inherits', function () {
  this.timeout(30_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({
      server: {
        ...UNCAPPED_ANONYMOUS,
        timeouts: { headersTimeoutMs: 600, requestTimeoutMs: 1200, checkIntervalMs: 100, idleSocketMs: 1500 },
      },
    });
  });
  after(() => api.close());

  describe('compression', () => {
    it('sends large bodies as brotli or gzip as the client prefers, decoding to the same JSON', async () => {
      const plain = await rawGet(`${api.url}/api/v2/outlets`);
      expect(plain.headers['content-encoding']).to.equal(undefined);
      expect(plain.body.length).to.be.above(1024);
      const br = await rawGet(`${api.url}/api/v2/outlets`, { 'Accept-Encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).to.equal('br');
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).to.equal(true);
      const gzip = await rawGet(`${api.url}/api/v2/outlets`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).to.equal('gzip');
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).to.equal(true);
      expect(br.body.length).to.be.below(plain.body.length / 3);
      expect(String(br.headers.vary)).to.match(/Accept-Encoding/);
    });

    it('leaves bodies under 1 KB alone', async () => {
      const small = await rawGet(`${api.url}/api/v2/usage`, { 'Accept-Encoding': 'gzip, br' });
      expect(small.status).to.equal(200);
      expect(small.headers['content-encoding']).to.equal(undefined);
      expect(() => small.json()).to.not.throw();
    });
  });

  describe('ETag and conditional GET', () => {
    it('answers a matching If-None-Match with 304 and no body, on the list and on one outlet', async () => {
      for (const path of ['/api/v2/outlets', '/api/v2/outlets/reuters']) {
        const first = await rawGet(`${api.url}${path}`, { 'Accept-Encoding': 'br' });
        expect(first.status, path).to.equal(200);
        const etag = String(first.headers.etag);
        expect(etag).to.match(/^W\/"[A-Za-z0-9_-]{27}"$/);
        expect((await rawGet(`${api.url}${path}`)).headers.etag, 'one tag for every encoding').to.equal(etag);
        const again = await rawGet(`${api.url}${path}`, { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
        expect(again.status, path).to.equal(304);
        expect(again.body.length).to.equal(0);
        expect(again.headers.etag).to.equal(etag);
        expect(again.headers['cache-control']).to.equal('private, max-age=3600');
        expect(again.headers.ratelimit).to.match(/^"daily";r=\d+;t=\d+$/);
        const listOfTags = await rawGet(`${api.url}${path}`, { 'If-None-Match': `W/"other", ${etag}` });
        expect(listOfTags.status).to.equal(304);
        const changed = await rawGet(`${api.url}${path}`, { 'If-None-Match': 'W/"something-else"' });
        expect(changed.status).to.equal(200);
        expect(changed.json().data).to.not.equal(undefined);
      }
    });

    it('answers 304 for a streamed body (a static asset) from its own Last-Modified', async () => {
      const app = new Koa();
      app.use(conditionalGet());
      app.use((ctx) => {
        ctx.type = 'text/javascript';
        ctx.lastModified = new Date('2026-11-01T00:00:00Z');
        ctx.body = fs.createReadStream(__filename);
      });
      const server = http.createServer(app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/asset.js`;
      try {
        const full = await rawGet(url);
        expect(full.status).to.equal(200);
        expect(full.headers.etag).to.equal(undefined);
        expect(full.body.toString()).to.equal(fs.readFileSync(__filename, 'utf8'));
        const revalidated = await rawGet(url, { 'If-Modified-Since': 'Mon, 02 Nov 2026 00:00:00 GMT' });
        expect(revalidated.status).to.equal(304);
        expect(revalidated.body.length).to.equal(0);
      } finally {
        server.close();
      }
    });

    it('puts no ETag on errors', async () => {
      const missing = await rawGet(`${api.url}/api/v2/outlets/nope`);
      expect(missing.status).to.equal(404);
      expect(missing.headers.etag).to.equal(undefined);
    });
  });

  describe('CORS', () => {
    it('answers a preflight from any origin for GET with X-API-Key, without credentials', async () => {
      const res = await rawGet(
        `${api.url}/api/v2/outlets`,
        {
          Origin: 'https://app.example',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'x-api-key, if-none-match',
        },
        { method: 'OPTIONS' },
      );
      expect(res.status).to.equal(204);
      expect(res.headers['access-control-allow-origin']).to.equal('*');
      expect(res.headers['access-control-allow-methods']).to.equal('GET,HEAD,OPTIONS');
      expect(String(res.headers['access-control-allow-headers'])).to.match(/X-API-Key/);
      expect(res.headers['access-control-max-age']).to.equal('86400');
      expect(res.headers['access-control-allow-credentials']).to.equal(undefined);
      expect(res.headers.ratelimit).to.equal(undefined); // a preflight is not a request to the API
    });

    it('allows any origin on the API and the OpenAPI document only: not on the explorer, the docs page or the account pages', async () => {
      const origin = { Origin: 'https://app.example' };
      for (const path of ['/api/v2/outlets', '/api/v2/openapi.json']) {
        const res = await rawGet(`${api.url}${path}`, origin);
        expect(res.headers['access-control-allow-origin'], path).to.equal('*');
      }
      for (const path of ['/', '/gaps', '/api/v2/docs', '/account/sign-in', '/account/sign-up']) {
        const res = await rawGet(`${api.url}${path}`, origin);
        expect(res.status, path).to.equal(200);
        expect(res.headers['access-control-allow-origin'], path).to.equal(undefined);
        const preflight = await rawGet(
          `${api.url}${path}`,
          { ...origin, 'Access-Control-Request-Method': 'GET' },
          { method: 'OPTIONS' },
        );
        expect(preflight.headers['access-control-allow-origin'], `${path} preflight`).to.equal(undefined);
      }
    });

    it('lets a page read the quota, paging and request id headers, on errors too', async () => {
      const key = await createTestKey(api.context, 'free');
      for (const [path, headers] of [
        ['/api/v2/outlets', { 'X-API-Key': key }],
        ['/api/v2/outlets', { 'X-API-Key': 'wrong' }],
      ] as const) {
        const res = await rawGet(`${api.url}${path}`, { Origin: 'https://app.example', ...headers });
        expect(res.headers['access-control-allow-origin']).to.equal('*');
        expect(String(res.headers['access-control-expose-headers']).split(',')).to.include.members([
          'RateLimit',
          'RateLimit-Policy',
          'Retry-After',
          'Link',
          'X-Request-Id',
          'ETag',
        ]);
      }
    });
  });

  describe('Cache-Control', () => {
    it('marks data private with a lifetime per class, and health, usage and errors no-store', async () => {
      const cases: [string, number, string][] = [
        ['/api/v2/outlets', 200, 'private, max-age=3600'],
        ['/api/v2/outlets/reuters', 200, 'private, max-age=3600'],
        ['/api/v2/health', 200, 'no-store'],
        ['/api/v2/usage', 200, 'no-store'],
        ['/api/v2/outlets/nope', 404, 'no-store'],
        ['/api/v2/nowhere', 404, 'no-store'],
      ];
      for (const [path, status, expected] of cases) {
        const res = await rawGet(`${api.url}${path}`);
        expect(res.status, path).to.equal(status);
        expect(res.headers['cache-control'], path).to.equal(expected);
      }
      expect(String((await rawGet(`${api.url}/api/v2/outlets`)).headers.vary)).to.match(/X-API-Key/);
    });

    it('classes every endpoint of the spec', () => {
      expect(cacheControlFor('/api/v2/stats')).to.equal('private, max-age=60');
      expect(cacheControlFor('/api/v2/stats/timeseries')).to.equal('private, max-age=60');
      expect(cacheControlFor('/api/v2/events')).to.equal('private, max-age=60');
      expect(cacheControlFor('/api/v2/events/42')).to.equal('private, max-age=60');
      expect(cacheControlFor('/api/v2/outlets/reuters/events')).to.equal('private, max-age=60');
      expect(cacheControlFor('/api/v2/market/tags')).to.equal('private, max-age=60');
      expect(cacheControlFor('/api/v2/categories')).to.equal('private, max-age=3600');
      expect(cacheControlFor('/api/v2/openapi.json')).to.equal('private, max-age=3600');
      expect(cacheControlFor('/api/v2/docs')).to.equal('private, max-age=3600');
      expect(cacheControlFor('/api/v2/docs/assets/app.js')).to.equal('private, max-age=3600');
    });
  });

  describe('slow clients and long URLs', () => {
    function slowClient(sendEveryMs: number): Promise<{ closedAfterMs: number; reply: string }> {
      return new Promise((resolve) => {
        const { port, hostname } = new URL(api.url);
        const started = Date.now();
        let reply = '';
        const socket = net.connect(Number(port), hostname, () => {
          socket.write('GET /api/v2/outlets HTTP/1.1\r\nHost: x\r\n');
        });
        const timer = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), sendEveryMs);
        socket.on('data', (chunk) => (reply += chunk.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ closedAfterMs: Date.now() - started, reply });
        });
      });
    }

    it('drops a client whose headers never finish (slowloris) with 408 at the headers timeout', async () => {
      const { closedAfterMs, reply } = await slowClient(100);
      expect(reply).to.match(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).to.be.within(500, 1500);
    });

    it('answers a request whose body trickles at once (bodies are never read) and drops it at the request timeout', async () => {
      const { port, hostname } = new URL(api.url);
      const started = Date.now();
      let reply = '';
      let answeredAfterMs = 0;
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), hostname, () => {
          socket.write('GET /api/v2/outlets HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
        });
        const timer = setInterval(() => socket.writable && socket.write('x'), 100);
        socket.on('data', (chunk) => {
          answeredAfterMs ||= Date.now() - started;
          reply += chunk.toString();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          resolve();
        });
      });
      expect(reply).to.match(/^HTTP\/1\.1 200/);
      expect(answeredAfterMs).to.be.below(1000);
      expect(Date.now() - started).to.be.within(1100, 2500);
    });

    it('closes a connection that never sends a request', async () => {
      const { port, hostname } = new URL(api.url);
      const started = Date.now();
      let reply = '';
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), hostname);
        socket.on('data', (chunk) => (reply += chunk.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
      expect(reply).to.match(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).to.be.within(500, 1500);
    });

    it('answers a URL over 4,096 bytes with 414 uri_too_long and the error body, and routes one just under', async () => {
      const long = await rawGet(`${api.url}/api/v2/outlets?q=${'a'.repeat(4100)}`);
      expect(long.status).to.equal(414);
      expect(long.json()).to.deep.equal({
        error: { code: 'uri_too_long', message: 'the request URL is longer than 4096 bytes', status: 414 },
      });
      expect(long.headers.ratelimit).to.equal(undefined); // refused before it was counted
      // No endpoint takes a parameter that long, so a URL just under the bound is an unknown path: 404, not 414.
      const path = '/api/v2/';
      const fits = await rawGet(`${api.url}${path}${'a'.repeat(4096 - path.length)}`);
      expect(fits.status).to.equal(404);
      expect(fits.json().error.code).to.equal('not_found');
    });
  });
});
