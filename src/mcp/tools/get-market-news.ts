// get_market_news (SPEC §4 MCP server): analysed events that matter to markets, i.e. GET /events filtered by
// `min_market_score` (SPEC §4 Events: "the way to get clustered events by market relevance"), newest coverage
// first, optionally about given tickers. Analysed-event layer: one entry per story, not per article.
import { z } from 'zod';
import { checkTags } from '../../services/tag-filter';
import { listEvents } from '../../services/events';
import { TICKER_TAG_PREFIX } from '../../spec';
import { EVENT_FILTER_PARAMETERS, eventSort } from '../../contract/parameters/event-list';
import { eventPage } from '../../contract/tool-pages';
import { eventListPage } from '../event-list-page';
import { eventLine, listText } from '../render';
import { categoryInput, cursorInput, limitInput, sinceInput, toDate, untilInput } from '../schemas';
import { defineTool } from '../tool';

const DEFAULT_MIN_MARKET_SCORE = 50;

export const tickerSymbols = (tickers: string[] | undefined): string[] | undefined =>
  tickers &&
  checkTags(tickers.map((t) => TICKER_TAG_PREFIX + t)).map((t) => t.slice(TICKER_TAG_PREFIX.length));

export const getMarketNews = defineTool({
  name: 'get_market_news',
  title: 'Market-moving news events',
  description:
    "Analysed news events relevant to markets (market score at least `min_market_score`), latest coverage first, optionally only those mentioning given tickers; each event clusters every outlet's article on the story. Use it for de-duplicated market stories with their divergence; use get_market_articles for the raw article feed, get_ticker_news for one ticker's articles.",
  input: {
    min_market_score: EVENT_FILTER_PARAMETERS.min_market_score.describe(
      `Lowest market relevance score, 0 (none) to 100 (clearly market-moving); default ${DEFAULT_MIN_MARKET_SCORE}.`,
    ),
    tickers: z
      .array(z.string())
      .max(20)
      .optional()
      .describe(
        'Upper-case ticker symbols, e.g. ["AAPL", "MSFT"]; an event matches when it mentions any of them. At most 20.',
      ),
    category: categoryInput,
    since: sinceInput,
    until: untilInput,
    sort: eventSort
      .unwrap()
      .optional()
      .describe('Order: recent (latest coverage first, default), divergence, covered.'),
    limit: limitInput,
    cursor: cursorInput,
  },
  output: eventPage.shape,
  async run({ app, caller }, args) {
    const query = {
      minMarketScore: args.min_market_score ?? DEFAULT_MIN_MARKET_SCORE,
      tickers: tickerSymbols(args.tickers),
      category: args.category,
      since: toDate(args.since),
      until: toDate(args.until),
      sort: args.sort ?? ('recent' as const),
    };
    const result = await eventListPage(args.limit, (limit) =>
      listEvents(app, query, caller, { limit, cursor: args.cursor }),
    );
    return {
      structured: result,
      text: listText(
        `${result.meta.count} market events (market score >= ${query.minMarketScore})`,
        result.events.map(eventLine),
        result.meta.next_cursor,
      ),
    };
  },
});
