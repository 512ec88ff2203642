// A per-address limit on credentials the accounts store does not know. An unknown API key or MCP token costs an
// Elasticsearch lookup before it can be refused (a known one is cached, and so is an unknown one for a while,
// key-cache.ts), so a client sending made-up keys would make the cluster work for free. Every lookup that has to
// reach the store counts against the client's address (an IPv6 client by its /64, as the anonymous cap) before it
// is made, and is given back when it finds a key: at most `lookups` unknown credentials per address reach the store
// in a window, however many are sent at once; beyond it a credential not already cached is refused with 429
// before any lookup. A Redis that cannot be reached counts nothing: the lookup goes on, as it would without the
// limit (docs/decisions.md, "Cursor walks, unauthenticated work, secrets at rest").
import type Redis from 'ioredis';
import { ApiError } from '../errors';
import { redisKey } from '../store/redis-client';
import { WindowCounter } from '../store/window-counter';
import { capSubject } from './client-address';

export interface UnknownCredentialLimit {
  /** Store lookups of credentials that turned out unknown, per address and window. */
  lookups: number;
  windowSeconds: number;
}

/** An honest client sends one wrong key, which is then cached; a hundred different ones in ten minutes is a guesser. */
export const UNKNOWN_CREDENTIAL_LIMIT: UnknownCredentialLimit = { lookups: 100, windowSeconds: 600 };

export const tooManyUnknownCredentials = (retryAfterSeconds: number, headers: Record<string, string> = {}) =>
  new ApiError(
    429,
    'too_many_unknown_credentials',
    'too many unknown API keys or MCP tokens from this address; retry later with a valid one',
    { ...headers, 'Retry-After': String(retryAfterSeconds) },
  );

export class UnknownCredentials {
  private readonly lookups: WindowCounter;

  constructor(
    redis: Redis,
    prefix: string,
    readonly limit: UnknownCredentialLimit = UNKNOWN_CREDENTIAL_LIMIT,
  ) {
    this.lookups = new WindowCounter(redis, redisKey(prefix, 'unknown-credentials'), {
      count: limit.lookups,
      windowSeconds: limit.windowSeconds,
    });
  }

  /** Counts a store lookup for `address` before it is made: seconds to wait when over the limit, else null. */
  async count(address: string): Promise<number | null> {
    return this.lookups.count(capSubject(address)).catch(() => null);
  }

  /** The lookup counted found a credential: it was no guess. */
  async found(address: string): Promise<void> {
    await this.lookups.giveBack(capSubject(address)).catch(() => undefined);
  }
}
