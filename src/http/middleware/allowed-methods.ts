// A wrong method on a path the API serves: 405 with an Allow header naming every method that path answers. The
// router's own 405 is built without the request in hand, so its option only marks the case (wrongMethod) and this
// middleware, which has the request, names the methods; a route that refuses a method itself says its own Allow.
import type Router from '@koa/router';
import type Koa from 'koa';
import { methodNotAllowed } from '../../errors';

/** Thrown by the router's allowed-methods handling; never reaches a client. */
class WrongMethod extends Error {}
export const wrongMethod = () => new WrongMethod('wrong method');

/** Allow lists the read first, then the writes, whatever order the routes or the document name them in. */
const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rank = (method: string) => (ORDER.includes(method) ? ORDER.indexOf(method) : ORDER.length);

/** The Allow value for these methods (HEAD left out: it is answered wherever GET is). */
export function allowValue(methods: Iterable<string>): string {
  return [...new Set(methods)]
    .map((m) => m.toUpperCase())
    .filter((m) => m !== 'HEAD')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .join(', ');
}

export function allowedMethodsOf(router: Router): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (!(err instanceof WrongMethod)) throw err;
      const matched = router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods);
      throw methodNotAllowed(allowValue(matched) || 'GET');
    }
  };
}
