// Turns a zod schema of src/contract/ into the schema this document embeds. Our own walk rather than
// z.toJSONSchema: the document keeps the form the builders of schema.ts write (integers without the safe-integer
// bounds zod adds, timestamps as `format: date-time` without zod's pattern, a nullable reference or object as a
// `oneOf` with null, one key order), and a schema named in `components` is written as a `$ref` to it. An array
// whose zod metadata says `uniqueItems` keeps that keyword (zod has no check of its own for it); a string literal
// is a `const`.
import { z } from 'zod';
import { checksOf, definitionOf, type ZodCheck } from '../../contract/zod-definition';
import type { JsonType, Schema } from './types';

type ZodSchema = z.core.$ZodType;

/**
 * The contract's schemas that are document components, by the name they have under components.schemas; a name
 * may also be a path into one (`Error/properties/error`), for a part of a component others refer to.
 */
export type ComponentNames = ReadonlyMap<ZodSchema, string>;

/** Every schema's keywords in this order, the order the builders of schema.ts write them in. */
const KEY_ORDER: (keyof Schema)[] = [
  '$ref',
  'oneOf',
  'type',
  'const',
  'format',
  'enum',
  'description',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'default',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
];

const STRING_FORMATS: Record<string, Schema['format']> = { datetime: 'date-time', url: 'uri', uuid: 'uuid' };

const descriptionOf = (schema: ZodSchema) => z.globalRegistry.get(schema)?.description;

/** A JavaScript pattern's source as JSON Schema writes it: `/` needs no escape there. */
const patternSource = (pattern: RegExp) => pattern.source.replace(/\\\//g, '/');

/**
 * The order of a nullable number in the answers that write its bounds before its description (/categories,
 * /sentiment/{category}, /usage), kept so the published document does not change.
 */
const BOUNDS_FIRST_ORDER: (keyof Schema)[] = KEY_ORDER.filter((key) => key !== 'description').flatMap(
  (key): (keyof Schema)[] => (key === 'maximum' ? ['maximum', 'description'] : [key]),
);

/** How a schema is written where the document has more than one form of it. */
export interface Form {
  /** Nullable numbers give their bounds before their description. */
  nullableBoundsFirst?: boolean;
}

function ordered(schema: Schema, order: (keyof Schema)[] = KEY_ORDER): Schema {
  const out: Record<string, unknown> = {};
  for (const key of order) if (schema[key] !== undefined) out[key] = schema[key];
  const unknownKeys = Object.keys(schema).filter((key) => !order.includes(key as keyof Schema));
  if (unknownKeys.length) throw new Error(`no place in the key order for ${unknownKeys.join(', ')}`);
  return out as Schema;
}

/** The component a schema is, or was derived from by `.describe()` (zod keeps the original as its parent). */
function componentOf(
  schema: ZodSchema,
  components: ComponentNames,
): { name: string; original: ZodSchema } | undefined {
  for (let s: ZodSchema | undefined = schema; s; s = s._zod.parent) {
    const name = components.get(s);
    if (name) return { name, original: s };
  }
  return undefined;
}

function bounds(checks: ZodCheck[], what: 'value' | 'length' | 'items'): Schema {
  const out: Schema = {};
  for (const c of checks) {
    if (what === 'value' && (c.check === 'greater_than' || c.check === 'less_than')) {
      if (!c.inclusive) throw new Error('exclusive bounds are not written by this document');
      out[c.check === 'greater_than' ? 'minimum' : 'maximum'] = c.value;
    } else if (what !== 'value' && (c.check === 'min_length' || c.check === 'max_length')) {
      const key = c.check === 'min_length' ? 'min' : 'max';
      const value = c.check === 'min_length' ? c.minimum : c.maximum;
      if (what === 'length') out[`${key}Length`] = value;
      else out[`${key}Items`] = value;
    }
  }
  return out;
}

function convert(schema: ZodSchema, components: ComponentNames, top: boolean, form: Form): Schema {
  const description = descriptionOf(schema);
  const component = top ? undefined : componentOf(schema, components);
  if (component) {
    const own = description !== descriptionOf(component.original) ? description : undefined;
    return ordered({ $ref: `#/components/schemas/${component.name}`, description: own });
  }
  const definition = definitionOf(schema);
  const checks = checksOf(definition);
  const inner = () => convert(definition.innerType as ZodSchema, components, false, form);
  switch (definition.type) {
    case 'optional':
      return ordered({ ...inner(), ...(description === undefined ? {} : { description }) });
    case 'default':
      return ordered({ ...inner(), default: definition.defaultValue as Schema['default'] });
    case 'nullable': {
      const value = inner();
      if (value.$ref !== undefined || value.type === 'object') {
        return ordered({ oneOf: [value, { type: 'null' }], description });
      }
      const boundsFirst = form.nullableBoundsFirst && (value.type === 'number' || value.type === 'integer');
      return ordered(
        {
          ...value,
          type: [value.type as JsonType, 'null'],
          ...(value.enum ? { enum: [...value.enum, null] } : {}),
          description: description ?? value.description,
        },
        boundsFirst ? BOUNDS_FIRST_ORDER : KEY_ORDER,
      );
    }
    case 'string': {
      const format = definition.format === undefined ? undefined : STRING_FORMATS[definition.format];
      if (definition.format !== undefined && format === undefined) {
        throw new Error(`no document format for the string format ${definition.format}`);
      }
      const pattern = checks.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern;
      return ordered({
        type: 'string',
        format,
        description,
        ...(pattern ? { pattern: patternSource(pattern) } : {}),
        ...bounds(checks, 'length'),
      });
    }
    case 'number': {
      const integer = definition.format === 'safeint' || checks.some((c) => c.check === 'number_format');
      return ordered({ type: integer ? 'integer' : 'number', description, ...bounds(checks, 'value') });
    }
    case 'boolean':
      return ordered({ type: 'boolean', description });
    case 'literal': {
      const values = definition.values ?? [];
      if (values.length !== 1 || typeof values[0] !== 'string') {
        throw new Error('a contract literal is one string');
      }
      return ordered({ type: 'string', const: values[0], description });
    }
    case 'enum':
      return ordered({ type: 'string', enum: Object.values(definition.entries ?? {}), description });
    case 'array':
      return ordered({
        type: 'array',
        description,
        items: convert(definition.element as ZodSchema, components, false, form),
        ...bounds(checks, 'items'),
        uniqueItems: z.globalRegistry.get(schema)?.uniqueItems === true ? true : undefined,
      });
    case 'object': {
      if (definitionOf(definition.catchall ?? z.unknown()).type !== 'never') {
        throw new Error('a contract object must be closed (z.strictObject)');
      }
      const shape = definition.shape ?? {};
      return ordered({
        type: 'object',
        description,
        properties: Object.fromEntries(
          Object.entries(shape).map(([name, field]) => [name, convert(field, components, false, form)]),
        ),
        required: Object.keys(shape).filter((name) => definitionOf(shape[name]).type !== 'optional'),
        additionalProperties: false,
      });
    }
    default:
      throw new Error(`no document form for the zod type ${definition.type}`);
  }
}

/** The document schema of a contract schema; the schemas named in `components` inside it become references. */
export function documentSchema(
  schema: ZodSchema,
  components: ComponentNames = new Map(),
  form: Form = {},
): Schema {
  return convert(schema, components, true, form);
}

/** A query parameter's value as the document writes it: the description beside it, the schema without it. */
export interface DocumentedValue {
  description: string | undefined;
  schema: Schema;
  /** Neither optional nor defaulted. */
  required: boolean;
}

/**
 * A parameter of src/contract/parameters/ for the document: its description is the parameter's own, lifted out
 * of the schema; `valueDescription` gives the value schema a description of its own beside it.
 */
export function documentValue(
  schema: ZodSchema,
  components: ComponentNames,
  valueDescription?: string,
): DocumentedValue {
  const { description, ...value } = convert(schema, components, false, {});
  const type = definitionOf(schema).type;
  return {
    description: descriptionOf(schema) ?? description,
    schema: ordered({ ...value, description: valueDescription }),
    required: type !== 'optional' && type !== 'default',
  };
}
