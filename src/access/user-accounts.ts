// People's accounts in the accounts index (issue 16), beside the API key documents: `kind: account`, the email
// (trimmed, lower case), the scrypt hash of the password (password.ts), the tier and a public id (`acct_…`) that
// the account's keys carry as `account_id`. The document id is `account_` + SHA-256 of the email, and accounts are
// created with op_type create, so two sign-ups with one address cannot both succeed, on one process or many.
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
}

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
