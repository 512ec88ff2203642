// Per-feed state in Redis: the validators of the last indexed response and the backoff counters. One hash per
// (outlet, url), expiring after 30 days untouched. Losing it costs one unconditional fetch, nothing more.
import { createHash } from 'node:crypto';
import type { ChainableCommander, default as Redis } from 'ioredis';
import { redisKey } from '../../store/redis-client';
import type { FeedFetchResult, FeedSource } from './types';

const STATE_TTL_MS = 30 * 24 * 60 * 60_000;

export interface FeedState {
  etag?: string;
  lastModified?: string;
  failures: number;
  /** ms since the epoch; the feed is skipped until then. */
  nextAttemptAt?: number;
}

/** Keyed by outlet and a hash of the URL: any URL is a safe key, and outlets sharing a URL keep apart. */
export function feedStateKey(keyPrefix: string, source: FeedSource): string {
  const urlHash = createHash('sha256').update(source.url).digest('hex').slice(0, 24);
  return redisKey(keyPrefix, 'feed', source.outlet, urlHash);
}

function toState(hash: Record<string, string>): FeedState {
  const failures = Number(hash.failures);
  const nextAttemptAt = Number(hash.next_attempt_at);
  return {
    etag: hash.etag || undefined,
    lastModified: hash.last_modified || undefined,
    failures: Number.isFinite(failures) && failures > 0 ? failures : 0,
    nextAttemptAt: Number.isFinite(nextAttemptAt) && nextAttemptAt > 0 ? nextAttemptAt : undefined,
  };
}

export async function readFeedStates(
  redis: Redis,
  keyPrefix: string,
  sources: FeedSource[],
): Promise<FeedState[]> {
  if (sources.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const source of sources) pipeline.hgetall(feedStateKey(keyPrefix, source));
  const replies = (await pipeline.exec()) ?? [];
  return sources.map((_, i) => {
    const [error, hash] = replies[i] ?? [new Error('no reply'), null];
    if (error) throw error;
    return toState((hash ?? {}) as Record<string, string>);
  });
}

export async function recordSuccess(
  redis: Redis,
  keyPrefix: string,
  source: FeedSource,
  httpStatus: number | undefined,
  nowMs: number,
): Promise<void> {
  const key = feedStateKey(keyPrefix, source);
  await execOrThrow(
    redis
      .multi()
      .hdel(key, 'failures', 'next_attempt_at', 'last_error')
      .hset(key, {
        url: source.url,
        last_success_at: new Date(nowMs).toISOString(),
        last_http_status: httpStatus ?? '',
      })
      .pexpire(key, STATE_TTL_MS),
  );
}

export async function recordFailure(
  redis: Redis,
  keyPrefix: string,
  source: FeedSource,
  failure: { failures: number; nextAttemptAt: number; error: string; httpStatus?: number },
): Promise<void> {
  const key = feedStateKey(keyPrefix, source);
  await execOrThrow(
    redis
      .multi()
      .hset(key, {
        url: source.url,
        failures: failure.failures,
        next_attempt_at: failure.nextAttemptAt,
        last_error: failure.error,
        last_http_status: failure.httpStatus ?? '',
      })
      .pexpire(key, STATE_TTL_MS),
  );
}

/**
 * Saves the validators of the given results, to call once their items are indexed: until then a 304 would hide
 * items that never reached the index. A 200 without a validator clears the old one (it describes an older
 * document); a 304 only refreshes the validators it carries.
 */
export async function commitFeedValidators(
  redis: Redis,
  keyPrefix: string,
  results: FeedFetchResult[],
): Promise<void> {
  const committed = results.filter((r) => r.validators && (r.status === 'ok' || r.status === 'not_modified'));
  if (committed.length === 0) return;
  const multi = redis.multi();
  for (const result of committed) {
    const validators = result.validators ?? {};
    const key = feedStateKey(keyPrefix, result.source);
    const fields: Record<string, string> = { url: result.source.url };
    if (validators.etag) fields.etag = validators.etag;
    if (validators.lastModified) fields.last_modified = validators.lastModified;
    multi.hset(key, fields);
    if (result.status === 'ok') {
      if (!validators.etag) multi.hdel(key, 'etag');
      if (!validators.lastModified) multi.hdel(key, 'last_modified');
    }
    multi.pexpire(key, STATE_TTL_MS);
  }
  await execOrThrow(multi);
}

/** MULTI replies carry per-command errors instead of rejecting; surface the first. */
async function execOrThrow(multi: ChainableCommander): Promise<void> {
  const replies = (await multi.exec()) ?? [];
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0];
}
