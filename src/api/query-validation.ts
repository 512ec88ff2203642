// Validates a request's query string against a parameter set of the contract (src/contract/parameters/). Query
// values arrive as strings, so each is first read as its schema's type: a number, a timestamp (the ISO 8601 forms
// REST has always taken, a date alone being midnight UTC), a repeatable parameter's list. Then: a parameter given
// twice where one is expected is a 400, as is an unknown one (naming what the endpoint accepts), defaults are
// filled in, and every failure is a 400 invalid_parameter naming the parameter in the words the MCP arguments use
// (src/api/refusal.ts). Timestamps come out as Dates. Generic: any route or page may use it.
import type { ParsedUrlQuery } from 'node:querystring';
import { z, type ZodRawShape } from 'zod';
import { checksOf, definitionOf } from '../contract/zod-definition';
import { invalidParameter } from '../errors';
import { refusal, unknownName, type Refusing } from './refusal';

type Value<T> =
  T extends z.ZodOptional<infer I>
    ? Value<I> | undefined
    : T extends z.ZodDefault<infer I>
      ? Value<I>
      : T extends z.ZodISODateTime
        ? Date
        : z.output<T>;

/** The values of a parameter set as a route reads them. */
export type QueryValues<S extends ZodRawShape> = { [K in keyof S]: Value<S[K]> };

/** The schema under optional and default. */
function valueSchema(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (
    let d = definitionOf(s);
    (d.type === 'optional' || d.type === 'default') && d.innerType;
    d = definitionOf(s)
  ) {
    s = d.innerType as z.ZodType;
  }
  return s;
}

const isTimestamp = (schema: z.ZodType) => {
  const d = definitionOf(schema);
  return d.type === 'string' && d.format === 'datetime';
};

/** ISO 8601 as joi's date().iso() read it: a date alone, a time without seconds or without a zone. */
const ISO_8601 =
  /^(?:[-+]\d{2})?(?:\d{4}(?!\d{2}\b))(?:(-?)(?:(?:0[1-9]|1[0-2])(?:\1(?:[12]\d|0[1-9]|3[01]))?|W(?:[0-4]\d|5[0-2])(?:-?[1-7])?|(?:00[1-9]|0[1-9]\d|[12]\d{2}|3(?:[0-5]\d|6[1-6])))(?![T]$|[T][\d]+Z$)(?:[T\s](?:(?:(?:[01]\d|2[0-3])(?:(:?)[0-5]\d)?|24:?00)(?:[.,]\d+(?!:))?)(?:\2[0-5]\d(?:[.,]\d+)?)?(?:[Z]|(?:[+-])(?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?)?$/;

/**
 * Whether a number schema states its own range. An unbounded integer (`limit`) is clamped by the route, so an integer
 * past what JavaScript holds exactly is read as the largest that it does, and clamped like any other too-large value
 * (SPEC §4 Pagination rule 2); a bounded one is refused as it stands.
 */
const isBounded = (schema: z.ZodType) =>
  checksOf(definitionOf(schema)).some(({ check }) => check === 'greater_than' || check === 'less_than');

/** A number as a person writes one: decimal, with a sign, a fraction or an exponent; not hex, octal or binary. */
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i;

function readScalar(schema: z.ZodType, raw: string): unknown {
  const d = definitionOf(schema);
  if (d.type === 'number') {
    const n = Number(raw);
    if (!DECIMAL.test(raw) || !Number.isFinite(n)) return raw;
    return Number.isSafeInteger(n) || !Number.isInteger(n) || isBounded(schema)
      ? n
      : Math.sign(n) * Number.MAX_SAFE_INTEGER;
  }
  if (isTimestamp(schema) && ISO_8601.test(raw)) {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? raw : date.toISOString();
  }
  return raw;
}

function readValue(schema: z.ZodType, raw: string | string[] | undefined): unknown {
  if (raw === undefined) return undefined;
  const value = valueSchema(schema);
  const d = definitionOf(value);
  if (d.type === 'array' && d.element) return [raw].flat().map((v) => readScalar(d.element as z.ZodType, v));
  return readScalar(value, raw as string);
}

const repeatable = (shape: ZodRawShape, name: string) =>
  Object.hasOwn(shape, name) && definitionOf(valueSchema(shape[name] as z.ZodType)).type === 'array';

export function validateQuery<S extends ZodRawShape>(query: ParsedUrlQuery, shape: S): QueryValues<S> {
  const how: Refusing = { noun: 'parameter', taker: 'endpoint', accepted: Object.keys(shape) };
  const entries = Object.entries(query);
  for (const [name, value] of entries) {
    if (Array.isArray(value) && !repeatable(shape, name)) {
      throw invalidParameter(`${name} must be given at most once`);
    }
  }
  const unknown = entries.find(([name]) => !Object.hasOwn(shape, name));
  if (unknown) throw invalidParameter(unknownName(unknown[0], how));
  // fromEntries defines own properties, so no name reaches a prototype (an unknown one was refused above).
  const read = Object.fromEntries(
    entries.map(([name, value]) => [name, readValue(shape[name] as z.ZodType, value)]),
  );
  const parsed = z.strictObject(shape).safeParse(read, { reportInput: true });
  if (!parsed.success) throw refusal(parsed.error.issues[0], how);
  const values = parsed.data as Record<string, unknown>;
  for (const [name, schema] of Object.entries(shape)) {
    if (typeof values[name] === 'string' && isTimestamp(valueSchema(schema as z.ZodType))) {
      values[name] = new Date(values[name]);
    }
  }
  return values as QueryValues<S>;
}

/** For an endpoint that takes no query parameters: any one given is a 400 naming it, as everywhere else. */
export function refuseParameters(query: ParsedUrlQuery): void {
  validateQuery(query, {});
}
