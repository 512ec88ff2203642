import { expect } from 'chai';
import { json, startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';

const HOUR_MS = 3_600_000;

describe('GET /articles', function () {
  this.timeout(30_000);
  let api: TestApi;
  let asMax: TestApi;
  const now = Date.now();
  const ids = (body: any) => body.data.map((a: { id: number }) => a.id);

  before(async () => {
    api = await startTestApi({ name: 'articles' });
    asMax = await startTestApi({ name: 'maxarticles', tier: 'max' });
    for (const target of [api, asMax]) {
      await indexArticles(
        target.context,
        [
          { id: 1, outlet: 'reuters', hoursAgo: 1, tickers: ['AAPL'], topics: ['earnings'], event_id: 500 },
          { id: 2, outlet: 'cnn', hoursAgo: 2, event_id: 500 },
          { id: 3, outlet: 'fox-news', hoursAgo: 2, tickers: ['AAPL'] },
          { id: 4, outlet: 'reuters', hoursAgo: 30 },
          { id: 5, outlet: 'reuters', hoursAgo: 24 * 20, event_id: 501 },
        ],
        now,
      );
    }
  });

  after(async () => {
    await api?.close();
    await asMax?.close();
  });

  it('lists articles newest first (id breaking ties), clustered or not, with the decided fields', async () => {
    const res = await api.get('/api/v2/articles');
    expect(res.status).to.equal(200);
    const body = await json(res);
    // without a key the 7-day lookback applies: article 5 (20 days old) is not listed
    expect(ids(body)).to.deep.equal([1, 3, 2, 4]);
    expect(body.meta).to.deep.equal({ count: 4, has_more: false, next_cursor: null });
    expect(res.headers.get('link')).to.equal(null);
    expect(body.data[0]).to.deep.equal({
      id: 1,
      headline: 'Fixture article 1',
      summary: 'Summary of fixture article 1.',
      outlet: 'Reuters',
      outlet_slug: 'reuters',
      domain: 'reuters.com',
      bias: 'center',
      bias_position: 57,
      url: 'https://reuters.com/fixture/1',
      image_url: null,
      published_at: new Date(now - HOUR_MS).toISOString(),
      fetched_at: new Date(now - HOUR_MS).toISOString(),
      event_id: 500,
      tags: ['ticker:AAPL', 'topic:earnings'],
    });
    expect(body.data[1].event_id).to.equal(null);
  });

  it('filters by outlet slugs (any), tags (all), event and published time', async () => {
    const get = async (q: string) => ids(await json(await api.get(`/api/v2/articles?${q}`)));
    expect(await get('outlet=reuters')).to.deep.equal([1, 4]);
    expect(await get('outlet=reuters&outlet=cnn')).to.deep.equal([1, 2, 4]);
    expect(await get('tag=ticker:AAPL')).to.deep.equal([1, 3]);
    expect(await get('tag=ticker:AAPL&tag=topic:earnings')).to.deep.equal([1]);
    expect(await get('event_id=500')).to.deep.equal([1, 2]);
    const since = new Date(now - 2 * HOUR_MS).toISOString();
    expect(await get(`since=${since}`)).to.deep.equal([1, 3, 2]);
    expect(await get(`until=${since}`)).to.deep.equal([3, 2, 4]);
  });

  it('pages with cursors: Link header, no duplicate or skip while articles arrive, bound to its query', async () => {
    const first = await api.get('/api/v2/articles?limit=2&outlet=reuters&outlet=cnn&outlet=fox-news');
    const firstBody = await json(first);
    expect(ids(firstBody)).to.deep.equal([1, 3]);
    expect(firstBody.meta.has_more).to.equal(true);
    const cursor = firstBody.meta.next_cursor;
    expect(cursor).to.be.a('string');
    const link = first.headers.get('link');
    expect(link).to.match(/^<\/api\/v2\/articles\?.*cursor=.*limit=2>; rel="next"$/);
    // a newer article and one that sorts between the pages arrive during the walk: neither joins it
    await indexArticles(api.context, [
      { id: 90, outlet: 'cnn', hoursAgo: 0 },
      { id: 91, outlet: 'cnn', hoursAgo: 1.5 },
    ]);
    const next = await api.get(link!.slice(1, link!.indexOf('>')));
    const nextBody = await json(next);
    expect(ids(nextBody)).to.deep.equal([2, 4]);
    expect(nextBody.meta).to.deep.equal({ count: 2, has_more: false, next_cursor: null });
    const foreign = await api.get(
      `/api/v2/articles?limit=2&outlet=reuters&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(foreign.status).to.equal(400);
    expect((await json(foreign)).error.code).to.equal('invalid_cursor');
    const tampered = await api.get(
      `/api/v2/articles?cursor=${encodeURIComponent(cursor.slice(0, -2) + 'xx')}`,
    );
    expect(tampered.status).to.equal(400);
    const fresh = await json(await api.get('/api/v2/articles?outlet=cnn'));
    expect(ids(fresh)).to.deep.equal([90, 91, 2]);
    for (const id of ['90', '91']) {
      await api.context.es.delete({ index: api.context.indices.articles, id, refresh: true });
    }
    const clamped = await json(await api.get('/api/v2/articles?limit=1000'));
    expect(clamped.meta.count).to.equal(4);
  });

  it('keeps each tier inside its lookback: 401 for an older since, the full archive on Max', async () => {
    const old = new Date(now - 21 * 24 * HOUR_MS).toISOString();
    const res = await api.get(`/api/v2/articles?since=${old}`);
    expect(res.status).to.equal(401);
    expect((await json(res)).error.code).to.equal('archive_token_required');
    const archive = await json(await asMax.get(`/api/v2/articles?since=${old}`));
    expect(ids(archive)).to.deep.equal([1, 3, 2, 4, 5]);
    expect(ids(await json(await asMax.get('/api/v2/articles?event_id=501')))).to.deep.equal([5]);
  });

  it('answers bad input with 400 invalid_parameter naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['outlet=Reuters', /outlet "Reuters" is not the slug of a tracked outlet/],
      ['tag=aapl', /ticker:<SYMBOL> or topic:<NAME>/],
      ['event_id=abc', /"event_id" must be a number/],
      ['event_id=0', /"event_id" must be at least 1, not 0/],
      ['since=tomorrow', /"since" must be an ISO 8601 timestamp/],
      ['since=2026-11-25T10:00:00Z&until=2026-11-24T10:00:00Z', /since must not be greater than until/],
      ['offset=5', /unknown parameter "offset"/],
      ['limit=1.5', /"limit" must be an integer/],
      ['event_id=1&event_id=2', /event_id must be given at most once/],
    ];
    for (const [query, message] of cases) {
      const res = await asMax.get(`/api/v2/articles?${query}`);
      expect(res.status, query).to.equal(400);
      const body = await json(res);
      expect(body.error.code, query).to.equal('invalid_parameter');
      expect(body.error.message, query).to.match(message);
    }
  });
});
