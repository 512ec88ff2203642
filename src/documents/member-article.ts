// The fields of a member article that event analysis reads, and the projection that fetches exactly them.
import type { ArticleDocument } from './article-document';

export const MEMBER_FIELDS = [
  'id',
  'url',
  'outlet_slug',
  'outlet_name',
  'domain',
  'bias',
  'bias_position',
  'headline',
  'summary',
  'byline',
  'published_at',
  'sentiment_score',
  'tickers',
  'topics',
  'market_score',
  'framing',
  'framing_summary',
  'category_evidence',
  // Optional: articles stored before the encoder have none.
  'meaning_vector',
] as const satisfies readonly (keyof ArticleDocument)[];

export type MemberArticle = Pick<ArticleDocument, (typeof MEMBER_FIELDS)[number]>;
