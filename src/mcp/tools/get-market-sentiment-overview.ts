// get_market_sentiment_overview (SPEC §4 MCP server): the tone of the market desk over a window, overall and by
// most-mentioned ticker and topic, through marketSentimentOverview. Raw-article layer.
import { z } from 'zod';
import { marketSentimentOverview } from '../../contract/market-sentiment';
import { marketSentimentOverview as sentimentOverview } from '../../services/market-sentiment';
import { defineTool } from '../tool';
import { hoursInput } from './get-market-tags';

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
  output: marketSentimentOverview.shape,
  async run({ app, caller }, args) {
    const result = await sentimentOverview(app, caller, args);
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
