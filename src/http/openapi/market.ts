// The market desk feed (SPEC §2 Market article, Tag count; §4 Market): tier Max and Business only.
import { MARKET } from '../../spec';
import { MARKET_ARTICLES_PARAMETERS, MARKET_TAGS_PARAMETERS } from '../../contract/parameters/market';
import { getOperation } from './common';
import { queryParameters } from './contract-parameters';
import { contractComponent } from './contract-components';
import { arrayOf, integer, object, ref } from './schema';
import type { PathItem, Schema } from './types';

const TIER_NOTE = 'Tier Max or Business only: anonymous, Free and Pro callers get 401 `dev_tier_required`.';
export const MARKET_SCHEMAS: Record<string, Schema> = {
  MarketArticle: contractComponent('MarketArticle'),
  Tag: contractComponent('Tag'),
  TagCount: contractComponent('TagCount'),
};

export const MARKET_PATHS: Record<string, PathItem> = {
  '/market/articles': getOperation({
    operationId: 'listMarketArticles',
    summary: 'Market articles',
    tag: 'Market',
    description: `Tagged articles, newest first, not clustered (the same story appears once per outlet); offset pagination. ${TIER_NOTE}`,
    parameters: queryParameters(MARKET_ARTICLES_PARAMETERS),
    ok: {
      description: 'A page of market articles.',
      schema: object('A page of market articles (SPEC §4 Market).', {
        data: arrayOf(ref('MarketArticle'), 'Articles, newest first.'),
        count: integer('Articles returned.', 0),
        meta: object('The applied query.', {
          count: integer('Articles returned.', 0),
          offset: integer('The offset applied.', 0),
          limit: integer('The limit applied.', 1, MARKET.maxLimit),
          filtered_tags: arrayOf(ref('Tag'), 'The tags applied.'),
          hours: integer('The lookback window applied.', 1),
        }),
      }),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrDevTier'],
  }),
  '/market/tags': getOperation({
    operationId: 'listMarketTags',
    summary: 'Market tag counts',
    tag: 'Market',
    description: `Counts of every tag over recent market-relevant articles, most frequent first; isolate tickers or topics by the tag prefix. ${TIER_NOTE}`,
    parameters: queryParameters(MARKET_TAGS_PARAMETERS),
    ok: {
      description: 'Tag counts.',
      schema: object('Tag counts (SPEC §4 Market).', {
        data: arrayOf(ref('TagCount'), 'Tags by count, descending.'),
        count: integer('Tag entries returned.', 0),
        hours: integer('The lookback window applied.', 1),
      }),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrDevTier'],
  }),
};
