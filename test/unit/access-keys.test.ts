import { expect } from 'chai';
import {
  displayedKey,
  generateApiKey,
  generateKeyId,
  hashApiKey,
  isWellFormedApiKey,
  redactApiKeys,
  sameHash,
} from '../../src/access/api-key';
import type { ApiKeyRecord } from '../../src/access/accounts';
import { hashMcpToken } from '../../src/access/mcp-tokens';
import { capSubject } from '../../src/access/client-address';
import { KeyCache } from '../../src/access/key-cache';
import { requireTier } from '../../src/access/tier-guard';
import { anonymousCaller, type Caller } from '../../src/access/caller';
import { nextUtcMidnight, secondsUntilReset, utcDay } from '../../src/access/utc-day';
import { ApiError } from '../../src/errors';
import { MARKET_TIERS, TIERS } from '../../src/spec';

describe('API key format and hash', () => {
  it('makes recognisable, well-formed keys with 256 random bits, all different', () => {
    const keys = new Set(Array.from({ length: 1000 }, generateApiKey));
    expect(keys.size).to.equal(1000);
    for (const key of keys) {
      expect(key).to.match(/^plx_[A-Za-z0-9_-]{43}$/);
      expect(isWellFormedApiKey(key)).to.equal(true);
      expect(Buffer.from(key.slice(4), 'base64url')).to.have.length(32);
    }
  });

  it('refuses anything else as malformed', () => {
    const key = generateApiKey();
    for (const bad of [
      '',
      'plx_',
      key.slice(0, -1),
      `${key}x`,
      key.replace('plx_', 'PLX_'),
      `${key}, ${key}`,
      ` ${key}`,
    ]) {
      expect(isWellFormedApiKey(bad), JSON.stringify(bad)).to.equal(false);
    }
  });

  it('hashes with SHA-256 and compares hashes exactly', () => {
    const key = generateApiKey();
    const hash = hashApiKey(key);
    expect(hash).to.match(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).to.equal(hash);
    expect(sameHash(hash, hashApiKey(key))).to.equal(true);
    expect(sameHash(hash, hashApiKey(generateApiKey()))).to.equal(false);
    expect(sameHash(hash, hash.slice(0, 62))).to.equal(false);
    expect(sameHash('', '')).to.equal(false);
  });

  it('hashes to the known SHA-256 answers (FIPS 180-2 "abc", and a key and token worked out outside Node)', () => {
    expect(hashApiKey('abc')).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashApiKey('plx_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).to.equal(
      '716ff8be8bd1d9139cf8a8fc53d19b9e90a07d47dd9efaeb80ff2462c0db8889',
    );
    expect(hashMcpToken('plxmcp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG')).to.equal(
      'bc7061aa689f9a4c15c102923428d8ef729d13a2dd8bbc4df99c55e4980a514f',
    );
  });

  it('masks key-shaped text', () => {
    const key = generateApiKey();
    expect(redactApiKeys(`/api/v2/outlets/${key}/events`)).to.equal('/api/v2/outlets/plx_[redacted]/events');
    expect(redactApiKeys('/api/v2/outlets/reuters')).to.equal('/api/v2/outlets/reuters');
  });

  it('shows only the prefix plus 4 and the last 4 characters, and ids carry no part of the key', () => {
    const key = generateApiKey();
    expect(displayedKey(key)).to.deep.equal({ prefix: key.slice(0, 8), last4: key.slice(-4) });
    expect(generateKeyId()).to.match(/^key_[0-9a-f]{12}$/);
  });
});

describe('anonymous cap subject', () => {
  it('counts IPv4 (also IPv4-mapped) alone and IPv6 by its /64', () => {
    expect(capSubject('203.0.113.7')).to.equal('203.0.113.7');
    expect(capSubject('::ffff:203.0.113.7')).to.equal('203.0.113.7');
    expect(capSubject('2001:db8:1:2:aaaa::1')).to.equal('2001:db8:1:2::/64');
    expect(capSubject('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).to.equal('2001:db8:1:2::/64');
    expect(capSubject('2001:db8::1')).to.equal('2001:db8:0:0::/64');
    expect(capSubject('::1')).to.equal('0:0:0:0::/64');
    expect(capSubject('fe80::1%eth0')).to.equal('fe80:0:0:0::/64');
  });
});

describe('the UTC day of the daily cap', () => {
  it('ends at 00:00 UTC', () => {
    const now = new Date('2026-11-25T23:59:59.400Z');
    expect(utcDay(now)).to.equal('2026-11-25');
    expect(nextUtcMidnight(now).toISOString()).to.equal('2026-11-26T00:00:00.000Z');
    expect(secondsUntilReset(now)).to.equal(1);
    expect(secondsUntilReset(new Date('2026-11-26T00:00:00.000Z'))).to.equal(86_400);
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z'))).to.equal('2026-11-26');
  });
});

describe('the key cache', () => {
  const record = (tier: ApiKeyRecord['tier']): ApiKeyRecord => ({
    key_id: 'key_000000000001',
    key_hash: 'ab'.repeat(32),
    key_prefix: 'plx_abcd',
    key_last4: 'wxyz',
    name: null,
    tier,
    created_at: '2026-11-25T00:00:00.000Z',
    revoked_at: null,
  });

  it('looks a key up once per TTL, shares concurrent lookups, and caches unknown keys too', async () => {
    let now = 0;
    const lookups: string[] = [];
    let stored: ApiKeyRecord | null = record('free');
    const cache = new KeyCache(
      async (hash) => {
        lookups.push(hash);
        return stored;
      },
      1000,
      10,
      () => now,
    );
    const [a, b] = await Promise.all([cache.get('h1'), cache.get('h1')]);
    expect(a?.tier).to.equal('free');
    expect(b).to.equal(a);
    expect(lookups).to.deep.equal(['h1']);
    stored = { ...record('free'), revoked_at: '2026-11-25T01:00:00.000Z' };
    now = 999;
    expect((await cache.get('h1'))?.revoked_at).to.equal(null); // within the TTL: the revocation is not seen yet
    now = 1000;
    expect((await cache.get('h1'))?.revoked_at).to.not.equal(null);
    stored = null;
    expect(await cache.get('unknown')).to.equal(null);
    expect(await cache.get('unknown')).to.equal(null);
    expect(lookups).to.deep.equal(['h1', 'h1', 'unknown']);
  });

  it('stays within its size, dropping the oldest entry, and made-up keys never push out real ones', async () => {
    const lookups: string[] = [];
    const cache = new KeyCache(
      async (hash) => {
        lookups.push(hash);
        return hash.startsWith('real') ? record('free') : null;
      },
      60_000,
      2,
    );
    for (const hash of ['a', 'b', 'c', 'b', 'a']) await cache.get(hash);
    expect(lookups).to.deep.equal(['a', 'b', 'c', 'a']);
    lookups.length = 0;
    await cache.get('real1');
    for (let i = 0; i < 100; i++) await cache.get(`made-up-${i}`);
    expect((await cache.get('real1'))?.tier).to.equal('free');
    expect(lookups.filter((hash) => hash === 'real1')).to.have.length(1);
  });

  it('does not cache a failed lookup', async () => {
    let fail = true;
    const cache = new KeyCache(async () => {
      if (fail) throw new Error('es down');
      return record('pro');
    });
    let error: unknown;
    await cache.get('h').catch((err) => (error = err));
    expect((error as Error).message).to.equal('es down');
    fail = false;
    expect((await cache.get('h'))?.tier).to.equal('pro');
  });

  it('forgets a hash at once, and keeps no answer of a lookup that was under way when it forgot', async () => {
    let tier: ApiKeyRecord['tier'] = 'free';
    let lookups = 0;
    let release: () => void = () => undefined;
    let hold = false;
    const cache = new KeyCache(async () => {
      lookups += 1;
      const read = record(tier);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return read;
    });
    expect((await cache.get('h'))?.tier).to.equal('free');
    tier = 'max';
    expect((await cache.get('h'))?.tier, 'cached').to.equal('free');
    cache.forget('h');
    expect((await cache.get('h'))?.tier).to.equal('max');
    expect(lookups).to.equal(2);

    hold = true;
    cache.forget('h');
    const underWay = cache.get('h'); // reads 'max' before the change below
    tier = 'business';
    cache.forget('h');
    hold = false;
    release();
    expect((await underWay)?.tier).to.equal('max');
    expect((await cache.get('h'))?.tier, 'looked up again, not the stale answer').to.equal('business');
    cache.clear();
    tier = 'pro';
    expect((await cache.get('h'))?.tier).to.equal('pro');
  });
});

describe('requireTier', () => {
  const caller = (tier: Caller['tier']): Caller =>
    tier === 'anonymous' ? anonymousCaller('127.0.0.1') : { tier, keyId: 'key_1', address: '127.0.0.1' };

  it('lets Max and Business through to the market endpoints and refuses the rest with 401 dev_tier_required', () => {
    for (const tier of ['anonymous', ...TIERS] as const) {
      let thrown: unknown;
      try {
        requireTier(caller(tier), MARKET_TIERS);
      } catch (err) {
        thrown = err;
      }
      if (tier === 'max' || tier === 'business') {
        expect(thrown, tier).to.equal(undefined);
      } else {
        expect(thrown, tier).to.be.instanceOf(ApiError);
        expect((thrown as ApiError).toBody()).to.deep.equal({
          error: { code: 'dev_tier_required', message: 'market endpoints require tier Max', status: 401 },
        });
      }
    }
  });
});
