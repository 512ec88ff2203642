// GET /articles: the stored articles, unclustered (named by SPEC §4; payload decided in docs/decisions.md).
import { getOperation, LIST_META } from './common';
import { arrayOf, object, parameterRef, query, ref } from './schema';
import type { PathItem } from './types';

export const ARTICLE_PATHS: Record<string, PathItem> = {
  '/articles': getOperation({
    operationId: 'listArticles',
    summary: 'Articles',
    tag: 'Articles',
    description: 'Stored articles, newest first, each as a market article, with cursor pagination.',
    parameters: [
      parameterRef('Cursor'),
      parameterRef('Limit'),
      query('outlet', 'Outlet slug.', { type: 'string' }),
      parameterRef('Since'),
      parameterRef('Until'),
    ],
    paginated: true,
    ok: {
      description: 'A page of articles.',
      schema: object('A page of articles.', {
        data: arrayOf(ref('MarketArticle'), 'Articles.'),
        meta: LIST_META,
      }),
    },
    errors: ['InvalidParameterOrCursor'],
  }),
};
