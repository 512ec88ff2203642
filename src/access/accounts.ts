// API keys in the accounts index (SPEC §5.1, §5.3, §5.4): create, find, list, change tier, revoke. A key's
// document id is the SHA-256 of the key, so authenticating is one realtime GET by id (no search, no refresh
// wait); the key itself is never stored or returned after creation. A key made on the account page carries its
// account's id (user-accounts.ts); one made by an operator with `parallax keys create` belongs to no account.
import type { Client, estypes } from '@elastic/elasticsearch';
import type { Tier } from '../spec';
import type { Indices } from '../store/indices';
import { displayedKey, generateApiKey, generateKeyId, hashApiKey, sameHash } from './api-key';

const KEY_LOOKUP_TIMEOUT_MS = 2000;

export type AccountsStore = { es: Client; indices: Pick<Indices, 'accounts'> };

export interface ApiKeyRecord {
  key_id: string;
  key_hash: string;
  key_prefix: string;
  key_last4: string;
  name: string | null;
  tier: Tier;
  created_at: string;
  revoked_at: string | null;
  /** The owning account's `acct_…` id; absent or null for an operator's key. */
  account_id?: string | null;
  /** Set while the owning account is suspended (account-keys.ts): the key is refused with 403. */
  suspended_at?: string | null;
}

/** Key documents only: the index also holds people's accounts (user-accounts.ts), which have no key hash. */
const KEY_DOCUMENTS = { exists: { field: 'key_hash' } } as const;

/** A new key and its record, not stored yet (insertApiKey stores it); the key is shown once, never stored. */
export function newApiKey(
  tier: Tier,
  name: string | null,
  accountId: string | null = null,
): { key: string; record: ApiKeyRecord } {
  const key = generateApiKey();
  const { prefix, last4 } = displayedKey(key);
  const record: ApiKeyRecord = {
    key_id: generateKeyId(),
    key_hash: hashApiKey(key),
    key_prefix: prefix,
    key_last4: last4,
    name,
    tier,
    created_at: new Date().toISOString(),
    revoked_at: null,
    account_id: accountId,
  };
  return { key, record };
}

export async function insertApiKey(store: AccountsStore, record: ApiKeyRecord): Promise<void> {
  // op_type create: a hash collision (never expected for 256 random bits) fails instead of overwriting a key.
  // Refreshed before it answers, so a listing made after it (an account's active keys) includes the key.
  await store.es.create({
    index: store.indices.accounts,
    id: record.key_hash,
    document: record,
    refresh: true,
  });
}

/** A new key of no account (an operator's, `parallax keys create`); an account's go through account-keys.ts. */
export async function createApiKey(
  store: AccountsStore,
  tier: Tier,
  name: string | null,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const made = newApiKey(tier, name);
  await insertApiKey(store, made.record);
  return made;
}

/** The record whose key hashes to `keyHash`, revoked or not; null when there is none. */
export async function findApiKeyByHash(store: AccountsStore, keyHash: string): Promise<ApiKeyRecord | null> {
  // Bounded: a request waiting on its key must get a 503 within seconds, never hang on a stalled cluster.
  const found = await store.es.get<ApiKeyRecord>(
    { index: store.indices.accounts, id: keyHash },
    { ignore: [404], requestTimeout: KEY_LOOKUP_TIMEOUT_MS, maxRetries: 1 },
  );
  const record = found.found ? found._source : undefined;
  // The id matched, so this comparison cannot fail; it keeps the "compared in constant time" rule explicit
  // should the lookup ever change to something that is not an exact id match.
  return record && sameHash(record.key_hash, keyHash) ? record : null;
}

/** A key given by an operator: the full key, or the key id that `keys list` shows. */
export async function findApiKey(store: AccountsStore, keyOrId: string): Promise<ApiKeyRecord | null> {
  if (!keyOrId.startsWith('key_')) return findApiKeyByHash(store, hashApiKey(keyOrId));
  const result = await store.es.search<ApiKeyRecord>({
    index: store.indices.accounts,
    query: { term: { key_id: keyOrId } },
    size: 1,
  });
  return result.hits.hits[0]?._source ?? null;
}

/** Every key, oldest first (for operators: the CLI's `keys list`); with `accountId`, that account's keys. */
export async function listApiKeys(store: AccountsStore, accountId?: string): Promise<ApiKeyRecord[]> {
  const records: ApiKeyRecord[] = [];
  let after: estypes.SortResults | undefined;
  const query: estypes.QueryDslQueryContainer = accountId
    ? { bool: { filter: [KEY_DOCUMENTS, { term: { account_id: accountId } }] } }
    : KEY_DOCUMENTS;
  for (;;) {
    const page = await store.es.search<ApiKeyRecord>({
      index: store.indices.accounts,
      query,
      sort: [{ created_at: 'asc' }, { key_id: 'asc' }],
      size: 1000,
      search_after: after,
    });
    const hits = page.hits.hits;
    for (const hit of hits) if (hit._source) records.push(hit._source);
    if (hits.length < 1000) return records;
    after = hits[hits.length - 1].sort;
  }
}

/**
 * Sets `fields` on a key's document and gives the record with them. Refreshed, so the searches after it (the
 * key lists, an MCP token looked up by its hash) find the change at once; a key's own lookup is a GET by id.
 */
export async function updateApiKey<R extends ApiKeyRecord>(
  store: AccountsStore,
  record: R,
  fields: Partial<R>,
): Promise<R> {
  await store.es.update({ index: store.indices.accounts, id: record.key_hash, doc: fields, refresh: true });
  return { ...record, ...fields };
}

export async function setApiKeyTier(
  store: AccountsStore,
  record: ApiKeyRecord,
  tier: Tier,
): Promise<ApiKeyRecord> {
  return updateApiKey(store, record, { tier });
}

/** Revokes a key; revoking it again keeps the first revocation time. */
export async function revokeApiKey(
  store: AccountsStore,
  record: ApiKeyRecord,
  now: Date = new Date(),
): Promise<ApiKeyRecord> {
  if (record.revoked_at) return record;
  return updateApiKey(store, record, { revoked_at: now.toISOString() });
}

/** Marks a key suspended with its account (a time) or lifts that (null). */
export async function setApiKeySuspended(
  store: AccountsStore,
  record: ApiKeyRecord,
  suspendedAt: string | null,
): Promise<void> {
  await updateApiKey(store, record, { suspended_at: suspendedAt });
}
