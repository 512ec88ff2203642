import { expect } from 'chai';
import { anonymousCaller } from '../../src/access/caller';
import { listEvents } from '../../src/services/events';
import { decodeCursor, encodeCursor, queryKey } from '../../src/services/pagination/cursor';
import { cursorSecret } from '../../src/services/pagination/secret';
import { apiReadClient } from '../../src/services/read-options';
import { CURSOR_TTL_MS, type EventSort } from '../../src/spec';
import { json, startTestApi, type TestApi, UNCAPPED_ANONYMOUS } from '../support/api';
import { startApiProcess } from '../support/api-processes';
import { PIT_NODES_MISSING, PIT_SHARD_UNAVAILABLE, pitSearchesOnLostNode } from '../fixtures/es-node-loss';
import type { EventFixture } from '../support/event-fixtures';

const HOUR = 60 * 60 * 1000;
const OUTLET_POOL = ['cnn', 'reuters', 'fox-news', 'npr', 'vox', 'breitbart', 'bloomberg', 'axios', 'slate'];

/** A small deterministic generator, so a failing walk can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function fixtures(count: number, firstId: number, rand: () => number, now: number): EventFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const first = now - Math.floor(rand() * 100) * HOUR;
    return {
      id: firstId + i,
      title: `Harbour storm report ${i}`,
      summary: `Storm damage in the harbour, part ${i}.`,
      // Few distinct values, so every sort has many ties for the id to break.
      divergence_score: Math.floor(rand() * 5) * 20,
      outlets: OUTLET_POOL.slice(0, 1 + Math.floor(rand() * 4)),
      first_seen_at: new Date(first),
      updated_at: new Date(first + Math.floor(rand() * 3) * HOUR),
    };
  });
}

interface Walk {
  ids: number[];
  pages: number;
}

describe('cursor pagination', function () {
  this.timeout(60_000);
  let api: TestApi;
  const now = Date.now();
  const originals = fixtures(60, 1000, random(7), now);

  before(async () => {
    api = await startTestApi({ name: 'api-pages' });
  });
  beforeEach(async () => {
    await api.clearEvents();
    await api.putEvents(...originals);
  });
  after(() => api.close());

  /** Follows `Link: rel="next"` from the first page to the last, checking meta and the header on every page. */
  async function walk(
    firstPath: string,
    between: (page: number) => Promise<void> = async () => {},
  ): Promise<Walk> {
    const seen: number[] = [];
    let path: string | null = firstPath;
    let pages = 0;
    while (path) {
      const [res]: [Response, void] = await Promise.all([
        api.get(path),
        pages > 0 ? between(pages) : Promise.resolve(),
      ]);
      const body = await json(res);
      expect(res.status, JSON.stringify(body)).to.equal(200);
      pages += 1;
      seen.push(...body.data.map((e: { id: number }) => e.id));
      expect(body.meta.count).to.equal(body.data.length);
      const link: string | null = res.headers.get('link');
      if (body.meta.has_more) {
        expect(body.meta.next_cursor).to.be.a('string');
        expect(link).to.match(/^<[^>]+>; rel="next"$/);
        const nextPath = link!.slice(1, link!.indexOf('>'));
        path = nextPath;
        const next = new URL(nextPath, api.url);
        expect(next.pathname).to.equal(new URL(firstPath, api.url).pathname);
        expect(next.searchParams.get('cursor')).to.equal(body.meta.next_cursor);
      } else {
        expect(body.meta.next_cursor).to.equal(null);
        expect(link).to.equal(null);
        path = null;
      }
    }
    return { ids: seen, pages };
  }

  it('walks every page with a Link header exactly while has_more, keeping the query and repeated parameters', async () => {
    const res = await api.get('/api/v2/events?outlet=cnn&outlet=reuters&sort=recent&limit=4');
    const link = res.headers.get('link')!;
    const next = new URL(link.slice(1, link.indexOf('>')), api.url);
    expect(next.pathname).to.equal('/api/v2/events');
    expect(next.searchParams.getAll('outlet')).to.deep.equal(['cnn', 'reuters']);
    expect(next.searchParams.get('sort')).to.equal('recent');
    expect(next.searchParams.get('limit')).to.equal('4');
    const { ids, pages } = await walk('/api/v2/events?limit=7');
    expect(pages).to.equal(9);
    expect(ids).to.have.length(60);
    expect(new Set(ids).size).to.equal(60);
    const exact = await walk('/api/v2/events?limit=20');
    expect(exact.pages).to.equal(3);
    expect(exact.ids).to.deep.equal(ids);
  });

  for (const sort of ['divergence', 'recent', 'covered'] as EventSort[]) {
    it(`sort=${sort}: no duplicates and no skips while ingest rescores, updates, merges and adds events`, async () => {
      const rand = random(sort.length);
      let added = 0;
      const { ids } = await walk(`/api/v2/events?sort=${sort}&limit=7`, async () => {
        // Rescore and re-time a third of the events, turn one into a tombstone, and add three new ones (one of
        // them back-dated, as a backfill would), while the next page is read.
        const changed = originals
          .filter(() => rand() < 0.33)
          .map((f) => ({
            ...f,
            divergence_score: Math.floor(rand() * 101),
            outlets: OUTLET_POOL.slice(0, 1 + Math.floor(rand() * 9)),
            updated_at: new Date(now - Math.floor(rand() * 50) * HOUR),
          }));
        const victim = originals[Math.floor(rand() * originals.length)];
        const fresh = fixtures(3, 5000 + added, rand, now);
        fresh[0].first_seen_at = new Date(now - 30 * HOUR);
        added += 3;
        await api.putEvents(...changed, { ...victim, merged_into: originals[0].id }, ...fresh);
      });
      expect(ids).to.have.length(60);
      expect([...ids].sort((a, b) => a - b)).to.deep.equal(originals.map((f) => f.id));
    });
  }

  it('search: no duplicates and no skips while events are rescored and added', async () => {
    const rand = random(3);
    const { ids } = await walk('/api/v2/search?q=harbour%20storm&limit=9', async () => {
      await api.putEvents(
        ...originals
          .filter(() => rand() < 0.3)
          .map((f) => ({ ...f, title: `${f.title} harbour harbour storm` })),
        ...fixtures(2, 6000 + Math.floor(rand() * 1000), rand, now),
      );
    });
    expect([...ids].sort((a, b) => a - b)).to.deep.equal(originals.map((f) => f.id));
  });

  it('concurrent walks over two API processes share first-page snapshots, and none sees a duplicate or a skip while events are rescored and added', async () => {
    const other = await startApiProcess(UNCAPPED_ANONYMOUS, api.context.config.indexPrefix);
    const rand = random(11);
    let writing = true;
    const added: number[] = [];
    const writer = (async () => {
      while (writing) {
        const fresh = fixtures(2, 7000 + added.length, rand, now);
        added.push(...fresh.map((f) => f.id));
        await api.putEvents(
          ...originals
            .filter(() => rand() < 0.33)
            .map((f) => ({ ...f, divergence_score: Math.floor(rand() * 101), updated_at: new Date() })),
          ...fresh,
        );
      }
    })();
    const secret = await cursorSecret(api.context);
    const key = queryKey('events', { sort: 'divergence' });
    let sharedWalks = 0;
    // Each walk reads its pages from the two processes in turn, starting from either.
    const walkAcross = async (start: number) => {
      const urls = [api.url, other.url];
      const ids: number[] = [];
      let cursor: string | null = null;
      for (let page = start; page === start || cursor; page++) {
        const path = `/api/v2/events?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await fetch(`${urls[page % 2]}${path}`);
        const body = await json(res);
        expect(res.status, JSON.stringify(body)).to.equal(200);
        ids.push(...body.data.map((e: { id: number }) => e.id));
        if (
          page === start &&
          body.meta.next_cursor &&
          decodeCursor(secret, body.meta.next_cursor, key)?.pitShared
        )
          sharedWalks += 1;
        cursor = body.meta.next_cursor;
      }
      return ids;
    };
    try {
      const walks = await Promise.all(Array.from({ length: 8 }, (_, i) => walkAcross(i)));
      for (const ids of walks) {
        expect(new Set(ids).size, 'duplicates').to.equal(ids.length);
        expect(ids.filter((id) => id < 5000).sort((a, b) => a - b)).to.deep.equal(originals.map((f) => f.id));
        for (const id of ids.filter((id) => id >= 5000)) expect(added).to.include(id);
      }
      expect(sharedWalks, 'walks whose first page shared a snapshot').to.be.greaterThan(0);
    } finally {
      writing = false;
      await writer;
      await other.stop();
    }
  });

  it('overlapping first pages that ask the same search share one Elasticsearch search, and each walk still completes', async () => {
    const searches = async () =>
      (await api.context.es.indices.stats({ index: api.context.indices.events, metric: 'search' }))._all.total
        ?.search?.query_total ?? 0;
    const before = await searches();
    const firsts = await Promise.all(
      Array.from({ length: 20 }, () => api.get('/api/v2/events?sort=covered&limit=10').then(json)),
    );
    const searched = (await searches()) - before;
    expect(searched, 'searches for 20 overlapping first pages').to.be.within(1, 19);
    for (const first of firsts) expect(first.data).to.deep.equal(firsts[0].data);
    const secret = await cursorSecret(api.context);
    const shared = firsts.filter(
      (first) =>
        decodeCursor(secret, first.meta.next_cursor, queryKey('events', { sort: 'covered' }))?.pitShared,
    );
    expect(shared.length, 'first pages on a shared snapshot').to.be.greaterThan(1);
    const rest = await walk(`/api/v2/events?sort=covered&limit=10&cursor=${shared[0].meta.next_cursor}`);
    const all = [...shared[0].data.map((e: { id: number }) => e.id), ...rest.ids];
    expect([...all].sort((a, b) => a - b)).to.deep.equal(originals.map((f) => f.id));
  });

  it('goes on over the live index when the walk’s point in time has lapsed', async () => {
    const first = await json(await api.get('/api/v2/events?sort=covered&limit=25'));
    const secret = await cursorSecret(api.context);
    const state = decodeCursor(secret, first.meta.next_cursor, queryKey('events', { sort: 'covered' }))!;
    expect(state.pit).to.be.a('string');
    await api.context.es.closePointInTime({ id: state.pit! });
    const rest = await walk(`/api/v2/events?sort=covered&limit=25&cursor=${first.meta.next_cursor}`);
    const all = [...first.data.map((e: { id: number }) => e.id), ...rest.ids];
    expect([...all].sort((a, b) => a - b)).to.deep.equal(originals.map((f) => f.id));
  });

  for (const [answer, recorded] of [
    ['all shards failed', PIT_SHARD_UNAVAILABLE],
    ['nodes left the cluster', PIT_NODES_MISSING],
  ] as const) {
    it(`goes on over the live index, without a duplicate or a skip, when the walk’s point in time was on a node that died (${answer})`, async () => {
      const caller = anonymousCaller('127.0.0.1');
      const query = { sort: 'covered' as const };
      const reads = { ...api.context, es: apiReadClient(api.context.es) };
      const first = await listEvents(reads, query, caller, { limit: 25 });
      // From here on, every search on a point in time meets what Elasticsearch answers when its node is gone.
      const lost = pitSearchesOnLostNode(reads.es, recorded);
      const ids = first.items.map((e) => e.id);
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await listEvents({ ...reads, es: lost.es }, query, caller, { limit: 25, cursor });
        ids.push(...page.items.map((e) => e.id));
        cursor = page.nextCursor;
      }
      expect(lost.refused(), 'only the first page after the loss tried the point in time').to.equal(1);
      expect(ids.sort((a, b) => a - b)).to.deep.equal(originals.map((f) => f.id));
    });
  }

  it('accepts a cursor under 24 hours old, also with another limit or embed, and on another API process', async () => {
    const first = await json(await api.get('/api/v2/events?limit=5'));
    const res = await api.get(`/api/v2/events?limit=50&embed=sources&cursor=${first.meta.next_cursor}`);
    expect(res.status).to.equal(200);
    expect((await json(res)).data[0]).to.have.property('sources');
    const secret = await cursorSecret(api.context);
    // A minute short of expiry when sent (taken now: the suite's own `now` may be minutes old on a busy machine).
    const almostExpired = Date.now() - CURSOR_TTL_MS + 60_000;
    const dayOld = encodeCursor(secret, {
      queryKey: queryKey('events', { sort: 'divergence' }),
      snapshotAt: almostExpired,
      issuedAt: almostExpired,
      after: [60, now, 0],
    });
    expect((await api.get(`/api/v2/events?cursor=${dayOld}`)).status).to.equal(200);
    // Another API on the same prefix: its own memory, the cursor secret from the shared Redis.
    const other = await startTestApi({
      env: { PARALLAX_INDEX_PREFIX: api.context.config.indexPrefix },
      prepare: false,
    });
    try {
      const second = await other.get(`/api/v2/events?limit=5&cursor=${first.meta.next_cursor}`);
      expect(second.status, await second.clone().text()).to.equal(200);
    } finally {
      await other.close();
    }
  });

  it('answers a tampered, foreign or malformed cursor with 400 invalid_cursor telling the client to restart', async () => {
    const first = await json(await api.get('/api/v2/events?limit=5&category=politics'));
    const cursor: string = first.meta.next_cursor;
    const [payload, signature] = cursor.split('.');
    const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
    const paths = [
      `/api/v2/events?category=politics&cursor=${flipped}.${signature}`,
      `/api/v2/events?category=politics&cursor=${payload}.${signature.slice(1)}`,
      `/api/v2/events?category=war&cursor=${cursor}`,
      `/api/v2/events?category=politics&sort=recent&cursor=${cursor}`,
      `/api/v2/events?category=politics&outlet=cnn&cursor=${cursor}`,
      `/api/v2/search?q=harbour&cursor=${cursor}`,
      `/api/v2/divergence/top?cursor=${cursor}`,
      `/api/v2/divergence/politics?cursor=${cursor}`.replace('politics', 'war'),
      `/api/v2/events?category=politics&cursor=`,
      `/api/v2/events?category=politics&cursor=${'x'.repeat(3000)}`,
      `/api/v2/events?category=politics&cursor=%F0%9F%92%A5`,
    ];
    for (const path of paths) {
      const res = await api.get(path);
      const body = await json(res);
      expect(res.status, path.slice(0, 80)).to.equal(400);
      expect(body.error.code).to.equal('invalid_cursor');
      expect(body.error.message).to.include('restart from the first page');
    }
    // The category shortcut is the same query as /events?category=…&sort=divergence, so its cursor is not foreign.
    expect((await api.get(`/api/v2/divergence/politics?cursor=${cursor}`)).status).to.equal(200);
  });

  it('answers 503, not a 500 or a hang, when the cursor secret cannot be read from Redis', async () => {
    const noSecret = await startTestApi({
      name: 'api-nosecret',
      stores: { redisUrl: 'redis://127.0.0.1:1' },
      prepare: false,
    });
    try {
      const started = Date.now();
      const res = await noSecret.get('/api/v2/events');
      expect(res.status).to.equal(503);
      expect((await json(res)).error.code).to.equal('service_unavailable');
      expect(Date.now() - started).to.be.below(10_000);
    } finally {
      await noSecret.close();
    }
  });
});
