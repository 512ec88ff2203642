// What the event lists' parameters (src/contract/parameters/event-list.ts) mean to the events service, on the API,
// the MCP tools and the explorer pages: the checks a schema cannot phrase (an outlet slug the catalogue lacks,
// since after until, a minimum above its maximum), the embeds as a list, and the event id in a path.
import { outletBySlug } from '../outlets/catalog';
import type { EventFilters } from '../services/event-filters';
import type { EventEmbed } from '../services/events';
import { invalidParameter } from '../errors';

export function parseEmbed(embed: string | undefined): EventEmbed[] {
  if (embed === undefined) return [];
  return [...new Set(embed.split(',').map((part) => part.trim() as EventEmbed))];
}

/** A lower bound above its upper bound matches nothing: almost certainly a mistake, so it is a 400. */
export function checkBounds(
  pairs: [low: string, lowValue: unknown, high: string, highValue: unknown][],
): void {
  for (const [low, lowValue, high, highValue] of pairs) {
    if (lowValue !== undefined && highValue !== undefined && +(lowValue as number) > +(highValue as number)) {
      throw invalidParameter(`${low} must not be greater than ${high}`);
    }
  }
}

export interface EventFilterParameters {
  category?: EventFilters['category'];
  min_divergence?: number;
  max_divergence?: number;
  outlet?: string[];
  framing?: string;
  min_sentiment?: number;
  max_sentiment?: number;
  since?: Date;
  until?: Date;
  min_market_score?: number;
}

/** The slugs, each checked against the catalogue, without repeats. */
function outletSlugs(slugs: string[] | undefined): string[] | undefined {
  const unknown = slugs?.find((slug) => !outletBySlug(slug));
  if (unknown !== undefined) {
    throw invalidParameter(`outlet "${unknown}" is not the slug of a tracked outlet (see GET /outlets)`);
  }
  return slugs && [...new Set(slugs)];
}

export function eventFilters(p: EventFilterParameters): EventFilters {
  checkBounds([
    ['min_divergence', p.min_divergence, 'max_divergence', p.max_divergence],
    ['min_sentiment', p.min_sentiment, 'max_sentiment', p.max_sentiment],
    ['since', p.since, 'until', p.until],
  ]);
  return {
    category: p.category,
    minDivergence: p.min_divergence,
    maxDivergence: p.max_divergence,
    outlets: outletSlugs(p.outlet),
    framing: p.framing,
    minSentiment: p.min_sentiment,
    maxSentiment: p.max_sentiment,
    since: p.since,
    until: p.until,
    minMarketScore: p.min_market_score,
  };
}

/** Event ids are positive integers that JavaScript holds exactly (docs/decisions.md, event ids). */
export function parseEventId(raw: string): number {
  const id = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw invalidParameter(`event id must be a positive integer, not "${raw}"`);
  return id;
}
