// One conditional GET of a feed with fetch (undici): validators out, status handling in, and the body handed
// back as a guarded byte stream. fetch follows redirects (up to 20) and undoes gzip/deflate/br itself, so the
// size cap counts decompressed bytes and a compression bomb stops at the cap like any other large body.
import { parseRetryAfter } from './backoff';
import { FeedError } from './errors';
import type { FeedValidators } from './types';

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1';

export interface FeedRequest {
  url: string;
  etag?: string;
  lastModified?: string;
  userAgent: string;
  maxBytes: number;
  signal: AbortSignal;
  nowMs: number;
}

export type FeedResponse =
  | { kind: 'not_modified'; httpStatus: number; validators: FeedValidators }
  | {
      kind: 'body';
      httpStatus: number;
      /** After redirects; relative links resolve against it. */
      finalUrl: string;
      contentType: string | null;
      validators: FeedValidators;
      body: AsyncIterable<Uint8Array>;
    };

function validatorsOf(headers: Headers): FeedValidators {
  const validators: FeedValidators = {};
  const etag = headers.get('etag');
  const lastModified = headers.get('last-modified');
  if (etag) validators.etag = etag;
  if (lastModified) validators.lastModified = lastModified;
  return validators;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const message = error instanceof Error ? error.message : String(error);
  return cause?.code ?? cause?.message ?? message;
}

/** Drops a body we will not read; a body that already failed has nothing left to drop. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** The web stream as bytes, with a network failure mid-body reported as such rather than as bad XML. */
async function* readBody(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!body) return;
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    throw new FeedError(`connection failed while reading the body: ${describe(error)}`);
  }
}

/** Counts bytes as they stream in and stops past the cap, whatever Content-Length said (chunked bodies have none). */
async function* limitBody(chunks: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new FeedError(`body exceeds ${maxBytes} bytes`);
    yield chunk;
  }
}

export async function requestFeed(request: FeedRequest): Promise<FeedResponse> {
  const { url, signal, maxBytes } = request;
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') throw new FeedError(`not an http(s) URL: ${url}`);
  const headers: Record<string, string> = { accept: ACCEPT, 'user-agent': request.userAgent };
  if (request.etag) headers['if-none-match'] = request.etag;
  if (request.lastModified) headers['if-modified-since'] = request.lastModified;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    throw new FeedError(`request failed: ${describe(error)}`);
  }
  const { status } = response;
  if (status === 304) {
    await discard(response);
    return { kind: 'not_modified', httpStatus: status, validators: validatorsOf(response.headers) };
  }
  if (status < 200 || status > 299) {
    await discard(response);
    const retryAfterMs =
      status === 429 || status === 503
        ? parseRetryAfter(response.headers.get('retry-after'), request.nowMs)
        : undefined;
    throw new FeedError(`HTTP ${status}`, status, retryAfterMs);
  }
  const announced = Number(response.headers.get('content-length'));
  if (announced > maxBytes) {
    await discard(response);
    throw new FeedError(`body of ${announced} bytes announced, over the ${maxBytes} byte cap`, status);
  }
  return {
    kind: 'body',
    httpStatus: status,
    finalUrl: response.url || url,
    contentType: response.headers.get('content-type'),
    validators: validatorsOf(response.headers),
    body: limitBody(readBody(response.body), maxBytes),
  };
}
