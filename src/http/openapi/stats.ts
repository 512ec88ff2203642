// Aggregates: GET /stats (SPEC §2 Stats snapshot), /stats/timeseries (SPEC §2 Timeseries, §4 Stats),
// /categories and /sentiment/{category} (named by SPEC §4, payloads decided in docs/decisions.md).
import { STATS_CACHE_SECONDS, TIMESERIES_INTERVALS } from '../../spec';
import { SERIES_PARAMETERS, WINDOW_PARAMETERS } from '../../contract/parameters/timeseries';
import { getOperation } from './common';
import { queryParameters } from './contract-parameters';
import {
  arrayOf,
  dataEnvelope,
  integer,
  nullableTimestamp,
  object,
  pathParam,
  ref,
  stringEnum,
  timestamp,
} from './schema';
import type { PathItem, Schema } from './types';

const SIDES = ['left', 'center', 'right'];
const nullableScore = (description: string): Schema => ({
  type: ['number', 'null'],
  minimum: 0,
  maximum: 100,
  description,
});
const nullableSentiment = (description: string): Schema => ({
  type: ['number', 'null'],
  minimum: -1,
  maximum: 1,
  description,
});

export const STATS_SCHEMAS: Record<string, Schema> = {
  Stats: object('Service-wide figures (SPEC §2 Stats snapshot).', {
    articles_total: integer('Articles stored.', 0),
    events_total: integer('Live events (merged-away ones excluded).', 0),
    outlets_active: integer('Outlets with at least one article.', 0),
    avg_divergence_7d: {
      type: ['number', 'null'],
      description:
        'Mean divergence of the live events first seen in the last 7 days; null when none is scored yet.',
      minimum: 0,
      maximum: 100,
    },
    last_ingest_at: nullableTimestamp('When the last ingest cycle finished; null before the first.'),
    next_ingest_at: nullableTimestamp('When the next ingest cycle is due; null when no cycle is scheduled.'),
    ingest_cadence_minutes: integer('Minutes between ingest cycles.', 1),
  }),
  TimeseriesPoint: object('One bucket of first_seen_at.', {
    t: timestamp('Bucket start (UTC, calendar-aligned: weeks start on Monday).'),
    avg_divergence: {
      type: ['number', 'null'],
      description: "Mean divergence of the bucket's events; null when it holds none.",
      minimum: 0,
      maximum: 100,
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
    parameters: queryParameters(SERIES_PARAMETERS),
    ok: { description: 'The series.', schema: dataEnvelope(ref('Timeseries'), 'The series under `data`.') },
    errors: ['InvalidParameter', 'InvalidApiKeyOrArchive'],
  }),
  '/categories': getOperation({
    operationId: 'listCategories',
    summary: 'Categories',
    tag: 'Stats',
    description:
      'The six event categories with their live event counts and mean divergence, all time and over 7 days.',
    ok: {
      description: 'The categories.',
      schema: object('Every category.', {
        data: arrayOf(
          object('One category.', {
            category: ref('Category'),
            event_count: integer('Live events.', 0),
            avg_divergence: nullableScore('Mean divergence of its events; null when none is scored yet.'),
            event_count_7d: integer('Live events first seen in the last 7 days.', 0),
            avg_divergence_7d: nullableScore('Mean divergence of those; null when none is scored.'),
          }),
          'All six, in the order of SPEC §2.',
        ),
      }),
    },
  }),
  '/sentiment/{category}': getOperation({
    operationId: 'getCategorySentiment',
    summary: 'Sentiment of a category by side',
    tag: 'Stats',
    description:
      "Mean sentiment of a category's events in a window, overall and by side of the spectrum (left: bias_position <= 35, center: 36-64, right: >= 65), and per day. An unknown category is a 400.",
    parameters: [
      pathParam('category', 'The category.', ref('Category')),
      ...queryParameters(WINDOW_PARAMETERS),
    ],
    ok: {
      description: 'Sentiment by side.',
      schema: dataEnvelope(
        object('Sentiment of the category in the window.', {
          category: ref('Category'),
          since: timestamp('Start of the window (inclusive).'),
          until: timestamp('End of the window (exclusive).'),
          events: integer('Live events of the category first seen in the window.', 0),
          avg_sentiment: nullableSentiment('Mean sentiment of those events; null when there are none.'),
          sides: object(
            'Per side: the mean sentiment of its source rows and how many rows there are.',
            Object.fromEntries(
              SIDES.map((side) => [
                side,
                object(`The ${side} side.`, {
                  avg_sentiment: nullableSentiment('Mean over its source rows; null when it has none.'),
                  sources: integer('Source rows (one per outlet and event).', 0),
                }),
              ]),
            ),
          ),
          points: arrayOf(
            object('One day.', {
              t: timestamp('Day start (UTC).'),
              n: integer('Events first seen that day.', 0),
              avg_sentiment: nullableSentiment("Mean sentiment of the day's events."),
              ...Object.fromEntries(
                SIDES.map((side) => [side, nullableSentiment(`Mean over the ${side} side's source rows.`)]),
              ),
            }),
            'Every day of the window, oldest first.',
          ),
        }),
        'Under `data`.',
      ),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrArchive'],
  }),
};
