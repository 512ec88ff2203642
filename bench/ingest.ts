// Ingest benchmark: replay with enrichment and indexing, beside raw ES bulk indexing of the same documents in the
// same run; then the sentence encoder's share, side by side on one thread: normalise+analyse and a replay (analyse,
// deduplicate, index) with the encoder and without it (the same analysis, no meaning vector), alternated twice.
// Usage: npx tsx bench/ingest.ts [articles=20000]; about 6 minutes for 5,000 on the shared box at a load of 20.
// Targets: replay >= 1,500 articles/s on this 2-core machine, and >= 25% of the raw bulk rate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  analyseInline,
  createAnalysisPool,
  loadInlineEncoder,
  type Analyser,
} from '../src/ingest/analysis-pool';
import { analyseArticle } from '../src/ingest/article-analysis';
import { generateDemoCorpus } from '../src/demo';
import { prepareDocuments, type BatchItem } from '../src/ingest/pipeline';
import { replayStream } from '../src/ingest/replay';
import { parseReplayLine } from '../src/ingest/replay-file';
import { loadMapping } from '../src/store/indices';
import { rate, withBenchStores } from './support';

const articles = Number(process.argv[2] ?? 20_000);

async function main() {
  const now = new Date();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-')), 'corpus.jsonl');
  const out = fs.createWriteStream(file);
  for (const record of generateDemoCorpus({ articles, seed: 7, now }))
    out.write(`${JSON.stringify(record)}\n`);
  await new Promise((resolve) => out.end(resolve));
  console.log(`corpus: ${articles} synthetic articles (${(fs.statSync(file).size / 1e6).toFixed(1)} MB)`);

  // Enrichment alone, in memory, to see where the time goes.
  const items = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((text, i) => parseReplayLine(text, i + 1))
    .flatMap((line) => (line.ok ? [{ raw: line.record, where: `line ${line.line}` }] : []));
  let t = performance.now();
  const { docs } = await prepareDocuments(items, 'replay', now, analyseInline, false);
  const enrichMs = performance.now() - t;
  const pool = createAnalysisPool();
  await prepareDocuments(items.slice(0, 500), 'replay', now, pool.analyse, false); // workers load their models
  t = performance.now();
  await prepareDocuments(items, 'replay', now, pool.analyse, false);
  const poolMs = performance.now() - t;

  await withBenchStores('replay', async (app) => {
    t = performance.now();
    const report = await replayStream(app, fs.createReadStream(file), {
      analyser: pool.analyse,
      batchSize: 1000,
      cluster: false, // this stage only: bench/backfill.ts measures it with clustering
    });
    const replayMs = performance.now() - t;
    if (report.indexed !== docs.length) throw new Error(`replay indexed ${report.indexed} of ${docs.length}`);

    const rawIndex = `${app.config.indexPrefix}-raw`;
    const { settings, mappings } = loadMapping('articles');
    await app.es.indices.create({ index: rawIndex, settings, mappings });
    t = performance.now();
    const bulk = await app.es.helpers.bulk({
      datasource: docs,
      onDocument: (doc) => ({ create: { _index: rawIndex, _id: String(doc.id) } }),
      refreshOnCompletion: rawIndex,
    });
    const rawMs = performance.now() - t;
    if (bulk.successful !== docs.length)
      throw new Error(`raw bulk indexed ${bulk.successful} of ${docs.length}`);

    const replayRate = rate(docs.length, replayMs);
    const rawRate = rate(docs.length, rawMs);
    console.log(`normalise+analyse, one thread:       ${rate(docs.length, enrichMs)} articles/s`);
    console.log(`normalise+analyse, worker pool:      ${rate(docs.length, poolMs)} articles/s`);
    console.log(
      `replay (parse+analyse+dedupe+index): ${replayRate} articles/s  (${(replayMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `raw ES bulk of the same documents:  ${rawRate} articles/s  (${(rawMs / 1000).toFixed(1)} s)`,
    );
    console.log(`replay / raw bulk:                  ${((replayRate / rawRate) * 100).toFixed(0)}%`);
    console.log(
      `targets: >= 1500 articles/s ${replayRate >= 1500 ? 'MET' : 'NOT MET'}; >= 25% of raw ${replayRate / rawRate >= 0.25 ? 'MET' : 'NOT MET'}`,
    );
  });
  await pool.close();
  await encoderCost(file, items, now);
}

/** The same analysis without the sentence encoder: what ingest cost before articles had meaning vectors. */
const withoutEncoder: Analyser = async (inputs, cluster) =>
  inputs.map((input) => analyseArticle(input, cluster));

/** Articles/s with and without the encoder, one analysis thread, alternated (A B A B) in fresh prefixes. */
async function encoderCost(file: string, items: BatchItem[], now: Date): Promise<void> {
  await loadInlineEncoder();
  const runs: Record<'with' | 'without', { analyse: number[]; replay: number[] }> = {
    with: { analyse: [], replay: [] },
    without: { analyse: [], replay: [] },
  };
  for (const round of [1, 2]) {
    for (const [name, analyser] of [
      ['with', analyseInline],
      ['without', withoutEncoder],
    ] as const) {
      let t = performance.now();
      await prepareDocuments(items, 'replay', now, analyser, false);
      runs[name].analyse.push(rate(items.length, performance.now() - t));
      await withBenchStores(`enc${name}${round}`, async (app) => {
        t = performance.now();
        const report = await replayStream(app, fs.createReadStream(file), {
          analyser,
          batchSize: 1000,
          cluster: false,
        });
        runs[name].replay.push(rate(report.indexed, performance.now() - t));
      });
    }
  }
  for (const name of ['with', 'without'] as const)
    console.log(
      `one thread, ${name.padEnd(7)} the encoder: normalise+analyse ${runs[name].analyse.join(' / ')} articles/s; ` +
        `replay ${runs[name].replay.join(' / ')} articles/s`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
