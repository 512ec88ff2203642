// Mocha root hooks: after the whole suite, remove the test prefix's indices and Redis keys and stop whatever
// the suite started (set PARALLAX_KEEP_SERVICES=1 to keep them for the next run). Services start lazily, so a
// run of unit tests alone never boots Elasticsearch.
import { createEsClient } from '../src/store/es-client';
import { dropIndices } from '../src/store/indices';
import { createRedis, deleteKeys } from '../src/store/redis-client';
import { servicesInUse, TEST_PREFIX, testConfig } from './support/services';

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(120_000);
    const inUse = servicesInUse();
    if (!inUse) return;
    const services = await inUse;
    const es = createEsClient(testConfig(), services.esUrl);
    const redis = createRedis(services.redisUrl);
    try {
      await dropIndices(es, TEST_PREFIX);
      await deleteKeys(redis, TEST_PREFIX);
    } finally {
      await es.close();
      redis.disconnect();
    }
    if (!process.env.PARALLAX_KEEP_SERVICES) await services.stopStarted();
  },
};
