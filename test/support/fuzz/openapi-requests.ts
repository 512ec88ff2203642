// Requests to one operation of the OpenAPI document, drawn from its parameter schemas: each parameter left out,
// given once or repeated, its values valid or hostile (schema-arbitraries.ts), path values percent-encoded byte by
// byte (so `/`, `?` and lone surrogates travel inside the segment), unknown parameters, bare names, malformed
// percent escapes, and now and then another method or a bad API key.
import fc from 'fast-check';
import type { OpenApiDocument } from '../../../src/http/openapi/types';
import { hostileString, mostlyValid, unknownName, type JsonSchema, type Resolve } from './schema-arbitraries';

export interface FuzzRequest {
  method: string;
  /** Path and query, to append to the server's origin. */
  target: string;
  headers: Record<string, string>;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

/** Values the seeded data makes meaningful (existing ids, slugs), offered beside the schema's own draws. */
export type KnownValues = Record<string, readonly (string | number)[]>;

export function resolverFor(document: OpenApiDocument): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    let node: unknown = document;
    for (const segment of schema.$ref.slice(2).split('/')) node = (node as Record<string, unknown>)[segment];
    return resolve(node as JsonSchema);
  };
  return resolve;
}

/** RFC 3986 unreserved characters stay; every other UTF-8 byte is escaped (a lone surrogate becomes U+FFFD). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How a drawn JSON value goes on the wire: one query value per array item, numbers sometimes spelt oddly. */
function asTexts(value: unknown): fc.Arbitrary<string[]> {
  if (Array.isArray(value)) {
    return value.length === 0
      ? fc.constant([])
      : fc.tuple(...value.map((v) => asTexts(v))).map((parts) => parts.flat());
  }
  if (typeof value === 'number') {
    return fc.constantFrom(
      [String(value)],
      [value.toExponential()],
      [Number.isInteger(value) ? `${value}.0` : String(value)],
    );
  }
  if (typeof value === 'string') return fc.constant([value]);
  if (value === null) return fc.constant(['']);
  return fc.constant([typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

function queryEntries(parameter: Parameter, resolve: Resolve, known: KnownValues): fc.Arbitrary<string[]> {
  const draws = known[parameter.name]
    ? fc.oneof(fc.constantFrom<unknown>(...known[parameter.name]), mostlyValid(parameter.schema, resolve))
    : mostlyValid(parameter.schema, resolve);
  const present = fc
    .tuple(
      draws.chain(asTexts),
      fc.constantFrom(1, 1, 1, 1, 2, 3), // repeated parameters
      fc.boolean(),
    )
    .map(([texts, times, bare]) =>
      Array.from({ length: times }, () => texts)
        .flat()
        .map((text) =>
          bare && text === '' ? encode(parameter.name) : `${encode(parameter.name)}=${encode(text)}`,
        ),
    );
  // Required ones are left out too, rarely: that is the "missing parameter" case.
  return parameter.required
    ? fc.oneof({ arbitrary: present, weight: 9 }, { arbitrary: fc.constant<string[]>([]), weight: 1 })
    : fc.oneof({ arbitrary: present, weight: 1 }, { arbitrary: fc.constant<string[]>([]), weight: 1 });
}

function pathValue(parameter: Parameter, resolve: Resolve, known: KnownValues): fc.Arbitrary<string> {
  const draws = known[parameter.name]
    ? fc.oneof(
        { arbitrary: fc.constantFrom<unknown>(...known[parameter.name]), weight: 2 },
        { arbitrary: mostlyValid(parameter.schema, resolve), weight: 1 },
      )
    : mostlyValid(parameter.schema, resolve);
  return draws.chain(asTexts).map((texts) => encode(texts.join(',')));
}

const unknownParameters: fc.Arbitrary<string[]> = fc.array(
  fc.tuple(unknownName, hostileString).map(([name, value]) => `${encode(name)}=${encode(value)}`),
  { maxLength: 2 },
);

/** Appended raw, unescaped: what a broken client or a probe sends. */
const malformedTail = fc.constantFrom(
  '',
  '',
  '',
  '',
  '&',
  '&&',
  '&=',
  '&=x',
  '&limit=%zz',
  '&%',
  '&q=%FF%FE',
  '&cursor=%C0%AF',
  '&since=%E0%80',
  '#fragment',
);

/** Which key a request carries: mostly the valid one, sometimes none (anonymous), sometimes a bad one. */
function apiKeyHeader(validKey: string): fc.Arbitrary<Record<string, string>> {
  const printable = fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 60,
  });
  return fc.oneof(
    { arbitrary: fc.constant({ 'X-API-Key': validKey }), weight: 6 },
    { arbitrary: fc.constant({}), weight: 3 },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom('plx_', `plx_${'A'.repeat(43)}`, validKey.toLowerCase(), `${validKey}x`),
          printable,
        )
        .map((key) => ({ 'X-API-Key': key })),
      weight: 1,
    },
  );
}

const method = fc.oneof(
  { arbitrary: fc.constant('GET'), weight: 19 },
  { arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), weight: 1 },
);

/** Requests to `pathTemplate` (as the document lists it, without the base path) under `basePath`. */
export function operationRequests(
  document: OpenApiDocument,
  basePath: string,
  pathTemplate: string,
  validKey: string,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  const resolve = resolverFor(document);
  const operation = document.paths[pathTemplate].get!;
  const parameters = (operation.parameters ?? []).map(
    (p) => resolve(p as JsonSchema) as unknown as Parameter,
  );
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');

  const path = fc
    .tuple(...pathParameters.map((p) => pathValue(p, resolve, known)))
    .map((values) =>
      pathParameters.reduce((template, p, i) => template.replace(`{${p.name}}`, values[i]), pathTemplate),
    );
  const query = fc
    .tuple(fc.tuple(...queryParameters.map((p) => queryEntries(p, resolve, known))), unknownParameters)
    .map(([documented, unknown]) => [...documented.flat(), ...unknown])
    .chain((entries) => fc.shuffledSubarray(entries, { minLength: entries.length }))
    .chain((entries) =>
      malformedTail.map((tail) => (entries.length || tail ? `?${entries.join('&')}${tail}` : '')),
    );
  return fc
    .record({ method, path, query, headers: apiKeyHeader(validKey) })
    .map(({ method, path, query, headers }) => ({ method, target: `${basePath}${path}${query}`, headers }));
}
