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
    avg_divergence_7d: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 100,
      description:
        'Mean divergence of the live events first seen in the last 7 days; null when none is scored yet.',
    },
    last_ingest_at: nullableTimestamp('When the last ingest cycle finished; null before the first.'),
    next_ingest_at: nullableTimestamp('When the next ingest cycle is due; null when no cycle is scheduled.'),
    ingest_cadence_minutes: integer('Minutes between ingest cycles.', 1),
  }),
  TimeseriesPoint: object('One bucket of first_seen_at.', {
    t: timestamp('Bucket start (UTC, calendar-aligned: weeks start on Monday).'),
    avg_divergence: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 100,
      description: "Mean divergence of the bucket's events; null when it holds none.",
    },
    n: integer('Events in the bucket.', 0),
  }),
  Timeseries: object('Date histograms per category (SPEC §2 Timeseries), with the window they cover.', {
    interval: stringEnum(TIMESERIES_INTERVALS, 'Bucket size.'),
    since: timestamp('Start of the window (inclusive).'),
    until: timestamp('End of the window (exclusive).'),
    series: arrayOf(
      object("One category's series.", {
        category: ref('Category'),
        points: arrayOf(
          ref('TimeseriesPoint'),
          'Every bucket of the window, oldest first, empty ones included.',
        ),
      }),
      'One entry per category (all six) unless a category filter is given.',
    ),
  }),
  DivergenceTimeseries: object('One series of mean divergence over time.', {
    interval: stringEnum(TIMESERIES_INTERVALS, 'Bucket size.'),
    category: {
      oneOf: [ref('Category'), { type: 'null' }],
      description: 'The category filter applied; null for every category together.',
    },
    since: timestamp('Start of the window (inclusive).'),
    until: timestamp('End of the window (exclusive).'),
    points: arrayOf(ref('TimeseriesPoint'), 'Every bucket of the window, oldest first.'),
  }),
};

/** The window parameters every series endpoint shares (h6's time-window rules, docs/decisions.md). */
export const SERIES_PARAMETERS = [
  query('category', 'One category only.', ref('Category')),
  query(
    'interval',
    `Bucket size: hour (span ${HOURS(TIMESERIES_MAX_SPAN_MS.hour)}), day (span ${HOURS(TIMESERIES_MAX_SPAN_MS.day)}), week. A longer span is a 400 \`invalid_parameter\`.`,
    { type: 'string', enum: TIMESERIES_INTERVALS, default: TIMESERIES_DEFAULT_INTERVAL },
  ),
  query(
    'since',
    "Start of the window (inclusive); by default a day (hour), a week (day) or twelve weeks (week) before `until`. Without a key it must lie in the public window, the last 7 days; with one, in the tier's lookback; else 401 `archive_token_required`.",
    { type: 'string', format: 'date-time' },
  ),
  query('until', 'End of the window (exclusive); by default now. `since` after `until` is a 400.', {
    type: 'string',
    format: 'date-time',
  }),
];

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
    parameters: SERIES_PARAMETERS,
    ok: { description: 'The series.', schema: dataEnvelope(ref('Timeseries'), 'The series under `data`.') },
    errors: ['InvalidParameter', 'InvalidApiKeyOrArchive'],
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
