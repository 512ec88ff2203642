// The stores a test works in, without HTTP: a context over an index prefix with its indices made (opened in a before
// hook), and dropped with its Redis keys in the after hook so the shared cluster keeps nothing of it. The options are
// those of the app starter (support/api.ts), which opens its context here.
import type { IngestContext } from '../../src/ingest/ingest-context';
import type { Logger } from '../../src/log';
import { closeContext, createIngestContext } from '../../src/server';
import { prepareStore } from '../../src/cli/prepare-store';
import { dropPrefix } from './cleanup';
import { testConfig, testServices } from './services';

export interface TestStoreOptions {
  /** Configuration keys over the test defaults (ROLLOVER_MAX_DOCS, INGEST_CADENCE_MINUTES, TLS_CERT...). */
  env?: NodeJS.ProcessEnv;
  /** A store in place of the suite's: a closed port, a socket that never answers, a Redis the test can kill. */
  stores?: { esUrl?: string; redisUrl?: string };
  /** The context's logger in place of the silent one, for tests that read what was logged. */
  logger?: Logger;
  /**
   * Whether to make the prefix's indices and outlets first (idempotent); by default whenever Elasticsearch is the
   * suite's. False leaves the prefix as it is: indices another context made, or none, or ones the test makes.
   */
  prepare?: boolean;
}

export async function openTestStore(prefix: string, options: TestStoreOptions = {}): Promise<IngestContext> {
  const services = { ...(await testServices()), ...options.stores };
  const context = createIngestContext(
    testConfig({ ...options.env, PARALLAX_INDEX_PREFIX: prefix }),
    services,
  );
  const app = options.logger ? { ...context, logger: options.logger } : context;
  if (options.prepare ?? !options.stores?.esUrl) {
    await prepareStore(app.es, prefix).catch(async (err: unknown) => {
      await closeContext(app);
      throw err;
    });
  }
  return app;
}

/**
 * Deletes exactly the prefix's indices and Redis keys (not those of a prefix that extends it) and closes the
 * connections. A context over a store that is not the suite's is closed with closeContext alone.
 */
export async function dropTestStore(app: IngestContext): Promise<void> {
  await dropPrefix(app.es, app.redis, app.config.indexPrefix);
  await closeContext(app);
}
