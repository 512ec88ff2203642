// `parallax reembed` on a real Elasticsearch: articles replayed through the service's ingest (whose events get the
// mean of their members' vectors), then vectors removed or made "by another model", then re-embedded in batches,
// stopped midway and resumed: every article ends with the vector ingest gave it, every event with its mean.
import { expect } from 'chai';
import { reembedCommand } from '../../src/cli/reembed';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { generateDemoCorpus } from '../../src/demo';
import { loadSentenceEncoder, type SentenceEncoder } from '../../src/encoder/sentence-encoder';
import { replayLines } from '../../src/ingest/replay';
import { eventMeaningVector } from '../../src/encoder/event-vector';
import { countOutdatedArticles, reembed } from '../../src/ingest/reembed';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

interface StoredArticle {
  event_id?: number;
  meaning_vector?: number[];
  meaning_model?: string;
}

const closeTo = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  Boolean(a && b && a.length === b.length && a.every((v, i) => Math.abs(v - b[i]) < 1e-4));

describe('parallax reembed', function () {
  this.timeout(120_000);
  let app: IngestContext;
  let encoder: SentenceEncoder;

  const articles = async () => {
    await app.es.indices.refresh({ index: app.indices.articles });
    const res = await app.es.search<StoredArticle>({
      index: app.indices.articles,
      size: 1000,
      _source: { includes: ['event_id', 'meaning_vector', 'meaning_model'], exclude_vectors: false },
      query: { match_all: {} },
    });
    return new Map(res.hits.hits.map((hit) => [Number(hit._id), hit._source!]));
  };
  const eventVectors = async () => {
    await app.es.indices.refresh({ index: app.indices.events });
    const res = await app.es.search<{ meaning_vector?: number[] }>({
      index: app.indices.events,
      size: 1000,
      _source: { includes: ['meaning_vector'], exclude_vectors: false },
      query: { bool: { must_not: [{ exists: { field: 'merged_into' } }] } },
    });
    return new Map(res.hits.hits.map((hit) => [Number(hit._id), hit._source!.meaning_vector]));
  };
  /** Every event's stored vector is the mean of its members' stored vectors. */
  const expectEventMeans = async () => {
    const stored = await articles();
    const events = await eventVectors();
    expect(events.size).to.be.greaterThan(3);
    for (const [id, vector] of events) {
      const members = [...stored.values()].filter((a) => a.event_id === id);
      expect(closeTo(vector, eventMeaningVector(members) ?? undefined), `event ${id}`).to.equal(true);
    }
  };

  before(async () => {
    app = await openTestStore(`${TEST_PREFIX}-reembed`);
    encoder = await loadSentenceEncoder();
    const records = [
      ...generateDemoCorpus({ articles: 60, seed: 11, days: 1, now: new Date('2026-10-20T12:00:00Z') }),
    ];
    await replayLines(
      app,
      records.map((record, i) => ({ line: i + 1, ok: true as const, record })),
    );
  });
  after(async () => {
    await dropTestStore(app);
  });

  it('ingest stores each event with the mean of its members vectors, and each article with its encoder version', async () => {
    const stored = await articles();
    expect(stored.size).to.be.greaterThan(30);
    for (const a of stored.values()) expect(a.meaning_model).to.equal(encoder.version);
    await expectEventMeans();
  });

  it('fills missing and other-model vectors in batches, resumes after a stop, and then finds nothing to do', async () => {
    const before = await articles();
    const ids = [...before.keys()].sort((a, b) => a - b);
    // A third without a vector, a third by "another model" (a different vector), the events without theirs.
    const operations = ids.flatMap((id, i) => {
      const doc =
        i % 3 === 0
          ? { meaning_vector: null, meaning_model: null }
          : i % 3 === 1
            ? {
                meaning_vector: before.get(ids[(i + 1) % ids.length])!.meaning_vector,
                meaning_model: 'old/32',
              }
            : {};
      return Object.keys(doc).length
        ? [{ update: { _index: app.indices.articles, _id: String(id) } }, { doc }]
        : [];
    });
    await app.es.bulk({ operations, refresh: true });
    const eventIds = [...(await eventVectors()).keys()];
    await app.es.bulk({
      operations: eventIds.flatMap((id) => [
        { update: { _index: app.indices.events, _id: String(id) } },
        { doc: { meaning_vector: null } },
      ]),
      refresh: true,
    });
    const outdated = operations.length / 2;
    expect(await countOutdatedArticles(app, encoder.version)).to.equal(outdated);

    // Stopped after its first batch of 5.
    let error: unknown;
    try {
      await reembed(app, encoder, {
        batch: 5,
        onProgress: () => {
          throw new Error('stopped');
        },
      });
    } catch (err) {
      error = err;
    }
    expect((error as Error).message).to.equal('stopped');
    expect(await countOutdatedArticles(app, encoder.version)).to.equal(outdated - 5);

    const seen: number[] = [];
    const done = await reembed(app, encoder, { batch: 5, onProgress: (p) => seen.push(p.articles) });
    expect(done.articles).to.equal(outdated - 5);
    expect(done.total).to.equal(outdated - 5);
    expect(seen[seen.length - 1]).to.equal(outdated - 5);
    expect(await countOutdatedArticles(app, encoder.version)).to.equal(0);

    const after = await articles();
    for (const [id, a] of after) {
      expect(a.meaning_model, `article ${id}`).to.equal(encoder.version);
      expect(closeTo(a.meaning_vector, before.get(id)!.meaning_vector), `article ${id}`).to.equal(true);
    }
    await expectEventMeans();
    expect(await reembed(app, encoder)).to.deep.equal({ articles: 0, events: 0, total: 0 });
  });

  it('refuses bad arguments with exit code 2', async () => {
    expect(await reembedCommand.run(['--batch', '0'])).to.equal(2);
    expect(await reembedCommand.run(['--batch', 'x'])).to.equal(2);
    expect(await reembedCommand.run(['--all'])).to.equal(2);
  });
});
