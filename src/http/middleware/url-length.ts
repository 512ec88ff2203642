// Bounded request URLs (docs/decisions.md): a request target longer than 4,096 bytes gets 414 uri_too_long with
// the error body before any work is done. Every legitimate query fits (45 repeated `outlet` values and a cursor
// stay under 2 KB); Node itself refuses whole header sections over 16 KB with a bare 431.
import type { Middleware } from 'koa';
import { uriTooLong } from '../../errors';

export const MAX_URL_BYTES = 4096;

export function boundedUrl(): Middleware {
  return async (ctx, next) => {
    if (Buffer.byteLength(ctx.url) > MAX_URL_BYTES) throw uriTooLong(MAX_URL_BYTES);
    await next();
  };
}
