// Webhook subscriptions over the API (docs/webhooks.md), tier Business: POST /webhooks (the secret shown once),
// GET /webhooks (the caller's, paginated), GET and DELETE /webhooks/{id}, POST /webhooks/{id}/rotate-secret,
// POST /webhooks/{id}/enable (after an automatic disabling) and GET /webhooks/{id}/deliveries (the delivery log).
// A subscription belongs to the caller's account (or, for an operator's key, to the key); another owner's id is a
// 404, as an unknown one is.
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import type { Context, Next } from 'koa';
import { requireTier } from '../../access/tier-guard';
import type { AppContext } from '../../context';
import { listAttempts } from '../../webhooks/delivery-log';
import { DeliveryQueue } from '../../webhooks/queue';
import { MAX_SUBSCRIPTIONS } from '../../webhooks/rules';
import { checkSubscriptionInput } from '../../webhooks/subscription-input';
import {
  countSubscriptions,
  deleteSubscription,
  enableSubscription,
  insertSubscription,
  listSubscriptions,
  ownSubscription,
  rotateSecret,
} from '../../webhooks/subscriptions';
import { invalidParameter, notFound } from '../../errors';
import { callerOf } from '../middleware/authenticate';
import { PAGING_PARAMETERS } from '../../contract/parameters/paging';
import { pageRequest, sendPage } from '../pagination';
import { presentAttempt, presentNewSecret, presentSubscription } from '../../api/presenters/webhook';
import { refuseParameters, validateQuery } from '../../api/query-validation';

export const WEBHOOK_TIERS = ['business'] as const;
/** A subscription body is a few hundred bytes; 16 KB leaves room for every filter list at its cap. */
const BODY_LIMIT = '16kb';

/** The caller's owner id, once its tier is checked: its account, or its key when the key has no account. */
function ownerOf(ctx: Context): string {
  const caller = callerOf(ctx);
  requireTier(caller, WEBHOOK_TIERS, 'webhooks require tier Business');
  return caller.accountId ?? caller.keyId!;
}

const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, strict: true });

/** The JSON body, or a 400 naming what is wrong with it (not JSON, malformed, too large). */
async function jsonBody(ctx: Context, next: Next): Promise<void> {
  if (!ctx.is('application/json')) throw invalidParameter('the body must be JSON, sent as application/json');
  try {
    await parseJson(ctx, async () => undefined);
  } catch (err) {
    const tooLarge = (err as { status?: number }).status === 413;
    throw invalidParameter(
      tooLarge ? `the body must be at most ${BODY_LIMIT}` : 'the body is not valid JSON',
    );
  }
  await next();
}

export function webhookRoutes(app: AppContext): Router {
  const router = new Router();
  router.post('/webhooks', async (ctx, next) => {
    const owner = ownerOf(ctx);
    refuseParameters(ctx.query);
    await jsonBody(ctx, next);
    const input = await checkSubscriptionInput(ctx.request.body, app.config.webhooks);
    if ((await countSubscriptions(app, owner)) >= MAX_SUBSCRIPTIONS) {
      throw invalidParameter(
        `an account may hold at most ${MAX_SUBSCRIPTIONS} subscriptions; delete one first`,
      );
    }
    const sub = await insertSubscription(app, owner, input);
    ctx.status = 201;
    ctx.set('Location', `${ctx.path}/${sub.id}`);
    ctx.body = { data: presentNewSecret(sub) };
  });
  router.get('/webhooks', async (ctx) => {
    const owner = ownerOf(ctx);
    const params = validateQuery(ctx.query, PAGING_PARAMETERS);
    const page = pageRequest(params);
    sendPage(ctx, await listSubscriptions(app, owner, page), page.limit, presentSubscription);
  });
  router.get('/webhooks/:id', async (ctx) => {
    const owner = ownerOf(ctx);
    refuseParameters(ctx.query);
    const sub = await ownSubscription(app, owner, ctx.params.id);
    if (!sub) throw notFound(`no webhook subscription ${ctx.params.id}`);
    ctx.body = { data: presentSubscription(sub) };
  });
  router.delete('/webhooks/:id', async (ctx) => {
    const owner = ownerOf(ctx);
    refuseParameters(ctx.query);
    if (!(await deleteSubscription(app, owner, ctx.params.id))) {
      throw notFound(`no webhook subscription ${ctx.params.id}`);
    }
    ctx.status = 204;
  });
  router.post('/webhooks/:id/rotate-secret', async (ctx) => {
    const owner = ownerOf(ctx);
    refuseParameters(ctx.query);
    const sub = await rotateSecret(app, owner, ctx.params.id);
    if (!sub) throw notFound(`no webhook subscription ${ctx.params.id}`);
    ctx.body = { data: presentNewSecret(sub) };
  });
  router.post('/webhooks/:id/enable', async (ctx) => {
    const owner = ownerOf(ctx);
    refuseParameters(ctx.query);
    const sub = await enableSubscription(app, owner, ctx.params.id);
    if (!sub) throw notFound(`no webhook subscription ${ctx.params.id}`);
    await new DeliveryQueue(app.redis, app.config.indexPrefix).resetFailures(sub.id);
    ctx.body = { data: presentSubscription(sub) };
  });
  router.get('/webhooks/:id/deliveries', async (ctx) => {
    const owner = ownerOf(ctx);
    const params = validateQuery(ctx.query, PAGING_PARAMETERS);
    if (!(await ownSubscription(app, owner, ctx.params.id))) {
      throw notFound(`no webhook subscription ${ctx.params.id}`);
    }
    const page = pageRequest(params);
    sendPage(ctx, await listAttempts(app, ctx.params.id, page), page.limit, presentAttempt);
  });
  return router;
}
