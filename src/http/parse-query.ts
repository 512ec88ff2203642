// Validates a request's query string against a joi schema and turns every problem into a 400
// invalid_parameter that names the parameter (SPEC §7): a wrong enum, a non-integer, a bad timestamp, an
// unknown parameter, or a parameter given twice where one is expected. Never a 500.
import Joi from 'joi';
import type { ParsedUrlQuery } from 'node:querystring';
import { invalidParameter } from './errors';

export interface QuerySpec {
  /** One joi schema per accepted parameter; the parsed object has these keys. */
  params: Record<string, Joi.Schema>;
  /** Parameters that may be repeated (`tag=a&tag=b`); they always parse to an array. */
  repeatable?: readonly string[];
}

/** Parses `query` (Koa's ctx.query) or throws a 400 naming the first parameter at fault. */
export function parseQuery<T>(query: ParsedUrlQuery, spec: QuerySpec): T {
  const repeatable = new Set(spec.repeatable ?? []);
  const accepted = Object.keys(spec.params);
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!(name in spec.params)) {
      // A mistyped filter silently ignored would answer a different question than the one asked.
      throw invalidParameter(`unknown parameter "${name}"; this endpoint accepts: ${accepted.join(', ')}`);
    }
    if (repeatable.has(name)) input[name] = Array.isArray(value) ? value : [value];
    else if (Array.isArray(value)) throw invalidParameter(`${name} must be given at most once`);
    else input[name] = value;
  }
  const schema = Joi.object(spec.params);
  const { value, error } = schema.validate(input, {
    abortEarly: true,
    convert: true,
    errors: { wrap: { label: false } },
  });
  if (error) throw invalidParameter(error.details[0].message);
  return value as T;
}

/** An integer parameter that may carry any integer the client sends; the caller clamps it to its range. */
export const integerParam = () => Joi.number().integer().unsafe(false);

/** An ISO 8601 timestamp parameter ("2026-11-20", "2026-11-20T09:30:00Z"). */
export const timestampParam = () =>
  Joi.date().iso().messages({ 'date.format': '{{#label}} must be an ISO 8601 timestamp' });

/** Clamps a page size to its range, as SPEC §4 Pagination rule 2 and §4 Market say out-of-range values are. */
export function clampLimit(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  return Math.min(max, Math.max(1, value));
}
