// `parallax analyze` against the service: the fixture articles are replayed into a store of their own (normalise,
// analyse, index, cluster, analyse events: the service's path), and the analysis the CLI computes from the same
// lines, grouped as given, must equal what GET /api/v2/events/{id} serves for each event, and the coverage and
// gap the service stores (and GET /divergence/gaps serves).
import { Readable } from 'node:stream';
import { expect } from 'chai';
import { analyzeStream } from '../../src/cli/analyze-run';
import { canonicalUrl } from '../../src/ingest/canonical-url';
import type { RawArticle } from '../../src/ingest/article';
import { replayLines } from '../../src/ingest/replay';
import { json, startTestApi, type TestApi } from '../support/api';
import { CLOSURES, fixtureLines, jsonl, STRIKE } from '../fixtures/analyze-lines';
import { replayLinesOf } from '../support/replay-lines';

/** What GET /events/{id} shows that the articles alone give (the id, updated_at and time_ago are the store's). */
const SHOWN = [
  'title',
  'summary',
  'category',
  'divergence_score',
  'article_count',
  'reported_at',
  'sources',
  'facts',
  'divergence',
] as const;

describe('parallax analyze gives what the API serves for the same articles', function () {
  this.timeout(120_000);
  let api: TestApi;
  const cli = new Map<string, any>();
  /** The service's event of each fixture event. */
  const served = new Map<string, number>();

  before(async () => {
    // Business: the full archive, whatever today's date is against the fixture's.
    api = await startTestApi({ name: 'analyzecli', tier: 'business' });
    // Replay ignores the lines' event_id: the service groups the articles by its own clustering.
    await replayLines(api.context, replayLinesOf(fixtureLines as RawArticle[]));
    await api.context.es.indices.refresh({ index: api.context.indices.events });
    for (const line of fixtureLines) {
      const res = await api.context.es.search<{ event_id: number }>({
        index: api.context.indices.articles,
        query: { term: { url: canonicalUrl(line.url) } },
      });
      const eventId = res.hits.hits[0]._source!.event_id;
      const known = served.get(String(line.event_id));
      // The comparison means something only if the service grouped the articles as the lines do.
      expect(known ?? eventId, `${line.url} in the event of ${line.event_id}`).to.equal(eventId);
      served.set(String(line.event_id), eventId);
    }
    await analyzeStream(Readable.from([jsonl(fixtureLines)]), {
      write: async (line) => {
        const event = JSON.parse(line);
        cli.set(event.event_id, event);
      },
      warn: (message) => expect.fail(message),
    });
  });
  after(async () => {
    await api?.close();
  });

  it('clusters the fixture into two events, as the lines group them', () => {
    expect(new Set(served.values()).size).to.equal(2);
    expect([...cli.keys()]).to.deep.equal([STRIKE, CLOSURES]);
  });

  for (const event of [STRIKE, CLOSURES]) {
    it(`shows the analysis GET /events/{id} serves for ${event}`, async () => {
      const res = await api.get(`/api/v2/events/${served.get(event)}`);
      expect(res.status).to.equal(200);
      const { data } = await json(res);
      const mine = cli.get(event);
      for (const field of SHOWN) expect(mine[field], field).to.deep.equal(data[field]);
      // Nothing the API shows is missing, but for the store's own fields and the readers' flags.
      expect(Object.keys(data).filter((k) => !(k in mine))).to.have.members([
        'id',
        'updated_at',
        'time_ago',
        'feedback',
      ]);
    });

    it(`has the coverage and gap the service stores for ${event}`, async () => {
      const { _source: stored } = await api.context.es.get<Record<string, any>>({
        index: api.context.indices.events,
        id: String(served.get(event)),
      });
      expect(cli.get(event).coverage).to.deep.equal(stored!.coverage);
      expect(cli.get(event).gap).to.deep.equal(stored!.gap ?? null);
      // The service's split check found no other-side coverage to withdraw a gap for: the rule's gap stands.
      expect(stored!.gap_check).to.equal(null);
    });
  }

  it('shows the gap GET /divergence/gaps serves', async () => {
    const res = await api.get('/api/v2/divergence/gaps?since=2026-10-01T00:00:00Z');
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data.map((g: any) => g.id)).to.deep.equal([served.get(CLOSURES)]);
    // `provisional` is the gap's age at the time of the request: the service's alone.
    const { provisional, ...gap } = data[0].gap;
    expect(provisional).to.be.a('boolean');
    expect(cli.get(CLOSURES).gap).to.deep.equal(gap);
    expect(cli.get(STRIKE).gap).to.equal(null);
  });
});
