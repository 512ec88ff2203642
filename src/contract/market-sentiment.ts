// The tone of the market desk on the wire (MCP get_market_sentiment_overview; also the tallies of get_ticker_news
// and scan_portfolio): articles per sentiment label and their mean score, overall and by most-mentioned ticker and
// topic.
import { z } from 'zod';
import { SENTIMENT_LABELS, type SentimentLabel } from '../spec';

/** Articles per sentiment label, one field each. */
export const sentimentLabelCounts = Object.fromEntries(
  SENTIMENT_LABELS.map((label) => [label, z.int().min(0).describe(`Articles labelled ${label}.`)]),
) as Record<SentimentLabel, z.ZodInt>;

export const averageScore = z
  .number()
  .min(-1)
  .max(1)
  .nullable()
  .describe('Mean sentiment score, -1 (negative) to +1 (positive); null when none is scored.');

const summaryFields = {
  articles: z.int().min(0).describe('Market articles counted.'),
  labels: z
    .strictObject(sentimentLabelCounts)
    .describe('Articles per sentiment label (unscored ones are in `articles` only).'),
  average_score: averageScore,
};

export const marketSentimentOverview = z
  .strictObject({
    hours: z.int().min(1).describe('The window applied, in hours.'),
    overall: z.strictObject(summaryFields).describe('Every market article of the window.'),
    tickers: z
      .array(z.strictObject({ ticker: z.string().describe('Ticker symbol.'), ...summaryFields }))
      .describe('Most mentioned tickers first.'),
    topics: z
      .array(z.strictObject({ topic: z.string().describe('Topic name.'), ...summaryFields }))
      .describe('Most mentioned topics first.'),
  })
  .describe('The tone of market news over the window, overall and by ticker and topic.');

export type MarketSentimentOverview = z.infer<typeof marketSentimentOverview>;
