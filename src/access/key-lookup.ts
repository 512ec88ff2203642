// The lookup both authenticators make once a credential is well formed: its hash (of an API key, or of an MCP
// token) resolved to the key record through the KeyCache, which announced key changes keep current. When the
// accounts store cannot be read the request gets a 503 with Retry-After, never a 401, so a client holding a
// good key is not told it is wrong; the failure is logged without the credential.
import { unavailableRetryLater } from '../http/errors';
import type { Logger } from '../log';
import type { ApiKeyRecord } from './accounts';
import { KEY_CACHE_TTL_MS, KeyCache } from './key-cache';
import type { KeyChanges } from './key-changes';

/** Seconds a client is told to wait when the accounts store cannot be read. */
const ACCOUNTS_RETRY_AFTER_SECONDS = 5;

export interface KeyLookupOptions {
  logger: Logger;
  /** What the hash is of, for the log line: "API key", "MCP token". */
  credential: string;
  cacheTtlMs?: number;
  keyChanges?: KeyChanges;
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

  /** The record behind `hash`, null when there is none; throws the 503 when the store cannot be read. */
  async find(hash: string): Promise<KeyRecord | null> {
    try {
      // The cache holds only what `find` returned for it, so its records are KeyRecords.
      return (await this.cache.get(hash)) as KeyRecord | null;
    } catch (err) {
      this.options.logger.error(
        { err: { message: (err as Error).message } },
        `${this.options.credential} lookup failed`,
      );
      throw unavailableRetryLater(
        'the accounts store is unavailable; retry shortly',
        ACCOUNTS_RETRY_AFTER_SECONDS,
      );
    }
  }
}
