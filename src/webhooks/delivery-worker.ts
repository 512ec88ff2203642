// The delivery loop a worker process runs (docs/webhooks.md, "Delivery"): due retries back to the stream, jobs of
// dead workers claimed, new jobs read through the consumer group, and each job attempted: delivered (logged, done),
// failed (logged, rescheduled by the retry schedule with jitter, or given up when it ran out), or dropped (its
// subscription deleted or disabled). A run of failed attempts disables the subscription. A job is acknowledged
// only after its attempt is logged, so a worker killed at any point leaves it to be claimed by another.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { logAttempt, type DeliveryAttempt } from './delivery-log';
import { DeliveryQueue, type QueuedJob } from './queue';
import { DELIVERY_TIMEOUT_MS, DISABLE_AFTER_FAILURES, RETRY_DELAYS_MS, retryDelay } from './rules';
import { sendDelivery, type AttemptResult } from './send';
import { disableSubscription, signingSecrets, type SubscriptionRecord } from './subscriptions';

export interface DeliveryWorkerOptions {
  /** This worker's name in the consumer group (default: a new UUID). */
  consumer?: string;
  /** Jobs attempted at once. */
  concurrency?: number;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  disableAfterFailures?: number;
  /** How long a read job may sit unacknowledged before another worker claims it (longer than an attempt takes). */
  claimIdleMs?: number;
  /** How long a read waits for new jobs before the loop looks at retries and stale jobs again. */
  blockMs?: number;
}

export interface DeliveryWorker {
  /** Stops reading; resolves once the jobs being attempted are done. */
  stop(): Promise<void>;
}

type Context = Pick<AppContext, 'es' | 'indices' | 'redis' | 'config' | 'logger'>;

async function loadSubscriptions(ctx: Context, ids: string[]): Promise<Map<string, SubscriptionRecord>> {
  const out = new Map<string, SubscriptionRecord>();
  if (ids.length === 0) return out;
  const res = await ctx.es.mget<SubscriptionRecord>({ index: ctx.indices.webhooks, ids });
  for (const doc of res.docs) if ('found' in doc && doc.found && doc._source) out.set(doc._id, doc._source);
  return out;
}

class Deliverer {
  private readonly queue: DeliveryQueue;
  private readonly options: Required<DeliveryWorkerOptions>;
  /** Entry ids of the jobs this worker is attempting now. */
  private readonly attempting = new Set<string>();

  constructor(
    private readonly ctx: Context,
    options: DeliveryWorkerOptions,
  ) {
    this.queue = new DeliveryQueue(ctx.redis, ctx.config.indexPrefix);
    const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    this.options = {
      consumer: options.consumer ?? randomUUID(),
      concurrency: options.concurrency ?? 16,
      timeoutMs,
      retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
      disableAfterFailures: options.disableAfterFailures ?? DISABLE_AFTER_FAILURES,
      claimIdleMs: options.claimIdleMs ?? 2 * timeoutMs,
      blockMs: options.blockMs ?? 1000,
    };
  }

  get concurrency(): number {
    return this.options.concurrency;
  }

  /**
   * Up to `count` jobs to attempt, with their subscriptions: due retries moved to the stream first, then jobs of
   * dead workers, else new ones (waiting up to blockMs for one).
   */
  async fetch(
    redisForBlocking: Context['redis'],
    count: number,
  ): Promise<{ job: QueuedJob; sub: SubscriptionRecord | undefined }[]> {
    const { consumer, claimIdleMs, blockMs } = this.options;
    await this.queue.promoteDue(Date.now());
    // A job of this worker's own that is still being attempted (a slow receiver) is not started a second time.
    let jobs = (await this.queue.claimStale(consumer, claimIdleMs, count)).filter(
      (queued) => !this.attempting.has(queued.entryId),
    );
    if (jobs.length === 0) {
      // A blocking read holds its connection: it gets one of its own, so other commands are not queued behind it.
      jobs = await new DeliveryQueue(redisForBlocking, this.ctx.config.indexPrefix).readNew(
        consumer,
        count,
        blockMs,
      );
    }
    if (jobs.length === 0) return [];
    const subscriptions = await loadSubscriptions(this.ctx, [
      ...new Set(jobs.map((j) => j.job.subscription_id)),
    ]);
    return jobs.map((job) => ({ job, sub: subscriptions.get(job.job.subscription_id) }));
  }

  async attempt(queued: QueuedJob, sub: SubscriptionRecord | undefined): Promise<void> {
    this.attempting.add(queued.entryId);
    try {
      await this.attemptOnce(queued, sub);
    } finally {
      this.attempting.delete(queued.entryId);
    }
  }

  private async attemptOnce({ entryId, job }: QueuedJob, sub: SubscriptionRecord | undefined): Promise<void> {
    const base = {
      subscription_id: job.subscription_id,
      webhook_id: job.webhook_id,
      event_type: job.type,
      event_id: job.event_id,
      attempt: job.attempt,
      attempted_at: new Date().toISOString(),
    };
    if (!sub || sub.status !== 'active') {
      await this.log({
        ...base,
        outcome: 'dropped',
        http_status: null,
        error: sub ? 'subscription disabled' : 'subscription deleted',
        duration_ms: 0,
        next_attempt_at: null,
      });
      await this.queue.finish(entryId);
      return;
    }
    const result = await sendDelivery({
      url: sub.url,
      webhookId: job.webhook_id,
      body: job.body,
      secrets: signingSecrets(sub),
      timeoutMs: this.options.timeoutMs,
      rules: this.ctx.config.webhooks,
    });
    if (result.ok) {
      await this.log({
        ...base,
        outcome: 'delivered',
        http_status: result.httpStatus,
        error: null,
        duration_ms: result.durationMs,
        next_attempt_at: null,
      });
      await this.queue.resetFailures(sub.id);
      await this.queue.finish(entryId);
      return;
    }
    await this.failed(entryId, job, sub, base, result);
  }

  private async failed(
    entryId: string,
    job: QueuedJob['job'],
    sub: SubscriptionRecord,
    base: Pick<
      DeliveryAttempt,
      'subscription_id' | 'webhook_id' | 'event_type' | 'event_id' | 'attempt' | 'attempted_at'
    >,
    result: Extract<AttemptResult, { ok: false }>,
  ): Promise<void> {
    const run = await this.queue.countFailure(sub.id);
    const disable = run >= this.options.disableAfterFailures;
    const delay = disable ? undefined : retryDelay(job.attempt, this.options.retryDelaysMs);
    const dueAt = delay === undefined ? undefined : Date.now() + delay;
    await this.log({
      ...base,
      outcome: 'failed',
      http_status: result.httpStatus,
      error: result.error,
      duration_ms: result.durationMs,
      next_attempt_at: dueAt === undefined ? null : new Date(dueAt).toISOString(),
    });
    if (disable) {
      await disableSubscription(
        this.ctx,
        sub.id,
        `${run} delivery attempts failed in a row; the last: ${result.error}`,
      );
      this.ctx.logger.warn(
        { subscription: sub.id, run },
        'webhook subscription disabled after failed deliveries',
      );
    }
    if (dueAt === undefined) await this.queue.finish(entryId);
    else await this.queue.reschedule(entryId, { ...job, attempt: job.attempt + 1 }, dueAt);
  }

  private log(attempt: Omit<DeliveryAttempt, 'kind' | 'id'>): Promise<void> {
    return logAttempt(this.ctx, attempt);
  }
}

/**
 * Starts the delivery loop (the consumer group is created on its first turn): up to `concurrency` attempts in
 * flight, each slot refilled as soon as its attempt ends, so one slow receiver holds one slot and not the others'
 * deliveries. A failing turn (a store down) is logged and retried after a pause; its jobs stay pending and are
 * claimed again once idle.
 */
export function startDeliveryWorker(ctx: Context, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const deliverer = new Deliverer(ctx, options);
  const blocking = ctx.redis.duplicate();
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let grouped = false;
  const start = (job: QueuedJob, sub: SubscriptionRecord | undefined) => {
    const attempt: Promise<void> = deliverer
      .attempt(job, sub)
      .catch((err: unknown) => ctx.logger.error({ err }, 'webhook delivery attempt failed to complete'))
      .finally(() => inFlight.delete(attempt));
    inFlight.add(attempt);
  };
  const loop = (async () => {
    while (!stopping) {
      try {
        if (!grouped) await new DeliveryQueue(ctx.redis, ctx.config.indexPrefix).ensureGroup();
        grouped = true;
        const free = deliverer.concurrency - inFlight.size;
        if (free === 0) {
          await Promise.race(inFlight);
          continue;
        }
        for (const { job, sub } of await deliverer.fetch(blocking, free)) start(job, sub);
      } catch (err) {
        if (stopping) break;
        ctx.logger.error({ err }, 'webhook delivery turn failed; retrying shortly');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    await Promise.allSettled([...inFlight]);
  })();
  return {
    async stop() {
      stopping = true;
      await loop;
      blocking.disconnect();
    },
  };
}
