// The account pages' costs on the real stores, about 30 s on an idle two-core box: one scrypt password
// hash; a refused sign-in over HTTP for a wrong password beside one for an address with no account (they must
// take about as long); and how long a key change announced on Redis takes to reach another process's key cache
// (publish to forget). Usage: npx tsx bench/account.ts [sign-ins per case=10] [announcements=200]
import { createApiKey } from '../src/access/accounts';
import { KeyCache } from '../src/access/key-cache';
import { KeyChanges, publishKeyChanges } from '../src/access/key-changes';
import { hashPassword } from '../src/access/password';
import { createAccount } from '../src/access/user-accounts';
import { startServer } from '../src/server';
import { createRedis, deleteKeys } from '../src/store/redis-client';
import { freshLoopbackAddress } from '../test/support/http';
import { csrfTokenOf, WebClient } from '../test/support/web-client';
import { withBenchStores } from './support';

const SIGN_INS = Number(process.argv[2] ?? 10);
const ANNOUNCEMENTS = Number(process.argv[3] ?? 200);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

withBenchStores('account', async (app, config) => {
  const hashes: number[] = [];
  for (let i = 0; i < 5; i++) hashes.push(await timed(() => hashPassword('a password to time here')));
  console.log(`scrypt hash (N=2^15, r=8, p=3): p50 ${ms(percentile(hashes, 0.5))}`);

  const server = await startServer(app, {
    attemptLimits: {
      accountFromAddressFailures: 1e6,
      addressFailures: 1e6,
      accountDailyFailures: 1e6,
    },
  });
  const email = 'bench@example.com';
  await createAccount(app, email, await hashPassword('the right password for the bench'));
  const client = new WebClient(server.url, freshLoopbackAddress());
  const token = csrfTokenOf((await client.get('/account/sign-in')).body);
  const attempt = (address: string) =>
    timed(async () => {
      const res = await client.post('/account/sign-in', {
        email: address,
        password: 'wrong',
        csrf_token: token,
      });
      if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
    });
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    wrong.push(await attempt(email));
    unknown.push(await attempt(`nobody-${i}@example.com`));
  }
  console.log(
    `refused sign-in over HTTP, ${SIGN_INS} each: wrong password p50 ${ms(percentile(wrong, 0.5))}, ` +
      `no such account p50 ${ms(percentile(unknown, 0.5))}`,
  );
  await server.close();

  // Another process's listener: its own connection, as in every API process.
  const listener = createRedis(config.redis.url ?? String(process.env.REDIS_URL));
  const changes = new KeyChanges(listener, config.indexPrefix, app.logger);
  let arrived: (() => void) | undefined;
  const cache = new KeyCache(async () => null);
  cache.forget = () => arrived?.();
  changes.follow(cache);
  await new Promise((resolve) => setTimeout(resolve, 500)); // subscribed
  const { record } = await createApiKey(app, 'free', 'bench');
  const latencies: number[] = [];
  for (let i = 0; i < ANNOUNCEMENTS; i++) {
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    latencies.push(
      await timed(() =>
        Promise.all([reached, publishKeyChanges(app.redis, config.indexPrefix, [record.key_hash])]),
      ),
    );
  }
  console.log(
    `key change announced to another connection's cache, ${ANNOUNCEMENTS} times: p50 ${ms(percentile(latencies, 0.5))}, ` +
      `p99 ${ms(percentile(latencies, 0.99))}, max ${ms(Math.max(...latencies))}`,
  );
  listener.disconnect();
  await deleteKeys(app.redis, config.indexPrefix);
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
