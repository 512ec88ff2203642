// Sign in and sign out. A sign-in is counted against the attempt limits before its password is hashed, and both
// refusals (no such account, wrong password) take as long and read alike; signing out ends the session.
import type Router from '@koa/router';
import { HashSlotsFull } from '../../access/hash-slots';
import { verifyPassword } from '../../access/password';
import { findAccount } from '../../access/user-accounts';
import type { AccountKit } from './account-kit';
import { busy, credentialsPage, startSession } from './credentials-form';
import { CSRF_FIELD } from './csrf';
import { checkSignIn } from './forms';
import { body, field, forbiddenForm, seeOther, waitOf } from './form-replies';
import { webSessionOf } from './session-middleware';
import { cookieOptions, SESSION_COOKIE } from './sessions';
import { signedInPost, SIGN_IN } from './signed-in-visitor';
import { renderSignIn } from './sign-in-pages';

/** Notices a redirect may ask the sign-in page to show; a fixed list, so a link cannot put words on the page. */
const SIGN_IN_NOTICES: Record<string, string> = {
  'signed-out': 'You are signed out.',
  'session-ended': 'Your session has ended. Please sign in again.',
};

export function signInRoutes(router: Router, kit: AccountKit): void {
  const { context, limits, hashSlots, form } = kit;

  router.get(SIGN_IN, async (ctx) => {
    if (webSessionOf(ctx)) return seeOther(ctx, '/account');
    const notice = SIGN_IN_NOTICES[String(ctx.query.notice)];
    await credentialsPage(
      kit,
      ctx,
      renderSignIn,
      200,
      notice ? { message: { kind: 'notice', text: notice } } : {},
    );
  });

  router.post(SIGN_IN, form, async (ctx) => {
    if (!(await kit.csrf.verifyAnonymous(ctx, field(ctx, CSRF_FIELD)))) return forbiddenForm(ctx);
    const checked = checkSignIn(body(ctx));
    if (!checked.ok)
      return credentialsPage(kit, ctx, renderSignIn, 400, {
        problems: checked.problems,
        email: checked.typed.email,
      });
    const { email, password } = checked.value;
    // Counted before the hash, so a burst of attempts cannot all pass a limit that none of them has counted yet.
    const wait = await limits.countSignIn(email, ctx.ip);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      return credentialsPage(kit, ctx, renderSignIn, 429, {
        email,
        message: {
          kind: 'error',
          text: `Too many failed sign-ins for this account or from your network. Try again in ${waitOf(wait)}.`,
        },
      });
    }
    const account = await findAccount(context, email);
    let matches: boolean;
    try {
      // The hash is checked even when there is no account, so both refusals take as long and read alike.
      matches = await hashSlots.run(() => verifyPassword(password, account?.password_hash));
    } catch (err) {
      if (!(err instanceof HashSlotsFull)) throw err;
      await limits.signInNotTried(email, ctx.ip);
      return busy(ctx, (status, page) => credentialsPage(kit, ctx, renderSignIn, status, page), email);
    }
    if (!account || !matches) {
      return credentialsPage(kit, ctx, renderSignIn, 401, {
        email,
        message: { kind: 'error', text: 'That email address and password do not match an account.' },
      });
    }
    await limits.signInSucceeded(email, ctx.ip);
    // Told only to whoever knows the password, so a suspension does not tell strangers which accounts exist.
    if (account.suspended_at)
      return credentialsPage(kit, ctx, renderSignIn, 403, {
        email,
        message: {
          kind: 'error',
          text: "This account is suspended by the service's operator. Ask them to resume it.",
        },
      });
    await startSession(kit, ctx, account);
  });

  router.post('/account/sign-out', form, async (ctx) => {
    const session = await signedInPost(kit, ctx);
    if (!session) return;
    await kit.sessions.destroy(session.id);
    ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx));
    seeOther(ctx, `${SIGN_IN}?notice=signed-out`);
  });
}
