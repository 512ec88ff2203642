// GET /openapi.json (this API's OpenAPI 3.1 document) and GET /docs (a reference page rendered from it by
// Redoc, whose browser bundle is served from node_modules: the page loads nothing from another origin and so
// works offline). Neither counts against a daily cap (docs/decisions.md, "OpenAPI document and docs page").
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context } from 'koa';
import { version as REDOC_VERSION } from 'redoc/package.json';
import { API_BASE_PATH } from '../../spec';
import { notFound } from '../../errors';
import { buildOpenApiDocument } from '../openapi/document';

/** The version is in the asset's name, so browsers may keep it for good and an upgrade changes the URL. */
const REDOC_ASSET = `redoc-${REDOC_VERSION}.standalone.js`;
export const REDOC_ASSET_PATH = `/docs/assets/${REDOC_ASSET}`;

/** The page may only load what this origin serves; Redoc's search runs in a worker made from a blob. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Parallax REST API v2 reference</title>
    <link rel="icon" href="data:,">
  </head>
  <body>
    <noscript>This page needs JavaScript; the document itself is at <a href="${API_BASE_PATH}/openapi.json">${API_BASE_PATH}/openapi.json</a>.</noscript>
    <redoc spec-url="${API_BASE_PATH}/openapi.json" expand-responses="200" required-props-first></redoc>
    <script src="${API_BASE_PATH}${REDOC_ASSET_PATH}"></script>
  </body>
</html>
`;

interface Cached {
  body: string | Buffer;
  etag: string;
}

function cached(body: string | Buffer): Cached {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Sends a cacheable body, or a 304 when the client's If-None-Match already names it. */
function send(ctx: Context, content: Cached, type: string, cacheControl: string): void {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', content.etag);
  ctx.type = type;
  ctx.status = 200; // ctx.fresh compares validators only for a 2xx response
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = content.body;
}

export function docsRoutes(): Router {
  const router = new Router();
  const document = cached(JSON.stringify(buildOpenApiDocument()));
  const page = cached(DOCS_PAGE);
  let redoc: Promise<Cached> | undefined;

  router.get('/openapi.json', (ctx) => send(ctx, document, 'application/json', 'public, max-age=300'));
  router.get('/docs', (ctx) => {
    ctx.set('Content-Security-Policy', DOCS_CSP);
    send(ctx, page, 'text/html', 'public, max-age=300');
  });
  // The document lists /docs/assets/{asset}: any asset name is routed here (so another method is a 405, as the
  // document says), and a name other than the one asset is a 404.
  router.get('/docs/assets/:asset', async (ctx) => {
    if (ctx.params.asset !== REDOC_ASSET) throw notFound(`no such asset: ${ctx.params.asset}`);
    redoc ??= readFile(require.resolve('redoc/bundles/redoc.standalone.js')).then(cached);
    send(ctx, await redoc, 'text/javascript', 'public, max-age=31536000, immutable');
  });
  return router;
}
