// One analysed event as MCP get_event gives it: the event, and the id asked for when that one was merged into it
// (REST answers such an id with a 301 to the same event instead).
import { z } from 'zod';
import { analysedEvent } from './event-detail';

export const followedEvent = z
  .strictObject({
    event: analysedEvent.describe('The event with sources, facts and, when scored, the divergence analysis.'),
    merged_from: z
      .int()
      .min(1)
      .nullable()
      .describe('The id asked for when it was merged into this event; null otherwise.'),
  })
  .describe('An event, followed through merges.');
