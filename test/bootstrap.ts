// Mocha root hooks: after the whole suite, remove every index, index template and Redis key of the run's prefix
// `ptest-<pid>` and its sub-prefixes (test/support/cleanup.ts), fail the run if any remains, and stop whatever
// the suite started (set PARALLAX_KEEP_SERVICES=1 to keep them for the next run). A run that holds integration
// tests starts the stores once before any test, under a timeout of its own: otherwise the first test file to ask
// for them would spend its own hook's timeout on booting Elasticsearch, which a busy machine can exceed. A run of
// unit tests alone never boots Elasticsearch.
import { createEsClient } from '../src/store/es-client';
import { createRedis } from '../src/store/redis-client';
import { dropRun, leftovers } from './support/cleanup';
import { servicesInUse, TEST_PREFIX, testConfig, testServices } from './support/services';

const STORES_START_TIMEOUT_MS = 600_000;

function holdsIntegrationTests(suite: Mocha.Suite): boolean {
  return (
    (suite.file?.includes('/integration/') ?? false) ||
    suite.suites.some((child) => holdsIntegrationTests(child))
  );
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    const root = this.test?.parent;
    if (!root || !holdsIntegrationTests(root)) return;
    this.timeout(STORES_START_TIMEOUT_MS);
    await testServices();
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(120_000);
    const inUse = servicesInUse();
    if (!inUse) return;
    const services = await inUse;
    const es = createEsClient(testConfig(), services.esUrl);
    const redis = createRedis(services.redisUrl);
    try {
      await dropRun(es, redis);
      // The stores may be shared with other work: a run that cannot prove it left nothing behind fails.
      const left = await leftovers(es, redis);
      if (left.indices.length + left.templates.length + left.keys.length > 0) {
        throw new Error(
          `the suite left data of ${TEST_PREFIX} in the stores: ` +
            JSON.stringify({ ...left, keys: left.keys.slice(0, 20) }),
        );
      }
    } finally {
      await es.close();
      redis.disconnect();
      if (!process.env.PARALLAX_KEEP_SERVICES) await services.stopStarted();
    }
  },
};
