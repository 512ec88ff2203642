// ETag and 304 for every successful GET (docs/decisions.md): the tag is a hash of the JSON body, so a client
// revalidating an unchanged list, outlet or stats snapshot gets 304 with no body. It is weak (W/) because one
// tag covers the identity, gzip and brotli encodings of the same JSON, which are not byte-identical.
// The body is serialised here once, and compression then works on that string.
import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { Stream } from 'node:stream';

export function conditionalGet(): Middleware {
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200) return;
    if (
      ctx.response.get('ETag') ||
      ctx.body === null ||
      ctx.body === undefined ||
      ctx.body instanceof Stream
    ) {
      return;
    }
    const entity =
      typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body) ? ctx.body : JSON.stringify(ctx.body);
    if (entity !== ctx.body) ctx.body = entity;
    ctx.set('ETag', `W/"${createHash('sha1').update(entity).digest('base64url')}"`);
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
