// The analysis of events (src/analyze/event-analysis.ts) from their member articles: computed for the events a
// clustering cycle saves (written with their clustering state, one write per event), and recomputed on its own
// for events whose members' text changed.
import type { estypes } from '@elastic/elasticsearch';
import type { PreviousDivergence } from '../../analyze/divergence-history';
import { analyseEvent, type EventAnalysis } from '../../analyze/event-analysis';
import type { MemberArticle } from '../../analyze/member-article';
import type { AppContext } from '../../context';
import type { RecentCache } from '../../cluster/es/recent-cache';
import { loadMembers } from './member-articles';

type Target = Pick<AppContext, 'es' | 'indices'>;

/** Analysis of each event from its member ids; events none of whose members exist are left out. */
export async function describeEvents(
  target: Target,
  memberIds: ReadonlyMap<number, readonly number[]>,
  cache: RecentCache<MemberArticle>,
  previous: ReadonlyMap<number, PreviousDivergence | undefined> = new Map(),
): Promise<Map<number, EventAnalysis>> {
  const articles = await loadMembers(target, [...memberIds.values()].flat(), cache);
  const out = new Map<number, EventAnalysis>();
  for (const [eventId, ids] of memberIds) {
    const members = ids.map((id) => articles.get(id)).filter((a): a is MemberArticle => a !== undefined);
    if (members.length > 0) out.set(eventId, analyseEvent(members, previous.get(eventId)));
  }
  return out;
}

/** Re-analyses stored events (their members as stored in article_ids); returns how many were updated. */
export async function refreshEvents(
  target: Target,
  eventIds: readonly number[],
  cache: RecentCache<MemberArticle>,
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const events = await target.es.mget<{ article_ids: number[]; divergence?: PreviousDivergence }>({
    index: target.indices.events,
    ids: eventIds.map(String),
    _source_includes: ['article_ids', 'divergence.history'],
  });
  const memberIds = new Map<number, number[]>();
  const previous = new Map<number, PreviousDivergence | undefined>();
  for (const doc of events.docs) {
    if ('found' in doc && doc.found && doc._source?.article_ids?.length) {
      memberIds.set(Number(doc._id), doc._source.article_ids);
      previous.set(Number(doc._id), doc._source.divergence);
    }
  }
  const analyses = await describeEvents(target, memberIds, cache, previous);
  const operations: (estypes.BulkOperationContainer | estypes.BulkUpdateAction)[] = [];
  for (const [eventId, analysis] of analyses)
    operations.push({ update: { _index: target.indices.events, _id: String(eventId) } }, { doc: analysis });
  if (operations.length === 0) return 0;
  // No refresh: clustering never searches these fields, and readers see them after the next periodic refresh.
  const res = await target.es.bulk({ operations });
  if (res.errors) {
    const failed = res.items.find((item) => item.update?.error)?.update?.error;
    throw new Error(`refreshing events failed: ${failed?.type}: ${failed?.reason}`);
  }
  return analyses.size;
}
