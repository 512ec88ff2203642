// Divergence over time (SPEC §2 Timeseries, §4 Stats): date histograms over live events' first_seen_at of their
// mean divergence and their number, one series per category (all six, empty ones included) or one for a given
// category; /divergence/timeseries asks for a single series across categories. One Elasticsearch search.
import type { estypes } from '@elastic/elasticsearch';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { invalidParameter } from '../errors';
import {
  CATEGORIES,
  TIMESERIES_DEFAULT_INTERVAL,
  TIMESERIES_INTERVALS,
  type Category,
  type TimeseriesInterval,
} from '../spec';
import { liveEventsQuery } from '../store/event-tombstones';
import { roundAverage } from './round-average';
import {
  firstSeenBuckets,
  resolveWindow,
  windowFilter,
  type TimeWindow,
  type WindowInput,
} from './time-window';

export interface TimeseriesInput extends WindowInput {
  category?: Category;
  interval?: TimeseriesInterval;
}

export interface TimeseriesPoint {
  /** Bucket start. */
  t: string;
  /** Mean divergence of the bucket's events; null when the bucket holds no scored event. */
  avg_divergence: number | null;
  /** Events in the bucket. */
  n: number;
}

export interface Timeseries extends TimeWindow {
  interval: TimeseriesInterval;
  series: { category: Category; points: TimeseriesPoint[] }[];
}

export interface DivergenceTimeseries extends TimeWindow {
  interval: TimeseriesInterval;
  /** The category filter applied, or null for every category together. */
  category: Category | null;
  points: TimeseriesPoint[];
}

type Histogram = {
  buckets: (estypes.AggregationsDateHistogramBucket & { divergence: { value: number | null } })[];
};

/** Every bucket of the window with the mean divergence of its events. */
const divergenceHistogram = (interval: TimeseriesInterval, window: TimeWindow) =>
  ({
    date_histogram: firstSeenBuckets(interval, window),
    aggs: { divergence: { avg: { field: 'divergence_score' } } },
  }) satisfies estypes.AggregationsAggregationContainer;

const points = (histogram: Histogram): TimeseriesPoint[] =>
  histogram.buckets.map((b) => ({
    t: new Date(Number(b.key)).toISOString(),
    avg_divergence: roundAverage(b.divergence.value),
    n: b.doc_count,
  }));

/** The interval (default day) and category of a request, checked here too for callers that bypass HTTP (MCP). */
function seriesOptions(input: TimeseriesInput): { interval: TimeseriesInterval; category?: Category } {
  const interval = input.interval ?? TIMESERIES_DEFAULT_INTERVAL;
  if (!TIMESERIES_INTERVALS.includes(interval)) {
    throw invalidParameter(`interval must be one of ${TIMESERIES_INTERVALS.join(', ')}`);
  }
  if (input.category !== undefined && !CATEGORIES.includes(input.category)) {
    throw invalidParameter(`category must be one of ${CATEGORIES.join(', ')}`);
  }
  return { interval, category: input.category };
}

/** GET /stats/timeseries. */
export async function statsTimeseries(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: TimeseriesInput,
  now: number = Date.now(),
): Promise<Timeseries> {
  const { interval, category } = seriesOptions(input);
  const window = resolveWindow(caller, interval, input, now);
  const categories = category === undefined ? CATEGORIES : [category];
  const res = await app.es.search({
    index: app.indices.events,
    size: 0,
    track_total_hits: false,
    query: liveEventsQuery(windowFilter(category, window)),
    aggs: {
      categories: {
        filters: { filters: Object.fromEntries(categories.map((c) => [c, { term: { category: c } }])) },
        aggs: { points: divergenceHistogram(interval, window) },
      },
    },
  });
  const buckets = (res.aggregations?.categories as { buckets: Record<string, { points: Histogram }> })
    .buckets;
  return {
    interval,
    ...window,
    series: categories.map((category) => ({ category, points: points(buckets[category].points) })),
  };
}

/** GET /divergence/timeseries: one series of mean divergence, across categories unless one is given. */
export async function divergenceTimeseries(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: TimeseriesInput,
  now: number = Date.now(),
): Promise<DivergenceTimeseries> {
  const { interval, category } = seriesOptions(input);
  const window = resolveWindow(caller, interval, input, now);
  const res = await app.es.search({
    index: app.indices.events,
    size: 0,
    track_total_hits: false,
    query: liveEventsQuery(windowFilter(category, window)),
    aggs: { points: divergenceHistogram(interval, window) },
  });
  return {
    interval,
    ...window,
    category: category ?? null,
    points: points(res.aggregations?.points as Histogram),
  };
}
