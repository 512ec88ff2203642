// Hostile feeds: time and heap growth of the fetches test/integration/feeds.test.ts checks for their outcome
// (bombs, a 50 MB body, a hanging server, a slow drip, quadratic markup, a mixed batch). Measured here, where a busy
// machine makes a figure worse instead of a test red. Needs only Redis (REDIS_URL, or the project's own).
// Usage: NODE_OPTIONS=--expose-gc npx tsx bench/feeds-hostile.ts (with --expose-gc each heap figure starts after a
// collection, so it is the fetch's own growth).
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { fetchFeeds, type FeedFetchOptions, type FeedSource } from '../src/ingest/feeds/fetch-feeds';
import { resolveServices } from '../src/runtime/services';
import { createRedis, deleteKeys } from '../src/store/redis-client';
import { MIXED_BATCH_ROUTES, startFeedServer } from '../test/support/feed-server';

const MB = 1024 * 1024;

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const services = await resolveServices(config, (line) => console.error(line));
  const redis = createRedis(services.redisUrl);
  const keyPrefix = `pbench-feeds-${process.pid}`;
  const server = await startFeedServer();
  const options: Partial<FeedFetchOptions> = { timeoutMs: 3000, backoffJitter: 0 };
  const source = (route: string, outlet = 'lakeside-ledger'): FeedSource => ({
    outlet,
    url: server.url(route),
  });
  const measure = async (label: string, routes: readonly string[], extra: Partial<FeedFetchOptions> = {}) => {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const results = await fetchFeeds(
      routes.map((route, i) => source(route, `outlet-${i}`)),
      { redis, keyPrefix },
      { ...options, ...extra },
    );
    const ms = performance.now() - started;
    const growth = (process.memoryUsage().heapUsed - heapBefore) / MB;
    const outcome = results.map((r) => r.error ?? `${r.status}, ${r.items.length} items`).join(' | ');
    console.log(
      `${label.padEnd(37)} ${ms.toFixed(0).padStart(6)} ms  heap ${growth.toFixed(1).padStart(6)} MB  ${outcome}`,
    );
  };
  try {
    await measure('billion laughs', ['/billion-laughs.xml']);
    await measure('50 MB body (5 MB cap)', ['/huge.xml']);
    await measure('hanging server (timeout 400 ms)', ['/hang'], { timeoutMs: 400 });
    await measure('slow drip (timeout 700 ms)', ['/slow-drip.xml'], { timeoutMs: 700 });
    await measure('deep nesting', ['/deep-nesting.xml']);
    await measure('attribute flood', ['/attribute-flood.xml']);
    await measure('mixed batch of 8 (800 ms, 4 at once)', MIXED_BATCH_ROUTES, {
      timeoutMs: 800,
      concurrency: 4,
    });
  } finally {
    await server.stop();
    await deleteKeys(redis, keyPrefix);
    redis.disconnect();
    await services.stopStarted();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
