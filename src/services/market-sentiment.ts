// Sentiment across the market desk (the MCP tool get_market_sentiment_overview; docs/decisions.md, MCP server):
// over the market-relevant articles of the last `hours` (the same set as /market/articles and /market/tags),
// how many are positive, neutral and negative and their mean sentiment score, overall and for the most
// mentioned tickers and topics. One Elasticsearch aggregation; raw-article layer (articles are not clustered,
// so a story carried by several outlets counts once per outlet).
import type { estypes } from '@elastic/elasticsearch';
import { requireTier } from '../access/tier-guard';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import {
  MARKET_TIERS,
  SENTIMENT_LABELS,
  TICKER_TAG_PREFIX,
  TOPIC_TAG_PREFIX,
  type SentimentLabel,
} from '../spec';
import { marketRelevant, resolveHours } from './market';
import { roundAverage } from './round-average';

export interface SentimentSummary {
  articles: number;
  /** Articles per label; unscored articles count in `articles` only. */
  labels: Record<SentimentLabel, number>;
  /** Mean sentiment_score (-1 to +1) of the scored articles, 2 decimals; null when none is scored. */
  average_score: number | null;
}

export interface MarketSentimentOverview {
  hours: number;
  overall: SentimentSummary;
  tickers: (SentimentSummary & { ticker: string })[];
  topics: (SentimentSummary & { topic: string })[];
}

type Bucket = estypes.AggregationsStringTermsBucket;

const summaryAggs = {
  labels: { terms: { field: 'sentiment', size: SENTIMENT_LABELS.length } },
  score: { avg: { field: 'sentiment_score' } },
};

function summary(count: number, aggs: Record<string, estypes.AggregationsAggregate>): SentimentSummary {
  const labels = Object.fromEntries(SENTIMENT_LABELS.map((l) => [l, 0])) as Record<SentimentLabel, number>;
  for (const b of (aggs.labels as estypes.AggregationsStringTermsAggregate).buckets as Bucket[]) {
    if (SENTIMENT_LABELS.includes(b.key as SentimentLabel)) labels[b.key as SentimentLabel] = b.doc_count;
  }
  const avg = (aggs.score as estypes.AggregationsAvgAggregate).value;
  return { articles: count, labels, average_score: roundAverage(avg, 2) };
}

export async function marketSentimentOverview(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: { hours?: number; top?: number },
  now: number = Date.now(),
): Promise<MarketSentimentOverview> {
  requireTier(caller, MARKET_TIERS);
  const hours = resolveHours(input.hours);
  const top = input.top ?? 10;
  const grouped = (include: string) => ({
    terms: {
      field: 'tags',
      include,
      size: top,
      order: [{ _count: 'desc' as const }, { _key: 'asc' as const }],
    },
    aggs: summaryAggs,
  });
  const res = await app.es.search({
    index: app.indices.articles,
    size: 0,
    track_total_hits: true,
    query: { bool: { filter: marketRelevant(hours, now) } },
    aggs: { ...summaryAggs, tickers: grouped('ticker:.*'), topics: grouped('topic:.*') },
  });
  const aggs = res.aggregations ?? {};
  const total = typeof res.hits.total === 'number' ? res.hits.total : (res.hits.total?.value ?? 0);
  const buckets = (name: string) =>
    (aggs[name] as estypes.AggregationsStringTermsAggregate).buckets as Bucket[];
  return {
    hours,
    overall: summary(total, aggs),
    tickers: buckets('tickers').map((b) => ({
      ticker: String(b.key).slice(TICKER_TAG_PREFIX.length),
      ...summary(b.doc_count, b as unknown as Record<string, estypes.AggregationsAggregate>),
    })),
    topics: buckets('topics').map((b) => ({
      topic: String(b.key).slice(TOPIC_TAG_PREFIX.length),
      ...summary(b.doc_count, b as unknown as Record<string, estypes.AggregationsAggregate>),
    })),
  };
}
