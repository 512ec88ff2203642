// The articles as a rolled-over series of backing indices behind one alias (src/store/rollover.ts), on the real ES:
// set up and migrated, rolled over in the middle of a replay and by the ingest cycle's own check (a tiny max_docs
// forces it), and afterwards every article is stored once, updated and re-pointed where it lies, and the API lists
// read all of them through the alias.
import { expect } from 'chai';
import type { Client } from '@elastic/elasticsearch';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { generateDemoCorpus, type ReplayRecord } from '../../src/demo';
import { runIngestCycle } from '../../src/ingest/cycle';
import { replayLines } from '../../src/ingest/replay';
import { newClusterCaches } from '../../src/cluster/es/caches';
import { EsClusterStore } from '../../src/cluster/es/cluster-store';
import { docsById } from '../../src/store/docs-by-id';
import { loadMapping, setupIndices } from '../../src/store/indices';
import { rolloverIndex } from '../../src/store/rollover';
import { json, startTestApi, type TestApi } from '../support/api';
import { runCli } from '../support/cli';
import { startFeedServer } from '../support/feed-server';
import { rssFeed, type RssItem } from '../support/rss-feed';
import { TEST_PREFIX, testServices } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

/** Every stored copy of every article, across all backing indices: id -> the indices holding it. */
async function copies(es: Client, alias: string): Promise<Map<number, string[]>> {
  await es.indices.refresh({ index: alias });
  const res = await es.search({ index: alias, size: 10_000, _source: false, query: { match_all: {} } });
  const out = new Map<number, string[]>();
  for (const hit of res.hits.hits)
    out.set(Number(hit._id), [...(out.get(Number(hit._id)) ?? []), hit._index]);
  return out;
}

const lines = (records: readonly ReplayRecord[]) =>
  records.map((record, i) => ({ line: i + 1, ok: true as const, record }));

describe('articles rollover (real ES)', function () {
  this.timeout(180_000);

  describe('a replay rolled over halfway, then read through the API', () => {
    let api: TestApi;
    let app: IngestContext;
    let alias: string;
    const records = [...generateDemoCorpus({ articles: 300, seed: 11, days: 1, now: new Date() })];
    const first = records.slice(0, 150);
    const second = records.slice(150);
    const firstIds = new Set<number>();

    before(async () => {
      api = await startTestApi({ name: 'rollover', tier: 'max' });
      app = api.context;
      alias = app.indices.articles;
    });
    after(() => api?.close());
    /** The event of every article the alias reaches, by article id, with the index that holds it. */
    const articleEvents = async () =>
      docsById<{ event_id: number }>(app.es, alias, [...(await copies(app.es, alias)).keys()], ['event_id']);

    it('sets up the articles as the first numbered backing index behind the alias, mapped by a template', async () => {
      const physical = `${app.config.indexPrefix}-articles-v${loadMapping('articles')._meta.version}`;
      const aliases = await app.es.indices.getAlias({ name: alias });
      expect(aliases).to.deep.equal({
        [`${physical}-000001`]: { aliases: { [alias]: { is_write_index: true } } },
      });
      const { index_templates } = await app.es.indices.getIndexTemplate({ name: physical });
      expect(index_templates[0].index_template.index_patterns).to.deep.equal([`${physical}-*`]);
      const mapping = await app.es.indices.getMapping({ index: `${physical}-000001` });
      expect(mapping[`${physical}-000001`].mappings.dynamic).to.equal('strict');
      const again = await setupIndices(app.es, app.config.indexPrefix);
      expect(again.find((r) => r.index === 'articles')).to.deep.include({
        physical: `${physical}-000001`,
        action: 'unchanged',
      });
    });

    it('stores every article once when the rollover comes between two halves of a replay', async () => {
      const before = await replayLines(app, lines(first), { batchSize: 50 });
      expect(before).to.deep.include({ failed: 0 });
      for (const id of before.written) firstIds.add(id);

      const rolled = await rolloverIndex(app.es, alias, { maxDocs: 1 });
      expect(rolled).to.deep.include({ rolledOver: true, newIndex: rolled.oldIndex.replace(/1$/, '2') });

      const after = await replayLines(app, lines(second), { batchSize: 50 });
      expect(after).to.deep.include({ failed: 0 });
      const stored = await copies(app.es, alias);
      expect(stored.size).to.equal(before.indexed + after.indexed);
      for (const [id, indices] of stored) {
        expect(indices, `copies of ${id}`).to.have.length(1);
        expect(indices[0], `index of ${id}`).to.equal(firstIds.has(id) ? rolled.oldIndex : rolled.newIndex);
      }
    });

    it('keeps every article, in either index, pointing at a live event that counts it', async () => {
      const stored = await articleEvents();
      const members = new Map<number, number>();
      for (const { source } of stored.values())
        members.set(source.event_id, (members.get(source.event_id) ?? 0) + 1);
      const events = await app.es.mget<{ article_count: number; merged_into?: number }>({
        index: app.indices.events,
        ids: [...members.keys()].map(String),
      });
      for (const doc of events.docs) {
        const source = 'found' in doc && doc.found ? doc._source : undefined;
        expect(source, `event ${doc._id}`).to.not.equal(undefined);
        expect(source?.merged_into, `event ${doc._id}`).to.equal(undefined);
        expect(source?.article_count, `members of event ${doc._id}`).to.equal(members.get(Number(doc._id)));
      }
    });

    it('updates an edited article of the old index in place, and the API shows the edit', async () => {
      const edited = first.slice(0, 5).map((record) => ({ ...record, title: `${record.title} (corrected)` }));
      const report = await replayLines(app, lines(edited), { batchSize: 50 });
      expect(report).to.deep.include({ indexed: 0, updated: 5, failed: 0 });
      const stored = await copies(app.es, alias);
      for (const id of report.written) expect(stored.get(id), `copies of ${id}`).to.have.length(1);
      const docs = await docsById<{ headline: string; event_id: number }>(app.es, alias, report.written, [
        'headline',
        'event_id',
      ]);
      const [id] = report.written;
      expect(docs.get(id)!.index).to.match(/-000001$/);
      expect(docs.get(id)!.source.headline).to.match(/\(corrected\)$/);

      const event = await json(await api.get(`/api/v2/events/${docs.get(id)!.source.event_id}`));
      expect(event.data.sources.map((s: { headline: string }) => s.headline)).to.include(
        docs.get(id)!.source.headline,
      );
    });

    it('lists every article once through the alias on the market desk, and counts them in the stats', async () => {
      const seen: number[] = [];
      for (let offset = 0; ; offset += 200) {
        const page = await json(await api.get(`/api/v2/market/articles?hours=72&limit=200&offset=${offset}`));
        seen.push(...page.data.map((a: { id: number }) => a.id));
        if (page.data.length < 200) break;
      }
      expect(new Set(seen).size).to.equal(seen.length);
      const relevant = await app.es.count({
        index: alias,
        query: {
          bool: {
            filter: [{ exists: { field: 'tags' } }, { range: { published_at: { gte: 'now-72h' } } }],
          },
        },
      });
      expect(seen).to.have.length(relevant.count);
      const stats = await json(await api.get('/api/v2/stats'));
      expect(stats.data.articles_total).to.equal((await copies(app.es, alias)).size);
    });
    it('re-points the articles of a merged-away event in the index that holds them', async () => {
      const stored = await articleEvents();
      const oldIndex = stored.get([...firstIds][0])!.index;
      const from = stored.get([...firstIds][0])!.source.event_id;
      const into = [...stored.values()].find((doc) => doc.index !== oldIndex && doc.source.event_id !== from)!
        .source.event_id;
      const members = [...stored].filter(([, doc]) => doc.source.event_id === from).map(([id]) => id);
      await new EsClusterStore(app.es, app.indices, newClusterCaches()).save({
        events: [],
        merges: [{ from, into }],
        assignments: [],
        articles: [],
      });
      const after = await docsById<{ event_id: number }>(app.es, alias, members, ['event_id']);
      const copiesAfter = await copies(app.es, alias);
      for (const id of members) {
        expect(after.get(id), `article ${id}`).to.deep.equal({
          index: stored.get(id)!.index,
          source: { event_id: into },
        });
        expect(copiesAfter.get(id), `copies of ${id}`).to.have.length(1);
      }
      expect(members.some((id) => stored.get(id)!.index === oldIndex)).to.equal(true);
    });
  });

  describe('the ingest cycle', () => {
    it('rolls over when a condition is met, and a changed feed item is updated in the index holding it', async () => {
      const prefix = `${TEST_PREFIX}-rollcycle`;
      const feeds = await startFeedServer();
      const app = await openTestStore(prefix, { env: { ROLLOVER_MAX_DOCS: '2' } });
      const published = new Date();
      const item = (title: string, slug: string, description = ''): RssItem => ({
        title,
        link: `https://www.theguardian.com/world/${slug}`,
        published,
        description,
      });
      const cycle = () =>
        runIngestCycle(app, {
          sources: [{ outlet: 'the-guardian', url: feeds.url('/guardian.xml') }],
          fetchOptions: { timeoutMs: 2_000, backoffJitter: 0 },
        });
      try {
        feeds.setFeed(
          '/guardian.xml',
          rssFeed([item('Port strike halts exports', 'strike'), item('Dam opens', 'dam')]),
        );
        const one = await cycle();
        expect(one).to.deep.include({ indexed: 2 });
        expect(one.rollover?.rolledOver).to.equal(true);
        expect(one.rollover?.conditions).to.include({ '[max_docs: 2]': true });

        feeds.setFeed(
          '/guardian.xml',
          rssFeed([
            item('Port strike halts exports', 'strike', 'Talks resume on Monday.'),
            item('Dam opens', 'dam'),
            item('Rail fares rise', 'fares'),
          ]),
        );
        const two = await cycle();
        expect(two).to.deep.include({ indexed: 1, updated: 1, duplicates: 1, failed: 0 });
        expect(two.rollover).to.deep.include({ rolledOver: false });
        const stored = await copies(app.es, app.indices.articles);
        expect(
          [...stored.values()].map((indices) => indices.map((index) => index.slice(-6))),
        ).to.have.deep.members([['000001'], ['000001'], ['000002']]);
      } finally {
        await feeds.stop();
        await dropTestStore(app);
      }
    });
  });

  describe('an articles index made before rollover', () => {
    const prefix = `${TEST_PREFIX}-rolllegacy`;
    let app: IngestContext;

    before(async () => {
      // No indices: the test makes the articles index as an older version made it.
      app = await openTestStore(prefix, { prepare: false });
    });
    after(async () => {
      await dropTestStore(app);
    });

    it('stays the first backing index: setup keeps the alias on it, rollovers number the next ones after it', async () => {
      const file = loadMapping('articles');
      const legacy = `${prefix}-articles-v${file._meta.version}`;
      const alias = app.indices.articles;
      await app.es.indices.create({
        index: legacy,
        settings: file.settings,
        mappings: file.mappings,
        aliases: { [alias]: { is_write_index: true } },
      });
      await app.es.index({ index: alias, id: '7', document: { id: 7, headline: 'kept' }, refresh: true });

      const reports = await setupIndices(app.es, prefix);
      expect(reports.find((r) => r.index === 'articles')).to.deep.include({
        physical: legacy,
        action: 'unchanged',
      });
      expect(Object.keys(await app.es.indices.getAlias({ name: alias }))).to.deep.equal([legacy]);

      const dry = await rolloverIndex(app.es, alias, { maxDocs: 1 }, { dryRun: true });
      expect(dry).to.deep.include({ rolledOver: false, dryRun: true, newIndex: `${legacy}-000002` });
      expect(await rolloverIndex(app.es, alias, { maxDocs: 1 })).to.deep.include({
        rolledOver: true,
        oldIndex: legacy,
        newIndex: `${legacy}-000002`,
      });
      await app.es.index({ index: alias, id: '8', document: { id: 8, headline: 'new' }, refresh: true });
      expect(await rolloverIndex(app.es, alias, { maxDocs: 1 })).to.deep.include({
        oldIndex: `${legacy}-000002`,
        newIndex: `${legacy}-000003`,
      });
      // Indices rollover made are mapped by the template, as strictly as the first.
      const mapping = await app.es.indices.getMapping({ index: `${legacy}-000003` });
      expect(mapping[`${legacy}-000003`].mappings.dynamic).to.equal('strict');

      const again = await setupIndices(app.es, prefix);
      expect(again.find((r) => r.index === 'articles')).to.deep.include({
        physical: `${legacy}-000003`,
        action: 'unchanged',
      });
      const docs = await docsById<{ headline: string }>(app.es, alias, [7, 8], ['headline']);
      expect(docs.get(7)).to.deep.equal({ index: legacy, source: { headline: 'kept' } });
      expect(docs.get(8)).to.deep.equal({ index: `${legacy}-000002`, source: { headline: 'new' } });
    });

    it('refuses a rollover without a condition, which Elasticsearch would make unconditionally', async () => {
      let message = '';
      try {
        await rolloverIndex(app.es, app.indices.articles, {});
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).to.match(/at least one condition/);
    });
  });

  describe('parallax rollover', () => {
    const prefix = `${TEST_PREFIX}-rollcli`;
    let app: IngestContext;
    let env: NodeJS.ProcessEnv;

    before(async () => {
      const services = await testServices();
      app = await openTestStore(prefix);
      await app.es.index({ index: app.indices.articles, id: '1', document: { id: 1 }, refresh: true });
      env = {
        PARALLAX_INDEX_PREFIX: prefix,
        ES_URL: services.esUrl,
        REDIS_URL: services.redisUrl,
        ROLLOVER_MAX_DOCS: '1',
      };
    });
    after(async () => {
      await dropTestStore(app);
    });

    it('says what it would do with --dry-run, then rolls over', async () => {
      const dry = await runCli(['rollover', '--dry-run'], env);
      expect(dry.code).to.equal(0);
      expect(dry.stdout).to.match(/\[max_docs: 1\]: met/);
      expect(dry.stdout).to.match(/would roll over from \S+-000001 to \S+-000002 \(dry run\)/);
      expect(Object.keys(await app.es.indices.getAlias({ name: app.indices.articles }))).to.have.length(1);

      const real = await runCli(['rollover'], env);
      expect(real.code).to.equal(0);
      expect(real.stdout).to.match(/rolled over from \S+-000001 to \S+-000002/);
      const after = await runCli(['rollover'], env);
      expect(after.stdout).to.match(/no condition met; \S+-000002 stays the write index/);
    });

    it('rejects an unknown argument', async () => {
      const res = await runCli(['rollover', '--now'], env);
      expect(res.code).to.equal(2);
      expect(res.stderr).to.match(/unknown argument: --now/);
    });
  });
});
