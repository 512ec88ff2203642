// get_digest (SPEC §4 MCP server): a briefing a person would read, for the last `hours`: the most divergent
// events first seen in the period, the coverage gaps that appeared in it, the biggest movers in divergence
// (from each event's stored score history, src/services/divergence-movers.ts), and the trending tickers;
// every item with its id to follow up. Both layers: the events and gaps are analysed events, the tickers come
// from the raw market articles.
import { z } from 'zod';
import { presentEventListItem, presentGapEntry } from '../../api/presenters/event';
import { listEvents } from '../../services/events';
import { listGaps } from '../../services/gaps';
import type { DivergenceMover } from '../../contract/divergence-mover';
import { divergenceMovers } from '../divergence-movers';
import { eventLine, gapLine } from '../render';
import { digest } from '../../contract/digest';
import { trendingTickers } from '../../services/trending-tickers';
import { defineTool } from '../tool';
import { HOUR_MS } from '../../time-units';

const moverLine = (m: DivergenceMover) => {
  const c = m.divergence_change;
  return `- #${m.id} [${m.category}] ${m.title}: divergence ${c.direction} ${c.from} -> ${c.to} (${c.change > 0 ? '+' : ''}${c.change})`;
};

export const getDigest = defineTool({
  name: 'get_digest',
  title: 'News briefing',
  description:
    'A briefing for the last `hours` (default 24): the events on which outlets diverged most, the new coverage gaps (stories one side of the spectrum ignored), the events whose divergence score moved most over the period (old and new score), and the trending tickers, each with ids to follow up with get_event, get_ticker_news or the other tools. Start here when asked "what is going on"; use the other tools to drill down.',
  input: {
    hours: z
      .number()
      .int()
      .min(1)
      .max(168)
      .optional()
      .describe('The period to brief on, in hours back from now: default 24, 1 to 168.'),
    per_section: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Items per section: default 5, 1 to 20.'),
  },
  output: digest.shape,
  async run({ app, caller }, args) {
    const hours = args.hours ?? 24;
    const n = args.per_section ?? 5;
    const now = Date.now();
    const since = new Date(now - hours * HOUR_MS);
    const [divergent, gaps, movers, trending] = await Promise.all([
      listEvents(app, { since, sort: 'divergence' }, caller, { limit: n }, now),
      listGaps(app, { since }, caller, { limit: n }, now),
      divergenceMovers(app, caller, since, n, now),
      trendingTickers(app, caller, hours, n, now),
    ]);
    const structured = {
      period: { since: since.toISOString(), hours },
      most_divergent: divergent.items.map((e) => presentEventListItem(e)),
      new_gaps: gaps.items.map((g) => presentGapEntry(g)),
      divergence_movers: movers,
      trending_tickers: trending.tickers,
    };
    const section = (title: string, lines: string[]) => [`${title}:`, ...(lines.length ? lines : ['(none)'])];
    const text = [
      `Briefing for the last ${hours} h (since ${structured.period.since})`,
      ...section('Most divergent events', structured.most_divergent.map(eventLine)),
      ...section('New coverage gaps', structured.new_gaps.map(gapLine)),
      ...section('Biggest movers in divergence', movers.map(moverLine)),
      ...section(
        'Trending tickers',
        trending.tickers.map(
          (t) => `- ${t.ticker}: ${t.count} articles (${t.change >= 0 ? '+' : ''}${t.change})`,
        ),
      ),
      'Follow up: get_event {id} for an event, get_ticker_news {ticker} for a ticker.',
    ].join('\n');
    return { structured, text };
  },
});
