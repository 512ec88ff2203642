// The articles-index document for one normalised, enriched article (mappings/articles.json): the shape ingest
// writes and every other folder reads, and which of its texts counts as the article's lead.
import type { Category } from '../spec';
import type { ArticleFeatures } from './article-features';
import type { Enrichment } from './enrichment';

/** The stored article: normalised fields, then the enrichment tags (src/enrich/enrich.ts). */
export interface ArticleDocument extends Enrichment {
  id: number;
  url: string;
  outlet_slug: string;
  outlet_name: string;
  domain: string;
  bias: string;
  bias_position: number;
  headline: string;
  summary: string;
  body: string;
  byline: string | null;
  image_url: string | null;
  published_at: string;
  fetched_at: string;
  updated_at: string;
  content_hash: string;
  origin: string;
  /** Evidence for the category of the article's event (src/analyze/category.ts); not indexed. */
  category_evidence?: Record<Category, number>;
  /** What clustering compares (src/cluster/features.ts), kept to re-check membership later; not indexed. */
  cluster_features?: ArticleFeatures;
  /** Set by clustering; absent until the article joins an event. */
  event_id?: number;
  /**
   * The headline and lead's sentence embedding (src/encoder/), unit length, kNN-indexed; never in API responses.
   * Absent on articles stored before it existed until they are ingested again.
   */
  meaning_vector?: number[];
  /** The encoder version that made `meaning_vector` (`parallax reembed` replaces vectors of another version). */
  meaning_model?: string;
}

/** The text enrichment reads besides the headline: the summary, else the opening of the body. */
export function leadText(article: { summary: string; body: string }): string {
  return article.summary || article.body.slice(0, 1000);
}
