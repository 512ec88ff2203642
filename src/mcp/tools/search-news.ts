// search_news (SPEC §4 MCP server, Search rules): GET /search as a tool, through the search service. Analysed-event
// layer: it finds events (clusters), not single articles. `mode` is optional and keyword by default, so a call
// without it is the spec's search as before.
import { SEARCH_PARAMETERS } from '../../contract/parameters/search';
import { searchEventsIn } from '../../services/search';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH } from '../../spec';
import { eventPage } from '../../contract/tool-pages';
import { eventListPage } from '../event-list-page';
import { eventLine, listText } from '../render';
import { cursorInput, limitInput } from '../schemas';
import { defineTool } from '../tool';

export const searchNews = defineTool({
  name: 'search_news',
  title: 'Search news events',
  description:
    'Free-text search over the titles and summaries of analysed news events, most relevant first. Every word must match (AND); no fuzzy matching, quotes are not phrases, no other filters. Use it to find events about a named person, place or subject; use query_news to filter by category, divergence or outlet instead.',
  input: {
    q: SEARCH_PARAMETERS.q.describe(
      `Search words, at least ${SEARCH_MIN_QUERY_LENGTH} and at most ${SEARCH_MAX_QUERY_LENGTH} characters, e.g. "central bank rates". Misspelt words find fewer results.`,
    ),
    mode: SEARCH_PARAMETERS.mode.describe(
      'How q is matched: "keyword" (the default) by its words as above; "semantic" by the meaning of the whole query (finds events worded differently, nearest first); "hybrid" both rankings fused.',
    ),
    limit: limitInput,
    cursor: cursorInput,
  },
  output: eventPage.shape,
  async run({ app, caller }, args) {
    const { q, mode } = args;
    const result = await eventListPage(args.limit, (limit) =>
      searchEventsIn(mode, app, q, caller, { limit, cursor: args.cursor }),
    );
    return {
      structured: result,
      text: listText(
        `${result.meta.count} events matching "${q}"`,
        result.events.map(eventLine),
        result.meta.next_cursor,
      ),
    };
  },
});
