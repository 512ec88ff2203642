// Validates a tool call's arguments against the tool's input shape the way REST validates a query string
// (src/api/query-validation.ts; docs/decisions.md, MCP server): no unknown arguments, at most MAX_ARGUMENT_VALUES values,
// and every failure an `invalid_parameter` ApiError whose message names the argument, says what it must be and
// repeats the argument's own description (range, default), so a model can fix the call from the message alone.
import { z, type ZodRawShape } from 'zod';
import { invalidParameter } from '../errors';

/** No tool takes more than a few dozen values; a huge argument object is refused before zod walks it. */
export const MAX_ARGUMENT_VALUES = 500;

type Issue = z.core.$ZodIssue;

export function parseArguments<I extends ZodRawShape>(shape: I, raw: unknown): z.infer<z.ZodObject<I>> {
  const args = raw ?? {};
  if (countValues(args, MAX_ARGUMENT_VALUES) > MAX_ARGUMENT_VALUES) {
    throw invalidParameter(`the arguments hold more than ${MAX_ARGUMENT_VALUES} values`);
  }
  const parsed = z.strictObject(shape).safeParse(args, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw invalidParameter(describeIssue(parsed.error.issues[0], shape));
}

function describeIssue(issue: Issue, shape: ZodRawShape): string {
  if (issue.code === 'unrecognized_keys') {
    const accepted = Object.keys(shape);
    return (
      `unknown argument "${issue.keys[0]}"; this tool accepts ` +
      (accepted.length ? accepted.join(', ') : 'no arguments')
    );
  }
  if (issue.path.length === 0) return `the arguments must be an object of named values`;
  const name = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p)))
    .join('');
  const description = (shape[String(issue.path[0])] as z.ZodType | undefined)?.description;
  return `"${name}" ${requirement(issue)}${description ? `. ${String(issue.path[0])}: ${description}` : ''}`;
}

function requirement(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`}, not ${shown(issue.input)}`;
    case 'too_big':
    case 'too_small': {
      const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
      const word = issue.code === 'too_big' ? 'at most' : 'at least';
      const strict = issue.inclusive === false;
      const limit = `${strict ? (issue.code === 'too_big' ? 'less than' : 'more than') : word} ${String(bound)}`;
      if (issue.origin === 'string') return `must be ${limit} characters long`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must hold ${limit} items`;
      return `must be ${limit}, not ${shown(issue.input)}`;
    }
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => String(v)).join(', ')}, not ${shown(issue.input)}`;
    case 'invalid_format':
      return issue.format === 'datetime'
        ? 'must be an ISO 8601 timestamp with a time zone, e.g. 2026-11-20T00:00:00Z'
        : `must be a valid ${issue.format}`;
    default:
      return `is invalid: ${issue.message}`;
  }
}

/** The offending value, short enough for a message (an argument can be long). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
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
