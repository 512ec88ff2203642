// A coverage gap on the wire (SPEC §4 Gap rules): which side covered the event and which did not, and whether
// the gap is still provisional.
import { z } from 'zod';
import { GAP, GAP_PROVISIONAL_HOURS, GAP_SPLIT_WINDOW_HOURS } from '../spec';

const SIDES = ['left', 'right'] as const;

export const gap = z
  .strictObject({
    covered_by: z.enum(SIDES).describe('The side that covered it.'),
    ignored_by: z.enum(SIDES).describe('The opposite side.'),
    covered_count: z.int().min(GAP.minCoveringOutlets).describe('Outlets on the covering side.'),
    ignored_count: z.int().min(0).max(0).describe('Outlets on the ignoring side (0 for a gap).'),
    provisional: z
      .boolean()
      .describe(
        `True while the event's first article is under ${GAP_PROVISIONAL_HOURS} h old: the other side may not have reported it yet. A gap is listed only when no article of the ignoring side within ${GAP_SPLIT_WINDOW_HOURS} h reports the same happening (a clustering split), provisional or not.`,
      ),
  })
  .describe(
    `One side covered the event and the other did not (SPEC §4 Gap rules): left is bias_position <= ${GAP.leftMaxPosition}, right >= ${GAP.rightMinPosition}; a gap has ${GAP.minCoveringOutlets} or more covering outlets on one side and none on the other.`,
  );

export type Gap = z.infer<typeof gap>;
