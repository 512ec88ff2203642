// Aggregates: GET /stats (SPEC §2 Stats snapshot), /stats/timeseries (SPEC §2 Timeseries, §4 Stats),
// /categories and /sentiment/{category} (named by SPEC §4, payloads decided in docs/decisions.md).
import {
  STATS_CACHE_SECONDS,
  TIMESERIES_DEFAULT_INTERVAL,
  TIMESERIES_INTERVALS,
  TIMESERIES_MAX_SPAN_MS,
} from '../../spec';
import { getOperation } from './common';
import {
  arrayOf,
  dataEnvelope,
  integer,
  nullableTimestamp,
  number,
  object,
  parameterRef,
  pathParam,
  query,
  ref,
  stringEnum,
  timestamp,
} from './schema';
import type { PathItem, Schema } from './types';

const HOURS = (ms: number | null) => (ms === null ? 'unbounded' : `at most ${ms / 3_600_000} hours`);

export const STATS_SCHEMAS: Record<string, Schema> = {
  Stats: object('Service-wide figures (SPEC §2 Stats snapshot).', {
    articles_total: integer('Articles stored.', 0),
    events_total: integer('Live events (merged-away ones excluded).', 0),
    outlets_active: integer('Outlets with at least one article.', 0),
    avg_divergence_7d: number('Mean divergence of the events first seen in the last 7 days.', 0, 100),
    last_ingest_at: nullableTimestamp('When the last ingest cycle finished; null before the first.'),
    next_ingest_at: timestamp('When the next ingest cycle is due.'),
    ingest_cadence_minutes: integer('Minutes between ingest cycles.', 1),
  }),
  Timeseries: object('Date histograms per category (SPEC §2 Timeseries).', {
    interval: stringEnum(TIMESERIES_INTERVALS, 'Bucket size.'),
    series: arrayOf(
      object("One category's series.", {
        category: ref('Category'),
        points: arrayOf(
          object('One bucket.', {
            t: timestamp('Bucket start.'),
            avg_divergence: number("Mean divergence of the bucket's events.", 0, 100),
            n: integer('Events in the bucket.', 0),
          }),
          'Buckets, oldest first.',
        ),
      }),
      'One entry per category unless a category filter is given.',
    ),
  }),
};

const INTERVAL = query(
  'interval',
  `Bucket size: hour (span ${HOURS(TIMESERIES_MAX_SPAN_MS.hour)}), day (span ${HOURS(TIMESERIES_MAX_SPAN_MS.day)}), week. A longer span is a 400 \`invalid_parameter\`.`,
  { type: 'string', enum: TIMESERIES_INTERVALS, default: TIMESERIES_DEFAULT_INTERVAL },
);

export const STATS_PATHS: Record<string, PathItem> = {
  '/stats': getOperation({
    operationId: 'getStats',
    summary: 'Service statistics',
    tag: 'Stats',
    description: `The stats snapshot, computed at most every ${STATS_CACHE_SECONDS} seconds.`,
    ok: { description: 'The snapshot.', schema: dataEnvelope(ref('Stats'), 'The snapshot under `data`.') },
  }),
  '/stats/timeseries': getOperation({
    operationId: 'getStatsTimeseries',
    summary: 'Divergence and event counts over time',
    tag: 'Stats',
    description:
      'Average divergence and event count per bucket of first_seen_at, one series per category unless one is given.',
    parameters: [
      query('category', 'One category only.', ref('Category')),
      INTERVAL,
      parameterRef('Since'),
      parameterRef('Until'),
    ],
    ok: { description: 'The series.', schema: dataEnvelope(ref('Timeseries'), 'The series under `data`.') },
    errors: ['InvalidParameter'],
  }),
  '/categories': getOperation({
    operationId: 'listCategories',
    summary: 'Categories',
    tag: 'Stats',
    description: 'Every event category with its live event count and mean divergence.',
    ok: {
      description: 'The categories.',
      schema: object('Every category.', {
        data: arrayOf(
          object('One category.', {
            category: ref('Category'),
            events: integer('Live events.', 0),
            avg_divergence: number('Mean divergence of its events.', 0, 100),
          }),
          'In the order of SPEC §2.',
        ),
      }),
    },
  }),
  '/sentiment/{category}': getOperation({
    operationId: 'getCategorySentiment',
    summary: 'Sentiment of a category by side',
    tag: 'Stats',
    description: "Mean source-row sentiment of a category's events, by side of the spectrum.",
    parameters: [
      pathParam('category', 'The category.', ref('Category')),
      parameterRef('Since'),
      parameterRef('Until'),
    ],
    ok: {
      description: 'Sentiment by side.',
      schema: dataEnvelope(
        object('Sentiment by side.', {
          category: ref('Category'),
          left: number("Mean sentiment of left outlets' rows.", -1, 1),
          center: number("Mean sentiment of centre outlets' rows.", -1, 1),
          right: number("Mean sentiment of right outlets' rows.", -1, 1),
        }),
        'Under `data`.',
      ),
    },
    errors: ['InvalidParameter'],
  }),
};
