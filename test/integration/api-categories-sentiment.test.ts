import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import { listCategories } from '../../src/services/categories';
import { categorySentiment } from '../../src/services/sentiment';
import { CATEGORIES } from '../../src/spec';
import { json, startTestApi, type TestApi } from '../support/api';
import type { EventFixture } from '../support/event-fixtures';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 3_600_000;
const at = (iso: string) => new Date(iso);
const max: Caller = { tier: 'max', keyId: 'k', address: '127.0.0.1' };
const anonymous: Caller = { tier: 'anonymous', keyId: null, address: '127.0.0.1' };

/** Economy events with their source rows' sentiments; war events without source rows, one not analysed yet. */
const EVENTS: EventFixture[] = [
  {
    id: 1,
    category: 'economy',
    divergence_score: 40,
    sentiment: -0.2,
    first_seen_at: at('2026-11-24T03:00:00Z'),
    outlets: ['cnn', 'msnbc', 'reuters', 'fox-news'],
    source_sentiments: [-0.6, -0.4, 0, 0.3],
  },
  {
    id: 2,
    category: 'economy',
    divergence_score: 60,
    sentiment: 0.4,
    first_seen_at: at('2026-11-22T10:00:00Z'),
    outlets: ['breitbart', 'fox-news'],
    source_sentiments: [0.5, 0.3],
  },
  {
    id: 3,
    category: 'economy',
    divergence_score: 99,
    sentiment: 0.9,
    first_seen_at: at('2026-11-24T05:00:00Z'),
    merged_into: 1,
    outlets: ['cnn'],
    source_sentiments: [0.9],
  },
  // outside the default 7 days, still counted by /categories overall
  {
    id: 4,
    category: 'economy',
    divergence_score: 10,
    sentiment: 0.1,
    first_seen_at: at('2026-11-01T10:00:00Z'),
    outlets: [],
  },
  {
    id: 5,
    category: 'war',
    divergence_score: 80,
    sentiment: -0.7,
    first_seen_at: new Date(Date.now() - 3_600_000),
    outlets: [],
  },
  // not analysed yet: no sentiment, no source rows
  {
    id: 6,
    category: 'war',
    sentiment: null,
    first_seen_at: new Date(Date.now() - 2 * 3_600_000),
    outlets: [],
  },
];

describe('GET /sentiment/{category} and GET /categories', function () {
  this.timeout(30_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ name: 'sentiment' });
    await api.putEvents(...EVENTS);
  });

  after(async () => {
    await api?.close();
  });

  it('averages sentiment per side of the spectrum over the last 7 days, and per day', async () => {
    const s = await categorySentiment(api.context, max, { category: 'economy' }, NOW);
    expect(s.since.toISOString()).to.equal('2026-11-18T12:00:00.000Z');
    expect(s.events).to.equal(2);
    expect(s.avg_sentiment).to.equal(0.1);
    expect(s.sides).to.deep.equal({
      left: { avg_sentiment: -0.5, sources: 2 },
      center: { avg_sentiment: 0, sources: 1 },
      right: { avg_sentiment: 0.367, sources: 3 },
    });
    expect(s.points).to.have.length(8);
    expect(s.points[4]).to.deep.equal({
      t: '2026-11-22T00:00:00.000Z',
      n: 1,
      avg_sentiment: 0.4,
      left: null,
      center: null,
      right: 0.4,
    });
    expect(s.points[6]).to.deep.equal({
      t: '2026-11-24T00:00:00.000Z',
      n: 1,
      avg_sentiment: -0.2,
      left: -0.5,
      center: 0,
      right: 0.3,
    });
    expect(s.points[0]).to.deep.equal({
      t: '2026-11-18T00:00:00.000Z',
      n: 0,
      avg_sentiment: null,
      left: null,
      center: null,
      right: null,
    });
  });

  it('takes since/until within the caller window (90 days at most)', async () => {
    const wide = await categorySentiment(
      api.context,
      max,
      { category: 'economy', since: at('2026-10-30T00:00:00Z') },
      NOW,
    );
    expect(wide.events).to.equal(3);
    try {
      await categorySentiment(
        api.context,
        anonymous,
        { category: 'economy', since: new Date(NOW - 30 * DAY_MS) },
        NOW,
      );
      expect.fail('an anonymous caller read past the public window');
    } catch (err) {
      expect((err as { code: string }).code).to.equal('archive_token_required');
    }
  });

  it('over HTTP: the payload, and 400 for an unknown category or bad parameters', async () => {
    const res = await api.get('/api/v2/sentiment/war');
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(Object.keys(data)).to.deep.equal([
      'category',
      'since',
      'until',
      'events',
      'avg_sentiment',
      'sides',
      'points',
    ]);
    expect(data).to.include({ category: 'war', events: 2, avg_sentiment: -0.7 });
    expect(data.sides.left).to.deep.equal({ avg_sentiment: null, sources: 0 });
    for (const [path, message] of [
      ['/sentiment/sports', /category "sports" must be one of war, economy/],
      ['/sentiment/war?since=last-week', /"since" must be an ISO 8601 timestamp/],
      ['/sentiment/war?interval=day', /unknown parameter "interval"/],
      ['/sentiment/war?since=2026-01-01&since=2026-01-02', /"?since"? must be given at most once/],
    ] as const) {
      const bad = await api.get(`/api/v2${path}`);
      expect(bad.status, path).to.equal(400);
      const body = await json(bad);
      expect(body.error.code).to.equal('invalid_parameter');
      expect(body.error.message, path).to.match(message);
    }
  });

  it('/categories: the six categories with live event counts and mean divergence, all time and 7 days', async () => {
    const categories = await listCategories(api.context, NOW);
    expect(categories.map((c) => c.category)).to.deep.equal([...CATEGORIES]);
    expect(categories.find((c) => c.category === 'economy')).to.deep.equal({
      category: 'economy',
      event_count: 3,
      avg_divergence: 36.7,
      event_count_7d: 2,
      avg_divergence_7d: 50,
    });
    expect(categories.find((c) => c.category === 'health')).to.deep.equal({
      category: 'health',
      event_count: 0,
      avg_divergence: null,
      event_count_7d: 0,
      avg_divergence_7d: null,
    });
    const res = await api.get('/api/v2/categories');
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data).to.have.length(6);
    expect(data.find((c: any) => c.category === 'war')).to.deep.equal({
      category: 'war',
      event_count: 2,
      avg_divergence: 80,
      event_count_7d: 2,
      avg_divergence_7d: 80,
    });
    const bad = await api.get('/api/v2/categories?limit=3');
    expect(bad.status).to.equal(400);
  });
});
