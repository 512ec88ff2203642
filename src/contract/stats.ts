// The service-wide figures on the wire (SPEC §2 Stats snapshot), in the spec's order.
import { z } from 'zod';

export const stats = z
  .strictObject({
    articles_total: z.int().min(0).describe('Articles stored.'),
    events_total: z.int().min(0).describe('Live events (merged-away ones excluded).'),
    outlets_active: z.int().min(0).describe('Outlets with at least one article.'),
    avg_divergence_7d: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe(
        'Mean divergence of the live events first seen in the last 7 days; null when none is scored yet.',
      ),
    last_ingest_at: z.iso
      .datetime()
      .nullable()
      .describe('When the last ingest cycle finished; null before the first.'),
    next_ingest_at: z.iso
      .datetime()
      .nullable()
      .describe('When the next ingest cycle is due; null when no cycle is scheduled.'),
    ingest_cadence_minutes: z.int().min(1).describe('Minutes between ingest cycles.'),
  })
  .describe('Service-wide figures (SPEC §2 Stats snapshot).');

export type Stats = z.infer<typeof stats>;
