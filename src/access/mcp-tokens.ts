// MCP bearer tokens (SPEC §4 MCP server, §5.7): one per API key of tier Max or Business, stored on the key's
// own document in the accounts index as its SHA-256 (the token itself is printed once and never stored), with a
// shown prefix, an issue time and a revocation time. Issuing a new token for a key replaces the previous one
// (which then is unknown); revoking keeps the hash so the token stays refused. A token inherits everything
// else from its key: tier, revocation, daily cap and lookback (docs/decisions.md, MCP server).
import { randomBytes } from 'node:crypto';
import { MCP_TIERS, type Tier } from '../spec';
import { updateApiKey, type AccountsStore, type ApiKeyRecord } from './accounts';
import { hashApiKey, sameHash } from './api-key';

export const MCP_TOKEN_PREFIX = 'plxmcp_';
const TOKEN_PATTERN = /^plxmcp_[A-Za-z0-9_-]{43}$/;
const SHOWN_HEAD = MCP_TOKEN_PREFIX.length + 4;
const TOKEN_LOOKUP_TIMEOUT_MS = 2000;

export interface McpTokenFields {
  mcp_token_hash?: string | null;
  mcp_token_prefix?: string | null;
  mcp_token_created_at?: string | null;
  mcp_token_revoked_at?: string | null;
}

export type KeyWithToken = ApiKeyRecord & McpTokenFields;

export const isWellFormedMcpToken = (value: string): boolean => TOKEN_PATTERN.test(value);

/** The same fast SHA-256 as API keys, for the same reason: 256 random bits cannot be guessed (api-key.ts). */
export const hashMcpToken = hashApiKey;

export const mayUseMcp = (tier: Tier): boolean => MCP_TIERS.includes(tier);

/** Issues a token for an active key of an MCP tier; the caller checks both and prints the token once. */
export async function issueMcpToken(
  store: AccountsStore,
  record: ApiKeyRecord,
  now: Date = new Date(),
): Promise<{ token: string; record: KeyWithToken }> {
  const token = MCP_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const fields: McpTokenFields = {
    mcp_token_hash: hashMcpToken(token),
    mcp_token_prefix: token.slice(0, SHOWN_HEAD),
    mcp_token_created_at: now.toISOString(),
    mcp_token_revoked_at: null,
  };
  return { token, record: await updateApiKey<KeyWithToken>(store, record, fields) };
}

/** The key whose current token hashes to `tokenHash`, revoked or not; null when none. */
export async function findKeyByMcpTokenHash(
  store: AccountsStore,
  tokenHash: string,
): Promise<KeyWithToken | null> {
  // Bounded like the key lookup: a stalled cluster must give a 503 within seconds, not a hang.
  const result = await store.es.search<KeyWithToken>(
    { index: store.indices.accounts, query: { term: { mcp_token_hash: tokenHash } }, size: 1 },
    { requestTimeout: TOKEN_LOOKUP_TIMEOUT_MS, maxRetries: 1 },
  );
  const record = result.hits.hits[0]?._source;
  return record?.mcp_token_hash && sameHash(record.mcp_token_hash, tokenHash) ? record : null;
}

/** Revokes a token; revoking it again keeps the first revocation time. */
export async function revokeMcpToken(
  store: AccountsStore,
  record: KeyWithToken,
  now: Date = new Date(),
): Promise<KeyWithToken> {
  if (record.mcp_token_revoked_at) return record;
  return updateApiKey(store, record, { mcp_token_revoked_at: now.toISOString() });
}
