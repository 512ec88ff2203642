// The events page's filters, from its GET form: the API's filters a reader needs (category, divergence range,
// outlet, since) and sort, checked by the same rules as GET /events. A form sends empty fields for "any", so
// empty values are dropped before the check; the page size is fixed (no `limit`: a page shows what a reader needs).
import type { ParsedUrlQuery } from 'node:querystring';
import { z } from 'zod';
import { EVENT_FILTER_PARAMETERS } from '../../contract/parameters/event-list';
import { cursor } from '../../contract/parameters/paging';
import { eventFilters } from '../../api/event-parameters';
import { validateQuery } from '../../api/query-validation';
import type { EventFilters } from '../../services/event-filters';

/** The sorts the page offers; `covered` stays an API option. */
export const PAGE_SORTS = ['divergence', 'recent'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** Events per page: a screenful, far below the API's 100 per request. */
export const EVENTS_PER_PAGE = 20;

export interface EventsQuery {
  filters: EventFilters;
  sort: PageSort;
  cursor?: string;
  /** The form's values as given, to fill the form in again. */
  form: {
    category?: string;
    min_divergence?: number;
    max_divergence?: number;
    outlet?: string[];
    since?: Date;
    sort: PageSort;
  };
}

const PAGE_PARAMETERS = {
  category: EVENT_FILTER_PARAMETERS.category,
  min_divergence: EVENT_FILTER_PARAMETERS.min_divergence,
  max_divergence: EVENT_FILTER_PARAMETERS.max_divergence,
  outlet: EVENT_FILTER_PARAMETERS.outlet,
  since: EVENT_FILTER_PARAMETERS.since,
  sort: z.enum(PAGE_SORTS).default('divergence'),
  cursor,
};

function withoutEmpty(query: ParsedUrlQuery): ParsedUrlQuery {
  const kept: ParsedUrlQuery = {};
  for (const [name, value] of Object.entries(query)) {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string => !!v && v.trim() !== '',
    );
    if (values.length) kept[name] = values.length === 1 ? values[0] : values;
  }
  return kept;
}

/** Throws a 400 ApiError naming the filter when one is out of range or unknown. */
export function parseEventsQuery(query: ParsedUrlQuery): EventsQuery {
  const form = validateQuery(withoutEmpty(query), PAGE_PARAMETERS);
  const filters = eventFilters({
    category: form.category,
    min_divergence: form.min_divergence,
    max_divergence: form.max_divergence,
    outlet: form.outlet,
    since: form.since,
  });
  const { cursor, ...shown } = form;
  return { filters, sort: form.sort, cursor, form: shown };
}
