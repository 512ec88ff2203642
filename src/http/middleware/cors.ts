// CORS for browser clients (docs/decisions.md): any origin may read the API, because it is public read-only data
// authenticated by a header, never by cookies, so no credentials are allowed and a page can only spend the key
// it sends itself. Browsers may send the key and conditional requests, and read the quota, paging and id headers.
// Only the API and its OpenAPI document are shared: the explorer, the docs page and the account pages
// are this site's own, and no other origin has a reason to read them.
import cors from '@koa/cors';
import type { Middleware } from 'koa';

export const CORS_EXPOSED_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Link',
  'X-Request-Id',
  'ETag',
  'Export-Cursor',
];

/** `apiPrefix` is the API's path prefix; the docs page and its assets under it are pages, not API. */
export function corsPolicy(apiPrefix: string): Middleware {
  const docsPage = `${apiPrefix}/docs`;
  const shared = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'OPTIONS'],
    allowHeaders: ['X-API-Key', 'X-Request-Id', 'If-None-Match', 'If-Modified-Since'],
    exposeHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    // Browsers cap this (Chromium at 2 hours); a day asks for as much preflight caching as they allow.
    maxAge: 24 * 60 * 60,
  });
  return (ctx, next) => {
    const { path } = ctx;
    const api = path.startsWith(`${apiPrefix}/`) && path !== docsPage && !path.startsWith(`${docsPage}/`);
    return api ? shared(ctx, next) : next();
  };
}
