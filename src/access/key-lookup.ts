// The lookup both authenticators make once a credential is well formed: its hash (of an API key, or of an MCP
// token) resolved to the key record through the KeyCache, which announced key changes keep current. When the
// accounts store cannot be read the request gets a 503 with Retry-After, never a 401, so a client holding a
// good key is not told it is wrong; the failure is logged without the credential. A lookup that has to reach the
// store is counted against the client's address first (unknown-credentials.ts), so made-up credentials cost the
// cluster a bounded number of lookups per address.
import { ApiError, unavailableRetryLater } from '../errors';
import type { Logger } from '../log';
import type { ApiKeyRecord } from './accounts';
import { KEY_CACHE_TTL_MS, KeyCache } from './key-cache';
import type { KeyChanges } from './key-changes';
import { tooManyUnknownCredentials, type UnknownCredentials } from './unknown-credentials';

/** Seconds a client is told to wait when the accounts store cannot be read. */
const ACCOUNTS_RETRY_AFTER_SECONDS = 5;

/** What an authenticator of either credential (API key, MCP token) is given by the process it serves. */
export interface CredentialLookupSetting {
  logger: Logger;
  cacheTtlMs?: number;
  keyChanges?: KeyChanges;
  unknownCredentials?: UnknownCredentials;
}

export interface KeyLookupOptions extends CredentialLookupSetting {
  /** What the hash is of, for the log line: "API key", "MCP token". */
  credential: string;
  /** Headers a refusal carries (MCP's WWW-Authenticate). */
  refusalHeaders?: Record<string, string>;
}

export class CachedKeyLookup<KeyRecord extends ApiKeyRecord> {
  private readonly cache: KeyCache;

  constructor(
    find: (hash: string) => Promise<KeyRecord | null>,
    private readonly options: KeyLookupOptions,
  ) {
    this.cache = new KeyCache(find, options.cacheTtlMs ?? KEY_CACHE_TTL_MS);
    options.keyChanges?.follow(this.cache);
  }

  /**
   * The record behind `hash`, null when there is none, for a request from `address`; throws a 429 when the
   * address has made too many lookups of unknown credentials, the 503 when the store cannot be read.
   */
  async find(hash: string, address: string): Promise<KeyRecord | null> {
    const limit = this.options.unknownCredentials;
    let counted = false;
    const beforeLookup = limit
      ? async () => {
          const wait = await limit.count(address);
          if (wait !== null) throw tooManyUnknownCredentials(wait, this.options.refusalHeaders);
          counted = true;
        }
      : undefined;
    let record: KeyRecord | null;
    try {
      // The cache holds only what `find` returned for it, so its records are KeyRecords.
      record = (await this.cache.get(hash, beforeLookup)) as KeyRecord | null;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      this.options.logger.error(
        { err: { message: (err as Error).message } },
        `${this.options.credential} lookup failed`,
      );
      throw unavailableRetryLater(
        'the accounts store is unavailable; retry shortly',
        ACCOUNTS_RETRY_AFTER_SECONDS,
      );
    }
    if (counted && record) await limit?.found(address);
    return record;
  }
}
