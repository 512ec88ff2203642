// Cache-Control by endpoint class (docs/decisions.md). Every API response depends on its caller (the tier's
// lookback, the caller's RateLimit fields), so data is `private`: a browser may reuse it, a shared cache never.
// Lifetimes follow how often the data changes: outlets and categories rarely, stats every 60 s (SPEC §4 Stats),
// events with each 10-minute ingest cycle and rescoring (60 s keeps pages close to live). Health and usage change
// with each request and errors must not be replayed, so they are `no-store`. The API reference changes only with
// a deployment: an hour, private too, since its responses also carry the caller's RateLimit fields. A route that
// sets its own Cache-Control wins.
import type { Middleware } from 'koa';
import { API_BASE_PATH } from '../../spec';
import { isApiPath } from '../../api/paths';

const CLASSES: [RegExp, string][] = [
  [/^\/(health|usage)\/?$/i, 'no-store'],
  // A subscription just created, rotated or deleted must show as it is now.
  [/^\/webhooks(\/.*)?$/i, 'no-store'],
  [/^\/(openapi\.json|docs(\/.*)?|outlets(\/[^/]+)?|categories)\/?$/i, 'private, max-age=3600'],
  [/^\/stats(\/.*)?$/i, 'private, max-age=60'],
  [/.*/, 'private, max-age=60'],
];

export function cacheControlFor(path: string): string {
  const rest = path.slice(API_BASE_PATH.length);
  return CLASSES.find(([pattern]) => pattern.test(rest))![1];
}

export function cacheControl(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!isApiPath(ctx.path) || ctx.response.get('Cache-Control')) return;
    const cacheable =
      (ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.status === 200 || ctx.status === 304);
    ctx.set('Cache-Control', cacheable ? cacheControlFor(ctx.path) : 'no-store');
    // A browser cache must not answer a request made with one key from a response fetched with another.
    if (cacheable) ctx.vary('X-API-Key');
  };
}
