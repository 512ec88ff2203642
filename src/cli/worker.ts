// `parallax worker`: the scheduled ingest loop and the webhook delivery loop, until SIGINT/SIGTERM.
import { loadInlineEncoder } from '../ingest/analysis-pool';
import { runIngestCycle } from '../ingest/cycle';
import { cronExpression, startIngestWorker } from '../ingest/worker';
import { startDeliveryWorker } from '../webhooks/delivery-worker';
import { Command } from './command';
import { withStores } from './connect';
import { waitForSignal } from './wait-for-signal';

const usage = `Usage: parallax worker

Runs an ingest cycle every INGEST_CADENCE_MINUTES (default 10) until stopped. Any number of workers may run:
a Redis lock lets one cycle run at a time, and a worker whose tick finds it taken waits for it, so it takes
over within the lock's 60 s lease when the holder dies. It also delivers webhooks, sharing the queue with the
other workers (docs/webhooks.md). Ctrl-C waits for a running cycle to finish, then exits.`;

export const workerCommand: Command = {
  name: 'worker',
  usage,
  async run() {
    await withStores(async (app) => {
      // A model that cannot be loaded stops the worker at start, instead of failing every cycle.
      await loadInlineEncoder();
      const worker = startIngestWorker(app, (standby) => runIngestCycle(app, standby));
      const deliveries = startDeliveryWorker(app);
      console.log(
        `ingest worker running (cron "${cronExpression(app.config.ingest.cadenceMinutes)}"); Ctrl-C stops it`,
      );
      console.log(`${await waitForSignal()}: stopping after the running cycle`);
      await worker.stop();
      await deliveries.stop();
    });
    return 0;
  },
};
