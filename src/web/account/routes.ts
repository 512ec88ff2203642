// The account pages: sign up, sign in, sign out, and the account page with its key and MCP token
// forms. Every form posts urlencoded fields with a CSRF token (csrf.ts) and, when it worked, is answered with a
// 303 back to a page that shows what happened (a flash message in the session); a form that did not work comes
// back with its problems and a 4xx status. Nothing here is ever stored by a cache (Cache-Control: no-store).
import Router, { type RouterContext } from '@koa/router';
import bodyParser from 'koa-bodyparser';
import type { Next } from 'koa';
import type { DailyCap } from '../../access/daily-cap';
import { secondsUntilReset } from '../../access/utc-day';
import {
  ACCOUNT_KEY_LIMITS,
  accountKey,
  accountKeys,
  createAccountKey,
  isActive,
  issueAccountMcpToken,
  KEY_CREATIONS_PER_DAY,
  mayHaveMcpToken,
  MAX_ACTIVE_KEYS,
  revokeAccountKey,
  revokeAccountMcpToken,
} from '../../access/account-keys';
import { HASH_RETRY_AFTER_SECONDS, HashSlots, HashSlotsFull } from '../../access/hash-slots';
import type { KeyChanges } from '../../access/key-changes';
import { KeySlots } from '../../access/key-slots';
import type { KeyWithToken } from '../../access/mcp-tokens';
import { hashPassword, verifyPassword } from '../../access/password';
import {
  createAccount,
  findAccount,
  sessionGenerationOf,
  type UserAccount,
} from '../../access/user-accounts';
import type { AppContext } from '../../context';
import { cursorSecret } from '../../services/pagination/secret';
import { renderErrorPage } from '../error-page';
import { renderAccountPage, type AccountPageView } from './account-page';
import { ATTEMPT_LIMITS, AttemptLimits, type AttemptLimitCounts } from './attempt-limits';
import { CSRF_FIELD, CsrfTokens } from './csrf';
import { checkKeyName, checkSignIn, checkSignUp, type FieldProblems } from './forms';
import { webSessionOf, type WebSession } from './session-middleware';
import { cookieOptions, SESSION_COOKIE, Sessions, type Flash } from './sessions';
import { renderSignIn, renderSignUp, type CredentialsForm } from './sign-in-pages';
import { PROOF_CHALLENGE_FIELD, PROOF_SOLUTION_FIELD, SignUpProofs, type ProofCheck } from './sign-up-proof';
import { accountSubscriptions } from '../../webhooks/subscriptions';
import { webhookFormRoutes } from './webhook-forms';

export interface AccountServices {
  /** The API's daily cap, to show the account's use today against the cap this process applies. */
  dailyCap: DailyCap;
  /** Where revocations and token changes are announced, so every API process applies them at once. */
  keyChanges: KeyChanges;
  /** Smaller sign-in and sign-up limits, for tests only (AppOptions). */
  attemptLimits?: Partial<AttemptLimitCounts>;
}

/** Forms are a few short fields: anything larger is refused (413) before it is parsed. */
const FORM_LIMIT = '8kb';
const KEY_ID = /^key_[0-9a-f]{12}$/;
const SIGN_IN = '/account/sign-in';

/** Notices a redirect may ask the sign-in page to show; a fixed list, so a link cannot put words on the page. */
const SIGN_IN_NOTICES: Record<string, string> = {
  'signed-out': 'You are signed out.',
  'session-ended': 'Your session has ended. Please sign in again.',
};

const body = (ctx: RouterContext): unknown => (ctx.request as { body?: unknown }).body;
const field = (ctx: RouterContext, name: string): unknown =>
  (body(ctx) as Record<string, unknown> | undefined)?.[name];

function page(ctx: RouterContext, status: number, markup: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = markup;
}

function seeOther(ctx: RouterContext, location: string): void {
  ctx.status = 303;
  ctx.redirect(location);
}

function forbiddenForm(ctx: RouterContext): void {
  page(
    ctx,
    403,
    renderErrorPage(
      403,
      'The form had expired or did not come from this site. Go back, reload the page and send it again.',
    ),
  );
}

/** What a sign-up whose proof of work did not hold is told; it gets a fresh challenge with the form. */
const PROOF_PROBLEMS: Record<Exclude<ProofCheck, 'ok'>, string> = {
  missing: 'The form was sent before your browser finished preparing it. Wait a moment and send it again.',
  invalid: 'The form was not prepared by this page. Send it again from this page.',
  expired: 'The form was open too long and has expired. Send it again.',
  spent: 'The form was already used once. Send it again.',
};

const BUSY = 'The service is busy checking other passwords right now. Wait a moment and send the form again.';

/** A wait in words: minutes up to an hour and a half, hours beyond (the day-long limits). */
const waitOf = (seconds: number): string => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  if (m > 90) return `${Math.ceil(m / 60)} hours`;
  return m === 1 ? 'a minute' : `${m} minutes`;
};

export function accountRoutes(context: AppContext, services: AccountServices): Router {
  const router = new Router();
  const prefix = context.config.indexPrefix;
  const sessions = new Sessions(context.redis, prefix);
  const csrf = new CsrfTokens(context.redis, prefix);
  const limits = new AttemptLimits(context.redis, prefix, { ...ATTEMPT_LIMITS, ...services.attemptLimits });
  const slots = new KeySlots(context.redis, prefix, ACCOUNT_KEY_LIMITS);
  const hashSlots = new HashSlots(context.config.passwordHashes);
  const proofs = new SignUpProofs(
    context.redis,
    prefix,
    () => cursorSecret(context),
    context.config.signUpProofBits,
  );
  const announce = (hashes: string[]) => services.keyChanges.announce(hashes);
  const form = bodyParser({ enableTypes: ['form'], formLimit: FORM_LIMIT });

  router.use(async (ctx: RouterContext, next: Next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  // ---- anonymous pages: sign in, sign up ----

  async function credentialsPage(
    ctx: RouterContext,
    render: (form: CredentialsForm) => string,
    status: number,
    form: Omit<CredentialsForm, 'csrfToken'> = {},
  ): Promise<void> {
    page(ctx, status, render({ ...form, csrfToken: await csrf.anonymousToken(ctx) }));
  }

  /** Signs the visitor in on a new session id (any session they had is ended first: no fixation). */
  async function startSession(ctx: RouterContext, account: UserAccount, flash?: Flash): Promise<void> {
    const previous = webSessionOf(ctx);
    if (previous) await sessions.destroy(previous.id);
    const id = await sessions.create({
      email: account.email,
      accountId: account.account_id,
      generation: sessionGenerationOf(account),
    });
    if (flash) await sessions.setFlash(id, flash);
    ctx.cookies.set(SESSION_COOKIE, id, cookieOptions(ctx));
    seeOther(ctx, '/account');
  }

  router.get(SIGN_IN, async (ctx) => {
    if (webSessionOf(ctx)) return seeOther(ctx, '/account');
    const notice = SIGN_IN_NOTICES[String(ctx.query.notice)];
    await credentialsPage(
      ctx,
      renderSignIn,
      200,
      notice ? { message: { kind: 'notice', text: notice } } : {},
    );
  });

  router.post(SIGN_IN, form, async (ctx) => {
    if (!(await csrf.verifyAnonymous(ctx, field(ctx, CSRF_FIELD)))) return forbiddenForm(ctx);
    const checked = checkSignIn(body(ctx));
    if (!checked.ok)
      return credentialsPage(ctx, renderSignIn, 400, {
        problems: checked.problems,
        email: checked.typed.email,
      });
    const { email, password } = checked.value;
    // Counted before the hash, so a burst of attempts cannot all pass a limit that none of them has counted yet.
    const wait = await limits.countSignIn(email, ctx.ip);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      return credentialsPage(ctx, renderSignIn, 429, {
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
      return busy(ctx, (status, page) => credentialsPage(ctx, renderSignIn, status, page), email);
    }
    if (!account || !matches) {
      return credentialsPage(ctx, renderSignIn, 401, {
        email,
        message: { kind: 'error', text: 'That email address and password do not match an account.' },
      });
    }
    await limits.signInSucceeded(email, ctx.ip);
    // Told only to whoever knows the password, so a suspension does not tell strangers which accounts exist.
    if (account.suspended_at)
      return credentialsPage(ctx, renderSignIn, 403, {
        email,
        message: {
          kind: 'error',
          text: "This account is suspended by the service's operator. Ask them to resume it.",
        },
      });
    await startSession(ctx, account);
  });

  /** The sign-up form, always with a new proof of work challenge. */
  async function signUpPage(
    ctx: RouterContext,
    status: number,
    form: Omit<CredentialsForm, 'csrfToken' | 'proofChallenge'> = {},
  ): Promise<void> {
    await credentialsPage(ctx, renderSignUp, status, { ...form, proofChallenge: await proofs.issue() });
  }

  /** The form again as a 503 with Retry-After: more hashes are running and waiting than this process allows. */
  function busy(
    ctx: RouterContext,
    answer: (status: number, form: Omit<CredentialsForm, 'csrfToken'>) => Promise<void>,
    email: string,
  ): Promise<void> {
    ctx.set('Retry-After', String(HASH_RETRY_AFTER_SECONDS));
    return answer(503, { email, message: { kind: 'error', text: BUSY } });
  }

  router.get('/account/sign-up', async (ctx) => {
    if (webSessionOf(ctx)) return seeOther(ctx, '/account');
    await signUpPage(ctx, 200);
  });

  router.post('/account/sign-up', form, async (ctx) => {
    if (!(await csrf.verifyAnonymous(ctx, field(ctx, CSRF_FIELD)))) return forbiddenForm(ctx);
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
    await startSession(ctx, account, {
      kind: 'notice',
      message: 'Your account is ready, on the Free tier. Create your first API key below.',
    });
  });

  // ---- the signed-in visitor's pages ----

  /** The session, or a redirect to the sign-in page and undefined. */
  function signedIn(ctx: RouterContext): WebSession | undefined {
    const session = webSessionOf(ctx);
    if (!session) seeOther(ctx, `${SIGN_IN}${ctx.method === 'GET' ? '' : '?notice=session-ended'}`);
    return session;
  }

  /** The session of a signed-in form post whose CSRF token is right; otherwise answers and gives undefined. */
  async function signedInPost(ctx: RouterContext): Promise<WebSession | undefined> {
    const session = signedIn(ctx);
    if (!session) return undefined;
    if (!(await csrf.verify(session.id, field(ctx, CSRF_FIELD)))) {
      forbiddenForm(ctx);
      return undefined;
    }
    return session;
  }

  async function accountPage(
    ctx: RouterContext,
    session: WebSession,
    status: number,
    keyForm?: AccountPageView['keyForm'],
  ): Promise<void> {
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

  router.get('/account', async (ctx) => {
    const session = signedIn(ctx);
    if (session) await accountPage(ctx, session, 200);
  });

  router.post('/account/sign-out', form, async (ctx) => {
    const session = await signedInPost(ctx);
    if (!session) return;
    await sessions.destroy(session.id);
    ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx));
    seeOther(ctx, `${SIGN_IN}?notice=signed-out`);
  });

  router.post('/account/keys', form, async (ctx) => {
    const session = await signedInPost(ctx);
    if (!session) return;
    const checked = checkKeyName(body(ctx));
    if (!checked.ok) {
      const typed = field(ctx, 'name');
      return accountPage(ctx, session, 400, {
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
      return accountPage(ctx, session, full ? 409 : 429, { problems, name: checked.value.name });
    }
    await sessions.setFlash(session.id, {
      kind: 'notice',
      message: `Key “${checked.value.name}” is created.`,
      secret: { label: `Your new API key “${checked.value.name}”`, value: created.key },
    });
    seeOther(ctx, '/account');
  });

  /** The signed-in account's key named in the path, after the CSRF check; undefined once answered. */
  async function ownKey(ctx: RouterContext): Promise<{ session: WebSession; key: KeyWithToken } | undefined> {
    const session = await signedInPost(ctx);
    if (!session) return undefined;
    const keyId = ctx.params.keyId;
    const key = KEY_ID.test(keyId) ? await accountKey(context, session.account, keyId) : null;
    if (!key) {
      page(ctx, 404, renderErrorPage(404, 'Your account has no key with this id.'));
      return undefined;
    }
    return { session, key };
  }

  const flashAndBack = async (ctx: RouterContext, session: WebSession, flash: Flash) => {
    await sessions.setFlash(session.id, flash);
    seeOther(ctx, '/account');
  };

  router.post('/account/keys/:keyId/revoke', form, async (ctx) => {
    const own = await ownKey(ctx);
    if (!own) return;
    const { session, key } = own;
    const name = key.name ?? key.key_id;
    if (!isActive(key))
      return flashAndBack(ctx, session, { kind: 'notice', message: `Key “${name}” was already revoked.` });
    await revokeAccountKey(context, slots, announce, session.account, key);
    await flashAndBack(ctx, session, {
      kind: 'notice',
      message: `Key “${name}” is revoked: every request with it is refused from now on.`,
    });
  });

  router.post('/account/keys/:keyId/mcp-token', form, async (ctx) => {
    const own = await ownKey(ctx);
    if (!own) return;
    const { session, key } = own;
    if (!isActive(key) || !mayHaveMcpToken(session.account)) {
      return page(
        ctx,
        403,
        renderErrorPage(
          403,
          'MCP tokens are issued for active keys of accounts on the Max or Business tier.',
        ),
      );
    }
    const token = await issueAccountMcpToken(context, announce, key);
    const name = key.name ?? key.key_id;
    await flashAndBack(ctx, session, {
      kind: 'notice',
      message: `An MCP token for key “${name}” is issued${key.mcp_token_hash ? '; its previous token is refused from now on' : ''}.`,
      secret: { label: `Your new MCP token for key “${name}”`, value: token },
    });
  });

  router.post('/account/keys/:keyId/mcp-token/revoke', form, async (ctx) => {
    const own = await ownKey(ctx);
    if (!own) return;
    const { session, key } = own;
    const name = key.name ?? key.key_id;
    if (!key.mcp_token_hash || key.mcp_token_revoked_at)
      return flashAndBack(ctx, session, {
        kind: 'notice',
        message: `Key “${name}” has no MCP token to revoke.`,
      });
    await revokeAccountMcpToken(context, announce, key);
    await flashAndBack(ctx, session, {
      kind: 'notice',
      message: `The MCP token of key “${name}” is revoked: it is refused from now on.`,
    });
  });

  webhookFormRoutes(router, context, { form, signedInPost, flashAndBack });

  return router;
}
