// The account page's API key forms: create a key (its secret shown once on the page that follows) within the
// account's active-key and daily-creation limits, and revoke one, announced so every API process refuses it.
import type Router from '@koa/router';
import {
  createAccountKey,
  isActive,
  KEY_CREATIONS_PER_DAY,
  MAX_ACTIVE_KEYS,
  revokeAccountKey,
} from '../../access/account-keys';
import type { AccountKit } from './account-kit';
import { accountPage } from './account-page-route';
import { checkKeyName, type FieldProblems } from './forms';
import { body, field, seeOther, waitOf } from './form-replies';
import { ownKey } from './own-key';
import { flashAndBack, signedInPost } from './signed-in-visitor';

export function keyRoutes(router: Router, kit: AccountKit): void {
  const { context, sessions, slots, announce, form } = kit;

  router.post('/account/keys', form, async (ctx) => {
    const session = await signedInPost(kit, ctx);
    if (!session) return;
    const checked = checkKeyName(body(ctx));
    if (!checked.ok) {
      const typed = field(ctx, 'name');
      return accountPage(kit, ctx, session, 400, {
        problems: checked.problems,
        name: typeof typed === 'string' ? typed : undefined,
      });
    }
    const created = await createAccountKey(context, slots, session.account, checked.value.name);
    if (!created.ok) {
      const full = created.reason === 'full';
      const problems: FieldProblems = {
        name: full
          ? `You already have ${MAX_ACTIVE_KEYS} active keys, the most an account may hold; revoke one first.`
          : `Your account has created ${KEY_CREATIONS_PER_DAY} keys in the last 24 hours, the most it may; ` +
            `try again in ${waitOf(created.retryAfterSeconds)}.`,
      };
      if (!full) ctx.set('Retry-After', String(created.retryAfterSeconds));
      return accountPage(kit, ctx, session, full ? 409 : 429, { problems, name: checked.value.name });
    }
    await sessions.setFlash(session.id, {
      kind: 'notice',
      message: `Key “${checked.value.name}” is created.`,
      secret: { label: `Your new API key “${checked.value.name}”`, value: created.key },
    });
    seeOther(ctx, '/account');
  });

  router.post('/account/keys/:keyId/revoke', form, async (ctx) => {
    const own = await ownKey(kit, ctx);
    if (!own) return;
    const { session, key } = own;
    const name = key.name ?? key.key_id;
    if (!isActive(key))
      return flashAndBack(kit, ctx, session, {
        kind: 'notice',
        message: `Key “${name}” was already revoked.`,
      });
    await revokeAccountKey(context, slots, announce, session.account, key);
    await flashAndBack(kit, ctx, session, {
      kind: 'notice',
      message: `Key “${name}” is revoked: every request with it is refused from now on.`,
    });
  });
}
