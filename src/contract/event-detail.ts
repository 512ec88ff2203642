// One event on the wire (SPEC §2 Event, single): the list item's fields with the source rows and fact ledger
// always inline and ours, the divergence analysis once the event is scored; GET /events/{id} adds how many
// readers flagged each item, which the MCP tool get_event leaves out.
import { z } from 'zod';
import { divergence } from './divergence';
import { eventEmbeds, eventFields } from './event-list-item';
import { eventFeedback } from './event-feedback';

export const analysedEvent = z
  .strictObject({ ...eventFields, ...eventEmbeds, divergence: divergence.optional() })
  .describe('One event with its source rows, fact ledger and, once it is scored, its divergence analysis.');

export const eventDetail = z
  .strictObject({ ...analysedEvent.shape, feedback: eventFeedback })
  .describe(
    'One event with its source rows and fact ledger always inline (SPEC §2 Event, single), and ours: the analysis behind its divergence score, once it is scored, and how many readers flagged each item as wrong.',
  );

export type AnalysedEvent = z.infer<typeof analysedEvent>;
export type EventDetail = z.infer<typeof eventDetail>;
