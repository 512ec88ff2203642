// The daily caps of SPEC §8 over real HTTP: the RateLimit fields, 429 daily_cap_exceeded with Retry-After, the
// uncounted paths, exactness under 50 concurrent requests across two API processes, and serving the cap from
// memory (never a 5xx or a hang) when Redis is unreachable, refuses connections or stops answering
// (api-redis-outage.test.ts kills a real one under load).
import net from 'node:net';
import { expect } from 'chai';
import { freePort } from '../../src/runtime/processes';
import { TIER_LIMITS } from '../../src/spec';
import { startTestApi, type TestApi } from '../support/api';
import { startApiProcess, type ApiProcess } from '../support/api-processes';
import { freshLoopbackAddress, rawGet, type RawResponse } from '../support/http';
import { createTestKey } from '../support/keys';
import { startRedisProxy } from '../support/redis-proxy';
import { testServices } from '../support/services';

const CAP_EXCEEDED = /^the daily cap of \d+ requests is used up; it resets at 00:00 UTC$/;

function rateLimit(res: RawResponse): { r: number; t: number } {
  const match = /^"daily";r=(\d+);t=(\d+)$/.exec(String(res.headers.ratelimit));
  expect(match, `RateLimit: ${res.headers.ratelimit}`).to.not.equal(null);
  return { r: Number(match![1]), t: Number(match![2]) };
}

describe('daily caps', function () {
  this.timeout(60_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ server: {} }); // the caps of SPEC §8, unchanged
  });
  after(() => api.close());

  it('gives an anonymous client exactly 5 requests a day, then 429 daily_cap_exceeded with Retry-After', async () => {
    const localAddress = freshLoopbackAddress();
    for (let i = 1; i <= 5; i++) {
      const res = await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress });
      expect(res.status).to.equal(200);
      expect(res.headers['ratelimit-policy']).to.equal('"daily";q=5;w=86400');
      const { r, t } = rateLimit(res);
      expect(r).to.equal(5 - i);
      expect(t).to.be.within(1, 86_400);
    }
    const over = await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress });
    expect(over.status).to.equal(429);
    expect(over.json().error).to.include({ code: 'daily_cap_exceeded', status: 429 });
    expect(over.json().error.message).to.match(CAP_EXCEEDED);
    const { r, t } = rateLimit(over);
    expect(r).to.equal(0);
    expect(Number(over.headers['retry-after'])).to.be.within(t - 1, t + 1);
    const secondsToMidnight = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
    expect(t).to.be.within(secondsToMidnight - 5, secondsToMidnight + 1);
    expect(over.headers['cache-control']).to.equal('no-store');
    // An unknown path costs a request too (it still reached the API); the count is per address.
    expect((await rawGet(`${api.url}/api/v2/nowhere`, {}, { localAddress })).status).to.equal(429);
    expect(
      (await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress: freshLoopbackAddress() })).status,
    ).to.equal(200);
  });

  it('does not count /health, /openapi.json, /docs, /usage or CORS preflights, and they carry the fields too', async () => {
    const localAddress = freshLoopbackAddress();
    for (let i = 0; i < 5; i++) await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress });
    for (const path of [
      '/api/v2/health',
      '/api/v2/usage',
      '/api/v2/openapi.json',
      '/api/v2/docs',
      '/api/v2/docs/x.js',
    ]) {
      const res = await rawGet(`${api.url}${path}`, {}, { localAddress });
      expect(res.status, path).to.not.equal(429);
      expect(res.headers['ratelimit-policy'], path).to.equal('"daily";q=5;w=86400');
      expect(rateLimit(res).r, path).to.equal(0);
    }
    const preflight = await rawGet(
      `${api.url}/api/v2/outlets`,
      {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
      { localAddress, method: 'OPTIONS' },
    );
    expect(preflight.status).to.equal(204);
    const usage = await rawGet(`${api.url}/api/v2/usage`, {}, { localAddress });
    expect(usage.json().data).to.include({ tier: 'anonymous', daily_cap: 5, used: 5, remaining: 0 });
  });

  it('counts a path however it is spelled: upper case and a trailing slash reach the same route and the cap', async () => {
    const localAddress = freshLoopbackAddress();
    const spellings = [
      '/API/V2/OUTLETS',
      '/api/v2/outlets/',
      '/Api/V2/Outlets/',
      '/api/v2/outlets',
      '/API/v2/outlets',
    ];
    for (const path of spellings) {
      const res = await rawGet(`${api.url}${path}`, {}, { localAddress });
      expect(res.status, path).to.equal(200);
      expect(res.json().data, path).to.have.length(45);
    }
    expect((await rawGet(`${api.url}/API/V2/OUTLETS`, {}, { localAddress })).status).to.equal(429);
    expect((await rawGet(`${api.url}/API/V2/HEALTH`, {}, { localAddress })).status).to.equal(200); // uncounted
  });

  it('counts a key by the key, whatever address it comes from, and reports it in /usage', async () => {
    const key = await createTestKey(api.context, 'free');
    for (const localAddress of [freshLoopbackAddress(), freshLoopbackAddress(), freshLoopbackAddress()]) {
      expect(
        (await rawGet(`${api.url}/api/v2/outlets`, { 'X-API-Key': key }, { localAddress })).status,
      ).to.equal(200);
    }
    const usage = await rawGet(`${api.url}/api/v2/usage`, { 'X-API-Key': key });
    expect(usage.json().data).to.include({ tier: 'free', daily_cap: 100, used: 3, remaining: 97 });
    expect(usage.headers['ratelimit-policy']).to.equal(`"daily";q=${TIER_LIMITS.free.dailyCap};w=86400`);
    expect(rateLimit(usage).r).to.equal(97);
  });

  it('puts the rate-limit fields on error responses of an identified caller too', async () => {
    const key = await createTestKey(api.context, 'pro');
    const res = await rawGet(`${api.url}/api/v2/outlets/no-such-outlet`, { 'X-API-Key': key });
    expect(res.status).to.equal(404);
    expect(res.headers['ratelimit-policy']).to.equal('"daily";q=500;w=86400');
    expect(rateLimit(res).r).to.equal(499);
  });
});

describe('daily caps across API processes', function () {
  this.timeout(90_000);
  const processes: ApiProcess[] = [];

  after(async () => {
    await Promise.all(processes.map((p) => p.stop()));
  });

  it('lets exactly the cap through when 50 requests race over two API processes', async () => {
    const CAP = 7;
    const options = { dailyCaps: { free: CAP } };
    processes.push(...(await Promise.all([startApiProcess(options), startApiProcess(options)])));
    const setup = await startTestApi();
    const key = await createTestKey(setup.context, 'free');
    await setup.close();
    const localAddress = freshLoopbackAddress();

    const race = (headers: Record<string, string>) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          rawGet(`${processes[i % 2].url}/api/v2/outlets`, headers, { localAddress }),
        ),
      );
    const keyed = await race({ 'X-API-Key': key });
    const statuses = keyed.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).to.have.length(CAP);
    expect(statuses.filter((s) => s === 429)).to.have.length(50 - CAP);
    const remaining = keyed.filter((res) => res.status === 200).map((res) => rateLimit(res).r);
    expect(remaining.sort((a, b) => a - b)).to.deep.equal(Array.from({ length: CAP }, (_, i) => i));

    // The anonymous cap of SPEC §8 itself (5), no override: the same race from one fresh address.
    const anonymous = (await race({})).map((res) => res.status);
    expect(anonymous.filter((s) => s === 200)).to.have.length(5);
    expect(anonymous.filter((s) => s === 429)).to.have.length(45);
  });
});

describe('daily caps when Redis fails', function () {
  this.timeout(60_000);

  /** Redis cannot count: this one API process serves the whole cap from memory, promptly, then 429. */
  async function expectServedFromMemory(redisUrl: string, before?: (api: TestApi) => Promise<void>) {
    const api = await startTestApi({ stores: { redisUrl }, server: {} });
    try {
      await before?.(api);
      const key = await createTestKey(api.context, 'max');
      const localAddress = freshLoopbackAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = Date.now();
        const res = await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress });
        expect(Date.now() - started, 'answered within the 2 s command timeout').to.be.below(3000);
        statuses.push(res.status);
        if (res.status === 200) expect(rateLimit(res).r).to.equal(5 - statuses.length);
        else expect(res.json().error.code).to.equal('daily_cap_exceeded');
      }
      expect(statuses).to.deep.equal([200, 200, 200, 200, 200, 429]);
      const keyed = await rawGet(`${api.url}/api/v2/outlets`, { 'X-API-Key': key });
      expect(keyed.status).to.equal(200);
      expect(rateLimit(keyed).r).to.equal(TIER_LIMITS.max.dailyCap - 1);
      const usage = await rawGet(`${api.url}/api/v2/usage`, { 'X-API-Key': key });
      expect(usage.status).to.equal(200);
      expect(usage.json().data).to.include({ used: 1, remaining: TIER_LIMITS.max.dailyCap - 1 });
    } finally {
      await api.close();
    }
  }

  it('serves the cap from memory when nothing listens at REDIS_URL', async () => {
    await expectServedFromMemory(`redis://127.0.0.1:${await freePort()}`);
  });

  it('serves the cap from memory when Redis accepts connections but never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await expectServedFromMemory(`redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}`);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('serves the cap from memory when Redis stops answering mid-connection', async () => {
    const proxy = await startRedisProxy((await testServices()).redisUrl);
    try {
      await expectServedFromMemory(proxy.url, async (api) => {
        expect(
          (await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress: freshLoopbackAddress() })).status,
        ).to.equal(200);
        proxy.passRequests = false;
        proxy.passReplies = false;
      });
    } finally {
      proxy.close();
    }
  });
});
