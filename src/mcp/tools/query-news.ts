// query_news (SPEC §4 MCP server): GET /events as a tool, with its filters and sorts, through listEvents.
// Analysed-event layer.
import { EVENT_FILTER_PARAMETERS, eventSort } from '../../contract/parameters/event-list';
import { OUTLETS } from '../../outlets/catalog';
import { listEvents } from '../../services/events';
import { DEFAULT_EVENT_SORT } from '../../spec';
import { eventFilters } from '../../api/event-parameters';
import { eventLine, listText } from '../render';
import { eventPage } from '../../contract/tool-pages';
import { eventListPage } from '../event-list-page';
import { categoryInput, cursorInput, limitInput, sinceInput, toDate, untilInput } from '../schemas';
import { defineTool } from '../tool';

const filters = EVENT_FILTER_PARAMETERS;

const divergence = (bound: string) => `${bound} divergence score, 0 to 100 inclusive. Omit for no bound.`;
const sentiment = (bound: string) =>
  `${bound} average sentiment of the event's coverage toward its subject, -1 (negative) to +1 (positive); events whose tone is unknown are left out by either bound.`;

export const queryNews = defineTool({
  name: 'query_news',
  title: 'Query news events',
  description:
    "Lists analysed news events (stories clustered across outlets, each with a divergence score) filtered by category, divergence, outlet, framing, sentiment and time, sorted by divergence, recency or breadth of coverage, with a cursor to page. Use it for structured browsing; use search_news for free text, get_top_divergent for the week's most contested stories, get_event for one event in full.",
  input: {
    category: categoryInput,
    min_divergence: filters.min_divergence.describe(divergence('Lowest')),
    max_divergence: filters.max_divergence.describe(divergence('Highest')),
    outlet: filters.outlet.describe(
      `Outlet slugs; an event matches when any of them covered it. One of: ${OUTLETS.map((o) => o.slug).join(', ')}.`,
    ),
    framing: filters.framing.describe('Only events where some outlet used this framing.'),
    min_sentiment: filters.min_sentiment.describe(sentiment('Lowest')),
    max_sentiment: filters.max_sentiment.describe(sentiment('Highest')),
    since: sinceInput,
    until: untilInput,
    sort: eventSort.describe(
      `Order: divergence (most contested first, default), recent (latest coverage first), covered (most outlets first). Default ${DEFAULT_EVENT_SORT}.`,
    ),
    limit: limitInput,
    cursor: cursorInput,
  },
  output: eventPage.shape,
  async run({ app, caller }, args) {
    const { sort, limit, cursor, ...given } = args;
    const query = {
      ...eventFilters({ ...given, since: toDate(args.since), until: toDate(args.until) }),
      sort,
    };
    const result = await eventListPage(limit, (size) =>
      listEvents(app, query, caller, { limit: size, cursor }),
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
