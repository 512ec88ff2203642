// The query parameters of an operation, written from a parameter set of the contract (src/contract/parameters/):
// a parameter whose schema is one of the shared four is a reference to components.parameters, an array is a
// repeatable parameter (`?outlet=a&outlet=b`), and every other one is written in place with its description.
import type { z } from 'zod';
import { cursor, limit } from '../../contract/parameters/paging';
import { since, until } from '../../contract/parameters/time-window';
import { contractValue } from './contract-components';
import { parameterRef } from './schema';
import type { Parameter, Reference, Schema } from './types';

/** The components.parameters entries: each name, the parameter's own name and its contract schema. */
const COMPONENT_PARAMETERS: [component: string, name: string, schema: z.ZodType][] = [
  ['Cursor', 'cursor', cursor],
  ['Limit', 'limit', limit],
  ['Since', 'since', since],
  ['Until', 'until', until],
];

const COMPONENT_NAMES: ReadonlyMap<z.ZodType, string> = new Map(
  COMPONENT_PARAMETERS.map(([component, , schema]) => [schema, component]),
);

export interface WrittenAs {
  /** Descriptions written where the document is built, for prose that names facts above the contract's floor. */
  describe?: Record<string, string>;
  /** A description of the value schema itself, beside the parameter's. */
  valueDescriptions?: Record<string, string>;
  /** Parameters the document states more loosely than the contract checks them. */
  looser?: Record<string, Schema>;
}

/** One query parameter written in place. */
export function queryParameter(name: string, schema: z.ZodType, as: WrittenAs = {}): Parameter {
  const value = contractValue(schema, as.valueDescriptions?.[name]);
  const description = as.describe?.[name] ?? value.description;
  if (description === undefined) throw new Error(`the parameter ${name} has no description`);
  const written = as.looser?.[name] ?? value.schema;
  if (written.type === 'array') {
    return { name, in: 'query', description, schema: written, style: 'form', explode: true };
  }
  return { name, in: 'query', description, schema: written, ...(value.required ? { required: true } : {}) };
}

/** The parameters of a set, in its order. */
export function queryParameters(shape: z.ZodRawShape, as: WrittenAs = {}): (Parameter | Reference)[] {
  return Object.entries(shape).map(([name, schema]) => {
    const component = COMPONENT_NAMES.get(schema as z.ZodType);
    return component ? parameterRef(component) : queryParameter(name, schema as z.ZodType, as);
  });
}

/** The components.parameters entries. */
export const componentParameters = (): Record<string, Parameter> =>
  Object.fromEntries(
    COMPONENT_PARAMETERS.map(([component, name, schema]) => [component, queryParameter(name, schema)]),
  );
