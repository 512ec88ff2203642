// A webhook delivery worker in its own process, for the test that kills one (SIGKILL) mid-delivery. It runs what
// `parallax worker` runs for webhooks (startDeliveryWorker) until SIGTERM.
// Env: ES_URL, REDIS_URL, PARALLAX_INDEX_PREFIX, WEBHOOKS_ALLOW_LOOPBACK, PARALLAX_TEST_WEBHOOK_TIMEOUT_MS.
// Prints {"started": true} once its loop runs.
import { closeContext, createContext } from '../../src/server';
import { startDeliveryWorker } from '../../src/webhooks/delivery-worker';
import { childConfig, runChildMain } from './child-process-main';

async function main(): Promise<void> {
  const { config, stores } = childConfig();
  const app = createContext(config, stores);
  const worker = startDeliveryWorker(app, {
    consumer: `child-${process.pid}`,
    timeoutMs: Number(process.env.PARALLAX_TEST_WEBHOOK_TIMEOUT_MS ?? 60_000),
    blockMs: 200,
  });
  process.stdout.write(`${JSON.stringify({ started: true })}\n`);
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  await worker.stop();
  await closeContext(app);
}

runChildMain(main);
