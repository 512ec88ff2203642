// How an event id that is not served answers, the same on GET /events/{id} and the paths under it: 404 for an
// unknown id, 401 archive_token_required outside the caller's lookback, 301 to the event a merged one joined
// (docs/decisions.md, Merges), with the rest of the path kept.
import type { EventLookup } from '../../services/events';
import { API_BASE_PATH } from '../../spec';
import { archiveTokenRequired, eventMerged, notFound } from '../../errors';

/** Throws the answer for a lookup that found no servable event; `under` is the path after the id (`/similar`). */
export function assertServable<T extends { kind: 'found' }>(
  found: Exclude<EventLookup, { kind: 'found' }> | T,
  id: number,
  under = '',
): asserts found is T {
  switch (found.kind) {
    case 'missing':
      throw notFound(`no event has the id ${id}`);
    case 'archived':
      throw archiveTokenRequired(found.lookbackDays);
    case 'merged':
      throw eventMerged(id, found.into, `${API_BASE_PATH}/events/${found.into}${under}`);
  }
}
