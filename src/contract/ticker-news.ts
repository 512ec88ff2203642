// The market articles about one ticker on the wire (MCP get_ticker_news): the articles, newest first, a tally of
// their sentiment labels, and the page served.
import { z } from 'zod';
import { marketArticle } from './market-article';
import { sentimentLabelCounts } from './market-sentiment';
import { marketArticlePage } from './market-page';

const query = marketArticlePage.shape.meta.shape;

export const tickerNews = z
  .strictObject({
    ticker: z.string().describe('The ticker symbol.'),
    articles: z.array(marketArticle).describe('Articles mentioning the ticker, newest first.'),
    sentiment: z
      .strictObject({
        ...sentimentLabelCounts,
        unscored: z.int().min(0).describe('Articles without a sentiment label.'),
      })
      .describe('Sentiment labels of the returned articles.'),
    meta: z
      .strictObject({ count: query.count, offset: query.offset, limit: query.limit, hours: query.hours })
      .describe('The page served.'),
  })
  .describe('The latest market articles about one ticker.');
