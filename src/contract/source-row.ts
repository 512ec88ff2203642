// One outlet's coverage of an event on the wire (SPEC §2 Source), its fields in the order every response gives
// them; the stored article id stays internal.
import { z } from 'zod';
import { BIASES, SENTIMENT_RANGE } from '../spec';

export const sourceRow = z
  .strictObject({
    outlet: z.string().describe('Outlet display name.'),
    outlet_slug: z.string().describe('Outlet slug, as in `/outlets/{slug}`.'),
    domain: z.string().describe("The outlet's domain."),
    bias: z.enum(BIASES).describe('Bias class of the outlet.'),
    bias_position: z.int().min(0).max(100).describe('Position on the spectrum: low is left, high is right.'),
    framing: z
      .string()
      .describe(
        'The primary frame of this coverage, a Media Frames Corpus dimension: one of economic, capacity, morality, fairness, legal, policy, crime, security, health, quality_of_life, cultural_identity, public_opinion, political, external_regulation, other.',
      ),
    framing_label: z.string().describe('Human-readable framing label.'),
    framing_summary: z.string().describe('One sentence on what this coverage stresses.'),
    headline: z.string().describe("The outlet's headline."),
    byline: z.string().describe('Author credit; empty when the article names none.'),
    sentiment: z
      .number()
      .min(SENTIMENT_RANGE.min)
      .max(SENTIMENT_RANGE.max)
      .nullable()
      .describe(
        "Tone of this outlet's headline and lead toward the event's subject; null when unknown (the subject is not mentioned, or nothing around it carries tone).",
      ),
    url: z.url().describe("The outlet's article."),
    published_at: z.iso.datetime().describe('When the article was published.'),
  })
  .describe("One outlet's coverage of an event (SPEC §2 Source).");

export type SourceRow = z.infer<typeof sourceRow>;
