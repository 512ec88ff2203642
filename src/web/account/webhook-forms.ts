// The account page's webhook forms: subscribe (the secret shown once on the page that follows), delete, and resume
// one disabled after failed deliveries. The form's fields are checked like the API's body (subscription-input.ts),
// and each answer is a 303 back to the account page with what happened.
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { DeliveryQueue } from '../../webhooks/queue';
import { MAX_SUBSCRIPTIONS } from '../../webhooks/rules';
import { checkSubscriptionInput } from '../../webhooks/subscription-input';
import {
  countSubscriptions,
  deleteSubscription,
  enableSubscription,
  insertSubscription,
} from '../../webhooks/subscriptions';
import type { WebSession } from './session-middleware';
import type { Flash } from './sessions';

export interface WebhookFormServices {
  form: Middleware;
  signedInPost(ctx: RouterContext): Promise<WebSession | undefined>;
  flashAndBack(ctx: RouterContext, session: WebSession, flash: Flash): Promise<void>;
}

/** A comma-separated field as a list; absent or blank is an empty list. */
const listField = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** The form's fields in the shape of the API's body. */
function formBody(fields: Record<string, unknown>): Record<string, unknown> {
  const types = fields.event_types;
  const threshold =
    typeof fields.threshold === 'string' && fields.threshold.trim() ? Number(fields.threshold) : undefined;
  return {
    url: fields.url,
    event_types: Array.isArray(types) ? types : types === undefined ? [] : [types],
    categories: listField(fields.categories),
    outlets: listField(fields.outlets),
    tickers: listField(fields.tickers),
    ...(threshold === undefined ? {} : { threshold }),
  };
}

export function webhookFormRoutes(router: Router, context: AppContext, services: WebhookFormServices): void {
  const { form, signedInPost, flashAndBack } = services;

  router.post('/account/webhooks', form, async (ctx) => {
    const session = await signedInPost(ctx);
    if (!session) return;
    const { account } = session;
    if (account.tier !== 'business') {
      return flashAndBack(ctx, session, { kind: 'error', message: 'Webhooks come with the Business tier.' });
    }
    const fields = ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;
    let input;
    try {
      input = await checkSubscriptionInput(formBody(fields), context.config.webhooks);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return flashAndBack(ctx, session, {
        kind: 'error',
        message: `The subscription was not made: ${err.message}.`,
      });
    }
    if ((await countSubscriptions(context, account.account_id)) >= MAX_SUBSCRIPTIONS) {
      return flashAndBack(ctx, session, {
        kind: 'error',
        message: `You have ${MAX_SUBSCRIPTIONS} subscriptions, the most an account may hold; delete one first.`,
      });
    }
    const sub = await insertSubscription(context, account.account_id, input);
    await flashAndBack(ctx, session, {
      kind: 'notice',
      message: `Subscription ${sub.id} is made.`,
      secret: { label: `The signing secret of ${sub.url}`, value: sub.secret },
    });
  });

  router.post('/account/webhooks/:id/delete', form, async (ctx) => {
    const session = await signedInPost(ctx);
    if (!session) return;
    const deleted = await deleteSubscription(context, session.account.account_id, ctx.params.id);
    await flashAndBack(ctx, session, {
      kind: 'notice',
      message: deleted ? `Subscription ${ctx.params.id} is deleted.` : 'There was no such subscription.',
    });
  });

  router.post('/account/webhooks/:id/enable', form, async (ctx) => {
    const session = await signedInPost(ctx);
    if (!session) return;
    const sub = await enableSubscription(context, session.account.account_id, ctx.params.id);
    if (sub) await new DeliveryQueue(context.redis, context.config.indexPrefix).resetFailures(sub.id);
    await flashAndBack(ctx, session, {
      kind: 'notice',
      message: sub ? `Subscription ${sub.id} is active again.` : 'There was no such subscription.',
    });
  });
}
