// GET /articles: the stored articles one by one, clustered or not (named by SPEC §4; parameters and payload
// decided in docs/decisions.md "Articles" by the branch that serves it).
import { articleList } from '../../contract/article';
import { ARTICLE_LIST_PARAMETERS } from '../../contract/parameters/articles';
import { getOperation } from './common';
import { contractComponents, contractSchema } from './contract-components';
import { queryParameters } from './contract-parameters';
import type { PathItem } from './types';

export const ARTICLE_SCHEMAS = contractComponents('Article');

export const ARTICLE_PATHS: Record<string, PathItem> = {
  '/articles': getOperation({
    operationId: 'listArticles',
    summary: 'Articles',
    tag: 'Articles',
    description:
      "Stored articles, newest first (published_at, then id), with cursor pagination (a walk leaves out articles fetched after its first page); within the caller's lookback, which bounds published_at as it bounds events' first_seen_at.",
    parameters: queryParameters(ARTICLE_LIST_PARAMETERS),
    paginated: true,
    ok: {
      description: 'A page of articles.',
      schema: contractSchema(articleList),
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
};
