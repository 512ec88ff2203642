import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import { listEvents } from '../../src/services/events';
import { TOP_DIVERGENCE_WINDOW_MS } from '../../src/spec';
import { json, startTestApi, type TestApi } from '../support/api';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LEFT = ['vox', 'slate', 'msnbc', 'huffpost'];
const RIGHT = ['breitbart', 'daily-wire', 'townhall', 'newsmax'];

describe('divergence shortcuts and outlet events', function () {
  this.timeout(30_000);
  let api: TestApi;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  before(async () => {
    api = await startTestApi({ name: 'api-divergence' });
    await api.putEvents(
      {
        id: 301,
        category: 'war',
        divergence_score: 80,
        outlets: ['cnn', 'fox-news'],
        first_seen_at: ago(2 * DAY),
      },
      { id: 302, category: 'war', divergence_score: 95, outlets: ['reuters'], first_seen_at: ago(6 * DAY) },
      {
        id: 303,
        category: 'ai',
        divergence_score: 99,
        outlets: ['axios', 'fox-news'],
        first_seen_at: ago(HOUR),
      },
      {
        id: 304,
        category: 'war',
        divergence_score: 100,
        outlets: ['cnn'],
        first_seen_at: ago(HOUR),
        merged_into: 301,
      },
      // Gaps (SPEC §4 Gap rules): the stored gap is derived from the outlets unless given.
      {
        id: 401,
        category: 'politics',
        divergence_score: 50,
        outlets: LEFT.slice(0, 3),
        first_seen_at: ago(3 * HOUR),
        updated_at: ago(HOUR),
      },
      {
        id: 402,
        category: 'economy',
        divergence_score: 60,
        outlets: RIGHT,
        first_seen_at: ago(5 * HOUR),
        updated_at: ago(2 * HOUR),
      },
      {
        id: 403,
        category: 'war',
        divergence_score: 40,
        outlets: [...LEFT, 'reuters'],
        first_seen_at: ago(3 * DAY),
        updated_at: ago(3 * DAY - HOUR),
      },
      { id: 404, category: 'politics', divergence_score: 30, outlets: LEFT.slice(0, 2) },
      { id: 405, category: 'politics', divergence_score: 30, outlets: [...LEFT.slice(0, 3), 'fox-news'] },
      {
        id: 406,
        outlets: LEFT.slice(0, 2),
        gap: { covered_by: 'left', ignored_by: 'right', covered_count: 2, ignored_count: 0 },
      },
      {
        id: 407,
        outlets: LEFT,
        gap: { covered_by: 'left', ignored_by: 'right', covered_count: 4, ignored_count: 1 },
      },
      { id: 408, outlets: RIGHT, first_seen_at: ago(HOUR), merged_into: 402 },
    );
  });
  after(() => api.close());

  const get = async (path: string) => {
    const res = await api.get(path);
    const body = await json(res);
    expect(res.status, `${path}: ${JSON.stringify(body)}`).to.equal(200);
    const ids: number[] = Array.isArray(body.data) ? body.data.map((e: { id: number }) => e.id) : [];
    return { res, body, ids };
  };
  const rejected = async (path: string, status = 400, code = 'invalid_parameter') => {
    const res = await api.get(path);
    const body = await json(res);
    expect(res.status, path).to.equal(status);
    expect(body.error).to.include({ code, status });
    return body.error.message as string;
  };

  describe('GET /divergence/top', () => {
    it('lists the last 7 days by divergence with sources embedded', async () => {
      const { body, ids } = await get('/api/v2/divergence/top');
      expect(ids.slice(0, 4)).to.deep.equal([303, 302, 301, 402]);
      expect(ids).not.to.include(304);
      expect(body.data[0].sources.map((s: { outlet_slug: string }) => s.outlet_slug)).to.deep.equal([
        'axios',
        'fox-news',
      ]);
      expect(Object.keys(body.data[0]).at(-1)).to.equal('sources');
    });

    it('keeps to 7 days even for a full-archive tier', async () => {
      await api.withEvents([{ id: 309, divergence_score: 100, first_seen_at: ago(8 * DAY) }], async () => {
        const max: Caller = { tier: 'max', keyId: 'k', address: '127.0.0.1' };
        const page = await listEvents(
          api.context,
          { sort: 'divergence', windowMs: TOP_DIVERGENCE_WINDOW_MS },
          max,
          { limit: 3 },
        );
        expect(page.items.map((e) => e.id)).to.deep.equal([303, 302, 301]);
        const all = await listEvents(api.context, { sort: 'divergence' }, max, { limit: 1 });
        expect(all.items.map((e) => e.id)).to.deep.equal([309]);
      });
    });

    it('accepts limit and cursor and nothing else', async () => {
      const first = await get('/api/v2/divergence/top?limit=2');
      expect(first.ids).to.deep.equal([303, 302]);
      const second = await get(`/api/v2/divergence/top?limit=2&cursor=${first.body.meta.next_cursor}`);
      expect(second.ids).to.deep.equal([301, 402]);
      expect(first.res.headers.get('link')).to.match(
        /^<\/api\/v2\/divergence\/top\?cursor=[^&]+&limit=2>; rel="next"$/,
      );
      expect(await rejected('/api/v2/divergence/top?category=war')).to.include('category');
      expect(await rejected('/api/v2/divergence/top?limit=1&limit=2')).to.include('limit');
    });
  });

  describe('GET /divergence/{category}', () => {
    it('lists one category by divergence', async () => {
      expect((await get('/api/v2/divergence/war')).ids).to.deep.equal([302, 301, 403]);
      expect((await get('/api/v2/divergence/ai')).ids).to.deep.equal([303]);
      expect((await get('/api/v2/divergence/health')).ids).to.deep.equal([]);
      expect((await get('/api/v2/divergence/war?limit=1')).body.meta.has_more).to.equal(true);
    });

    it('answers 400 for an unknown category and for other parameters', async () => {
      expect(await rejected('/api/v2/divergence/sports')).to.include('category must be one of war, economy');
      expect(await rejected('/api/v2/divergence/WAR')).to.include('"WAR"');
      expect(await rejected('/api/v2/divergence/war?sort=recent')).to.include('sort');
    });

    it('leaves /divergence/timeseries to its own route', async () => {
      const res = await api.get('/api/v2/divergence/timeseries');
      expect(res.status).to.equal(200);
      expect((await json(res)).data).to.have.property('interval', 'day');
    });
  });

  describe('GET /divergence/gaps', () => {
    it('lists events one side covered (3+ outlets) and the other ignored, latest first, as Gap entries', async () => {
      const { body, ids } = await get('/api/v2/divergence/gaps');
      expect(ids).to.deep.equal([401, 402, 403]);
      expect(body.data[0]).to.deep.equal({
        id: 401,
        title: 'Event number 401',
        category: 'politics',
        divergence_score: 50,
        article_count: 4,
        time_ago: '3 hours ago',
        updated_at: ago(HOUR).toISOString(),
        // First seen 3 hours ago: younger than GAP_PROVISIONAL_HOURS, so the other side may still report it.
        gap: {
          covered_by: 'left',
          ignored_by: 'right',
          covered_count: 3,
          ignored_count: 0,
          provisional: true,
        },
      });
      expect(body.data[1].gap).to.deep.include({
        covered_by: 'right',
        ignored_by: 'left',
        covered_count: 4,
        ignored_count: 0,
      });
      expect(body.meta).to.deep.equal({ count: 3, has_more: false, next_cursor: null });
    });

    it('filters by side (the covering side), category and first-seen time', async () => {
      expect((await get('/api/v2/divergence/gaps?side=left')).ids).to.deep.equal([401, 403]);
      expect((await get('/api/v2/divergence/gaps?side=right')).ids).to.deep.equal([402]);
      expect((await get('/api/v2/divergence/gaps?category=war')).ids).to.deep.equal([403]);
      expect((await get('/api/v2/divergence/gaps?category=health')).ids).to.deep.equal([]);
      expect((await get(`/api/v2/divergence/gaps?since=${ago(DAY).toISOString()}`)).ids).to.deep.equal([
        401, 402,
      ]);
      expect((await get(`/api/v2/divergence/gaps?until=${ago(4 * HOUR).toISOString()}`)).ids).to.deep.equal([
        402, 403,
      ]);
    });

    it('pages with cursors', async () => {
      const first = await get('/api/v2/divergence/gaps?limit=2&side=left');
      expect(first.ids).to.deep.equal([401, 403]);
      expect(first.body.meta.has_more).to.equal(false);
      const one = await get('/api/v2/divergence/gaps?limit=1');
      const next = one.res.headers.get('link')!;
      const rest = await get(next.slice(1, next.indexOf('>')));
      expect(rest.ids).to.deep.equal([402]);
    });

    it('answers bad parameters with 400', async () => {
      for (const [query, name] of [
        ['side=center', 'side'],
        ['side=left&side=right', 'side'],
        ['category=sports', 'category'],
        ['since=soon', 'since'],
        [`since=${ago(HOUR).toISOString()}&until=${ago(DAY).toISOString()}`, 'since'],
        ['sort=recent', 'sort'],
      ]) {
        expect(await rejected(`/api/v2/divergence/gaps?${query}`), query).to.include(name);
      }
      await rejected(
        `/api/v2/divergence/gaps?since=${ago(30 * DAY).toISOString()}`,
        401,
        'archive_token_required',
      );
    });
  });

  describe('GET /outlets/{slug}/events', () => {
    it('lists the events the outlet covered, latest first, each with a source row from it', async () => {
      const { ids } = await get('/api/v2/outlets/fox-news/events');
      expect(ids).to.deep.equal([303, 405, 301]);
      for (const id of ids) {
        const { body } = await get(`/api/v2/events/${id}`);
        expect(body.data.sources.map((s: { outlet_slug: string }) => s.outlet_slug)).to.include('fox-news');
      }
      expect((await get('/api/v2/outlets/reuters/events')).ids).to.deep.equal([403, 302]);
      expect((await get('/api/v2/outlets/the-blaze/events')).ids).to.deep.equal([]);
    });

    it('bounds first-seen time and pages with cursors', async () => {
      expect(
        (await get(`/api/v2/outlets/fox-news/events?since=${ago(DAY).toISOString()}`)).ids,
      ).to.deep.equal([303, 405]);
      expect(
        (await get(`/api/v2/outlets/fox-news/events?until=${ago(DAY).toISOString()}`)).ids,
      ).to.deep.equal([301]);
      const first = await get('/api/v2/outlets/fox-news/events?limit=2');
      expect(first.ids).to.deep.equal([303, 405]);
      const second = await get(
        `/api/v2/outlets/fox-news/events?limit=2&cursor=${first.body.meta.next_cursor}`,
      );
      expect(second.ids).to.deep.equal([301]);
      expect(second.body.meta.next_cursor).to.equal(null);
    });

    it('answers 404 for an unknown slug and 400 for bad parameters', async () => {
      expect(await rejected('/api/v2/outlets/nowhere-news/events', 404, 'not_found')).to.include(
        'nowhere-news',
      );
      expect(await rejected('/api/v2/outlets/cnn/events?since=later')).to.include('since');
      expect(await rejected('/api/v2/outlets/cnn/events?category=war')).to.include('category');
      const foreign = await get('/api/v2/outlets/cnn/events?limit=1');
      const res = await api.get(`/api/v2/outlets/fox-news/events?cursor=${foreign.body.meta.next_cursor}`);
      expect((await json(res)).error.code).to.equal('invalid_cursor');
    });
  });
});
