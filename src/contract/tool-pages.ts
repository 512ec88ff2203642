// The cursor lists of the MCP tools on the wire: REST's list items and `meta`, the items named after what they
// are (`events`, `gaps`) instead of `data`.
import { z } from 'zod';
import { eventListItem } from './event-list-item';
import { gapEntry } from './gap-entry';
import { listMeta } from './list-page';

export const eventPage = z
  .strictObject({
    events: z
      .array(eventListItem)
      .describe('Events (each a cluster of articles about one story from many outlets).'),
    meta: listMeta,
  })
  .describe('A page of events.');

export const gapPage = z
  .strictObject({
    gaps: z
      .array(gapEntry)
      .describe('Gap entries: event fields plus which side covered and which ignored it.'),
    meta: listMeta,
  })
  .describe('A page of coverage gaps.');
