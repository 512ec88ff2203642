// Wire format of the market desk: a Market article with exactly the fields of SPEC §2, in its order (bias fields
// derived from the outlet, never the article; tickers and topics are the tags without their prefixes), and the
// response envelopes of SPEC §4 Market.
import type { MarketArticle } from '../../contract/market-article';
import type { MarketArticlePage, MarketTagCounts } from '../../contract/market-page';
import { outletBySlug } from '../../outlets/catalog';
import type { MarketArticlesPage, MarketTags, StoredMarketArticle } from '../../services/market';
import { BIAS_LABELS, TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX, type Bias } from '../../spec';

export function presentMarketArticle(a: StoredMarketArticle): MarketArticle {
  // The catalog is the source of the outlet's fields; the copy on the article covers an outlet no longer tracked.
  const outlet = outletBySlug(a.outlet_slug) ?? {
    name: a.outlet_name,
    slug: a.outlet_slug,
    bias: a.bias as Bias,
    bias_position: a.bias_position,
  };
  const tags = a.tags ?? [];
  return {
    id: a.id,
    headline: a.headline,
    outlet: outlet.name,
    outlet_slug: outlet.slug,
    domain: a.domain,
    bias_slug: outlet.bias,
    bias_position: outlet.bias_position,
    bias_label: BIAS_LABELS[outlet.bias] ?? outlet.bias,
    url: a.url,
    image_url: a.image_url ?? null,
    published_at: a.published_at,
    fetched_at: a.fetched_at,
    sentiment: a.sentiment ?? null,
    sentiment_score: a.sentiment_score ?? null,
    tickers: tags
      .filter((t) => t.startsWith(TICKER_TAG_PREFIX))
      .map((t) => t.slice(TICKER_TAG_PREFIX.length)),
    topics: tags.filter((t) => t.startsWith(TOPIC_TAG_PREFIX)).map((t) => t.slice(TOPIC_TAG_PREFIX.length)),
    tags,
  };
}

export function presentMarketArticles({ query, articles }: MarketArticlesPage): MarketArticlePage {
  return {
    data: articles.map(presentMarketArticle),
    count: articles.length,
    meta: {
      count: articles.length,
      offset: query.offset,
      limit: query.limit,
      filtered_tags: query.tags,
      hours: query.hours,
    },
  };
}

export function presentMarketTags({ hours, tags }: MarketTags): MarketTagCounts {
  return { data: tags.map(({ tag, count }) => ({ tag, count })), count: tags.length, hours };
}
