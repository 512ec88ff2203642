// A news briefing on the wire (MCP get_digest): for a period back from now, the most divergent events first seen
// in it, the coverage gaps among them, the biggest movers in divergence and the trending tickers.
import { z } from 'zod';
import { divergenceMover } from './divergence-mover';
import { eventListItem } from './event-list-item';
import { gapEntry } from './gap-entry';
import { trendingTicker } from './trending-ticker';

export const digest = z
  .strictObject({
    period: z
      .strictObject({
        since: z.iso.datetime().describe('Start of the period, ISO 8601.'),
        hours: z.int().min(1).describe('Its length, in hours.'),
      })
      .describe('The period briefed on.'),
    most_divergent: z
      .array(eventListItem)
      .describe('Events first seen in the period, highest divergence first.'),
    new_gaps: z
      .array(gapEntry)
      .describe('Coverage gaps among events first seen in the period, latest first.'),
    divergence_movers: z
      .array(divergenceMover)
      .describe(
        'Live events whose divergence score moved most between the start of the period and now (or since first scored, for events first scored in it), largest move first; only scores of the same method version are compared.',
      ),
    trending_tickers: z
      .array(trendingTicker)
      .describe('Tickers most mentioned by market articles in the period.'),
  })
  .describe('A briefing on the period.');
