// The one rule every aggregate over events shares: a tombstone (an event merged away, carrying merged_into;
// docs/event-document.md) is not an event any more, so counts, averages and series leave it out.
import type { estypes } from '@elastic/elasticsearch';

const TOMBSTONE: estypes.QueryDslQueryContainer = { exists: { field: 'merged_into' } };

/** A bool query over live events with these filters. */
export function liveEvents(filter: estypes.QueryDslQueryContainer[] = []): estypes.QueryDslQueryContainer {
  return { bool: { filter, must_not: [TOMBSTONE] } };
}
