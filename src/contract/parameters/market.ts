// The parameters of GET /market/articles and GET /market/tags (SPEC §4 Market): exact tags (repeatable, all of
// them), an outlet's display name, the hours back, and offset paging. The tags' taxonomy and the outlet name are
// checked by the market service.
import { z } from 'zod';
import { MARKET, MARKET_MAX_DEPTH } from '../../spec';
import { tag } from '../tag';

export const hours = z
  .number()
  .int()
  .min(1)
  .default(MARKET.defaultHours)
  .describe('Lookback window in hours, at least 1 (0 or less is a 400); uncapped on tiers Max and Business.');

/** Any integer: outside 1 to the maximum it is clamped, not refused, as the cursor lists' limit. */
export const marketLimit = z
  .number()
  .int()
  .default(MARKET.defaultLimit)
  .describe(`Articles per page, 1 to ${MARKET.maxLimit}; values outside the range are clamped.`);

export const offset = z
  .number()
  .int()
  .min(0)
  .max(MARKET_MAX_DEPTH)
  .default(0)
  .describe(
    `Articles to skip, 0 to ${MARKET_MAX_DEPTH}; \`offset + limit\` never passes ${MARKET_MAX_DEPTH} (the last page is shortened), and a deeper offset is a 400: narrow the feed with \`hours\`, \`tag\` or \`outlet\` instead.`,
  );

export const MARKET_ARTICLES_PARAMETERS = {
  tag: z.array(tag).optional().describe('An exact tag; repeat it for several, which must all match (AND).'),
  outlet: z.string().optional().describe('Exact outlet display name.'),
  hours,
  limit: marketLimit,
  offset,
};

export const MARKET_TAGS_PARAMETERS = { hours };
