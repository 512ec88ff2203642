// The body of every non-2xx response on the wire (SPEC §7, docs/decisions.md "API conventions"): `error` holds a
// snake_case code, a sentence and the status. Which codes there are is the REST adapter's to say (some are raised
// above this floor: the flag limit, the body size, the unknown-credential limit), so the body is built around the
// code schema it is given.
import { z } from 'zod';

/** What went wrong, with the codes `code` allows. */
export const errorDetail = <C extends z.ZodType>(code: C) =>
  z
    .strictObject({
      code,
      message: z.string().describe('A sentence for humans; may change, never parse it.'),
      status: z.int().min(300).max(599).describe('The HTTP status, repeated.'),
    })
    .describe('What went wrong.');

export const errorBody = <D extends z.ZodType>(detail: D) =>
  z.strictObject({ error: detail }).describe('The body of every non-2xx response.');

/** The detail with any code: what the code that raises an error knows of its type. */
export type ErrorDetail = z.infer<ReturnType<typeof errorDetail<z.ZodString>>>;
