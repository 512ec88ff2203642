// How many readers flagged each item of an event as wrong, as GET /events/{id} shows it (docs/decisions.md,
// "Reader feedback"): counts only, with the id a flag addresses each item by.
import { z } from 'zod';
import { FACT_ID_PATTERN } from '../spec';

const readers = (what: string) => z.int().min(0).describe(`Readers who flagged ${what} as wrong.`);

export const eventFeedback = z
  .strictObject({
    score: readers('the divergence score'),
    gap: z
      .int()
      .min(0)
      .nullable()
      .describe('Readers who flagged the coverage gap as wrong; null when the event is no gap.'),
    facts: z
      .array(
        z
          .strictObject({
            id: z
              .string()
              .regex(new RegExp(FACT_ID_PATTERN))
              .describe(
                "The entry's id: `fact_` and 16 hex digits of the SHA-256 of its claim, case and spacing folded; the same claim keeps it across re-analyses.",
              ),
            readers: readers('this entry'),
          })
          .describe('One ledger entry.'),
      )
      .describe('One per entry of `facts`, in its order.'),
    framing: z
      .array(
        z
          .strictObject({
            outlet_slug: z
              .string()
              .describe('The outlet, as in `sources[].outlet_slug`: the id of its framing summary.'),
            readers: readers("this outlet's framing summary"),
          })
          .describe("One outlet's framing summary."),
      )
      .describe('One per row of `sources`, in its order.'),
  })
  .describe(
    "How many readers flagged each item of the event as wrong: counts only, never who flagged or their words. Each reader counts once per item (an account with all its keys and pages, or a key without an account). `facts` and `framing` follow the event's `facts` and `sources`, one entry each, in their order, with the id a flag addresses the item by. Flags on an event merged into another stay with the merged-away id.",
  );

export type EventFeedback = z.infer<typeof eventFeedback>;
