// Resolves an API key to its record with a short in-process cache, so a known key costs no Elasticsearch
// round trip and no Redis round trip per request (the API's budget: at most 2 Redis round trips, the daily
// cap taking one). A change announced on Redis (key-changes.ts: the account page and the CLI) drops the entry
// at once; any other change reaches every API process within `ttlMs` (docs/decisions.md, Access). Unknown
// hashes are cached too, so a client repeating a wrong key costs one lookup per TTL, but in their own bounded
// map: a flood of made-up keys cannot push the real ones out. Concurrent lookups of one key share a single
// request.
import type { ApiKeyRecord } from './accounts';

export const KEY_CACHE_TTL_MS = 30_000;
/** Per map: known keys, and unknown ones. */
const KEY_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  record: ApiKeyRecord | null;
  expiresAt: number;
}

export class KeyCache {
  private readonly known = new Map<string, Entry>();
  private readonly unknown = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<ApiKeyRecord | null>>();
  /**
   * Counts forget() and clear() calls: a lookup that started before one may have read the record as it was
   * before the change, so its answer serves the requests waiting on it but is not kept.
   */
  private changes = 0;

  constructor(
    private readonly lookup: (keyHash: string) => Promise<ApiKeyRecord | null>,
    private readonly ttlMs: number = KEY_CACHE_TTL_MS,
    private readonly maxEntries: number = KEY_CACHE_MAX_ENTRIES,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The record behind `keyHash`, from the cache when it may be; `beforeLookup` runs only when this request is the
   * one that has to ask the store (not cached, no lookup of it running), and may refuse by throwing.
   */
  async get(keyHash: string, beforeLookup?: () => Promise<void>): Promise<ApiKeyRecord | null> {
    const known = this.answered(keyHash);
    if (known) return known;
    if (beforeLookup) {
      await beforeLookup();
      // Another request may have started or finished the same lookup meanwhile.
      const meanwhile = this.answered(keyHash);
      if (meanwhile) return meanwhile;
    }
    const changesBefore = this.changes;
    const fetching = this.lookup(keyHash)
      .then((record) => {
        if (this.changes === changesBefore) this.remember(keyHash, record);
        return record;
      })
      .finally(() => {
        if (this.pending.get(keyHash) === fetching) this.pending.delete(keyHash);
      });
    this.pending.set(keyHash, fetching);
    return fetching;
  }

  /** The cached answer, or the running lookup's; undefined when the store must be asked. */
  private answered(keyHash: string): Promise<ApiKeyRecord | null> | undefined {
    const cached = this.known.get(keyHash) ?? this.unknown.get(keyHash);
    if (cached && cached.expiresAt > this.clock()) return Promise.resolve(cached.record);
    return this.pending.get(keyHash);
  }

  /** Drops what is known about one hash, so the next request looks it up again. */
  forget(keyHash: string): void {
    this.known.delete(keyHash);
    this.unknown.delete(keyHash);
    this.pending.delete(keyHash);
    this.changes += 1;
  }

  /** Drops everything, for when changes may have been missed. */
  clear(): void {
    this.known.clear();
    this.unknown.clear();
    this.pending.clear();
    this.changes += 1;
  }

  private remember(keyHash: string, record: ApiKeyRecord | null): void {
    this.known.delete(keyHash);
    this.unknown.delete(keyHash);
    const entries = record ? this.known : this.unknown;
    if (entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first entry is the one stored longest ago.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(keyHash, { record, expiresAt: this.clock() + this.ttlMs });
  }
}
