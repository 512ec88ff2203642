// Which events a list may show, as Elasticsearch filters: the caller's filters of GET /events (SPEC §4 Events),
// and the bounds every list applies (no tombstones, the tier's lookback, the walk's snapshot).
import type { estypes } from '@elastic/elasticsearch';
import { lookbackStart, type Caller } from '../access/caller';
import { archiveTokenRequired } from '../errors';
import { liveEventsQuery } from '../store/event-tombstones';
import { TIER_LIMITS, type Category } from '../spec';

type Query = estypes.QueryDslQueryContainer;

export interface EventFilters {
  category?: Category;
  minDivergence?: number;
  maxDivergence?: number;
  /** Outlet slugs; an event matches when any of them covered it. */
  outlets?: string[];
  framing?: string;
  minSentiment?: number;
  maxSentiment?: number;
  /** Bounds on first_seen_at (SPEC §2 Event list item). */
  since?: Date;
  until?: Date;
  minMarketScore?: number;
  /** Ticker symbols (upper case, as stored); an event matches when it mentions any of them (MCP tools). */
  tickers?: string[];
}

/**
 * A `since` this much older than the lookback start is still clamped to it rather than refused: a client that
 * computes "7 days ago" a moment before we do must not get a 401.
 */
export const LOOKBACK_GRACE_MS = 60 * 60 * 1000;

function range(field: string, gte?: number, lte?: number): Query[] {
  if (gte === undefined && lte === undefined) return [];
  return [{ range: { [field]: { gte, lte } } }];
}

/** Times travel as epoch milliseconds, so no date string is ever parsed twice. */
export function timeRange(field: string, gte?: number | Date, lte?: number | Date): Query[] {
  if (gte === undefined && lte === undefined) return [];
  return [
    {
      range: {
        [field]: {
          gte: gte === undefined ? undefined : +gte,
          lte: lte === undefined ? undefined : +lte,
          format: 'epoch_millis',
        },
      },
    },
  ];
}

export function eventFilterClauses(f: EventFilters): Query[] {
  return [
    ...(f.category ? [{ term: { category: f.category } }] : []),
    ...range('divergence_score', f.minDivergence, f.maxDivergence),
    ...(f.outlets?.length ? [{ terms: { outlets: f.outlets } }] : []),
    ...(f.framing ? [{ term: { framings: f.framing } }] : []),
    ...range('sentiment', f.minSentiment, f.maxSentiment),
    ...timeRange('first_seen_at', f.since, f.until),
    ...range('market_score', f.minMarketScore),
    ...(f.tickers?.length ? [{ terms: { tickers: f.tickers } }] : []),
  ];
}

/**
 * The bounds of every list: live events only (tombstones carry `merged_into`), first seen inside the caller's
 * lookback as of this page (`now`: a walk that outlives part of its lookback stops showing that part), and no
 * later than the walk's first page (docs/decisions.md).
 */
export function listableBounds(caller: Caller, snapshotAt: number, now: number): Query[] {
  const lookback = lookbackStart(caller, now);
  return [...timeRange('first_seen_at', lookback ?? undefined, snapshotAt), liveEventsQuery()];
}

/** A list asked for events older than the caller may read: 401 rather than a silently shorter answer. */
export function assertInsideLookback(caller: Caller, snapshotAt: number, since?: Date, until?: Date): void {
  const lookback = lookbackStart(caller, snapshotAt);
  if (!lookback) return;
  const limit = lookback.getTime() - LOOKBACK_GRACE_MS;
  for (const [name, value] of [
    ['since', since],
    ['until', until],
  ] as const) {
    if (value && value.getTime() < limit) {
      const days = TIER_LIMITS[caller.tier].lookbackDays;
      throw archiveTokenRequired(
        days,
        `${name} is older than your tier's ${days}-day lookback window ` +
          `(it starts at ${lookback.toISOString()}); a higher tier reads further back`,
      );
    }
  }
}
