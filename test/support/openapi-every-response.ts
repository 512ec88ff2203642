// Mocha root hooks that hold every API response a test run receives through fetch() to the OpenAPI document,
// whatever the test itself asserts: `npm test` runs every test with it, lists each
// response that does not match (its path, status and what differs) and then exits non-zero. HEAD and OPTIONS
// requests (no body; CORS preflights) are not held. Raw HTTP requests (test/support/http.ts rawGet: bytes as
// sent, a chosen source address, a body on a GET) are held to the document there, failing their test at once.
// Left out by nature: raw sockets writing malformed HTTP or never finishing (hostile-limits, api-http-behaviour),
// answered before Koa by src/http/client-errors.ts, whose exact bytes those tests assert themselves.
// An NDJSON body (an export stream) is held line by line to the documented line schema.
import { API_BASE_PATH } from '../../src/spec';
import { expectToMatchOpenApi, openApiDocument } from './openapi';

const templates = Object.keys(openApiDocument().paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    parameters: (template.match(/\{/g) ?? []).length,
  }))
  // A literal path wins over a template that also matches it: /divergence/gaps before /divergence/{category}.
  .sort((a, b) => a.parameters - b.parameters);

/** The documented path a request path falls under, or the path itself when none does (then it must be a 404). */
export function pathTemplateOf(apiPath: string): string {
  return templates.find(({ pattern }) => pattern.test(apiPath))?.template ?? apiPath;
}

const mismatches: string[] = [];
let checked = 0;
const pending = new Set<Promise<void>>();
const realFetch = globalThis.fetch;

/** One JSON document per line (an export stream): each line is held to the documented line schema. */
const NDJSON = /^application\/x-ndjson\b/;

async function check(url: URL, method: string, res: Response): Promise<void> {
  let text: string;
  try {
    text = await res.clone().text();
  } catch {
    // The test cut the body off (a client leaving a stream): there is no whole response to hold to the document.
    return;
  }
  const type = res.headers.get('content-type') ?? '';
  const template = pathTemplateOf(url.pathname.slice(API_BASE_PATH.length));
  try {
    if (NDJSON.test(type)) {
      if (!text.endsWith('\n')) throw new Error('an NDJSON body must end with a complete line');
      for (const line of text.slice(0, -1).split('\n')) {
        expectToMatchOpenApi(res, JSON.parse(line) as unknown, method, template);
      }
    } else {
      const body = type.includes('json') && text ? (JSON.parse(text) as unknown) : text;
      expectToMatchOpenApi(res, body, method, template);
    }
    checked += 1;
  } catch (err) {
    mismatches.push(
      `${method} ${url.pathname}${url.search.slice(0, 120)}: ${(err as Error).message.slice(0, 1500)}`,
    );
  }
}

export const mochaHooks = {
  beforeAll() {
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const res = await realFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (url.pathname.startsWith(`${API_BASE_PATH}/`) && method !== 'HEAD' && method !== 'OPTIONS') {
        const done = check(url, method, res).finally(() => pending.delete(done));
        pending.add(done);
      }
      return res;
    };
  },
  async afterAll() {
    globalThis.fetch = realFetch;
    await Promise.all(pending);
    console.log(`openapi: ${checked} responses match the document, ${mismatches.length} do not`);
    if (!mismatches.length) return;
    console.log(`responses that do not match the document:\n${mismatches.join('\n')}`);
    // Not a thrown error: a failing root hook would skip the bootstrap's clean-up of the test indices and keys.
    process.on('exit', () => {
      process.exitCode = 1;
    });
  },
};
