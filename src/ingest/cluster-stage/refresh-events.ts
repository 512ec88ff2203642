// The analysis of events (src/analyze/event-analysis.ts) from their member articles (the bounded sample the
// clustering state keeps, docs/clustering.md): computed for the events a clustering cycle saves (written with
// their clustering state, one write per event), and recomputed on its own for events whose members' text changed.
// A gap by the rule is split-checked against the store before it is written (gap-check.ts).
import type { estypes } from '@elastic/elasticsearch';
import type { PreviousDivergence } from '../../documents/event-divergence';
import { analyseEvent, type EventAnalysis } from '../../analyze/event-analysis';
import { checkGaps, type CheckedAnalysis } from './gap-check';
import type { CarryingMember } from '../../analyze/carried-inputs';
import type { AppContext } from '../../context';
import type { RecentCache } from '../../cluster/es/recent-cache';
import { sampleMembers, type EventState } from '../../cluster/event-state';
import { loadMembers } from './member-articles';

type Target = Pick<AppContext, 'es' | 'indices'>;

/** Analysis of each event from its member ids, gaps split-checked; events none of whose members exist are left out. */
export async function describeEvents(
  target: Target,
  memberIds: ReadonlyMap<number, readonly number[]>,
  cache: RecentCache<CarryingMember>,
  previous: ReadonlyMap<number, PreviousDivergence | undefined> = new Map(),
): Promise<Map<number, CheckedAnalysis>> {
  const articles = await loadMembers(target, [...memberIds.values()].flat(), cache);
  const analyses = new Map<number, EventAnalysis>();
  const membersOf = new Map<number, CarryingMember[]>();
  for (const [eventId, ids] of memberIds) {
    const members = ids.map((id) => articles.get(id)).filter((a): a is CarryingMember => a !== undefined);
    if (members.length === 0) continue;
    analyses.set(eventId, analyseEvent(members, previous.get(eventId)));
    membersOf.set(eventId, members);
  }
  return checkGaps(target, analyses, membersOf);
}

/**
 * The analysis a reader sees differs from the stored one (fields compared as stored, in JSON). The meaning vector
 * is not shown, and Elasticsearch leaves it out of the stored source this reads: it is written on its own.
 */
function differs(stored: Record<string, unknown>, analysis: CheckedAnalysis): boolean {
  return Object.entries(analysis).some(
    ([field, value]) => field !== 'meaning_vector' && JSON.stringify(stored[field]) !== JSON.stringify(value),
  );
}

/** The parts of a stored clustering state that re-analysis does not read. */
const STATE_VECTORS = [
  'terms',
  'title',
  'entities',
  'numbers',
] as const satisfies readonly (keyof EventState)[];

/**
 * Re-analyses stored events (from the member sample of their clustering state) and writes those whose analysis changed,
 * with `updated_at` set to now: the last time what users see of the event changed (docs/event-document.md), and
 * the meaning vector of every one. Returns how many changed what users see.
 */
export async function refreshEvents(
  target: Target,
  eventIds: readonly number[],
  cache: RecentCache<CarryingMember>,
  lease?: AbortSignal,
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const events = await target.es.mget<
    { cluster_state?: Pick<EventState, 'members'>; divergence?: PreviousDivergence } & Record<string, unknown>
  >({
    index: target.indices.events,
    ids: eventIds.map(String),
    // The member sample of the clustering state, and the shown fields (to compare); not the term vectors.
    _source_excludes: [
      ...STATE_VECTORS.map((field) => `cluster_state.${field}`),
      'cluster_terms',
      'cluster_entities',
    ],
  });
  const memberIds = new Map<number, number[]>();
  const stored = new Map<number, Record<string, unknown>>();
  // The stored divergence history reaches the analysis, which extends it (no read of its own).
  const previous = new Map<number, PreviousDivergence | undefined>();
  for (const doc of events.docs) {
    const source = 'found' in doc && doc.found ? doc._source : undefined;
    const members = source?.cluster_state?.members;
    if (!source || !members?.length) continue;
    // A state stored before members were sampled lists every member: analysed from its sample as any other.
    memberIds.set(
      Number(doc._id),
      sampleMembers(members).map((m) => m.id),
    );
    stored.set(Number(doc._id), source);
    previous.set(Number(doc._id), source.divergence);
  }
  const analyses = await describeEvents(target, memberIds, cache, previous);
  const updatedAt = new Date().toISOString();
  const operations: (estypes.BulkOperationContainer | estypes.BulkUpdateAction)[] = [];
  let updated = 0;
  for (const [eventId, analysis] of analyses) {
    const shown = differs(stored.get(eventId)!, analysis);
    // A member's text changed: its vector did too, even when nothing shown moved (no new updated_at then).
    if (!shown && analysis.meaning_vector === null) continue;
    if (shown) updated += 1;
    operations.push(
      { update: { _index: target.indices.events, _id: String(eventId) } },
      { doc: shown ? { ...analysis, updated_at: updatedAt } : { meaning_vector: analysis.meaning_vector } },
    );
  }
  if (operations.length === 0) return 0;
  // The lease is checked right before the write: analysing took time, and another process may hold it by now.
  lease?.throwIfAborted();
  // No refresh: clustering never searches these fields, and readers see them after the next periodic refresh.
  const res = await target.es.bulk({ operations });
  if (res.errors) {
    const failed = res.items.find((item) => item.update?.error)?.update?.error;
    throw new Error(`refreshing events failed: ${failed?.type}: ${failed?.reason}`);
  }
  return updated;
}
