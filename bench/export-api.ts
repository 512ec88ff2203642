// The API process of bench/export.ts: serves the real app over the bench's index prefix, reports its own memory
// (process.memoryUsage) to the parent every 50 ms over IPC (once a second after a forced GC), and on request builds the buffered baseline: the same
// export walk with every presented row held in one array and then one NDJSON string, as an endpoint that
// answers only once it has the whole body would. Started by bench/export.ts with `node --import tsx
// --expose-gc`; reads ES_URL, REDIS_URL and PARALLAX_INDEX_PREFIX from its environment.
import { anonymousCaller } from '../src/access/caller';
import { loadConfig } from '../src/config';
import { presentEventListItem } from '../src/api/presenters/event';
import { closeContext, createContext, startServer } from '../src/server';
import { eventExport } from '../src/services/export/export-plans';
import { exportPages } from '../src/services/export/export-walk';

interface Command {
  buffer?: { since: string };
  gc?: true;
}

async function bufferedExport(context: ReturnType<typeof createContext>, since: string) {
  const started = performance.now();
  const business = { ...anonymousCaller('127.0.0.1'), tier: 'business' as const };
  const { plan } = eventExport(context, business, { since: new Date(since) }, []);
  const rows: unknown[] = [];
  const now = Date.now();
  for await (const page of exportPages(context, plan, { snapshotAt: now })) {
    for (const row of page) rows.push(presentEventListItem(row, [], now));
  }
  const body = rows.map((row) => JSON.stringify(row)).join('\n');
  return { rows: rows.length, bytes: body.length, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn' });
  if (!config.es.url || !config.redis.url) throw new Error('ES_URL and REDIS_URL must be set');
  const context = createContext(config, { esUrl: config.es.url, redisUrl: config.redis.url });
  const server = await startServer(context, {});
  const send = (message: unknown) => process.send?.(message);
  // Every 20th sample (once a second) follows a full GC, so the heap it reports holds only what is still
  // referenced: heapUsed alone also counts garbage V8 has not collected yet.
  let tick = 0;
  const gc = (globalThis as { gc?: () => void }).gc;
  const timer = setInterval(() => {
    tick += 1;
    const afterGc = tick % 20 === 0 && gc !== undefined;
    if (afterGc) gc();
    const { rss, heapUsed } = process.memoryUsage();
    send({ memory: { at: Date.now(), rss, heapUsed, afterGc } });
  }, 50);
  process.on('message', (command: Command) => {
    if (command.gc) {
      gc?.();
      send({ gcDone: true });
    }
    if (command.buffer) {
      bufferedExport(context, command.buffer.since).then(
        (result) => send({ buffered: result }),
        (err: Error) => send({ error: err.message }),
      );
    }
  });
  send({ url: server.url });
  process.once('SIGTERM', () => {
    clearInterval(timer);
    // The process exits whatever the closing does, so a failure to close has nowhere else to go.
    void server
      .close()
      .then(() => closeContext(context))
      .finally(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
