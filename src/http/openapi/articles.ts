// GET /articles: the stored articles one by one, clustered or not (named by SPEC §4; parameters and payload
// decided in docs/decisions.md "Articles" by the branch that serves it).
import { articleList } from '../../contract/article';
import { getOperation } from './common';
import { contractComponents, contractSchema } from './contract-components';
import { parameterRef, query, ref, repeatableQuery } from './schema';
import type { Parameter, PathItem } from './types';

export const ARTICLE_SCHEMAS = contractComponents('Article');

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
      schema: contractSchema(articleList),
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
};
