// How many recent market articles carry a tag, on the wire (SPEC §2 Tag count).
import { z } from 'zod';
import { tag } from './tag';

export const tagCount = z
  .strictObject({ tag, count: z.int().min(1).describe('Articles with the tag.') })
  .describe('How many recent market articles carry a tag (SPEC §2 Tag count).');

export type TagCount = z.infer<typeof tagCount>;
