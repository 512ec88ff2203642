// Revocations and tier changes that take effect at once ("a revoked key refused within one request"). Each
// API process caches key and MCP token lookups for 30 s (key-cache.ts). Whoever changes a key (the account
// page, `parallax accounts tier`, `parallax keys`) publishes the changed hashes on a Redis channel; every API
// process listens on its own connection and drops them from its caches, and the process that made the change
// drops them before it answers. A request pays nothing for this (no Redis round trip per request:
// docs/decisions.md, Account page). A listener that lost its connection may have missed messages, so it
// empties its caches when it is back.
import type Redis from 'ioredis';
import type { Logger } from '../log';
import { redisKey } from '../store/redis-client';
import type { KeyCache } from './key-cache';

const channelOf = (prefix: string): string => redisKey(prefix, 'key-changes');

/** Tells every API process on this Redis and prefix to look up these key or token hashes again. */
export async function publishKeyChanges(redis: Redis, prefix: string, hashes: string[]): Promise<void> {
  if (hashes.length > 0) await redis.publish(channelOf(prefix), JSON.stringify(hashes));
}

export class KeyChanges {
  private readonly caches: KeyCache[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    logger: Logger,
  ) {
    const channel = channelOf(prefix);
    // A subscribed connection can run nothing else, so the listener has its own; it ends with the main one.
    const subscriber = redis.duplicate({ autoResubscribe: false });
    subscriber.on('error', () => undefined); // the main connection's commands and /health report Redis trouble
    subscriber.on('ready', () => {
      for (const cache of this.caches) cache.clear();
      subscriber.subscribe(channel).catch((err: Error) => {
        logger.warn({ err: { message: err.message } }, 'key change channel: subscribe failed');
      });
    });
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      try {
        this.forget(JSON.parse(message) as string[]);
      } catch (err) {
        logger.warn({ err: { message: (err as Error).message } }, 'key change channel: unreadable message');
      }
    });
    redis.once('end', () => subscriber.disconnect());
  }

  /** Drops announced hashes from `cache` from now on. */
  follow(cache: KeyCache): void {
    this.caches.push(cache);
  }

  /** Drops the hashes from this process's caches, then tells every other process. */
  async announce(hashes: string[]): Promise<void> {
    this.forget(hashes);
    await publishKeyChanges(this.redis, this.prefix, hashes);
  }

  private forget(hashes: string[]): void {
    for (const hash of hashes) for (const cache of this.caches) cache.forget(hash);
  }
}
