// `parallax up`: the one command that runs Parallax: starts (or reuses) Elasticsearch and Redis, prepares the
// indices and outlets, serves the API, and then, in the background, seeds the demo corpus when offline and runs
// one ingest cycle at once before the worker's schedule takes over; on SIGINT/SIGTERM it stops everything it
// started.
import type { AppContext } from '../context';
import { loadConfig } from '../config';
import { resolveServices } from '../runtime/services';
import { closeContext, createContext, startServer, type RunningServer } from '../server';
import { prepareStore } from '../store/prepare';
import { runIngestCycle } from '../ingest/cycle';
import { LockBusyError } from '../ingest/lock';
import { articlesIndexEmpty, feedsReachable, ingestDemoCorpus, sampleFeedUrls } from '../demo/fallback';
import { startIngestWorker, type IngestWorker } from '../ingest/worker';
import { Command, wantsHelp } from './command';
import { printBatchReport } from './report';
import { waitForSignal } from './wait-for-signal';

const usage = `Usage: parallax up

Starts Elasticsearch and Redis when ES_URL / REDIS_URL are unset (reusing running ones), creates the indices,
loads the outlets and serves the REST API on http://HOST:PORT/api/v2. Then, while serving, it ingests the
synthetic demo corpus when the index is empty and no feed is reachable, runs one ingest cycle at once, and runs
the ingest worker on its schedule. Ctrl-C stops the worker, the server and whatever this command started.`;

export interface ServeOptions {
  /** One ingest cycle: the one at start and the worker's (default: every outlet's feeds). */
  runCycle?: () => Promise<unknown>;
  /** Feeds probed to tell an offline machine (default: the first feed of a few outlets). */
  probeUrls?: string[];
  /** Size of the demo corpus. */
  demoArticles?: number;
  /** Lines for people (default: standard output). */
  print?: (line: string) => void;
}

/** What the start-up ingest did; failures are logged, never thrown. */
export interface StartupReport {
  demo: 'ingested' | 'not needed' | 'failed';
  cycle: 'done' | 'skipped' | 'failed';
}

export interface Serving {
  server: RunningServer;
  worker: IngestWorker;
  /** The start-up ingest running in the background; resolves, never rejects. */
  startup: Promise<StartupReport>;
  /** Stops the worker, waits for the start-up ingest and closes the server. */
  stop(): Promise<void>;
}

/**
 * The demo corpus when the archive is empty and the feeds are unreachable, then one cycle, so real feeds fill the
 * API at once instead of at the worker's first tick (up to INGEST_CADENCE_MINUTES later). Neither may stop the
 * service: a failure is logged and the API keeps serving what it has.
 */
async function ingestAtStart(
  context: AppContext,
  runCycle: () => Promise<unknown>,
  { probeUrls = sampleFeedUrls(), demoArticles, print = console.log }: ServeOptions,
): Promise<StartupReport> {
  const report: StartupReport = { demo: 'not needed', cycle: 'done' };
  try {
    if ((await articlesIndexEmpty(context)) && !(await feedsReachable(probeUrls))) {
      print(
        'the articles index is empty and no outlet feed is reachable: ingesting the synthetic demo corpus',
      );
      printBatchReport(await ingestDemoCorpus(context, { articles: demoArticles }), print);
      report.demo = 'ingested';
    }
  } catch (err) {
    context.logger.error({ err }, 'demo corpus ingest failed; serving without it');
    report.demo = 'failed';
  }
  try {
    await runCycle();
  } catch (err) {
    if (err instanceof LockBusyError) {
      context.logger.info('start-up ingest cycle skipped: another process is running one');
      report.cycle = 'skipped';
    } else {
      context.logger.error({ err }, 'start-up ingest cycle failed; the worker retries on schedule');
      report.cycle = 'failed';
    }
  }
  return report;
}

/** Serves the API at once, then ingests in the background (see ingestAtStart) and starts the worker. */
export async function serve(context: AppContext, options: ServeOptions = {}): Promise<Serving> {
  const server = await startServer(context);
  const runCycle = options.runCycle ?? (() => runIngestCycle(context));
  const startup = ingestAtStart(context, runCycle, options);
  const worker = startIngestWorker(context, runCycle);
  return {
    server,
    worker,
    startup,
    async stop() {
      await worker.stop();
      await startup;
      await server.close();
    },
  };
}

export const upCommand: Command = {
  name: 'up',
  usage,
  async run(args) {
    if (wantsHelp(args)) {
      console.log(usage);
      return 0;
    }
    const config = loadConfig();
    const services = await resolveServices(config, (line) => console.log(line));
    const context = createContext(config, services);
    try {
      const store = await prepareStore(context.es, config.indexPrefix);
      console.log(
        `indices ready (${store.indices.map((r) => `${r.index}: ${r.action}`).join(', ')}); outlets: ${store.outlets}`,
      );
      const serving = await serve(context);
      console.log(
        `Parallax is serving on ${serving.server.url}/api/v2 (Elasticsearch ${services.esUrl}, Redis ${services.redisUrl})`,
      );
      console.log(
        `ingest: one cycle now, in the background, then one every ${config.ingest.cadenceMinutes} minutes`,
      );
      console.log(`${await waitForSignal()}: shutting down`);
      await serving.stop();
    } finally {
      await closeContext(context);
      await services.stopStarted();
    }
    console.log('stopped');
    return 0;
  },
};
