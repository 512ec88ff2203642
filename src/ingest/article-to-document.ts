// Builds the articles-index document (src/documents/article-document.ts) of a normalised article from what
// ingest computed from its text.
import type { ArticleDocument } from '../documents/article-document';
import type { ArticleAnalysis } from './article-analysis';
import type { NormalisedArticle } from './article';

/** The document to store; the inputs of its event's analysis (`eventInputs`) are not stored and stay beside it. */
export function articleDocument(
  article: NormalisedArticle,
  { enrichment, categoryEvidence, features, meaningVector, meaningModel }: ArticleAnalysis,
): ArticleDocument {
  return {
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
}
