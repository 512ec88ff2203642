// A scan of a list of tickers on the wire (MCP scan_portfolio): for each, the recent events that mention it with
// the mean sentiment of their coverage, the latest market articles tagged with it and a tally of their sentiment.
import { z } from 'zod';
import { eventFields } from './event-list-item';
import { marketArticle } from './market-article';
import { averageScore, sentimentLabelCounts } from './market-sentiment';

const portfolioEvent = z
  .strictObject({
    id: eventFields.id,
    title: eventFields.title,
    category: eventFields.category,
    divergence_score: eventFields.divergence_score,
    sentiment: z
      .number()
      .min(-1)
      .max(1)
      .nullable()
      .describe("Mean sentiment of the outlets' coverage, -1 to +1; null if none scored."),
    time_ago: eventFields.time_ago,
    updated_at: eventFields.updated_at,
  })
  .describe('An event mentioning the ticker.');

export const portfolioScan = z
  .strictObject({
    hours: z.int().min(1).describe('The window applied, in hours.'),
    tickers: z
      .array(
        z
          .strictObject({
            ticker: z.string().describe('The ticker symbol.'),
            events: z
              .array(portfolioEvent)
              .describe('Recent events mentioning the ticker, latest coverage first.'),
            articles: z.array(marketArticle).describe('Latest market articles tagged with the ticker.'),
            article_sentiment: z
              .strictObject({ ...sentimentLabelCounts, average_score: averageScore })
              .describe('Sentiment of the returned articles.'),
          })
          .describe('One ticker of the list.'),
      )
      .describe('Every ticker asked for, in the order given.'),
  })
  .describe('Recent events and market articles for each ticker of a list.');
