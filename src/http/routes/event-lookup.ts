// How an event id that is not served answers, the same on GET /events/{id} and the paths under it: 404 for an
// unknown id and 401 archive_token_required outside the caller's lookback (src/services/servable-event.ts), 301 to
// the event a merged one joined (docs/decisions.md, Merges), with the rest of the path kept.
import type { EventLookup } from '../../services/events';
import { servableEvent } from '../../services/servable-event';
import { API_BASE_PATH } from '../../spec';
import { eventMerged } from '../../errors';

/** Throws the answer for a lookup that found no servable event; `under` is the path after the id (`/similar`). */
export function assertServable<T extends { kind: 'found' }>(
  found: Exclude<EventLookup, { kind: 'found' }> | T,
  id: number,
  under = '',
): asserts found is T {
  const served = servableEvent(found, id);
  if (served.kind === 'merged') {
    throw eventMerged(id, served.into, `${API_BASE_PATH}/events/${served.into}${under}`);
  }
}
