// What a flood of sign-ins does to the API's reads, side by side in one run on the same stores: `GET
// /api/v2/outlets` (compressed, as browsers and clients ask for it) timed while nobody signs in and while FLOOD
// clients send wrong passwords back to back, on two API processes in turn:
//   unbounded: libuv's default pool of 4 threads and every sign-in hashed at once (PASSWORD_HASH_CONCURRENCY 64,
//              PASSWORD_HASH_QUEUE 1000), as before the bound;
//   bounded:   the defaults: 2 hashes at once, 8 waiting, 503 beyond, a pool of 6 threads (src/runtime/thread-pool.ts).
// Each phase lasts SECONDS; the two processes alternate for ROUNDS rounds, so drift on a busy box hits both alike.
// About 4 x ROUNDS x SECONDS seconds plus a minute to start the stores: 2 minutes with the defaults.
// Usage: npx tsx bench/sign-in-flood.ts [seconds per phase=12] [flooding clients=24] [rounds=2]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { hashPassword } from '../src/access/password';
import { createAccount } from '../src/access/user-accounts';
import { threadPoolSize } from '../src/runtime/thread-pool';
import type { ServerOptions } from '../src/server';
import { csrfTokenOf, WebClient } from '../test/support/web-client';
import { withBenchStores } from './support';

const SECONDS = Number(process.argv[2] ?? 12);
const FLOOD = Number(process.argv[3] ?? 24);
const ROUNDS = Number(process.argv[4] ?? 2);
const READERS = 2;
const EMAIL = 'flood@example.com';

const LIFTED_LIMITS: ServerOptions = {
  dailyCaps: { anonymous: 1e9 },
  attemptLimits: { accountFromAddressFailures: 1e9, addressFailures: 1e9, accountDailyFailures: 1e9 },
};

const SETUPS: Record<string, NodeJS.ProcessEnv> = {
  unbounded: { UV_THREADPOOL_SIZE: '4', PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '1000' },
  bounded: { UV_THREADPOOL_SIZE: String(threadPoolSize({})) },
};

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** An API process of its own (test/support/api-process.ts), so its thread pool is sized by its environment. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const script = path.join(__dirname, '..', 'test', 'support', 'api-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PARALLAX_TEST_SERVER_OPTIONS: JSON.stringify(LIFTED_LIMITS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code} before listening`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line).url));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};

/** Reads /outlets from READERS loops until `until`; each answer's time in ms. */
async function readOutlets(url: string, until: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${url}/api/v2/outlets`, { headers: { 'Accept-Encoding': 'br, gzip' } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`/outlets answered ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/** FLOOD clients signing in with a wrong password back to back until `until`; answers by status. */
async function flood(url: string, until: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const client = new WebClient(url);
      const token = csrfTokenOf((await client.get('/account/sign-in')).body);
      while (Date.now() < until) {
        const res = await client.post('/account/sign-in', {
          email: EMAIL,
          password: `wrong guess ${i}`,
          csrf_token: token,
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

withBenchStores('sign-in-flood', async (app, config, services) => {
  await createAccount(app, EMAIL, await hashPassword('the right password for the bench'));
  const env = {
    ES_URL: services.esUrl,
    REDIS_URL: services.redisUrl,
    PARALLAX_INDEX_PREFIX: config.indexPrefix,
  };
  const results: Record<string, { quiet: number[]; flooded: number[]; statuses: Record<number, number> }> =
    {};
  for (const name of Object.keys(SETUPS)) results[name] = { quiet: [], flooded: [], statuses: {} };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, setup] of Object.entries(SETUPS)) {
      const server = await startServer({ ...env, ...setup });
      await readOutlets(server.url, Date.now() + 1000); // warm: outlet cache, connections, JIT
      results[name].quiet.push(...(await readOutlets(server.url, Date.now() + SECONDS * 1000)));
      const until = Date.now() + SECONDS * 1000;
      const [reads, statuses] = await Promise.all([readOutlets(server.url, until), flood(server.url, until)]);
      results[name].flooded.push(...reads);
      for (const [status, count] of Object.entries(statuses))
        results[name].statuses[Number(status)] = (results[name].statuses[Number(status)] ?? 0) + count;
      await server.stop();
    }
  }
  console.log(
    `GET /api/v2/outlets (br), ${READERS} readers; flood: ${FLOOD} clients of wrong passwords; ${ROUNDS} x ${SECONDS} s per phase`,
  );
  for (const [name, { quiet, flooded, statuses }] of Object.entries(results)) {
    const answered = Object.entries(statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    console.log(
      `${name.padEnd(9)} quiet p50 ${ms(percentile(quiet, 0.5))} p99 ${ms(percentile(quiet, 0.99))} (${quiet.length}); ` +
        `flooded p50 ${ms(percentile(flooded, 0.5))} p99 ${ms(percentile(flooded, 0.99))} (${flooded.length}); sign-ins: ${answered}`,
    );
  }
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
