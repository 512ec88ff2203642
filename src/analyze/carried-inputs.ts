// The per-article inputs of event analysis, computed once per article where the article is analysed at ingest
// (the analysis workers, src/ingest/article-analysis.ts) and carried beside the article's member fields in the
// process's member cache (CarryingMember). Event analysis then only combines them per event on the main thread.
// Never stored: a member read back from Elasticsearch (after a restart, or once the cache forgot it) has none, and
// the analysis computes the same inputs from its text (the same functions).
import type { MemberArticle } from '../documents/member-article';
import type { FrameEvidence } from '../enrich/framing';
import type { ArticleProfile } from './article-profile';
import type { TitleFeatures } from './title-features';

export interface CarriedInputs {
  /** What perspectives.ts reads: claims, names, stems, shingles, partisan lean. */
  profile: ArticleProfile;
  /** What the title and summary are picked by (representative.ts). */
  title: TitleFeatures;
  /**
   * Sentiment toward each named actor of the article, by name key, for when one of them is the event's subject
   * (subject-sentiment.ts; null: the tone is unknown).
   */
  towardNames: Map<string, number | null>;
  /** Frame cue evidence of the headline and summary (src/enrich/framing.ts), for the event's frame angles. */
  frames: FrameEvidence;
}

/** Anything event analysis reads of an article, with the inputs ingest computed for it when it has them. */
export interface Carrying {
  carried?: CarriedInputs;
}

/** A member article as event analysis receives it. */
export type CarryingMember = MemberArticle & Carrying;
