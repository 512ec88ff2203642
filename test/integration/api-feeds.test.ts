// The RSS 2.0 and Atom feeds over real HTTP (docs/decisions.md, "Feeds"): every document is checked for
// well-formed XML and parsed back by feedparser, the parser the ingest uses; guids stay put across fetches
// and a rescoring; the category filter, the empty feed, special characters, caching, and the feeds' own cap.
import { Readable } from 'node:stream';
import { expect } from 'chai';
import { XMLValidator } from 'fast-xml-parser';
import FeedParser from 'feedparser';
import he from 'he';
import { json, startTestApi, type TestApi } from '../support/api';
import type { EventFixture } from '../support/event-fixtures';
import { freshLoopbackAddress, rawGet } from '../support/http';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LEFT = ['vox', 'slate', 'msnbc', 'huffpost'];
const RIGHT = ['breitbart', 'daily-wire', 'townhall', 'newsmax'];
const FORMATS = ['rss', 'atom'] as const;

interface ParsedFeed {
  meta: FeedParser.Meta;
  items: FeedParser.Item[];
}

/**
 * feedparser reads as the ingest does (sax in loose mode, which recovers from broken markup), so the document is
 * first held to XML's own rules: any unescaped & or broken CDATA fails here.
 */
function parseFeed(xml: string): Promise<ParsedFeed> {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new Error(`not well-formed XML: ${JSON.stringify(wellFormed.err)}`);
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ normalize: true, addmeta: false });
    const items: FeedParser.Item[] = [];
    parser.on('error', reject);
    parser.on('readable', () => {
      let item: FeedParser.Item | null;
      while ((item = parser.read() as FeedParser.Item | null)) items.push(item);
    });
    parser.on('end', () => resolve({ meta: parser.meta, items }));
    Readable.from([xml]).pipe(parser);
  });
}

describe('feeds', function () {
  this.timeout(60_000);
  let api: TestApi;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  async function fetchFeed(path: string): Promise<{ res: Response; xml: string; feed: ParsedFeed }> {
    const res = await api.get(`/api/v2/feeds/${path}`);
    expect(res.status, path).to.equal(200);
    const xml = await res.text();
    return { res, xml, feed: await parseFeed(xml) };
  }

  const guids = (feed: ParsedFeed) => feed.items.map((item) => item.guid);

  const fixtures: EventFixture[] = [
    {
      id: 501,
      category: 'war',
      divergence_score: 80,
      outlets: ['cnn', 'fox-news'],
      first_seen_at: ago(2 * DAY),
    },
    { id: 502, category: 'politics', divergence_score: 95, first_seen_at: ago(HOUR) },
    { id: 503, category: 'war', divergence_score: 60, first_seen_at: ago(3 * DAY) },
    // Not in the divergent feed: unscored, older than the 7-day window, merged away.
    { id: 504, category: 'war', first_seen_at: ago(HOUR) },
    { id: 505, category: 'war', divergence_score: 99, first_seen_at: ago(9 * DAY) },
    { id: 506, category: 'war', divergence_score: 100, first_seen_at: ago(HOUR), merged_into: 501 },
    // Gaps: 3 or more outlets on one side, none on the other.
    {
      id: 601,
      category: 'politics',
      divergence_score: 40,
      outlets: LEFT.slice(0, 3),
      updated_at: ago(HOUR),
    },
    { id: 602, category: 'economy', divergence_score: 30, outlets: RIGHT, updated_at: ago(2 * HOUR) },
    { id: 603, category: 'economy', divergence_score: 20, outlets: [...LEFT.slice(0, 2), 'reuters'] },
  ];

  before(async () => {
    api = await startTestApi({ name: 'api-feeds' });
    await api.putEvents(...fixtures);
  });
  after(() => api.close());

  const seconds = (date: Date | null | undefined) => Math.floor((date?.getTime() ?? NaN) / 1000);
  const apiUrl = (id: number) => `${api.url}/api/v2/events/${id}`;

  for (const format of FORMATS) {
    describe(format, () => {
      it("serves the week's most divergent scored events, parsed back as the format it names", async () => {
        const { res, feed } = await fetchFeed(`divergent.${format}`);
        const type = format === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
        expect(res.headers.get('content-type')).to.equal(`${type}; charset=utf-8`);
        expect(feed.meta['#type']).to.equal(format);
        if (format === 'rss') expect(feed.meta['#version']).to.equal('2.0');
        expect(feed.meta.title).to.equal('Parallax: most divergent events');
        // The document's date is its newest item's (502, updated now), not the time of the request.
        expect(seconds(feed.meta.date)).to.equal(seconds(new Date(now)));
        // Highest divergence first; unscored (504), older than 7 days (505) and merged (506) events are left out.
        expect(guids(feed)).to.deep.equal([502, 501, 503, 601, 602, 603].map(apiUrl));
        const first = feed.items[0];
        expect(first.title).to.equal('Event number 502');
        expect(first.link).to.equal(`${api.url}/events/502`);
        expect(first.categories).to.deep.equal(['politics']);
        expect(first.description).to.equal(
          '<p>Divergence 95/100 · Politics · 4 articles</p><p>Summary of event number 502.</p>',
        );
        expect(seconds(first.pubdate)).to.equal(seconds(ago(HOUR)));
      });

      it('serves the latest coverage gaps, the covering side in the title and the guid', async () => {
        const { feed } = await fetchFeed(`gaps.${format}`);
        expect(feed.meta.title).to.equal('Parallax: coverage gaps');
        // Latest update first; 603 has two left outlets only, so it is no gap.
        expect(guids(feed)).to.deep.equal([`${apiUrl(601)}#gap-left`, `${apiUrl(602)}#gap-right`]);
        expect(feed.items.map((item) => item.title)).to.deep.equal([
          'Left only: Event number 601',
          'Right only: Event number 602',
        ]);
        expect(feed.items[1].link).to.equal(`${api.url}/events/602`);
        expect(feed.items[1].description).to.include(
          'Covered by 4 outlets on the right, none on the left · Economy',
        );
      });

      it('filters by category, and an empty feed is still a valid document', async () => {
        const war = (await fetchFeed(`divergent.${format}?category=war`)).feed;
        expect(war.meta.title).to.equal('Parallax: most divergent events in war');
        expect(guids(war)).to.deep.equal([501, 503].map(apiUrl));
        expect(war.items.every((item) => item.categories[0] === 'war')).to.equal(true);
        const economyGaps = (await fetchFeed(`gaps.${format}?category=economy`)).feed;
        expect(guids(economyGaps)).to.deep.equal([`${apiUrl(602)}#gap-right`]);
        for (const path of [`divergent.${format}?category=health`, `gaps.${format}?category=ai`]) {
          const { xml, feed } = await fetchFeed(path);
          expect(feed.meta['#type']).to.equal(format);
          expect(feed.items).to.deep.equal([]);
          // An empty feed is dated by the start of its 10-minute lifetime window.
          expect(Date.now() - feed.meta.date!.getTime(), path).to.be.within(0, 600_000);
          expect(xml).to.match(
            format === 'rss' ? /<channel>/ : /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
          );
        }
      });
    });
  }

  it('keeps every guid across two fetches and across a rescoring, which only reorders and updates items', async () => {
    for (const format of FORMATS) {
      const before = (await fetchFeed(`divergent.${format}`)).feed;
      const again = (await fetchFeed(`divergent.${format}`)).feed;
      expect(guids(again)).to.deep.equal(guids(before));
    }
    const beforeRss = (await fetchFeed('divergent.rss')).feed;
    const beforeAtom = (await fetchFeed('divergent.atom')).feed;
    // A rescoring rewrites the score and the update time of the stored event, nothing else that identifies it.
    const rescored = fixtures.map((f) =>
      f.id === 503 ? { ...f, divergence_score: 97, updated_at: new Date(now + 1000) } : f,
    );
    await api.putEvents(...rescored);
    try {
      for (const before of [beforeRss, beforeAtom]) {
        const format = before.meta['#type'] as 'rss' | 'atom';
        const after = (await fetchFeed(`divergent.${format}`)).feed;
        expect(guids(after)[0]).to.equal(apiUrl(503));
        expect([...guids(after)].sort()).to.deep.equal([...guids(before)].sort());
        expect(after.items[0].description).to.include('Divergence 97/100');
      }
    } finally {
      await api.putEvents(...fixtures);
    }
  });

  it('writes well-formed XML whatever the title holds: &, <, ]]>, quotes, unicode and control characters', async () => {
    const title = 'AT&T <b>bold</b> ]]> ]]> "Ünïcödé" — 東京 🚀 &amp; done';
    const summary = 'Tom & Jerry say 1 < 2 > 0 ]]> \u0007bell';
    await api.putEvents({
      id: 701,
      category: 'health',
      divergence_score: 70,
      title: `${title}\u0000`,
      summary,
    });
    try {
      for (const format of FORMATS) {
        const { xml, feed } = await fetchFeed(`divergent.${format}?category=health`);
        expect(xml).to.not.include('\u0000').and.not.include('\u0007');
        const [item] = feed.items;
        // Titles and descriptions are escaped HTML: decoded once, they read exactly as stored.
        expect(he.decode(item.title)).to.equal(title);
        expect(item.description).to.include(he.escape('Tom & Jerry say 1 < 2 > 0 ]]> bell'));
      }
    } finally {
      await api.putEvents({ id: 701, category: 'health', divergence_score: 70, merged_into: 501 });
    }
  });

  it('is publicly cacheable for 10 minutes, with an ETag that a conditional request turns into a 304', async () => {
    const { res } = await fetchFeed('gaps.atom');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=600');
    expect(res.headers.get('vary') ?? '').to.not.include('X-API-Key');
    const etag = res.headers.get('etag');
    expect(etag).to.match(/^W\/"[^"]+"$/);
    // fetch() would add Cache-Control: no-cache to a conditional request, so this one goes raw.
    const again = await rawGet(`${api.url}/api/v2/feeds/gaps.atom`, { 'If-None-Match': etag! });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
  });

  it('refuses a bad category or an unknown parameter with a 400 error body', async () => {
    for (const path of ['divergent.rss?category=sports', 'gaps.atom?category=', 'gaps.rss?limit=5']) {
      const res = await api.get(`/api/v2/feeds/${path}`);
      expect(res.status, path).to.equal(400);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      expect((await json(res)).error).to.include({ code: 'invalid_parameter', status: 400 });
    }
    expect((await api.get('/api/v2/feeds/divergent.json')).status).to.equal(404);
  });

  it('links to the origin the reader asked for, and refuses a Host header that is no host name', async () => {
    const { port } = new URL(api.url);
    const named = await rawGet(`${api.url}/api/v2/feeds/divergent.rss`, { Host: `news.example:${port}` });
    expect(named.status).to.equal(200);
    const feed = await parseFeed(named.body.toString('utf8'));
    expect(feed.items[0].link).to.equal(`http://news.example:${port}/events/502`);
    const bad = await rawGet(`${api.url}/api/v2/feeds/divergent.rss`, { Host: 'bad host' });
    expect(bad.status).to.equal(400);
    expect(bad.json().error.code).to.equal('invalid_parameter');
  });
});

describe('feed caps', function () {
  this.timeout(60_000);
  let api: TestApi;

  // The caps of SPEC §8 unchanged (5 anonymous requests a day), and a feed cap small enough to exhaust.
  before(async () => {
    api = await startTestApi({ name: 'api-feed-caps', server: { feedDailyCap: 8 } });
  });
  after(() => api.close());

  it('lets an anonymous reader poll past the 5 requests of the API, without spending them', async () => {
    const localAddress = freshLoopbackAddress();
    for (let i = 1; i <= 8; i++) {
      const res = await rawGet(`${api.url}/api/v2/feeds/divergent.rss`, {}, { localAddress });
      expect(res.status, `poll ${i}`).to.equal(200);
      expect(res.headers['ratelimit-policy']).to.equal('"daily";q=8;w=86400');
      expect(res.headers.ratelimit).to.match(new RegExp(`^"daily";r=${8 - i};t=\\d+$`));
    }
    const over = await rawGet(`${api.url}/api/v2/feeds/gaps.atom`, {}, { localAddress });
    expect(over.status).to.equal(429);
    expect(over.json().error.code).to.equal('daily_cap_exceeded');
    expect(Number(over.headers['retry-after'])).to.be.within(1, 86_400);
    // The API's own allowance is untouched, and spending it leaves the feeds alone.
    const usage = await rawGet(`${api.url}/api/v2/usage`, {}, { localAddress });
    expect(usage.json().data).to.include({ tier: 'anonymous', used: 0, remaining: 5 });
    const other = freshLoopbackAddress();
    for (let i = 0; i < 5; i++) await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress: other });
    expect((await rawGet(`${api.url}/api/v2/outlets`, {}, { localAddress: other })).status).to.equal(429);
    expect(
      (await rawGet(`${api.url}/api/v2/feeds/divergent.atom`, {}, { localAddress: other })).status,
    ).to.equal(200); // A key that is sent is checked, feeds included.
    const badKey = await rawGet(`${api.url}/api/v2/feeds/divergent.atom`, { 'X-API-Key': 'plx_not_a_key' });
    expect(badKey.status).to.equal(401);
    expect(badKey.json().error.code).to.equal('invalid_api_key');
  });
});
