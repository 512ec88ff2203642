// The last line of a bulk export on the wire (docs/export.md): the cursor that resumes it (null when complete),
// the rows sent, and, when it stopped early, the error the error body would hold (built around that detail, whose
// codes the REST adapter lists).
import { z } from 'zod';
import { CURSOR_TTL_MS } from '../spec';
import { HOUR_MS } from '../time-units';
import type { errorDetail } from './error-body';

const CURSOR_HOURS = CURSOR_TTL_MS / HOUR_MS;

export const exportTrailer = <D extends z.ZodType>(detail: D) =>
  z
    .strictObject({
      next_cursor: z
        .string()
        .nullable()
        .describe(
          `Pass as \`cursor\` to resume after the last row of this response (valid ${CURSOR_HOURS} hours, only with the same filters); null when nothing is left.`,
        ),
      rows: z.int().min(0).describe('Rows in this response.'),
      error: detail.describe('Why the export stopped early: what the error body would hold.').optional(),
    })
    .describe(
      'The last line of every export: `next_cursor` is null when the export is complete; with `error` the export stopped early (the per-row budget was spent: 429 `daily_cap_exceeded`, or a store failed: 503), and `next_cursor` resumes it exactly after the last row sent.',
    );

/** The trailer with any error code: what the stream that writes it knows of its type. */
export type ExportTrailer = z.infer<
  ReturnType<typeof exportTrailer<ReturnType<typeof errorDetail<z.ZodString>>>>
>;
