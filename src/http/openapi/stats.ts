// Aggregates: GET /stats (SPEC §2 Stats snapshot), /stats/timeseries (SPEC §2 Timeseries, §4 Stats),
// /categories and /sentiment/{category} (named by SPEC §4, payloads decided in docs/decisions.md).
import { STATS_CACHE_SECONDS } from '../../spec';
import { SERIES_PARAMETERS, WINDOW_PARAMETERS } from '../../contract/parameters/timeseries';
import { getOperation } from './common';
import { categorySentiment } from '../../contract/category-sentiment';
import { categorySummaries } from '../../contract/category-summary';
import { contractComponents, contractSchema } from './contract-components';
import { queryParameters } from './contract-parameters';
import type { Form } from './from-contract';
import { dataEnvelope, pathParam, ref } from './schema';
import type { PathItem } from './types';

/** These two answers write a nullable mean's bounds before its description. */
const BOUNDS_FIRST: Form = { nullableBoundsFirst: true };

export const STATS_SCHEMAS = contractComponents(
  'Stats',
  'TimeseriesPoint',
  'Timeseries',
  'DivergenceTimeseries',
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
      ...queryParameters(WINDOW_PARAMETERS),
    ],
    ok: {
      description: 'Sentiment by side.',
      schema: dataEnvelope(contractSchema(categorySentiment, BOUNDS_FIRST), 'Under `data`.'),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrArchive'],
  }),
};
