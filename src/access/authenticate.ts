// Turns the `X-API-Key` of a request (or nothing) into a Caller (SPEC §5.1-5.4). Malformed keys are refused
// before any lookup; well-formed ones are hashed and resolved through the key cache. Unknown and revoked keys
// get 401 invalid_api_key alike, so a response never tells a guesser which keys once existed; a good key of a
// suspended account gets 403 account_suspended, so its holder knows to ask the operator. The key itself is
// never logged or kept: only its hash (the cache key) and the public key id travel on.
import { accountSuspended, invalidApiKey } from '../errors';
import { findApiKeyByHash, type AccountsStore, type ApiKeyRecord } from './accounts';
import { hashApiKey, isWellFormedApiKey } from './api-key';
import { anonymousCaller, type Caller } from './caller';
import { CachedKeyLookup, type CredentialLookupSetting } from './key-lookup';

export class Authenticator {
  private readonly keys: CachedKeyLookup<ApiKeyRecord>;

  constructor(store: AccountsStore, setting: CredentialLookupSetting) {
    this.keys = new CachedKeyLookup((keyHash) => findApiKeyByHash(store, keyHash), {
      ...setting,
      credential: 'API key',
    });
  }

  /** `key` is the header's value, undefined when the request sent none. */
  async identify(key: string | undefined, address: string): Promise<Caller> {
    if (key === undefined) return anonymousCaller(address);
    if (!isWellFormedApiKey(key)) throw invalidApiKey();
    const record = await this.keys.find(hashApiKey(key), address);
    if (!record || record.revoked_at) throw invalidApiKey();
    if (record.suspended_at) throw accountSuspended();
    return { tier: record.tier, keyId: record.key_id, accountId: record.account_id ?? null, address };
  }
}
