// Aggregates: GET /stats (SPEC §2 Stats snapshot), /stats/timeseries (SPEC §2 Timeseries, §4 Stats),
// /categories and /sentiment/{category} (named by SPEC §4, payloads decided in docs/decisions.md).
import {
  STATS_CACHE_SECONDS,
  TIMESERIES_DEFAULT_INTERVAL,
  TIMESERIES_INTERVALS,
  TIMESERIES_MAX_SPAN_MS,
} from '../../spec';
import { getOperation } from './common';
import { contractComponents } from './contract-components';
import { arrayOf, dataEnvelope, integer, object, pathParam, query, ref, timestamp } from './schema';
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
const HOURS = (ms: number | null) => (ms === null ? 'unbounded' : `at most ${ms / 3_600_000} hours`);

export const STATS_SCHEMAS = contractComponents(
  'Stats',
  'TimeseriesPoint',
  'Timeseries',
  'DivergenceTimeseries',
);

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
      ...SERIES_PARAMETERS.filter((p) => p.name === 'since' || p.name === 'until'),
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
