// A raw HTTP GET for tests that need what fetch hides: the bytes as sent (no automatic decompression) and the
// client's own source address (127.0.0.0/8 all reaches loopback, so each test can be a different client).
import http, { type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json(): any;
}

export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  options: { localAddress?: string; method?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let nextClient = 0;
/** A loopback source address no other test in this process uses (never 127.0.0.1): a fresh anonymous client. */
export function freshLoopbackAddress(): string {
  nextClient += 1;
  return `127.100.${(nextClient >> 8) & 255}.${nextClient & 255}`;
}
