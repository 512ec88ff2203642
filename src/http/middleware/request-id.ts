// Gives every request an id (the caller's X-Request-Id when it is sane, else a new UUID) and echoes it back,
// so a user's report and our logs meet on one value.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = SANE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}
