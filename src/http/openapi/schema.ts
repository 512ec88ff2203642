// Small builders for the schemas the document still writes by hand (request bodies, parameters, the `data`
// envelope around a contract resource; the resources themselves are src/contract/'s), so every object is closed
// (additionalProperties false, every field required unless said otherwise).
import type { Parameter, Reference, Schema } from './types';

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const responseRef = (name: string): Reference => ({ $ref: `#/components/responses/${name}` });
export const parameterRef = (name: string): Reference => ({ $ref: `#/components/parameters/${name}` });
export const headerRef = (name: string): Reference => ({ $ref: `#/components/headers/${name}` });

/** A closed object: the listed properties, all required except those named in `optional`. */
export function object(
  description: string,
  properties: Record<string, Schema>,
  optional: readonly string[] = [],
): Schema {
  return {
    type: 'object',
    description,
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

export const string = (description: string, extra: Omit<Schema, 'type' | 'description'> = {}): Schema => ({
  type: 'string',
  description,
  ...extra,
});
export const integer = (description: string, minimum?: number, maximum?: number): Schema => ({
  type: 'integer',
  description,
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});
export const number = (description: string, minimum?: number, maximum?: number): Schema => ({
  type: 'number',
  description,
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});
export const boolean = (description: string): Schema => ({ type: 'boolean', description });
export const arrayOf = (items: Schema, description: string): Schema => ({
  type: 'array',
  description,
  items,
});
export const stringEnum = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: values,
  description,
});

/** `{"data": <schema>}`: every single-object response (SPEC §2). */
export const dataEnvelope = (data: Schema, description: string): Schema => object(description, { data });

/** A path parameter (query parameters are written from the contract, contract-parameters.ts). */
export function pathParam(name: string, description: string, schema: Schema): Parameter {
  return { name, in: 'path', description, required: true, schema };
}
