// The tags enrichment gives an article (src/enrich/enrich.ts), stored as fields of its document.
import type { SentimentLabel, Topic } from '../spec';

export interface Enrichment {
  tickers: string[];
  topics: Topic[];
  tags: string[];
  sentiment: SentimentLabel | null;
  sentiment_score: number | null;
  market_score: number;
  framing: string;
  /** One sentence on how this article frames its story, naming the words that show it. */
  framing_summary: string;
}
