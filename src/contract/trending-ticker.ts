// The most mentioned tickers of the market desk on the wire (MCP get_trending_tickers, get_digest): each with its
// count in the window and in the equally long window before.
import { z } from 'zod';

export const trendingTicker = z
  .strictObject({
    ticker: z.string().describe('Ticker symbol, e.g. AAPL.'),
    count: z.int().min(0).describe('Market articles mentioning it in the window.'),
    previous_count: z
      .int()
      .min(0)
      .describe('Market articles mentioning it in the equally long window before.'),
    change: z.int().describe('count minus previous_count: positive when it is rising.'),
  })
  .describe('A ticker and how often the market news mentions it.');

export const trendingTickers = z
  .strictObject({
    hours: z.int().min(1).describe('The window applied, in hours.'),
    tickers: z.array(trendingTicker).describe('Most mentioned first.'),
  })
  .describe('The most mentioned tickers of the window.');

export type TrendingTicker = z.infer<typeof trendingTicker>;
