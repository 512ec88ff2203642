// The real app on an ephemeral port over an index prefix of its own (`ptest-<pid>-<name>`), for tests whose
// totals and aggregations must not see what other test files index into the shared test prefix. close() drops
// that prefix's indices and Redis keys. With `as`, every request is served as that Caller, standing in for the
// access layer's key middleware, so tier-gated endpoints can be tested over HTTP before keys exist.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Caller } from '../../src/access/caller';
import { createApp } from '../../src/http/app';
import { closeContext, createContext } from '../../src/server';
import { dropIndices } from '../../src/store/indices';
import { prepareStore } from '../../src/store/prepare';
import { deleteKeys } from '../../src/store/redis-client';
import type { TestApi } from './api';
import { TEST_PREFIX, testConfig, testServices } from './services';

export async function startIsolatedApi(name: string, options: { as?: Caller } = {}): Promise<TestApi> {
  const prefix = `${TEST_PREFIX}-${name}`;
  const context = createContext(testConfig({ PARALLAX_INDEX_PREFIX: prefix }), await testServices());
  await prepareStore(context.es, prefix);
  const app = createApp(context);
  const caller = options.as;
  if (caller) {
    // A fixed property: the key middleware's own assignment (anonymous, without a key) is ignored.
    app.middleware.unshift(async (ctx, next) => {
      Object.defineProperty(ctx.state, 'caller', { get: () => caller, set: () => undefined });
      await next();
    });
  }
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    context,
    get: (path, headers = {}) => fetch(`${url}${path}`, { headers }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dropIndices(context.es, prefix);
      await deleteKeys(context.redis, prefix);
      await closeContext(context);
    },
  };
}
