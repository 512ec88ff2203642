// The market desk feed (SPEC §2 Market article, Tag count; §4 Market): tier Max and Business only.
import {
  BIASES,
  BIAS_LABELS,
  MARKET,
  SENTIMENT_LABELS,
  TICKER_TAG_PREFIX,
  TOPIC_TAG_PREFIX,
  TOPICS,
} from '../../spec';
import { ARTICLE_LINK_FIELDS, ARTICLE_OUTLET_FIELDS } from './article-fields';
import { getOperation } from './common';
import { arrayOf, integer, object, query, ref, repeatableQuery, string, stringEnum } from './schema';
import type { PathItem, Schema } from './types';

const TAG_PATTERN = `^(${TICKER_TAG_PREFIX}[A-Z0-9.\\-]+|${TOPIC_TAG_PREFIX}[a-z_&]+)$`;
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

export const MARKET_SCHEMAS: Record<string, Schema> = {
  MarketArticle: object('An unclustered, tagged article (SPEC §2 Market article).', {
    id: integer('Article id.', 1),
    headline: string('Headline.'),
    ...ARTICLE_OUTLET_FIELDS,
    bias_slug: stringEnum(BIASES, "The outlet's bias class."),
    bias_position: integer("The outlet's position: low is left, high is right.", 0, 100),
    bias_label: stringEnum(Object.values(BIAS_LABELS), 'Capitalised bias label.'),
    ...ARTICLE_LINK_FIELDS,
    sentiment: {
      type: ['string', 'null'],
      enum: [...SENTIMENT_LABELS, null],
      description: 'Sentiment label, when one could be judged.',
    },
    sentiment_score: {
      type: ['number', 'null'],
      description: 'Sentiment score, same population as `sentiment`.',
      minimum: -1,
      maximum: 1,
    },
    tickers: arrayOf(string('A symbol.'), `Symbols, the \`${TICKER_TAG_PREFIX}\` prefix removed.`),
    topics: arrayOf(stringEnum(TOPICS, 'A topic.'), `Topics, the \`${TOPIC_TAG_PREFIX}\` prefix removed.`),
    tags: arrayOf(ref('Tag'), 'Full tags.'),
  }),
  Tag: string(`\`${TICKER_TAG_PREFIX}<SYMBOL>\` or \`${TOPIC_TAG_PREFIX}<NAME>\` (SPEC §2 Tag taxonomy).`, {
    pattern: TAG_PATTERN,
  }),
  TagCount: object('How many recent market articles carry a tag (SPEC §2 Tag count).', {
    tag: ref('Tag'),
    count: integer('Articles with the tag.', 1),
  }),
};

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
    parameters: [HOURS],
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
