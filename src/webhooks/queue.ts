// The delivery queue in Redis (docs/webhooks.md, "Delivery"): a stream of jobs read by a consumer group, so any
// number of worker processes share the work and each job goes to one of them; a job whose worker died (read,
// never acknowledged) is claimed by another after it sat idle longer than an attempt may take. A failed attempt
// moves its job to a sorted set by due time, and due jobs move back to the stream; each move is one Lua script,
// so a crash at any point leaves the job in exactly one place (or, at worst, in both: sent twice with one id).
// An occurrence is enqueued at most once per subscription: the script that adds a job first marks its webhook id.
import type Redis from 'ioredis';
import type { WebhookEventType } from '../spec';

/** One delivery of one occurrence to one subscription, as queued: the body is fixed when it is enqueued. */
export interface DeliveryJob {
  webhook_id: string;
  subscription_id: string;
  type: WebhookEventType;
  event_id: number;
  body: string;
  /** The attempt this job is for, from 1. */
  attempt: number;
}

export const CONSUMER_GROUP = 'deliverers';
/** How long an enqueued webhook id is remembered (an occurrence found again within it is not enqueued twice). */
const SEEN_TTL_SECONDS = 7 * 24 * 3600;

const ENQUEUE = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
  redis.call('XADD', KEYS[2], '*', 'job', ARGV[2])
  return 1
end
return 0`;

const PROMOTE = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
for _, job in ipairs(due) do
  redis.call('XADD', KEYS[2], '*', 'job', job)
  redis.call('ZREM', KEYS[1], job)
end
return #due`;

const RESCHEDULE = `
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('XACK', KEYS[2], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[2], ARGV[2])
return 1`;

export interface QueueKeys {
  stream: string;
  retries: string;
  seen: (webhookId: string) => string;
  failures: (subscriptionId: string) => string;
}

export function queueKeys(prefix: string): QueueKeys {
  return {
    stream: `${prefix}:webhooks:jobs`,
    retries: `${prefix}:webhooks:retries`,
    seen: (id) => `${prefix}:webhooks:seen:${id}`,
    failures: (id) => `${prefix}:webhooks:failures:${id}`,
  };
}

/** A job read from the stream: its entry id (to acknowledge) and the job. */
export interface QueuedJob {
  entryId: string;
  job: DeliveryJob;
}

export class DeliveryQueue {
  readonly keys: QueueKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = queueKeys(prefix);
  }

  /** Adds each job whose webhook id was never enqueued; returns how many were added. */
  async enqueue(jobs: readonly DeliveryJob[]): Promise<number> {
    if (jobs.length === 0) return 0;
    const pipeline = this.redis.pipeline();
    for (const job of jobs) {
      pipeline.eval(
        ENQUEUE,
        2,
        this.keys.seen(job.webhook_id),
        this.keys.stream,
        SEEN_TTL_SECONDS,
        JSON.stringify(job),
      );
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0]!;
    return results.filter(([, added]) => added === 1).length;
  }

  /** Creates the consumer group (reading the stream from its start) unless it exists. */
  async ensureGroup(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.keys.stream, CONSUMER_GROUP, '0', 'MKSTREAM');
    } catch (err) {
      if (!String((err as Error).message).includes('BUSYGROUP')) throw err;
    }
  }

  /** Moves retries that are due back to the stream. */
  async promoteDue(now: number, limit = 500): Promise<number> {
    return (await this.redis.eval(PROMOTE, 2, this.keys.retries, this.keys.stream, now, limit)) as number;
  }

  /** Jobs of consumers idle longer than `minIdleMs` (a worker that died mid-delivery), now this consumer's. */
  async claimStale(consumer: string, minIdleMs: number, count: number): Promise<QueuedJob[]> {
    const [, entries] = (await this.redis.xautoclaim(
      this.keys.stream,
      CONSUMER_GROUP,
      consumer,
      minIdleMs,
      '0-0',
      'COUNT',
      count,
    )) as [string, [string, string[]][]];
    return parseEntries(entries);
  }

  /** New jobs for this consumer, waiting up to `blockMs` for one. */
  async readNew(consumer: string, count: number, blockMs: number): Promise<QueuedJob[]> {
    const res = (await this.redis.xreadgroup(
      'GROUP',
      CONSUMER_GROUP,
      consumer,
      'COUNT',
      count,
      'BLOCK',
      blockMs,
      'STREAMS',
      this.keys.stream,
      '>',
    )) as [string, [string, string[]][]][] | null;
    return res ? parseEntries(res[0][1]) : [];
  }

  /** The job is done with (delivered, given up or dropped). */
  async finish(entryId: string): Promise<void> {
    await this.redis
      .multi()
      .xack(this.keys.stream, CONSUMER_GROUP, entryId)
      .xdel(this.keys.stream, entryId)
      .exec();
  }

  /** The job's next attempt, due at `dueAt`, in place of the entry just tried. */
  async reschedule(entryId: string, next: DeliveryJob, dueAt: number): Promise<void> {
    await this.redis.eval(
      RESCHEDULE,
      2,
      this.keys.retries,
      this.keys.stream,
      CONSUMER_GROUP,
      entryId,
      dueAt,
      JSON.stringify(next),
    );
  }

  /** Counts the subscription's run of failed attempts; returns its length. */
  async countFailure(subscriptionId: string): Promise<number> {
    return this.redis.incr(this.keys.failures(subscriptionId));
  }

  async resetFailures(subscriptionId: string): Promise<void> {
    await this.redis.del(this.keys.failures(subscriptionId));
  }
}

function parseEntries(entries: [string, string[]][] | null): QueuedJob[] {
  const out: QueuedJob[] = [];
  // A claimed entry deleted meanwhile comes back with no fields.
  for (const [entryId, fields] of entries ?? []) {
    const at = fields?.indexOf('job') ?? -1;
    if (at >= 0) out.push({ entryId, job: JSON.parse(fields[at + 1]) as DeliveryJob });
  }
  return out;
}
