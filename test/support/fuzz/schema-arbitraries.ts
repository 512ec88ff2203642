// fast-check arbitraries derived from JSON Schemas (the OpenAPI document's parameter schemas and the MCP tools'
// published input schemas): `validValue` draws values a schema accepts, `hostileValue` values at or past its edges
// and of the wrong kind (boundary numbers, huge and unicode strings, lone surrogates, control characters, query
// syntax, prototype names, nested junk). The fuzz tests mix both, so each request is mostly plausible with a few
// hostile parts, which is what reaches the code behind the validation.
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** Follows `$ref`s (OpenAPI's `#/components/...`); MCP input schemas carry none. */
export type Resolve = (schema: JsonSchema) => JsonSchema;
export const noRefs: Resolve = (schema) => schema;

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

const MAX_INT = Number.MAX_SAFE_INTEGER;

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 100_000);
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/** Timestamps a client could plausibly send: years 1970-2100, with and without offsets and fractions. */
const validDateTime: fc.Arbitrary<string> = fc
  .tuple(
    fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('Z', '+00:00', '+05:30', '-08:00', '+14:00'),
    fc.boolean(),
  )
  .map(([date, zone, fraction]) => {
    const iso = date.toISOString();
    const base = fraction ? iso.slice(0, -1) : iso.slice(0, 19);
    return base + zone;
  });

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return validDateTime;
  if (schema.pattern) {
    const max = schema.maxLength ?? 64;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max);
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

export function validValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validValue(a, resolve)));
  switch (typeOf(s)) {
    case 'integer':
      return validInteger(s);
    case 'number':
      return validNumber(s);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(s);
    case 'array':
      return fc.array(validValue(s.items ?? {}, resolve), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object':
      return validObject(s, resolve);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with every required property and some of the optional ones, each drawn valid. */
export function validObject(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    const value = validValue(property, resolve);
    return fc
      .tuple(fc.constant(name), required.has(name) ? value : fc.option(value, { nil: undefined }))
      .map(([n, v]) => [n, v] as const);
  });
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as Record<string, unknown>);
}

function boundaryNumbers(schema: JsonSchema): number[] {
  const edges = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter(
    (n): n is number => n !== undefined,
  );
  return [
    ...edges.flatMap((n) => [n - 1, n + 1, n - 0.5, n + 0.5]),
    0,
    -1,
    1.5,
    -0.000001,
    2 ** 31,
    -(2 ** 31) - 1,
    MAX_INT,
    MAX_INT + 2,
    -MAX_INT - 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ];
}

/** Strings that have broken parsers, query builders and loggers somewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\r\n',
  '\t',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '0x10',
  '1e3',
  '+5',
  '05',
  ' 7 ',
  '1_000',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'title:x AND (',
  '*',
  '?',
  '\\',
  '"',
  '/.*/',
  '{"query":{"match_all":{}}}',
  '${jndi:ldap://x}',
  '%00',
  '%',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202Egnp.exe',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '👩‍👩‍👧‍👦',
  '𝕿𝖊𝖘𝖙',
  'ｆｕｌｌｗｉｄｔｈ',
  '٣٤٥',
  '١٢',
  'ß',
  'İ',
  '0000-00-00T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-11-25T24:00:00Z',
  '2026-11-25',
  '2026-11-25T10:00:00',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-12-31T23:59:59.999999999Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '2026-11-25t10:00:00z',
  '2026-11-25T10:00:00+99:99',
];

const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'é', '語', '😀', ' ', '%'), fc.constantFrom(300, 1_000, 2_500, 5_000))
  .map(([unit, n]) => unit.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u2028'),
    maxLength: 5,
  }),
  hugeString,
);

/** Values at or past the schema's edges, or of another type altogether. */
export function hostileValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const wrongKind = fc.oneof(
    fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const kind = typeOf(s);
  const ofKind: fc.Arbitrary<unknown>[] = [];
  if (kind === 'integer' || kind === 'number') ofKind.push(fc.constantFrom(...boundaryNumbers(s)));
  if (kind === 'string' || kind === undefined || s.enum) ofKind.push(hostileString);
  if (kind === 'array') {
    ofKind.push(
      fc.array(fc.oneof(validValue(s.items ?? {}, resolve), hostileValue(s.items ?? {}, resolve)), {
        minLength: 0,
        maxLength: 30,
      }),
    );
  }
  if (s.enum)
    ofKind.push(fc.constantFrom(...s.enum.map((v) => (typeof v === 'string' ? v.toUpperCase() : v))));
  return ofKind.length ? fc.oneof(...ofKind, wrongKind) : wrongKind;
}

/** Valid most of the time, hostile otherwise: the mix that gets past validation often enough to matter. */
export function mostlyValid(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValue(schema, resolve), weight: 3 },
    { arbitrary: hostileValue(schema, resolve), weight: 2 },
  );
}

/** Names a caller might send that no operation or tool takes. */
export const unknownName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'page',
    'size',
    'from',
    'q[]',
    'limit ',
    'LIMIT',
    'a.b',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);
