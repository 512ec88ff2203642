// The since/until window of the series endpoints (/stats/timeseries, /divergence/timeseries, /sentiment/{cat}):
// defaults, the span each interval may cover (SPEC §4 Stats, §8) and the caller's window (SPEC §5.8: without a
// key `since` must lie inside the public window, the last 7 days; keyed tiers get their lookback, SPEC §8).
// Windows are half-open, [since, until), so adjacent windows never count an event twice. Also the window's
// query: its filter and its calendar buckets.
import type { estypes } from '@elastic/elasticsearch';
import { lookbackStart, type Caller } from '../access/caller';
import { ApiError, archiveTokenRequired, invalidParameter } from '../errors';
import { TIER_LIMITS, TIMESERIES_MAX_SPAN_MS, type TimeseriesInterval } from '../spec';
import { HOUR_MS, DAY_MS } from '../time-units';

/** What a window covers when since is omitted: a day of hours, a week of days, twelve weeks. */
export const DEFAULT_SPAN_MS: Record<TimeseriesInterval, number> = {
  hour: 24 * HOUR_MS,
  day: 7 * DAY_MS,
  week: 12 * 7 * DAY_MS,
};

/** The spec leaves week unbounded; ten years (522 points a series) keeps a response and its buckets bounded. */
export const WEEK_MAX_SPAN_MS = 3653 * DAY_MS;

/** A `since` this much older than the caller's window start is still accepted: a client's "now minus 7 days". */
export const WINDOW_GRACE_MS = HOUR_MS;

export interface WindowInput {
  since?: Date;
  until?: Date;
}

export interface TimeWindow {
  since: Date;
  until: Date;
}

const maxSpan = (interval: TimeseriesInterval) => TIMESERIES_MAX_SPAN_MS[interval] ?? WEEK_MAX_SPAN_MS;

function describeSpan(ms: number): string {
  const round = (x: number) => Math.round(x * 10) / 10;
  return ms <= 72 * HOUR_MS ? `${round(ms / HOUR_MS)} hours` : `${round(ms / DAY_MS)} days`;
}

function outsideWindow(caller: Caller, start: Date): ApiError {
  const days = TIER_LIMITS[caller.tier].lookbackDays;
  const who = caller.tier === 'anonymous' ? 'without an API key' : `on tier ${caller.tier}`;
  return archiveTokenRequired(
    days,
    `since and until must lie within the last ${days} days ${who} (on or after ${start.toISOString()}); ` +
      'a higher tier reaches further back',
  );
}

/** A bound that is no date (an MCP caller's unparsable string) is a 400, not an error deep in a query. */
export function checkBounds(bounds: WindowInput): void {
  for (const [name, value] of Object.entries(bounds)) {
    if (value !== undefined && Number.isNaN((value as Date).getTime())) {
      throw invalidParameter(`${name} must be an ISO 8601 timestamp`);
    }
  }
}

/**
 * Checks explicit bounds against the caller's window (401 archive_token_required, with an hour's grace for a
 * client's clock) and returns the window's start, null for the full archive.
 */
export function assertInCallerWindow(
  caller: Caller,
  since: Date | undefined,
  until: Date | undefined,
  now: number,
) {
  const windowStart = lookbackStart(caller, now);
  if (windowStart === null) return null;
  const earliest = windowStart.getTime() - WINDOW_GRACE_MS;
  if ((since?.getTime() ?? Infinity) < earliest || (until?.getTime() ?? Infinity) <= earliest) {
    throw outsideWindow(caller, windowStart);
  }
  return windowStart;
}

/** Applies defaults, then checks order, span and the caller's window; throws a 400 or 401 naming the rule. */
export function resolveWindow(
  caller: Caller,
  interval: TimeseriesInterval,
  input: WindowInput,
  now: number = Date.now(),
): TimeWindow {
  checkBounds({ since: input.since, until: input.until });
  const until = input.until ?? new Date(now);
  if (input.since !== undefined && input.since.getTime() >= until.getTime()) {
    throw invalidParameter('since must be earlier than until');
  }
  const windowStart = assertInCallerWindow(caller, input.since, until, now);
  const fallback = until.getTime() - DEFAULT_SPAN_MS[interval];
  const since =
    input.since ?? new Date(windowStart === null ? fallback : Math.max(fallback, windowStart.getTime()));
  // Only a default raised to the window start can reach until: the whole request lies before the window.
  if (windowStart !== null && since.getTime() >= until.getTime()) throw outsideWindow(caller, windowStart);
  const span = until.getTime() - since.getTime();
  if (span > maxSpan(interval)) {
    throw invalidParameter(
      `interval=${interval} spans at most ${describeSpan(maxSpan(interval))}, and since to until spans ` +
        `${describeSpan(span)}: narrow since/until or choose a longer interval`,
    );
  }
  return { since, until };
}

/**
 * Buckets of events by first_seen_at over the whole window, empty ones included (so every series has every
 * point), calendar-aligned in UTC: weeks start on Monday, and the first and last bucket may be partial.
 */
export function firstSeenBuckets(
  interval: TimeseriesInterval,
  { since, until }: TimeWindow,
): estypes.AggregationsDateHistogramAggregation {
  return {
    field: 'first_seen_at',
    calendar_interval: interval,
    time_zone: 'UTC',
    min_doc_count: 0,
    // The window is half-open, so its last instant is until minus a millisecond.
    extended_bounds: { min: since.getTime(), max: until.getTime() - 1 },
  };
}

/** Live-event filters of a window (half-open) and an optional category. */
export function windowFilter(category: string | undefined, { since, until }: TimeWindow) {
  return [
    { range: { first_seen_at: { gte: since.toISOString(), lt: until.toISOString() } } },
    ...(category === undefined ? [] : [{ term: { category } }]),
  ];
}
