// Similar events: the events nearest by meaning to one event, across all the time the caller may read (earlier
// chapters of the same story, its follow-ups), the event itself left out. The event is looked up as GET
// /events/{id} looks it up, so a missing, merged or archived one answers the same way.
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { getEvent, type EventLookup } from './events';
import { queryKey } from './pagination/cursor';
import type { Page, PageRequest } from './pagination/paged-search';
import { semanticSearch, type ScoredEvent } from './semantic-search';

export type SimilarLookup =
  Exclude<EventLookup, { kind: 'found' }> | { kind: 'found'; page: Page<ScoredEvent> };

export async function similarEvents(
  ctx: AppContext,
  id: number,
  caller: Caller,
  page: PageRequest,
  now: number = Date.now(),
): Promise<SimilarLookup> {
  const found = await getEvent(ctx, id, caller, now);
  if (found.kind !== 'found') return found;
  const res = await ctx.es.get<{ meaning_vector?: number[] }>(
    {
      index: ctx.indices.events,
      id: String(id),
      _source_includes: ['meaning_vector'],
      // Elasticsearch leaves vectors out of the source unless asked (index.mapping.exclude_source_vectors).
      _source_exclude_vectors: false,
    },
    { ignore: [404] },
  );
  const vector = res._source?.meaning_vector;
  // An event none of whose members has a meaning vector yet (stored before the encoder) is near nothing.
  if (!vector?.length) return { kind: 'found', page: { items: [], hasMore: false, nextCursor: null } };
  return {
    kind: 'found',
    page: await semanticSearch(
      ctx,
      { vector, queryKey: queryKey('similar', { id }), excludeIds: [id] },
      caller,
      page,
      now,
    ),
  };
}
