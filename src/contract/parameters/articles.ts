// The parameters of GET /articles: its filters (shared by the articles export) and the paging. Outlet slugs are
// checked against the catalogue by the articles service, the tags' taxonomy by the tag filter.
import { z } from 'zod';
import { tag } from '../tag';
import { PAGING_PARAMETERS } from './paging';
import { timestamp } from './time-window';

export const ARTICLE_FILTER_PARAMETERS = {
  outlet: z
    .array(z.string())
    .optional()
    .describe('Outlet slug; repeat it for several (any of them). An unknown slug is a 400.'),
  tag: z.array(tag).optional().describe('An exact tag; repeat it for several, which must all match.'),
  event_id: z.number().int().min(1).optional().describe('Only the articles of this event.'),
  since: timestamp
    .optional()
    .describe(
      "Only articles published at or after it; before the caller's lookback it is a 401 `archive_token_required`.",
    ),
  until: timestamp
    .optional()
    .describe('Only articles published at or before it; `since` after `until` is a 400.'),
};

export const ARTICLE_LIST_PARAMETERS = { ...PAGING_PARAMETERS, ...ARTICLE_FILTER_PARAMETERS };
