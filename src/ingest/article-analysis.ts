// Everything computed from an article's text at ingest, from one linguistic analysis: the enrichment tags and,
// when the article is to be clustered, its clustering features (both stored on the article, so nothing is
// analysed twice) and the per-article inputs of its event's analysis (kept in memory only, carried-inputs.ts);
// for a batch, also each article's meaning vector from the sentence encoder (src/encoder/).
import { profileText } from '../analyze/article-profile';
import type { CarriedInputs } from '../analyze/carried-inputs';
import { articleEvidence, type CategoryScores } from '../analyze/category';
import { titleFeatures } from '../analyze/representative';
import { sentimentTowardNames } from '../analyze/subject-sentiment';
import { articleFeatures } from '../cluster/features';
import { type ArticleFeatures } from '../documents/article-features';
import { articleText, type SentenceEncoder } from '../encoder/sentence-encoder';
import { enrich, enrichmentText } from '../enrich/enrich';
import { type Enrichment } from '../documents/enrichment';
import { frameEvidence } from '../enrich/framing';
import { analyse } from '../enrich/text';
import { storedVector } from '../encoder/stored-vector';

export interface AnalysisInput {
  id: number;
  title: string;
  lead: string;
  published_at: string;
  outlet: string;
  /**
   * The summary as stored (`lead` falls back to the body's opening): given when the article's events are to be
   * analysed, whose per-article inputs read the headline and summary, as a stored member has them.
   */
  summary?: string;
}

export interface ArticleAnalysis {
  enrichment: Enrichment;
  /** The article's evidence for its event's category (src/analyze/category.ts). */
  categoryEvidence: CategoryScores;
  features?: ArticleFeatures;
  /** With the clustering features, when the input gives the summary. */
  eventInputs?: CarriedInputs;
  /** The headline and lead's sentence embedding (analyseArticles), unit length, stored as `meaning_vector`. */
  meaningVector?: number[];
  /** The encoder version that made it (SentenceEncoder.version), stored as `meaning_model`. */
  meaningModel?: string;
}

function eventInputs(headline: string, summary: string, outlet: string): CarriedInputs {
  const profile = profileText(headline, summary);
  return {
    profile,
    title: titleFeatures({ headline, summary, outlet_slug: outlet }),
    towardNames: sentimentTowardNames(headline, summary, profile.names),
    frames: frameEvidence(headline, summary || undefined),
  };
}

/** With `cluster` false (a replay that only fills the market desk feed) the clustering features are skipped. */
export function analyseArticle(
  input: AnalysisInput,
): ArticleAnalysis & Required<Pick<ArticleAnalysis, 'features'>>;
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
    ...(input.summary === undefined
      ? {}
      : { eventInputs: eventInputs(input.title, input.summary, input.outlet) }),
  };
}

/** Analyses a batch (analyseArticle for each) and embeds every article's headline and lead in one encoder call. */
export async function analyseArticles(
  inputs: readonly AnalysisInput[],
  cluster: boolean,
  encoder: SentenceEncoder,
): Promise<ArticleAnalysis[]> {
  const analyses = inputs.map((input) => analyseArticle(input, cluster));
  const vectors = await encoder.embed(inputs.map((input) => articleText(input.title, input.lead)));
  return analyses.map((analysis, i) => ({
    ...analysis,
    meaningVector: storedVector(vectors[i]),
    meaningModel: encoder.version,
  }));
}
