// The cursor pagination parameters every list takes (SPEC §4 Pagination): `cursor` and `limit`.
import { z } from 'zod';
import { CURSOR_TTL_MS, PAGE } from '../../spec';
import { HOUR_MS } from '../../time-units';

/** Opaque: its shape is judged by the cursor codec, so an empty one is refused as a bad cursor (invalid_cursor). */
export const cursor = z
  .string()
  .min(1)
  .optional()
  .describe(
    `The previous page's \`meta.next_cursor\`. Opaque: never parse it, its format may change. Valid only with the same query, and for ${CURSOR_TTL_MS / HOUR_MS} hours from the walk's first page: a tampered or foreign cursor answers 400 \`invalid_cursor\`, one of a walk older than that 400 \`cursor_expired\` (restart without it in both cases).`,
  );

/** Any integer: outside 1 to the maximum it is clamped, not refused (SPEC §4 Pagination rule 2). */
export const limit = z
  .number()
  .int()
  .default(PAGE.defaultLimit)
  .describe(`Items per page, 1 to ${PAGE.maxLimit}; values outside the range are clamped, not rejected.`);

export const PAGING_PARAMETERS = { cursor, limit };
