import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import { listEvents } from '../../src/services/events';
import { json, startTestApi, type TestApi } from '../support/api';
import { EVENT_LIST_ITEM_FIELDS, SOURCE_ROW_FIELDS } from '../support/event-list-fields';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A divergence analysis as the event builder stores it (docs/divergence.md, method version 1). */
const STORED_DIVERGENCE = {
  framing: 0.5,
  sentiment: 0.25,
  headline: 0.2,
  facts: 0.1,
  omission: 0,
  coverage: 0.3,
  method_version: 1,
  basis: 'both_sides',
  confidence: 0.5,
  drivers: {
    framing: ['cnn', 'fox-news'],
    sentiment: ['cnn', 'fox-news'],
    headline: [],
    facts: [],
    omission: [],
    coverage: [],
  },
  history: [{ t: '2026-11-24T08:00:00.000Z', score: 55, method_version: 1 }],
};
const ids = (body: { data: { id: number }[] }) => body.data.map((e) => e.id);

describe('GET /events and GET /events/{id}', function () {
  this.timeout(30_000);
  let api: TestApi;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  before(async () => {
    api = await startTestApi({ name: 'api-events' });
    await api.putEvents(
      {
        id: 1,
        category: 'war',
        divergence_score: 90,
        outlets: ['cnn', 'reuters', 'fox-news', 'npr'],
        first_seen_at: ago(3 * HOUR),
        updated_at: ago(2 * HOUR),
        sentiment: -0.6,
        market_score: 5,
        framing: 'security',
      },
      {
        id: 2,
        category: 'economy',
        divergence_score: 40,
        outlets: ['bloomberg', 'wall-street-journal'],
        first_seen_at: ago(2 * DAY),
        updated_at: ago(10 * 60_000),
        sentiment: 0.4,
        market_score: 80,
        framing: 'economic',
      },
      {
        id: 3,
        category: 'politics',
        divergence_score: 70,
        outlets: ['vox', 'slate', 'msnbc', 'fox-news', 'breitbart'],
        first_seen_at: ago(5 * DAY),
        updated_at: ago(4 * DAY),
        sentiment: 0,
        market_score: 20,
        framing: ['political', 'political', 'legal', 'political', 'morality'],
      },
      {
        id: 4,
        category: 'war',
        divergence_score: 70,
        outlets: ['reuters'],
        first_seen_at: ago(6 * HOUR),
        updated_at: ago(5 * HOUR),
        sentiment: null,
        market_score: 0,
      },
      // Older than the anonymous 7-day lookback: never listed or shown to an anonymous caller.
      {
        id: 5,
        category: 'war',
        divergence_score: 99,
        outlets: ['cnn'],
        first_seen_at: ago(9 * DAY),
        updated_at: ago(8 * DAY),
      },
      // A tombstone: merged into event 1.
      {
        id: 6,
        category: 'war',
        divergence_score: 100,
        outlets: ['cnn'],
        first_seen_at: ago(HOUR),
        merged_into: 1,
      },
    );
  });
  after(() => api.close());

  const list = async (query: string) => {
    const res = await api.get(`/api/v2/events${query}`);
    expect(res.status, await res.clone().text()).to.equal(200);
    return json(res);
  };
  const rejected = async (path: string, status = 400, code = 'invalid_parameter') => {
    const res = await api.get(path);
    const body = await json(res);
    expect(res.status, `${path}: ${JSON.stringify(body)}`).to.equal(status);
    expect(body.error).to.include({ code, status });
    expect(body.error.message).to.be.a('string').with.length.above(0);
    return body.error.message as string;
  };

  it('lists live events by divergence with exactly the spec fields, never a tombstone or an event past the lookback', async () => {
    const body = await list('');
    expect(ids(body)).to.deep.equal([1, 4, 3, 2]);
    for (const item of body.data) expect(Object.keys(item)).to.deep.equal(EVENT_LIST_ITEM_FIELDS);
    expect(body.meta).to.deep.equal({ count: 4, has_more: false, next_cursor: null });
    const first = body.data[0];
    expect(first).to.include({
      title: 'Event number 1',
      category: 'war',
      divergence_score: 90,
      article_count: 5,
    });
    expect(first.time_ago).to.equal('3 hours ago');
    expect(first.reported_at).to.equal(ago(3 * HOUR).toISOString());
  });

  it('sorts by recent (latest coverage first) and covered (most covering outlets first), ties by id', async () => {
    expect(ids(await list('?sort=recent'))).to.deep.equal([2, 1, 4, 3]);
    expect(ids(await list('?sort=covered'))).to.deep.equal([3, 1, 2, 4]);
    expect(ids(await list('?sort=divergence'))).to.deep.equal([1, 4, 3, 2]);
  });

  it('filters by category, divergence, outlet (any of several), framing, sentiment, time and market score', async () => {
    expect(ids(await list('?category=war'))).to.deep.equal([1, 4]);
    expect(ids(await list('?min_divergence=70'))).to.deep.equal([1, 4, 3]);
    expect(ids(await list('?max_divergence=70'))).to.deep.equal([4, 3, 2]);
    expect(ids(await list('?min_divergence=70&max_divergence=70'))).to.deep.equal([4, 3]);
    expect(ids(await list('?outlet=fox-news'))).to.deep.equal([1, 3]);
    expect(ids(await list('?outlet=bloomberg&outlet=npr'))).to.deep.equal([1, 2]);
    expect(ids(await list('?framing=political'))).to.deep.equal([3]);
    expect(ids(await list('?framing=legal'))).to.deep.equal([3]);
    expect(ids(await list('?min_sentiment=0'))).to.deep.equal([3, 2]);
    expect(ids(await list('?max_sentiment=-0.5'))).to.deep.equal([1]);
    expect(ids(await list('?min_sentiment=-1&max_sentiment=1'))).to.deep.equal([1, 3, 2]);
    expect(ids(await list(`?since=${ago(DAY).toISOString()}`))).to.deep.equal([1, 4]);
    expect(ids(await list(`?until=${encodeURIComponent(ago(DAY).toISOString())}`))).to.deep.equal([3, 2]);
    expect(
      ids(await list(`?since=${ago(3 * DAY).toISOString()}&until=${ago(HOUR).toISOString()}`)),
    ).to.deep.equal([1, 4, 2]);
    expect(ids(await list('?min_market_score=20'))).to.deep.equal([3, 2]);
    expect(ids(await list('?min_market_score=0&category=war&sort=recent'))).to.deep.equal([1, 4]);
  });

  it('embeds sources and facts on request', async () => {
    await api.withEvents(
      [
        {
          id: 7,
          divergence_score: 1,
          outlets: ['cnn', 'fox-news'],
          facts: [
            { status: 'disputed', text: 'Claim', source_attribution: 'Officials', agreeing: 1, covering: 2 },
          ],
        },
      ],
      async () => {
        const both = await list('?embed=sources,facts&min_divergence=1&max_divergence=1');
        expect(Object.keys(both.data[0])).to.deep.equal([...EVENT_LIST_ITEM_FIELDS, 'sources', 'facts']);
        expect(both.data[0].facts).to.deep.equal([
          { status: 'disputed', text: 'Claim', source_attribution: 'Officials', count: '1/2' },
        ]);
        expect(both.data[0].sources.map((s: { outlet_slug: string }) => s.outlet_slug)).to.deep.equal([
          'cnn',
          'fox-news',
        ]);
        expect(Object.keys(both.data[0].sources[0])).to.deep.equal(SOURCE_ROW_FIELDS);
        const sources = await list('?embed=sources&max_divergence=1');
        expect(Object.keys(sources.data[0])).to.deep.equal([...EVENT_LIST_ITEM_FIELDS, 'sources']);
        const spaced = await list('?embed=facts,%20facts&max_divergence=1');
        expect(Object.keys(spaced.data[0])).to.deep.equal([...EVENT_LIST_ITEM_FIELDS, 'facts']);
      },
    );
  });

  it('lists an event the analysis has not scored yet last by divergence, showing 0, and pages past it', async () => {
    await api.withEvents(
      [
        { id: 9, outlets: ['cnn'], first_seen_at: ago(HOUR) },
        { id: 10, outlets: ['cnn'], first_seen_at: ago(HOUR) },
      ],
      async () => {
        expect(ids(await list(''))).to.deep.equal([1, 4, 3, 2, 9, 10]);
        const seen: number[] = [];
        let cursor = '';
        do {
          const body = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
          seen.push(...ids(body));
          cursor = body.meta.next_cursor;
        } while (cursor);
        expect(seen).to.deep.equal([1, 4, 3, 2, 9, 10]);
        expect((await list('?sort=recent&limit=1')).data[0]).to.include({ id: 10, divergence_score: 0 });
      },
    );
  });

  it('clamps limit to 1-100 and refuses a limit that is not an integer', async () => {
    const one = await list('?limit=0');
    expect(one.meta.count).to.equal(1);
    expect(one.meta.has_more).to.equal(true);
    expect((await list('?limit=-5')).meta.count).to.equal(1);
    expect((await list('?limit=1000')).meta.count).to.equal(4);
    expect(await rejected('/api/v2/events?limit=ten')).to.include('limit');
    expect(await rejected('/api/v2/events?limit=2.5')).to.include('limit');
  });

  it('answers bad parameters with 400 invalid_parameter naming the parameter', async () => {
    const cases: [string, string][] = [
      ['category=sports', 'category'],
      ['sort=popular', 'sort'],
      ['framing=spin', 'framing'],
      ['embed=comments', 'embed'],
      ['embed=', 'embed'],
      ['min_divergence=101', 'min_divergence'],
      ['max_divergence=-1', 'max_divergence'],
      ['min_divergence=5.5', 'min_divergence'],
      ['min_sentiment=-1.5', 'min_sentiment'],
      ['max_sentiment=2', 'max_sentiment'],
      ['min_market_score=101', 'min_market_score'],
      ['min_market_score=abc', 'min_market_score'],
      ['since=yesterday', 'since'],
      ['until=2026-13-45', 'until'],
      ['since=1700000000000', 'since'],
      [`since=${ago(HOUR).toISOString()}&until=${ago(2 * HOUR).toISOString()}`, 'since'],
      ['min_divergence=60&max_divergence=50', 'min_divergence'],
      ['min_sentiment=0.5&max_sentiment=0', 'min_sentiment'],
      ['category=war&category=ai', 'category'],
      ['limit=5&limit=6', 'limit'],
      ['sort=recent&sort=covered', 'sort'],
      ['outlet=not-an-outlet', 'not-an-outlet'],
      ['outlet=cnn&outlet=nope', 'nope'],
      ['catgory=war', 'catgory'],
      ['outlet[]=cnn', 'outlet[]'],
    ];
    for (const [query, name] of cases) {
      expect(await rejected(`/api/v2/events?${query}`), query).to.include(name);
    }
  });

  it('shows one event with sources, facts and the stored divergence analysis; embed is ignored', async () => {
    await api.withEvents(
      [
        {
          id: 8,
          divergence_score: 55,
          outlets: ['cnn', 'fox-news'],
          facts: [
            {
              status: 'confirmed',
              text: 'It happened',
              source_attribution: 'Police',
              agreeing: 2,
              covering: 2,
            },
          ],
          divergence: STORED_DIVERGENCE,
        },
      ],
      async () => {
        const res = await api.get('/api/v2/events/8?embed=sources');
        expect(res.status).to.equal(200);
        const { data } = await json(res);
        expect(Object.keys(data)).to.deep.equal([
          ...EVENT_LIST_ITEM_FIELDS,
          'sources',
          'facts',
          'divergence',
          'feedback',
        ]);
        expect(data.facts).to.deep.equal([
          { status: 'confirmed', text: 'It happened', source_attribution: 'Police', count: '2/2' },
        ]);
        expect(data.sources).to.have.length(2);
        expect(data.divergence).to.deep.equal(STORED_DIVERGENCE);
        const plain = await json(await api.get('/api/v2/events/4'));
        expect(Object.keys(plain.data)).to.deep.equal([
          ...EVENT_LIST_ITEM_FIELDS,
          'sources',
          'facts',
          'feedback',
        ]);
        expect(plain.data.facts).to.deep.equal([]);
      },
    );
  });

  it('answers a bad, unknown, merged-away or too old event id as decided', async () => {
    for (const bad of ['abc', '1.5', '-1', '1e3', '99999999999999999']) {
      expect(await rejected(`/api/v2/events/${bad}`), bad).to.include('event id');
    }
    expect(await rejected('/api/v2/events/424242', 404, 'not_found')).to.include('424242');
    const merged = await api.get('/api/v2/events/6');
    expect(merged.status).to.equal(301);
    expect(merged.headers.get('location')).to.equal('/api/v2/events/1');
    expect((await json(merged)).error).to.include({ code: 'event_merged', status: 301 });
    expect(await rejected('/api/v2/events/5', 401, 'archive_token_required')).to.include('7-day');
    expect(await rejected('/api/v2/events/1?fields=title')).to.include('fields');
  });

  it('keeps lists inside the lookback: an older since or until is 401, within an hour of its start it is clamped', async () => {
    const message = await rejected(
      `/api/v2/events?since=${ago(8 * DAY).toISOString()}`,
      401,
      'archive_token_required',
    );
    expect(message).to.include('since');
    await rejected(`/api/v2/events?until=${ago(10 * DAY).toISOString()}`, 401, 'archive_token_required');
    const clamped = await list(`?since=${ago(7 * DAY + 30 * 60_000).toISOString()}`);
    expect(ids(clamped)).to.deep.equal([1, 4, 3, 2]);
  });

  it('gives a full-archive tier the older events (service level, the same code path)', async () => {
    const max: Caller = { tier: 'max', keyId: 'k', address: '127.0.0.1' };
    const page = await listEvents(api.context, { sort: 'divergence', category: 'war' }, max, { limit: 10 });
    expect(page.items.map((e) => e.id)).to.deep.equal([5, 1, 4]);
    const pro: Caller = { tier: 'pro', keyId: 'k', address: '127.0.0.1' };
    const proPage = await listEvents(api.context, { sort: 'divergence', since: ago(20 * DAY) }, pro, {
      limit: 10,
    });
    expect(proPage.items.map((e) => e.id)).to.deep.equal([5, 1, 4, 3, 2]);
  });
});
