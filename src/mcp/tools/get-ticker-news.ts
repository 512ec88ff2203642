// get_ticker_news (SPEC §4 MCP server): the market articles about one ticker, newest first, with a sentiment
// tally of the page, through listMarketArticles (the tag filter of GET /market/articles). Raw-article layer.
import { z } from 'zod';
import { marketLimit, offset } from '../../contract/parameters/market';
import { presentMarketArticles } from '../../api/presenters/market';
import { listMarketArticles } from '../../services/market';
import { MARKET, TICKER_TAG_PREFIX } from '../../spec';
import { tickerNews } from '../../contract/ticker-news';
import { fitToCap } from '../size-cap';
import { defineTool } from '../tool';
import { hoursInput } from './get-market-tags';
import { tickerSymbols } from './get-market-news';

export const getTickerNews = defineTool({
  name: 'get_ticker_news',
  title: 'News articles about one ticker',
  description:
    'The latest market articles mentioning one ticker, newest first, each with outlet, bias, sentiment and topics, plus how many are positive, neutral and negative. Use it to read what is said about one company; for several tickers at once use scan_portfolio, for clustered stories get_market_news with tickers.',
  input: {
    ticker: z.string().describe('Upper-case ticker symbol, e.g. "AAPL" (no "ticker:" prefix).'),
    hours: hoursInput,
    limit: marketLimit
      .unwrap()
      .optional()
      .describe(`Articles to return: default 20, range 1 to ${MARKET.maxLimit} (clamped).`),
    offset: offset.describe('Articles to skip for the next page: default 0; next page is offset + count.'),
  },
  output: tickerNews.shape,
  async run({ app, caller }, args) {
    const [ticker] = tickerSymbols([args.ticker]) as string[];
    const input = { tags: [TICKER_TAG_PREFIX + ticker], hours: args.hours, offset: args.offset };
    const page = await fitToCap(args.limit ?? 20, (limit) =>
      listMarketArticles(app, caller, { ...input, limit }),
    );
    const { data, meta } = presentMarketArticles(page);
    const sentiment = { positive: 0, neutral: 0, negative: 0, unscored: 0 };
    for (const a of data) sentiment[a.sentiment ?? 'unscored'] += 1;
    return {
      structured: {
        ticker,
        articles: data,
        sentiment,
        meta: { count: meta.count, offset: meta.offset, limit: meta.limit, hours: meta.hours },
      },
      text: [
        `${ticker}: ${data.length} articles in the last ${meta.hours} h (+${sentiment.positive}/=${sentiment.neutral}/-${sentiment.negative})`,
        ...data.map(
          (a) => `- ${a.published_at.slice(0, 16)} ${a.outlet}: ${a.headline} [${a.sentiment ?? 'unscored'}]`,
        ),
      ].join('\n'),
    };
  },
});
