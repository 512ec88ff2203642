// `parallax replay FILE`: ingests a JSON Lines replay file, with a progress bar on a terminal.
import fs from 'node:fs';
import readline from 'node:readline';
import { SingleBar, Presets } from 'cli-progress';
import type { IngestContext } from '../ingest/ingest-context';
import { createAnalysisPool } from '../ingest/analysis-pool';
import { withClusteringLock } from '../ingest/clustering-lock';
import { LockBusyError } from '../ingest/lock';
import type { BatchReport } from '../ingest/pipeline';
import { replayStream } from '../ingest/replay';
import { Command } from './command';
import { withStores } from './connect';
import { printBatchReport } from './report';

const usage = `Usage: parallax replay [--no-cluster] FILE

Ingests FILE (JSON Lines, one article per line; "-" reads standard input) through the same normalisation,
enrichment and indexing as the feeds. Each line: {"url", "title", "published_at"} plus optional "summary",
"body", "byline", "image_url", "outlet" (slug, name or domain; from the URL's host when absent).
Untracked outlets are skipped and counted; malformed lines are reported with their number and skipped.
Re-running the same file creates no duplicates. Articles are clustered into events batch by batch, as ingest
does; --no-cluster only fills the articles index (the market desk feed). Clustering holds the ingest lock: a
replay waits (up to 10 minutes) for a cycle another process is running, and the service's cycles skip their turn
while it runs. Exit code 0 when nothing failed, 1 when some items failed, 3 when the lock stayed busy.`;

/** How long a clustering replay waits for an ingest cycle another process is running (a cycle takes seconds). */
const LOCK_WAIT_MS = 10 * 60_000;

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const line of readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (line.trim() !== '') lines += 1;
  }
  return lines;
}

export const replayCommand: Command = {
  name: 'replay',
  usage,
  async run(args) {
    const cluster = !args.includes('--no-cluster');
    const [file] = args.filter((arg) => arg !== '--no-cluster');
    if (!file) {
      console.log(usage);
      return 2;
    }
    if (file !== '-' && !fs.existsSync(file)) {
      console.error(`no such file: ${file}`);
      return 2;
    }
    const interactive = Boolean(process.stderr.isTTY) && file !== '-';
    const total = interactive ? await countLines(file) : 0;
    const bar = new SingleBar(
      {
        format: 'replay [{bar}] {percentage}% | {value}/{total} lines | {rate}/s | ETA {eta_formatted}',
        stream: process.stderr,
      },
      Presets.shades_classic,
    );
    const started = Date.now();
    let lastPrinted = 0;
    const replay = async (app: IngestContext, lease?: AbortSignal) => {
      if (interactive) bar.start(total, 0, { rate: 0 });
      const input = file === '-' ? process.stdin : fs.createReadStream(file, { encoding: 'utf8' });
      const pool = createAnalysisPool();
      try {
        return await replayStream(app, input, {
          analyser: pool.analyse,
          cluster,
          lease,
          onProgress(progress) {
            const rate = Math.round(progress.read / Math.max((Date.now() - started) / 1000, 0.001));
            if (interactive) bar.update(progress.read, { rate });
            else if (progress.read - lastPrinted >= 5000) {
              lastPrinted = progress.read;
              console.error(`replay: ${progress.read} lines, ${rate}/s`);
            }
          },
        });
      } finally {
        if (interactive) bar.stop();
        await pool.close();
      }
    };
    let report: BatchReport;
    try {
      report = await withStores((app) =>
        cluster
          ? withClusteringLock(app, (lease) => replay(app, lease), {
              waitMs: LOCK_WAIT_MS,
              onWait: () => console.error('replay: waiting for the ingest cycle another process is running'),
            })
          : replay(app),
      );
    } catch (err) {
      if (err instanceof LockBusyError) {
        console.error('another process kept the ingest lock for 10 minutes; try again later');
        return 3;
      }
      throw err;
    }
    const seconds = (Date.now() - started) / 1000;
    printBatchReport(report);
    console.log(
      `took ${seconds.toFixed(1)} s (${Math.round(report.read / Math.max(seconds, 0.001))} lines/s)`,
    );
    return report.failed > 0 ? 1 : 0;
  },
};
