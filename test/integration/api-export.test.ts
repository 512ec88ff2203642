// GET /export/events.ndjson and /export/articles.ndjson over real HTTP against the real Elasticsearch and Redis:
// the full export equals a full walk of the list endpoint, a cut stream resumes exactly after its last line,
// gzip, the per-row budget on the daily cap, the tier and parameter refusals, and a client that disconnects
// mid-stream leaves no point in time open.
import { expect } from 'chai';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Caller } from '../../src/access/caller';
import { ApiError } from '../../src/errors';
import { eventExport } from '../../src/services/export/export-plans';
import { encodeCursor } from '../../src/services/pagination/cursor';
import { cursorSecret } from '../../src/services/pagination/secret';
import { exportPages } from '../../src/services/export/export-walk';
import { json, startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';
import type { EventFixture } from '../support/event-fixtures';
import { waitFor } from '../support/wait-for';
import { createTestKey } from '../support/keys';
import { expectToMatchOpenApi } from '../support/openapi';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Events in the store: enough that an export spans several Elasticsearch pages and several budget units. */
const EVENT_COUNT = 2_600;
const CATEGORIES = ['politics', 'economy', 'war'] as const;

interface Line {
  id?: number;
  next_cursor?: string | null;
  rows?: number;
  error?: { code: string; status: number };
}

const lines = (text: string): Line[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

/** Reads a response body through node:http, which the every-response check does not see, up to `stopAfter` lines. */
function rawExport(
  url: string,
  headers: Record<string, string>,
  stopAfter = Infinity,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; lines: Line[]; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let buffered = '';
      const got: Line[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n')) >= 0 && got.length < stopAfter) {
          got.push(JSON.parse(buffered.slice(0, end)) as Line);
          buffered = buffered.slice(end + 1);
        }
        if (got.length >= stopAfter) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, lines: got, complete: false });
        }
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, lines: got, complete: true }),
      );
      res.on('error', () => undefined);
    });
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
  });
}

async function openReaderContexts(api: TestApi): Promise<number> {
  const stats = await api.context.es.nodes.stats({ metric: 'indices', index_metric: 'search' });
  // Each open point in time holds one reader context per shard it reads; a finished search holds none.
  return Object.values(stats.nodes).reduce(
    (sum, node) => sum + (node.indices?.search?.open_contexts ?? 0),
    0,
  );
}

describe('bulk export', function () {
  this.timeout(120_000);
  let api: TestApi;
  let business: Record<string, string>;
  const now = Date.now();

  /** Event i: a category in turn, first seen 2.5 to 41.5 hours ago: half an hour from any change of its time_ago. */
  const fixtures: EventFixture[] = Array.from({ length: EVENT_COUNT }, (_, i) => ({
    id: 1_000 + i * 7,
    category: CATEGORIES[i % 3],
    first_seen_at: new Date(now - (2.5 + (i % 40)) * HOUR),
    outlets: i % 2 ? ['cnn', 'reuters', 'fox-news'] : ['reuters'],
  }));
  const tombstones: EventFixture[] = [
    { id: 999_001, merged_into: 1_000 },
    { id: 999_002, merged_into: 1_007 },
  ];
  const old: EventFixture = { id: 5, category: 'politics', first_seen_at: new Date(now - 400 * DAY) };

  before(async () => {
    api = await startTestApi({ name: 'api-export' });
    for (let i = 0; i < fixtures.length; i += 1_000) await api.putEvents(...fixtures.slice(i, i + 1_000));
    await api.putEvents(...tombstones, old);
    business = { 'X-API-Key': await createTestKey(api.context, 'business') };
  });

  after(async () => {
    await api?.close();
  });

  const exportUrl = (path: string) => `${api.url}/api/v2/export/${path}`;

  /** Every item of a full walk of a list endpoint, 100 a page. */
  async function walkList(path: string): Promise<any[]> {
    const items: any[] = [];
    let cursor: string | null = null;
    do {
      const url = new URL(`${api.url}/api/v2${path}`);
      url.searchParams.set('limit', '100');
      if (cursor) url.searchParams.set('cursor', cursor);
      const body = await json(await fetch(url, { headers: business }));
      items.push(...body.data);
      cursor = body.meta.next_cursor;
    } while (cursor);
    return items;
  }

  const byId = (items: any[]) => [...items].sort((a, b) => a.id - b.id);

  it('streams every event the list shows, in id order, each line a list item, then a trailer', async () => {
    const query = `category=politics&since=${new Date(now - 30 * HOUR).toISOString()}&until=${new Date(now).toISOString()}`;
    const res = await fetch(exportUrl(`events.ndjson?${query}`), { headers: business });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.headers.get('export-cursor')).to.be.a('string');
    const got = lines(await res.text());
    const trailer = got.pop()!;
    const listed = byId(await walkList(`/events?${query}`));
    expect(listed.length).to.be.greaterThan(500);
    expect(got.map((row) => row.id)).to.deep.equal(listed.map((row) => row.id));
    expect(got).to.deep.equal(listed);
    expect(trailer).to.deep.equal({ next_cursor: null, rows: listed.length });
  });

  it('leaves out tombstones and, with embed, adds the sources and facts as the list does', async () => {
    const res = await fetch(exportUrl('events.ndjson?embed=sources,facts'), { headers: business });
    const got = lines(await res.text());
    const trailer = got.pop()!;
    const ids = got.map((row) => row.id!);
    expect(ids).to.not.include.members([999_001, 999_002]);
    expect(ids).to.include(5); // Business reads the full archive
    expect(trailer.rows).to.equal(EVENT_COUNT + 1);
    const listed = byId(await walkList('/events?embed=sources,facts'));
    expect(got).to.deep.equal(listed);
  });

  it('resumes a cut stream exactly after the last line received, and from a trailer cursor', async () => {
    const cut = await rawExport(exportUrl('events.ndjson'), business, 1_234);
    expect(cut.status).to.equal(200);
    expect(cut.complete).to.equal(false);
    const cursor = String(cut.headers['export-cursor']);
    const last = cut.lines[cut.lines.length - 1].id!;
    const rest = lines(
      await (
        await fetch(exportUrl(`events.ndjson?cursor=${encodeURIComponent(cursor)}&after=${last}`), {
          headers: business,
        })
      ).text(),
    );
    const restTrailer = rest.pop()!;
    const all = lines(await (await fetch(exportUrl('events.ndjson'), { headers: business })).text());
    all.pop();
    const joined = [...cut.lines, ...rest].map((row) => row.id);
    expect(joined).to.deep.equal(all.map((row) => row.id));
    expect(new Set(joined).size).to.equal(joined.length);
    expect(restTrailer).to.deep.equal({ next_cursor: null, rows: all.length - 1_234 });
    // The Export-Cursor of the resumed response starts where it started.
    const again = await fetch(exportUrl(`events.ndjson?cursor=${encodeURIComponent(cursor)}`), {
      headers: business,
    });
    const fromStart = lines(await again.text());
    expect(fromStart.length - 1).to.equal(all.length);
  });

  it('takes a cursor issued up to 24 hours ago however long ago its export began, and answers an older one with 400 cursor_expired', async () => {
    const secret = await cursorSecret(api.context);
    const caller: Caller = { tier: 'business', keyId: 'k', address: '127.0.0.1' };
    const { queryKey } = eventExport(api.context, caller, { category: 'politics' }, []);
    // Relative to the moment the requests are made, with an hour's margin either side of the bound.
    const sent = Date.now();
    const cursor = (issuedAt: number) =>
      encodeURIComponent(encodeCursor(secret, { queryKey, snapshotAt: sent - 3 * DAY, issuedAt, after: [] }));
    const renewed = await fetch(
      exportUrl(`events.ndjson?category=politics&cursor=${cursor(sent - 23 * HOUR)}`),
      {
        headers: business,
      },
    );
    expect(renewed.status).to.equal(200);
    await renewed.text();
    const stale = await fetch(
      exportUrl(`events.ndjson?category=politics&cursor=${cursor(sent - DAY - HOUR)}`),
      {
        headers: business,
      },
    );
    expect(stale.status).to.equal(400);
    expect((await json(stale)).error).to.include({ code: 'cursor_expired', status: 400 });
  });

  it('keeps a resumed export on its snapshot: events first seen after it stay out', async () => {
    const cut = await rawExport(exportUrl('events.ndjson?category=war'), business, 10);
    const cursor = encodeURIComponent(String(cut.headers['export-cursor']));
    const late: EventFixture = {
      id: 9_999_999,
      category: 'war',
      first_seen_at: new Date(Date.now() + 60_000),
    };
    await api.withEvents([late], async () => {
      const rest = lines(
        await (
          await fetch(exportUrl(`events.ndjson?category=war&cursor=${cursor}&after=${cut.lines[9].id}`), {
            headers: business,
          })
        ).text(),
      );
      expect(rest.map((row) => row.id)).to.not.include(9_999_999);
    });
  });

  it('gzips the stream when the client accepts gzip', async () => {
    const identity = await rawExport(exportUrl('events.ndjson?category=economy'), business);
    const res = await fetch(exportUrl('events.ndjson?category=economy'), {
      headers: { ...business, 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).to.equal('gzip');
    // fetch decodes for us; the raw bytes are checked with node:http below.
    expect(lines(await res.text())).to.deep.equal(identity.lines);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(
          exportUrl('events.ndjson?category=economy'),
          { headers: { ...business, 'Accept-Encoding': 'gzip' } },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve(Buffer.concat(chunks)));
          },
        )
        .on('error', reject);
    });
    const text = gunzipSync(raw).toString('utf8');
    expect(lines(text)).to.deep.equal(identity.lines);
    expect(raw.length).to.be.lessThan(text.length / 3);
  });

  it('holds every line to the documented line schema, which refuses a row with a field too many', async () => {
    const res = await fetch(exportUrl('events.ndjson?category=war'), { headers: business });
    const [row] = lines(await res.text());
    expect(() => expectToMatchOpenApi(res, row, 'GET', '/export/events.ndjson')).to.not.throw();
    expect(() => expectToMatchOpenApi(res, { ...row, extra: 1 }, 'GET', '/export/events.ndjson')).to.throw(
      /does not match/,
    );
    const trailer = { next_cursor: null, rows: 1 };
    expect(() => expectToMatchOpenApi(res, trailer, 'GET', '/export/events.ndjson')).to.not.throw();
  });

  it('refuses tiers below Business with 401 dev_tier_required', async () => {
    const max = { 'X-API-Key': await createTestKey(api.context, 'max') };
    for (const headers of [max, {}]) {
      for (const path of ['events.ndjson', 'articles.ndjson']) {
        const res = await fetch(exportUrl(path), { headers });
        expect(res.status).to.equal(401);
        const body = await json(res);
        expect(body.error.code).to.equal('dev_tier_required');
        expect(body.error.message).to.match(/Business/);
      }
    }
  });

  it('refuses bad parameters, cursors and bounds with 400 before streaming', async () => {
    const cut = await rawExport(exportUrl('events.ndjson?category=politics'), business, 1);
    const cursor = encodeURIComponent(String(cut.headers['export-cursor']));
    const resumed = await rawExport(
      exportUrl(`events.ndjson?category=politics&cursor=${cursor}&after=2000`),
      business,
      1,
    );
    const positioned = encodeURIComponent(String(resumed.headers['export-cursor']));
    const cases: [string, string][] = [
      ['events.ndjson?catgory=war', 'invalid_parameter'],
      ['events.ndjson?limit=10', 'invalid_parameter'],
      ['articles.ndjson?sort=recent', 'invalid_parameter'],
      [
        `events.ndjson?since=${new Date(now).toISOString()}&until=${new Date(now - DAY).toISOString()}`,
        'invalid_parameter',
      ],
      [
        `articles.ndjson?since=${new Date(now).toISOString()}&until=${new Date(now - DAY).toISOString()}`,
        'invalid_parameter',
      ],
      ['events.ndjson?cursor=not-a-cursor', 'invalid_cursor'],
      ['events.ndjson?cursor=', 'invalid_cursor'],
      [`events.ndjson?category=war&cursor=${cursor}`, 'invalid_cursor'], // another query's cursor
      ['events.ndjson?after=12', 'invalid_parameter'],
      [`events.ndjson?category=politics&cursor=${cursor}&after=abc`, 'invalid_parameter'],
      [`events.ndjson?category=politics&cursor=${positioned}&after=1`, 'invalid_parameter'], // before its position
      ['articles.ndjson?category=weather', 'invalid_parameter'],
      ['articles.ndjson?outlet=nowhere', 'invalid_parameter'],
    ];
    for (const [path, code] of cases) {
      const res = await fetch(exportUrl(path), { headers: business });
      expect(res.status, path).to.equal(400);
      expect((await json(res)).error.code, path).to.equal(code);
    }
  });

  it('refuses a since before the lookback of a tier that has one (401 archive_token_required)', async () => {
    // Business reads the full archive, so the rule shows at the service level with a tier that has a lookback.
    const pro: Caller = { tier: 'pro', keyId: 'k', address: '127.0.0.1' };
    const { plan } = eventExport(api.context, pro, { since: new Date(now - 60 * DAY) }, []);
    const pages = exportPages(api.context, plan, { snapshotAt: now });
    const err = await pages.next().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).status).to.equal(401);
    expect((err as ApiError).code).to.equal('archive_token_required');
  });

  it('closes its point in time when the client disconnects mid-stream', async () => {
    const before = await openReaderContexts(api);
    const request = http.get(exportUrl('events.ndjson?embed=sources,facts'), { headers: business });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    response.pause(); // read nothing: the server fills the socket and then waits
    expect(response.statusCode).to.equal(200);
    await waitFor('the export to hold its PIT', async () => (await openReaderContexts(api)) > before);
    request.destroy();
    // the PIT is closed asynchronously
    await waitFor('the PIT to be closed', async () => (await openReaderContexts(api)) === before);
  });

  it('counts the call once on the daily cap and one unit per further started 1,000 rows', async () => {
    const key = { 'X-API-Key': await createTestKey(api.context, 'business') };
    const usage = async () => (await json(await fetch(`${api.url}/api/v2/usage`, { headers: key }))).data;
    const one = lines(
      await (await fetch(exportUrl('events.ndjson?category=politics'), { headers: key })).text(),
    );
    expect(one.pop()).to.deep.equal({ next_cursor: null, rows: one.length });
    expect(one.length).to.be.within(801, 1_000); // the call's own unit pays for them
    expect((await usage()).used).to.equal(1);
    const all = lines(await (await fetch(exportUrl('events.ndjson'), { headers: key })).text());
    expect(all.length - 1).to.equal(EVENT_COUNT + 1);
    expect((await usage()).used).to.equal(1 + 3);
  });

  describe('when the per-row budget runs out', () => {
    let capped: TestApi;
    before(async () => {
      // Another API on the same prefix, with a business cap of 2.
      capped = await startTestApi({
        env: { PARALLAX_INDEX_PREFIX: api.context.config.indexPrefix },
        server: { dailyCaps: { business: 2 } },
        prepare: false,
      });
    });
    after(async () => capped?.close());

    it('stops cleanly with an error trailer when the budget is spent, and the cursor resumes tomorrow', async () => {
      const key = { 'X-API-Key': await createTestKey(api.context, 'business') };
      const res = await fetch(`${capped.url}/api/v2/export/events.ndjson`, { headers: key });
      expect(res.status).to.equal(200);
      const got = lines(await res.text());
      const trailer = got.pop()!;
      // the call's own unit pays for rows 1-1,000, a second unit for 1,001-2,000; a third is over the cap of 2
      expect(got.length).to.equal(2_000);
      expect(trailer.error).to.deep.include({ code: 'daily_cap_exceeded', status: 429 });
      expect(trailer.rows).to.equal(got.length);
      expect(trailer.next_cursor).to.be.a('string');
      // On an uncapped server (a new day, as far as the cap is concerned) the cursor gives exactly the rest.
      const rest = lines(
        await (
          await fetch(exportUrl(`events.ndjson?cursor=${encodeURIComponent(trailer.next_cursor!)}`), {
            headers: business,
          })
        ).text(),
      );
      rest.pop();
      expect([...got, ...rest].map((row) => row.id)).to.deep.equal(
        [old, ...fixtures].map((f) => f.id).sort((a, b) => a - b),
      );
    });
  });

  describe('articles', () => {
    before(async () => {
      await indexArticles(
        api.context,
        Array.from({ length: 1_500 }, (_, i) => ({
          id: 50_000 + i,
          outlet: i % 2 ? 'cnn' : 'reuters',
          hoursAgo: 1 + i / 100,
          // every third article unclustered; the others in events of the three categories in turn
          ...(i % 3 === 2 ? {} : { event_id: fixtures[i % 30].id }),
        })),
        now,
      );
    });

    it('streams every article /articles lists, with its filters', async () => {
      for (const query of ['', '?outlet=cnn', `?since=${new Date(now - 5 * HOUR).toISOString()}`]) {
        const got = lines(
          await (await fetch(exportUrl(`articles.ndjson${query}`), { headers: business })).text(),
        );
        const trailer = got.pop()!;
        const listed = byId(await walkList(`/articles${query}`));
        expect(listed.length, query).to.be.greaterThan(300);
        expect(got, query).to.deep.equal(listed);
        expect(trailer).to.deep.equal({ next_cursor: null, rows: listed.length });
      }
    });

    it("filters by the category of the article's event", async () => {
      const got = lines(
        await (await fetch(exportUrl('articles.ndjson?category=economy'), { headers: business })).text(),
      );
      got.pop();
      const categoryOf = new Map(fixtures.map((f) => [f.id, f.category]));
      const listed = byId(await walkList('/articles')).filter(
        (a) => categoryOf.get(a.event_id) === 'economy',
      );
      expect(listed.length).to.be.greaterThan(100);
      expect(got).to.deep.equal(listed);
    });
  });
});
