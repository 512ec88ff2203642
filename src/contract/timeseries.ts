// Divergence over time on the wire (SPEC §2 Timeseries): buckets of first_seen_at with their mean divergence and
// event count, one series per category (GET /stats/timeseries) or one over every category or the one asked for
// (GET /divergence/timeseries), each stating the window it covers, since defaults may have chosen it.
import { z } from 'zod';
import { TIMESERIES_INTERVALS } from '../spec';
import { category } from './category';

export const timeseriesPoint = z
  .strictObject({
    t: z.iso.datetime().describe('Bucket start (UTC, calendar-aligned: weeks start on Monday).'),
    avg_divergence: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe("Mean divergence of the bucket's events; null when it holds none."),
    n: z.int().min(0).describe('Events in the bucket.'),
  })
  .describe('One bucket of first_seen_at.');

const windowFields = {
  interval: z.enum(TIMESERIES_INTERVALS).describe('Bucket size.'),
  since: z.iso.datetime().describe('Start of the window (inclusive).'),
  until: z.iso.datetime().describe('End of the window (exclusive).'),
};

export const timeseries = z
  .strictObject({
    ...windowFields,
    series: z
      .array(
        z
          .strictObject({
            category,
            points: z
              .array(timeseriesPoint)
              .describe('Every bucket of the window, oldest first, empty ones included.'),
          })
          .describe("One category's series."),
      )
      .describe('One entry per category (all six) unless a category filter is given.'),
  })
  .describe('Date histograms per category (SPEC §2 Timeseries), with the window they cover.');

export const divergenceTimeseries = z
  .strictObject({
    interval: windowFields.interval,
    category: category.nullable().describe('The category filter applied; null for every category together.'),
    since: windowFields.since,
    until: windowFields.until,
    points: z.array(timeseriesPoint).describe('Every bucket of the window, oldest first.'),
  })
  .describe('One series of mean divergence over time.');

export type TimeseriesPoint = z.infer<typeof timeseriesPoint>;
export type Timeseries = z.infer<typeof timeseries>;
export type DivergenceTimeseries = z.infer<typeof divergenceTimeseries>;
