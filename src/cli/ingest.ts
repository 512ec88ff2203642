// `parallax ingest`: one ingest cycle over the outlets' feeds, now.
import { runIngestCycle } from '../ingest/cycle';
import { LockBusyError } from '../ingest/lock';
import { Command } from './command';
import { withStores } from './connect';
import { printBatchReport } from './report';

const usage = `Usage: parallax ingest

Runs one ingest cycle now: fetches every outlet's RSS/Atom feeds (conditional GET, per-feed backoff),
normalises, enriches and indexes new and changed items. Exits 3 without doing anything when another process
holds the ingest lock.`;

export const ingestCommand: Command = {
  name: 'ingest',
  usage,
  async run() {
    try {
      const report = await withStores((app) => runIngestCycle(app));
      const { ok, not_modified, backoff, error } = report.feeds;
      console.log(`feeds: ${ok} ok, ${not_modified} not modified, ${backoff} backing off, ${error} failed`);
      for (const e of report.feedErrors.slice(0, 20)) console.log(`  ${e.outlet} ${e.url}: ${e.error}`);
      console.log(`refused ${report.otherOutletsItems} items on another outlet's domain (logged per feed)`);
      printBatchReport(report);
      return report.failed > 0 ? 1 : 0;
    } catch (err) {
      if (err instanceof LockBusyError) {
        console.error('another process is running an ingest cycle; try again later');
        return 3;
      }
      throw err;
    }
  },
};
