// Replay into the real articles index: counts, line-numbered errors, no duplicates on re-ingest, updates in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { generateDemoCorpus } from '../../src/demo';
import { loadSentenceEncoder } from '../../src/encoder/sentence-encoder';
import { planArticleWrites, writeArticles } from '../../src/ingest/index-articles';
import { prepareDocuments } from '../../src/ingest/pipeline';
import { replayLines, replayStream } from '../../src/ingest/replay';
import { freePort } from '../../src/runtime/processes';
import { closeContext } from '../../src/server';
import { loseLeaseAtFirstBulkResponse } from '../support/bulk-requests';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';
import { replayLinesOf } from '../support/replay-lines';

const lines = [
  {
    url: 'https://www.reuters.com/business/acme-results-1?utm_source=rss',
    title: 'Apple beats quarterly earnings estimates as iPhone sales jump',
    published_at: '2026-11-20T08:00:00Z',
    summary: 'Apple Inc reported revenue of $95 billion, above analyst forecasts, and raised its dividend.',
    byline: 'Test Desk',
    image_url: 'https://www.reuters.com/img/1.jpg',
  },
  {
    url: 'https://www.foxnews.com/politics/senate-vote-1',
    title: 'Senate passes border bill in late-night vote',
    published_at: '2026-11-20T09:00:00Z',
    outlet: 'Fox News',
  },
  {
    url: 'https://www.nytimes.com/2026/11/20/us/senate-vote.html',
    title: 'Senate narrowly approves border measure',
    published_at: '2026-11-20T09:30:00Z',
    summary: 'The bill passed 51-49.',
  },
  {
    url: 'https://blog.example.org/post',
    title: 'An untracked blog post',
    published_at: '2026-11-20T10:00:00Z',
  },
];

function writeReplay(records: unknown[], extra: string[] = []): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-')), 'articles.jsonl');
  fs.writeFileSync(file, [...records.map((r) => JSON.stringify(r)), ...extra].join('\n'));
  return file;
}

describe('replay into the articles index', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-replay`;
  let app: IngestContext;

  before(async () => {
    app = await openTestStore(prefix);
  });
  after(async () => {
    await dropTestStore(app);
  });

  it('indexes tracked items, skips untracked ones, reports malformed lines by number and counts per outlet', async () => {
    const file = writeReplay(lines, [
      '{"url": "https://www.cnn.com/x", "title": ',
      JSON.stringify({ title: 'no url', published_at: '2026-11-20' }),
    ]);
    const report = await replayStream(app, fs.createReadStream(file));
    expect(report).to.deep.include({ read: 6, skipped: 1, indexed: 3, duplicates: 0, updated: 0, failed: 0 });
    expect(report.invalid.map((i) => i.where)).to.deep.equal(['line 5', 'line 6']);
    const { count } = await app.es.count({ index: app.indices.articles });
    expect(count).to.equal(3);
    const reuters = await app.es.get<{ articles_ingested: number }>({
      index: app.indices.outlets,
      id: 'reuters',
    });
    const cnn = await app.es.get<{ articles_ingested: number }>({ index: app.indices.outlets, id: 'cnn' });
    expect([reuters._source?.articles_ingested, cnn._source?.articles_ingested]).to.deep.equal([1, 0]);
  });

  it('stores the normalised, enriched document', async () => {
    const res = await app.es.search<Record<string, unknown>>({
      index: app.indices.articles,
      query: { term: { outlet_slug: 'reuters' } },
    });
    const doc = res.hits.hits[0]._source!;
    expect(doc.url).to.equal('https://www.reuters.com/business/acme-results-1');
    expect(doc).to.include({
      outlet_name: 'Reuters',
      domain: 'reuters.com',
      byline: 'Test Desk',
      origin: 'replay',
    });
    expect(doc.tickers).to.include('AAPL');
    expect(doc.topics).to.include('earnings');
    expect(doc.tags).to.include.members(['ticker:AAPL', 'topic:earnings']);
    expect(doc.market_score).to.be.greaterThan(50);
    expect(doc.sentiment).to.be.oneOf(['positive', 'neutral', 'negative']);
    expect(doc.framing).to.be.a('string');
    expect(Number.isSafeInteger(doc.id)).to.equal(true);
  });

  it("stores the headline and lead's meaning vector, kNN-searchable, and leaves it out of a whole _source", async () => {
    const encoder = await loadSentenceEncoder();
    const whole = await app.es.search<Record<string, unknown>>({
      index: app.indices.articles,
      query: { term: { outlet_slug: 'reuters' } },
    });
    expect(whole.hits.hits[0]._source).to.not.have.property('meaning_vector');
    const named = await app.es.search<{ meaning_vector: number[] }>({
      index: app.indices.articles,
      query: { term: { outlet_slug: 'reuters' } },
      _source: ['meaning_vector'],
    });
    const stored = named.hits.hits[0]._source!.meaning_vector;
    expect(stored).to.have.length(encoder.dimensions);
    const [query] = await encoder.embed(['Senate approves the border legislation']);
    const near = await app.es.search<{ outlet_slug: string }>({
      index: app.indices.articles,
      knn: { field: 'meaning_vector', query_vector: Array.from(query), k: 2, num_candidates: 10 },
      _source: ['outlet_slug'],
    });
    expect(near.hits.hits.map((hit) => hit._source!.outlet_slug).sort()).to.deep.equal([
      'fox-news',
      'new-york-times',
    ]);
  });

  it('creates no duplicates when the same file is replayed again', async () => {
    const report = await replayStream(app, fs.createReadStream(writeReplay(lines)));
    expect(report).to.deep.include({ indexed: 0, updated: 0, duplicates: 3, skipped: 1 });
    expect((await app.es.count({ index: app.indices.articles })).count).to.equal(3);
  });

  it('updates a changed item in place and keeps the event it belongs to', async () => {
    const target = await app.es.search<{ id: number }>({
      index: app.indices.articles,
      query: { term: { outlet_slug: 'fox-news' } },
    });
    const id = target.hits.hits[0]._id!;
    const before = await app.es.get<{ event_id: number }>({ index: app.indices.articles, id });
    const eventId = before._source?.event_id;
    expect(eventId).to.be.a('number');
    const changed = [{ ...lines[1], title: 'Senate passes border bill after all-night session' }];
    const report = await replayStream(app, fs.createReadStream(writeReplay(changed)));
    expect(report).to.deep.include({ updated: 1, indexed: 0 });
    const doc = await app.es.get<{ headline: string; event_id: number }>({ index: app.indices.articles, id });
    expect(doc._source).to.include({
      headline: 'Senate passes border bill after all-night session',
      event_id: eventId,
    });
    expect((await app.es.count({ index: app.indices.articles })).count).to.equal(3);
  });

  // Date.parse takes extended years that Elasticsearch's date fields reject; one such line made the event it
  // founded unstorable, so the batch's save failed and none of its articles was written.
  it('stores a batch with a line dated in a year Elasticsearch cannot store', async () => {
    const records = [
      {
        url: 'https://www.reuters.com/world/storm-ports-closed-extended-year-test',
        title: 'Storm closes three Gulf ports as tanker traffic halts',
        published_at: '2026-11-21T08:00:00Z',
      },
      {
        url: 'https://www.bbc.com/news/archive-extended-year-test',
        title: 'Ancient flood tablets deciphered by museum team',
        published_at: '-000100-01-01T00:00:00Z',
      },
    ];
    const report = await replayLines(app, replayLinesOf(records));
    expect(report).to.deep.include({ indexed: 2, failed: 0 });
  });

  it('writes no event and no article once the clustering lock is lost', async () => {
    const counts = () =>
      Promise.all(
        [app.indices.articles, app.indices.events].map(async (index) => {
          await app.es.indices.refresh({ index });
          return (await app.es.count({ index })).count;
        }),
      );
    const before = await counts();
    const lost = new AbortController();
    lost.abort(new Error('lost the lock'));
    const record = {
      url: 'https://www.reuters.com/world/lease-lost-test',
      title: 'Bridge closes after barge strike on the Ohio River',
      published_at: '2026-11-21T09:00:00Z',
    };
    let error: unknown;
    try {
      await replayLines(app, [{ line: 1, ok: true as const, record }], { lease: lost.signal });
    } catch (err) {
      error = err;
    }
    expect((error as Error).message).to.equal('lost the lock');
    expect(await counts()).to.deep.equal(before);
  });

  // The articles' bulk requests go out concurrently: a lease checked once before writing let the later chunks go
  // out after it was lost.
  it('sends no further chunk of the articles once the clustering lease is lost midway', async () => {
    // Three chunks of the write: two in flight at once, the third sent only as one of them is answered.
    const records = [
      ...generateDemoCorpus({ articles: 1300, seed: 5, now: new Date('2026-11-22T12:00:00Z') }),
    ];
    const { docs } = await prepareDocuments(
      records.map((raw, i) => ({ raw, where: `line ${i + 1}` })),
      'replay',
      new Date('2026-11-22T12:00:00Z'),
      undefined,
      false,
    );
    const plan = await planArticleWrites(app.es, app.indices.articles, docs);
    expect(plan.creates.length).to.be.greaterThan(1000);
    const watch = loseLeaseAtFirstBulkResponse(app.es);
    let error: unknown;
    try {
      await writeArticles(app.es, app.indices.articles, plan, new Map(), { lease: watch.lease });
    } catch (err) {
      error = err;
    } finally {
      watch.stop();
    }
    expect((error as Error).message).to.equal('lost the lock');
    // Two chunks were in flight when the first answer came; none was sent after it.
    expect(watch.before).to.be.at.most(2);
    expect(watch.after).to.equal(0);
    await app.es.indices.refresh({ index: app.indices.articles });
    const stored = await app.es.count({
      index: app.indices.articles,
      query: { ids: { values: plan.creates.map((doc) => String(doc.id)) } },
    });
    expect(stored.count).to.be.at.most(1000);
  });

  it('fails cleanly, without a partial report, when Elasticsearch is unreachable', async () => {
    const down = await openTestStore(prefix, { stores: { esUrl: `http://127.0.0.1:${await freePort()}` } });
    let error: unknown;
    try {
      await replayStream(down, fs.createReadStream(writeReplay(lines)));
    } catch (err) {
      error = err;
    } finally {
      await closeContext(down);
    }
    expect(error).to.be.instanceOf(Error);
  });

  it('replays a file of many batches, analysed in chunks while it is read, with nothing lost or doubled', async () => {
    const records = [
      ...generateDemoCorpus({ articles: 450, seed: 3, now: new Date('2026-11-20T12:00:00Z') }),
    ];
    const numbered = () => replayLinesOf(records);
    const before = (await app.es.count({ index: app.indices.articles })).count;
    const first = await replayLines(app, numbered(), { batchSize: 170, cluster: false });
    expect(first).to.deep.include({ read: records.length, failed: 0, skipped: 0, updated: 0 });
    expect(first.indexed + first.duplicates).to.equal(records.length);
    expect(first.written).to.have.length(first.indexed);
    expect((await app.es.count({ index: app.indices.articles })).count).to.equal(before + first.indexed);
    const again = await replayLines(app, numbered(), { batchSize: 170, cluster: false });
    expect(again).to.deep.include({
      read: records.length,
      indexed: 0,
      updated: 0,
      duplicates: records.length,
    });
  });

  it('clusters articles first stored without clustering and stores their clustering features with the event', async () => {
    const records = [
      ...generateDemoCorpus({ articles: 60, seed: 8, days: 1, now: new Date('2026-10-20T12:00:00Z') }),
    ];
    const numbered = () => replayLinesOf(records);
    const first = await replayLines(app, numbered(), { cluster: false });
    const clustered = await replayLines(app, numbered());
    expect(clustered).to.deep.include({ indexed: 0, updated: 0, duplicates: records.length, failed: 0 });
    const stored = await app.es.mget<{ event_id?: number; cluster_features?: { id: number } }>({
      index: app.indices.articles,
      ids: first.written.map(String),
      _source_includes: ['event_id', 'cluster_features'],
    });
    for (const doc of stored.docs) {
      const source = 'found' in doc && doc.found ? doc._source : undefined;
      expect(source?.event_id, `event of ${doc._id}`).to.be.a('number');
      expect(source?.cluster_features?.id, `features of ${doc._id}`).to.equal(Number(doc._id));
    }
  });

  it('clusters batches in order while earlier batches write their articles: every article and event agree', async () => {
    const records = [
      ...generateDemoCorpus({ articles: 600, seed: 5, days: 1, now: new Date('2026-11-10T12:00:00Z') }),
    ];
    const report = await replayLines(app, replayLinesOf(records), { batchSize: 50 });
    expect(report).to.deep.include({ read: records.length, failed: 0, updated: 0 });
    expect(report.written).to.have.length(report.indexed);
    const articles = await app.es.mget<{ event_id?: number }>({
      index: app.indices.articles,
      ids: report.written.map(String),
      _source_includes: ['event_id'],
    });
    const eventOfArticle = new Map(
      articles.docs.map((doc) => [Number(doc._id), 'found' in doc ? doc._source?.event_id : undefined]),
    );
    expect([...eventOfArticle.values()].every((id) => typeof id === 'number')).to.equal(true);
    const events = await app.es.mget<{
      member_sample_ids: number[];
      article_count: number;
      merged_into?: number;
    }>({
      index: app.indices.events,
      ids: [...new Set(eventOfArticle.values())].map(String),
      _source_includes: ['member_sample_ids', 'article_count', 'merged_into'],
    });
    const listed = new Map<number, number>();
    for (const doc of events.docs) {
      const source = 'found' in doc && doc.found ? doc._source : undefined;
      expect(source?.merged_into, `event ${doc._id}`).to.equal(undefined);
      // Events this small keep every member in their sample.
      expect(source?.member_sample_ids, `event ${doc._id}`).to.have.length(source!.article_count);
      for (const id of source?.member_sample_ids ?? []) {
        expect(listed.has(id), `article ${id} listed twice`).to.equal(false);
        listed.set(id, Number(doc._id));
      }
    }
    for (const [articleId, eventId] of eventOfArticle) expect(listed.get(articleId)).to.equal(eventId);
    // Stories of this corpus are covered by several outlets: clustering across batches must have joined them.
    expect(new Set(eventOfArticle.values()).size).to.be.below(report.indexed / 2);
  });

  // A batch can re-point articles the batch before it is still creating (a merge or a move); that update must
  // not reach Elasticsearch first, or it fails (document missing) and the article keeps its former event.
  it("writes a batch's articles only after the batch before it wrote its own", async () => {
    const own = await openTestStore(`${prefix}-order`);
    try {
      // A slow article write: every bulk request to the articles but those re-pointing stored articles waits a
      // second.
      const bulk = own.es.bulk.bind(own.es);
      let repointed = 0;
      own.es.bulk = ((request: { operations: Record<string, any>[] }) => {
        const actions = request.operations.filter((_, i) => i % 2 === 0);
        const bodies = request.operations.filter((_, i) => i % 2 === 1);
        const toArticles = actions.some((a) => Object.values(a)[0]._index === own.indices.articles);
        const assigns = bodies.filter((b) => b.doc && Object.keys(b.doc).length === 1).length;
        if (toArticles) repointed += assigns;
        const wait = toArticles && assigns === 0 ? 1000 : 0;
        return new Promise((resolve) => setTimeout(resolve, wait)).then(() =>
          bulk(request as Parameters<typeof bulk>[0]),
        );
      }) as unknown as typeof own.es.bulk;
      const records = [
        ...generateDemoCorpus({ articles: 1000, seed: 4, days: 1, now: new Date('2026-11-10T12:00:00Z') }),
      ];
      const report = await replayLines(own, replayLinesOf(records), { batchSize: 100 });
      expect(repointed, 'articles of an earlier batch re-pointed').to.be.above(0);
      expect(report).to.deep.include({ failed: 0, indexed: records.length });
      const articles = await own.es.mget<{ event_id: number }>({
        index: own.indices.articles,
        ids: report.written.map(String),
        _source_includes: ['event_id'],
      });
      const held = new Map<number, number>();
      const events = await own.es.search<{ member_sample_ids: number[] }>({
        index: own.indices.events,
        size: 10_000,
        _source: ['member_sample_ids'],
        query: { bool: { must_not: [{ exists: { field: 'merged_into' } }] } },
      });
      // Events this small keep every member in their sample.
      for (const hit of events.hits.hits)
        for (const id of hit._source!.member_sample_ids) held.set(id, Number(hit._id));
      for (const doc of articles.docs)
        expect('found' in doc && doc._source?.event_id, `article ${doc._id}`).to.equal(
          held.get(Number(doc._id)),
        );
    } finally {
      await dropTestStore(own);
    }
  });

  it('stores an article changed in the next batch after the batch before it, even without clustering', async () => {
    const base = { url: 'https://www.reuters.com/markets/order-check', published_at: '2026-11-20T08:00:00Z' };
    const records = [
      { ...base, title: 'Globex shares rise on order book' },
      {
        url: 'https://www.reuters.com/markets/filler-1',
        title: 'Filler one',
        published_at: base.published_at,
      },
      { ...base, title: 'Globex shares rise on record order book' },
      {
        url: 'https://www.reuters.com/markets/filler-2',
        title: 'Filler two',
        published_at: base.published_at,
      },
    ];
    const report = await replayLines(app, replayLinesOf(records), { batchSize: 2, cluster: false });
    expect(report).to.deep.include({ indexed: 3, updated: 1, duplicates: 0, failed: 0 });
    const stored = await app.es.search<{ headline: string }>({
      index: app.indices.articles,
      query: { term: { url: base.url } },
    });
    expect(stored.hits.hits.map((hit) => hit._source?.headline)).to.deep.equal([
      'Globex shares rise on record order book',
    ]);
  });

  it('counts an article another writer created since the plan was read as a duplicate, not a failure', async () => {
    const raw = {
      url: 'https://www.reuters.com/markets/concurrent-writer',
      title: 'Initech wins contract',
      published_at: '2026-11-20T08:00:00Z',
    };
    const { docs } = await prepareDocuments(
      [{ raw, where: 'line 1' }],
      'replay',
      new Date(),
      undefined,
      false,
    );
    const plan = await planArticleWrites(app.es, app.indices.articles, docs);
    expect(plan.creates).to.have.length(1);
    await app.es.create({ index: app.indices.articles, id: String(docs[0].id), document: docs[0] });
    const report = await writeArticles(app.es, app.indices.articles, plan);
    expect(report).to.deep.include({ indexed: 0, duplicates: 1, failed: 0, written: [] });
  });
});
