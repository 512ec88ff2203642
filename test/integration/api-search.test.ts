import { expect } from 'chai';
import { json, startTestApi, type TestApi } from '../support/api';
import { EVENT_LIST_ITEM_FIELDS } from '../support/event-list-fields';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /search', function () {
  this.timeout(30_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ name: 'api-search' });
    await api.putEvents(
      { id: 101, title: 'Senate passes budget bill', summary: 'The vote came late at night.' },
      { id: 102, title: 'Budget talks stall', summary: 'Senate leaders disagree on the bill.' },
      { id: 103, title: 'Senate confirms judge', summary: 'A narrow vote.' },
      { id: 104, title: 'Senate budget (merged away)', summary: 'Senate budget.', merged_into: 101 },
      {
        id: 105,
        title: 'Senate budget of last month',
        summary: 'Old.',
        first_seen_at: new Date(Date.now() - 20 * DAY),
      },
      { id: 107, title: 'Harbour crane collapse', summary: 'Cranes fell.' },
      { id: 106, title: 'Harbour crane collapse', summary: 'Cranes fell.' },
      { id: 109, title: 'Flooding in Zürich', summary: 'The Bahnhofstraße is closed.' },
    );
  });
  after(() => api.close());

  const search = async (q: string, extra = '') => {
    const res = await api.get(`/api/v2/search?q=${encodeURIComponent(q)}${extra}`);
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).to.equal(200);
    return body;
  };
  const found = async (q: string) => (await search(q)).data.map((e: { id: number }) => e.id);
  const rejected = async (query: string) => {
    const res = await api.get(`/api/v2/search${query}`);
    const body = await json(res);
    expect(res.status, query).to.equal(400);
    expect(body.error).to.include({ code: 'invalid_parameter', status: 400 });
    return body.error.message as string;
  };

  it('needs every term, in the title or the summary, and ranks by relevance with the id breaking ties', async () => {
    expect(await found('senate budget')).to.deep.equal([101, 102]);
    expect(await found('BUDGET senate')).to.deep.equal([101, 102]);
    expect(await found('senate judge')).to.deep.equal([103]);
    expect(await found('senate judge budget')).to.deep.equal([]);
    expect(await found('harbour crane')).to.deep.equal([106, 107]);
  });

  it('answers like GET /events: list items with exactly the spec fields and meta', async () => {
    const body = await search('senate budget');
    expect(Object.keys(body.data[0])).to.deep.equal(EVENT_LIST_ITEM_FIELDS);
    expect(body.meta).to.deep.equal({ count: 2, has_more: false, next_cursor: null });
  });

  it('never lists a tombstone or an event older than the lookback', async () => {
    expect(await found('merged away')).to.deep.equal([]);
    expect(await found('last month')).to.deep.equal([]);
  });

  it('matches no misspelling, treats quotes as plain words and query syntax as text', async () => {
    expect(await found('senat budgte')).to.deep.equal([]);
    expect(await found('"bill senate"')).to.deep.equal([101, 102]);
    expect(await found('senate AND (budget OR bill)')).to.deep.equal([101, 102]);
    expect(await found('senat*')).to.deep.equal([]);
    expect(await found('budgte~2')).to.deep.equal([]);
    expect(await found('title:senate')).to.deep.equal([]);
    for (const q of ['**', '\\"', '[1 TO 5]', 'a:b:c', '/regex/', '(((', '&&||!', '{"query":1}', '+-=><']) {
      expect(await found(q), q).to.deep.equal([]);
    }
  });

  it('handles unicode text and bounds the length of q at 256 characters', async () => {
    expect(await found('zürich bahnhofstraße')).to.deep.equal([109]);
    expect(await found('🔥🔥')).to.deep.equal([]);
    const longest = `bill ${'senate '.repeat(35)}budget`;
    expect(longest).to.have.length(256);
    expect(await found(longest)).to.deep.equal([101, 102]);
    expect(await rejected(`?q=${'x'.repeat(257)}`)).to.include('256');
    expect(await rejected(`?q=${encodeURIComponent('ü'.repeat(300))}`)).to.include('256');
  });

  it('refuses a missing or too short q, a repeated q, and any filter (none combine with search)', async () => {
    expect(await rejected('')).to.include('"q" is required');
    expect(await rejected('?q=a')).to.include('at least 2');
    expect(await rejected('?q=%20a%20')).to.include('at least 2');
    expect(await rejected('?q=%20%20%20')).to.include('at least 2');
    expect(await rejected('?q=')).to.include('at least 2');
    expect(await rejected('?q=senate&q=budget')).to.include('q must be given at most once');
    for (const filter of ['category=war', 'sort=recent', 'embed=sources', 'since=2026-01-01', 'outlet=cnn']) {
      expect(await rejected(`?q=senate&${filter}`), filter).to.include(`"${filter.split('=')[0]}"`);
    }
  });

  it('pages through results with cursors', async () => {
    const first = await search('senate budget', '&limit=1');
    expect(first.data.map((e: { id: number }) => e.id)).to.deep.equal([101]);
    expect(first.meta.has_more).to.equal(true);
    const res = await api.get(`/api/v2/search?q=senate+budget&limit=1&cursor=${first.meta.next_cursor}`);
    const second = await json(res);
    expect(second.data.map((e: { id: number }) => e.id)).to.deep.equal([102]);
    expect(second.meta).to.deep.equal({ count: 1, has_more: false, next_cursor: null });
    expect(res.headers.get('link')).to.equal(null);
    const other = await api.get(`/api/v2/search?q=senate+judge&limit=1&cursor=${first.meta.next_cursor}`);
    expect(other.status).to.equal(400);
    expect((await json(other)).error.code).to.equal('invalid_cursor');
  });
});
