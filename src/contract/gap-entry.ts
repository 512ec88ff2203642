// An event that is a coverage gap, as GET /divergence/gaps lists it (SPEC §2 Gap entry): seven of the list
// item's fields and the gap; and a page of them.
import { z } from 'zod';
import { eventFields } from './event-list-item';
import { gap } from './gap';
import { listPage } from './list-page';

export const gapEntry = z
  .strictObject({
    id: eventFields.id,
    title: eventFields.title,
    category: eventFields.category,
    divergence_score: eventFields.divergence_score,
    article_count: eventFields.article_count,
    time_ago: eventFields.time_ago,
    updated_at: eventFields.updated_at,
    gap,
  })
  .describe('An event that is a coverage gap (SPEC §2 Gap entry).');

export const gapList = listPage(gapEntry, 'The gaps of this page.', 'A page of gaps.');

export type GapEntry = z.infer<typeof gapEntry>;
