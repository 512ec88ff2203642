// GET /articles: the stored articles one by one, clustered or not (named by SPEC §4; parameters and payload
// decided in docs/decisions.md "Articles" by the branch that serves it).
import { BIASES } from '../../spec';
import { ARTICLE_LINK_FIELDS, ARTICLE_OUTLET_FIELDS } from './article-fields';
import { getOperation, LIST_META } from './common';
import {
  arrayOf,
  integer,
  object,
  parameterRef,
  query,
  ref,
  repeatableQuery,
  string,
  stringEnum,
} from './schema';
import type { Parameter, PathItem, Schema } from './types';

export const ARTICLE_SCHEMAS: Record<string, Schema> = {
  Article: object('A stored article.', {
    id: integer('Article id, stable across re-ingest.', 1),
    headline: string('Headline.'),
    summary: string("The feed's summary; empty when it gave none."),
    ...ARTICLE_OUTLET_FIELDS,
    bias: stringEnum(BIASES, "The outlet's bias class."),
    bias_position: integer("The outlet's position: low is left, high is right.", 0, 100),
    ...ARTICLE_LINK_FIELDS,
    event_id: {
      type: ['integer', 'null'],
      description: 'The event it belongs to; null until clustered.',
      minimum: 1,
    },
    tags: arrayOf(ref('Tag'), 'Ticker and topic tags.'),
  }),
};

/** The filters of GET /articles, shared by its export. */
export const ARTICLE_FILTER_PARAMETERS: Parameter[] = [
  repeatableQuery('outlet', 'Outlet slug; repeat it for several (any of them). An unknown slug is a 400.', {
    type: 'string',
  }),
  repeatableQuery('tag', 'An exact tag; repeat it for several, which must all match.', ref('Tag')),
  query('event_id', 'Only the articles of this event.', { type: 'integer', minimum: 1 }),
  query(
    'since',
    "Only articles published at or after it; before the caller's lookback it is a 401 `archive_token_required`.",
    { type: 'string', format: 'date-time' },
  ),
  query('until', 'Only articles published at or before it; `since` after `until` is a 400.', {
    type: 'string',
    format: 'date-time',
  }),
];

export const ARTICLE_PATHS: Record<string, PathItem> = {
  '/articles': getOperation({
    operationId: 'listArticles',
    summary: 'Articles',
    tag: 'Articles',
    description:
      "Stored articles, newest first (published_at, then id), with cursor pagination (a walk leaves out articles fetched after its first page); within the caller's lookback, which bounds published_at as it bounds events' first_seen_at.",
    parameters: [parameterRef('Cursor'), parameterRef('Limit'), ...ARTICLE_FILTER_PARAMETERS],
    paginated: true,
    ok: {
      description: 'A page of articles.',
      schema: object('A page of articles.', {
        data: arrayOf(ref('Article'), 'Articles, newest first.'),
        meta: LIST_META,
      }),
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
};
