// CORS for browser clients (docs/decisions.md): any origin may read the API, because it is public read-only data
// authenticated by a header, never by cookies, so no credentials are allowed and a page can only spend the key
// it sends itself. Browsers may send the key and conditional requests, and read the quota, paging and id headers.
import cors from '@koa/cors';
import type { Middleware } from 'koa';

export const CORS_EXPOSED_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Link',
  'X-Request-Id',
  'ETag',
];

export function corsPolicy(): Middleware {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'OPTIONS'],
    allowHeaders: ['X-API-Key', 'X-Request-Id', 'If-None-Match', 'If-Modified-Since'],
    exposeHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    // Browsers cap this (Chromium at 2 hours); a day asks for as much preflight caching as they allow.
    maxAge: 24 * 60 * 60,
  });
}
