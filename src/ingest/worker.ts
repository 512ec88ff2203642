// The scheduled ingest loop: node-cron fires every INGEST_CADENCE_MINUTES; each tick runs one cycle, which the
// Redis lock keeps to one at a time across every process running a worker.
import cron from 'node-cron';
import type { AppContext } from '../context';
import { recordIngest } from './ingest-status';
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

export function startIngestWorker(app: AppContext, runCycle: () => Promise<unknown>): IngestWorker {
  const { config, redis, logger } = app;
  let running: Promise<unknown> | undefined;
  const recordNext = (next: Date | null) =>
    recordIngest(redis, config.indexPrefix, {
      next_ingest_at: next?.toISOString(),
      ingest_cadence_minutes: config.ingest.cadenceMinutes,
    }).catch((err) => logger.warn({ err }, 'could not record the next ingest time'));

  const task = cron.schedule(
    cronExpression(config.ingest.cadenceMinutes),
    async () => {
      running = runCycle()
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
      await task.stop();
      await task.destroy();
      await running;
    },
  };
}
