// get_event (SPEC §4 MCP server): GET /events/{id} as a tool, through getEvent: one event with every source row,
// the facts and the divergence analysis. Analysed-event layer. A merged-away id is followed to the event that
// absorbed it (REST answers 301 to the same place), and the result says so.
import { z } from 'zod';
import { notFound } from '../../errors';
import { presentEvent } from '../../api/presenters/event';
import { getEvent } from '../../services/events';
import { servableEvent } from '../../services/servable-event';
import { followedEvent } from '../../contract/followed-event';
import { defineTool } from '../tool';

/** A merge chain is short; this bound only guards against a cycle in damaged data. */
const MAX_MERGE_HOPS = 5;

export const getEventTool = defineTool({
  name: 'get_event',
  title: 'Get one event in full',
  description:
    "One analysed news event by id: title, summary, divergence score, every outlet's coverage (bias, framing, headline, sentiment, URL), the facts with whether outlets confirm or dispute them, and the divergence analysis. Use it after any tool that returned event ids, to see how outlets told the story differently.",
  input: {
    id: z
      .number()
      .int()
      .positive()
      .describe('Event id, a positive integer, as returned by the other tools (field id).'),
  },
  output: followedEvent.shape,
  async run({ app, caller }, { id }) {
    let current = id;
    for (let hop = 0; hop <= MAX_MERGE_HOPS; hop++) {
      const found = servableEvent(await getEvent(app, current, caller), id);
      if (found.kind === 'merged') {
        current = found.into;
        continue;
      }
      const event = presentEvent(found.event);
      const lines = [
        `#${event.id} [${event.category}, divergence ${event.divergence_score}, ${event.time_ago}] ${event.title}`,
        ...(current !== id ? [`(event ${id} was merged into this one)`] : []),
        event.summary,
        ...(event.sources ?? []).map((s) => `- ${s.outlet} (${s.bias}, ${s.framing}): ${s.headline}`),
        ...(event.facts ?? []).map((f) => `* ${f.status} (${f.count}): ${f.text}`),
      ];
      return { structured: { event, merged_from: current !== id ? id : null }, text: lines.join('\n') };
    }
    throw notFound(`event ${id} was merged too many times to follow`);
  },
});
