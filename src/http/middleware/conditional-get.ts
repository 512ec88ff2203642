// ETag and 304 for every successful GET (docs/decisions.md): the tag is a hash of the JSON body, so a client
// revalidating an unchanged list, outlet or stats snapshot gets 304 with no body. It is weak (W/) because one
// tag covers the identity, gzip and brotli encodings of the same JSON, which are not byte-identical.
// The body is serialised here once, and compression then works on that string. A streamed body (a static
// asset) is not hashed; its own ETag or Last-Modified, when the route set one, still earns a 304.
import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { Readable, Stream } from 'node:stream';

export function conditionalGet(): Middleware {
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200) return;
    const body: unknown = ctx.body;
    if (body === null || body === undefined) return;
    if (!ctx.response.get('ETag') && !(body instanceof Stream)) {
      const entity = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      if (entity !== body) ctx.body = entity;
      ctx.set('ETag', `W/"${createHash('sha1').update(entity).digest('base64url')}"`);
    }
    if (ctx.fresh) {
      if (body instanceof Readable) body.destroy();
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
