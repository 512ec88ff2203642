// The scheduled ingest loop: node-cron fires every INGEST_CADENCE_MINUTES; each tick runs one cycle, which the
// Redis lock keeps to one at a time across every process running a worker.
import cron from 'node-cron';
import type { AppContext } from '../context';
import { recordIngest } from './ingest-status';
import { INGEST_LOCK_LEASE_MS } from './clustering-lock';
import { LockBusyError } from './lock';

/**
 * Cron has no "every N minutes" for N that does not divide an hour: `*\/7` fires at :00, :07 … :56 and :00
 * again. Cadences that divide 60 (the default 10 included) are exact; others restart each hour, documented.
 */
export function cronExpression(cadenceMinutes: number): string {
  if (cadenceMinutes >= 60 && cadenceMinutes % 60 === 0) return `0 */${cadenceMinutes / 60} * * *`;
  return `*/${Math.min(cadenceMinutes, 59)} * * * *`;
}

export interface IngestWorker {
  stop(): Promise<void>;
  /** The cycle now running, if any, so shutdown can wait for it. */
  current(): Promise<unknown> | undefined;
}

/** What a worker's cycle is told: how long it may wait for the lock, and when to stop waiting. */
export interface StandbyOptions {
  lockWaitMs: number;
  stopWaiting: AbortSignal;
}

/**
 * A tick that finds the lock busy waits for it, up to the next tick plus one lease: a worker beside a live one
 * stands by, and when the holder dies (its lease runs out, INGEST_LOCK_LEASE_MS) it takes over at once instead
 * of at its next tick.
 */
export const standbyWaitMs = (cadenceMinutes: number) => cadenceMinutes * 60_000 + INGEST_LOCK_LEASE_MS;

export function startIngestWorker(
  app: AppContext,
  runCycle: (standby: StandbyOptions) => Promise<unknown>,
): IngestWorker {
  const { config, redis, logger } = app;
  const stopping = new AbortController();
  const standby = { lockWaitMs: standbyWaitMs(config.ingest.cadenceMinutes), stopWaiting: stopping.signal };
  let running: Promise<unknown> | undefined;
  const recordNext = (next: Date | null) =>
    recordIngest(redis, config.indexPrefix, {
      next_ingest_at: next?.toISOString(),
      ingest_cadence_minutes: config.ingest.cadenceMinutes,
    }).catch((err) => logger.warn({ err }, 'could not record the next ingest time'));

  const task = cron.schedule(
    cronExpression(config.ingest.cadenceMinutes),
    async () => {
      running = runCycle(standby)
        .catch((err) => {
          if (err instanceof LockBusyError)
            logger.info('ingest cycle skipped: another process is running one');
          else logger.error({ err }, 'ingest cycle failed; the next cycle retries');
        })
        .finally(() => {
          running = undefined;
          return recordNext(task.getNextRun());
        });
      await running;
    },
    { name: 'ingest', noOverlap: true },
  );
  void recordNext(task.getNextRun());
  return {
    current: () => running,
    async stop() {
      stopping.abort();
      await task.stop();
      await task.destroy();
      await running;
    },
  };
}
