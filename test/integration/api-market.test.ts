import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import { countMarketTags, listMarketArticles, MARKET_MAX_HOURS } from '../../src/services/market';
import { presentMarketArticles } from '../../src/api/presenters/market';
import { json, startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';

const max: Caller = { tier: 'max', keyId: 'k-max', address: '127.0.0.1' };
const business: Caller = { tier: 'business', keyId: 'k-business', address: '127.0.0.1' };
const pro: Caller = { tier: 'pro', keyId: 'k-pro', address: '127.0.0.1' };

describe('market desk: GET /market/articles and /market/tags', function () {
  this.timeout(30_000);
  let api: TestApi;
  let asMax: TestApi;
  const now = Date.now();

  before(async () => {
    api = await startTestApi({ name: 'market' });
    asMax = await startTestApi({ name: 'maxmarket', tier: 'max' });
    for (const target of [api, asMax]) {
      await indexArticles(
        target.context,
        [
          {
            id: 1001,
            outlet: 'reuters',
            hoursAgo: 1,
            tickers: ['AAPL'],
            topics: ['earnings'],
            sentiment: 'positive',
            sentiment_score: 0.6,
            image_url: 'https://reuters.com/img.jpg',
          },
          { id: 1002, outlet: 'bloomberg', hoursAgo: 2, tickers: ['AAPL', 'MSFT'], topics: ['ai'] },
          { id: 1003, outlet: 'cnbc', hoursAgo: 3, topics: ['fed', 'rates'] },
          { id: 1004, outlet: 'fox-business', hoursAgo: 2, tickers: ['AAPL'] },
          { id: 1005, outlet: 'reuters', hoursAgo: 200, tickers: ['AAPL'] },
          { id: 1006, outlet: 'reuters', hoursAgo: 1 },
        ],
        now,
      );
    }
  });

  after(async () => {
    await api?.close();
    await asMax?.close();
  });

  const ids = async (input: Parameters<typeof listMarketArticles>[2]) =>
    (await listMarketArticles(api.context, max, input, now)).articles.map((a) => a.id);

  it('lists tagged articles of the last 168 hours, newest first, the id breaking ties', async () => {
    expect(await ids({})).to.deep.equal([1001, 1004, 1002, 1003]);
  });

  it('serves Business like Max', async () => {
    const page = await listMarketArticles(api.context, business, {}, now);
    expect(page.articles).to.have.length(4);
  });

  it('gives exactly the Market article fields, bias from the outlet, prefixes removed', async () => {
    const body = presentMarketArticles(await listMarketArticles(api.context, max, {}, now));
    expect(body.data[0]).to.deep.equal({
      id: 1001,
      headline: 'Fixture article 1001',
      outlet: 'Reuters',
      outlet_slug: 'reuters',
      domain: 'reuters.com',
      bias_slug: 'center',
      bias_position: 57,
      bias_label: 'Center',
      url: 'https://reuters.com/fixture/1001',
      image_url: 'https://reuters.com/img.jpg',
      published_at: new Date(now - 3_600_000).toISOString(),
      fetched_at: new Date(now - 3_600_000).toISOString(),
      sentiment: 'positive',
      sentiment_score: 0.6,
      tickers: ['AAPL'],
      topics: ['earnings'],
      tags: ['ticker:AAPL', 'topic:earnings'],
    });
    expect(body.data[1]).to.include({ bias_slug: 'lean-right', bias_label: 'Lean Right', sentiment: null });
    expect(body.data[1].image_url).to.equal(null);
    expect(body.count).to.equal(4);
    expect(body.meta).to.deep.equal({ count: 4, offset: 0, limit: 50, filtered_tags: [], hours: 168 });
  });

  it('ANDs repeated tags and echoes them in filtered_tags', async () => {
    expect(await ids({ tags: ['ticker:AAPL'] })).to.deep.equal([1001, 1004, 1002]);
    expect(await ids({ tags: ['ticker:AAPL', 'topic:earnings'] })).to.deep.equal([1001]);
    expect(await ids({ tags: ['ticker:MSFT', 'topic:fed'] })).to.deep.equal([]);
    const page = await listMarketArticles(api.context, max, { tags: ['ticker:AAPL', 'ticker:AAPL'] }, now);
    expect(page.query.tags).to.deep.equal(['ticker:AAPL']);
  });

  it('filters by exact outlet display name and widens with hours', async () => {
    expect(await ids({ outlet: 'Fox Business' })).to.deep.equal([1004]);
    expect(await ids({ hours: 300 })).to.deep.equal([1001, 1004, 1002, 1003, 1005]);
    expect(await ids({ hours: 1, tags: ['ticker:AAPL'] })).to.deep.equal([1001]); // the bound is inclusive
    expect(await ids({ hours: 2 })).to.deep.equal([1001, 1004, 1002]);
  });

  it('pages with limit and offset (limit clamped to 1-200)', async () => {
    expect(await ids({ limit: 2, offset: 1 })).to.deep.equal([1004, 1002]);
    expect(await ids({ limit: 2, offset: 4 })).to.deep.equal([]);
    const clamped = await listMarketArticles(api.context, max, { limit: 5000 }, now);
    expect(clamped.query.limit).to.equal(200);
    const low = await listMarketArticles(api.context, max, { limit: 0 }, now);
    expect(low.query.limit).to.equal(1);
    expect(low.articles.map((a) => a.id)).to.deep.equal([1001]);
    const deepest = await listMarketArticles(api.context, max, { offset: 10_000 }, now);
    expect(deepest.articles).to.deep.equal([]);
  });

  it('clamps hours beyond a century and keeps no cap below it', async () => {
    const page = await listMarketArticles(api.context, max, { hours: 10_000_000 }, now);
    expect(page.query.hours).to.equal(MARKET_MAX_HOURS);
    expect(page.articles).to.have.length(5);
  });

  it('counts tags of recent market-relevant articles, by count then tag', async () => {
    const recent = await countMarketTags(api.context, max, {}, now);
    expect(recent).to.deep.equal({
      hours: 168,
      tags: [
        { tag: 'ticker:AAPL', count: 3 },
        { tag: 'ticker:MSFT', count: 1 },
        { tag: 'topic:ai', count: 1 },
        { tag: 'topic:earnings', count: 1 },
        { tag: 'topic:fed', count: 1 },
        { tag: 'topic:rates', count: 1 },
      ],
    });
    const wide = await countMarketTags(api.context, max, { hours: 300 }, now);
    expect(wide.tags[0]).to.deep.equal({ tag: 'ticker:AAPL', count: 4 });
  });

  it("lets Elasticsearch's request cache answer a repeated /market/tags within the minute", async () => {
    const hits = async () =>
      (await api.context.es.indices.stats({ index: api.context.indices.articles, metric: 'request_cache' }))
        ._all.total?.request_cache?.hit_count ?? 0;
    const at = Math.floor(now / 60_000) * 60_000 + 10_000;
    const first = await countMarketTags(api.context, max, {}, at);
    const before = await hits();
    const second = await countMarketTags(api.context, max, {}, at + 30_000);
    expect(second).to.deep.equal(first);
    expect(await hits()).to.equal(before + 1);
  });

  it('checks numbers in the service too, for callers that bypass the HTTP schema (MCP)', async () => {
    for (const input of [{ hours: 1.5 }, { hours: 0 }, { offset: 2.5 }, { offset: -1 }]) {
      try {
        await listMarketArticles(api.context, max, input, now);
        expect.fail(`accepted ${JSON.stringify(input)}`);
      } catch (err) {
        expect((err as { code?: string }).code).to.equal('invalid_parameter');
      }
    }
    const page = await listMarketArticles(api.context, max, { limit: 2.9 }, now);
    expect(page.query.limit).to.equal(2);
  });

  it('refuses tiers below Max in the service (what MCP reuses)', async () => {
    for (const call of [
      () => listMarketArticles(api.context, pro, {}),
      () => countMarketTags(api.context, pro, {}),
    ]) {
      try {
        await call();
        expect.fail('a Pro caller was served');
      } catch (err) {
        expect((err as { code?: string }).code).to.equal('dev_tier_required');
      }
    }
  });

  it('answers 401 dev_tier_required over HTTP without a Max key, before checking parameters', async () => {
    for (const path of ['/market/articles', '/market/tags', '/market/articles?hours=abc']) {
      const res = await api.get(`/api/v2${path}`);
      expect(res.status).to.equal(401);
      expect(await json(res)).to.deep.equal({
        error: { code: 'dev_tier_required', message: 'market endpoints require tier Max', status: 401 },
      });
    }
  });

  it('serves a Max caller over HTTP with the spec envelopes', async () => {
    const articles = await json(
      await asMax.get('/api/v2/market/articles?tag=ticker:AAPL&tag=topic:earnings'),
    );
    expect(articles.count).to.equal(1);
    expect(articles.meta.filtered_tags).to.deep.equal(['ticker:AAPL', 'topic:earnings']);
    const tags = await json(await asMax.get('/api/v2/market/tags?hours=300'));
    expect(tags.count).to.equal(6);
    expect(tags.hours).to.equal(300);
    expect(tags.data[0]).to.deep.equal({ tag: 'ticker:AAPL', count: 4 });
  });

  it('answers bad parameters with 400 invalid_parameter naming them', async () => {
    const cases: [string, RegExp][] = [
      ['/market/articles?hours=0', /hours/],
      ['/market/articles?hours=-3', /hours/],
      ['/market/articles?hours=1.5', /"hours" must be an integer/],
      ['/market/articles?hours=abc', /"hours" must be a number/],
      ['/market/articles?hours=1&hours=2', /hours must be given at most once/],
      ['/market/articles?limit=ten', /limit/],
      ['/market/articles?offset=-1', /"offset" must be at least 0, not -1/],
      ['/market/articles?offset=10001', /"offset" must be at most 10000, not 10001/],
      ['/market/articles?tag=AAPL', /ticker:<SYMBOL> or topic:<NAME>/],
      ['/market/articles?tag=ticker:aapl', /upper case/],
      ['/market/articles?tag=topic:nonsense', /names no topic/],
      ['/market/articles?outlet=reuters', /display name/],
      ['/market/articles?tags=ticker:AAPL', /unknown parameter "tags"/],
      ['/market/tags?hours=x', /hours/],
      ['/market/tags?limit=5', /unknown parameter "limit"/],
      [
        `/market/articles?${Array.from({ length: 21 }, (_, i) => `tag=ticker:A${i}`).join('&')}`,
        /at most 20/,
      ],
    ];
    for (const [path, message] of cases) {
      const res = await asMax.get(`/api/v2${path}`);
      expect(res.status, path).to.equal(400);
      const body = await json(res);
      expect(body.error.code, path).to.equal('invalid_parameter');
      expect(body.error.status).to.equal(400);
      expect(body.error.message, path).to.match(message);
    }
  });

  it('accepts a display name with spaces and unicode garbage without a 500', async () => {
    const ok = await asMax.get('/api/v2/market/articles?outlet=Fox%20Business');
    expect((await json(ok)).data.map((a: { id: number }) => a.id)).to.deep.equal([1004]);
    const odd = await asMax.get(
      `/api/v2/market/articles?outlet=${encodeURIComponent('Fox ✓ Business\u0000')}`,
    );
    expect(odd.status).to.equal(400);
  });
});
