// GET /api/v2/articles/lookup over real HTTP, on articles replayed through the real ingest (meaning vectors and
// events as ingest makes them): a match by canonical URL with the other outlets by side, a match by similarity for a
// title Parallax does not store, 404 when neither finds anything, 400 on bad input, and the tier lookback.
import { expect } from 'chai';
import { json, startTestApi, type TestApi } from '../support/api';
import { createTestKey } from '../support/keys';
import { BANK_CHAIR, eventOf, ingestLookupStories, PORT_STRIKE } from '../support/lookup-fixtures';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe('GET /api/v2/articles/lookup', function () {
  this.timeout(120_000);
  let api: TestApi;
  let key: string;
  let portEvent: number;
  let bankEvent: number;
  const start = Date.now() - 6 * HOUR_MS;

  const lookup = (params: Record<string, string>, apiKey: string | null = key) =>
    api.get(`/api/v2/articles/lookup?${new URLSearchParams(params)}`, apiKey ? { 'X-API-Key': apiKey } : {});

  before(async () => {
    api = await startTestApi({ name: 'lookup' });
    key = await createTestKey(api.context, 'pro');
    await ingestLookupStories(api.context, start);
    portEvent = await eventOf(api.context, PORT_STRIKE.urls[1]);
    bankEvent = await eventOf(api.context, BANK_CHAIR.urls[0]);
  });
  after(async () => {
    await api?.close();
  });

  it('ingest put the two stories in two events (the fixture the rest relies on)', async () => {
    expect(portEvent).to.not.equal(bankEvent);
    for (const url of PORT_STRIKE.urls) expect(await eventOf(api.context, url)).to.equal(portEvent);
  });

  it('finds a stored article by its URL as ingest canonicalises it, with the other outlets by side', async () => {
    const messy = PORT_STRIKE.urls[1].replace('www.reuters.com', 'WWW.Reuters.com') + '?utm_source=rss#top';
    const res = await lookup({ url: messy });
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data.match).to.equal('url');
    expect(data.article.url).to.equal(PORT_STRIKE.urls[1]);
    expect(data.article.event_id).to.equal(portEvent);
    expect(data.window).to.equal(null);
    expect(data.events).to.have.length(1);
    const [found] = data.events;
    expect(found.similarity).to.equal(null);
    expect(found.event).to.include({ id: portEvent, article_count: 4 });
    expect(found.event).to.have.property('divergence');
    expect(found.event).to.have.property('gap');
    const slugs = (side: string) => found.coverage[side].map((c: { outlet_slug: string }) => c.outlet_slug);
    expect(slugs('left')).to.have.members(['cnn', 'new-york-times']);
    expect(slugs('center')).to.deep.equal([]); // Reuters, the article's own outlet, is left out
    expect(slugs('right')).to.deep.equal(['fox-news']);
    const fox = found.coverage.right[0];
    expect(fox.url).to.equal(PORT_STRIKE.urls[2]);
    expect(fox.headline).to.include('Drayton');
    expect(fox.framing).to.be.a('string').and.not.equal('');
  });

  it('matches a title it does not store by similarity, and says so', async () => {
    const res = await lookup({
      url: 'https://www.example.org/news/drayton-dock-dispute',
      title: PORT_STRIKE.paraphrase,
      published_at: new Date(start + 2 * HOUR_MS).toISOString(),
    });
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data.match).to.equal('similarity');
    expect(data.article).to.equal(null);
    expect(data.events[0].event.id).to.equal(portEvent);
    expect(data.events[0].similarity).to.be.within(0.5, 1);
    expect(data.events[0].matched_by).to.include('meaning');
    expect(data.events.map((e: { event: { id: number } }) => e.event.id)).to.not.include.members([undefined]);
    const slugs = data.events[0].coverage.center.map((c: { outlet_slug: string }) => c.outlet_slug);
    expect(slugs).to.deep.equal(['reuters']); // nothing is left out of a match by similarity
    expect(Date.parse(data.window.to) - Date.parse(data.window.from)).to.equal(6 * DAY_MS);
  });

  it('takes a title alone, centred on now without published_at', async () => {
    const res = await lookup({ title: BANK_CHAIR.paraphrase });
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data.events[0].event.id).to.equal(bankEvent);
    expect(Date.parse(data.window.to)).to.be.greaterThan(Date.now() + 2 * DAY_MS);
  });

  it('answers 404 not_found when the URL is not stored and no title is given', async () => {
    const res = await lookup({ url: 'https://www.cnn.com/never-ingested' });
    expect(res.status).to.equal(404);
    const body = await json(res);
    expect(body.error).to.include({ code: 'not_found', status: 404 });
    expect(body.error.message).to.include('title');
  });

  it('answers 404 not_found when nothing in the window is near the title', async () => {
    const far = await lookup({ title: 'How to bake rye sourdough bread with a slow overnight rise' });
    expect(far.status).to.equal(404);
    expect((await json(far)).error.code).to.equal('not_found');
    const elsewhen = await lookup({
      title: PORT_STRIKE.paraphrase,
      published_at: new Date(start - 10 * DAY_MS).toISOString(),
    });
    expect(elsewhen.status).to.equal(404);
  });

  for (const [what, params] of [
    ['neither url nor title', {}],
    ['a malformed url', { url: 'not a url' }],
    ['a url that is not http(s)', { url: 'ftp://www.cnn.com/x' }],
    ['an empty title', { title: '  ' }],
    ['an overlong text', { title: 'Drayton port strike', text: 'a'.repeat(1001) }],
    ['an overlong title', { title: 'b'.repeat(301) }],
    ['a bad published_at', { title: 'Drayton port strike', published_at: 'yesterday' }],
    ['an unknown parameter', { title: 'Drayton port strike', q: 'x' }],
  ] as const) {
    it(`refuses ${what} with 400 invalid_parameter`, async () => {
      const res = await lookup(params as Record<string, string>);
      expect(res.status).to.equal(400);
      expect((await json(res)).error.code).to.equal('invalid_parameter');
    });
  }

  it('keeps to the tier lookback: a window before it is 401, the anonymous caller reads the last 7 days', async () => {
    const old = await lookup(
      { title: PORT_STRIKE.paraphrase, published_at: new Date(Date.now() - 30 * DAY_MS).toISOString() },
      null,
    );
    expect(old.status).to.equal(401);
    expect((await json(old)).error.code).to.equal('archive_token_required');
    const recent = await lookup({ url: PORT_STRIKE.urls[0] }, null);
    expect(recent.status).to.equal(200);
  });
});
