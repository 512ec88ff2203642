// The parameters of GET /divergence/gaps (SPEC §4 Divergence shortcuts, Gap rules): category, the side that
// covered the story, the time window and the paging.
import { z } from 'zod';
import { GAP_SIDES } from '../../spec';
import { category } from '../category';
import { PAGING_PARAMETERS } from './paging';
import { since, until } from './time-window';

export const GAP_LIST_PARAMETERS = {
  ...PAGING_PARAMETERS,
  category: category.optional().describe('Only gaps of this category.'),
  side: z.enum(GAP_SIDES).optional().describe('Only gaps covered by this side.'),
  since,
  until,
};
