// The feed layer against a local feed server and the real Redis: item mapping for RSS 2.0, Atom and RDF,
// conditional GET, backoff, and the hostile feeds (bombs, external entities, huge, hanging, slow, broken).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type Redis from 'ioredis';
import { OUTLETS } from '../../src/outlets/catalog';
import { createRedis } from '../../src/store/redis-client';
import {
  backoffDelayMs,
  MAX_BACKOFF_MS,
  nextAttemptAt,
  parseRetryAfter,
} from '../../src/ingest/feeds/backoff';
import {
  commitFeedValidators,
  feedSourcesFor,
  fetchFeeds,
  type FeedFetchOptions,
  type FeedFetchResult,
  type FeedSource,
} from '../../src/ingest/feeds/fetch-feeds';
import { feedStateKey } from '../../src/ingest/feeds/state';
import { manyItemsRss, MIXED_BATCH_ROUTES, startFeedServer, type FeedServer } from '../support/feed-server';
import { TEST_PREFIX, testServices } from '../support/services';

const MINUTE = 60_000;

describe('feed backoff arithmetic', () => {
  it('doubles the delay from 1 minute up to 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffDelayMs)).to.deep.equal([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(backoffDelayMs(9)).to.equal(256 * MINUTE);
    expect(backoffDelayMs(10)).to.equal(MAX_BACKOFF_MS);
    expect(backoffDelayMs(500)).to.equal(MAX_BACKOFF_MS);
  });

  it('jitters only downwards, within the given fraction, and never below Retry-After or above the ceiling', () => {
    expect(nextAttemptAt(1, 0, undefined, 0.2, () => 0)).to.equal(MINUTE);
    expect(nextAttemptAt(1, 0, undefined, 0.2, () => 0.5)).to.equal(0.9 * MINUTE);
    expect(nextAttemptAt(1, 0, undefined, 0.2, () => 0.999_999)).to.be.at.least(0.8 * MINUTE);
    expect(nextAttemptAt(12, 0, undefined, 0.2, () => 0)).to.equal(MAX_BACKOFF_MS);
    expect(nextAttemptAt(1, 0, 30 * MINUTE, 0.2, () => 0.5)).to.equal(30 * MINUTE);
    expect(nextAttemptAt(1, 0, 48 * 60 * MINUTE, 0, () => 0)).to.equal(MAX_BACKOFF_MS);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-03-05T12:00:00Z');
    expect(parseRetryAfter('120', now)).to.equal(120_000);
    expect(parseRetryAfter('Wed, 05 Mar 2025 12:30:00 GMT', now)).to.equal(30 * MINUTE);
    expect(parseRetryAfter('Wed, 05 Mar 2025 11:00:00 GMT', now)).to.equal(0);
    expect(parseRetryAfter('soon', now)).to.equal(undefined);
    expect(parseRetryAfter(null, now)).to.equal(undefined);
  });

  it('lists one source per outlet feed of the catalog', () => {
    const sources = feedSourcesFor(OUTLETS);
    expect(sources).to.have.length(OUTLETS.reduce((n, o) => n + o.feeds.length, 0));
    expect(sources[0]).to.deep.equal({ outlet: OUTLETS[0].slug, url: OUTLETS[0].feeds[0].url });
    const twice = feedSourcesFor([OUTLETS[0], OUTLETS[0]]);
    expect(twice).to.have.length(OUTLETS[0].feeds.length);
  });
});

describe('feed fetching over HTTP', function () {
  this.timeout(20_000);
  let redis: Redis;
  let server: FeedServer;
  let run = 0;
  let keyPrefix: string;
  // The feed server is on loopback, which only a test may allow (FEEDS_ALLOW_LOOPBACK).
  const opts: Partial<FeedFetchOptions> = { timeoutMs: 3000, backoffJitter: 0, loopbackPorts: 'all' };

  const source = (route: string, outlet = 'lakeside-ledger'): FeedSource => ({
    outlet,
    url: server.url(route),
  });
  const fetchOne = async (
    route: string,
    options: Partial<FeedFetchOptions> = {},
  ): Promise<FeedFetchResult> => {
    const [result] = await fetchFeeds([source(route)], { redis, keyPrefix }, { ...opts, ...options });
    return result;
  };
  const state = (route: string) => redis.hgetall(feedStateKey(keyPrefix, source(route)));

  before(async function () {
    this.timeout(180_000);
    const { redisUrl } = await testServices();
    redis = createRedis(redisUrl);
    server = await startFeedServer();
  });
  after(async () => {
    await server?.stop();
    redis?.disconnect();
  });
  beforeEach(() => {
    run += 1;
    keyPrefix = `${TEST_PREFIX}:feeds${run}`;
    server.resetStats();
  });

  describe('item mapping', () => {
    it('maps an RSS 2.0 feed: links, guid fallback, origLink, dates, bylines, images; skips and dedupes', async () => {
      const result = await fetchOne('/news-rss.xml');
      expect(result.status).to.equal('ok');
      expect(result.error).to.equal(undefined);
      expect(result.httpStatus).to.equal(200);
      const outlet = 'lakeside-ledger';
      expect(result.items).to.deep.equal([
        {
          url: 'https://ledger.example/news/2025/03/04/transit-budget',
          title: 'City council approves transit budget after late-night session',
          published_at: '2025-03-04T14:30:00.000Z',
          summary: '<p>The council voted 7-2 to fund <b>three new bus lines</b>.</p>',
          body: '<p>The council voted 7-2 to fund three new bus lines.</p><p>Opponents cited the cost.</p>',
          byline: 'Priya Natarajan',
          image_url: 'https://img.ledger.example/transit.jpg',
          outlet,
        },
        {
          url: 'https://ledger.example/news/2025/03/04/ferry-schedule',
          title: 'Harbor ferry schedule changes for spring',
          published_at: '2025-03-04T14:05:00.000Z',
          summary: 'Ferries will leave every 20 minutes & run later on weekends.',
          byline: 'Maria Alvarez',
          image_url: 'https://img.ledger.example/ferry.jpg',
          outlet,
        },
        {
          url: 'https://ledger.example/news/2025/03/03/school-calendar',
          title: 'School board delays vote on new calendar',
          published_at: '2025-03-03T23:45:00.000Z',
          summary: 'The board will revisit the proposal next month.',
          image_url: 'https://img.ledger.example/school-thumb.jpg',
          outlet,
        },
        {
          url: server.url('/news/2025/03/03/library-hours'),
          title: 'Library extends weekend opening hours',
          published_at: '2025-03-03T16:00:00.000Z',
          image_url: 'https://img.ledger.example/library.png',
          outlet,
        },
        {
          url: 'https://ledger.example/news/2025/03/02/storm-outage',
          title: 'Storm knocks out power to 4,000 homes',
          summary: 'Crews expect to restore service by evening.',
          outlet,
        },
      ]);
    });

    it('maps an Atom 1.0 feed: alternate link, xml:base, published before updated, html title, authors', async () => {
      const result = await fetchOne('/news-atom.xml');
      expect(result.status).to.equal('ok');
      expect(result.items).to.deep.equal([
        {
          url: 'https://courier.example/2025/03/05/water-rates',
          title: 'Regional water agency raises rates by 4%',
          published_at: '2025-03-05T09:15:30.000Z',
          summary: '<p>The increase takes effect in July.</p>',
          body: '<p>The increase takes effect in July.</p><p>Board members split on the vote.</p>',
          byline: 'Tomasz Wierzbicki',
          image_url: 'https://cdn.courier.example/water.png',
          outlet: 'lakeside-ledger',
        },
        {
          url: 'https://courier.example/2025/03/04/farmers-market',
          title: 'Farmers market returns to the old rail yard',
          published_at: '2025-03-04T15:30:00.250Z',
          summary: 'Stalls open every Saturday from April.',
          byline: 'Ana Duarte, Lee Chen',
          outlet: 'lakeside-ledger',
        },
      ]);
    });

    it('maps an RSS 1.0 (RDF) feed', async () => {
      const result = await fetchOne('/news-rdf.xml');
      expect(result.status).to.equal('ok');
      expect(result.items).to.deep.equal([
        {
          url: 'https://gazette.example/2025/03/05/bridge-repairs',
          title: 'Bridge repairs to close two lanes for a month',
          published_at: '2025-03-05T06:00:00.000Z',
          summary: 'Work starts Monday night.',
          byline: 'Olu Adebayo',
          outlet: 'lakeside-ledger',
        },
        {
          url: 'https://gazette.example/2025/03/04/museum-grant',
          title: 'Museum wins grant to digitise its archive',
          published_at: '2025-03-04T00:00:00.000Z',
          outlet: 'lakeside-ledger',
        },
      ]);
    });

    it('keeps at most maxItemsPerFeed items, in document order', async () => {
      const result = await fetchOne('/news-rss.xml', { maxItemsPerFeed: 2 });
      expect(result.items.map((i) => i.title)).to.deep.equal([
        'City council approves transit budget after late-night session',
        'Harbor ferry schedule changes for spring',
      ]);
    });

    it('stops at 200 items by default', async () => {
      server.setFeed('/many.xml', manyItemsRss(1000));
      const result = await fetchOne('/many.xml');
      expect(result.status).to.equal('ok');
      expect(result.items).to.have.length(200);
      expect(result.items[199].url).to.equal('https://many.example/200');
    });

    it('decodes the declared charset (ISO-8859-1 by XML declaration, no charset header)', async () => {
      const xml =
        '<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Caf\u00e9</title>' +
        '<item><title>Caf\u00e9 owners protest new \u00abterrace\u00bb fees</title>' +
        '<link>https://latin.example/1</link></item></channel></rss>';
      server.setFeed('/latin1.xml', Buffer.from(xml, 'latin1'), { contentType: 'application/rss+xml' });
      const result = await fetchOne('/latin1.xml');
      expect(result.items[0].title).to.equal('Caf\u00e9 owners protest new \u00abterrace\u00bb fees');
    });

    it('follows redirects and resolves relative links against the final URL', async () => {
      const result = await fetchOne('/redirect/301/news-rss.xml');
      expect(result.status).to.equal('ok');
      expect(result.items).to.have.length(5);
      expect(result.items[3].url).to.equal(server.url('/news/2025/03/03/library-hours'));
      expect(server.hits('/news-rss.xml')).to.equal(1);
    });

    describe('redirects into the host (SSRF)', () => {
      let listener: http.Server;
      let listenerHits = 0;
      const feedServerOnly = (): Partial<FeedFetchOptions> => ({
        loopbackPorts: [Number(new URL(server.url('/')).port)],
      });
      const redirectTo = (route: string, location: string) =>
        server.route(route, (_req, res) => {
          res.writeHead(302, { location });
          res.end();
        });

      before(async () => {
        listener = http.createServer((_req, res) => {
          listenerHits += 1;
          res.end('internal');
        });
        await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      });
      after(() => new Promise<void>((resolve) => listener.close(() => resolve())));
      beforeEach(() => {
        listenerHits = 0;
      });
      const listenerUrl = (host: string) =>
        `http://${host}:${(listener.address() as AddressInfo).port}/admin`;

      it('does not follow a redirect to a loopback address: the listener receives nothing', async () => {
        redirectTo('/to-loopback.xml', listenerUrl('127.0.0.1'));
        const result = await fetchOne('/to-loopback.xml', feedServerOnly());
        expect(result.status).to.equal('error');
        expect(result.error).to.match(/loopback address 127\.0\.0\.1/);
        expect(listenerHits).to.equal(0);
      });

      it("checks the address a redirect's host name resolves to, for the connection itself", async () => {
        redirectTo('/to-localhost.xml', listenerUrl('localhost'));
        const result = await fetchOne('/to-localhost.xml', feedServerOnly());
        expect(result.status).to.equal('error');
        expect(result.error).to.match(/localhost: refused loopback address/);
        expect(listenerHits).to.equal(0);
      });

      it('follows 5 redirects and refuses a 6th', async () => {
        const chain = (hops: number) => `${'/redirect/302'.repeat(hops)}/news-rss.xml`;
        expect((await fetchOne(chain(5))).status).to.equal('ok');
        const refused = await fetchOne(chain(6));
        expect(refused.status).to.equal('error');
        expect(refused.error).to.equal('more than 5 redirects');
        expect(server.hits('/news-rss.xml')).to.equal(1);
      });
    });

    it('reads a gzip-encoded feed', async () => {
      const result = await fetchOne('/gzip/news-rss.xml');
      expect(result.status).to.equal('ok');
      expect(result.items).to.have.length(5);
      expect(server.requestsTo('/gzip/news-rss.xml')[0]['accept-encoding']).to.match(/gzip/);
    });
  });

  describe('conditional GET', () => {
    it('sends validators only once committed, then gets a 304 with no items; new content comes through', async () => {
      server.setFeed('/changing.xml', server.fixture('news-rss.xml'));
      const first = await fetchOne('/changing.xml');
      expect(first.status).to.equal('ok');
      expect(first.validators?.etag).to.match(/^"[0-9a-f]{16}"$/);
      expect(first.validators?.lastModified).to.be.a('string');

      // Not committed (say indexing failed): the next fetch is unconditional and returns the items again.
      const again = await fetchOne('/changing.xml');
      expect(again.status).to.equal('ok');
      expect(again.items).to.have.length(5);
      expect(server.requestsTo('/changing.xml')[1]['if-none-match']).to.equal(undefined);

      await commitFeedValidators(redis, keyPrefix, [again]);
      const unchanged = await fetchOne('/changing.xml');
      expect(unchanged.status).to.equal('not_modified');
      expect(unchanged.httpStatus).to.equal(304);
      expect(unchanged.items).to.deep.equal([]);
      const sent = server.requestsTo('/changing.xml')[2];
      expect(sent['if-none-match']).to.equal(first.validators?.etag);
      expect(sent['if-modified-since']).to.equal(first.validators?.lastModified);

      server.setFeed('/changing.xml', server.fixture('news-atom.xml'));
      const changed = await fetchOne('/changing.xml');
      expect(changed.status).to.equal('ok');
      expect(changed.items.map((i) => i.title)).to.include('Farmers market returns to the old rail yard');
      expect(changed.validators?.etag).to.not.equal(first.validators?.etag);
    });

    it('uses If-Modified-Since alone when the feed has no ETag', async () => {
      server.setFeed('/dated.xml', server.fixture('news-rss.xml'));
      const first = await fetchOne('/dated.xml');
      await commitFeedValidators(redis, keyPrefix, [
        { ...first, validators: { lastModified: first.validators?.lastModified } },
      ]);
      expect(await state('/dated.xml')).to.not.have.property('etag');
      const second = await fetchOne('/dated.xml');
      expect(second.status).to.equal('not_modified');
      expect(server.requestsTo('/dated.xml')[1]).to.not.have.property('if-none-match');
    });

    it('commits nothing for failed or skipped feeds, and a lost state only costs a full refetch', async () => {
      const ok = await fetchOne('/news-rss.xml');
      const failed = await fetchOne('/status/500');
      await commitFeedValidators(redis, keyPrefix, [ok, failed]);
      expect(await state('/status/500')).to.not.have.property('etag');
      expect(await state('/news-rss.xml')).to.have.property('etag', ok.validators?.etag);

      await redis.del(feedStateKey(keyPrefix, source('/news-rss.xml')));
      const refetched = await fetchOne('/news-rss.xml');
      expect(refetched.status).to.equal('ok');
      expect(refetched.items).to.have.length(5);
    });

    it('still fetches every feed when Redis is unreachable', async () => {
      const { redisUrl } = await testServices();
      const closed = createRedis(redisUrl);
      closed.disconnect();
      const [result] = await fetchFeeds([source('/news-rss.xml')], { redis: closed, keyPrefix }, opts);
      expect(result.status).to.equal('ok');
      expect(result.items).to.have.length(5);
    });
  });

  describe('backoff', () => {
    it('backs off after a failure without a request, doubles the delay, and resets on success', async () => {
      const now = Date.now();
      server.route('/flaky.xml', (_req, res) => res.writeHead(500).end());
      const failed = await fetchOne('/flaky.xml', { now: () => now });
      expect(failed).to.include({ status: 'error', httpStatus: 500, error: 'HTTP 500' });
      expect(await state('/flaky.xml')).to.include({ failures: '1', next_attempt_at: String(now + MINUTE) });

      const skipped = await fetchOne('/flaky.xml', { now: () => now + 30_000 });
      expect(skipped.status).to.equal('backoff');
      expect(skipped.error).to.match(/1 failure/);
      expect(server.hits('/flaky.xml')).to.equal(1);

      const later = now + MINUTE + 1;
      await fetchOne('/flaky.xml', { now: () => later });
      expect(server.hits('/flaky.xml')).to.equal(2);
      expect(await state('/flaky.xml')).to.include({
        failures: '2',
        next_attempt_at: String(later + 2 * MINUTE),
      });

      server.setFeed('/flaky.xml', server.fixture('news-rss.xml'));
      const recovered = await fetchOne('/flaky.xml', { now: () => later + 2 * MINUTE + 1 });
      expect(recovered.status).to.equal('ok');
      const reset = await state('/flaky.xml');
      expect(reset).to.not.have.any.keys('failures', 'next_attempt_at', 'last_error');
      expect(reset).to.have.property('last_success_at');
      expect((await fetchOne('/flaky.xml', { now: () => later + 2 * MINUTE + 2 })).status).to.equal('ok');
    });

    it('honours Retry-After in seconds on 429', async () => {
      const now = Date.now();
      const result = await fetchOne('/status/429?retry-after=7200', { now: () => now });
      expect(result).to.include({ status: 'error', httpStatus: 429 });
      expect(await state('/status/429?retry-after=7200')).to.include({
        next_attempt_at: String(now + 7_200_000),
      });
    });

    it('honours Retry-After as an HTTP date on 503, up to the 6 h ceiling', async () => {
      const now = Date.parse('2025-03-05T12:00:00Z');
      const inThreeHours = encodeURIComponent('Wed, 05 Mar 2025 15:00:00 GMT');
      await fetchOne(`/status/503?retry-after=${inThreeHours}`, { now: () => now });
      expect(await state(`/status/503?retry-after=${inThreeHours}`)).to.include({
        next_attempt_at: String(now + 3 * 60 * MINUTE),
      });
      await fetchOne('/status/503?retry-after=172800', { now: () => now });
      expect(await state('/status/503?retry-after=172800')).to.include({
        next_attempt_at: String(now + MAX_BACKOFF_MS),
      });
    });
  });

  describe('hostile feeds', () => {
    // Heap growth is measured by bench/feeds-hostile.ts: an assertion on it flakes with the garbage collector.
    it('does not expand a billion-laughs entity bomb', async () => {
      const result = await fetchOne('/billion-laughs.xml');
      expect(result.status).to.equal('ok');
      expect(result.items).to.have.length(1);
      const [item] = result.items;
      expect(item.title).to.equal('Expansion check &lol9;');
      expect(item.summary).to.equal('&lol9; &recursive;');
    });

    it('does not resolve external entities: no file read, no request for the entity or the DTD', async () => {
      const result = await fetchOne('/external-entity.xml');
      expect(result.status).to.equal('ok');
      const [item] = result.items;
      expect(item.title).to.equal('External entity check &passwd;');
      expect(item.summary).to.equal('&passwd; &remote;');
      expect(JSON.stringify(result)).to.not.match(/root:|\/bin\/|nologin/);
      expect(server.hits('/external/entity.txt')).to.equal(0);
      expect(server.hits('/external/evil.dtd')).to.equal(0);
    });

    it('keeps the items completed before malformed XML breaks off, and says so', async () => {
      const result = await fetchOne('/malformed.xml');
      expect(result.status).to.equal('ok');
      expect(result.error).to.match(/^malformed XML: .*root element/);
      expect(result.items.map((i) => i.url)).to.deep.equal([
        'https://bugle.example/2025/03/05/parking',
        'https://bugle.example/2025/03/05/stray',
      ]);
      // Text after an unclosed inline tag inside a title is lost with it: loose parsing recovers structure, not prose.
      expect(result.items[0].title).to.equal('Council meets on');
    });

    it('reports a page that is not a feed as an error', async () => {
      const result = await fetchOne('/not-a-feed.html');
      expect(result).to.include({ status: 'error', httpStatus: 200, error: 'not an RSS, Atom or RDF feed' });
    });

    // Time and heap growth are measured by bench/feeds-hostile.ts (assertions on them flake on a busy machine).
    it('stops a 50 MB body at the size cap while streaming', async () => {
      const result = await fetchOne('/huge.xml');
      expect(result).to.include({ status: 'error', error: `body exceeds ${5 * 1024 * 1024} bytes` });
      expect(result.items).to.deep.equal([]);
    });

    it('refuses a body whose Content-Length announces more than the cap', async () => {
      const result = await fetchOne('/huge-announced.xml', { maxBytes: 1024 * 1024 });
      expect(result.status).to.equal('error');
      expect(result.error).to.equal(`body of ${50 * 1024 * 1024} bytes announced, over the 1048576 byte cap`);
    });

    it('caps the decompressed size of a gzip bomb', async () => {
      const result = await fetchOne('/gzip-bomb.xml', { maxBytes: 1024 * 1024 });
      expect(result).to.include({ status: 'error', error: 'body exceeds 1048576 bytes' });
    });

    it('gives up on a server that never answers at the timeout', async () => {
      const started = Date.now();
      const result = await fetchOne('/hang', { timeoutMs: 400 });
      expect(result).to.include({ status: 'error', error: 'timed out after 400 ms' });
      // It waited for the timeout (a lower bound cannot flake); how long past it is in bench/feeds-hostile.ts.
      expect(Date.now() - started).to.be.at.least(350);
    });

    it('counts the body in the timeout: a slow drip is cut off', async () => {
      const result = await fetchOne('/slow-drip.xml', { timeoutMs: 700 });
      expect(result).to.include({ status: 'error', httpStatus: 200, error: 'timed out after 700 ms' });
    });

    // The caps are what keeps the parse linear; its time is measured by bench/feeds-hostile.ts.
    it('stops quadratic markup (deep nesting, attribute floods) at its caps', async () => {
      const deep = await fetchOne('/deep-nesting.xml');
      const flood = await fetchOne('/attribute-flood.xml');
      expect(deep).to.include({ status: 'error', error: 'XML nested deeper than 256 elements' });
      expect(flood).to.include({ status: 'error', error: 'more than 1000 attributes in one element' });
    });

    it('reports an unreachable host as an error', async () => {
      const [result] = await fetchFeeds(
        [{ outlet: 'nowhere', url: 'http://127.0.0.1:1/feed.xml' }],
        { redis, keyPrefix },
        opts,
      );
      expect(result.status).to.equal('error');
      expect(result.error).to.match(/^request failed: /);
    });
  });

  describe('many feeds at once', () => {
    it('never has more than `concurrency` requests in flight, and keeps the input order', async () => {
      const sources = Array.from({ length: 9 }, (_, i) => source('/delay/150/news-rss.xml', `outlet-${i}`));
      const results = await fetchFeeds(sources, { redis, keyPrefix }, { ...opts, concurrency: 3 });
      expect(server.hits('/delay/150/news-rss.xml')).to.equal(9);
      expect(server.maxInFlight).to.equal(3);
      expect(results.map((r) => r.source.outlet)).to.deep.equal(sources.map((s) => s.outlet));
      expect(results.every((r) => r.status === 'ok' && r.items.length === 5)).to.equal(true);
    });

    it('isolates feeds: broken, slow, huge and malformed ones never stop the good ones', async () => {
      const sources = MIXED_BATCH_ROUTES.map((route, i) => source(route, `outlet-${i}`));
      // The wall time of this batch is measured by bench/feeds-hostile.ts.
      const results = await fetchFeeds(
        sources,
        { redis, keyPrefix },
        { ...opts, timeoutMs: 800, concurrency: 4 },
      );
      expect(results.map((r) => r.status)).to.deep.equal([
        'ok',
        'error',
        'error',
        'ok',
        'error',
        'error',
        'error',
        'ok',
      ]);
      expect(results[0].items).to.have.length(5);
      expect(results[3].items).to.have.length(2);
      expect(results[7].items).to.have.length(2);
    });
  });
});
