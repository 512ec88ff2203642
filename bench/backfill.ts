// Backfill benchmark: demo-generator articles through the whole pipeline (analysis in a worker pool, indexing,
// clustering into events, event analysis), in time order, as a replay. Prints articles/s overall and per block
// of 10,000, to show whether the per-article cost stays flat as the archive grows.
// Usage: npx tsx bench/backfill.ts [articles=100000]. Target: >= 800 articles/s, flat per block.
import { generateDemoCorpus } from '../src/demo';
import { createAnalysisPool } from '../src/ingest/analysis-pool';
import { prepareDocuments } from '../src/ingest/pipeline';
import { replayLines } from '../src/ingest/replay';
import type { ReplayLine } from '../src/ingest/replay-file';
import { mainThreadCpuMs, rate, withBenchStores } from './support';

const articles = Number(process.argv[2] ?? 100_000);
const BLOCK = 10_000;

function* corpus(): Generator<ReplayLine> {
  let line = 0;
  // 100,000 articles over 60 days is about the live stream's density (45 outlets, ~1,700 articles a day).
  for (const record of generateDemoCorpus({ articles, seed: 11, days: Math.max(1, articles / 1700) })) {
    yield { line: ++line, ok: true, record };
  }
}

/** Loads the analysis workers' models before the clock starts, as a running service has them loaded. */
async function warmUp(pool: ReturnType<typeof createAnalysisPool>): Promise<void> {
  const started = performance.now();
  const items = [...generateDemoCorpus({ articles: 400, seed: 99 })].map((raw, i) => ({
    raw,
    where: `warm-up ${i + 1}`,
  }));
  await prepareDocuments(items, 'replay', new Date(), pool.analyse, true);
  console.log(`analysis workers ready in ${((performance.now() - started) / 1000).toFixed(1)} s (not timed)`);
}

async function main() {
  const pool = createAnalysisPool();
  await warmUp(pool);
  await withBenchStores('backfill', async (app) => {
    const blocks: number[] = [];
    // How busy the main thread was: near 100% means clustering (which runs there) bounds the rate.
    const busy: number[] = [];
    // Main-thread CPU per article, in microseconds: the rate's bound without the waits for a core.
    const cpu: number[] = [];
    let blockCpu = mainThreadCpuMs();
    const runCpu = blockCpu;
    // CPU of every thread of the process: less the main thread's, what the analysis workers (and GC and I/O
    // helpers) took, which shares the box's cores with the main thread and Elasticsearch.
    const runProcessCpu = process.cpuUsage();
    let blockUse = performance.eventLoopUtilization();
    const runUse = blockUse;
    let blockStart = performance.now();
    let nextBlock = BLOCK;
    const started = performance.now();
    const report = await replayLines(app, corpus(), {
      analyser: pool.analyse,
      onProgress(progress) {
        while (progress.read >= nextBlock) {
          const now = performance.now();
          blocks.push(rate(BLOCK, now - blockStart));
          const use = performance.eventLoopUtilization();
          busy.push(Math.round(100 * performance.eventLoopUtilization(use, blockUse).utilization));
          blockUse = use;
          const cpuNow = mainThreadCpuMs();
          if (cpuNow !== undefined && blockCpu !== undefined)
            cpu.push(Math.round(((cpuNow - blockCpu) * 1000) / BLOCK));
          blockCpu = cpuNow;
          blockStart = now;
          nextBlock += BLOCK;
        }
      },
    });
    const ms = performance.now() - started;
    const mainBusy = Math.round(100 * performance.eventLoopUtilization(runUse).utilization);
    const cpuEnd = mainThreadCpuMs();
    const processCpu = process.cpuUsage(runProcessCpu);
    await app.es.indices.refresh({ index: app.indices.events });
    const events = (
      await app.es.count({
        index: app.indices.events,
        query: { bool: { must_not: { exists: { field: 'merged_into' } } } },
      })
    ).count;
    console.log(`articles: ${report.read}, indexed ${report.indexed}, events ${events}`);
    console.log(`overall: ${rate(report.read, ms)} articles/s (${(ms / 1000).toFixed(0)} s)`);
    console.log(`per block of ${BLOCK}: ${blocks.join(', ')} articles/s`);
    console.log(`main thread busy: ${mainBusy}% overall; per block ${busy.join(', ')}%`);
    if (cpuEnd !== undefined && runCpu !== undefined) {
      const perArticle = ((cpuEnd - runCpu) * 1000) / report.read;
      console.log(
        `main-thread CPU per article: ${Math.round(perArticle)} us overall (a bound of ${rate(1, perArticle / 1000)}` +
          ` articles/s); per block ${cpu.join(', ')} us`,
      );
      const otherThreads = (processCpu.user + processCpu.system) / 1000 - (cpuEnd - runCpu);
      console.log(
        `other threads' CPU per article (analysis workers, GC, I/O): ${Math.round((otherThreads * 1000) / report.read)} us`,
      );
    }
    // The first block carries the warm-up (JIT, batch sizes doubling from 250) and the last one the drain (reading
    // and analysis are done, so clustering has both cores): flatness is judged on the blocks between.
    if (blocks.length >= 4) {
      const steady = blocks.slice(1, -1);
      const cost = cpu.slice(1, -1);
      console.log(
        `steady blocks 2-${blocks.length - 1}: ${Math.min(...steady)}-${Math.max(...steady)} articles/s, ` +
          `last / first ${((steady[steady.length - 1] / steady[0]) * 100).toFixed(0)}%` +
          (cost.length === steady.length
            ? `; main-thread CPU ${Math.min(...cost)}-${Math.max(...cost)} us per article, last / first ` +
              `${((cost[cost.length - 1] / cost[0]) * 100).toFixed(0)}%`
            : ''),
      );
    }
    // Caches of recent events and articles are bounded by the candidate window, so memory does not grow with the
    // archive (README: the heap after a full GC, per block of 10,000).
    console.log(
      `peak resident memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (main and workers)`,
    );
    const meets = rate(report.read, ms) >= 800;
    console.log(`target >= 800 articles/s: ${meets ? 'MET' : 'NOT MET'}`);
  });
  await pool.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
