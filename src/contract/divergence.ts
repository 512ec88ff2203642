// How an event's divergence score was reached, as GET /events/{id} shows it (docs/divergence.md): the components,
// the outlets that drive each, the score's interval and confidence, and the score history. An event scored by
// method version 1 has neither `wording` nor `meaning` (nor their drivers) until `parallax rescore` reaches it.
import { z } from 'zod';
import { DIVERGENCE_BASES, DIVERGENCE_COMPONENTS, DIVERGENCE_RANGE } from '../spec';

type Component = (typeof DIVERGENCE_COMPONENTS)[number];

/** The components the analysis has measured since method version 2. */
const SINCE_METHOD_2: readonly Component[] = ['wording', 'meaning'];

const score = () => z.int().min(DIVERGENCE_RANGE.min).max(DIVERGENCE_RANGE.max);

/** One field per component, optional when it is one of method version 2's. */
function perComponent<T extends z.ZodType>(field: (c: Component) => T) {
  return Object.fromEntries(
    DIVERGENCE_COMPONENTS.map((c) => [c, SINCE_METHOD_2.includes(c) ? field(c).optional() : field(c)]),
  ) as Record<Component, T | z.ZodOptional<T>>;
}

const componentValue = (c: Component) =>
  z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe(
      c === 'coverage'
        ? 'Coverage imbalance, shown beside the score and not part of it.'
        : `The ${c} component.`,
    );

export const divergence = z
  .strictObject({
    method_version: z.int().min(1).describe('Version of the formula that scored the event.'),
    basis: z
      .enum(DIVERGENCE_BASES)
      .describe(
        '`both_sides`: the left and the right each cover it with independent texts, so it is scored; otherwise the score is 0 and this says why (one outlet, one source text, or one side only).',
      ),
    confidence: z.number().min(0).max(1).describe('1 - the width of the interval over 100.'),
    interval: z
      .array(score().describe('A bound of the score.'))
      .min(2)
      .max(2)
      .describe(
        "The score's 90% interval from resampling each side's outlets, never narrower than one outlet a side's measured noise; [0, 0] when not scored.",
      )
      .optional(),
    ...perComponent(componentValue),
    drivers: z
      .strictObject(
        perComponent((c) =>
          z.array(z.string().describe('An outlet slug.')).describe(`Outlets driving ${c}.`),
        ),
      )
      .describe('Per component, the slugs of the outlets that drive it (at most six).'),
    history: z
      .array(
        z
          .strictObject({
            t: z.iso.datetime().describe("The event's latest article at that analysis."),
            score: score().describe('The score.'),
            method_version: z.int().min(1).describe('The formula version.'),
          })
          .describe('The score after one analysis that changed it.'),
      )
      .describe('Oldest first; capped at 48 points (the first and the latest).'),
  })
  .describe(
    "How the divergence score was reached (docs/divergence.md): the components in [0, 1] (null when the event gives nothing to measure one on), the outlets that drive each, the score's interval and confidence, and the score history.",
  );

export type Divergence = z.infer<typeof divergence>;
