// `parallax up`: the one command that runs Parallax: starts (or reuses) Elasticsearch and Redis, prepares the
// indices and outlets, serves the API, and then, in the background, seeds the demo corpus when offline and runs
// one ingest cycle at once before the worker's schedule takes over; on SIGINT/SIGTERM it stops everything it
// started.
import type { AppContext } from '../context';
import type { IngestContext } from '../ingest/ingest-context';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { resolveServices } from '../runtime/services';
import { closeContext, createContext, ingestContextOf, startServer, type RunningServer } from '../server';
import { prepareStore } from './prepare-store';
import { loadInlineEncoder } from '../ingest/analysis-pool';
import { runIngestCycle } from '../ingest/cycle';
import { LockBusyError } from '../ingest/lock';
import { fallbackCorpus } from '../demo/fallback';
import { ingestRecords } from '../ingest/ingest-records';
import { articlesIndexEmpty, feedsReachable, sampleFeedUrls } from '../ingest/offline-check';
import { startIngestWorker, type IngestWorker, type StandbyOptions } from '../ingest/worker';
import { startDeliveryWorker } from '../webhooks/delivery-worker';
import { Command } from './command';
import { printBatchReport } from './report';
import { startUpProcesses } from './up-primary';
import { waitForSignal } from './wait-for-signal';

const usage = `Usage: parallax up [--api-processes N]

Starts Elasticsearch and Redis when ES_URL / REDIS_URL are unset (reusing running ones), creates the indices,
loads the outlets and serves the REST API on http://HOST:PORT/api/v2. Then, while serving, it ingests the
synthetic demo corpus when the index is empty and no feed is reachable, runs one ingest cycle at once, and runs
the ingest worker on its schedule. Ctrl-C stops the worker, the server and whatever this command started.

  --api-processes N   serve from N API processes sharing the port (1-64), with the ingest in one more
                      process; a process that dies is replaced. Without it, one process does everything.`;

const MAX_API_PROCESSES = 64;

/** The value of --api-processes, undefined when absent; throws on anything but a whole number in range. */
function apiProcessesArg(args: string[]): number | undefined {
  const { values, positionals } = parseArgs({
    args,
    options: { 'api-processes': { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new Error(`unexpected argument: ${positionals[0]}`);
  const given = values['api-processes'];
  if (given === undefined) return undefined;
  const count = Number(given);
  if (!/^\d+$/.test(given) || count < 1 || count > MAX_API_PROCESSES)
    throw new Error(`--api-processes must be a whole number from 1 to ${MAX_API_PROCESSES}`);
  return count;
}

export interface ServeOptions {
  /** One ingest cycle: the one at start and the worker's (default: every outlet's feeds). */
  runCycle?: (standby?: StandbyOptions) => Promise<unknown>;
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
  context: IngestContext,
  runCycle: () => Promise<unknown>,
  { probeUrls = sampleFeedUrls(), demoArticles, print = console.log }: ServeOptions,
): Promise<StartupReport> {
  const report: StartupReport = { demo: 'not needed', cycle: 'done' };
  try {
    if ((await articlesIndexEmpty(context)) && !(await feedsReachable(probeUrls))) {
      print(
        'the articles index is empty and no outlet feed is reachable: ingesting the synthetic demo corpus',
      );
      printBatchReport(
        await ingestRecords(context, fallbackCorpus({ articles: demoArticles }), 'demo'),
        print,
      );
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

export interface Ingesting {
  worker: IngestWorker;
  /** The start-up ingest running in the background; resolves, never rejects. */
  startup: Promise<StartupReport>;
  /** Stops the worker and waits for the start-up ingest. */
  stop(): Promise<void>;
}

/** The start-up ingest in the background (see ingestAtStart), and the worker on its schedule. */
export function startIngest(context: IngestContext, options: ServeOptions = {}): Ingesting {
  const runCycle = options.runCycle ?? ((standby?: StandbyOptions) => runIngestCycle(context, standby));
  const startup = ingestAtStart(context, runCycle, options);
  const worker = startIngestWorker(context, runCycle);
  // Webhook deliveries run where the ingest that enqueues them runs (docs/webhooks.md).
  const deliveries = startDeliveryWorker(context);
  return {
    worker,
    startup,
    async stop() {
      await worker.stop();
      await startup;
      await deliveries.stop();
    },
  };
}

/**
 * Serves the API at once, then ingests in the background (see startIngest). The sentence encoder is loaded first
 * when this process runs the real ingest cycle: a model that cannot be loaded stops the start, rather than leaving
 * every cycle to fail.
 */
export async function serve(context: AppContext, options: ServeOptions = {}): Promise<Serving> {
  if (!options.runCycle) await loadInlineEncoder();
  const server = await startServer(context);
  const ingesting = startIngest(ingestContextOf(context), options);
  return {
    server,
    worker: ingesting.worker,
    startup: ingesting.startup,
    async stop() {
      await ingesting.stop();
      await server.close();
    },
  };
}

/** `--api-processes N`: the children serve and ingest; this process watches them until a signal. */
async function runProcesses(
  apiProcesses: number,
  config: Config,
  services: { esUrl: string; redisUrl: string },
): Promise<void> {
  // Each API process serves its share of a cap from memory while Redis is down (src/access/daily-cap.ts): the
  // share is of all the API processes on this Redis, these N or more when API_PROCESSES counts other hosts too.
  const env = {
    ...process.env,
    ES_URL: services.esUrl,
    REDIS_URL: services.redisUrl,
    API_PROCESSES: String(Math.max(config.apiProcesses, apiProcesses)),
  };
  const processes = await startUpProcesses(apiProcesses, env, (line) => console.log(line), config.apiHeapMb);
  const pids = processes.pids();
  console.log(
    `Parallax is serving on ${processes.url}/api/v2 from ${apiProcesses} API processes (${pids.api.join(', ')}) (Elasticsearch ${services.esUrl}, Redis ${services.redisUrl})`,
  );
  console.log(
    `ingest process ${pids.ingest.join(', ')}: one cycle now, then one every ${config.ingest.cadenceMinutes} minutes`,
  );
  console.log(`${await waitForSignal()}: shutting down`);
  await processes.stop();
}

export const upCommand: Command = {
  name: 'up',
  usage,
  async run(args) {
    let apiProcesses: number | undefined;
    try {
      apiProcesses = apiProcessesArg(args);
    } catch (err) {
      console.error(`${(err as Error).message}\n\n${usage}`);
      return 2;
    }
    const config = loadConfig();
    const services = await resolveServices(config, (line) => console.log(line));
    const context = createContext(config, services);
    try {
      const store = await prepareStore(context.es, config.indexPrefix);
      console.log(
        `indices ready (${store.indices.map((r) => `${r.index}: ${r.action}`).join(', ')}); outlets: ${store.outlets}`,
      );
      if (apiProcesses !== undefined) {
        await runProcesses(apiProcesses, config, services);
        return 0;
      }
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
