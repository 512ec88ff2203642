// The parameters of the event lists (SPEC §4 Events): the filters GET /events and its export share, the sort
// and the embeds, and the single event's `embed`. Whether an outlet slug names a tracked outlet is checked by
// the adapters' kernel (src/api/event-parameters.ts): the catalogue sits above this floor.
import { z } from 'zod';
import {
  DEFAULT_EVENT_SORT,
  DIVERGENCE_RANGE,
  EVENT_EMBEDS,
  EVENT_SORTS,
  FRAMING_VALUES,
  SENTIMENT_RANGE,
} from '../../spec';
import { category } from '../category';
import { PAGING_PARAMETERS } from './paging';
import { since, until } from './time-window';

const divergence = z.number().int().min(DIVERGENCE_RANGE.min).max(DIVERGENCE_RANGE.max);
const sentiment = z.number().min(SENTIMENT_RANGE.min).max(SENTIMENT_RANGE.max);

export const EVENT_FILTER_PARAMETERS = {
  category: category.optional().describe('Only events of this category.'),
  min_divergence: divergence.optional().describe('Only events scoring at least this.'),
  max_divergence: divergence.optional().describe('Only events scoring at most this.'),
  outlet: z
    .array(z.string())
    .optional()
    .describe(
      'Outlet slug; repeat it for several (`outlet=reuters&outlet=fox-news`): events covered by any of them. An unknown slug is a 400.',
    ),
  framing: z.enum(FRAMING_VALUES).optional().describe('Only events where some source row has this framing.'),
  min_sentiment: sentiment
    .optional()
    .describe(
      'Only events whose mean sentiment is at least this; an event whose tone is unknown (null) is left out.',
    ),
  max_sentiment: sentiment
    .optional()
    .describe(
      'Only events whose mean sentiment is at most this; an event whose tone is unknown (null) is left out.',
    ),
  since,
  until,
  min_market_score: z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe(
      "Only events whose market relevance (the median of their articles' market scores) is at least this.",
    ),
};

export const eventSort = z
  .enum(EVENT_SORTS)
  .default(DEFAULT_EVENT_SORT)
  .describe(
    '`divergence`: highest score first; `recent`: latest `updated_at` first; `covered`: most covering outlets first. Every sort ends with the event id, so pages never repeat or skip an event.',
  );

const EMBED_NAMES = EVENT_EMBEDS.join('|');

/** Spaces around the names are tolerated (docs/decisions.md, Parameters): they are dropped before the check. */
export const embed = z
  .string()
  .overwrite((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .join(','),
  )
  .regex(new RegExp(`^(${EMBED_NAMES})(,(${EMBED_NAMES}))*$`), {
    error: `must be a comma-separated list of ${EVENT_EMBEDS.join(', ')}`,
  })
  .optional()
  .describe('Comma-separated: `sources`, `facts` or both; adds those arrays to each item.');

export const EVENT_LIST_PARAMETERS = {
  ...PAGING_PARAMETERS,
  ...EVENT_FILTER_PARAMETERS,
  sort: eventSort,
  embed,
};

/** GET /outlets/{slug}/events: the outlet's events, latest coverage first, in a window. */
export const OUTLET_EVENT_LIST_PARAMETERS = { ...PAGING_PARAMETERS, since, until };

/** GET /events/{id}: sources and facts are always there, so `embed` is accepted and ignored (SPEC §4 Events). */
export const EVENT_DETAIL_PARAMETERS = {
  embed: z.string().optional().describe('Accepted and ignored: sources and facts are always inline.'),
};
