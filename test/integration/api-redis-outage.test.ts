// Reads through a Redis outage, over real HTTP against a redis-server the test starts and SIGKILLs under load:
// keys keep working (cached ones from memory, new ones looked up in Elasticsearch), each API process allows its
// share of a daily cap from memory and refuses beyond it with 429, and once Redis is back what memory allowed is
// in Redis, written once. Also a Redis Sentinel address, for real (redis-server --sentinel).
import { once } from 'node:events';
import { expect } from 'chai';
import Redis from 'ioredis';
import { createApiKey, newApiKey } from '../../src/access/accounts';
import { CountBack } from '../../src/access/outage-allowance';
import { KeySlots } from '../../src/access/key-slots';
import { utcDay } from '../../src/access/utc-day';
import { loadConfig } from '../../src/config';
import { unavailableStore } from '../../src/api/store-outage';
import { createRedis, redisKey } from '../../src/store/redis-client';
import { AttemptLimits } from '../../src/web/account/attempt-limits';
import { json, startTestApi, type TestApi } from '../support/api';
import { startKillableRedis, type KillableRedis } from '../support/killable-redis';
import { startRedisProxy } from '../support/redis-proxy';
import { testServices } from '../support/services';
import { waitFor } from '../support/wait-for';

const CAP = 40;
const PROCESSES = 2;
/** The load's key may not meet its share however fast the box: unpaced clients send thousands a second. */
const LOAD_CAP = 10_000_000;

/** How long the system may take to reach a state by itself (a reconnection, a write), and how often to look. */
const SETTLE_MS = 15_000;
const POLL_MS = 20;

function remaining(res: Response): number {
  const match = /^"daily";r=(\d+);t=\d+$/.exec(res.headers.get('ratelimit') ?? '');
  expect(match, `RateLimit: ${res.headers.get('ratelimit')}`).to.not.equal(null);
  return Number(match![1]);
}

describe('reads through a Redis outage', function () {
  this.timeout(90_000);
  let redis: KillableRedis;
  let api: TestApi;
  let direct: Redis;
  const counterOf = (keyId: string) =>
    redisKey(api.context.config.indexPrefix, 'cap', `key:${keyId}`, utcDay(new Date()));

  before(async () => {
    redis = await startKillableRedis();
    api = await startTestApi({
      stores: { redisUrl: redis.url },
      server: { dailyCaps: { pro: CAP, max: LOAD_CAP } },
      env: { API_PROCESSES: String(PROCESSES) },
    });
    direct = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    direct.on('error', () => undefined);
  });
  after(async () => {
    direct?.disconnect();
    await api?.close();
    await redis?.stop();
  });

  it('keeps answering within each process share, refuses beyond it, and counts it back once Redis returns', async () => {
    const counted = await createApiKey(api.context, 'pro', 'counted through the outage');
    const loaded = await createApiKey(api.context, 'max', 'load through the outage');
    const firstUsedInOutage = await createApiKey(api.context, 'pro', 'first used in the outage');
    const get = (key: string) => api.get('/api/v2/outlets', { 'X-API-Key': key });

    for (let i = 0; i < 10; i++) expect((await get(counted.key)).status).to.equal(200);

    // Four clients read without pause while Redis is killed and brought back.
    let loading = true;
    const load: number[] = [];
    const loops = Array.from({ length: 4 }, async () => {
      while (loading) load.push((await get(loaded.key)).status);
    });
    await waitFor('the load to start', () => load.length >= 20, SETTLE_MS, POLL_MS);
    await redis.kill();

    // 10 of 40 were spent in Redis: this process allows its half of the 30 left, then 429.
    const during: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await get(counted.key);
      during.push(res.status);
      if (res.status === 200) expect(remaining(res)).to.equal(15 - during.length);
    }
    expect(during).to.deep.equal([...Array(15).fill(200), ...Array(5).fill(429)]);
    // A key this process never saw is looked up in Elasticsearch; a made-up one is still refused.
    expect((await get(firstUsedInOutage.key)).status).to.equal(200);
    const madeUp = await get(newApiKey('pro', null).key);
    expect(madeUp.status).to.equal(401);
    expect((await json(madeUp)).error.code).to.equal('invalid_api_key');
    const usage = await api.get('/api/v2/usage', { 'X-API-Key': counted.key });
    expect((await json(usage)).data).to.include({ daily_cap: CAP, remaining: 0 });
    // Where exactness matters, no memory stands in: key creation, sign-in and sign-up limits fail (a 503 upstream).
    const prefix = api.context.config.indexPrefix;
    const limits = new AttemptLimits(api.context.redis, prefix);
    const slots = new KeySlots(api.context.redis, prefix, { activeKeys: 5, creationsPerDay: 20 });
    for (const attempt of [
      () => slots.claim('acct_outage', 'key_outage', []),
      () => limits.countSignIn('someone@news.example', '127.0.0.1'),
      () => limits.signUpRefused('127.0.0.1'),
    ]) {
      const failure = await attempt().then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(unavailableStore(failure), String(failure)).to.equal('redis');
    }
    const lengthAtKill = load.length;
    await waitFor(
      'the load to go on without Redis',
      () => load.length >= lengthAtKill + 60,
      SETTLE_MS,
      POLL_MS,
    );

    await redis.restart();
    await waitFor(
      'the counts to be back in Redis',
      async () => Number(await direct.get(counterOf(counted.record.key_id)).catch(() => 0)) === 25,
      SETTLE_MS,
      POLL_MS,
    );
    await waitFor(
      'the load to go on after Redis',
      () => load.length >= lengthAtKill + 100,
      SETTLE_MS,
      POLL_MS,
    );
    loading = false;
    await Promise.all(loops);
    expect(load.filter((status) => status !== 200)).to.deep.equal([]);

    // Redis has what it counted before the kill plus what memory allowed; a request whose count reached Redis as it
    // died but whose reply was lost was counted in memory too, so the count may exceed the requests by the 4 clients.
    const loadCount = Number(await direct.get(counterOf(loaded.record.key_id)));
    expect(loadCount).to.be.within(load.length, load.length + 4);
    expect(await direct.get(counterOf(firstUsedInOutage.record.key_id))).to.equal('1');
    // A later reconnection writes nothing again; counting goes on from the total.
    const reconnected = once(api.context.redis, 'ready');
    await direct.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    await reconnected;
    const after = await get(counted.key);
    expect(after.status).to.equal(200);
    expect(remaining(after)).to.equal(CAP - 26);
    expect(await direct.get(counterOf(counted.record.key_id))).to.equal('26');
  });
});

describe('counting back into Redis', function () {
  this.timeout(30_000);

  it('adds a write once even when its reply is lost and the write is tried again', async () => {
    const { redisUrl } = await testServices();
    // Between the client and Redis: can stop passing Redis's replies, so a write is made but never confirmed.
    const proxy = await startRedisProxy(redisUrl);
    const client = createRedis(proxy.url);
    const check = createRedis(redisUrl);
    const counter = redisKey(`ptest-${process.pid}-countback`, 'counter');
    const countBack = new CountBack(client, redisKey(`ptest-${process.pid}-countback`, 'marker'));
    try {
      await waitFor('the client to connect', () => client.status === 'ready', SETTLE_MS, POLL_MS);
      countBack.add(counter, 7, 600);
      proxy.passReplies = false;
      await countBack.flush(); // made in Redis, its reply lost: the client times out
      expect(countBack.waiting()).to.equal(7);
      expect(await check.get(counter)).to.equal('7');
      proxy.passReplies = true;
      const reconnected = once(client, 'ready');
      proxy.cut();
      await reconnected;
      await countBack.flush();
      expect(countBack.waiting()).to.equal(0);
      expect(await check.get(counter)).to.equal('7');
      expect(await check.pttl(counter)).to.be.within(1, 600_000);
    } finally {
      await check.del(counter);
      const markers = await check.keys(`ptest-${process.pid}-countback:marker:*`);
      if (markers.length > 0) await check.del(...markers);
      client.disconnect();
      check.disconnect();
      proxy.close();
    }
  });
});

describe('REDIS_URL through Redis Sentinel', function () {
  this.timeout(60_000);

  it('finds the master through a real Sentinel and counts requests there', async () => {
    const redis = await startKillableRedis();
    let api: TestApi | undefined;
    try {
      const sentinelPort = await redis.sentinel('parallaxmaster');
      const url = `redis+sentinel://127.0.0.1:${sentinelPort}/parallaxmaster`;
      expect(loadConfig({ REDIS_URL: url }).redis.url).to.equal(url);
      api = await startTestApi({
        stores: { redisUrl: url },
        server: { dailyCaps: { pro: CAP } },
        prepare: false,
      });
      const { key, record } = await createApiKey(api.context, 'pro', 'through sentinel');
      const res = await api.get('/api/v2/outlets', { 'X-API-Key': key });
      expect(res.status).to.equal(200);
      expect(remaining(res)).to.equal(CAP - 1);
      const master = new Redis(redis.url);
      try {
        const counter = redisKey(
          api.context.config.indexPrefix,
          'cap',
          `key:${record.key_id}`,
          utcDay(new Date()),
        );
        expect(await master.get(counter)).to.equal('1');
      } finally {
        master.disconnect();
      }
    } finally {
      await api?.close();
      await redis.stop();
    }
  });
});
