// The fields of a member article that event analysis reads, and the projection that fetches exactly them.
export interface MemberArticle {
  id: number;
  url: string;
  outlet_slug: string;
  outlet_name: string;
  domain: string;
  bias: string;
  bias_position: number;
  headline: string;
  summary: string;
  byline: string | null;
  published_at: string;
  sentiment_score: number | null;
  tickers: string[];
  topics: string[];
  market_score: number;
  framing: string;
  framing_summary: string;
}

export const MEMBER_FIELDS: (keyof MemberArticle)[] = [
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
];
