// Index size and cost per article, for the capacity model (docs/scaling.md): replays demo-generator articles at
// the live stream's density through the whole pipeline (inline analysis, indexing, clustering, event analysis) into
// a throwaway prefix, then reads Elasticsearch's own statistics of the prefix's indices after a flush: primary store
// bytes per article and per live event, and the time Elasticsearch spent indexing per article. Also the CPU this
// process used per article (analysis, clustering, event analysis: the ingest worker's share). Then the cost of the
// meaning vectors side by side: the articles copied (reindex) into an index of the same mapping without
// `meaning_vector`, both force-merged to one segment, bytes per article with and without the vector.
// Usage: npx tsx bench/index-size.ts [articles=5000]. Takes about 2.5 minutes for 3,000 articles on the shared 2-core
// box at a load average of 20 (analysis runs inline, on one core); the byte figures do not depend on load.
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../src/context';
import { generateDemoCorpus } from '../src/demo';
import { replayLines } from '../src/ingest/replay';
import { loadMapping } from '../src/store/indices';
import type { ReplayLine } from '../src/ingest/replay-file';
import { withBenchStores } from './support';

const articles = Number(process.argv[2] ?? 5_000);

function* corpus(): Generator<ReplayLine> {
  let line = 0;
  // About the live stream's density: 45 outlets, ~1,700 articles a day (as bench/backfill.ts).
  for (const record of generateDemoCorpus({ articles, seed: 11, days: Math.max(1, articles / 1700) }))
    yield { line: ++line, ok: true, record };
}

interface Sizes {
  docs: number;
  deleted: number;
  bytes: number;
  indexMs: number;
  indexed: number;
  segments: number;
}

async function sizes(app: AppContext, index: string): Promise<Sizes> {
  const res = await app.es.indices.stats({ index, metric: ['docs', 'store', 'indexing', 'segments'] });
  const p: estypes.IndicesStatsIndexStats = res._all.primaries ?? {};
  return {
    docs: p.docs?.count ?? 0,
    deleted: p.docs?.deleted ?? 0,
    bytes: p.store?.size_in_bytes ?? 0,
    indexMs: p.indexing?.index_time_in_millis ?? 0,
    indexed: p.indexing?.index_total ?? 0,
    segments: p.segments?.count ?? 0,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

async function main() {
  await withBenchStores('indexsize', async (app) => {
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const report = await replayLines(app, corpus());
    const cpu = process.cpuUsage(cpu0);
    const seconds = (performance.now() - started) / 1000;
    const live = (
      await app.es.count({
        index: app.indices.events,
        query: { bool: { must_not: { exists: { field: 'merged_into' } } } },
      })
    ).count;
    console.log(
      `articles: read ${report.read}, indexed ${report.indexed}; live events ${live} in ${seconds.toFixed(0)} s`,
    );
    console.log(
      `this process's CPU per article (analysis, clustering, event analysis): ` +
        `${((cpu.user + cpu.system) / 1000 / report.indexed).toFixed(2)} ms`,
    );
    await app.es.indices.flush({ index: [app.indices.articles, app.indices.events] });
    const a = await sizes(app, app.indices.articles);
    const e = await sizes(app, app.indices.events);
    console.log(
      `after flush: articles ${a.docs} docs (${a.deleted} deleted, ${a.segments} segments), ${kb(a.bytes)} ` +
        `= ${kb(a.bytes / a.docs)} per article; events ${e.docs} Lucene docs with nested rows and tombstones (${e.deleted} deleted, ` +
        `${e.segments} segments), ${kb(e.bytes)} = ${kb(e.bytes / live)} per live event`,
    );
    console.log(
      `Elasticsearch indexing time per article: ${(a.indexMs / report.indexed).toFixed(2)} ms into articles ` +
        `(${a.indexed} index operations), ${(e.indexMs / report.indexed).toFixed(2)} ms into events ` +
        `(${e.indexed} operations, ${(e.indexed / report.indexed).toFixed(2)} per article)`,
    );
    await vectorCost(app);
  });
}

/** Bytes per article with and without the meaning vector, both indices merged to one segment. */
async function vectorCost(app: AppContext): Promise<void> {
  const { settings, mappings } = loadMapping('articles');
  const { meaning_vector: vector, ...properties } = mappings.properties ?? {};
  if (!vector) throw new Error('mappings/articles.json has no meaning_vector');
  const without = `${app.config.indexPrefix}-articles-novector`;
  await app.es.indices.create({ index: without, settings, mappings: { ...mappings, properties } });
  // The distribution has no _reindex (a module the integ-test zip leaves out): the documents are copied in pages.
  const operations = async function* () {
    let after: estypes.SortResults | undefined;
    for (;;) {
      const res = await app.es.search<Record<string, unknown>>({
        index: app.indices.articles,
        size: 500,
        _source: { excludes: ['meaning_vector'] },
        sort: [{ id: 'asc' }],
        ...(after ? { search_after: after } : {}),
      });
      const hits = res.hits.hits;
      for (const hit of hits) yield hit._source!;
      if (hits.length < 500) return;
      after = hits[hits.length - 1].sort;
    }
  };
  const copied = await app.es.helpers.bulk({
    datasource: operations(),
    onDocument: (doc) => ({ create: { _index: without, _id: String(doc.id) } }),
    refreshOnCompletion: without,
  });
  if (copied.failed > 0) throw new Error(`copying the articles failed for ${copied.failed}`);
  const merged = async (index: string) => {
    await app.es.indices.forcemerge({ index, max_num_segments: 1 });
    await app.es.indices.refresh({ index });
    return sizes(app, index);
  };
  const withVector = await merged(app.indices.articles);
  const plain = await merged(without);
  if (plain.docs !== withVector.docs)
    throw new Error(`reindexed ${plain.docs} of ${withVector.docs} articles`);
  console.log(
    `one segment each, ${withVector.docs} articles: with meaning_vector ${kb(withVector.bytes / withVector.docs)} per article, ` +
      `without ${kb(plain.bytes / plain.docs)} (the vector adds ${kb((withVector.bytes - plain.bytes) / plain.docs)}, ` +
      `${(((withVector.bytes - plain.bytes) / plain.bytes) * 100).toFixed(0)}%)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
