// Builds article documents as ingest stores them (only fields of mappings/articles.json, which is strict) and
// indexes them directly, so API tests control every field a query reads.
import type { AppContext } from '../../src/context';
import { outletBySlug } from '../../src/outlets/catalog';
import { TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX } from '../../src/spec';
import { indexDocuments } from './index-documents';

const HOUR_MS = 60 * 60 * 1000;

export interface ArticleFixture {
  id: number;
  outlet?: string;
  headline?: string;
  /** Hours before now it was published (default 1). */
  hoursAgo?: number;
  tickers?: string[];
  topics?: string[];
  sentiment?: 'positive' | 'neutral' | 'negative' | null;
  sentiment_score?: number | null;
  image_url?: string | null;
  market_score?: number;
  event_id?: number;
}

export function articleDocument(f: ArticleFixture, now: number = Date.now()) {
  const outlet = outletBySlug(f.outlet ?? 'reuters');
  if (!outlet) throw new Error(`fixture names unknown outlet ${f.outlet}`);
  const tickers = f.tickers ?? [];
  const topics = f.topics ?? [];
  const published = new Date(now - (f.hoursAgo ?? 1) * HOUR_MS).toISOString();
  return {
    id: f.id,
    url: `https://${outlet.domains[0]}/fixture/${f.id}`,
    outlet_slug: outlet.slug,
    outlet_name: outlet.name,
    domain: outlet.domains[0],
    bias: outlet.bias,
    bias_position: outlet.bias_position,
    headline: f.headline ?? `Fixture article ${f.id}`,
    summary: `Summary of fixture article ${f.id}.`,
    body: `Body of fixture article ${f.id}.`,
    byline: null,
    image_url: f.image_url ?? null,
    published_at: published,
    fetched_at: published,
    updated_at: published,
    content_hash: `hash-${f.id}`,
    origin: 'test',
    sentiment: f.sentiment ?? null,
    sentiment_score: f.sentiment_score ?? null,
    tickers,
    topics,
    tags: [...tickers.map((t) => TICKER_TAG_PREFIX + t), ...topics.map((t) => TOPIC_TAG_PREFIX + t)],
    market_score: f.market_score ?? (tickers.length + topics.length > 0 ? 60 : 0),
    framing: 'neutral',
    framing_summary: '',
    ...(f.event_id === undefined ? {} : { event_id: f.event_id }),
  };
}

/** Indexes the fixtures and refreshes, so the next search sees them. */
export async function indexArticles(
  app: Pick<AppContext, 'es' | 'indices'>,
  fixtures: ArticleFixture[],
  now: number = Date.now(),
): Promise<void> {
  await indexDocuments(
    app.es,
    app.indices.articles,
    fixtures.map((f) => articleDocument(f, now)),
  );
}
