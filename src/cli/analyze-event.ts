// One event of `parallax analyze`: its members analysed by the service's event analysis (analyseEvent) and shown
// by the presenter of GET /events/{id}, without what only a stored event has, plus the side coverage and gap
// that the service stores beside them.
import { analyseEvent } from '../analyze/event-analysis';
import type { CarryingMember } from '../analyze/carried-inputs';
import type { MemberArticle } from '../documents/member-article';
import { presentEvent } from '../api/presenters/event';
import type { EventId } from './analyze-input';

/**
 * What the presenter shows of a stored event that the articles alone do not give: its numeric id, when it last
 * changed in the store, and its age at the time of the request.
 */
const STORE_ONLY = ['id', 'updated_at', 'time_ago'] as const;

function withoutStoreFields<T extends Record<string, unknown>>(
  shown: T,
): Omit<T, (typeof STORE_ONLY)[number]> {
  const out: Record<string, unknown> = { ...shown };
  for (const field of STORE_ONLY) delete out[field];
  return out as Omit<T, (typeof STORE_ONLY)[number]>;
}

// ISO 8601 times order as plain strings.
const byTimeThenId = (a: MemberArticle, b: MemberArticle) =>
  a.published_at < b.published_at ? -1 : a.published_at > b.published_at ? 1 : a.id - b.id;

/** The event's line of output; `articles` holds one member per article (at least one), in any order. */
export function analysedEvent(eventId: EventId, articles: readonly CarryingMember[]) {
  // In the order the service hands an event's members to the analysis: its clustering state's, by time then id.
  const members = [...articles].sort(byTimeThenId);
  const analysis = analyseEvent(members);
  // The service dates an event by its earliest article (src/cluster/es/cluster-store.ts, eventFields).
  const reportedAt = members[0].published_at;
  const shown = presentEvent({
    ...analysis,
    gap: analysis.gap ?? undefined,
    article_count: members.length,
    reported_at: reportedAt,
    first_seen_at: reportedAt,
    // The presenter needs these; STORE_ONLY drops what it shows of them.
    id: 0,
    updated_at: reportedAt,
  });
  return {
    event_id: eventId,
    ...withoutStoreFields(shown),
    // GET /events/{id} shows neither; stored as here, the pages draw the counts and GET /divergence/gaps the gap.
    coverage: analysis.coverage,
    gap: analysis.gap,
  };
}
