// A raw HTTP GET for tests that need what fetch hides: the bytes as sent (no automatic decompression), the
// client's own source address (127.0.0.0/8 all reaches loopback, so each test can be a different client), and a
// body on a GET. Every answer under /api/v2 is held to the OpenAPI document here, as fetch's are by
// openapi-every-response.ts, after undoing its content encoding: a raw request hides no shape error.
import http, { type IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { API_BASE_PATH } from '../../src/spec';
import { expectToMatchOpenApi } from './openapi';
import { pathTemplateOf } from './openapi-every-response';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json(): any;
}

export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  options: { localAddress?: string; method?: string; body?: string } = {},
): Promise<RawResponse> {
  const method = options.method ?? 'GET';
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const raw: RawResponse = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body.toString('utf8')),
          };
          try {
            expectDocumented(new URL(url), method, raw);
            resolve(raw);
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function decoded(raw: RawResponse): Buffer {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(raw.body);
  if (encoding === 'br') return zlib.brotliDecompressSync(raw.body);
  if (encoding === 'deflate') return zlib.inflateSync(raw.body);
  return raw.body;
}

/** The checks openapi-every-response.ts makes of fetch's answers; HEAD and OPTIONS (no body) are not held. */
function expectDocumented(url: URL, method: string, raw: RawResponse): void {
  if (!url.pathname.startsWith(`${API_BASE_PATH}/`) || method === 'HEAD' || method === 'OPTIONS') return;
  const text = decoded(raw).toString('utf8');
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value !== undefined && name !== 'content-encoding')
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const empty = raw.status === 204 || raw.status === 304;
  const res = new Response(empty ? null : text, { status: raw.status, headers });
  const type = headers.get('content-type') ?? '';
  const body = type.includes('json') && text ? (JSON.parse(text) as unknown) : text;
  expectToMatchOpenApi(res, body, method, pathTemplateOf(url.pathname.slice(API_BASE_PATH.length)));
}

let nextClient = 0;
/** A loopback source address no other test in this process uses (never 127.0.0.1): a fresh anonymous client. */
export function freshLoopbackAddress(): string {
  nextClient += 1;
  return `127.100.${(nextClient >> 8) & 255}.${nextClient & 255}`;
}
