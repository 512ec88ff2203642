// Authentication over real HTTP: keys of every tier, unknown, malformed and revoked keys, the revocation delay of
// the key cache, /usage, what one request costs in Redis and Elasticsearch round trips, and that a key never
// reaches a log line.
import net from 'node:net';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { findApiKey, revokeApiKey, setApiKeyTier } from '../../src/access/accounts';
import { freePort } from '../../src/runtime/processes';
import { TIER_LIMITS, TIERS } from '../../src/spec';
import { json, startTestApi, UNCAPPED_ANONYMOUS, type TestApi, type TestApiOptions } from '../support/api';
import { createTestKey } from '../support/keys';
import { waitFor } from '../support/wait-for';

const INVALID_KEY_BODY = {
  error: { code: 'invalid_api_key', message: 'the API key is not recognised or was revoked', status: 401 },
};

describe('API keys over HTTP', function () {
  this.timeout(30_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ server: { ...UNCAPPED_ANONYMOUS, keyCacheTtlMs: 500 } });
  });
  after(() => api.close());

  it('serves a key of every tier at its tier: /usage shows its cap and lookback', async () => {
    for (const tier of TIERS) {
      const key = await createTestKey(api.context, tier);
      const res = await api.get('/api/v2/usage', { 'X-API-Key': key });
      expect(res.status, tier).to.equal(200);
      const { data } = await json(res);
      expect(data, tier).to.include({
        tier,
        daily_cap: TIER_LIMITS[tier].dailyCap,
        used: 0,
        remaining: TIER_LIMITS[tier].dailyCap,
      });
      expect(data.lookback_days, tier).to.equal(TIER_LIMITS[tier].lookbackDays);
      expect(Date.parse(data.resets_at) % 86_400_000, 'resets at 00:00 UTC').to.equal(0);
    }
  });

  it('serves a request without a key as anonymous', async () => {
    const res = await api.get('/api/v2/usage');
    const { data } = await json(res);
    expect(data.tier).to.equal('anonymous');
    expect(data.lookback_days).to.equal(TIER_LIMITS.anonymous.lookbackDays);
  });

  it('answers 401 invalid_api_key to unknown, malformed, empty and repeated keys, on every path', async () => {
    const known = await createTestKey(api.context, 'pro');
    const unknown = `plx_${'A'.repeat(43)}`;
    const cases: [string, Record<string, string>][] = [
      ['/api/v2/outlets', { 'X-API-Key': unknown }],
      ['/api/v2/outlets', { 'X-API-Key': 'not-a-key' }],
      ['/api/v2/outlets', { 'X-API-Key': '' }],
      ['/api/v2/outlets', { 'X-API-Key': known.slice(0, -1) }],
      ['/api/v2/usage', { 'X-API-Key': unknown }],
      ['/api/v2/no-such-endpoint', { 'X-API-Key': unknown }],
    ];
    for (const [path, headers] of cases) {
      const res = await api.get(path, headers);
      expect(res.status, JSON.stringify(headers)).to.equal(401);
      expect(await json(res)).to.deep.equal(INVALID_KEY_BODY);
      expect(res.headers.get('cache-control')).to.equal('no-store');
    }
    const repeated = await fetch(`${api.url}/api/v2/outlets`, {
      headers: [
        ['X-API-Key', known],
        ['X-API-Key', known],
      ],
    });
    expect(repeated.status).to.equal(401);
  });

  it('refuses a revoked key once the key cache has let go of it (500 ms here, 30 s in production)', async () => {
    const key = await createTestKey(api.context, 'max');
    expect((await api.get('/api/v2/outlets', { 'X-API-Key': key })).status).to.equal(200);
    const record = await findApiKey(api.context, key);
    await revokeApiKey(api.context, record!);
    const res = await waitFor('the revoked key refused', async () => {
      const answer = await api.get('/api/v2/outlets', { 'X-API-Key': key });
      if (answer.status === 401) return answer;
      await answer.body?.cancel();
      return undefined;
    });
    expect(res.status).to.equal(401);
    expect(await json(res)).to.deep.equal(INVALID_KEY_BODY);
  });

  it('applies a tier change once the key cache has let go of it', async () => {
    const key = await createTestKey(api.context, 'free');
    expect((await json(await api.get('/api/v2/usage', { 'X-API-Key': key }))).data.tier).to.equal('free');
    await setApiKeyTier(api.context, (await findApiKey(api.context, key))!, 'business');
    const { data } = await waitFor('the new tier applied', async () => {
      const body = await json(await api.get('/api/v2/usage', { 'X-API-Key': key }));
      return body.data.tier === 'business' && body;
    });
    expect(data).to.include({ tier: 'business', daily_cap: 50_000 });
    expect(data.lookback_days).to.equal(null);
  });

  it('costs one Redis round trip and no Elasticsearch lookup per request with a known key', async () => {
    const key = await createTestKey(api.context, 'pro');
    await api.get('/api/v2/outlets', { 'X-API-Key': key }); // loads the key and the cap script
    const redisCommands: string[] = [];
    const accountLookups: string[] = [];
    const redis = api.context.redis;
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = ((command: { name: string }) => {
      redisCommands.push(command.name);
      return send(command as never);
    }) as typeof redis.sendCommand;
    const onRequest = (_err: unknown, event: any) => {
      const path: string = event?.meta?.request?.params?.path ?? '';
      if (path.includes('-accounts')) accountLookups.push(path);
    };
    api.context.es.diagnostic.on('request', onRequest);
    try {
      expect((await api.get('/api/v2/outlets', { 'X-API-Key': key })).status).to.equal(200);
      expect(redisCommands, 'a counted request').to.deep.equal(['evalsha']);
      redisCommands.length = 0;
      expect((await api.get('/api/v2/usage', { 'X-API-Key': key })).status).to.equal(200);
      expect(redisCommands, '/usage: one pipelined MULTI').to.deep.equal(['multi', 'get', 'pttl', 'exec']);
      expect(accountLookups).to.deep.equal([]);
    } finally {
      redis.sendCommand = send;
      api.context.es.diagnostic.off('request', onRequest);
    }
  });
});

describe('API keys and the logs', function () {
  this.timeout(30_000);

  /** What an API on the test prefix logs at trace level while `work` runs, over the suite's stores or `stores`. */
  async function withLoggedApi(
    stores: TestApiOptions['stores'],
    work: (url: string) => Promise<void>,
  ): Promise<string> {
    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const api = await startTestApi({ stores, logger: pino({ level: 'trace' }, sink), prepare: false });
    try {
      await work(api.url);
    } finally {
      await api.close();
    }
    return logged;
  }

  it('never writes a key into a log line: accepted, refused, revoked, or failing to look up (refused or stalled)', async () => {
    const setup = await startTestApi(); // creates the test prefix's indices
    const key = await createTestKey(setup.context, 'max');
    const revoked = await createTestKey(setup.context, 'free');
    await revokeApiKey(setup.context, (await findApiKey(setup.context, revoked))!);
    await setup.close();
    const unknown = `plx_${'B'.repeat(43)}`;

    const served = await withLoggedApi(undefined, async (url) => {
      for (const sent of [key, revoked, unknown, 'garbage']) {
        await fetch(`${url}/api/v2/outlets?x=1`, { headers: { 'X-API-Key': sent } });
        await fetch(`${url}/api/v2/nowhere`, { headers: { 'X-API-Key': sent } });
      }
      await fetch(`${url}/api/v2/outlets/${key}`); // a key pasted into the path by mistake
      await fetch(`${url}/api/v2/outlets?api_key=${key}`);
    });
    const esDown = await withLoggedApi({ esUrl: `http://127.0.0.1:${await freePort()}` }, async (url) => {
      const res = await fetch(`${url}/api/v2/outlets`, { headers: { 'X-API-Key': unknown } });
      expect(res.status).to.equal(503);
      expect(res.headers.get('retry-after')).to.equal('5');
    });
    const sockets = new Set<net.Socket>();
    const silentEs = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentEs.listen(0, '127.0.0.1', resolve));
    const esSilent = await withLoggedApi(
      { esUrl: `http://127.0.0.1:${(silentEs.address() as net.AddressInfo).port}` },
      async (url) => {
        const started = Date.now();
        const res = await fetch(`${url}/api/v2/outlets`, { headers: { 'X-API-Key': unknown } });
        expect(res.status).to.equal(503);
        expect(Date.now() - started, 'the key lookup is bounded').to.be.below(6000);
      },
    ).finally(() => {
      for (const socket of sockets) socket.destroy();
      silentEs.close();
    });
    expect(served).to.match(/"msg":"request"/);
    expect(served).to.include('"path":"/api/v2/outlets/plx_[redacted]"');
    expect(served).to.match(/"keyId":"key_[0-9a-f]{12}"/);
    expect(esDown).to.match(/API key lookup failed/);
    for (const sent of [key, revoked, unknown]) {
      for (const log of [served, esDown, esSilent]) {
        expect(log).to.not.include(sent);
        expect(log).to.not.include(sent.slice(4));
      }
    }
  });
});
