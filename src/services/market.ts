// The market desk (SPEC §4 Market): the feed of market-relevant articles and the counts of their tags, for tiers
// Max and Business. "Market-relevant" is an article with at least one tag (a ticker or a topic), the same set in
// both endpoints, so a tag's count in /market/tags is what /market/articles?tag=<it> lists over the same hours.
import type { estypes } from '@elastic/elasticsearch';
import { requireTier } from '../access/tier-guard';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { invalidParameter } from '../errors';
import { OUTLETS } from '../outlets/catalog';
import type { ArticleDocument } from '../documents/article-document';
import { ARTICLE_CARD_FIELDS } from './article-fields';
import { MARKET, MARKET_MAX_DEPTH, MARKET_TIERS } from '../spec';
import { checkTags } from './tag-filter';
import { MINUTE_MS, HOUR_MS } from '../time-units';

/**
 * "No cap on tier Max" (SPEC §4, §8): any positive number of hours is accepted, and values above a century (far
 * beyond any archive, where every answer is the same) are clamped to it, so the date arithmetic stays sane.
 */
export const MARKET_MAX_HOURS = 876_000;

/** Every tag the taxonomy can hold fits (about 720 tickers and 47 topics, SPEC §2 Tag taxonomy). */
export const MARKET_TAGS_SIZE = 2_000;

const OUTLET_NAMES: ReadonlySet<string> = new Set(OUTLETS.map((o) => o.name));

/** The stored fields a Market article is built from (mappings/articles.json). */
const MARKET_ARTICLE_FIELDS = [
  ...ARTICLE_CARD_FIELDS,
  'sentiment',
  'sentiment_score',
] as const satisfies readonly (keyof ArticleDocument)[];
export type StoredMarketArticle = Pick<ArticleDocument, (typeof MARKET_ARTICLE_FIELDS)[number]>;

export interface MarketArticlesInput {
  tags?: string[];
  outlet?: string;
  hours?: number;
  limit?: number;
  offset?: number;
}

export interface MarketArticlesQuery {
  /** Distinct, in the order given. */
  tags: string[];
  outlet: string | null;
  hours: number;
  limit: number;
  offset: number;
}

export interface MarketArticlesPage {
  query: MarketArticlesQuery;
  articles: StoredMarketArticle[];
}

export interface TagCount {
  tag: string;
  count: number;
}

export interface MarketTags {
  hours: number;
  tags: TagCount[];
}

/** Applies the defaults, ranges and clamps of SPEC §4 Market (and ours, above) to a request's values. */
export function resolveMarketQuery(input: MarketArticlesInput): MarketArticlesQuery {
  const tags = checkTags(input.tags);
  if (input.outlet !== undefined && !OUTLET_NAMES.has(input.outlet)) {
    throw invalidParameter(
      `outlet "${input.outlet}" is not the display name of a tracked outlet (see GET /outlets, field name)`,
    );
  }
  const offset = input.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidParameter('offset must be an integer, 0 or more');
  if (offset > MARKET_MAX_DEPTH) {
    throw invalidParameter(
      `offset must be at most ${MARKET_MAX_DEPTH}; narrow the feed with hours, tag or outlet to reach older articles`,
    );
  }
  return {
    tags,
    outlet: input.outlet ?? null,
    hours: resolveHours(input.hours),
    limit: Math.min(MARKET.maxLimit, Math.max(1, Math.trunc(input.limit ?? MARKET.defaultLimit))),
    offset,
  };
}

export function resolveHours(hours: number | undefined): number {
  if (hours === undefined) return MARKET.defaultHours;
  if (!Number.isInteger(hours) || hours < 1) throw invalidParameter('hours must be a positive integer');
  return Math.min(hours, MARKET_MAX_HOURS);
}

/**
 * Published within the last `hours` and carrying at least one tag. The window starts on a whole minute, so the
 * same request within a minute is the same search, which Elasticsearch's request cache answers for /market/tags
 * until the next refresh (a bound in milliseconds, or `now`, is never cached).
 */
export function marketRelevant(hours: number, now: number): estypes.QueryDslQueryContainer[] {
  const start = Math.floor((now - hours * HOUR_MS) / MINUTE_MS) * MINUTE_MS;
  return [{ exists: { field: 'tags' } }, { range: { published_at: { gte: new Date(start).toISOString() } } }];
}

/** GET /market/articles: newest first, the article id breaking ties so offsets never repeat or skip one. */
export async function listMarketArticles(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: MarketArticlesInput,
  now: number = Date.now(),
): Promise<MarketArticlesPage> {
  requireTier(caller, MARKET_TIERS);
  const query = resolveMarketQuery(input);
  const size = Math.min(query.limit, MARKET_MAX_DEPTH - query.offset);
  if (size === 0) return { query, articles: [] };
  const res = await app.es.search<StoredMarketArticle>({
    index: app.indices.articles,
    from: query.offset,
    size,
    track_total_hits: false,
    _source: [...MARKET_ARTICLE_FIELDS],
    query: {
      bool: {
        filter: [
          ...marketRelevant(query.hours, now),
          ...query.tags.map((tag) => ({ term: { tags: tag } })),
          ...(query.outlet === null ? [] : [{ term: { outlet_name: query.outlet } }]),
        ],
      },
    },
    sort: [{ published_at: 'desc' }, { id: 'desc' }],
  });
  return { query, articles: res.hits.hits.map((hit) => hit._source as StoredMarketArticle) };
}

/** GET /market/tags: how many market-relevant articles of the last `hours` carry each tag, most first. */
export async function countMarketTags(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: { hours?: number },
  now: number = Date.now(),
): Promise<MarketTags> {
  requireTier(caller, MARKET_TIERS);
  const hours = resolveHours(input.hours);
  const res = await app.es.search({
    index: app.indices.articles,
    size: 0,
    track_total_hits: false,
    query: { bool: { filter: marketRelevant(hours, now) } },
    aggs: {
      tags: {
        terms: { field: 'tags', size: MARKET_TAGS_SIZE, order: [{ _count: 'desc' }, { _key: 'asc' }] },
      },
    },
  });
  const buckets = (res.aggregations?.tags as estypes.AggregationsStringTermsAggregate)
    .buckets as estypes.AggregationsStringTermsBucket[];
  return { hours, tags: buckets.map((b) => ({ tag: String(b.key), count: b.doc_count })) };
}
