// What a person does with their account's keys (the account page) and what an operator does to an account
// (`parallax accounts tier`): the key and token functions of accounts.ts and mcp-tokens.ts, scoped to one
// account, with every revocation and tier change announced so running API processes apply it at once
// (key-changes.ts). A key always has its account's tier. How many keys an account holds and creates is decided
// atomically in Redis (key-slots.ts), so concurrent creations cannot pass the limits together.
import { MCP_TIERS, type Tier } from '../spec';
import {
  insertApiKey,
  listApiKeys,
  newApiKey,
  revokeApiKey,
  setApiKeySuspended,
  setApiKeyTier,
  type AccountsStore,
} from './accounts';
import type { KeySlots, KeySlotLimits, SlotClaim } from './key-slots';
import { issueMcpToken, revokeMcpToken, type KeyWithToken } from './mcp-tokens';
import { resumeAccount, setAccountTier, suspendAccount, type UserAccount } from './user-accounts';

/** Active keys an account may hold at once: one per place it is used is plenty (docs/decisions.md, Account page). */
export const MAX_ACTIVE_KEYS = 5;

/**
 * Keys an account may create in any 24 hours, revoked ones included: room to replace every key a few times in a
 * day, never a key per request (docs/decisions.md, Account page). The daily cap is the account's whatever keys
 * it makes (daily-cap.ts); this bounds the writes and the key records.
 */
export const KEY_CREATIONS_PER_DAY = 20;

export const ACCOUNT_KEY_LIMITS: KeySlotLimits = {
  activeKeys: MAX_ACTIVE_KEYS,
  creationsPerDay: KEY_CREATIONS_PER_DAY,
};

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

export type CreatedKey = { ok: true; key: string; record: KeyWithToken } | Exclude<SlotClaim, { ok: true }>;

/** A new key at the account's tier, unless the account is full or has created too many keys today. */
export async function createAccountKey(
  store: AccountsStore,
  slots: KeySlots,
  account: UserAccount,
  name: string,
): Promise<CreatedKey> {
  const made = newApiKey(account.tier, name, account.account_id);
  const active = (await accountKeys(store, account)).filter(isActive).map((key) => key.key_id);
  const claim = await slots.claim(account.account_id, made.record.key_id, active);
  if (!claim.ok) return claim;
  // A write that fails keeps its claim until the claim ages out: one that timed out may still land.
  await insertApiKey(store, made.record);
  return { ok: true, ...made };
}

const tokenHashes = (key: KeyWithToken): string[] => (key.mcp_token_hash ? [key.mcp_token_hash] : []);

export async function revokeAccountKey(
  store: AccountsStore,
  slots: KeySlots,
  announce: AnnounceKeyChanges,
  account: UserAccount,
  key: KeyWithToken,
): Promise<void> {
  await revokeApiKey(store, key);
  // After the index says revoked: a creation that listed the keys before still counts this one (never too few).
  await slots.release(account.account_id, key.key_id);
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

/**
 * Suspends the account (its sessions end) and every key of it: the keys and their MCP tokens are refused with 403
 * from the next request on, on every API process. Returns how many keys it holds.
 */
export async function suspendAccountAndKeys(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  account: UserAccount,
  now: Date = new Date(),
): Promise<number> {
  await suspendAccount(store, account, now);
  return setKeysSuspended(store, announce, account, now.toISOString());
}

/** Lifts a suspension: the account may sign in again and its keys answer as before. */
export async function resumeAccountAndKeys(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  account: UserAccount,
): Promise<number> {
  await resumeAccount(store, account);
  return setKeysSuspended(store, announce, account, null);
}

async function setKeysSuspended(
  store: AccountsStore,
  announce: AnnounceKeyChanges,
  account: UserAccount,
  suspendedAt: string | null,
): Promise<number> {
  const keys = await accountKeys(store, account);
  for (const key of keys) await setApiKeySuspended(store, key, suspendedAt);
  await announce(keys.flatMap((key) => [key.key_hash, ...tokenHashes(key)]));
  return keys.length;
}
