// get_trending_tickers (SPEC §4 MCP server): the most mentioned tickers of the market desk over a window, with
// the previous window's count. Raw-article layer (counts of articles, not of clustered stories).
import { z } from 'zod';
import { trendingTickers } from '../../contract/trending-ticker';
import { trendingTickers as mostMentioned } from '../../services/trending-tickers';
import { defineTool } from '../tool';
import { hoursInput } from './get-market-tags';

export const getTrendingTickers = defineTool({
  name: 'get_trending_tickers',
  title: 'Trending tickers',
  description:
    'The tickers mentioned by the most market articles over the last `hours`, most first, each with its count in the window before so rises stand out. Use it to see which companies the news is about now; then get_ticker_news or scan_portfolio for the articles. get_market_tags gives every tag (topics too) without the comparison.',
  input: {
    hours: hoursInput,
    limit: z.number().int().min(1).max(50).optional().describe('How many tickers: default 10, 1 to 50.'),
  },
  output: trendingTickers.shape,
  async run({ app, caller }, args) {
    const result = await mostMentioned(app, caller, args.hours, args.limit ?? 10);
    const lines = result.tickers.map(
      (t) =>
        `- ${t.ticker}: ${t.count} articles (${t.change >= 0 ? '+' : ''}${t.change} vs previous ${result.hours} h)`,
    );
    return {
      structured: result,
      text: [`Trending tickers, last ${result.hours} h:`, ...(lines.length ? lines : ['(none)'])].join('\n'),
    };
  },
});
