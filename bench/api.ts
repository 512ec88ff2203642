// Benchmark of the REST API v2 read paths: GET /events (filters, sort=divergence),
// /search, /market/tags and /divergence/gaps at 32 connections against a store of 100,000 events, each beside
// the very query the service sent, replayed straight to Elasticsearch in the same run, with the Redis round
// trips and Elasticsearch requests the API made per request.
//
// Takes about 2 minutes (1 min 45 s on the shared 2-core box): ~20 s to index 100,000 events and 5,000 articles,
// then 8 runs of 10 s.
// Usage: ES_URL=http://127.0.0.1:9200 REDIS_URL=redis://127.0.0.1:46595 npx tsx bench/api.ts [seconds per run]
//
// The app runs in this process (startServer, an ephemeral port) over its own index prefix `bench-api-<pid>`;
// the load comes from autocannon in a child process, so load generator and server do not share a thread. The
// prefix's indices and Redis keys are dropped at the end. Targets: GET /events p99 ≤ 50 ms, median ≤
// 1.3× the raw Elasticsearch query, ≤ 2 Redis round trips per request.
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { promisify } from 'node:util';
import type Redis from 'ioredis';
import { createApiKey } from '../src/access/accounts';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { OUTLETS } from '../src/outlets/catalog';
import { resolveServices } from '../src/runtime/services';
import { closeContext, createContext, startServer } from '../src/server';
import type { StoredFact } from '../src/services/event-record';
import { esNodeUrls } from '../src/store/es-client';
import { dropIndices } from '../src/store/indices';
import { prepareStore } from '../src/cli/prepare-store';
import { deleteKeys } from '../src/store/redis-client';
import { CATEGORIES, FRAMING_VALUES, GAP, TOPICS } from '../src/spec';
import { articleDocument } from '../test/support/article-fixtures';
import { eventDocument, type EventFixture } from '../test/support/event-fixtures';
import { seededRandom } from '../scripts/lib/seeded-random';

const EVENTS = 100_000;
const ARTICLES = 5_000;
const CONNECTIONS = 32;
const SECONDS = Number(process.argv[2] ?? 10);
const BULK_BATCH = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deterministic, so two runs index the same store. */
const random = seededRandom(14);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length)
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}

const SUBJECTS = [
  'Senate',
  'Central bank',
  'Ministry',
  'Court',
  'Governor',
  'Union',
  'Regulator',
  'Army',
  'Council',
];
const VERBS = ['approves', 'rejects', 'delays', 'debates', 'expands', 'cuts', 'investigates', 'announces'];
const OBJECTS = [
  'border funding',
  'interest rates',
  'vaccine rollout',
  'chip exports',
  'ceasefire talks',
  'climate rules',
  'tax reform',
  'AI safety bill',
  'hospital budget',
  'trade tariffs',
];
const LEFT = OUTLETS.filter((o) => o.bias_position <= GAP.leftMaxPosition).map((o) => o.slug);
const RIGHT = OUTLETS.filter((o) => o.bias_position >= GAP.rightMinPosition).map((o) => o.slug);
const ALL = OUTLETS.map((o) => o.slug);
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOGL', 'META', 'JPM', 'XOM', 'BA'];

/** One event of the last 30 days; about one in six covered by one side only, which the Gap rules make a gap. */
function eventFixture(id: number, now: number): EventFixture {
  const oneSided = random() < 1 / 6;
  const outlets = oneSided
    ? sample(random() < 0.5 ? LEFT : RIGHT, between(3, 5))
    : sample(ALL, between(2, 9));
  const firstSeen = now - Math.floor(random() * 30 * DAY_MS);
  const facts: StoredFact[] = Array.from({ length: between(0, 3) }, (_, i) => ({
    status: random() < 0.7 ? 'confirmed' : 'disputed',
    text: `Fact ${i + 1} of event ${id}: ${pick(OBJECTS)} figures were published.`,
    source_attribution: pick(OUTLETS).name,
    agreeing: between(1, outlets.length),
    covering: outlets.length,
  }));
  return {
    id,
    title: `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}`,
    summary: `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} after a week of ${pick(OBJECTS)} news.`,
    category: pick(CATEGORIES),
    divergence_score: random() < 0.95 ? Math.round(random() * 1000) / 10 : undefined,
    outlets,
    framing: outlets.map(() => pick(FRAMING_VALUES)),
    first_seen_at: new Date(firstSeen),
    updated_at: new Date(Math.min(now - 60_000, firstSeen + Math.floor(random() * DAY_MS))),
    sentiment: Math.round((random() * 2 - 1) * 100) / 100,
    market_score: between(0, 100),
    facts,
  };
}

async function bulk(es: AppContext['es'], index: string, docs: { id: number }[]): Promise<void> {
  const res = await es.bulk({
    operations: docs.flatMap((d) => [{ index: { _index: index, _id: String(d.id) } }, d]),
  });
  if (res.errors) throw new Error(`bulk failed: ${JSON.stringify(res.items.find((i) => i.index?.error))}`);
}

async function indexStore(ctx: AppContext, now: number): Promise<void> {
  for (let start = 1; start <= EVENTS; start += BULK_BATCH) {
    const docs = Array.from({ length: Math.min(BULK_BATCH, EVENTS - start + 1) }, (_, i) =>
      eventDocument(eventFixture(start + i, now), now),
    );
    await bulk(ctx.es, ctx.indices.events, docs);
  }
  const articles = Array.from({ length: ARTICLES }, (_, i) =>
    articleDocument(
      {
        id: i + 1,
        outlet: pick(ALL),
        hoursAgo: random() * 200,
        tickers: sample(TICKERS, between(0, 2)),
        topics: sample(TOPICS, between(0, 2)),
      },
      now,
    ),
  );
  await bulk(ctx.es, ctx.indices.articles, articles);
  await ctx.es.indices.refresh({ index: [ctx.indices.events, ctx.indices.articles] });
}

/**
 * Round trips the app makes to Redis: every command sent on its own, and every pipeline or MULTI as one (their
 * commands reach sendCommand with the pipeline's stream, and are not counted again).
 */
function countRedisRoundTrips(redis: Redis): () => number {
  let trips = 0;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command, stream) => {
    if (!stream) trips += 1;
    return send(command, stream);
  }) as typeof redis.sendCommand;
  for (const name of ['pipeline', 'multi'] as const) {
    const open = redis[name].bind(redis) as (...args: unknown[]) => ReturnType<Redis['pipeline']>;
    (redis as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const batch = open(...args);
      const exec = batch.exec.bind(batch);
      batch.exec = ((...execArgs: Parameters<typeof exec>) => {
        trips += 1;
        return exec(...execArgs);
      }) as typeof batch.exec;
      return batch;
    };
  }
  return () => trips;
}

interface EsRequest {
  method: string;
  path: string;
  querystring?: string;
  body?: string;
}

/** Every request the app's Elasticsearch client (and its children, which share the diagnostic) sends. */
function recordEsRequests(es: AppContext['es']): { count: () => number; recent: EsRequest[] } {
  const recent: EsRequest[] = [];
  let count = 0;
  es.diagnostic.on('request', (_err, event) => {
    count += 1;
    const params = event?.meta.request.params;
    if (!params) return;
    recent.push({
      method: params.method,
      path: params.path,
      querystring: typeof params.querystring === 'string' ? params.querystring : undefined,
      body: typeof params.body === 'string' ? params.body : undefined,
    });
    if (recent.length > 20) recent.shift();
  });
  return { count: () => count, recent };
}

/**
 * The search the app sent for one request, as a request straight to Elasticsearch: a point-in-time search is
 * replayed on the index without its PIT (the first page of a walk opens one, a separate request counted in
 * "ES requests per request").
 */
function rawSearch(sent: EsRequest[], index: string): { url: string; body: string } {
  const search = [...sent].reverse().find((r) => r.path.endsWith('/_search') && r.body);
  if (!search?.body) throw new Error(`no search recorded among ${sent.map((r) => r.path).join(', ')}`);
  const body = JSON.parse(search.body) as Record<string, unknown>;
  const path = body.pit ? `/${index}/_search` : search.path;
  delete body.pit;
  return { url: `${path}${search.querystring ? `?${search.querystring}` : ''}`, body: JSON.stringify(body) };
}

interface Load {
  p50: number;
  p99: number;
  rps: number;
  completed: number;
  /** Requests written, answered or not (the last ones of a run are cut off): what the server counted work for. */
  sent: number;
  non2xx: number;
  errors: number;
}

const AUTOCANNON = require.resolve('autocannon/autocannon.js');

async function load(url: string, headers: Record<string, string>, body?: string): Promise<Load> {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-m', 'POST', '-b', body);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 16 << 20 });
  const r = JSON.parse(stdout) as {
    latency: { p50: number; p99: number };
    requests: { average: number; sent: number };
    '2xx': number;
    non2xx: number;
    errors: number;
  };
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    completed: r['2xx'] + r.non2xx,
    sent: r.requests.sent,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function main(): Promise<void> {
  const began = Date.now();
  const prefix = `bench-api-${process.pid}`;
  const config = loadConfig({ ...process.env, PARALLAX_INDEX_PREFIX: prefix, PORT: '0', LOG_LEVEL: 'warn' });
  const services = await resolveServices(config, (line) => console.error(line));
  const ctx = createContext(config, services);
  const redisTrips = countRedisRoundTrips(ctx.redis);
  const esSent = recordEsRequests(ctx.es);
  try {
    await prepareStore(ctx.es, prefix);
    const now = Date.now();
    await indexStore(ctx, now);
    console.error(
      `indexed ${EVENTS} events and ${ARTICLES} articles in ${((Date.now() - now) / 1000).toFixed(0)} s`,
    );
    // Business: full archive and market access; the cap is lifted so no run can reach it.
    const { key } = await createApiKey(ctx, 'business', 'bench');
    const server = await startServer(ctx, { dailyCaps: { business: 100_000_000 } });
    const headers = { 'X-API-Key': key };
    const since = new Date(now - 20 * DAY_MS).toISOString();
    const endpoints: [string, string][] = [
      [
        'GET /events (category, min_divergence, outlet ×2, since; sort=divergence)',
        `/api/v2/events?category=politics&min_divergence=40&outlet=cnn&outlet=fox-news&since=${since}&sort=divergence`,
      ],
      ['GET /search (q="border funding")', '/api/v2/search?q=border%20funding'],
      ['GET /market/tags', '/api/v2/market/tags'],
      ['GET /divergence/gaps', '/api/v2/divergence/gaps'],
    ];
    const rows: string[] = [];
    for (const [name, path] of endpoints) {
      // One request first: it warms the key cache and records the search the service builds for this path.
      esSent.recent.length = 0;
      const first = await fetch(`${server.url}${path}`, { headers });
      if (first.status !== 200) throw new Error(`${path}: ${first.status} ${await first.text()}`);
      const raw = rawSearch(esSent.recent, ctx.indices.events);
      const [trips0, es0] = [redisTrips(), esSent.count()];
      const app = await load(`${server.url}${path}`, headers);
      // The requests cut off at the end of the run are still being served: let them finish before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [trips, esRequests] = [redisTrips() - trips0, esSent.count() - es0];
      const direct = await load(
        `${esNodeUrls(services.esUrl)[0]}${raw.url}`,
        { 'content-type': 'application/json' },
        raw.body,
      );
      rows.push(
        `| ${name} | ${app.p50} | ${app.p99} | ${Math.round(app.rps)} | ${direct.p50} | ${direct.p99} | ` +
          `${Math.round(direct.rps)} | ${(app.p50 / Math.max(direct.p50, 1)).toFixed(2)} | ` +
          `${(trips / app.sent).toFixed(2)} | ${(esRequests / app.sent).toFixed(2)} | ` +
          `${app.non2xx + app.errors}/${app.completed} |`,
      );
      console.error(`${name}: done`);
    }
    await server.close();
    const contexts = await ctx.es.nodes.stats({ metric: 'indices', index_metric: 'search' });
    const open = Object.values(contexts.nodes).reduce(
      (n, node) => n + (node.indices?.search?.open_contexts ?? 0),
      0,
    );
    console.log(
      `\n${EVENTS} events, ${CONNECTIONS} connections, ${SECONDS} s per run; load average ` +
        `${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on ${cpus().length} cores; ${open} open search contexts after the runs\n`,
    );
    console.log(
      '| endpoint | API p50 ms | API p99 ms | API req/s | ES p50 ms | ES p99 ms | ES req/s | p50 API/ES | ' +
        'Redis trips/req | ES requests/req | failed/total |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\ntotal ${((Date.now() - began) / 1000).toFixed(0)} s`);
  } finally {
    await dropIndices(ctx.es, prefix);
    await deleteKeys(ctx.redis, prefix);
    await closeContext(ctx);
    await services.stopStarted();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
