// Faults survived: each fault under a steady mixed load (8 client loops over /events, /events/:id,
// /search, /stats and /health) against `parallax up --api-processes 2`, with two ingest workers ingesting from
// feeds that grow every 5 s, then an audit of the stores against the feeds (every item once, no article without
// its event, no event without its members). Faults, in order: the single Elasticsearch node stopped (SIGSTOP) for
// 30 s; Redis killed for 30 s and restarted empty on the same port; an API process killed (SIGKILL) under load;
// the worker holding the ingest lock killed (SIGKILL) mid-batch. With `--nodes 3` it runs the three-node drill
// instead: a three-node cluster, the elected master SIGKILLed under the same load for 30 s, restarted by a second
// start of the cluster, the time back to green, failed requests against those in flight, counts and the audit.
//
// It kills its stores, so it runs its OWN: Elasticsearch through the project's runtime under
// FAULTS_RUNTIME_DIR (default /var/lib/parallax-faults, with `--nodes 3` /var/lib/parallax-faults-3n) on port
// 9500 (`--nodes 3`: 9600-9602) with a 512 MB heap per node (unpacked from the cached distribution on first
// use), and a redis-server child on a free port. Never the shared dev stores.
// Takes about 5 minutes (1-2 min to start Elasticsearch the first time, the faults, the catch-up audits);
// `--nodes 3` about 6 minutes (three JVMs boot, the 30 s fault, the wait for green, the audit); `--redis`, the
// Redis kill alone (how many reads failed while it was down, and whether what was served got counted), about 3.
// Usage: npx tsx bench/faults.ts [--nodes 3 | --redis]     (ES_URL / REDIS_URL are ignored)
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createApiKey } from '../src/access/accounts';
import { utcDay } from '../src/access/utc-day';
import { loadConfig } from '../src/config';
import { ingestLockKey } from '../src/ingest/clustering-lock';
import { esStatus, startEs, stopEs } from '../src/runtime/elasticsearch';
import { freePort, sleep } from '../src/runtime/processes';
import { esRuntimeOptions } from '../src/runtime/services';
import { closeContext, createContext } from '../src/server';
import { prepareStore } from '../src/cli/prepare-store';
import { redisKey } from '../src/store/redis-client';
import { articleDocument } from '../test/support/article-fixtures';
import { startFeedServer } from '../test/support/feed-server';
import { GrowingFeeds } from '../test/support/growing-feeds';
import { auditIngestedStore } from '../test/support/ingested-store';
import { startWorkerProcess, type WorkerProcess } from '../test/support/worker-processes';

const BIN = path.resolve(__dirname, '..', 'bin', 'parallax');
const PREFIX = 'pfaults';
// `--nodes 3` runs the three-node drill instead of the single-node faults, in its own runtime and ports.
const THREE_NODES = /^(--nodes[= ]3)$/.test(process.argv.slice(2).join(' '));
// `--redis` runs the Redis kill alone, after the same baseline.
const REDIS_ONLY = process.argv.slice(2).join(' ') === '--redis';
const RUNTIME_DIR =
  process.env.FAULTS_RUNTIME_DIR ??
  (THREE_NODES ? '/var/lib/parallax-faults-3n' : '/var/lib/parallax-faults');
// Ports the shared dev stores and the other runtimes use; this bench kills what it runs on.
const FORBIDDEN_PORTS = ['9200', '9400', '43713', '6379', ...(THREE_NODES ? ['9500'] : [])];
const REQUEST_TIMEOUT_MS = 15_000;
const SENTINEL_ID = 9_999_999;

interface Outcome {
  at: number;
  path: string;
  status: number | 'error';
  ms: number;
  /** For a 5xx or a connection error: what the client got, and the id that finds the API's log line. */
  failure?: { requestId?: string; body: string };
}

/** One line of the API's JSON log (pino) that explains a failed request: its error, as Elasticsearch put it. */
interface ApiErrorLine {
  requestId?: string;
  msg?: string;
  err?: { type?: string; message?: string; meta?: { statusCode?: number } };
}

/** The API's error log lines (`store unavailable`, `unhandled error`) by request id. */
function errorLinesById(lines: string[]): Map<string, ApiErrorLine> {
  const byId = new Map<string, ApiErrorLine>();
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    let parsed: ApiErrorLine;
    try {
      parsed = JSON.parse(line) as ApiErrorLine;
    } catch {
      continue;
    }
    if (parsed.requestId && parsed.err) byId.set(parsed.requestId, parsed);
  }
  return byId;
}

const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').slice(0, max);

/** Every failed request of a window: when (from `zero`), path, status, the API's body and the error underneath. */
function describeFailures(failed: Outcome[], zero: number, apiLog: string[]): string[] {
  const logged = errorLinesById(apiLog);
  return failed.map((o) => {
    const line = o.failure?.requestId ? logged.get(o.failure.requestId) : undefined;
    const underneath = line?.err
      ? `${line.msg}: ${line.err.type ?? 'Error'} ${line.err.meta?.statusCode ?? ''} ${oneLine(line.err.message ?? '', 400)}`
      : 'no API log line';
    return (
      `    +${o.at - zero} ms ${o.path} -> ${o.status} in ${o.ms} ms; body ${oneLine(o.failure?.body ?? '', 200)}; ` +
      underneath
    );
  });
}

function startRedisServer(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    ES_URL: undefined,
    REDIS_URL: undefined,
    PARALLAX_RUNTIME_DIR: RUNTIME_DIR,
    ES_PORT: THREE_NODES ? '9600' : '9500',
    ES_HEAP: '512m',
    PARALLAX_INDEX_PREFIX: PREFIX,
    LOG_LEVEL: 'silent',
  });
  const esOpts = { ...esRuntimeOptions(config, (line) => console.error(line)), nodes: THREE_NODES ? 3 : 1 };
  const es = await startEs(esOpts);
  const esUrl = es.status.urls.join(',');
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  if (es.status.urls.some((u) => FORBIDDEN_PORTS.some((p) => u.endsWith(`:${p}`))))
    throw new Error(`refusing to run against ${esUrl}: a shared store`);
  let redis = startRedisServer(redisPort);
  await sleep(500);
  const app = createContext(config, { esUrl, redisUrl });
  const children: { stop(): Promise<void> }[] = [];
  const report: string[] = [];
  const say = (line: string) => {
    report.push(line);
    console.log(line);
  };
  try {
    // A run starts empty: the runtime keeps the last run's indices, whose articles the audit would count.
    const leftOver = Object.keys(
      await app.es.indices.get({ index: `${PREFIX}-*`, allow_no_indices: true, expand_wildcards: 'all' }),
    );
    if (leftOver.length > 0) await app.es.indices.delete({ index: leftOver.join(',') });
    await prepareStore(app.es, PREFIX);
    // One article no feed lists keeps `up` from building the demo corpus into the archive the audits count.
    const sentinel = articleDocument({ id: SENTINEL_ID });
    await app.es.index({
      index: app.indices.articles,
      id: String(SENTINEL_ID),
      document: sentinel,
      refresh: true,
    });
    const {
      key,
      record: { key_id: keyId },
    } = await createApiKey(app, 'business', 'faults bench');

    const feedServer = await startFeedServer();
    children.push({ stop: () => feedServer.stop() });
    const feeds = new GrowingFeeds(feedServer);
    feeds.publish(10);
    let publishing: NodeJS.Timeout | undefined = setInterval(() => feeds.publish(3), 5_000);
    const workers: WorkerProcess[] = [];
    const exitedWorkers = new Set<WorkerProcess>();
    const startWorker = () => {
      const worker = startWorkerProcess({
        esUrl,
        redisUrl,
        prefix: PREFIX,
        sources: feeds.sources(),
        leaseMs: 10_000,
        cyclePauseMs: 2_000,
      });
      workers.push(worker);
      void worker.exited.then(() => exitedWorkers.add(worker));
      children.push({ stop: () => worker.kill('SIGTERM') });
      return worker;
    };
    startWorker();
    startWorker();

    const port = await freePort();
    const up = spawn(BIN, ['up', '--api-processes', '2'], {
      env: {
        ...process.env,
        ES_URL: esUrl,
        REDIS_URL: redisUrl,
        PARALLAX_INDEX_PREFIX: PREFIX,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const upExited = new Promise<void>((resolve) => up.once('exit', () => resolve()));
    children.push({
      async stop() {
        up.kill('SIGTERM');
        await upExited;
      },
    });
    const upLines: string[] = [];
    createInterface({ input: up.stdout! }).on('line', (line) => upLines.push(line));
    let apiPids: number[] = [];
    while (apiPids.length === 0) {
      const m = upLines.map((l) => /from 2 API processes \((\d+), (\d+)\)/.exec(l)).find(Boolean);
      if (m) apiPids = [Number(m[1]), Number(m[2])];
      else await sleep(200);
    }
    const url = `http://127.0.0.1:${port}`;

    // The load: 8 loops, each request bounded by a client timeout.
    const outcomes: Outcome[] = [];
    const paths = [
      '/api/v2/events',
      '/api/v2/events?sort=recent&limit=10',
      '/api/v2/search?q=storm',
      '/api/v2/stats',
      '/api/v2/health',
      '/api/v2/events/1',
    ];
    let loading = true;
    const loop = async (n: number) => {
      for (let i = n; loading; i++) {
        const p = paths[i % paths.length];
        const t = Date.now();
        const outcome: Omit<Outcome, 'ms'> = await fetch(`${url}${p}`, {
          headers: { 'x-api-key': key },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).then(
          async (res) => {
            const body = await res.text();
            if (res.status < 500) return { at: t, path: p, status: res.status };
            const requestId = res.headers.get('x-request-id') ?? undefined;
            return { at: t, path: p, status: res.status, failure: { requestId, body } };
          },
          (err: Error) => ({ at: t, path: p, status: 'error' as const, failure: { body: err.message } }),
        );
        outcomes.push({ ...outcome, ms: Date.now() - t });
        await sleep(20);
      }
    };
    const loops = Array.from({ length: 8 }, (_, n) => loop(n));

    const summarise = (name: string, from: number, to: number) => {
      const seen = outcomes.filter((o) => o.at >= from && o.at < to);
      const count = (test: (o: Outcome) => boolean) => seen.filter(test).length;
      const slowest503 = Math.max(0, ...seen.filter((o) => o.status === 503).map((o) => o.ms));
      const sorted = seen.map((o) => o.ms).sort((a, b) => a - b);
      say(
        `${name}: ${seen.length} requests, 2xx ${count((o) => typeof o.status === 'number' && o.status < 300)}, ` +
          `4xx ${count((o) => typeof o.status === 'number' && o.status >= 400 && o.status < 500)}, ` +
          `503 ${count((o) => o.status === 503)} (slowest ${slowest503} ms), ` +
          `other >=500 ${count((o) => typeof o.status === 'number' && o.status >= 500 && o.status !== 503)}, ` +
          `connection errors/timeouts ${count((o) => o.status === 'error')}, ` +
          `p99 ${sorted[Math.floor(sorted.length * 0.99)] ?? 0} ms, max ${sorted[sorted.length - 1] ?? 0} ms`,
      );
    };
    const health = async () =>
      fetch(`${url}/api/v2/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
        async (res) => `${res.status} ${JSON.stringify((await res.json()) as unknown).slice(0, 300)}`,
        (err: Error) => `error ${err.message}`,
      );
    const cyclesDone = () => workers.flatMap((w) => w.cycles).filter((c) => c.cycle === 'done');
    let cyclesReported = new Map<WorkerProcess, number>();
    /** Each worker's cycles since the last report: what a short audit needs to be explained. */
    const reportCycles = () => {
      for (const w of workers) {
        const cycles = w.cycles.slice(cyclesReported.get(w) ?? 0);
        const of = (kind: string) => cycles.filter((c) => c.cycle === kind);
        const errors = [...new Set(of('failed').map((c) => oneLine(c.error ?? '', 160)))];
        say(
          `  worker ${w.pid}${exitedWorkers.has(w) ? ' (exited)' : ''}: ${of('done').length} cycles done ` +
            `(${of('done').reduce((n, c) => n + (c.indexed ?? 0), 0)} articles indexed), ${of('skipped').length} skipped, ` +
            `${of('failed').length} failed${errors.length ? ` ${JSON.stringify(errors)}` : ''}`,
        );
      }
      cyclesReported = new Map(workers.map((w) => [w, w.cycles.length]));
    };
    /** Stops publishing, waits for two cycles to finish after that (so one started after it), audits, resumes. */
    const settleAndAudit = async (name: string) => {
      clearInterval(publishing);
      const since = Date.now();
      const deadline = since + 180_000;
      while (cyclesDone().filter((c) => c.at > since).length < 2 && Date.now() < deadline) await sleep(500);
      if (Date.now() >= deadline)
        say(`  no two ingest cycles finished within 180 s of ${name}: audited as is`);
      reportCycles();
      const audit = await auditIngestedStore(app, [...feeds.urls(), sentinel.url]);
      const orphans = audit.orphanArticles.filter((id) => id !== SENTINEL_ID);
      say(
        `  audit after ${name}: ${audit.articles - 1} articles for ${feeds.urls().length} feed items, missing ${audit.missing.length}, ` +
          `duplicated ${audit.duplicated.length}, unexpected ${audit.unexpected.length}, articles without a live event ${orphans.length}, ` +
          `events with members missing ${audit.brokenEvents.length}, live events ${audit.events}`,
      );
      publishing = setInterval(() => feeds.publish(3), 5_000);
      return audit;
    };
    const recoveredAfter = async (since: number) => {
      for (;;) {
        const ok = await fetch(`${url}/api/v2/events`, {
          headers: { 'x-api-key': key },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).then(
          (res) => res.status === 200,
          () => false,
        );
        if (ok) return Date.now() - since;
        await sleep(100);
      }
    };

    // Baseline.
    await sleep(5_000);
    let t = Date.now();
    await sleep(10_000);
    summarise('baseline (10 s)', t, Date.now());
    await settleAndAudit('baseline');

    /**
     * Redis SIGKILLed for 30 s, then restarted empty on the same port: requests by outcome (the uncounted /health
     * apart, since it reports Redis down by design), and the key's counter once the API counted back what its
     * processes served from memory, against the counted requests that started after the kill.
     */
    const redisKilled = async () => {
      const killedAt = Date.now();
      redis.kill('SIGKILL');
      await sleep(10_000);
      say(`  health with Redis down: ${await health()}`);
      await sleep(20_000);
      redis = startRedisServer(redisPort);
      const redisBack = Date.now();
      summarise('Redis down 30 s', killedAt, redisBack);
      const during = outcomes.filter((o) => o.at >= killedAt && o.at < redisBack);
      const failed = (o: Outcome) => o.status === 'error' || o.status >= 500;
      const reads = during.filter((o) => o.path !== '/api/v2/health');
      say(
        `  reads other than /health while Redis was down: ${reads.length}, failed (>= 500 or connection error) ` +
          `${reads.filter(failed).length}; /health: ${during.length - reads.length}, failed ${during.filter((o) => o.path === '/api/v2/health' && failed(o)).length}`,
      );
      say(
        `  API answers GET /events 200 again ${await recoveredAfter(redisBack)} ms after Redis restarted (empty)`,
      );
      await sleep(10_000);
      summarise('after Redis restarted empty (10 s)', redisBack, Date.now());
      const counter = redisKey(PREFIX, 'cap', `key:${keyId}`, utcDay(new Date()));
      const countedSinceKill = outcomes.filter(
        (o) => o.at >= killedAt && o.path !== '/api/v2/health' && o.status !== 'error' && o.status < 500,
      ).length;
      say(
        `  the key's counter in the restarted Redis: ${(await app.redis.get(counter)) ?? 'none'}; ` +
          `counted requests answered since the kill: ${countedSinceKill}`,
      );
      say(
        `  processes alive: up ${up.exitCode === null}, workers ${
          workers
            .filter((w) => !exitedWorkers.has(w))
            .map((w) => w.pid)
            .join(', ') || 'none'
        }`,
      );
      await settleAndAudit('the Redis restart');
    };

    const singleNodeFaults = async () => {
      // The single Elasticsearch node stopped for 30 s.
      const failedBefore = workers.flatMap((w) => w.cycles).filter((c) => c.cycle === 'failed').length;
      t = Date.now();
      process.kill(es.status.pid!, 'SIGSTOP');
      await sleep(10_000);
      say(`  health with Elasticsearch stopped: ${await health()}`);
      await sleep(20_000);
      process.kill(es.status.pid!, 'SIGCONT');
      const resumed = Date.now();
      summarise('Elasticsearch stopped (SIGSTOP) 30 s', t, resumed);
      say(
        `  API answers GET /events 200 again ${await recoveredAfter(resumed)} ms after Elasticsearch resumed`,
      );
      say(
        `  ingest cycles failed while it was stopped: ${workers.flatMap((w) => w.cycles).filter((c) => c.cycle === 'failed').length - failedBefore}`,
      );
      await sleep(10_000);
      summarise('after Elasticsearch resumed (10 s)', resumed, Date.now());
      await settleAndAudit('the Elasticsearch stop');

      await redisKilled();

      // An API process killed mid-request.
      t = Date.now();
      process.kill(apiPids[0], 'SIGKILL');
      await sleep(5_000);
      summarise('API process SIGKILLed under load (5 s from the kill)', t, Date.now());
      say(`  up: ${upLines.filter((l) => /died|serving$/.test(l)).join(' / ')}`);

      // The worker holding the ingest lock killed mid-batch.
      feeds.publish(40);
      const lastHolder = `${ingestLockKey(PREFIX)}:last-holder`;
      let victim: WorkerProcess | undefined;
      const deadline = Date.now() + 60_000;
      while (!victim && Date.now() < deadline) {
        if (await app.redis.exists(ingestLockKey(PREFIX))) {
          const holder = await app.redis.get(lastHolder);
          victim = workers.find((w) => w.holder() === holder && w.cycles.length >= 0);
        }
        if (!victim) await sleep(50);
      }
      if (victim) {
        await sleep(1_000);
        await victim.kill('SIGKILL');
        say(
          `worker ${victim.pid} killed (SIGKILL) while holding the ingest lock; the other carries on after its 10 s lease`,
        );
      } else say('no worker took the ingest lock within 60 s: worker kill skipped');
      await settleAndAudit('the worker kill');
    };

    /**
     * The elected master of three SIGKILLed: the hardest node to lose (a new master is elected and it holds shard
     * copies), yet not the only holder of anything, since the cluster is green first, so every shard has a replica
     * on another node. After 30 s under load it comes back through a second start of the same cluster.
     */
    const nodeOfThreeKilled = async () => {
      const green = () =>
        app.es.cluster.health({ wait_for_status: 'green', wait_for_nodes: '3', timeout: '300s' });
      await green();
      const count = async () => {
        await app.es.indices.refresh({ index: [app.indices.articles, app.indices.events] });
        const [articles, events] = await Promise.all([
          app.es.count({ index: app.indices.articles }),
          app.es.count({ index: app.indices.events }),
        ]);
        return `${articles.count - 1} articles, ${events.count} events`;
      };
      const before = await count();
      const [master] = await app.es.cat.master({ format: 'json' });
      const nodes = (await esStatus(esOpts)).nodes;
      const victim = nodes.find((n) => n.name === master.node)!;
      // Whether the victim held copies the load reads (and so the reader contexts of points in time) tells a run
      // that lost only a master from one that also lost data copies.
      const held = (await app.es.cat.shards({ index: `${PREFIX}-*`, format: 'json', h: 'index,prirep,node' }))
        .filter((shard) => shard.node === victim.name)
        .map((shard) => `${shard.index} (${shard.prirep === 'p' ? 'primary' : 'replica'})`);
      const killedAt = Date.now();
      process.kill(victim.pid!, 'SIGKILL');
      say(
        `  ${victim.name} (the elected master, ${victim.url}, holding ${held.join(', ') || 'no shard copy of ours'}) ` +
          `SIGKILLed; counts just before: ${before}`,
      );
      await sleep(10_000);
      say(`  health with a node down: ${await health()}`);
      await sleep(20_000);
      const restartAt = Date.now();
      const restarted = await startEs(esOpts);
      const nodeUp = Date.now();
      await green();
      const greenAt = Date.now();
      const back = restarted.status.nodes.find((n) => n.name === victim.name)!;
      say(
        `  ${victim.name} restarted (pid ${back.pid}, ${back.url}) ${nodeUp - restartAt} ms after \`start\`; ` +
          `cluster green with 3 nodes ${greenAt - restartAt} ms after the restart began, ${greenAt - killedAt} ms after the kill`,
      );
      const failed = (o: Outcome) => o.status === 'error' || o.status >= 500;
      const inFlight = outcomes.filter((o) => o.at < killedAt && o.at + o.ms >= killedAt);
      const afterKill = outcomes.filter((o) => o.at >= killedAt && o.at < greenAt);
      say(
        `  failed requests (>= 500 or connection error): ${inFlight.filter(failed).length} of ${inFlight.length} in flight at the kill, ` +
          `${afterKill.filter(failed).length} of ${afterKill.length} started between the kill and green`,
      );
      for (const line of describeFailures([...inFlight, ...afterKill].filter(failed), killedAt, upLines))
        say(line);
      const pitsLost = upLines.filter((l) => l.includes('point in time unavailable')).length;
      say(`  pages whose point in time was unavailable and that read the live index instead: ${pitsLost}`);
      summarise('one node of three SIGKILLed, 30 s, restarted, until green', killedAt, greenAt);
      await sleep(10_000);
      summarise('after green (10 s)', greenAt, Date.now());
      const audit = await settleAndAudit('the node kill and restart');
      say(`  counts before the kill: ${before}; after: ${await count()} (live events ${audit.events})`);
    };

    if (THREE_NODES) await nodeOfThreeKilled();
    else if (REDIS_ONLY) await redisKilled();
    else await singleNodeFaults();

    loading = false;
    await Promise.all(loops);
    const all = outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500 && o.status !== 503);
    say(`whole run: ${outcomes.length} requests, responses >= 500 other than 503: ${all.length}`);
  } finally {
    for (const child of children.reverse()) await child.stop().catch(() => undefined);
    await closeContext(app);
    redis.kill('SIGKILL');
    await stopEs(esOpts);
  }
  console.log(`\n${report.join('\n')}`);
}

// Exits once reported: keep-alive sockets of the load's fetches would hold the process open.
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
