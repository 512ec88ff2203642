// get_market_sentiment_overview (SPEC §4 MCP server): the tone of the market desk over a window, overall and by
// most-mentioned ticker and topic, through marketSentimentOverview. Raw-article layer.
import { z } from 'zod';
import { marketSentimentOverview } from '../../services/market-sentiment';
import { defineTool } from '../tool';
import { hoursInput } from './get-market-tags';

const summary = {
  articles: z.number().int().describe('Market articles counted.'),
  labels: z
    .object({ positive: z.number().int(), neutral: z.number().int(), negative: z.number().int() })
    .describe('Articles per sentiment label (unscored ones are in `articles` only).'),
  average_score: z
    .number()
    .nullable()
    .describe('Mean sentiment score, -1 (negative) to +1 (positive); null when none is scored.'),
};

export const getMarketSentimentOverview = defineTool({
  name: 'get_market_sentiment_overview',
  title: 'Market sentiment overview',
  description:
    'How positive or negative market news has been over the last `hours`: counts of positive, neutral and negative articles and the mean sentiment score, overall and for the most mentioned tickers and topics. Use it for "what is the mood of the market news"; for one ticker\'s articles use get_ticker_news, for several scan_portfolio.',
  input: {
    hours: hoursInput,
    top: z
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe('How many tickers and how many topics to break down: default 10, 1 to 50.'),
  },
  output: {
    hours: z.number().int().describe('The window applied, in hours.'),
    overall: z.object(summary),
    tickers: z.array(z.object({ ticker: z.string(), ...summary })).describe('Most mentioned tickers first.'),
    topics: z.array(z.object({ topic: z.string(), ...summary })).describe('Most mentioned topics first.'),
  },
  async run({ app, caller }, args) {
    const result = await marketSentimentOverview(app, caller, args);
    const line = (name: string, s: typeof result.overall) =>
      `${name}: ${s.articles} articles, +${s.labels.positive}/=${s.labels.neutral}/-${s.labels.negative}, mean ${s.average_score ?? 'n/a'}`;
    return {
      structured: result,
      text: [
        line(`Market news, last ${result.hours} h`, result.overall),
        ...result.tickers.map((t) => line(`- ${t.ticker}`, t)),
        ...result.topics.map((t) => line(`- topic ${t.topic}`, t)),
      ].join('\n'),
    };
  },
});
