// Validates a tool call's arguments against the tool's input shape the way REST validates a query string
// (src/api/query-validation.ts; docs/decisions.md, MCP server): no unknown arguments, at most
// MAX_ARGUMENT_VALUES values, and every failure an `invalid_parameter` ApiError whose message names the
// argument and says what it must be in REST's words (src/api/refusal.ts), then repeats the argument's own
// description (range, default), so a model can fix the call from the message alone.
import { z, type ZodRawShape } from 'zod';
import { invalidParameter } from '../errors';
import { refusal } from '../api/refusal';

/** No tool takes more than a few dozen values; a huge argument object is refused before zod walks it. */
export const MAX_ARGUMENT_VALUES = 500;

export function parseArguments<I extends ZodRawShape>(shape: I, raw: unknown): z.infer<z.ZodObject<I>> {
  const args = raw ?? {};
  if (countValues(args, MAX_ARGUMENT_VALUES) > MAX_ARGUMENT_VALUES) {
    throw invalidParameter(`the arguments hold more than ${MAX_ARGUMENT_VALUES} values`);
  }
  const parsed = z.strictObject(shape).safeParse(args, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw refusal(parsed.error.issues[0], {
    noun: 'argument',
    taker: 'tool',
    accepted: Object.keys(shape),
    note: (name) => (shape[name] as z.ZodType | undefined)?.description,
  });
}

/** Counts values in `value`, stopping once past `max` (the SDK's own guard, which our handler replaces). */
function countValues(value: unknown, max: number): number {
  let count = 0;
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    for (const child of children) {
      if (++count > max) return count;
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return count;
}
