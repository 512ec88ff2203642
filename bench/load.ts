// Load: a mixed workload at 64 concurrent connections against `parallax up --api-processes 2` while an
// ingest worker keeps ingesting from growing local feeds: GET /events with filters, single events, search,
// market tags, stats and MCP tool calls, and a free key raced by 50 clients to its daily cap. Reports each group's
// latency alone on one connection, then under the load requests/s, p50/p99 and status classes per group, the
// peak RSS of every process, the CPU each process used, and Elasticsearch's open search contexts (points in time).
// Targets: no response >= 500, GET /events p99 <= 100 ms, <= 250 MB RSS per API process.
//
// Takes about 2 min with the default 60 s run: ~5 s to index 20,000 events and 3,000 articles under its own prefix
// `pbench-load-<pid>` (its indices and Redis keys dropped at the end), ~10 s to create a key per connection and
// start the processes, 5 s of warm-up, 18 s of one-connection runs, the run.
// Usage: ES_URL=http://127.0.0.1:9200 REDIS_URL=redis://127.0.0.1:43713 npx tsx bench/load.ts [seconds=60]
//        [--bin <path to another build's bin/parallax>, to compare builds on the same store]
// On three nodes: start them with `PARALLAX_RUNTIME_DIR=/var/lib/parallax-3n ES_PORT=9400 ./bin/parallax es start
// --nodes 3` and give ES_URL all three: ES_URL=http://127.0.0.1:9400,http://127.0.0.1:9401,http://127.0.0.1:9402.
// The load comes from autocannon in this process, one instance per endpoint group so each reports its own
// latencies, all running at once; the connections are split between the groups (64 in all).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { createApiKey } from '../src/access/accounts';
import { issueMcpToken } from '../src/access/mcp-tokens';
import { freePort } from '../src/runtime/processes';
import { CATEGORIES, TIER_LIMITS } from '../src/spec';
import { deleteKeys } from '../src/store/redis-client';
import { articleDocument } from '../test/support/article-fixtures';
import { eventDocument } from '../test/support/event-fixtures';
import { startFeedServer } from '../test/support/feed-server';
import { GrowingFeeds } from '../test/support/growing-feeds';
import { startWorkerProcess } from '../test/support/worker-processes';
import { processCpuMs, withBenchStores } from './support';

const args = process.argv.slice(2);
const binAt = args.indexOf('--bin');
const BIN = binAt >= 0 ? path.resolve(args[binAt + 1]) : path.resolve(__dirname, '..', 'bin', 'parallax');
const SECONDS = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--bin') ?? 60);
const EVENTS = 20_000;
const ARTICLES = 3_000;
const HOUR = 60 * 60 * 1000;
const OUTLETS = [
  'cnn',
  'reuters',
  'fox-news',
  'npr',
  'bloomberg',
  'breitbart',
  'the-guardian',
  'axios',
  'msnbc',
];
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOGL', 'META', 'JPM'];
const TOPICS = ['earnings', 'fed', 'rates', 'inflation', 'ai', 'oil'];

let seed = 17;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

/** One connection's credentials: a business key, and an MCP token issued for it. */
interface Credential {
  key: string;
  token: string;
}

interface Group {
  name: string;
  connections: number;
  requests: (credential: Credential) => autocannon.Request[];
}

// Every connection gets a key of its own, so that no key reaches the business cap (50,000 a day) or the MCP
// in-flight limit (8 per token) within the run: the figures are the service's, not its refusals'.
const GROUPS: Group[] = [
  {
    name: 'GET /events (filters)',
    connections: 24,
    requests: ({ key }) => {
      const since = new Date(Date.now() - 5 * 24 * HOUR).toISOString();
      return [
        get(key, '/api/v2/events'),
        get(key, '/api/v2/events?category=politics&min_divergence=40&sort=divergence'),
        get(key, `/api/v2/events?outlet=cnn&outlet=fox-news&since=${since}&sort=recent`),
        get(key, '/api/v2/events?category=economy&sort=covered&limit=50'),
        get(key, '/api/v2/events?min_divergence=60&limit=10'),
      ];
    },
  },
  {
    name: 'GET /events/:id',
    connections: 10,
    requests: ({ key }) =>
      Array.from({ length: 50 }, () => get(key, `/api/v2/events/${1 + Math.floor(random() * EVENTS)}`)),
  },
  {
    name: 'GET /search',
    connections: 8,
    requests: ({ key }) =>
      ['harbour storm', 'senate bill', 'market rally', 'border funding'].map((q) =>
        get(key, `/api/v2/search?q=${encodeURIComponent(q)}`),
      ),
  },
  { name: 'GET /market/tags', connections: 6, requests: ({ key }) => [get(key, '/api/v2/market/tags')] },
  { name: 'GET /stats', connections: 6, requests: ({ key }) => [get(key, '/api/v2/stats')] },
  {
    name: 'MCP tools/call',
    connections: 10,
    requests: ({ token }) => [
      tool(token, 'get_top_divergent', { limit: 10 }),
      tool(token, 'get_market_tags', {}),
    ],
  },
];
const CONNECTIONS = GROUPS.reduce((n, g) => n + g.connections, 0);

function get(key: string, p: string): autocannon.Request {
  return { method: 'GET', path: p, headers: { 'x-api-key': key } };
}

function tool(token: string, name: string, args: object): autocannon.Request {
  return {
    method: 'POST',
    path: '/mcp',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  };
}

/** Resident set size of a process in MB (Linux /proc), undefined once it has gone. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Math.round(Number(kb[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

void withBenchStores('load', async (app, config) => {
  if (!config.es.url || !config.redis.url) throw new Error('set ES_URL and REDIS_URL');
  const started = Date.now();
  const now = Date.now();
  for (let from = 1; from <= EVENTS; from += 2_000) {
    const operations = Array.from({ length: Math.min(2_000, EVENTS - from + 1) }, (_, i) => {
      const id = from + i;
      const doc = eventDocument(
        {
          id,
          title: `${pick(['Harbour storm', 'Senate bill', 'Market rally', 'Border funding'])} report ${id}`,
          category: pick(CATEGORIES),
          divergence_score: Math.floor(random() * 101),
          outlets: OUTLETS.filter(() => random() < 0.4).concat('reuters'),
          first_seen_at: new Date(now - Math.floor(random() * 7 * 24) * HOUR),
        },
        now,
      );
      return [{ index: { _index: app.indices.events, _id: String(id) } }, doc];
    }).flat();
    await app.es.bulk({ operations });
  }
  const articles = Array.from({ length: ARTICLES }, (_, i) => [
    { index: { _index: app.indices.articles, _id: String(i + 1) } },
    articleDocument(
      {
        id: i + 1,
        outlet: pick(OUTLETS),
        hoursAgo: 1 + Math.floor(random() * 100),
        tickers: [pick(TICKERS)],
        topics: [pick(TOPICS)],
        sentiment: pick(['positive', 'neutral', 'negative'] as const),
        sentiment_score: random() * 2 - 1,
      },
      now,
    ),
  ]).flat();
  await app.es.bulk({ operations: articles, refresh: true });
  console.error(`indexed ${EVENTS} events and ${ARTICLES} articles in ${Date.now() - started} ms`);

  const credentials: Credential[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const { key, record } = await createApiKey(app, 'business', `load bench ${i}`);
    credentials.push({ key, token: (await issueMcpToken(app, record)).token });
  }
  let handedOut = 0;
  /** Gives each autocannon connection the requests of its group with a credential no other connection uses. */
  const perConnection = (group: Group) => ({
    // The API processes close a connection after 100 requests so that connections spread over them
    // (src/http/connection-rotation.ts); autocannon, when a server closes a keep-alive connection, counts every
    // later latency on that connection from a stale start (about 14 ms too long on a server answering in 0.03 ms).
    // So its connections reconnect first, every 50 requests, which has the same effect on the spread.
    reconnectRate: 50,
    requests: group.requests(credentials[0]),
    setupClient: (client: { setRequests(requests: autocannon.Request[]): void }) =>
      client.setRequests(group.requests(credentials[handedOut++ % credentials.length])),
  });

  const feedServer = await startFeedServer();
  const feeds = new GrowingFeeds(feedServer);
  const publishing = setInterval(() => feeds.publish(5), 5_000);
  const worker = startWorkerProcess({
    esUrl: config.es.url,
    redisUrl: config.redis.url,
    prefix: config.indexPrefix,
    sources: feeds.sources(),
    leaseMs: 60_000,
    cyclePauseMs: 2_000,
  });

  const port = await freePort();
  const up = spawn(BIN, ['up', '--api-processes', '2'], {
    env: { ...process.env, PARALLAX_INDEX_PREFIX: config.indexPrefix, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const upExited = new Promise<void>((resolve) => up.once('exit', () => resolve()));
  const pids = await new Promise<{ api: number[]; ingest: number }>((resolve) => {
    const found: { api?: number[]; ingest?: number } = {};
    createInterface({ input: up.stdout! }).on('line', (line) => {
      const api = /from 2 API processes \((\d+), (\d+)\)/.exec(line);
      const ingest = /^ingest process (\d+):/.exec(line);
      if (api) found.api = [Number(api[1]), Number(api[2])];
      if (ingest) found.ingest = Number(ingest[1]);
      if (found.api && found.ingest) resolve(found as { api: number[]; ingest: number });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const watched: Record<string, number> = {
    'api process 1': pids.api[0],
    'api process 2': pids.api[1],
    'up ingest process': pids.ingest,
    'up primary': up.pid!,
    'ingest worker (growing feeds)': worker.pid,
  };
  const peakRss: Record<string, number> = {};
  const sampleRss = () => {
    for (const [name, pid] of Object.entries(watched))
      peakRss[name] = Math.max(peakRss[name] ?? 0, rssMb(pid) ?? 0);
  };
  const sampling = setInterval(sampleRss, 1_000);

  const contexts = async () =>
    Object.values((await app.es.nodes.stats({ metric: 'indices', index_metric: 'search' })).nodes).reduce(
      (sum, node) => sum + (node.indices?.search?.open_contexts ?? 0),
      0,
    );
  try {
    await autocannon({ url, connections: 8, duration: 5, ...perConnection(GROUPS[0]) });
    // Each group alone on one connection: its service time with nothing queued in front of it, to read the loaded
    // latencies below against.
    const alone = [];
    for (const g of GROUPS) {
      const result = await autocannon({ url, connections: 1, duration: 3, ...perConnection(g) });
      alone.push(`${g.name} p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    }
    console.log(`\none connection, one group at a time: ${alone.join('; ')}`);
    handedOut = 0;
    const contextsBefore = await contexts();
    // Where the two cores went during the run: every process of the service, Elasticsearch (when it runs on this
    // machine) and this load generator itself.
    const esPids = Object.values((await app.es.nodes.info({ metric: 'process' })).nodes)
      .map((node) => node.process?.id)
      .filter((pid): pid is number => pid !== undefined && processCpuMs(pid) !== undefined);
    const cpuWatched: Record<string, number> = {
      ...watched,
      ...Object.fromEntries(esPids.map((pid, i) => [`elasticsearch ${i + 1}`, pid])),
      'load generator': process.pid,
    };
    const cpuAt = () =>
      Object.fromEntries(Object.entries(cpuWatched).map(([name, pid]) => [name, processCpuMs(pid) ?? 0]));
    const cpuBefore = cpuAt();
    const cyclesBefore = worker.cycles.length;
    // Beside the load: a free key (cap 100) hammered by 50 clients, each until it is refused; exactly the cap
    // may get through, whichever process counts.
    const capKey = (await createApiKey(app, 'free', 'load bench cap')).key;
    const capClient = async () => {
      let ok = 0;
      for (;;) {
        const res = await fetch(`${url}/api/v2/outlets`, { headers: { 'x-api-key': capKey } });
        await res.arrayBuffer();
        if (res.status === 200) ok += 1;
        else return { ok, refusedWith: res.status };
      }
    };
    const capRace = Promise.all(Array.from({ length: 50 }, capClient));
    const runs = await Promise.all(
      GROUPS.map(async (g) => ({
        group: g,
        result: await autocannon({ url, connections: g.connections, duration: SECONDS, ...perConnection(g) }),
      })),
    );
    sampleRss();
    const cpuAfter = cpuAt();
    const contextsAfter = await contexts();
    const cycles = worker.cycles.slice(cyclesBefore);

    console.log(`\n${SECONDS} s at ${CONNECTIONS} connections against 2 API processes (${BIN}):`);
    console.log('group | connections | req/s | p50 ms | p99 ms | 2xx | 4xx | 5xx | errors+timeouts');
    let total = 0;
    for (const { group, result } of runs) {
      total += result.requests.average;
      console.log(
        [
          group.name,
          group.connections,
          Math.round(result.requests.average),
          result.latency.p50,
          result.latency.p99,
          result['2xx'],
          result['4xx'],
          result['5xx'],
          result.errors + result.timeouts,
        ].join(' | '),
      );
    }
    console.log(`total: ${Math.round(total)} req/s`);
    console.log(
      `peak RSS (MB): ${Object.entries(peakRss)
        .map(([name, mb]) => `${name} ${mb}`)
        .join(', ')}`,
    );
    console.log(
      `CPU during the run (cores in use, of 2): ${Object.keys(cpuWatched)
        .map((name) => `${name} ${((cpuAfter[name] - cpuBefore[name]) / 1000 / SECONDS).toFixed(2)}`)
        .join(', ')}`,
    );
    console.log(
      `ingest during the run: ${cycles.filter((c) => c.cycle === 'done').length} cycles done (${cycles.reduce((n, c) => n + (c.indexed ?? 0), 0)} articles indexed), ${cycles.filter((c) => c.cycle === 'failed').length} failed ${JSON.stringify([...new Set(cycles.map((c) => c.error).filter(Boolean))])}`,
    );
    const capped = await capRace;
    console.log(
      `daily cap under load: ${capped.reduce((n, c) => n + c.ok, 0)} successes for a cap of ${TIER_LIMITS.free.dailyCap} over 50 clients (refused with ${[...new Set(capped.map((c) => c.refusedWith))].join(', ')})`,
    );
    console.log(
      `Elasticsearch open search contexts: ${contextsBefore} before the run, ${contextsAfter} after`,
    );
  } finally {
    clearInterval(sampling);
    clearInterval(publishing);
    up.kill('SIGTERM');
    await upExited;
    await worker.kill('SIGTERM');
    await feedServer.stop();
    // withBenchStores drops the prefix's indices; its Redis keys (caps, keys, feed state) go here.
    await deleteKeys(app.redis, config.indexPrefix);
  }
});
