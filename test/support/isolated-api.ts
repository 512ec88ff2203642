// The real app on an ephemeral port over an index prefix of its own (`ptest-<pid>-<name>`), for tests whose
// totals and aggregations must not see what other test files index into the shared test prefix. close() drops
// that prefix's indices and Redis keys. With `tier`, a real API key of that tier is created in the prefix's accounts
// index and sent as `X-API-Key` with every request, so tier-gated endpoints are tested through the access layer.
import { closeContext, createIngestContext, startServer } from '../../src/server';
import { dropIndices } from '../../src/store/indices';
import { prepareStore } from '../../src/cli/prepare-store';
import { deleteKeys } from '../../src/store/redis-client';
import type { Tier } from '../../src/spec';
import { UNCAPPED_ANONYMOUS, type TestApi } from './api';
import { createTestKey } from './keys';
import { TEST_PREFIX, testConfig, testServices } from './services';

export async function startIsolatedApi(name: string, options: { tier?: Tier } = {}): Promise<TestApi> {
  // Dropping a prefix drops `<prefix>-*`, so no name may extend another: letters only.
  if (!/^[a-z]+$/.test(name)) throw new Error(`isolated API name "${name}" must be lowercase letters only`);
  const prefix = `${TEST_PREFIX}-${name}`;
  const context = createIngestContext(testConfig({ PARALLAX_INDEX_PREFIX: prefix }), await testServices());
  await prepareStore(context.es, prefix);
  const keyHeader: Record<string, string> = options.tier
    ? { 'X-API-Key': await createTestKey(context, options.tier) }
    : {};
  const server = await startServer(context, UNCAPPED_ANONYMOUS);
  const url = server.url;
  return {
    url,
    context,
    get: (path, headers = {}) => fetch(`${url}${path}`, { headers: { ...keyHeader, ...headers } }),
    async close() {
      await server.close();
      await dropIndices(context.es, prefix);
      await deleteKeys(context.redis, prefix);
      await closeContext(context);
    },
  };
}
