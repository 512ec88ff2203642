// The signed-in account's key named in a form's path (/account/keys/:keyId/...), after the CSRF check; a key id
// of another account, or no key id at all, is a 404 page.
import type { RouterContext } from '@koa/router';
import { accountKey } from '../../access/account-keys';
import type { KeyWithToken } from '../../access/mcp-tokens';
import { renderErrorPage } from '../error-page';
import type { AccountKit } from './account-kit';
import { page } from './form-replies';
import type { WebSession } from './session-middleware';
import { signedInPost } from './signed-in-visitor';

const KEY_ID = /^key_[0-9a-f]{12}$/;

/** The session and the key, or undefined once answered. */
export async function ownKey(
  kit: AccountKit,
  ctx: RouterContext,
): Promise<{ session: WebSession; key: KeyWithToken } | undefined> {
  const session = await signedInPost(kit, ctx);
  if (!session) return undefined;
  const keyId = ctx.params.keyId;
  const key = KEY_ID.test(keyId) ? await accountKey(kit.context, session.account, keyId) : null;
  if (!key) {
    page(ctx, 404, renderErrorPage(404, 'Your account has no key with this id.'));
    return undefined;
  }
  return { session, key };
}
