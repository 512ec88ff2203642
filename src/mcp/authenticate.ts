// Who an MCP request is (SPEC §4 MCP server, §5.7): the `Authorization: Bearer <token>` header resolved to the
// token's API key, whose tier must be Max or Business. Every refusal is a 401 with `WWW-Authenticate: Bearer`
// (RFC 6750 §3) and the API's error body, decided before any MCP session exists, except a good token of a
// suspended account: a 403 account_suspended, as for its keys. Lookups go through the access
// layer's KeyCache (keyed by the token's hash), so a known token costs no Elasticsearch round trip; a revocation
// or tier change reaches a running process within the same delay as for keys, or at once when announced
// (src/access/key-changes.ts).
import type { Caller } from '../access/caller';
import { CachedKeyLookup, type CredentialLookupSetting } from '../access/key-lookup';
import type { AccountsStore } from '../access/accounts';
import {
  findKeyByMcpTokenHash,
  hashMcpToken,
  isWellFormedMcpToken,
  mayUseMcp,
  type KeyWithToken,
} from '../access/mcp-tokens';
import { accountSuspended, ApiError } from '../errors';

const REALM = 'parallax-mcp';

/** A 401 for MCP: the error body of the API plus the challenge of RFC 6750 §3. */
function refused(code: string, message: string, bearerError?: 'invalid_token'): ApiError {
  const challenge = bearerError
    ? `Bearer realm="${REALM}", error="${bearerError}", error_description="${message}"`
    : `Bearer realm="${REALM}"`;
  return new ApiError(401, code, message, { 'WWW-Authenticate': challenge });
}

export class McpAuthenticator {
  private readonly tokens: CachedKeyLookup<KeyWithToken>;

  constructor(store: AccountsStore, setting: CredentialLookupSetting) {
    this.tokens = new CachedKeyLookup((tokenHash) => findKeyByMcpTokenHash(store, tokenHash), {
      ...setting,
      credential: 'MCP token',
      refusalHeaders: { 'WWW-Authenticate': `Bearer realm="${REALM}"` },
    });
  }

  /** `authorization` is the header's value; resolves to the Caller of the token's key or throws a 401. */
  async identify(authorization: string | undefined, address: string): Promise<Caller> {
    const match = authorization === undefined ? null : /^Bearer +(\S+)\s*$/i.exec(authorization);
    if (!match) {
      throw refused(
        'mcp_token_required',
        'send an MCP token as "Authorization: Bearer <token>" (issued by `parallax keys mcp-token KEY` for a Max or Business key)',
      );
    }
    const token = match[1];
    if (!isWellFormedMcpToken(token))
      throw refused('invalid_token', 'the MCP token is not recognised', 'invalid_token');
    const record = await this.tokens.find(hashMcpToken(token), address);
    // Unknown, revoked and belonging to a revoked key read alike, so a guesser learns nothing.
    if (!record || record.revoked_at || record.mcp_token_revoked_at) {
      throw refused('invalid_token', 'the MCP token is not recognised or was revoked', 'invalid_token');
    }
    if (record.suspended_at) throw accountSuspended();
    if (!mayUseMcp(record.tier)) {
      throw refused(
        'mcp_tier_required',
        `MCP access needs tier Max or Business; this token's key is on tier ${record.tier}`,
        'invalid_token',
      );
    }
    return { tier: record.tier, keyId: record.key_id, accountId: record.account_id ?? null, address };
  }
}
