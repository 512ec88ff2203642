// `parallax up`: the one command that runs Parallax: starts (or reuses) Elasticsearch and Redis, prepares the
// indices and outlets, seeds the demo corpus offline, serves the API, runs the ingest worker, and on
// SIGINT/SIGTERM stops everything it started.
import { loadConfig } from '../config';
import { resolveServices } from '../runtime/services';
import { closeContext, createContext, startServer } from '../server';
import { prepareStore } from '../store/prepare';
import { runIngestCycle } from '../ingest/cycle';
import { articlesIndexEmpty, feedsReachable, ingestDemoCorpus } from '../demo/fallback';
import { startIngestWorker } from '../ingest/worker';
import { Command, wantsHelp } from './command';
import { printBatchReport } from './report';
import { waitForSignal } from './wait-for-signal';

const usage = `Usage: parallax up

Starts Elasticsearch and Redis when ES_URL / REDIS_URL are unset (reusing running ones), creates the indices,
loads the outlets, ingests the synthetic demo corpus when the index is empty and no feed is reachable, serves
the REST API on http://HOST:PORT/api/v2 and runs the ingest worker. Ctrl-C stops the worker, the server and
whatever this command started.`;

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
      if ((await articlesIndexEmpty(context)) && !(await feedsReachable())) {
        console.log(
          'the articles index is empty and no outlet feed is reachable: ingesting the synthetic demo corpus',
        );
        printBatchReport(await ingestDemoCorpus(context));
      }
      const server = await startServer(context);
      const worker = startIngestWorker(context, () => runIngestCycle(context));
      console.log(
        `Parallax is serving on ${server.url}/api/v2 (Elasticsearch ${services.esUrl}, Redis ${services.redisUrl})`,
      );
      console.log(`ingest worker: a cycle every ${config.ingest.cadenceMinutes} minutes`);
      console.log(`${await waitForSignal()}: shutting down`);
      await worker.stop();
      await server.close();
    } finally {
      await closeContext(context);
      await services.stopStarted();
    }
    console.log('stopped');
    return 0;
  },
};
