// One child of `parallax up --api-processes N` (up-primary.ts): an API process serving on the port it shares
// with the others, or the ingest process (the start-up ingest, then the worker). The primary passes ES_URL and
// REDIS_URL of the stores it resolved. Exits 0 after SIGINT/SIGTERM, once in-flight work is done.
import process from 'node:process';
import { loadConfig } from '../config';
import { closeContext, createContext, ingestContextOf, startServer } from '../server';
import { ROLE_ENV, type ListeningMessage, type ProcessRole } from './up-primary';
import { loadInlineEncoder } from '../ingest/analysis-pool';
import { startIngest } from './up';
import { waitForSignal } from './wait-for-signal';

/** Requests still open this long after the signal (a client that never reads its answer) are cut off. */
const SHUTDOWN_GRACE_MS = 15_000;

async function runRole(role: ProcessRole): Promise<void> {
  const config = loadConfig();
  if (!config.es.url || !config.redis.url) throw new Error('ES_URL and REDIS_URL must be set');
  const context = createContext(config, { esUrl: config.es.url, redisUrl: config.redis.url });
  try {
    if (role === 'api') {
      const server = await startServer(context, { sharedPort: true });
      process.send!({ listening: server.url } satisfies ListeningMessage);
      await waitForSignal();
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      await server.close();
    } else {
      // A model that cannot be loaded stops the ingest process at start (see serve).
      await loadInlineEncoder();
      const ingesting = startIngest(ingestContextOf(context));
      await waitForSignal();
      await ingesting.stop();
    }
  } finally {
    await closeContext(context);
  }
}

if (require.main === module) {
  const role = process.env[ROLE_ENV];
  if (role !== 'api' && role !== 'ingest') throw new Error(`${ROLE_ENV} must be api or ingest`);
  runRole(role).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
