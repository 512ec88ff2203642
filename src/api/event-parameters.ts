// Query parameters shared by the event lists (SPEC §4 Events, Divergence shortcuts, Outlets), on the API, the MCP
// tools and the explorer pages: their joi rules and the cross-parameter checks joi cannot phrase clearly (since
// after until, a minimum above its maximum); and the event id in a path.
import Joi from 'joi';
import { OUTLETS } from '../outlets/catalog';
import type { EventFilters } from '../services/event-filters';
import type { EventEmbed } from '../services/events';
import { FRAMING_VALUES } from '../enrich/frames';
import { CATEGORIES, DIVERGENCE_RANGE, EVENT_EMBEDS, SENTIMENT_RANGE } from '../spec';
import { invalidParameter } from '../errors';

export const TIME_PARAMETERS = {
  since: Joi.date().iso(),
  until: Joi.date().iso(),
};

const divergence = Joi.number().integer().min(DIVERGENCE_RANGE.min).max(DIVERGENCE_RANGE.max);
const sentiment = Joi.number().min(SENTIMENT_RANGE.min).max(SENTIMENT_RANGE.max);
const EMBED_LIST = new RegExp(`^\\s*(${EVENT_EMBEDS.join('|')})\\s*(,\\s*(${EVENT_EMBEDS.join('|')})\\s*)*$`);

export const CATEGORY_PARAMETER = Joi.string().valid(...CATEGORIES);

/** The filters of GET /events; `outlet` is repeatable (validateQuery's third argument). */
export const EVENT_FILTER_PARAMETERS = {
  category: CATEGORY_PARAMETER,
  min_divergence: divergence,
  max_divergence: divergence,
  outlet: Joi.array().items(
    Joi.string()
      .valid(...OUTLETS.map((o) => o.slug))
      .messages({ 'any.only': 'outlet "{#value}" is not the slug of a tracked outlet (see GET /outlets)' }),
  ),
  framing: Joi.string().valid(...FRAMING_VALUES),
  min_sentiment: sentiment,
  max_sentiment: sentiment,
  ...TIME_PARAMETERS,
  min_market_score: Joi.number().integer().min(0).max(100),
};

export const EMBED_PARAMETER = Joi.string()
  .pattern(EMBED_LIST)
  .messages({ 'string.pattern.base': `embed must be a comma-separated list of ${EVENT_EMBEDS.join(', ')}` });

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
    outlets: p.outlet && [...new Set(p.outlet)],
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
