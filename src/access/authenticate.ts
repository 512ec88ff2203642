// Turns the `X-API-Key` of a request (or nothing) into a Caller (SPEC §5.1-5.4). Malformed keys are refused
// before any lookup; well-formed ones are hashed and resolved through the key cache. Unknown and revoked keys
// get 401 invalid_api_key alike, so a response never tells a guesser which keys once existed. The key itself is
// never logged or kept: only its hash (the cache key) and the public key id travel on.
import { invalidApiKey, unavailableRetryLater } from '../http/errors';
import type { Logger } from '../log';
import { findApiKeyByHash, type AccountsStore } from './accounts';
import { hashApiKey, isWellFormedApiKey } from './api-key';
import { anonymousCaller, type Caller } from './caller';
import { KEY_CACHE_TTL_MS, KeyCache } from './key-cache';
import type { KeyChanges } from './key-changes';

/** Seconds a client is told to wait when the accounts store cannot be read. */
const ACCOUNTS_RETRY_AFTER_SECONDS = 5;

export class Authenticator {
  private readonly cache: KeyCache;

  constructor(
    store: AccountsStore,
    private readonly logger: Logger,
    cacheTtlMs: number = KEY_CACHE_TTL_MS,
    keyChanges?: KeyChanges,
  ) {
    this.cache = new KeyCache((keyHash) => findApiKeyByHash(store, keyHash), cacheTtlMs);
    keyChanges?.follow(this.cache);
  }

  /** `key` is the header's value, undefined when the request sent none. */
  async identify(key: string | undefined, address: string): Promise<Caller> {
    if (key === undefined) return anonymousCaller(address);
    if (!isWellFormedApiKey(key)) throw invalidApiKey();
    let record;
    try {
      record = await this.cache.get(hashApiKey(key));
    } catch (err) {
      this.logger.error({ err: { message: (err as Error).message } }, 'API key lookup failed');
      throw unavailableRetryLater(
        'the accounts store is unavailable; retry shortly',
        ACCOUNTS_RETRY_AFTER_SECONDS,
      );
    }
    if (!record || record.revoked_at) throw invalidApiKey();
    return { tier: record.tier, keyId: record.key_id, address };
  }
}
