// What every account form handler shares, made once per router: sessions, form tokens, attempt limits, key slots
// and sign-up proofs (all in Redis under the index prefix), the password-hash slots, the form parser, and where
// key changes are announced.
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import { ACCOUNT_KEY_LIMITS } from '../../access/account-keys';
import type { DailyCap } from '../../access/daily-cap';
import { HashSlots } from '../../access/hash-slots';
import type { KeyChanges } from '../../access/key-changes';
import { KeySlots } from '../../access/key-slots';
import type { AppContext } from '../../context';
import { cursorSecret } from '../../services/pagination/secret';
import { ATTEMPT_LIMITS, AttemptLimits, type AttemptLimitCounts } from './attempt-limits';
import { CsrfTokens } from './csrf';
import { Sessions } from './sessions';
import { SignUpProofs } from './sign-up-proof';

export interface AccountServices {
  /** The API's daily cap, to show the account's use today against the cap this process applies. */
  dailyCap: DailyCap;
  /** Where revocations and token changes are announced, so every API process applies them at once. */
  keyChanges: KeyChanges;
  /** Smaller sign-in and sign-up limits, for tests only (AppOptions). */
  attemptLimits?: Partial<AttemptLimitCounts>;
}

export interface AccountKit {
  context: AppContext;
  services: AccountServices;
  sessions: Sessions;
  csrf: CsrfTokens;
  limits: AttemptLimits;
  slots: KeySlots;
  hashSlots: HashSlots;
  proofs: SignUpProofs;
  /** Announces revoked key and token hashes to every API process. */
  announce(hashes: string[]): Promise<void>;
  /** Parses a form's urlencoded fields. */
  form: Middleware;
}

/** Forms are a few short fields: anything larger is refused (413) before it is parsed. */
const FORM_LIMIT = '8kb';

export function accountKit(context: AppContext, services: AccountServices): AccountKit {
  const prefix = context.config.indexPrefix;
  return {
    context,
    services,
    sessions: new Sessions(context.redis, prefix),
    csrf: new CsrfTokens(context.redis, prefix),
    limits: new AttemptLimits(context.redis, prefix, { ...ATTEMPT_LIMITS, ...services.attemptLimits }),
    slots: new KeySlots(context.redis, prefix, ACCOUNT_KEY_LIMITS),
    hashSlots: new HashSlots(context.config.passwordHashes),
    proofs: new SignUpProofs(
      context.redis,
      prefix,
      () => cursorSecret(context),
      context.config.signUpProofBits,
    ),
    announce: (hashes: string[]) => services.keyChanges.announce(hashes),
    form: bodyParser({ enableTypes: ['form'], formLimit: FORM_LIMIT }),
  };
}
