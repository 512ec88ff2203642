// The one rule for merged-away events, shared by the API, the ingest and the clusterer: a tombstone is marked by
// merged_into alone (docs/event-document.md) and is not an event any more, so lists, counts, averages, series,
// candidate searches and rescoring leave it out.
import type { estypes } from '@elastic/elasticsearch';

export const IS_TOMBSTONE: estypes.QueryDslQueryContainer = { exists: { field: 'merged_into' } };

/** A bool query over live events (tombstones left out) with these filters and these exclusions. */
export function liveEventsQuery(
  filter: estypes.QueryDslQueryContainer[] = [],
  mustNot: estypes.QueryDslQueryContainer[] = [],
): estypes.QueryDslQueryContainer {
  return { bool: { filter, must_not: [IS_TOMBSTONE, ...mustNot] } };
}
