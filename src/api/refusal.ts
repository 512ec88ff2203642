// How a refused parameter or tool argument is told (docs/decisions.md, Parameters; MCP server): one describer for
// the REST query validator and the MCP arguments, so both name the value, say what it must be and show what was
// given, in the same words. A cursor too short to be one is a bad cursor, as the codec judges every other.
import type { z } from 'zod';
import { ApiError, invalidCursor, invalidParameter } from '../errors';

type Issue = z.core.$ZodIssue;

export interface Refusing {
  /** What a value is called: `parameter` (REST) or `argument` (MCP). */
  noun: string;
  /** Who takes them: `endpoint` or `tool`. */
  taker: string;
  accepted: readonly string[];
  /** What to add after the requirement, for the top-level name (MCP repeats the argument's description). */
  note?: (name: string) => string | undefined;
}

export function refusal(issue: Issue, how: Refusing): ApiError {
  if (issue.path[0] === 'cursor' && issue.code === 'too_small') return invalidCursor();
  return invalidParameter(describeIssue(issue, how));
}

export function unknownName(name: string, how: Refusing): string {
  return (
    `unknown ${how.noun} "${name}"; this ${how.taker} accepts ` +
    (how.accepted.length ? how.accepted.join(', ') : `no ${how.noun}s`)
  );
}

function describeIssue(issue: Issue, how: Refusing): string {
  if (issue.code === 'unrecognized_keys') return unknownName(issue.keys[0], how);
  if (issue.path.length === 0) return `the ${how.noun}s must be an object of named values`;
  const name = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p)))
    .join('');
  const top = String(issue.path[0]);
  const note = how.note?.(top);
  return `"${name}" ${requirement(issue)}${note ? `. ${top}: ${note}` : ''}`;
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
      if (issue.format === 'datetime') {
        return `must be an ISO 8601 timestamp with a time zone, e.g. 2026-11-20T00:00:00Z, not ${shown(issue.input)}`;
      }
      if (issue.format === 'regex')
        return `${ownRule(issue) ?? `must match ${issue.pattern}`}, not ${shown(issue.input)}`;
      return `must be a valid ${issue.format}`;
    case 'custom':
      return `${issue.message}, not ${shown(issue.input)}`;
    default:
      return `is invalid: ${issue.message}`;
  }
}

/** The rule a contract schema words itself (zod's own messages start "Invalid"). */
const ownRule = (issue: Issue): string | undefined =>
  issue.message.startsWith('Invalid') ? undefined : issue.message;

/** The offending value, short enough for a message (a value can be long). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
