// People's accounts in the accounts index, beside the API key documents: `kind: account`, the email
// (trimmed, lower case), the scrypt hash of the password (password.ts), the tier and a public id (`acct_…`) that
// the account's keys carry as `account_id`. The document id is `account_` + SHA-256 of the email, and accounts are
// created with op_type create, so two sign-ups with one address cannot both succeed, on one process or many.
// An operator may suspend an account (suspended_at) and reset its password; both raise its session generation,
// which every session carries from its sign-in, so all sessions made before end at their next request.
import { createHash, randomBytes } from 'node:crypto';
import type { Tier } from '../spec';
import type { AccountsStore } from './accounts';

export const ACCOUNT_KIND = 'account';
/** Bounded like the key lookup: a page waiting on its account gets an error within seconds, never hangs. */
const ACCOUNT_LOOKUP_TIMEOUT_MS = 2000;

export interface UserAccount {
  kind: typeof ACCOUNT_KIND;
  account_id: string;
  email: string;
  password_hash: string;
  tier: Tier;
  created_at: string;
  /** When an operator suspended it; absent or null while it may be used. */
  suspended_at?: string | null;
  /** Raised to end every session (sessions.ts); absent is 0. */
  session_generation?: number;
}

export const sessionGenerationOf = (account: UserAccount): number => account.session_generation ?? 0;

/** The one way an email is compared and stored. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The account's document id: derived from the email, so the index itself keeps addresses unique. */
export const accountDocumentId = (email: string): string =>
  `account_${createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex')}`;

/** A new Free account, or null when the address already has one. */
export async function createAccount(
  store: AccountsStore,
  email: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<UserAccount | null> {
  const account: UserAccount = {
    kind: ACCOUNT_KIND,
    account_id: `acct_${randomBytes(8).toString('hex')}`,
    email: normaliseEmail(email),
    password_hash: passwordHash,
    tier: 'free',
    created_at: now.toISOString(),
  };
  try {
    await store.es.create({
      index: store.indices.accounts,
      id: accountDocumentId(email),
      document: account,
      refresh: true,
    });
  } catch (err) {
    if ((err as { meta?: { statusCode?: number } }).meta?.statusCode === 409) return null;
    throw err;
  }
  return account;
}

/** The account of an email address (any case), or null. */
export async function findAccount(store: AccountsStore, email: string): Promise<UserAccount | null> {
  const found = await store.es.get<UserAccount>(
    { index: store.indices.accounts, id: accountDocumentId(email) },
    { ignore: [404], requestTimeout: ACCOUNT_LOOKUP_TIMEOUT_MS, maxRetries: 1 },
  );
  return found.found && found._source?.kind === ACCOUNT_KIND ? found._source : null;
}

export async function setAccountTier(
  store: AccountsStore,
  account: UserAccount,
  tier: Tier,
): Promise<UserAccount> {
  await store.es.update({
    index: store.indices.accounts,
    id: accountDocumentId(account.email),
    doc: { tier },
    refresh: true,
  });
  return { ...account, tier };
}

/** Writes lost to a concurrent change of the same account before giving up; each retry reads it again. */
const WRITE_ATTEMPTS = 5;

/**
 * Raises the session generation and sets `fields` in one write, conditional on the version just read
 * (if_seq_no), so two operators' changes at once cannot both raise it from the same value.
 */
async function endSessionsAnd(
  store: AccountsStore,
  account: UserAccount,
  fields: Partial<Pick<UserAccount, 'password_hash' | 'suspended_at'>>,
): Promise<void> {
  const id = accountDocumentId(account.email);
  for (let attempt = 1; ; attempt++) {
    const current = await store.es.get<UserAccount>({ index: store.indices.accounts, id });
    try {
      await store.es.update({
        index: store.indices.accounts,
        id,
        if_seq_no: current._seq_no,
        if_primary_term: current._primary_term,
        doc: { ...fields, session_generation: sessionGenerationOf(current._source!) + 1 },
        refresh: true,
      });
      return;
    } catch (err) {
      const conflict = (err as { meta?: { statusCode?: number } }).meta?.statusCode === 409;
      if (!conflict || attempt === WRITE_ATTEMPTS) throw err;
    }
  }
}

/** Suspends the account and ends its sessions; its keys are suspended by account-keys.ts. */
export function suspendAccount(
  store: AccountsStore,
  account: UserAccount,
  now: Date = new Date(),
): Promise<void> {
  return endSessionsAnd(store, account, { suspended_at: now.toISOString() });
}

export async function resumeAccount(store: AccountsStore, account: UserAccount): Promise<void> {
  await store.es.update({
    index: store.indices.accounts,
    id: accountDocumentId(account.email),
    doc: { suspended_at: null },
    refresh: true,
  });
}

/** Replaces the password hash and ends every session of the account. */
export function resetPassword(
  store: AccountsStore,
  account: UserAccount,
  passwordHash: string,
): Promise<void> {
  return endSessionsAnd(store, account, { password_hash: passwordHash });
}
