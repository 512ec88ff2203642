// `parallax up`: the one command that runs Parallax: starts (or reuses) Elasticsearch and Redis, prepares the
// indices and outlets, serves the API, and on SIGINT/SIGTERM stops everything it started.
import { loadConfig } from '../config';
import { resolveServices } from '../runtime/services';
import { closeContext, createContext, startServer } from '../server';
import { prepareStore } from '../store/prepare';
import { Command, wantsHelp } from './command';

const usage = `Usage: parallax up

Starts Elasticsearch and Redis when ES_URL / REDIS_URL are unset (reusing running ones), creates the indices,
loads the outlets and serves the REST API on http://HOST:PORT/api/v2. Ctrl-C stops the server and whatever
this command started.`;

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
      const server = await startServer(context);
      console.log(
        `Parallax is serving on ${server.url}/api/v2 (Elasticsearch ${services.esUrl}, Redis ${services.redisUrl})`,
      );
      await new Promise<NodeJS.Signals>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      }).then((signal) => console.log(`${signal}: shutting down`));
      await server.close();
    } finally {
      await closeContext(context);
      await services.stopStarted();
    }
    console.log('stopped');
    return 0;
  },
};
