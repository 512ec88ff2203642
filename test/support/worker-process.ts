// An ingest worker in its own process, for tests and benches that kill one (SIGKILL) beside another. It runs what
// `parallax worker` runs on each tick (runIngestCycle waiting on the Redis lock), over the sources given, one cycle
// after another with PARALLAX_TEST_CYCLE_PAUSE_MS between them instead of the cron schedule's minutes.
// Env: ES_URL, REDIS_URL, PARALLAX_INDEX_PREFIX, PARALLAX_TEST_SOURCES (JSON), PARALLAX_TEST_LEASE_MS,
// PARALLAX_TEST_CYCLE_PAUSE_MS. Prints {"holder": <its lock holder name>} first, then one JSON line per cycle
// ({"cycle": "done" | "skipped" | "failed", ...});
// exits 0 on SIGTERM after the cycle it runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { loadInlineEncoder } from '../../src/ingest/analysis-pool';
import { runIngestCycle } from '../../src/ingest/cycle';
import { LockBusyError } from '../../src/ingest/lock';
import { closeContext, createIngestContext } from '../../src/server';
import { childConfig, runChildMain } from './child-process-main';

async function main(): Promise<void> {
  const { config, stores } = childConfig();
  const app = createIngestContext(config, stores);
  const sources = JSON.parse(process.env.PARALLAX_TEST_SOURCES ?? '[]') as { outlet: string; url: string }[];
  const leaseMs = Number(process.env.PARALLAX_TEST_LEASE_MS ?? 60_000);
  const pauseMs = Number(process.env.PARALLAX_TEST_CYCLE_PAUSE_MS ?? 1_000);
  const stopping = new AbortController();
  process.once('SIGTERM', () => stopping.abort());
  const print = (line: object) => process.stdout.write(`${JSON.stringify({ ...line, at: Date.now() })}\n`);
  // As `parallax worker` does before its first tick: loading the sentence encoder inside a cycle would hold the
  // event loop while the lock's lease runs (3 s in the failover test).
  await loadInlineEncoder();
  // The name the ingest lock records of its last holder, so a caller can tell which worker holds it.
  print({ holder: app.ingestCaches.holder });

  while (!stopping.signal.aborted) {
    try {
      const report = await runIngestCycle(app, {
        sources,
        leaseMs,
        lockWaitMs: 10 * 60_000,
        stopWaiting: stopping.signal,
        fetchOptions: { timeoutMs: 5_000, backoffJitter: 0 },
      });
      print({ cycle: 'done', indexed: report.indexed, duplicates: report.duplicates });
    } catch (err) {
      if (err instanceof LockBusyError) print({ cycle: 'skipped' });
      else print({ cycle: 'failed', error: (err as Error).message });
    }
    await sleep(pauseMs, undefined, { signal: stopping.signal }).catch(() => undefined);
  }
  await closeContext(app);
}

runChildMain(main);
