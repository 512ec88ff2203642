// get_top_divergent (SPEC §4 MCP server, Divergence shortcuts): GET /divergence/top as a tool, through listEvents
// with the same fixed query (sort divergence, the 7-day window, sources embedded). Analysed-event layer.
import { listEvents } from '../../services/events';
import { TOP_DIVERGENCE_WINDOW_MS } from '../../spec';
import { eventPage } from '../../contract/tool-pages';
import { eventListPage } from '../event-list-page';
import { eventLine, listText } from '../render';
import { cursorInput, limitInput } from '../schemas';
import { defineTool } from '../tool';

export const getTopDivergent = defineTool({
  name: 'get_top_divergent',
  title: 'Most divergent events this week',
  description:
    'The events first seen in the last 7 days on which outlets across the spectrum diverge most, highest divergence score first, each with every outlet\'s headline, framing and sentiment. The same list as GET /api/v2/divergence/top. Use it for "what is most contested right now"; use query_news for other windows or filters.',
  input: { limit: limitInput, cursor: cursorInput },
  output: eventPage.shape,
  async run({ app, caller }, args) {
    const result = await eventListPage(
      args.limit,
      (limit) =>
        listEvents(
          app,
          { sort: 'divergence', embed: ['sources'], windowMs: TOP_DIVERGENCE_WINDOW_MS },
          caller,
          { limit, cursor: args.cursor },
        ),
      ['sources'],
    );
    return {
      structured: result,
      text: listText(
        `${result.meta.count} most divergent events of the last 7 days`,
        result.events.map(eventLine),
        result.meta.next_cursor,
      ),
    };
  },
});
