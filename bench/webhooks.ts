// Webhook delivery on the real stores, about 4 minutes (30 rounds, 3,000 jobs) on the shared two-core box at a load
// average of 25, once the stores run:
// 1. Latency: 100 subscriptions to event.created, and ROUNDS event writes made the way the ingest makes them
//    (watchEventChanges around the write); each write's 100 deliveries are timed from the start of the write to
//    their arrival at a local receiver, with one delivery worker running. The write's own time with and without
//    the watch is measured side by side (the ingest's added cost).
// 2. Throughput: JOBS jobs enqueued at once for those subscriptions, drained by one fresh worker: deliveries per
//    second at its default concurrency, and at 4x that.
// Usage: npx tsx bench/webhooks.ts [rounds=30] [jobs=5000]
import { setTimeout as pause } from 'node:timers/promises';
import type { AppContext } from '../src/context';
import { startDeliveryWorker } from '../src/webhooks/delivery-worker';
import { DeliveryQueue, type DeliveryJob } from '../src/webhooks/queue';
import { insertSubscription, type SubscriptionRecord } from '../src/webhooks/subscriptions';
import { watchEventChanges } from '../src/webhooks/watch';
import { startWebhookReceiver, type WebhookReceiver } from '../test/support/webhook-receiver';
import { rate, withBenchStores } from './support';

const ROUNDS = Number(process.argv[2] ?? 30);
const JOBS = Number(process.argv[3] ?? 5000);
const SUBSCRIPTIONS = 100;
const DEFAULT_CONCURRENCY = 16;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

async function writeEvent(app: AppContext, id: number, watched: boolean): Promise<void> {
  const write = () =>
    app.es.index({
      index: app.indices.events,
      id: String(id),
      document: {
        id,
        title: `Bench event ${id}`,
        category: 'economy',
        outlets: ['reuters'],
        updated_at: new Date().toISOString(),
      },
    });
  if (watched) await watchEventChanges(app, [id], write);
  else await write();
}

async function latency(app: AppContext, receiver: WebhookReceiver) {
  const worker = startDeliveryWorker(app, { blockMs: 200 });
  const latencies: number[] = [];
  const writeMs = { watched: [] as number[], plain: [] as number[] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const plainStart = performance.now();
      await writeEvent(app, 1_000_000 + round, false);
      writeMs.plain.push(performance.now() - plainStart);
      const seen = receiver.requests.length;
      const started = Date.now();
      const watchStart = performance.now();
      await writeEvent(app, 2_000_000 + round, true);
      writeMs.watched.push(performance.now() - watchStart);
      await receiver.waitFor((r) => r.length >= seen + SUBSCRIPTIONS, 60_000);
      for (const request of receiver.requests.slice(seen)) latencies.push(request.at - started);
    }
  } finally {
    await worker.stop();
  }
  return { latencies, writeMs };
}

async function throughput(
  app: AppContext,
  receiver: WebhookReceiver,
  subs: SubscriptionRecord[],
  concurrency: number,
) {
  const queue = new DeliveryQueue(app.redis, app.config.indexPrefix);
  const tag = `${concurrency}-${Date.now()}`;
  const jobs: DeliveryJob[] = Array.from({ length: JOBS }, (_, i) => ({
    webhook_id: `msg_bench_${tag}_${i}`,
    subscription_id: subs[i % subs.length].id,
    type: 'event.created',
    event_id: i + 1,
    body: JSON.stringify({
      type: 'event.created',
      timestamp: new Date().toISOString(),
      data: { event_id: i + 1 },
    }),
    attempt: 1,
  }));
  await queue.enqueue(jobs);
  const seen = receiver.requests.length;
  const started = performance.now();
  const worker = startDeliveryWorker(app, { concurrency, blockMs: 200 });
  try {
    await receiver.waitFor((r) => r.length >= seen + JOBS, 600_000);
  } finally {
    await worker.stop();
  }
  return rate(JOBS, performance.now() - started);
}

async function main(): Promise<void> {
  // The receiver listens on loopback, which only a test or bench deployment allows.
  process.env.WEBHOOKS_ALLOW_LOOPBACK = 'true';
  const receiver = await startWebhookReceiver();
  try {
    await withBenchStores('webhooks', async (app) => {
      const subs: SubscriptionRecord[] = [];
      for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
        subs.push(
          await insertSubscription(app, `acct_bench_${i}`, {
            url: `${receiver.url}/hook/${i}`,
            event_types: ['event.created'],
            categories: [],
            outlets: [],
            tickers: [],
            threshold: null,
          }),
        );
      }
      // Let the subscriptions' refresh settle before the first timed round.
      await pause(1000);
      const { latencies, writeMs } = await latency(app, receiver);
      console.log(
        `latency, ${SUBSCRIPTIONS} subscriptions, ${ROUNDS} event writes (${latencies.length} deliveries):`,
      );
      console.log(
        `  change to receiver: p50 ${percentile(latencies, 0.5)} ms, p99 ${percentile(latencies, 0.99)} ms`,
      );
      console.log(
        `  the event write: p50 ${percentile(writeMs.plain, 0.5).toFixed(1)} ms plain, ` +
          `${percentile(writeMs.watched, 0.5).toFixed(1)} ms watched (read before and after, match, enqueue)`,
      );
      for (const concurrency of [DEFAULT_CONCURRENCY, 4 * DEFAULT_CONCURRENCY]) {
        const perSecond = await throughput(app, receiver, subs, concurrency);
        console.log(
          `throughput, one worker, ${concurrency} at once, ${JOBS} jobs: ${perSecond} deliveries/s`,
        );
      }
    });
  } finally {
    await receiver.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
