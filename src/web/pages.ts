// Every path outside the REST API and MCP: the web pages and their assets. Pages answer in HTML, errors
// included (a person reads them), and are composed from one router per page family.
import Router, { type RouterContext } from '@koa/router';
import compose from 'koa-compose';
import type { DefaultState, Middleware } from 'koa';
import type { AppContext } from '../context';
import type { Logger } from '../log';
import { ApiError } from '../errors';
import { isApiPath, MCP_PATH } from '../api/paths';
import { accountRoutes } from './account/routes';
import { sessionMiddleware } from './account/session-middleware';
import { unavailableStore } from '../api/store-outage';
import { renderErrorPage } from './error-page';
import { explorerRoutes } from './explorer/routes';
import type { PageServices } from './page-services';
import { staticAssets } from './static-assets';

/**
 * Pages load only what this origin serves (scripts and styles from files, never inline), submit forms only here
 * and cannot be framed; it replaces the JSON API's nothing-at-all policy (src/http/middleware/security-headers.ts).
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Style attributes carry only numbers the server computes (bar widths, axis positions), never visitor text.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A page family's router; app context in, routes out. */
export type PageRoutes = (context: AppContext, services: PageServices) => Router;

const PAGE_FAMILIES: readonly PageRoutes[] = [accountRoutes, explorerRoutes];

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

function htmlErrors(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.type = 'html';
        ctx.body = renderErrorPage(404);
      }
    } catch (err) {
      const store = unavailableStore(err);
      const status = store ? 503 : (statusOf(err) ?? 500);
      if (store) ctx.set('Retry-After', '30');
      if (status >= 500 && !store)
        logger.error({ err, requestId: ctx.state.requestId, path: ctx.path }, 'page failed');
      // An ApiError's message is written for whoever made the request, and its headers (Retry-After) apply.
      const expose = status < 500 && ((err as { expose?: boolean }).expose || err instanceof ApiError);
      if (err instanceof ApiError) ctx.set(err.headers);
      ctx.status = status;
      ctx.type = 'html';
      ctx.body = renderErrorPage(status, expose ? (err as Error).message : undefined);
    }
  };
}

export function webPages(
  context: AppContext,
  services: PageServices,
): Middleware<DefaultState, RouterContext> {
  const assets = staticAssets();
  const errors = htmlErrors(context.logger);
  // Before every page router: who is signed in (ctx.state.signedInAccount, src/web/signed-in.ts).
  const session = sessionMiddleware(context);
  const router = new Router();
  for (const family of PAGE_FAMILIES) {
    const routes = family(context, services);
    router.use(routes.routes(), routes.allowedMethods());
  }
  const pages = compose<RouterContext>([errors, assets, session, router.routes(), router.allowedMethods()]);
  return async (ctx: RouterContext, next: () => Promise<unknown>) => {
    if (isApiPath(ctx.path) || ctx.path === MCP_PATH) return next();
    ctx.set('Content-Security-Policy', PAGE_CONTENT_SECURITY_POLICY);
    await pages(ctx);
  };
}
