// Where the ingest's event writes meet webhooks: a write of some events is wrapped so the events are read (the
// few fields occurrences compare) before and after it, and each occurrence the write made is enqueued for every
// subscription it matches, once (webhook ids are derived from the occurrence and the subscription). The writer
// holds the clustering lock, so no other write of these events falls between the two reads. A failure to enqueue
// is logged and does not fail the ingest: the events are written either way.
import type { AppContext } from '../context';
import { matchOccurrence, occurrencesOf, SNAPSHOT_FIELDS, type EventSnapshot } from './occurrences';
import { DeliveryQueue, type DeliveryJob } from './queue';
import { activeSubscriptions } from './subscriptions';
import { webhookId } from './signature';

/** A target that can enqueue: the ingest's context. One without Redis (a clustering measurement) only writes. */
export type WatchTarget = Pick<AppContext, 'es' | 'indices'> &
  Partial<Pick<AppContext, 'redis' | 'config' | 'logger'>>;

async function snapshots(target: WatchTarget, ids: readonly number[]): Promise<Map<number, EventSnapshot>> {
  // The events alias names one index (only the articles roll over), so one realtime mget reads them all.
  const res = await target.es.mget<EventSnapshot>({
    index: target.indices.events,
    ids: ids.map(String),
    _source_includes: SNAPSHOT_FIELDS,
  });
  const out = new Map<number, EventSnapshot>();
  for (const doc of res.docs)
    if ('found' in doc && doc.found && doc._source) out.set(Number(doc._id), doc._source);
  return out;
}

/** The jobs the write's occurrences make for the active subscriptions. */
export async function jobsFor(
  target: WatchTarget,
  before: ReadonlyMap<number, EventSnapshot>,
  after: ReadonlyMap<number, EventSnapshot>,
  ids: readonly number[],
  now: number = Date.now(),
): Promise<DeliveryJob[]> {
  const occurrences = ids.flatMap((id) => occurrencesOf(before.get(id), after.get(id)));
  if (occurrences.length === 0) return [];
  const subscriptions = await activeSubscriptions(target);
  const jobs: DeliveryJob[] = [];
  for (const occurrence of occurrences) {
    for (const sub of subscriptions) {
      const data = matchOccurrence(sub, occurrence);
      if (!data) continue;
      const timestamp = occurrence.event.updated_at ?? new Date(now).toISOString();
      jobs.push({
        webhook_id: webhookId(occurrence.key, sub.id),
        subscription_id: sub.id,
        type: occurrence.type,
        event_id: occurrence.event.id,
        body: JSON.stringify({ type: occurrence.type, timestamp, data }),
        attempt: 1,
      });
    }
  }
  return jobs;
}

/** Runs `write` (a write of these events) and enqueues what it changed for the subscribers; returns its result. */
export async function watchEventChanges<T>(
  target: WatchTarget,
  ids: readonly number[],
  write: () => Promise<T>,
): Promise<T> {
  const { redis, config } = target;
  if (!redis || !config || ids.length === 0) return write();
  const before = await snapshots(target, ids);
  const result = await write();
  try {
    const after = await snapshots(target, ids);
    const jobs = await jobsFor(target, before, after, ids);
    await new DeliveryQueue(redis, config.indexPrefix).enqueue(jobs);
  } catch (err) {
    target.logger?.error({ err }, 'webhook occurrences of an event write could not be enqueued');
  }
  return result;
}
