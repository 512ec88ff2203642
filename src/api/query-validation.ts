// Validates a request's query string against a joi schema: every parameter named once unless the endpoint
// makes it repeatable, no unknown parameters, and every failure a 400 invalid_parameter naming the parameter
// (docs/decisions.md). Generic: any route may use it.
import type { ParsedUrlQuery } from 'node:querystring';
import Joi from 'joi';
import { invalidParameter } from '../errors';

export function validateQuery<T>(
  query: ParsedUrlQuery,
  schema: Joi.ObjectSchema<T>,
  repeatable: readonly string[] = [],
): T {
  const entries = Object.entries(query).map(([name, value]) => {
    if (Array.isArray(value) && !repeatable.includes(name)) {
      throw invalidParameter(`${name} must be given at most once`);
    }
    return [name, repeatable.includes(name) && !Array.isArray(value) ? [value] : value] as const;
  });
  // fromEntries defines own properties, so a parameter named __proto__ is just an unknown parameter.
  const { value, error } = schema.validate(Object.fromEntries(entries), {
    abortEarly: true,
    convert: true,
    allowUnknown: false,
  });
  if (error) {
    const detail = error.details[0];
    if (detail.type === 'object.unknown') {
      const accepted = Object.keys(schema.describe().keys ?? {});
      throw invalidParameter(
        `unknown parameter "${detail.context?.key}"; this endpoint accepts ` +
          (accepted.length ? accepted.join(', ') : 'no parameters'),
      );
    }
    throw invalidParameter(detail.message);
  }
  return value;
}

const NO_PARAMETERS = Joi.object({});

/** For an endpoint that takes no query parameters: any one given is a 400 naming it, as everywhere else. */
export function refuseParameters(query: ParsedUrlQuery): void {
  validateQuery(query, NO_PARAMETERS);
}
