// Zod shapes shared by several tools: the inputs every cursor list takes. The inputs are the REST parameters of
// the contract (src/contract/parameters/) described for a model; the records the tools return, and the meta of a
// page, are the wire contract's (src/contract/), so a tool's structured content reads like the matching
// endpoint's `data` and `meta`.
import { EVENT_FILTER_PARAMETERS } from '../contract/parameters/event-list';
import { cursor, limit } from '../contract/parameters/paging';
import { since, until } from '../contract/parameters/time-window';
import { CATEGORIES, PAGE } from '../spec';

export const limitInput = limit.describe(
  `How many items to return: default ${PAGE.defaultLimit}, range 1 to ${PAGE.maxLimit} (values outside are clamped). A page larger than the response size cap comes back shorter; continue with next_cursor.`,
);

export const cursorInput = cursor.describe(
  'Opaque next_cursor from the previous call of this same tool with the same other arguments, to get the next page; omit for the first page. Valid for 24 hours.',
);

export const categoryInput = EVENT_FILTER_PARAMETERS.category.describe(
  `Only events of this category: one of ${CATEGORIES.join(', ')}. Omit for every category.`,
);

export const sinceInput = since.describe(
  'ISO 8601 timestamp, e.g. 2026-11-20T00:00:00Z: only events first seen at or after it. Must lie inside your tier lookback.',
);

export const untilInput = until.describe('ISO 8601 timestamp: only events first seen at or before it.');

/** Timestamps arrive as validated ISO strings; services take Dates. */
export const toDate = (value: string | undefined): Date | undefined =>
  value === undefined ? undefined : new Date(value);
