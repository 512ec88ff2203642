// The suite's own clean-up (test/support/cleanup.ts): dropping one sub-prefix removes exactly its indices, index
// templates and keys, and what is left of the run is seen, so the bootstrap can prove it left nothing in shared stores.
import type { Client } from '@elastic/elasticsearch';
import type Redis from 'ioredis';
import { expect } from 'chai';
import { createEsClient } from '../../src/store/es-client';
import { setupIndices } from '../../src/store/indices';
import { createRedis } from '../../src/store/redis-client';
import { dropPrefix, leftovers } from '../support/cleanup';
import { TEST_PREFIX, testConfig, testServices } from '../support/services';

describe('test clean-up of the run prefix', function () {
  this.timeout(60_000);
  // `-hygiene-events` has the shape of `-hygiene`'s events index name: a `-hygiene-*` pattern would take it.
  const prefix = `${TEST_PREFIX}-hygiene`;
  const lookalike = `${TEST_PREFIX}-hygiene-events`;
  let es: Client;
  let redis: Redis;

  before(async () => {
    const services = await testServices();
    es = createEsClient(testConfig(), services.esUrl);
    redis = createRedis(services.redisUrl);
    await setupIndices(es, prefix);
    await setupIndices(es, lookalike);
    await redis.set(`${prefix}:ingest:status`, '{}');
    await redis.set(`${lookalike}:ingest:status`, '{}');
  });
  after(async () => {
    await dropPrefix(es, redis, lookalike);
    await es.close();
    redis.disconnect();
  });

  it('sees every index and key of the run, sub-prefixes included', async () => {
    const left = await leftovers(es, redis);
    expect(left.indices).to.include.members([`${prefix}-events-v1`, `${lookalike}-events-v1`]);
    // The rolled-over articles: a numbered backing index, and the template that maps the next ones.
    expect(left.indices).to.include.members([
      `${prefix}-articles-v1-000001`,
      `${lookalike}-articles-v1-000001`,
    ]);
    expect(left.templates).to.include.members([`${prefix}-articles-v1`, `${lookalike}-articles-v1`]);
    expect(left.keys).to.include.members([`${prefix}:ingest:status`, `${lookalike}:ingest:status`]);
  });

  it('drops exactly one prefix, sparing a sub-prefix its name pattern would match', async () => {
    await dropPrefix(es, redis, prefix);
    const left = await leftovers(es, redis);
    expect(left.indices.filter((name) => name.startsWith(`${prefix}-`))).to.deep.equal([
      `${lookalike}-accounts-v1`,
      `${lookalike}-articles-v1-000001`,
      `${lookalike}-events-v1`,
      `${lookalike}-feedback-v1`,
      `${lookalike}-outlets-v1`,
      `${lookalike}-webhooks-v1`,
    ]);
    expect(left.templates.filter((name) => name.startsWith(`${prefix}-`))).to.deep.equal([
      `${lookalike}-articles-v1`,
    ]);
    expect(left.keys.filter((key) => key.startsWith(prefix))).to.deep.equal([`${lookalike}:ingest:status`]);
  });
});
