// Recomputes the analysis of events whose members changed (src/analyze/event-analysis.ts) and stores it on the
// event documents with one bulk request.
import type { estypes } from '@elastic/elasticsearch';
import { analyseEvent } from '../analyze/event-analysis';
import { MEMBER_FIELDS, type MemberArticle } from '../analyze/member-article';
import type { AppContext } from '../context';

const MGET_CHUNK = 1000;

async function fetchMembers(
  target: Pick<AppContext, 'es' | 'indices'>,
  ids: number[],
): Promise<Map<number, MemberArticle>> {
  const out = new Map<number, MemberArticle>();
  for (let i = 0; i < ids.length; i += MGET_CHUNK) {
    const res = await target.es.mget<MemberArticle>({
      index: target.indices.articles,
      ids: ids.slice(i, i + MGET_CHUNK).map(String),
      _source_includes: [...MEMBER_FIELDS],
    });
    for (const doc of res.docs)
      if ('found' in doc && doc.found && doc._source) out.set(Number(doc._id), doc._source);
  }
  return out;
}

export async function refreshEvents(
  target: Pick<AppContext, 'es' | 'indices'>,
  eventIds: number[],
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const events = await target.es.mget<{ article_ids: number[] }>({
    index: target.indices.events,
    ids: eventIds.map(String),
    _source_includes: ['article_ids'],
  });
  const memberIds = new Map<number, number[]>();
  for (const doc of events.docs) {
    if ('found' in doc && doc.found && doc._source?.article_ids?.length)
      memberIds.set(Number(doc._id), doc._source.article_ids);
  }
  const articles = await fetchMembers(target, [...new Set([...memberIds.values()].flat())]);
  const operations: (estypes.BulkOperationContainer | estypes.BulkUpdateAction)[] = [];
  for (const [eventId, ids] of memberIds) {
    const members = ids.map((id) => articles.get(id)).filter((a): a is MemberArticle => a !== undefined);
    if (members.length === 0) continue;
    operations.push(
      { update: { _index: target.indices.events, _id: String(eventId) } },
      { doc: analyseEvent(members) },
    );
  }
  if (operations.length === 0) return 0;
  // No refresh: clustering never searches these fields, and readers see them after the next periodic refresh.
  const res = await target.es.bulk({ operations });
  if (res.errors) {
    const failed = res.items.find((item) => item.update?.error)?.update?.error;
    throw new Error(`refreshing events failed: ${failed?.type}: ${failed?.reason}`);
  }
  return operations.length / 2;
}
