// get_market_tags (SPEC §4 MCP server): mirrors GET /market/tags exactly (same `hours`, default and clamp, same
// counts), through the same service and presenter. Raw-article layer.
import { hours } from '../../contract/parameters/market';
import { countMarketTags, MARKET_MAX_HOURS } from '../../services/market';
import { presentMarketTags } from '../../api/presenters/market';
import { MARKET } from '../../spec';
import { marketTagCounts } from '../../contract/market-page';
import { defineTool } from '../tool';

export const hoursInput = hours.describe(
  `Lookback window in hours, counted back from now over article publication times: default ${MARKET.defaultHours} (7 days), at least 1, no upper cap (values above ${MARKET_MAX_HOURS} are clamped).`,
);

export const getMarketTags = defineTool({
  name: 'get_market_tags',
  title: 'Market tag counts',
  description:
    'Counts of every tag (tickers as "ticker:AAPL", topics as "topic:earnings") across market-relevant articles of the last `hours`, most frequent first; the same answer as GET /api/v2/market/tags. Use it to see what the market desk is talking about or to pick a tag for get_market_articles; for tickers only with their momentum prefer get_trending_tickers.',
  input: { hours: hoursInput },
  output: marketTagCounts.shape,
  async run({ app, caller }, args) {
    const result = presentMarketTags(await countMarketTags(app, caller, { hours: args.hours }));
    const top = result.data
      .slice(0, 20)
      .map((t) => `${t.tag} ${t.count}`)
      .join(', ');
    return {
      structured: result,
      text: `${result.count} tags over the last ${result.hours} h${top ? `; top: ${top}` : ''}`,
    };
  },
});
