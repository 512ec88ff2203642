// An event's category on the wire (SPEC §2 Event): one of the spec's six.
import { z } from 'zod';
import { CATEGORIES } from '../spec';

export const category = z.enum(CATEGORIES).describe('Event category.');
