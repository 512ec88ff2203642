// The signed-in visitor's side of the account forms: their session or a redirect to the sign-in page, the CSRF
// check of their form posts, and the answer that leaves a flash message and goes back to the account page.
import type { RouterContext } from '@koa/router';
import type { AccountKit } from './account-kit';
import { CSRF_FIELD } from './csrf';
import { field, forbiddenForm, seeOther } from './form-replies';
import { webSessionOf, type WebSession } from './session-middleware';
import type { Flash } from './sessions';

export const SIGN_IN = '/account/sign-in';

/** The session, or a redirect to the sign-in page and undefined. */
export function signedIn(ctx: RouterContext): WebSession | undefined {
  const session = webSessionOf(ctx);
  if (!session) seeOther(ctx, `${SIGN_IN}${ctx.method === 'GET' ? '' : '?notice=session-ended'}`);
  return session;
}

/** The session of a signed-in form post whose CSRF token is right; otherwise answers and gives undefined. */
export async function signedInPost(kit: AccountKit, ctx: RouterContext): Promise<WebSession | undefined> {
  const session = signedIn(ctx);
  if (!session) return undefined;
  if (!(await kit.csrf.verify(session.id, field(ctx, CSRF_FIELD)))) {
    forbiddenForm(ctx);
    return undefined;
  }
  return session;
}

export async function flashAndBack(
  kit: AccountKit,
  ctx: RouterContext,
  session: WebSession,
  flash: Flash,
): Promise<void> {
  await kit.sessions.setFlash(session.id, flash);
  seeOther(ctx, '/account');
}
