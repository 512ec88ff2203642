// Sign up: the form with a proof-of-work challenge, then, in this order, the CSRF token, the fields, the proof,
// the network's sign-up limit, the password hash and the network's free accounts for the day; a new account is
// signed in at once on the Free tier.
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { HashSlotsFull } from '../../access/hash-slots';
import { hashPassword } from '../../access/password';
import { createAccount } from '../../access/user-accounts';
import { secondsUntilReset } from '../../access/utc-day';
import type { AccountKit } from './account-kit';
import { busy, credentialsPage, startSession } from './credentials-form';
import { CSRF_FIELD } from './csrf';
import { checkSignUp } from './forms';
import { body, field, forbiddenForm, seeOther, waitOf } from './form-replies';
import { webSessionOf } from './session-middleware';
import { renderSignUp, type CredentialsForm } from './sign-in-pages';
import { PROOF_CHALLENGE_FIELD, PROOF_SOLUTION_FIELD, type ProofCheck } from './sign-up-proof';

/** What a sign-up whose proof of work did not hold is told; it gets a fresh challenge with the form. */
const PROOF_PROBLEMS: Record<Exclude<ProofCheck, 'ok'>, string> = {
  missing: 'The form was sent before your browser finished preparing it. Wait a moment and send it again.',
  invalid: 'The form was not prepared by this page. Send it again from this page.',
  expired: 'The form was open too long and has expired. Send it again.',
  spent: 'The form was already used once. Send it again.',
};

export function signUpRoutes(router: Router, kit: AccountKit): void {
  const { context, limits, hashSlots, proofs, form } = kit;

  /** The sign-up form, always with a new proof of work challenge. */
  async function signUpPage(
    ctx: RouterContext,
    status: number,
    form: Omit<CredentialsForm, 'csrfToken' | 'proofChallenge'> = {},
  ): Promise<void> {
    await credentialsPage(kit, ctx, renderSignUp, status, { ...form, proofChallenge: await proofs.issue() });
  }

  router.get('/account/sign-up', async (ctx) => {
    if (webSessionOf(ctx)) return seeOther(ctx, '/account');
    await signUpPage(ctx, 200);
  });

  router.post('/account/sign-up', form, async (ctx) => {
    if (!(await kit.csrf.verifyAnonymous(ctx, field(ctx, CSRF_FIELD)))) return forbiddenForm(ctx);
    const checked = checkSignUp(body(ctx));
    if (!checked.ok) return signUpPage(ctx, 400, { problems: checked.problems, email: checked.typed.email });
    const { email, password } = checked.value;
    const proof = await proofs.spend(field(ctx, PROOF_CHALLENGE_FIELD), field(ctx, PROOF_SOLUTION_FIELD));
    if (proof !== 'ok')
      return signUpPage(ctx, 400, { email, message: { kind: 'error', text: PROOF_PROBLEMS[proof] } });
    const wait = await limits.signUpRefused(ctx.ip);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      return signUpPage(ctx, 429, {
        email,
        message: {
          kind: 'error',
          text: `Too many sign-ups from your network. Try again in ${waitOf(wait)}.`,
        },
      });
    }
    let passwordHash: string;
    try {
      passwordHash = await hashSlots.run(() => hashPassword(password));
    } catch (err) {
      if (!(err instanceof HashSlotsFull)) throw err;
      return busy(ctx, (status, page) => signUpPage(ctx, status, page), email);
    }
    if (!(await limits.claimFreeAccount(ctx.ip))) {
      ctx.set('Retry-After', String(secondsUntilReset(new Date())));
      return signUpPage(ctx, 429, {
        email,
        message: {
          kind: 'error',
          text: `Your network has made ${limits.counts.freeAccountsPerDay} accounts today, the most one network may make in a day. Try again after midnight UTC.`,
        },
      });
    }
    const account = await createAccount(context, email, passwordHash);
    if (!account) {
      await limits.releaseFreeAccount(ctx.ip);
      return signUpPage(ctx, 409, {
        email,
        message: {
          kind: 'error',
          text: 'There is already an account with this email address: sign in instead.',
        },
      });
    }
    await startSession(kit, ctx, account, {
      kind: 'notice',
      message: 'Your account is ready, on the Free tier. Create your first API key below.',
    });
  });
}
