// The explorer's pages over real HTTP against real Elasticsearch and Redis: each page's status and content, the
// events filters and pagination, escaping of hostile text, the merged-id redirect, bad filters, the guest's
// lookback, and the page-view limits (per address for guests, the account's daily cap when signed in).
import { expect } from 'chai';
import type { ParameterizedContext } from 'koa';
import { DailyCap, dailyCaps } from '../../src/access/daily-cap';
import { freePort } from '../../src/runtime/processes';
import { PageViews } from '../../src/web/explorer/page-views';
import { startTestApi, type TestApi } from '../support/api';
import {
  CHEAP_ID,
  explorerEvents,
  FILLER_IDS,
  GAP_ID,
  indexExplorerArticles,
  MERGED_ID,
  OLD_ID,
  SCORED_ID,
} from '../support/explorer-fixtures';

/** The event ids a list page links to, in order. */
const linkedEvents = (page: string) =>
  [...page.matchAll(/<h3><a href="\/events\/(\d+)">/g)].map((m) => +m[1]);

describe('web explorer pages', function () {
  this.timeout(60_000);
  let api: TestApi;
  const events = explorerEvents();

  before(async () => {
    api = await startTestApi({ name: 'api-web-explorer' });
    await api.putEvents(...events);
    await indexExplorerArticles(api.context);
  });
  after(() => api?.close());

  async function page(path: string): Promise<{ status: number; body: string; res: Response }> {
    const res = await api.get(path);
    return { status: res.status, body: await res.text(), res };
  }

  describe('/ (events)', () => {
    it('lists the live events inside the guest lookback, most divergent first, with each spectrum in words', async () => {
      const { status, body, res } = await page('/');
      expect(status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/html/);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const ids = linkedEvents(body);
      expect(ids.slice(0, 2)).to.deep.equal([SCORED_ID, FILLER_IDS[9]]);
      expect(ids).to.not.include(MERGED_ID);
      expect(ids).to.not.include(OLD_ID);
      expect(body).to.contain('Outlets covering it: left 2, centre 1, right 2');
      expect(body).to.contain('You are browsing as a guest');
    });

    it('escapes hostile headline and summary text everywhere it is shown', async () => {
      const { body } = await page('/?category=politics');
      expect(body).to.not.contain('<script>alert');
      expect(body).to.contain(
        '&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Senate &amp; House split',
      );
      expect(linkedEvents(body)).to.deep.equal([SCORED_ID]);
    });

    it('filters by category, divergence range, outlet and since, and sorts by recency', async () => {
      expect(linkedEvents((await page('/?category=economy')).body)).to.deep.equal([GAP_ID, CHEAP_ID]);
      expect(linkedEvents((await page('/?category=economy&sort=recent')).body)).to.deep.equal([
        CHEAP_ID,
        GAP_ID,
      ]);
      expect(linkedEvents((await page('/?min_divergence=10&max_divergence=35')).body)).to.deep.equal([
        GAP_ID,
        CHEAP_ID,
      ]);
      expect(linkedEvents((await page('/?outlet=wall-street-journal')).body)).to.deep.equal([CHEAP_ID]);
      const since = new Date(Date.now() - 6 * 60 * 60 * 1000).toISOString();
      const recent = linkedEvents((await page(`/?category=economy&since=${since}`)).body);
      expect(recent).to.deep.equal([CHEAP_ID]);
    });

    it('treats the empty fields of a submitted form as "any" and fills the form in again', async () => {
      const { status, body } = await page(
        '/?category=economy&min_divergence=&max_divergence=20&outlet=&since=&sort=divergence',
      );
      expect(status).to.equal(200);
      expect(linkedEvents(body)).to.deep.equal([CHEAP_ID]);
      expect(body).to.match(/<option value="economy"\s+selected>/);
      expect(body).to.match(/id="max_divergence"[^>]*value="20"/);
    });

    it('pages through a long list with a next link, then a first-page link and no next link', async () => {
      const first = await page('/?category=other');
      expect(linkedEvents(first.body)).to.have.length(20);
      const next = /<a href="(\/\?category=other&amp;cursor=[^"]+)" rel="next">Next page<\/a>/.exec(
        first.body,
      );
      expect(next, 'a next-page link').to.not.equal(null);
      const second = await page(next![1].replace(/&amp;/g, '&'));
      expect(second.status).to.equal(200);
      const all = [...linkedEvents(first.body), ...linkedEvents(second.body)];
      expect([...all].sort((a, b) => a - b)).to.deep.equal(FILLER_IDS);
      expect(second.body).to.contain('<a href="/?category=other">First page</a>');
      expect(second.body).to.not.contain('rel="next"');
    });

    it('says plainly when nothing matches', async () => {
      const { status, body } = await page('/?category=health');
      expect(status).to.equal(200);
      expect(body).to.contain('No events match these filters');
    });

    it('answers a bad filter with a 400 page naming the problem', async () => {
      for (const [query, words] of [
        ['min_divergence=500', 'min_divergence'],
        ['min_divergence=60&max_divergence=10', 'min_divergence must not be greater than max_divergence'],
        ['category=sports', 'category'],
        ['outlet=nobody', 'outlet'],
        ['since=yesterday', 'since'],
        ['cursor=forged', 'This page link has expired'],
      ]) {
        const { status, body, res } = await page(`/?${query}`);
        expect(status, query).to.equal(400);
        expect(res.headers.get('content-type')).to.match(/^text\/html/);
        expect(body, query).to.contain('That request could not be understood');
        expect(body, query).to.contain(words);
      }
    });

    it('answers a since older than the guest lookback with a 401 page that says how far a guest reads', async () => {
      const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const { status, body } = await page(`/?since=${since}`);
      expect(status).to.equal(401);
      expect(body).to.contain('Visitors who are not signed in can read events first seen in the last 7 days');
    });
  });

  describe('/events/:id', () => {
    it('shows the outlets left to right with headline, framing and sentiment, the ledger, the score and the articles', async () => {
      const { status, body } = await page(`/events/${SCORED_ID}`);
      expect(status).to.equal(200);
      expect(body).to.contain(
        '&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Senate &amp; House split',
      );
      expect(body).to.not.contain('<script>alert');
      expect(body).to.contain('Lawmakers &lt;b&gt;disagree&lt;/b&gt; on the budget.');
      const order = ['MSNBC', 'CNN', 'Reuters', 'Fox News', 'Breitbart News'].map((name) =>
        body.indexOf(`<strong>${name}</strong>`),
      );
      expect(order.every((at) => at > 0)).to.equal(true);
      expect([...order].sort((a, b) => a - b)).to.deep.equal(order);
      expect(body).to.contain('position 78 of 100 (right)');
      expect(body).to.contain('href="https://foxnews.com/story/1"');
      expect(body).to.contain('Framing: conflict label');
      expect(body).to.match(/Sentiment: (negative|neutral|positive) \([+-]?\d\.\d\d\)/);
      expect(body).to.contain('Confirmed (1)');
      expect(body).to.contain('Disputed (1)');
      expect(body).to.contain('The bill cuts &lt;em&gt;taxes&lt;/em&gt;');
      expect(body).to.contain('2 of 5 independent outlets agree · Attributed to White House');
      expect(body).to.contain('Divergence: 78 / 100');
      expect(body).to.contain('Confidence 75%');
      expect(body).to.match(
        /Framing: how differently the sides frame the story<\/th>\s*<td>62%<\/td>\s*<td>Fox News, MSNBC<\/td>/,
      );
      expect(body).to.contain('<polyline');
      expect([...body.matchAll(/<tr>\s*<td><time/g)]).to.have.length(3);
      expect(body).to.contain('Budget &lt;img src=x onerror=alert(1)&gt; fight');
      expect(body).to.contain('href="https://foxnews.com/fixture/9002"');
    });

    it('redirects a merged-away id to the event that absorbed it', async () => {
      const res = await api.get(`/events/${MERGED_ID}`);
      expect(res.status).to.equal(301);
      expect(res.headers.get('location')).to.equal(`/events/${SCORED_ID}`);
    });

    it('answers an unknown id with 404, a malformed id with 400 and an event older than the guest lookback with 401', async () => {
      const missing = await page('/events/999999');
      expect(missing.status).to.equal(404);
      expect(missing.body).to.contain('No event has the number 999999.');
      const malformed = await page('/events/abc');
      expect(malformed.status).to.equal(400);
      const old = await page(`/events/${OLD_ID}`);
      expect(old.status).to.equal(401);
      expect(old.body).to.contain('Please sign in');
      expect(old.body).to.contain('the last 7 days');
    });

    it('says so when an event has no analysis, ledger or articles yet', async () => {
      const { status, body } = await page(`/events/${CHEAP_ID}`);
      expect(status).to.equal(200);
      expect(body).to.contain('This event has not been analysed yet.');
      expect(body).to.contain('No claims have been extracted for this event yet.');
      expect(body).to.contain('No article of this event falls inside your reading window.');
    });
  });

  describe('/gaps, /outlets, /trends', () => {
    it('lists the gap with the side that covered it and the side that ignored it, filtered by side', async () => {
      const { status, body } = await page('/gaps');
      expect(status).to.equal(200);
      expect(linkedEvents(body)).to.deep.equal([GAP_ID]);
      expect(body).to.match(
        /Covered by 3 outlets on the <strong>left<\/strong>; ignored by the\s+<strong>right<\/strong> \(0 outlets\)/,
      );
      expect(linkedEvents((await page('/gaps?side=right')).body)).to.deep.equal([]);
      expect((await page('/gaps?side=up')).status).to.equal(400);
    });

    it('lists the outlets left to right with position, volume, average divergence and omission rate', async () => {
      await api.context.es.update({
        index: api.context.indices.outlets,
        id: 'reuters',
        doc: { articles_ingested: 321, avg_divergence_when_covered: 33.5, omission_rate: 0.25 },
        refresh: true,
      });
      const { status, body } = await page('/outlets');
      expect(status).to.equal(200);
      expect(body.indexOf('>Mother Jones</a>')).to.be.lessThan(body.indexOf('>Townhall</a>'));
      expect(body).to.match(
        /<a href="\/\?outlet=reuters">Reuters<\/a><\/th>\s*<td>center<\/td>\s*<td class="position">57[\s\S]*?<td class="number">321<\/td>\s*<td class="number">33.5<\/td>\s*<td class="number">25%<\/td>/,
      );
    });

    it('embeds the divergence series per category for the chart and repeats them in a table', async () => {
      const { status, body } = await page('/trends?interval=day');
      expect(status).to.equal(200);
      const json = /<script type="application\/json" id="trends-data">([\s\S]*?)<\/script>/.exec(body);
      const data = JSON.parse(json![1]) as { x: number[]; series: { label: string; values: unknown[] }[] };
      expect(data.series.map((s) => s.label)).to.deep.equal([
        'war',
        'economy',
        'politics',
        'ai',
        'health',
        'other',
      ]);
      expect(data.x.length).to.be.within(7, 8);
      const economy = data.series.find((s) => s.label === 'economy')!;
      // The two economy events are 5 and 10 hours old: one UTC day's bucket (their mean) or two, by the hour.
      const day = (id: number) =>
        events
          .find((e) => e.id === id)!
          .first_seen_at!.toISOString()
          .slice(0, 10);
      const expected = day(CHEAP_ID) === day(GAP_ID) ? [21] : [30, 12];
      expect(economy.values.filter((v) => v !== null)).to.deep.equal(expected);
      expect(body).to.match(/<script defer src="\/assets\/[^/]+\/uPlot\.iife\.min\.js"><\/script>/);
      expect(body).to.contain('<th scope="col">Economy</th>');
      expect((await page('/trends?interval=month')).status).to.equal(400);
    });
  });
});

describe('web explorer page-view limits', function () {
  this.timeout(60_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({
      name: 'web-views',
      server: { dailyCaps: { anonymous: 1_000_000 }, pageViews: { views: 3, windowSeconds: 600 } },
    });
  });
  after(async () => {
    await api?.close();
  });

  it('gives a guest address its own allowance of page views, then a 429 page with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${api.url}/outlets`)).status).to.equal(200);
    const over = await fetch(`${api.url}/gaps`);
    expect(over.status).to.equal(429);
    expect(Number(over.headers.get('retry-after'))).to.be.within(590, 600);
    const body = await over.text();
    expect(body).to.contain('Too many requests');
    expect(body).to.contain('Visitors who are not signed in can open 3 pages an hour');
    // Assets and the API's own allowance are counted apart from page views.
    expect((await fetch(`${api.url}/api/v2/outlets`)).status).to.equal(200);
  });

  it("counts a signed-in visitor's page views against the account's daily cap at its tier", async () => {
    const cap = new DailyCap(api.context.redis, api.context.config.indexPrefix, dailyCaps({ free: 2 }));
    const views = new PageViews(api.context, cap, { views: 1, windowSeconds: 600 });
    const visitor = {
      ip: '203.0.113.9',
      state: { signedInAccount: { id: 'acct-web-1', email: 'reader@example.org', tier: 'free' } },
    } as unknown as ParameterizedContext;
    const first = await views.count(visitor);
    expect(first).to.deep.equal({
      tier: 'free',
      keyId: null,
      accountId: 'acct-web-1',
      address: '203.0.113.9',
    });
    await views.count(visitor);
    const state = await cap.peek(first);
    expect(state.used).to.equal(2);
    const refused = await views.count(visitor).then(
      () => undefined,
      (err: { status: number; headers: Record<string, string>; message: string }) => err,
    );
    expect(refused?.status).to.equal(429);
    expect(Number(refused?.headers['Retry-After'])).to.be.above(0);
    expect(refused?.message).to.contain('Your free account has opened its 2 pages for today');
  });

  it('fails closed when Redis cannot count a view: a 503 page a person can read, with Retry-After', async () => {
    const api = await startTestApi({
      stores: { redisUrl: `redis://127.0.0.1:${await freePort()}` },
      prepare: false,
    });
    try {
      const res = await fetch(`${api.url}/gaps`);
      expect(res.status).to.equal(503);
      expect(res.headers.get('retry-after')).to.equal('30');
      expect(await res.text()).to.contain('Parallax is briefly unavailable');
    } finally {
      await api.close();
    }
  });
});
