// GET /search?mode=semantic|hybrid and GET /events/{id}/similar on a real Elasticsearch, with event vectors made
// by the real sentence encoder from each event's title and summary (as ingest makes them from its articles).
import { expect } from 'chai';
import { articleText, loadSentenceEncoder } from '../../src/encoder/sentence-encoder';
import { storedVector } from '../../src/encoder/stored-vector';
import { json, startTestApi, type TestApi } from '../support/api';
import type { EventFixture } from '../support/event-fixtures';
import { EVENT_LIST_ITEM_FIELDS } from '../support/event-list-fields';

const DAY = 24 * 60 * 60 * 1000;

const STORIES: EventFixture[] = [
  {
    id: 201,
    title: 'Senate passes budget bill',
    summary: 'Lawmakers approved the spending plan late at night.',
  },
  {
    id: 202,
    title: 'House votes on federal spending package',
    summary: 'The budget now goes to the president.',
  },
  { id: 203, title: 'Hurricane makes landfall in Florida', summary: 'Storm surge floods coastal towns.' },
  { id: 204, title: 'Tropical storm batters Gulf coast', summary: 'Thousands evacuated as winds rise.' },
  { id: 205, title: 'Central bank raises interest rates', summary: 'Inflation remains above target.' },
  {
    id: 206,
    title: 'Star striker signs record transfer',
    summary: 'The club paid a record fee for the forward.',
  },
  // Not listable: a tombstone and an event older than the anonymous lookback.
  { id: 207, title: 'Congress budget deal (merged away)', summary: 'Spending.', merged_into: 201 },
  {
    id: 208,
    title: 'Budget bill of last month',
    summary: 'Lawmakers approved spending.',
    first_seen_at: new Date(Date.now() - 20 * DAY),
  },
  // Stored before the encoder: no vector.
  { id: 209, title: 'Budget without a vector', summary: 'Spending plan approved.' },
];

describe('search by meaning and similar events', function () {
  this.timeout(60_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ name: 'api-search-meaning' });
    const encoder = await loadSentenceEncoder();
    const withVectors = STORIES.filter((s) => s.id !== 209);
    const vectors = await encoder.embed(withVectors.map((s) => articleText(s.title!, s.summary!)));
    await api.putEvents(
      ...withVectors.map((s, i) => ({ ...s, meaning_vector: storedVector(vectors[i]) })),
      STORIES.find((s) => s.id === 209)!,
    );
  });
  after(() => api.close());

  const get = async (path: string, status = 200) => {
    const res = await api.get(path);
    const body = await json(res);
    expect(res.status, `${path}: ${JSON.stringify(body)}`).to.equal(status);
    return { res, body };
  };
  const ids = (body: { data: { id: number }[] }) => body.data.map((e) => e.id);
  const search = async (q: string, mode: string, extra = '') =>
    (await get(`/api/v2/search?q=${encodeURIComponent(q)}&mode=${mode}${extra}`)).body;

  it('semantic: finds a paraphrase no keyword matches, nearest first, as list items', async () => {
    const q = 'lawmakers approve government spending';
    expect(ids(await search(q, 'keyword'))).to.deep.equal([]);
    const body = await search(q, 'semantic');
    expect(ids(body).slice(0, 2)).to.have.members([201, 202]);
    expect(Object.keys(body.data[0])).to.deep.equal(EVENT_LIST_ITEM_FIELDS);
    // Every listable event with a vector is ranked (the cut is 100 deep); none of the unlistable or vectorless.
    expect(ids(body)).to.have.members([201, 202, 203, 204, 205, 206]);
    expect(ids(await search('storm floods the coast', 'semantic')).slice(0, 2)).to.have.members([203, 204]);
  });

  it('keyword stays the default, and an unknown mode is a 400', async () => {
    expect(ids((await get('/api/v2/search?q=senate%20budget')).body)).to.deep.equal([201]);
    const { body } = await get('/api/v2/search?q=budget&mode=vector', 400);
    expect(body.error).to.include({ code: 'invalid_parameter', status: 400 });
    expect(body.error.message).to.equal('"mode" must be one of keyword, semantic, hybrid, not "vector"');
  });

  it('hybrid: an event both rankings place high comes first, and the rest of either ranking follows', async () => {
    const body = await search('budget bill', 'hybrid');
    expect(ids(body)[0]).to.equal(201);
    expect(ids(body)).to.have.members([201, 202, 203, 204, 205, 206]);
  });

  for (const mode of ['semantic', 'hybrid']) {
    it(`${mode}: pages with cursors through the same ranking, none repeated or skipped`, async () => {
      const q = 'parliament approves the national budget';
      const whole = ids(await search(q, mode));
      const walked: number[] = [];
      let body = await search(q, mode, '&limit=2');
      walked.push(...ids(body));
      while (body.meta.has_more) {
        body = await search(q, mode, `&limit=2&cursor=${encodeURIComponent(body.meta.next_cursor)}`);
        walked.push(...ids(body));
      }
      expect(walked).to.deep.equal(whole);
      // A cursor is bound to its query and mode.
      const first = await search(q, mode, '&limit=2');
      const other = mode === 'semantic' ? 'hybrid' : 'semantic';
      const wrong = await api.get(
        `/api/v2/search?q=${encodeURIComponent(q)}&mode=${other}&cursor=${encodeURIComponent(first.meta.next_cursor)}`,
      );
      expect(wrong.status).to.equal(400);
      expect((await json(wrong)).error.code).to.equal('invalid_cursor');
    });
  }

  it('similar: the nearest other events with their similarity, nearest first, never the event itself', async () => {
    const { body } = await get('/api/v2/events/203/similar');
    expect(ids(body)[0]).to.equal(204);
    expect(ids(body)).to.not.include(203);
    expect(ids(body)).to.have.members([201, 202, 204, 205, 206]);
    const similarities = body.data.map((e: { similarity: number }) => e.similarity);
    expect(similarities).to.deep.equal([...similarities].sort((a, b) => b - a));
    expect(similarities[0]).to.be.within(0.3, 1);
    expect(Object.keys(body.data[0])).to.deep.equal([...EVENT_LIST_ITEM_FIELDS, 'similarity']);
    const paged = await get('/api/v2/events/203/similar?limit=2');
    expect(paged.body.meta.has_more).to.equal(true);
    expect(ids(paged.body)).to.deep.equal(ids(body).slice(0, 2));
  });

  it('similar: answers an id as GET /events/{id} does, and an event without a vector with an empty page', async () => {
    expect((await get('/api/v2/events/999/similar', 404)).body.error.code).to.equal('not_found');
    expect((await get('/api/v2/events/208/similar', 401)).body.error.code).to.equal('archive_token_required');
    const merged = await get('/api/v2/events/207/similar', 301);
    expect(merged.res.headers.get('location')).to.equal('/api/v2/events/201/similar');
    expect((await get('/api/v2/events/abc/similar', 400)).body.error.code).to.equal('invalid_parameter');
    expect((await get('/api/v2/events/201/similar?q=x', 400)).body.error.code).to.equal('invalid_parameter');
    expect((await get('/api/v2/events/209/similar')).body).to.deep.equal({
      data: [],
      meta: { count: 0, has_more: false, next_cursor: null },
    });
  });
});
