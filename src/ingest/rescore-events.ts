// Re-scores stored events whose divergence was computed by an older method (docs/divergence.md: a method_version
// bump): each is analysed again from its stored members and partially updated, in batches in id order, reporting
// progress. Events analysed by the current method are not touched, so a rescore stopped halfway resumes where it
// stopped, and one run after another finds nothing to do.
import type { estypes } from '@elastic/elasticsearch';
import { DIVERGENCE_METHOD_VERSION } from '../analyze/divergence';
import type { CarryingMember } from '../analyze/carried-inputs';
import { RecentCache } from '../cluster/es/recent-cache';
import type { AppContext } from '../context';
import type { IngestContext } from './ingest-context';
import { liveEventsQuery } from '../store/event-tombstones';
import { refreshEvents } from './cluster-stage/refresh-events';

export const RESCORE_BATCH = 200;

export interface RescoreProgress {
  done: number;
  total: number;
}

/** Live events whose divergence is missing or of an older method version. */
const OUTDATED = liveEventsQuery(
  [],
  [{ range: { 'divergence.method_version': { gte: DIVERGENCE_METHOD_VERSION } } }],
);

export async function countOutdatedEvents(target: Pick<AppContext, 'es' | 'indices'>): Promise<number> {
  await target.es.indices.refresh({ index: target.indices.events });
  return (await target.es.count({ index: target.indices.events, query: OUTDATED })).count;
}

/** Re-scores every outdated event; returns how many were re-scored. */
export async function rescoreEvents(
  target: Pick<IngestContext, 'es' | 'indices' | 'watchEventWrites'>,
  options: { batch?: number; onProgress?: (progress: RescoreProgress) => void } = {},
): Promise<number> {
  const batch = options.batch ?? RESCORE_BATCH;
  const total = await countOutdatedEvents(target);
  // Members are shared by neighbouring events only within a run: a cache of its own, dropped at the end.
  const members = new RecentCache<CarryingMember>();
  let done = 0;
  let after: estypes.SortResults | undefined;
  for (;;) {
    const res = await target.es.search({
      index: target.indices.events,
      size: batch,
      _source: false,
      query: OUTDATED,
      sort: [{ id: { order: 'asc' } }],
      track_total_hits: false,
      ...(after ? { search_after: after } : {}),
    });
    const hits = res.hits.hits;
    if (hits.length === 0) break;
    const ids = hits.map((h) => Number(h._id));
    // A new score may cross a subscriber's threshold, or open or close a gap (webhooks).
    done += await target.watchEventWrites(ids, () => refreshEvents(target, ids, members));
    members.clear();
    options.onProgress?.({ done, total: Math.max(total, done) });
    after = hits[hits.length - 1].sort;
    if (hits.length < batch) break;
  }
  return done;
}
