// search_news (SPEC §4 MCP server, Search rules): GET /search as a tool, through the search service. Analysed-event
// layer: it finds events (clusters), not single articles. `mode` is optional and keyword by default, so a call
// without it is the spec's search as before.
import { z } from 'zod';
import { invalidParameter } from '../../errors';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MODES, searchEventsIn } from '../../services/search';
import { SEARCH_MIN_QUERY_LENGTH } from '../../spec';
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
    q: z
      .string()
      .describe(
        `Search words, at least ${SEARCH_MIN_QUERY_LENGTH} and at most ${SEARCH_MAX_QUERY_LENGTH} characters, e.g. "central bank rates". Misspelt words find fewer results.`,
      ),
    mode: z
      .enum(SEARCH_MODES)
      .optional()
      .describe(
        'How q is matched: "keyword" (the default) by its words as above; "semantic" by the meaning of the whole query (finds events worded differently, nearest first); "hybrid" both rankings fused.',
      ),
    limit: limitInput,
    cursor: cursorInput,
  },
  output: eventPage.shape,
  async run({ app, caller }, args) {
    // The same rules as GET /search (SPEC §4 Search rule 6; docs/decisions.md for the upper bound).
    const q = args.q.trim();
    if (q.length < SEARCH_MIN_QUERY_LENGTH)
      throw invalidParameter(`q must have at least ${SEARCH_MIN_QUERY_LENGTH} characters`);
    if (q.length > SEARCH_MAX_QUERY_LENGTH)
      throw invalidParameter(`q must have at most ${SEARCH_MAX_QUERY_LENGTH} characters`);
    const result = await eventListPage(args.limit, (limit) =>
      searchEventsIn(args.mode ?? 'keyword', app, q, caller, { limit, cursor: args.cursor }),
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
