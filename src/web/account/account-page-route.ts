// The account page itself (GET /account): the account's keys, its use today against the daily cap, its webhook
// subscriptions, the flash message of the form that led here, and the key form again when it had problems.
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { accountKeys } from '../../access/account-keys';
import { accountSubscriptions } from '../../webhooks/subscriptions';
import type { AccountKit } from './account-kit';
import { renderAccountPage, type AccountPageView } from './account-page';
import { page } from './form-replies';
import type { WebSession } from './session-middleware';
import { signedIn } from './signed-in-visitor';

export async function accountPage(
  kit: AccountKit,
  ctx: RouterContext,
  session: WebSession,
  status: number,
  keyForm?: AccountPageView['keyForm'],
): Promise<void> {
  const { context, services, sessions, csrf } = kit;
  const { account } = session;
  const caller = { tier: account.tier, keyId: null, accountId: account.account_id, address: ctx.ip };
  const [keys, usage, flash, csrfToken, webhooks] = await Promise.all([
    accountKeys(context, account),
    services.dailyCap.peek(caller).catch(() => undefined),
    keyForm ? Promise.resolve(null) : sessions.takeFlash(session.id),
    csrf.token(session.id),
    accountSubscriptions(context, account),
  ]);
  page(
    ctx,
    status,
    renderAccountPage({
      account,
      keys,
      usage,
      caps: services.dailyCap.caps,
      csrfToken,
      flash,
      keyForm,
      webhooks,
    }),
  );
}

export function accountPageRoute(router: Router, kit: AccountKit): void {
  router.get('/account', async (ctx) => {
    const session = signedIn(ctx);
    if (session) await accountPage(kit, ctx, session, 200);
  });
}
