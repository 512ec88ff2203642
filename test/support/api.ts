// The real app on an ephemeral port, in this process, for tests that speak HTTP to it: on the shared test prefix, or
// on an index prefix of the test file's own, with the server options, configuration, stores and API key the test
// asks for. Its events can be written straight into its index (support/event-fixtures.ts).
import type { IngestContext } from '../../src/ingest/ingest-context';
import { closeContext, startServer, type RunningServer, type ServerOptions } from '../../src/server';
import type { Tier } from '../../src/spec';
import { deleteEvents, indexEvents, type EventFixture } from './event-fixtures';
import { createTestKey } from './keys';
import { TEST_PREFIX } from './services';
import { dropTestStore, openTestStore, type TestStoreOptions } from './test-store';

/** Response bodies are JSON whose shape each test asserts; typing them `any` keeps assertions readable. */
export const json = (res: Response): Promise<any> => res.json();

export interface TestApi {
  url: string;
  context: IngestContext;
  /** A GET as a client sends it: a redirect is answered, not followed; with `tier`, the key goes along. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Indexes (or replaces) the events and makes them searchable. */
  putEvents(...fixtures: EventFixture[]): Promise<void>;
  /** Indexes the events for the length of `work`, then deletes them, so the lists other tests read stay as set up. */
  withEvents<T>(fixtures: EventFixture[], work: () => Promise<T>): Promise<T>;
  /** Removes every event of the API's index. */
  clearEvents(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every test speaks from 127.0.0.1, so the whole suite would share the 5 anonymous requests a day of SPEC §8:
 * test APIs lift the anonymous cap unless a test passes its own server options (the cap tests do; docs/decisions.md).
 */
export const UNCAPPED_ANONYMOUS: ServerOptions = { dailyCaps: { anonymous: 1_000_000 } };

export interface TestApiOptions extends TestStoreOptions {
  /**
   * An index prefix of the file's own, `<test prefix>-<name>`, for tests whose lists, totals and aggregations must not
   * see what other files index: close() drops it with its Redis keys (unless `stores` replaced the suite's).
   * Without a name the API serves the shared test prefix, or the PARALLAX_INDEX_PREFIX of `env` (a prefix another
   * API of the test owns), and close() leaves it.
   */
  name?: string;
  /** Caps, limits and timeouts; UNCAPPED_ANONYMOUS when not given. */
  server?: ServerOptions;
  /** A real API key of this tier, made in the prefix's accounts index and sent as `X-API-Key` with every get. */
  tier?: Tier;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { name, env = {} } = options;
  const prefix = name === undefined ? (env.PARALLAX_INDEX_PREFIX ?? TEST_PREFIX) : `${TEST_PREFIX}-${name}`;
  const owned = name !== undefined && !options.stores;
  const context = await openTestStore(prefix, options);
  let server: RunningServer;
  let keyHeader: Record<string, string> = {};
  try {
    if (options.tier) keyHeader = { 'X-API-Key': await createTestKey(context, options.tier) };
    server = await startServer(context, options.server ?? UNCAPPED_ANONYMOUS);
  } catch (err) {
    // a server that refused to start leaves no clients open
    await (owned ? dropTestStore(context) : closeContext(context));
    throw err;
  }
  const putEvents = (...fixtures: EventFixture[]) => indexEvents(context, fixtures);
  return {
    url: server.url,
    context,
    get: (path, headers = {}) =>
      fetch(`${server.url}${path}`, { headers: { ...keyHeader, ...headers }, redirect: 'manual' }),
    putEvents,
    async withEvents(fixtures, work) {
      await putEvents(...fixtures);
      try {
        return await work();
      } finally {
        await deleteEvents(
          context,
          fixtures.map((f) => f.id),
        );
      }
    },
    clearEvents: () => deleteEvents(context),
    async close() {
      await server.close();
      await (owned ? dropTestStore(context) : closeContext(context));
    },
  };
}
