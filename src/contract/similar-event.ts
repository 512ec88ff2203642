// An event of GET /events/{id}/similar on the wire: the list item's fields and how near it is in meaning to the
// event asked about; and a page of them.
import { z } from 'zod';
import { eventFields } from './event-list-item';
import { listPage } from './list-page';

export const similarEvent = z
  .strictObject({
    ...eventFields,
    similarity: z
      .number()
      .min(-1)
      .max(1)
      .describe(
        "Cosine of the two events' meaning vectors (the mean of their articles' headline-and-lead embeddings), rounded to 3 decimals; 1 is the same meaning.",
      ),
  })
  .describe('An event in a list (as `Event`), with how near it is in meaning to the event asked about.');

export const similarEventList = listPage(
  similarEvent,
  'The events of this page.',
  'A page of similar events, nearest first.',
);

export type SimilarEvent = z.infer<typeof similarEvent>;
