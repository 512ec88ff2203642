// Aggregates: GET /stats (SPEC §2 Stats snapshot), /stats/timeseries (SPEC §2 Timeseries, §4 Stats),
// /categories and /sentiment/{category} (named by SPEC §4, payloads decided in docs/decisions.md).
import {
  STATS_CACHE_SECONDS,
  TIMESERIES_DEFAULT_INTERVAL,
  TIMESERIES_INTERVALS,
  TIMESERIES_MAX_SPAN_MS,
} from '../../spec';
import { categorySentiment } from '../../contract/category-sentiment';
import { categorySummaries } from '../../contract/category-summary';
import { getOperation } from './common';
import { contractComponents, contractSchema } from './contract-components';
import type { Form } from './from-contract';
import { dataEnvelope, pathParam, query, ref } from './schema';
import type { PathItem } from './types';

/** These two answers write a nullable mean's bounds before its description. */
const BOUNDS_FIRST: Form = { nullableBoundsFirst: true };
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
      schema: contractSchema(categorySummaries, BOUNDS_FIRST),
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
      schema: dataEnvelope(contractSchema(categorySentiment, BOUNDS_FIRST), 'Under `data`.'),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrArchive'],
  }),
};
