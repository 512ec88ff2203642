// The account pages: sign up, sign in, sign out, and the account page with its key, MCP token and webhook forms.
// Every form posts urlencoded fields with a CSRF token (csrf.ts) and, when it worked, is answered with a 303 back
// to a page that shows what happened (a flash message in the session); a form that did not work comes back with
// its problems and a 4xx status. Nothing here is ever stored by a cache (Cache-Control: no-store).
import Router, { type RouterContext } from '@koa/router';
import type { Next } from 'koa';
import type { AppContext } from '../../context';
import { accountKit, type AccountServices } from './account-kit';
import { accountPageRoute } from './account-page-route';
import { keyRoutes } from './key-routes';
import { mcpTokenRoutes } from './mcp-token-routes';
import { signInRoutes } from './sign-in-routes';
import { signUpRoutes } from './sign-up-routes';
import { flashAndBack, signedInPost } from './signed-in-visitor';
import { webhookFormRoutes } from './webhook-forms';

export function accountRoutes(context: AppContext, services: AccountServices): Router {
  const router = new Router();
  const kit = accountKit(context, services);

  router.use(async (ctx: RouterContext, next: Next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  signInRoutes(router, kit);
  signUpRoutes(router, kit);
  accountPageRoute(router, kit);
  keyRoutes(router, kit);
  mcpTokenRoutes(router, kit);
  webhookFormRoutes(router, context, {
    form: kit.form,
    signedInPost: (ctx) => signedInPost(kit, ctx),
    flashAndBack: (ctx, session, flash) => flashAndBack(kit, ctx, session, flash),
  });
  return router;
}
