// The articles-index document for one normalised, enriched article (mappings/articles.json).
import type { CategoryScores } from '../analyze/category';
import { carryInputs } from '../analyze/carried-inputs';
import type { ArticleFeatures } from '../cluster/features';
import type { Enrichment } from '../enrich/enrich';
import type { ArticleAnalysis } from './article-analysis';
import type { NormalisedArticle } from './article';

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
  category_evidence?: CategoryScores;
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

/** The document, carrying in memory the analysis's inputs for its event (carried-inputs.ts), if any. */
export function articleDocument(
  article: NormalisedArticle,
  { enrichment, categoryEvidence, features, eventInputs, meaningVector, meaningModel }: ArticleAnalysis,
): ArticleDocument {
  const doc: ArticleDocument = {
    id: article.id,
    url: article.url,
    outlet_slug: article.outlet.slug,
    outlet_name: article.outlet.name,
    domain: article.domain,
    bias: article.outlet.bias,
    bias_position: article.outlet.bias_position,
    headline: article.headline,
    summary: article.summary,
    body: article.body,
    byline: article.byline,
    image_url: article.image_url,
    published_at: article.published_at,
    fetched_at: article.fetched_at,
    updated_at: article.fetched_at,
    content_hash: article.content_hash,
    origin: article.origin,
    ...enrichment,
    category_evidence: categoryEvidence,
    ...(features ? { cluster_features: features } : {}),
    ...(meaningVector ? { meaning_vector: meaningVector, meaning_model: meaningModel } : {}),
  };
  if (eventInputs) carryInputs(doc, eventInputs);
  return doc;
}

/** The text enrichment reads besides the headline: the summary, else the opening of the body. */
export function leadText(article: Pick<NormalisedArticle, 'summary' | 'body'>): string {
  return article.summary || article.body.slice(0, 1000);
}
