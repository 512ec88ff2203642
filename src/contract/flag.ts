// A reader's flag on the wire (POST /events/{id}/feedback; docs/decisions.md, "Reader feedback"): what was
// flagged and why, as stored, and how many readers flagged the item now. The words are never shown back.
import { z } from 'zod';
import { FEEDBACK_ITEM_KINDS, FEEDBACK_REASONS, type FeedbackReason } from '../spec';

const ALL_REASONS = [...new Set(Object.values(FEEDBACK_REASONS).flat())] as [
  FeedbackReason,
  ...FeedbackReason[],
];

export const flag = z
  .strictObject({
    event_id: z.int().min(1).describe('The event.'),
    item: z.enum(FEEDBACK_ITEM_KINDS).describe('The kind of item flagged.'),
    item_id: z.string().describe('The item flagged (`score` and `gap` for those kinds).'),
    reason: z.enum(ALL_REASONS).describe('The reason given.'),
    comment_shared: z.boolean().describe('Whether words were given and may be shared with the evaluators.'),
    created_at: z.iso.datetime().describe('When this reader first flagged this item.'),
    updated_at: z.iso.datetime().describe('When this flag was last sent.'),
    readers: z.int().min(0).describe('Readers who flagged this item, this reader included, as wrong.'),
  })
  .describe("The reader's flag as stored, and how many readers flagged the item now.");

export type Flag = z.infer<typeof flag>;
