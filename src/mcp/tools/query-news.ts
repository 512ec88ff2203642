// query_news (SPEC §4 MCP server): GET /events as a tool, with its filters and sorts, through listEvents.
// Analysed-event layer.
import { z } from 'zod';
import { OUTLETS } from '../../outlets/catalog';
import { listEvents } from '../../services/events';
import { FRAMING_VALUES } from '../../enrich/frames';
import { DEFAULT_EVENT_SORT, EVENT_SORTS } from '../../spec';
import { checkBounds } from '../../api/event-parameters';
import { eventLine, listText } from '../render';
import { eventPage } from '../../contract/tool-pages';
import { eventListPage } from '../event-list-page';
import { categoryInput, cursorInput, limitInput, sinceInput, toDate, untilInput } from '../schemas';
import { defineTool } from '../tool';

const divergence = (bound: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe(`${bound} divergence score, 0 to 100 inclusive. Omit for no bound.`);
const sentiment = (bound: string) =>
  z
    .number()
    .min(-1)
    .max(1)
    .optional()
    .describe(
      `${bound} average sentiment of the event's coverage toward its subject, -1 (negative) to +1 (positive); events whose tone is unknown are left out by either bound.`,
    );

export const queryNews = defineTool({
  name: 'query_news',
  title: 'Query news events',
  description:
    "Lists analysed news events (stories clustered across outlets, each with a divergence score) filtered by category, divergence, outlet, framing, sentiment and time, sorted by divergence, recency or breadth of coverage, with a cursor to page. Use it for structured browsing; use search_news for free text, get_top_divergent for the week's most contested stories, get_event for one event in full.",
  input: {
    category: categoryInput,
    min_divergence: divergence('Lowest'),
    max_divergence: divergence('Highest'),
    outlet: z
      .array(z.enum(OUTLETS.map((o) => o.slug) as [string, ...string[]]))
      .optional()
      .describe('Outlet slugs (e.g. "reuters", "fox-news"); an event matches when any of them covered it.'),
    framing: z.enum(FRAMING_VALUES).optional().describe('Only events where some outlet used this framing.'),
    min_sentiment: sentiment('Lowest'),
    max_sentiment: sentiment('Highest'),
    since: sinceInput,
    until: untilInput,
    sort: z
      .enum(EVENT_SORTS)
      .optional()
      .describe(
        `Order: divergence (most contested first, default), recent (latest coverage first), covered (most outlets first). Default ${DEFAULT_EVENT_SORT}.`,
      ),
    limit: limitInput,
    cursor: cursorInput,
  },
  output: eventPage.shape,
  async run({ app, caller }, args) {
    checkBounds([
      ['min_divergence', args.min_divergence, 'max_divergence', args.max_divergence],
      ['min_sentiment', args.min_sentiment, 'max_sentiment', args.max_sentiment],
      ['since', toDate(args.since), 'until', toDate(args.until)],
    ]);
    const query = {
      category: args.category,
      minDivergence: args.min_divergence,
      maxDivergence: args.max_divergence,
      outlets: args.outlet && [...new Set(args.outlet)],
      framing: args.framing,
      minSentiment: args.min_sentiment,
      maxSentiment: args.max_sentiment,
      since: toDate(args.since),
      until: toDate(args.until),
      sort: args.sort ?? DEFAULT_EVENT_SORT,
    };
    const result = await eventListPage(args.limit, (limit) =>
      listEvents(app, query, caller, { limit, cursor: args.cursor }),
    );
    return {
      structured: result,
      text: listText(
        `${result.meta.count} events (sort ${query.sort})`,
        result.events.map(eventLine),
        result.meta.next_cursor,
      ),
    };
  },
});
