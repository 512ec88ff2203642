// What a person does with their account's keys (the account page) and what an operator does to an account
// (`parallax accounts tier`): the key and token functions of accounts.ts and mcp-tokens.ts, scoped to one
// account, with every revocation and tier change announced so running API processes apply it at once
// (key-changes.ts). A key always has its account's tier.
import { MCP_TIERS, type Tier } from '../spec';
import { createApiKey, listApiKeys, revokeApiKey, setApiKeyTier, type AccountsStore } from './accounts';
import { issueMcpToken, revokeMcpToken, type KeyWithToken } from './mcp-tokens';
import { setAccountTier, type UserAccount } from './user-accounts';

/**
 * Active keys an account may hold at once. Daily caps count per key (SPEC §8), so this also bounds what one
 * account can draw in a day: at most this many times its tier's cap (docs/decisions.md, Account page).
 */
export const MAX_ACTIVE_KEYS = 5;

/** Makes running API processes look these key and token hashes up again (KeyChanges.announce, or a publish). */
export type AnnounceKeyChanges = (hashes: string[]) => Promise<void>;

/** The account's keys, revoked ones included, oldest first. */
export function accountKeys(store: AccountsStore, account: UserAccount): Promise<KeyWithToken[]> {
  return listApiKeys(store, account.account_id);
}

/** The account's key with this public id, or null (a key id of another account is null too). */
export async function accountKey(
  store: AccountsStore,
  account: UserAccount,
  keyId: string,
): Promise<KeyWithToken | null> {
  return (await accountKeys(store, account)).find((key) => key.key_id === keyId) ?? null;
}

export const isActive = (key: KeyWithToken): boolean => key.revoked_at === null;

/** A new key at the account's tier, or null when the account already has MAX_ACTIVE_KEYS active keys. */
export async function createAccountKey(
  store: AccountsStore,
  account: UserAccount,
  name: string,
): Promise<{ key: string; record: KeyWithToken } | null> {
  const active = (await accountKeys(store, account)).filter(isActive);
  if (active.length >= MAX_ACTIVE_KEYS) return null;
  return createApiKey(store, account.tier, name, new Date(), account.account_id);
}

const tokenHashes = (key: KeyWithToken): string[] => (key.mcp_token_hash ? [key.mcp_token_hash] : []);

export async function revokeAccountKey(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  key: KeyWithToken,
): Promise<void> {
  await revokeApiKey(store, key);
  await announce([key.key_hash, ...tokenHashes(key)]);
}

/** Issues a token for an active key of an MCP tier (the caller checks both); the key's previous token stops. */
export async function issueAccountMcpToken(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  key: KeyWithToken,
): Promise<string> {
  const { token } = await issueMcpToken(store, key);
  await announce(tokenHashes(key));
  return token;
}

export async function revokeAccountMcpToken(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  key: KeyWithToken,
): Promise<void> {
  await revokeMcpToken(store, key);
  await announce(tokenHashes(key));
}

export const mayHaveMcpToken = (account: UserAccount): boolean => MCP_TIERS.includes(account.tier);

/** Moves the account and every key of it to `tier`; returns how many keys moved. */
export async function changeAccountTier(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  account: UserAccount,
  tier: Tier,
): Promise<number> {
  await setAccountTier(store, account, tier);
  const keys = await accountKeys(store, account);
  for (const key of keys) await setApiKeyTier(store, key, tier);
  await announce(keys.flatMap((key) => [key.key_hash, ...tokenHashes(key)]));
  return keys.length;
}
