// The market desk feed (SPEC §2 Market article, Tag count; §4 Market): tier Max and Business only.
import { MARKET_ARTICLES_PARAMETERS, MARKET_TAGS_PARAMETERS } from '../../contract/parameters/market';
import { getOperation } from './common';
import { queryParameters } from './contract-parameters';
import { marketArticlePage, marketTagCounts } from '../../contract/market-page';
import { contractComponents, contractSchema } from './contract-components';
import type { PathItem } from './types';

const TIER_NOTE = 'Tier Max or Business only: anonymous, Free and Pro callers get 401 `dev_tier_required`.';
export const MARKET_SCHEMAS = contractComponents('MarketArticle', 'Tag', 'TagCount');

export const MARKET_PATHS: Record<string, PathItem> = {
  '/market/articles': getOperation({
    operationId: 'listMarketArticles',
    summary: 'Market articles',
    tag: 'Market',
    description: `Tagged articles, newest first, not clustered (the same story appears once per outlet); offset pagination. ${TIER_NOTE}`,
    parameters: queryParameters(MARKET_ARTICLES_PARAMETERS),
    ok: {
      description: 'A page of market articles.',
      schema: contractSchema(marketArticlePage),
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
      schema: contractSchema(marketTagCounts),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrDevTier'],
  }),
};
