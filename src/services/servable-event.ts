// The rule for an event id that is not served as asked, one for every adapter: an unknown id is 404 not_found and
// one first seen before the caller's lookback is 401 archive_token_required; a merged id comes back with the event
// that absorbed it, for each caller to point there its own way (the API answers 301 to its path, the event page
// redirects, the MCP tool follows it, a flag is refused).
import { archiveTokenRequired, notFound } from '../errors';
import type { EventLookup } from './events';

export type MergedEvent = Extract<EventLookup, { kind: 'merged' }>;

/** Throws for an unknown or archived id; hands back a lookup that found the event or where it was merged. */
export function servableEvent<T extends { kind: 'found' }>(
  found: Exclude<EventLookup, { kind: 'found' }> | T,
  id: number,
): T | MergedEvent {
  switch (found.kind) {
    case 'missing':
      throw notFound(`no event has the id ${id}`);
    case 'archived':
      throw archiveTokenRequired(found.lookbackDays);
    default:
      return found;
  }
}
