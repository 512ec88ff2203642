// An event whose divergence score moved, on the wire (MCP get_digest): the list item and how its score moved over
// the period (from, to, the change and its direction).
import { z } from 'zod';
import { DIVERGENCE_RANGE } from '../spec';
import { eventListItem } from './event-list-item';

const score = () => z.int().min(DIVERGENCE_RANGE.min).max(DIVERGENCE_RANGE.max);

export const divergenceMover = z
  .strictObject({
    ...eventListItem.shape,
    divergence_change: z
      .strictObject({
        from: score().describe('Score at the start of the period (or when first scored in it).'),
        to: score().describe('Score now.'),
        change: z.int().describe('to - from, in score points.'),
        direction: z.enum(['up', 'down']).describe('up: outlets diverge more than at the start; down: less.'),
        method_version: z.int().min(1).describe('The scoring method both scores come from.'),
      })
      .describe('How the divergence score moved over the period.'),
  })
  .describe('An event whose divergence score moved over the period.');

export type DivergenceMover = z.infer<typeof divergenceMover>;
