// One conditional GET of a feed with undici's fetch: validators out, status handling in, and the body handed
// back as a guarded byte stream. Redirects are followed here, not by fetch, so every hop is checked: at most
// MAX_REDIRECTS, http(s) only, never from https down to http, and each connection made only to an address the
// address guard allows, resolved once for that connection. fetch undoes gzip/deflate/br itself, so the size cap
// counts decompressed bytes and a compression bomb stops at the cap like any other large body.
import { Agent, fetch, type Response } from 'undici';
import { guardedLookup, literalRefusal, portOf, type LoopbackPorts } from '../../net/address-guard';
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
  loopbackPorts: LoopbackPorts;
}

/** Browsers allow 20; a feed that needs more than a move and a canonical host or two is misconfigured. */
export const MAX_REDIRECTS = 5;

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

/** Drops a body we will not read, and the hop's agent with it; a body that already failed has nothing to drop. */
async function discard(response: Response, agent: Agent): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
  await agent.destroy().catch(() => undefined);
}

/**
 * The web stream as bytes, with a network failure mid-body reported as such rather than as bad XML; the hop's
 * agent is closed once the body is done with.
 */
async function* readBody(response: Response, agent: Agent): AsyncGenerator<Uint8Array> {
  try {
    if (!response.body) return;
    for await (const chunk of response.body) yield chunk;
  } catch (error) {
    throw new FeedError(`connection failed while reading the body: ${describe(error)}`);
  } finally {
    await agent.destroy().catch(() => undefined);
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

/** The hop's URL checked before connecting: scheme, downgrade, and an address written into the URL itself. */
function checkHop(target: URL, from: URL | undefined, loopback: LoopbackPorts): void {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FeedError(`not an http(s) URL: ${target.href}`);
  }
  if (from?.protocol === 'https:' && target.protocol === 'http:') {
    throw new FeedError(`refused redirect from https down to http: ${target.href}`);
  }
  // A literal address never goes through DNS, so the connection's lookup would not see it.
  const refused = literalRefusal(target, loopback);
  if (refused) throw new FeedError(refused);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One hop over its own agent, whose every connection resolves through the guarded lookup for this port. */
async function requestHop(
  target: URL,
  headers: Record<string, string>,
  request: FeedRequest,
): Promise<{ response: Response; agent: Agent }> {
  const agent = new Agent({
    connect: { lookup: guardedLookup(portOf(target), request.loopbackPorts) },
  });
  try {
    const response = await fetch(target, {
      headers,
      signal: request.signal,
      redirect: 'manual',
      dispatcher: agent,
    });
    return { response, agent };
  } catch (error) {
    await agent.destroy().catch(() => undefined);
    throw new FeedError(`request failed: ${describe(error)}`);
  }
}

/** Follows redirects hop by hop, each checked, up to MAX_REDIRECTS; the final response is the caller's. */
async function followRedirects(
  request: FeedRequest,
  headers: Record<string, string>,
): Promise<{ response: Response; agent: Agent; url: URL }> {
  if (!URL.canParse(request.url)) throw new FeedError(`not an http(s) URL: ${request.url}`);
  let url = new URL(request.url);
  let from: URL | undefined;
  for (let hop = 0; ; hop += 1) {
    checkHop(url, from, request.loopbackPorts);
    const { response, agent } = await requestHop(url, headers, request);
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return { response, agent, url };
    await discard(response, agent);
    if (hop === MAX_REDIRECTS) throw new FeedError(`more than ${MAX_REDIRECTS} redirects`);
    if (!URL.canParse(location, url.href)) throw new FeedError(`redirect to an invalid URL: ${location}`);
    from = url;
    url = new URL(location, url);
  }
}

export async function requestFeed(request: FeedRequest): Promise<FeedResponse> {
  const { maxBytes } = request;
  const headers: Record<string, string> = { accept: ACCEPT, 'user-agent': request.userAgent };
  if (request.etag) headers['if-none-match'] = request.etag;
  if (request.lastModified) headers['if-modified-since'] = request.lastModified;

  const { response, agent, url } = await followRedirects(request, headers);
  const { status } = response;
  if (status === 304) {
    await discard(response, agent);
    return { kind: 'not_modified', httpStatus: status, validators: validatorsOf(response.headers) };
  }
  if (status < 200 || status > 299) {
    await discard(response, agent);
    const retryAfterMs =
      status === 429 || status === 503
        ? parseRetryAfter(response.headers.get('retry-after'), request.nowMs)
        : undefined;
    throw new FeedError(`HTTP ${status}`, status, retryAfterMs);
  }
  const announced = Number(response.headers.get('content-length'));
  if (announced > maxBytes) {
    await discard(response, agent);
    throw new FeedError(`body of ${announced} bytes announced, over the ${maxBytes} byte cap`, status);
  }
  return {
    kind: 'body',
    httpStatus: status,
    finalUrl: url.href,
    contentType: response.headers.get('content-type'),
    validators: validatorsOf(response.headers),
    body: limitBody(readBody(response, agent), maxBytes),
  };
}
