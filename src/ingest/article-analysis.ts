// Everything computed from an article's text at ingest, from one linguistic analysis: the enrichment tags and,
// when the article is to be clustered, its clustering features. Both are stored on the article, so nothing is
// analysed twice.
import { articleEvidence, type CategoryScores } from '../analyze/category';
import { articleFeatures, type ArticleFeatures } from '../cluster/features';
import { enrich, enrichmentText, type Enrichment } from '../enrich/enrich';
import { analyse } from '../enrich/text';

export interface AnalysisInput {
  id: number;
  title: string;
  lead: string;
  published_at: string;
  outlet: string;
}

export interface ArticleAnalysis {
  enrichment: Enrichment;
  /** The article's evidence for its event's category (src/analyze/category.ts). */
  categoryEvidence: CategoryScores;
  features?: ArticleFeatures;
}

/** With `cluster` false (a replay that only fills the market desk feed) the clustering features are skipped. */
export function analyseArticle(input: AnalysisInput): Required<ArticleAnalysis>;
export function analyseArticle(input: AnalysisInput, cluster: boolean): ArticleAnalysis;
export function analyseArticle(input: AnalysisInput, cluster = true): ArticleAnalysis {
  const analysed = analyse(enrichmentText(input.title, input.lead));
  const enrichment = enrich(input.title, input.lead, analysed);
  const categoryEvidence = articleEvidence({
    headline: input.title,
    summary: input.lead,
    topics: enrichment.topics,
  });
  if (!cluster) return { enrichment, categoryEvidence };
  return {
    enrichment,
    categoryEvidence,
    features: articleFeatures(
      {
        id: input.id,
        title: input.title,
        body: input.lead,
        published_at: input.published_at,
        outlet: input.outlet,
        tickers: enrichment.tickers,
      },
      analysed,
    ),
  };
}
