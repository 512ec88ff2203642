// Holds real responses to the OpenAPI document the API serves (src/http/openapi/): the status must be one the
// operation lists, the body must match its schema (every object in it is closed, so an extra or a missing
// field fails), and the headers it documents must be there and well-formed, while the API's own headers
// (X-Request-Id, RateLimit…, Link, Retry-After, Allow, Location) must not appear where the document does not
// list them. A body of another media type than JSON is held to its documented schema as text; XML (the feeds)
// must also be well-formed.
//
//   const res = await api.get('/api/v2/outlets/reuters');
//   expectToMatchOpenApi(res, await res.json(), 'GET', '/outlets/{slug}');
//
// A path the document does not list must answer 404 `not_found`, and a listed path called with a method it
// does not list 405 `method_not_allowed` with `Allow`, unless refused before routing (a bad key, the URL bound,
// the daily cap, an outage), as the document's Errors section says.
import { AssertionError } from 'node:assert';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { XMLValidator } from 'fast-xml-parser';
import { allowValue } from '../../src/http/middleware/allowed-methods';
import { buildOpenApiDocument } from '../../src/http/openapi/document';
import type {
  Header,
  OpenApiDocument,
  Reference,
  Response as OpenApiResponse,
} from '../../src/http/openapi/types';

const DOCUMENT_ID = 'https://parallax.invalid/api/v2/openapi.json';

let state: { document: OpenApiDocument; ajv: Ajv2020 } | undefined;
const validators = new Map<string, ValidateFunction>();

/** The document, built exactly as GET /openapi.json serves it. */
export function openApiDocument(): OpenApiDocument {
  return load().document;
}

function load() {
  if (!state) {
    const document = buildOpenApiDocument();
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    // The document's own members hold schemas but are no JSON Schema keywords; refs point into them.
    ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']);
    ajv.addSchema({ ...structuredClone(document), $id: DOCUMENT_ID });
    state = { document, ajv };
  }
  return state;
}

/** The API's own headers: a response may carry one only where the document lists it. */
const POLICED_HEADERS = [
  'x-request-id',
  'ratelimit-policy',
  'ratelimit',
  'retry-after',
  'link',
  'allow',
  'location',
];

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve<T>(value: T | Reference, pointer: string): { value: T; pointer: string } {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return { value: value as T, pointer };
  const target = value.$ref.slice(1);
  let node: unknown = load().document;
  for (const segment of target.split('/').slice(1)) {
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`unresolvable $ref ${value.$ref}`);
  return { value: node as T, pointer: target };
}

function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = load().ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

function fail(where: string, message: string): never {
  throw new AssertionError({ message: `${where}: ${message}` });
}

function check(where: string, pointer: string, value: unknown, what: string): void {
  const validate = validatorAt(pointer);
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map(
      (e) => `${what}${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
    );
    fail(
      where,
      `${what} does not match ${pointer}:\n  ${errors.join('\n  ')}\n${what}: ${JSON.stringify(value).slice(0, 2000)}`,
    );
  }
}

/** Header values are strings on the wire; an integer schema describes their digits. */
function headerValue(raw: string, header: Header): unknown {
  return header.schema.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

function checkHeaders(where: string, res: Response, response: OpenApiResponse, pointer: string): void {
  const documented = new Set<string>();
  for (const [name, entry] of Object.entries(response.headers ?? {})) {
    documented.add(name.toLowerCase());
    const { value: header, pointer: headerPointer } = resolve<Header>(
      entry,
      `${pointer}/headers/${escape(name)}`,
    );
    const raw = res.headers.get(name);
    if (raw === null) {
      if (header.required) fail(where, `the documented header ${name} is missing`);
      continue;
    }
    check(where, `${headerPointer}/schema`, headerValue(raw, header), `header ${name}`);
  }
  for (const name of POLICED_HEADERS) {
    if (res.headers.has(name) && !documented.has(name))
      fail(where, `header ${name} is sent but not documented here`);
  }
}

function checkBody(
  where: string,
  res: Response,
  body: unknown,
  response: OpenApiResponse,
  pointer: string,
): void {
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  if (!response.content) {
    if (body !== undefined && body !== '' && body !== null)
      fail(where, 'a body is sent but none is documented');
    return;
  }
  if (!(mediaType in response.content)) {
    fail(
      where,
      `content type ${mediaType || '(none)'} is not one of ${Object.keys(response.content).join(', ')}`,
    );
  }
  // An XML body (the feeds) is documented as a string of its media type; it must also be well-formed XML.
  if (/[/+]xml$/.test(mediaType)) {
    const verdict = XMLValidator.validate(String(body));
    if (verdict !== true)
      fail(where, `the ${mediaType} body is not well-formed XML: ${JSON.stringify(verdict.err)}`);
  }
  check(where, `${pointer}/content/${escape(mediaType)}/schema`, body, 'body');
}

/**
 * What the document's Errors section states for requests no operation lists: an unlisted path is a 404, a listed
 * path with another method a 405 with Allow; authentication, the URL bound and the daily cap run before routing,
 * so either may also be refused the way any request can be.
 */
const BEFORE_ROUTING: Record<number, string> = {
  401: 'invalid_api_key',
  414: 'uri_too_long',
  431: 'header_fields_too_large',
  429: 'daily_cap_exceeded',
  500: 'internal_error',
  503: 'service_unavailable',
};

function checkUndocumented(where: string, res: Response, body: unknown, allowed: string | null): void {
  const expected = allowed === null ? 404 : 405;
  const expectedCode = allowed === null ? 'not_found' : 'method_not_allowed';
  const codes: Record<number, string> = { ...BEFORE_ROUTING, [expected]: expectedCode };
  if (!(res.status in codes)) {
    fail(
      where,
      `is not in the document, so it must answer ${expected} (or be refused before routing), not ${res.status}`,
    );
  }
  check(where, '/components/schemas/Error', body, 'body');
  const code = (body as { error: { code: string } }).error.code;
  if (code !== codes[res.status]) fail(where, `error code ${code}, expected ${codes[res.status]}`);
  if (res.status === 405 && res.headers.get('allow') !== allowed) {
    fail(where, `Allow is ${res.headers.get('allow')}, expected ${allowed}`);
  }
  if (res.status === 429 && !res.headers.get('retry-after')) fail(where, 'Retry-After is missing');
  if (!res.headers.get('x-request-id')) fail(where, 'X-Request-Id is missing');
}

/**
 * Asserts that a real response matches the document: `pathTemplate` is the documented path without the
 * `/api/v2` prefix (`/events/{id}`), `body` the parsed JSON (or the text, for other content types).
 */
export function expectToMatchOpenApi(
  res: Response,
  body: unknown,
  method: string,
  pathTemplate: string,
): void {
  const where = `${method.toUpperCase()} ${pathTemplate} → ${res.status}`;
  const item = load().document.paths[pathTemplate];
  if (!item) return checkUndocumented(where, res, body, null);
  const verb = method.toLowerCase();
  if (!(verb in item)) {
    return checkUndocumented(where, res, body, allowValue(Object.keys(item)));
  }
  const operationPointer = `/paths/${escape(pathTemplate)}/${verb}`;
  const responses = item[verb as keyof typeof item]!.responses;
  const key = [String(res.status), `${String(res.status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key)
    fail(where, `status ${res.status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
  const { value: response, pointer } = resolve<OpenApiResponse>(
    responses[key],
    `${operationPointer}/responses/${key}`,
  );
  checkHeaders(where, res, response, pointer);
  checkBody(where, res, body, response, pointer);
}
