// A cursor walk is held to the caller's lookback on every page, not only on its first, and ends 24 hours after its
// first page however often its cursor is renewed (docs/decisions.md, "Cursor walks, unauthenticated work, secrets
// at rest"). Pages are read through the list service with a fixed clock, against the real Elasticsearch; the
// wire answer of an expired walk goes through the real server.
import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import { ApiError } from '../../src/errors';
import type { EventRecord } from '../../src/services/event-record';
import { listEvents } from '../../src/services/events';
import { hybridSearch } from '../../src/services/hybrid-search';
import { encodeCursor, queryKey } from '../../src/services/pagination/cursor';
import type { Page } from '../../src/services/pagination/paged-search';
import { cursorSecret } from '../../src/services/pagination/secret';
import { json, startTestApi, type TestApi } from '../support/api';
import type { EventFixture } from '../support/event-fixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The walks' first page: a fixed instant, so the test means the same at any hour. */
const T0 = Date.parse('2026-03-02T12:00:00Z');

const free: Caller = { tier: 'free', keyId: 'walk-free', address: '127.0.0.1' };
const max: Caller = { tier: 'max', keyId: 'walk-max', address: '127.0.0.1' };

function events(firstId: number, count: number, firstSeen: number): EventFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    first_seen_at: new Date(firstSeen - i * 60_000),
    updated_at: new Date(firstSeen - i * 60_000 + HOUR),
  }));
}

async function rejection(work: Promise<unknown>): Promise<ApiError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the page was served').to.be.instanceOf(ApiError);
  return err as ApiError;
}

/** A walk's pages read at chosen instants: the cursor (none for the first page) and the clock of the read. */
type WalkPage = (cursor: string | undefined, at: number) => Promise<Page<EventRecord>>;

/**
 * Walks three pages: the first at T0, the second 23 hours later, the third a minute past the walk's 24 hours (400
 * cursor_expired, though its cursor was issued an hour and a minute before) and again a minute short of them
 * (served). Returns the pages served.
 */
async function expectWalkToEndADayAfterItsFirstPage(page: WalkPage): Promise<Page<EventRecord>[]> {
  const first = await page(undefined, T0);
  const second = await page(first.nextCursor!, T0 + 23 * HOUR);
  const err = await rejection(page(second.nextCursor!, T0 + DAY + 60_000));
  expect(err.status).to.equal(400);
  expect(err.code).to.equal('cursor_expired');
  expect(err.message).to.include('restart from the first page');
  const third = await page(second.nextCursor!, T0 + DAY - 60_000);
  return [first, second, third];
}

describe('cursor walk bounds', function () {
  this.timeout(60_000);
  let api: TestApi;
  // Six events well inside a Free key's 7 days at T0, six that leave them within a day.
  const recent = events(100, 6, T0 - DAY);
  const nearlyOld = events(200, 6, T0 - 6.5 * DAY);

  before(async () => {
    api = await startTestApi({ name: 'api-walks' });
    await api.clearEvents();
    await api.putEvents(...recent, ...nearlyOld);
  });
  after(() => api.close());

  it('holds every page to the lookback as of that page: 22 hours later, a Free walk no longer shows events gone past its 7 days', async () => {
    const query = { sort: 'recent' as const };
    const first = await listEvents(api.context, query, free, { limit: 6 }, T0);
    expect(first.items.map((e) => e.id)).to.deep.equal(recent.map((e) => e.id));
    // The same cursor an hour on: the older six are still readable.
    const soon = await listEvents(
      api.context,
      query,
      free,
      { limit: 6, cursor: first.nextCursor! },
      T0 + HOUR,
    );
    expect(soon.items.map((e) => e.id)).to.deep.equal(nearlyOld.map((e) => e.id));
    // 22 hours on they are over 7.4 days old: past the lookback of the page, though inside that of the first page.
    const later = await listEvents(
      api.context,
      query,
      free,
      { limit: 6, cursor: first.nextCursor! },
      T0 + 22 * HOUR,
    );
    expect(later.items).to.deep.equal([]);
    expect(later.hasMore).to.equal(false);
  });

  it('ends a walk 24 hours after its first page, however recently its cursor was issued: 400 cursor_expired', async () => {
    const pages = await expectWalkToEndADayAfterItsFirstPage((cursor, at) =>
      listEvents(api.context, { sort: 'recent' }, max, { limit: 4, cursor }, at),
    );
    expect(pages.map((p) => p.items.length)).to.deep.equal([4, 4, 4]);
  });

  it('answers a walk over 24 hours old with 400 cursor_expired and the error body on the wire', async () => {
    const secret = await cursorSecret(api.context);
    // Relative to the moment the request is made, with a margin of an hour either side of the bound.
    const sent = Date.now();
    const cursor = encodeCursor(secret, {
      queryKey: queryKey('events', { sort: 'divergence' }),
      snapshotAt: sent - DAY - HOUR,
      issuedAt: sent - HOUR,
      after: [60, sent - DAY - HOUR, 0],
    });
    const res = await api.get(`/api/v2/events?cursor=${cursor}`);
    const body = await json(res);
    expect(res.status).to.equal(400);
    expect(body.error).to.include({ code: 'cursor_expired', status: 400 });
  });
});

describe('cursor walk bounds in the hybrid search mode', function () {
  this.timeout(60_000);
  let api: TestApi;
  /** One direction for every event and the query: the kNN side ranks them all, ties broken by id. */
  const vector = Array.from({ length: 384 }, (_, i) => (i === 0 ? 1 : 0));
  const search = { q: 'harbour bridge', vector };

  before(async () => {
    api = await startTestApi({ name: 'api-walks-hybrid' });
    await api.clearEvents();
    await api.putEvents(
      ...events(300, 6, T0 - DAY).map((e) => ({
        ...e,
        title: `Harbour bridge closed ${e.id}`,
        meaning_vector: vector,
      })),
    );
  });
  after(() => api.close());

  it('ends a hybrid walk 24 hours after its first page, however recently its cursor was issued: 400 cursor_expired', async () => {
    const pages = await expectWalkToEndADayAfterItsFirstPage((cursor, at) =>
      hybridSearch(api.context, search, max, { limit: 2, cursor }, at),
    );
    expect(pages.map((p) => p.items.length)).to.deep.equal([2, 2, 2]);
    expect(pages[2].hasMore).to.equal(false);
    expect(new Set(pages.flatMap((p) => p.items.map((e) => e.id))).size).to.equal(6);
  });
});
