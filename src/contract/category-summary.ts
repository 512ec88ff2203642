// The six categories with their live event counts and mean divergence, all time and over 7 days, on the wire
// (GET /categories; payload decided in docs/decisions.md).
import { z } from 'zod';
import { category } from './category';

const meanScore = (description: string) => z.number().min(0).max(100).nullable().describe(description);

export const categorySummaries = z
  .strictObject({
    data: z
      .array(
        z
          .strictObject({
            category,
            event_count: z.int().min(0).describe('Live events.'),
            avg_divergence: meanScore('Mean divergence of its events; null when none is scored yet.'),
            event_count_7d: z.int().min(0).describe('Live events first seen in the last 7 days.'),
            avg_divergence_7d: meanScore('Mean divergence of those; null when none is scored.'),
          })
          .describe('One category.'),
      )
      .describe('All six, in the order of SPEC §2.'),
  })
  .describe('Every category.');

export type CategorySummaries = z.infer<typeof categorySummaries>;
