// Runs before every page router: a visitor whose session cookie names a live session gets their account on the
// request (the SignedInAccount contract of src/web/signed-in.ts, and the whole account for the account pages).
// A request without the cookie costs nothing; with it, one Redis round trip (the session, its idle time slid)
// and one realtime GET of the account, so a tier changed a moment ago shows on the next page. The same read ends
// the session of a suspended account, and every session made before a password reset or suspension (its
// generation is behind the account's).
import type { Middleware, ParameterizedContext } from 'koa';
import { findAccount, sessionGenerationOf, type UserAccount } from '../../access/user-accounts';
import type { AppContext } from '../../context';
import type { SignedInAccount } from '../signed-in';
import { cookieOptions, SESSION_COOKIE, Sessions } from './sessions';

export interface WebSession {
  /** The session id: the cookie's value, and what the signed-in visitor's form tokens are bound to. */
  id: string;
  account: UserAccount;
}

export function sessionMiddleware(context: AppContext): Middleware {
  const sessions = new Sessions(context.redis, context.config.indexPrefix);
  return async (ctx, next) => {
    const id = ctx.cookies.get(SESSION_COOKIE);
    if (id) {
      const session = await sessions.read(id);
      const account = session ? await findAccount(context, session.email) : null;
      const live =
        account &&
        session &&
        account.account_id === session.accountId &&
        !account.suspended_at &&
        (session.generation ?? 0) === sessionGenerationOf(account);
      if (live) {
        const webSession: WebSession = { id, account };
        const signedIn: SignedInAccount = {
          id: account.account_id,
          email: account.email,
          tier: account.tier,
        };
        ctx.state.webSession = webSession;
        ctx.state.signedInAccount = signedIn;
      } else {
        // A stale cookie (session ended, or never ours): drop it so the browser stops sending it.
        if (session) await sessions.destroy(id);
        ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx));
      }
    }
    await next();
  };
}

/** The signed-in visitor's session and account, or undefined for an anonymous visitor. */
export function webSessionOf(ctx: ParameterizedContext): WebSession | undefined {
  return ctx.state.webSession as WebSession | undefined;
}
