// GET /articles: the stored articles one by one, clustered or not (named by SPEC §4; parameters and payload
// decided in docs/decisions.md "Articles" by the branch that serves it).
import { getOperation, LIST_META } from './common';
import { contractComponent } from './contract-components';
import { ARTICLE_LIST_PARAMETERS } from '../../contract/parameters/articles';
import { queryParameters } from './contract-parameters';
import { arrayOf, object, ref } from './schema';
import type { PathItem, Schema } from './types';

export const ARTICLE_SCHEMAS: Record<string, Schema> = {
  Article: contractComponent('Article'),
};

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
      schema: object('A page of articles.', {
        data: arrayOf(ref('Article'), 'Articles, newest first.'),
        meta: LIST_META,
      }),
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
};
