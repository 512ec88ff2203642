// A cursor-paginated list on the wire (SPEC §2 List meta, §4 Pagination): the items under `data` and the walk's
// state under `meta`. The MCP tools name their items after what they hold but carry the same `meta`.
import { z } from 'zod';

export const listMeta = z
  .strictObject({
    count: z.int().min(0).describe('Items in this page.'),
    has_more: z.boolean().describe('Whether a next page exists.'),
    next_cursor: z
      .string()
      .nullable()
      .describe('Pass as `cursor` for the next page; null exactly when `has_more` is false.'),
  })
  .describe('Cursor pagination state (SPEC §2 List meta).');

/** A page of `item`s: `data` described by `itemsDescription`, the page by `description`. */
export const listPage = <T extends z.ZodType>(item: T, itemsDescription: string, description: string) =>
  z.strictObject({ data: z.array(item).describe(itemsDescription), meta: listMeta }).describe(description);

export type ListMeta = z.infer<typeof listMeta>;
