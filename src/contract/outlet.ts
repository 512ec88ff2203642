// A tracked outlet on the wire (SPEC §2 Outlet), its fields in the spec's order, then the omission rate the
// outlet statistics measure (docs/decisions.md); GET /outlets lists them all, unpaginated.
import { z } from 'zod';
import { BIASES, OMISSION_WINDOW_DAYS, WIDELY_COVERED_OUTLETS } from '../spec';

export const outlet = z
  .strictObject({
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe('Identifier used in paths and in the `outlet` filter of events.'),
    name: z.string().describe('Display name.'),
    short_name: z.string().describe('Short display name.'),
    bias: z.enum(BIASES).describe('Bias class (docs/outlets.md says how each was rated).'),
    bias_position: z.int().min(0).max(100).describe('Position on the spectrum: low is left, high is right.'),
    primary_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .describe('Brand colour, `#rrggbb`.'),
    homepage: z.url().describe('Home page.'),
    articles_ingested: z.int().min(0).describe('Articles ingested from this outlet.'),
    avg_divergence_when_covered: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe('Mean divergence score of the scored events it covered; null until one is scored.'),
    omission_rate: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe(
        `Of the last ${OMISSION_WINDOW_DAYS} days' widely covered events (covered by at least ${WIDELY_COVERED_OUTLETS} outlets), the share this outlet did not cover (three decimals); null until there was one.`,
      ),
  })
  .describe('A tracked outlet (SPEC §2 Outlet).');

export const outletList = z
  .strictObject({ data: z.array(outlet).describe('Outlets, left to right.') })
  .describe('All outlets.');

export type Outlet = z.infer<typeof outlet>;
export type OutletList = z.infer<typeof outletList>;
