// The parameters of the series (SPEC §4 Stats; /stats/timeseries, /divergence/timeseries): category, interval and
// the window; the category sentiment takes the same window.
import { z } from 'zod';
import { TIMESERIES_DEFAULT_INTERVAL, TIMESERIES_INTERVALS, TIMESERIES_MAX_SPAN_MS } from '../../spec';
import { HOUR_MS } from '../../time-units';
import { category } from '../category';
import { timestamp } from './time-window';

const span = (ms: number | null) => (ms === null ? 'unbounded' : `at most ${ms / HOUR_MS} hours`);

export const WINDOW_PARAMETERS = {
  since: timestamp
    .optional()
    .describe(
      "Start of the window (inclusive); by default a day (hour), a week (day) or twelve weeks (week) before `until`. Without a key it must lie in the public window, the last 7 days; with one, in the tier's lookback; else 401 `archive_token_required`.",
    ),
  until: timestamp
    .optional()
    .describe('End of the window (exclusive); by default now. `since` after `until` is a 400.'),
};

export const SERIES_PARAMETERS = {
  category: category.optional().describe('One category only.'),
  interval: z
    .enum(TIMESERIES_INTERVALS)
    .default(TIMESERIES_DEFAULT_INTERVAL)
    .describe(
      `Bucket size: hour (span ${span(TIMESERIES_MAX_SPAN_MS.hour)}), day (span ${span(TIMESERIES_MAX_SPAN_MS.day)}), week. A longer span is a 400 \`invalid_parameter\`.`,
    ),
  ...WINDOW_PARAMETERS,
};
