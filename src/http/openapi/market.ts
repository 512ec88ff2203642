// The market desk feed (SPEC §2 Market article, Tag count; §4 Market): tier Max and Business only.
import { MARKET } from '../../spec';
import { getOperation } from './common';
import { marketArticlePage, marketTagCounts } from '../../contract/market-page';
import { contractComponents, contractSchema } from './contract-components';
import { query, ref, repeatableQuery } from './schema';
import type { PathItem } from './types';

const TIER_NOTE = 'Tier Max or Business only: anonymous, Free and Pro callers get 401 `dev_tier_required`.';
/** How deep offset pagination reaches (Elasticsearch's max_result_window; src/services/market.ts). */
const MARKET_MAX_DEPTH = 10_000;
const HOURS = query(
  'hours',
  'Lookback window in hours, at least 1 (0 or less is a 400); uncapped on tiers Max and Business.',
  {
    type: 'integer',
    minimum: 1,
    default: MARKET.defaultHours,
  },
);

export const MARKET_SCHEMAS = contractComponents('MarketArticle', 'Tag', 'TagCount');

export const MARKET_PATHS: Record<string, PathItem> = {
  '/market/articles': getOperation({
    operationId: 'listMarketArticles',
    summary: 'Market articles',
    tag: 'Market',
    description: `Tagged articles, newest first, not clustered (the same story appears once per outlet); offset pagination. ${TIER_NOTE}`,
    parameters: [
      repeatableQuery('tag', 'An exact tag; repeat it for several, which must all match (AND).', ref('Tag')),
      query('outlet', 'Exact outlet display name.', { type: 'string' }),
      HOURS,
      query('limit', `Articles per page, 1 to ${MARKET.maxLimit}; values outside the range are clamped.`, {
        type: 'integer',
        default: MARKET.defaultLimit,
      }),
      query(
        'offset',
        `Articles to skip, 0 to ${MARKET_MAX_DEPTH}; \`offset + limit\` never passes ${MARKET_MAX_DEPTH} (the last page is shortened), and a deeper offset is a 400: narrow the feed with \`hours\`, \`tag\` or \`outlet\` instead.`,
        { type: 'integer', minimum: 0, maximum: MARKET_MAX_DEPTH, default: 0 },
      ),
    ],
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
    parameters: [HOURS],
    ok: {
      description: 'Tag counts.',
      schema: contractSchema(marketTagCounts),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrDevTier'],
  }),
};
