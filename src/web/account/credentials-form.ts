// What the sign-in and sign-up forms share: the form page with a fresh anonymous CSRF token, the 503 when too
// many password hashes are running, and the start of a session once the credentials are good.
import type { RouterContext } from '@koa/router';
import { HASH_RETRY_AFTER_SECONDS } from '../../access/hash-slots';
import { sessionGenerationOf, type UserAccount } from '../../access/user-accounts';
import type { AccountKit } from './account-kit';
import { page, seeOther } from './form-replies';
import { webSessionOf } from './session-middleware';
import { cookieOptions, SESSION_COOKIE, type Flash } from './sessions';
import type { CredentialsForm } from './sign-in-pages';

const BUSY = 'The service is busy checking other passwords right now. Wait a moment and send the form again.';

export async function credentialsPage(
  kit: AccountKit,
  ctx: RouterContext,
  render: (form: CredentialsForm) => string,
  status: number,
  form: Omit<CredentialsForm, 'csrfToken'> = {},
): Promise<void> {
  page(ctx, status, render({ ...form, csrfToken: await kit.csrf.anonymousToken(ctx) }));
}

/** The form again as a 503 with Retry-After: more hashes are running and waiting than this process allows. */
export function busy(
  ctx: RouterContext,
  answer: (status: number, form: Omit<CredentialsForm, 'csrfToken'>) => Promise<void>,
  email: string,
): Promise<void> {
  ctx.set('Retry-After', String(HASH_RETRY_AFTER_SECONDS));
  return answer(503, { email, message: { kind: 'error', text: BUSY } });
}

/** Signs the visitor in on a new session id (any session they had is ended first: no fixation). */
export async function startSession(
  kit: AccountKit,
  ctx: RouterContext,
  account: UserAccount,
  flash?: Flash,
): Promise<void> {
  const previous = webSessionOf(ctx);
  if (previous) await kit.sessions.destroy(previous.id);
  const id = await kit.sessions.create({
    email: account.email,
    accountId: account.account_id,
    generation: sessionGenerationOf(account),
  });
  if (flash) await kit.sessions.setFlash(id, flash);
  ctx.cookies.set(SESSION_COOKIE, id, cookieOptions(ctx));
  seeOther(ctx, '/account');
}
