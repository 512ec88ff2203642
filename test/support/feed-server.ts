// A local feed server for tests (127.0.0.1, ephemeral port): the fixture feeds in test/fixtures/feeds, served
// with ETag / Last-Modified and 304s, plus the hostile behaviours a real outlet can show. Routes are matched by
// path; every request is counted per path and the concurrent ones are tracked, so tests can assert on traffic.
//
// Built-in routes (paths are pathnames; queries are ignored for matching and counting):
//   /<fixture file>            each file of test/fixtures/feeds ("{{base}}" in it becomes this server's URL)
//   /huge.xml                  one RSS item whose description runs to 50 MB, generated while streaming, no length
//   /huge-announced.xml        the same with Content-Length: 52428800
//   /gzip-bomb.xml             gzip-encoded; small on the wire, 50 MB once decompressed
//   /gzip/<path>               the feed at <path>, gzip-encoded
//   /deep-nesting.xml          an item nested 200,000 elements deep (quadratic for sax)
//   /attribute-flood.xml       an element with 200,000 attributes (quadratic for sax)
//   /hang                      accepts the request and never answers
//   /slow-drip.xml             headers at once, then the RSS fixture 64 bytes every 100 ms
//   /status/<code>             that status; ?retry-after=<value> adds a Retry-After header
//   /redirect/<code>/<path>    redirects to /<path>
//   /delay/<ms>/<path>         answers like /<path> after <ms>
// API: setFeed() adds or replaces a feed (also between requests), route() adds a handler, hits() / requestsTo()
// report traffic, maxInFlight is the peak of concurrent requests since resetStats().
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export const FEED_FIXTURES_DIR = path.resolve(__dirname, '../fixtures/feeds');

/**
 * One batch of every kind of feed at once: two good ones (RSS first, Atom last) around a hanging server, a 50 MB
 * body, malformed XML, a 500, an HTML page and a slow drip. feeds.test.ts checks each outcome and
 * bench/feeds-hostile.ts times the batch.
 */
export const MIXED_BATCH_ROUTES: readonly string[] = [
  '/news-rss.xml',
  '/hang',
  '/huge.xml',
  '/malformed.xml',
  '/status/500',
  '/not-a-feed.html',
  '/slow-drip.xml',
  '/news-atom.xml',
];

const HUGE_BYTES = 50 * 1024 * 1024;
const NESTING = 200_000;
const ATTRIBUTES = 200_000;

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, server: FeedServer) => void;

export interface FeedOptions {
  /** Default from the extension: .atom/-atom.xml -> Atom, .html -> HTML, else RSS; always with charset=utf-8 unless given. */
  contentType?: string;
  /** Send ETag and Last-Modified and answer matching conditional requests with 304 (default true). */
  validators?: boolean;
}

interface StaticFeed {
  body: Buffer;
  contentType: string;
  etag?: string;
  /** Whole seconds, as HTTP dates carry. */
  lastModifiedMs?: number;
}

function defaultContentType(file: string): string {
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  if (/atom\.xml$|\.atom$/.test(file)) return 'application/atom+xml; charset=utf-8';
  return 'application/rss+xml; charset=utf-8';
}

/** One item whose description never ends, up to totalBytes: only a size cap stops a reader. */
function* endlessRss(totalBytes: number): Generator<Buffer> {
  yield Buffer.from(
    '<?xml version="1.0"?><rss version="2.0"><channel><title>Endless</title>' +
      '<item><title>Endless story</title><link>https://endless.example/1</link><description>',
  );
  const filler = Buffer.from('The story goes on and on. '.repeat(2520)); // 65,520 bytes
  for (let sent = 0; sent < totalBytes; sent += filler.length) yield filler;
  yield Buffer.from('</description></item></channel></rss>');
}

/** A valid RSS feed with `count` short items. */
export function manyItemsRss(count: number): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<item><title>Generated story ${i + 1}</title><link>https://many.example/${i + 1}</link></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Many</title>${items.join('')}</channel></rss>`;
}

function* deepNesting(): Generator<string> {
  yield '<rss version="2.0"><channel><title>Deep</title><item><title>Deep</title><description>';
  for (let i = 0; i < NESTING; i += 10_000) yield '<a>'.repeat(10_000);
  yield '</description></item></channel></rss>';
}

function* attributeFlood(): Generator<string> {
  yield '<rss version="2.0"><channel><title>Flood</title><item';
  for (let i = 0; i < ATTRIBUTES; i += 10_000) {
    yield Array.from({ length: 10_000 }, (_, j) => ` a${i + j}="x"`).join('');
  }
  yield '><title>Flood</title><link>https://flood.example/1</link></item></channel></rss>';
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

export class FeedServer {
  private readonly feeds = new Map<string, StaticFeed>();
  private readonly routes = new Map<string, RouteHandler>();
  private readonly requests = new Map<string, IncomingHttpHeaders[]>();
  private readonly sockets = new Set<Socket>();
  private inFlight = 0;
  /** Peak number of requests being answered at the same time since the last resetStats(). */
  maxInFlight = 0;
  baseUrl = '';

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<FeedServer> {
    const server = http.createServer();
    const feedServer = new FeedServer(server);
    server.on('request', (req, res) => feedServer.handle(req, res));
    server.on('connection', (socket) => {
      feedServer.sockets.add(socket);
      socket.on('close', () => feedServer.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedServer.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    feedServer.loadFixtures();
    return feedServer;
  }

  url(route: string): string {
    return `${this.baseUrl}${route.startsWith('/') ? route : `/${route}`}`;
  }

  /** Serves `body` at `route` from now on, with fresh validators; replaces any feed or handler there. */
  setFeed(route: string, body: string | Buffer, options: FeedOptions = {}): void {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const withValidators = options.validators ?? true;
    this.routes.delete(route);
    this.feeds.set(route, {
      body: bytes,
      contentType: options.contentType ?? defaultContentType(route),
      etag: withValidators ? `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"` : undefined,
      lastModifiedMs: withValidators ? Math.floor(Date.now() / 1000) * 1000 : undefined,
    });
  }

  /** Answers `route` with `handler` from now on; replaces any feed there. */
  route(route: string, handler: RouteHandler): void {
    this.feeds.delete(route);
    this.routes.set(route, handler);
  }

  /** A fixture file's text with "{{base}}" replaced by this server's URL. */
  fixture(file: string): string {
    return fs.readFileSync(path.join(FEED_FIXTURES_DIR, file), 'utf8').replaceAll('{{base}}', this.baseUrl);
  }

  hits(route: string): number {
    return this.requests.get(route)?.length ?? 0;
  }

  /** Request headers of every request to `route`, oldest first. */
  requestsTo(route: string): IncomingHttpHeaders[] {
    return this.requests.get(route) ?? [];
  }

  resetStats(): void {
    this.requests.clear();
    this.maxInFlight = this.inFlight;
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private loadFixtures(): void {
    for (const file of fs.readdirSync(FEED_FIXTURES_DIR)) this.setFeed(`/${file}`, this.fixture(file));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const pathname = new URL(req.url ?? '/', this.baseUrl).pathname;
    const seen = this.requests.get(pathname) ?? [];
    seen.push(req.headers);
    this.requests.set(pathname, seen);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => {
      this.inFlight -= 1;
    });
    this.answer(pathname, req, res);
  }

  private answer(pathname: string, req: IncomingMessage, res: ServerResponse): void {
    const handler = this.routes.get(pathname);
    if (handler) return handler(req, res, this);
    const feed = this.feeds.get(pathname);
    if (feed) return this.serveFeed(feed, req, res);
    const builtIn = this.builtIn(pathname);
    if (builtIn) return builtIn(req, res, this);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }

  private serveFeed(feed: StaticFeed, req: IncomingMessage, res: ServerResponse, gzip = false): void {
    const headers: Record<string, string> = { 'content-type': feed.contentType };
    if (feed.etag) headers.etag = feed.etag;
    if (feed.lastModifiedMs !== undefined)
      headers['last-modified'] = new Date(feed.lastModifiedMs).toUTCString();
    const inm = req.headers['if-none-match'];
    const ims = Date.parse(req.headers['if-modified-since'] ?? '');
    const fresh =
      inm !== undefined
        ? feed.etag !== undefined && matchesEtag(inm, feed.etag)
        : feed.lastModifiedMs !== undefined && ims >= feed.lastModifiedMs;
    if (fresh) {
      res.writeHead(304, headers).end();
      return;
    }
    if (gzip) {
      const body = zlib.gzipSync(feed.body);
      res
        .writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) })
        .end(body);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': String(feed.body.length) }).end(feed.body);
  }

  private builtIn(pathname: string): RouteHandler | undefined {
    const [, first, second, ...rest] = pathname.split('/');
    const target = `/${rest.join('/')}`;
    switch (first) {
      case 'huge.xml':
        return (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          pipeline(Readable.from(endlessRss(HUGE_BYTES)), res).catch(() => undefined);
        };
      case 'huge-announced.xml':
        return (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(HUGE_BYTES) });
          pipeline(Readable.from(endlessRss(HUGE_BYTES)), res).catch(() => undefined);
        };
      case 'gzip-bomb.xml':
        return (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
          pipeline(Readable.from(endlessRss(HUGE_BYTES)), zlib.createGzip(), res).catch(() => undefined);
        };
      case 'gzip':
        return (req, res) => {
          const feed = this.feeds.get(`/${[second, ...rest].join('/')}`);
          if (feed) this.serveFeed(feed, req, res, true);
          else res.writeHead(404).end();
        };
      case 'deep-nesting.xml':
        return (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          pipeline(Readable.from(deepNesting()), res).catch(() => undefined);
        };
      case 'attribute-flood.xml':
        return (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          pipeline(Readable.from(attributeFlood()), res).catch(() => undefined);
        };
      case 'hang':
        return () => undefined; // the socket stays open until the client gives up or stop() destroys it
      case 'slow-drip.xml':
        return (_req, res) => {
          const body = Buffer.from(this.fixture('news-rss.xml'));
          res.writeHead(200, { 'content-type': 'application/rss+xml' });
          let offset = 0;
          const timer = setInterval(() => {
            res.write(body.subarray(offset, offset + 64));
            offset += 64;
            if (offset >= body.length) {
              clearInterval(timer);
              res.end();
            }
          }, 100);
          res.on('close', () => clearInterval(timer));
        };
      case 'status':
        return (req, res) => {
          const retryAfter = new URL(req.url ?? '/', this.baseUrl).searchParams.get('retry-after');
          res
            .writeHead(Number(second), retryAfter ? { 'retry-after': retryAfter } : {})
            .end(`status ${second}`);
        };
      case 'redirect':
        return (_req, res) => {
          res.writeHead(Number(second), { location: target }).end();
        };
      case 'delay':
        return (req, res) => {
          const timer = setTimeout(() => this.answer(target, req, res), Number(second));
          res.on('close', () => clearTimeout(timer));
        };
      default:
        return undefined;
    }
  }
}

export function startFeedServer(): Promise<FeedServer> {
  return FeedServer.start();
}
