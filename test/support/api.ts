// Runs the real app on an ephemeral port against the test stores, for tests that speak HTTP to it.
import type { IngestContext } from '../../src/ingest/ingest-context';
import {
  closeContext,
  createIngestContext,
  startServer,
  type RunningServer,
  type ServerOptions,
} from '../../src/server';
import { prepareStore } from '../../src/cli/prepare-store';
import { testConfig, testServices } from './services';

/** Response bodies are JSON whose shape each test asserts; typing them `any` keeps assertions readable. */
export const json = (res: Response): Promise<any> => res.json();

export interface TestApi {
  url: string;
  context: IngestContext;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Every test speaks from 127.0.0.1, so the whole suite would share the 5 anonymous requests a day of SPEC §8:
 * test APIs lift the anonymous cap unless a test passes its own options (the cap tests do; docs/decisions.md).
 */
export const UNCAPPED_ANONYMOUS: ServerOptions = { dailyCaps: { anonymous: 1_000_000 } };

export async function startTestApi(
  urls?: { esUrl: string; redisUrl: string },
  options: ServerOptions = UNCAPPED_ANONYMOUS,
  /** Configuration keys over the test defaults (TRUST_PROXY, PUBLIC_URL, TLS_CERT...). */
  env: NodeJS.ProcessEnv = {},
): Promise<TestApi> {
  const services = urls ?? (await testServices());
  const context = createIngestContext(testConfig(env), services);
  if (!urls) await prepareStore(context.es, context.config.indexPrefix);
  const server: RunningServer = await startServer(context, options).catch(async (err: unknown) => {
    await closeContext(context); // a server that refused to start leaves no clients open
    throw err;
  });
  return {
    url: server.url,
    context,
    get: (path, headers = {}) => fetch(`${server.url}${path}`, { headers }),
    async close() {
      await server.close();
      await closeContext(context);
    },
  };
}
