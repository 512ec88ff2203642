// Authentication (SPEC §5.1-5.4): every request under the API prefix gets a Caller in `ctx.state.caller`, from
// its `X-API-Key` or as anonymous. Routes read it with callerOf(ctx) and hand it to services (never the context).
import type { Middleware, ParameterizedContext } from 'koa';
import type { Authenticator } from '../../access/authenticate';
import type { Caller } from '../../access/caller';
import { isApiPath } from '../../api/paths';

export function authenticate(authenticator: Authenticator): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path) || ctx.method === 'OPTIONS') return next();
    // Repeated headers arrive joined by ", ", which is no well-formed key: a 401, not a guess at which one.
    const header = ctx.req.headers['x-api-key'];
    const key = Array.isArray(header) ? header.join(', ') : header;
    ctx.state.caller = await authenticator.identify(key, ctx.ip);
    await next();
  };
}

/** The request's Caller; throws when a route is mounted outside the authentication middleware (a bug). */
export function callerOf(ctx: ParameterizedContext): Caller {
  const caller = ctx.state.caller as Caller | undefined;
  if (!caller) throw new Error(`no caller for ${ctx.path}: route outside the authentication middleware`);
  return caller;
}
