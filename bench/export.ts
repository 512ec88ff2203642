// Memory and speed of the bulk export (GET /export/events.ndjson) over a store of 100,000 events: the API runs in
// its own process (bench/export-api.ts) and reports its RSS and V8 heap every 50 ms while this process reads the
// stream over HTTP as fast as it can and throws each line away. Runs, in order, after a forced GC each: 10,000
// rows streamed, 100,000 rows streamed, 100,000 rows streamed gzip, and the baseline: the same 100,000 rows
// walked inside the API process but held in one array and one string before any answer (what an endpoint that
// buffers its whole body would hold). Flat memory means the 100,000-row stream peaks where the 10,000-row one
// does, far below the buffered baseline. Once a second the API process samples its heap right after a forced
// GC (the "live" heap: what is still referenced), in every run alike.
//
// Takes 7-9 minutes on the shared two-core box at a load average of 24-30 (2.7-4.5 min to index the events,
// then four runs of 8-50 s); much less on an idle one.
// Usage: npx tsx bench/export.ts   (ES_URL / REDIS_URL to use running stores; else the project's own are started)
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { createApiKey } from '../src/access/accounts';
import { loadConfig } from '../src/config';
import { OUTLETS } from '../src/outlets/catalog';
import { resolveServices } from '../src/runtime/services';
import { closeContext, createContext } from '../src/server';
import type { AppContext } from '../src/context';
import { dropIndices } from '../src/store/indices';
import { prepareStore } from '../src/cli/prepare-store';
import { deleteKeys } from '../src/store/redis-client';
import { CATEGORIES } from '../src/spec';
import { eventDocument } from '../test/support/event-fixtures';
import { rate } from './support';

const EVENTS = 100_000;
const BULK_BATCH = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
  /** Taken right after a full GC: the heap still referenced. */
  afterGc: boolean;
}

/** Events first seen over 30 days, each covered by about one outlet in eight; all derived from the id, so
 * every run indexes the same store. */
async function indexEvents(app: AppContext, now: number): Promise<void> {
  for (let start = 1; start <= EVENTS; start += BULK_BATCH) {
    const operations = Array.from({ length: Math.min(BULK_BATCH, EVENTS - start + 1) }, (_, i) => {
      const id = start + i;
      const outlets = OUTLETS.filter((_, k) => (id * 31 + k * 17) % 8 === 0).map((o) => o.slug);
      const doc = eventDocument(
        {
          id,
          title: `Synthetic event ${id} on ${CATEGORIES[id % CATEGORIES.length]} matters`,
          summary: `A summary of synthetic event ${id}, long enough to look like an extract of its articles.`,
          category: CATEGORIES[id % CATEGORIES.length],
          divergence_score: (id * 37) % 101,
          outlets: outlets.length ? outlets : ['reuters'],
          first_seen_at: new Date(now - DAY_MS / 24 - ((id * 7_919) % (30 * 24 * 60)) * 60_000),
        },
        now,
      );
      return [{ index: { _index: app.indices.events, _id: String(id) } }, doc];
    });
    const res = await app.es.bulk({ operations: operations.flat() });
    if (res.errors) throw new Error(`bulk failed: ${JSON.stringify(res.items.find((i) => i.index?.error))}`);
  }
  await app.es.indices.refresh({ index: app.indices.events });
}

class ApiProcess {
  readonly samples: Sample[] = [];
  private readonly child: ChildProcess;
  private waiting = new Map<string, (value: unknown) => void>();

  constructor(env: NodeJS.ProcessEnv) {
    this.child = fork(path.join(__dirname, 'export-api.ts'), [], {
      env,
      execArgv: ['--import', 'tsx', '--expose-gc'],
    });
    this.child.on('message', (message: Record<string, unknown>) => {
      if (message.memory) this.samples.push(message.memory as Sample);
      for (const key of Object.keys(message)) this.waiting.get(key)?.(message[key]);
    });
  }

  next<T = unknown>(key: string): Promise<T> {
    return new Promise((resolve) => this.waiting.set(key, resolve as (value: unknown) => void));
  }

  send(command: unknown): void {
    this.child.send(command as object);
  }

  stop(): void {
    this.child.kill('SIGTERM');
  }
}

/** Reads the whole stream, counting lines; resolves with rows (lines but the trailer) and bytes received. */
function readExport(url: string, key: string, gzip: boolean): Promise<{ rows: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers = { 'X-API-Key': key, ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}) };
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        let tail = '';
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        const text = gzip ? res.pipe(createGunzip()) : res;
        text.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
          tail = (tail + chunk.toString('utf8')).slice(-300);
        });
        text.on('end', () => {
          const trailer = JSON.parse(tail.trimEnd().split('\n').pop()!) as {
            next_cursor: unknown;
            rows: number;
          };
          if (trailer.next_cursor !== null || trailer.rows !== lines - 1)
            return reject(new Error(`incomplete export: ${JSON.stringify(trailer)}`));
          resolve({ rows: lines - 1, bytes });
        });
        text.on('error', reject);
      })
      .on('error', reject);
  });
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function measured(api: ApiProcess, name: string, run: () => Promise<{ rows: number; bytes: number }>) {
  api.send({ gc: true });
  await api.next('gcDone');
  await api.next('memory');
  const base = api.samples[api.samples.length - 1];
  const started = performance.now();
  const from = Date.now();
  const { rows, bytes } = await run();
  const ms = performance.now() - started;
  await api.next('memory');
  const during = api.samples.filter((s) => s.at >= from);
  const peak = (field: 'rss' | 'heapUsed') => Math.max(...during.map((s) => s[field]));
  const live = during.filter((s) => s.afterGc).map((s) => s.heapUsed);
  // The live heap over the run in tenths, to see whether it grows with the rows sent.
  const tenths = Array.from({ length: 10 }, (_, i) => live[Math.floor((i * live.length) / 10)] ?? 0);
  console.log(
    `${name.padEnd(34)} ${String(rows).padStart(7)} rows  ${(ms / 1000).toFixed(1).padStart(5)} s  ` +
      `${String(rate(rows, ms)).padStart(6)} rows/s  ${mb(bytes).padStart(7)} sent  ` +
      `RSS ${mb(base.rss)} → peak ${mb(peak('rss'))}  heap ${mb(base.heapUsed)} → peak ${mb(peak('heapUsed'))}, ` +
      `live peak ${mb(Math.max(...live))}`,
  );
  console.log(
    `${''.padEnd(34)} live heap by tenth of the run: ${tenths.map((h) => (h / MB).toFixed(0)).join(' ')} MB`,
  );
}

async function main(): Promise<void> {
  const prefix = `pbench-export-${process.pid}`;
  const config = loadConfig({ ...process.env, PARALLAX_INDEX_PREFIX: prefix, LOG_LEVEL: 'warn' });
  const services = await resolveServices(config, (line) => console.error(line));
  const app = createContext(config, services);
  let api: ApiProcess | undefined;
  try {
    await prepareStore(app.es, prefix);
    const now = Date.now();
    const indexing = performance.now();
    await indexEvents(app, now);
    console.log(`indexed ${EVENTS} events in ${((performance.now() - indexing) / 1000).toFixed(1)} s`);
    const { key } = await createApiKey(app, 'business', 'export bench');
    api = new ApiProcess({
      ...process.env,
      ES_URL: services.esUrl,
      REDIS_URL: services.redisUrl,
      PARALLAX_INDEX_PREFIX: prefix,
    });
    const url = await api.next<string>('url');
    // About a tenth of the events: first seen in the last three days of thirty.
    const tenthSince = new Date(now - 3 * DAY_MS).toISOString();
    const exportUrl = (query: string) => `${url}/api/v2/export/events.ndjson${query}`;
    const server = api;
    await measured(server, 'stream, a tenth of the events', () =>
      readExport(exportUrl(`?since=${tenthSince}`), key, false),
    );
    await measured(server, 'stream, all events', () => readExport(exportUrl(''), key, false));
    await measured(server, 'stream, all events, gzip', () => readExport(exportUrl(''), key, true));
    await measured(server, 'buffered baseline, all events', async () => {
      server.send({ buffer: { since: new Date(0).toISOString() } });
      const result = await server.next<{ rows: number; bytes: number }>('buffered');
      return { rows: result.rows, bytes: result.bytes };
    });
  } finally {
    api?.stop();
    await dropIndices(app.es, prefix);
    await deleteKeys(app.redis, prefix);
    await closeContext(app);
    await services.stopStarted();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
