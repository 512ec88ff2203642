// GET /sentiment/{category} (SPEC §4 "Other endpoints named"; payload ours, docs/decisions.md): how the left,
// the centre and the right of the spectrum felt about one category's events over a window (default the last
// 7 days, at most 90, the caller's window as for the timeseries): the events' mean sentiment, each side's mean
// over its source rows (sides as in SPEC §4 Gap rules: bias_position <= 35 left, >= 65 right), and the same
// per day. One Elasticsearch search.
import type { estypes } from '@elastic/elasticsearch';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { invalidParameter } from '../errors';
import { CATEGORIES, GAP, SPECTRUM_SIDES, type Category, type SpectrumSide } from '../spec';
import { liveEventsQuery } from '../store/event-tombstones';
import { roundAverage } from './round-average';
import {
  firstSeenBuckets,
  resolveWindow,
  windowFilter,
  type TimeWindow,
  type WindowInput,
} from './time-window';

/** Sentiment is -1..1; three decimals, as articles store it. */
const DECIMALS = 3;

export interface SideSentiment {
  /** Mean sentiment of the side's source rows; null when the side covered none of the events. */
  avg_sentiment: number | null;
  /** Source rows (one per outlet and event) from that side. */
  sources: number;
}

export interface SentimentPoint {
  t: string;
  /** Events first seen that day. */
  n: number;
  avg_sentiment: number | null;
  left: number | null;
  center: number | null;
  right: number | null;
}

export interface CategorySentiment extends TimeWindow {
  category: Category;
  events: number;
  avg_sentiment: number | null;
  sides: Record<SpectrumSide, SideSentiment>;
  points: SentimentPoint[];
}

const SIDE_FILTERS: Record<SpectrumSide, estypes.QueryDslQueryContainer> = {
  left: { range: { 'sources.bias_position': { lte: GAP.leftMaxPosition } } },
  center: { range: { 'sources.bias_position': { gt: GAP.leftMaxPosition, lt: GAP.rightMinPosition } } },
  right: { range: { 'sources.bias_position': { gte: GAP.rightMinPosition } } },
};

const bySide = {
  nested: { path: 'sources' },
  aggs: {
    sides: {
      filters: { filters: SIDE_FILTERS },
      aggs: { sentiment: { avg: { field: 'sources.sentiment' } } },
    },
  },
} satisfies estypes.AggregationsAggregationContainer;

interface SideBuckets {
  sides: { buckets: Record<SpectrumSide, { doc_count: number; sentiment: { value: number | null } }> };
}

interface DayBucket {
  key: number;
  doc_count: number;
  sentiment: { value: number | null };
  by_side: SideBuckets;
}

export async function categorySentiment(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: WindowInput & { category: string },
  now: number = Date.now(),
): Promise<CategorySentiment> {
  const category = input.category as Category;
  if (!CATEGORIES.includes(category)) {
    throw invalidParameter(`category "${input.category}" must be one of ${CATEGORIES.join(', ')}`);
  }
  const window = resolveWindow(caller, 'day', input, now);
  const res = await app.es.search({
    index: app.indices.events,
    size: 0,
    track_total_hits: true,
    query: liveEventsQuery(windowFilter(category, window)),
    aggs: {
      sentiment: { avg: { field: 'sentiment' } },
      by_side: bySide,
      days: {
        date_histogram: firstSeenBuckets('day', window),
        aggs: { sentiment: { avg: { field: 'sentiment' } }, by_side: bySide },
      },
    },
  });
  const aggs = res.aggregations as unknown as {
    sentiment: { value: number | null };
    by_side: SideBuckets;
    days: { buckets: DayBucket[] };
  };
  const total = res.hits.total;
  const sideMean = (buckets: SideBuckets, side: SpectrumSide) =>
    roundAverage(buckets.sides.buckets[side].sentiment.value, DECIMALS);
  return {
    category,
    ...window,
    events: typeof total === 'number' ? total : (total?.value ?? 0),
    avg_sentiment: roundAverage(aggs.sentiment.value, DECIMALS),
    sides: Object.fromEntries(
      SPECTRUM_SIDES.map((side) => [
        side,
        { avg_sentiment: sideMean(aggs.by_side, side), sources: aggs.by_side.sides.buckets[side].doc_count },
      ]),
    ) as Record<SpectrumSide, SideSentiment>,
    points: aggs.days.buckets.map((b) => ({
      t: new Date(b.key).toISOString(),
      n: b.doc_count,
      avg_sentiment: roundAverage(b.sentiment.value, DECIMALS),
      left: sideMean(b.by_side, 'left'),
      center: sideMean(b.by_side, 'center'),
      right: sideMean(b.by_side, 'right'),
    })),
  };
}
