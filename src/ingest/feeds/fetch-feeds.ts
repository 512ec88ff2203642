// The feed layer's entry point for the ingest cycle: fetch every source with bounded concurrency, skipping feeds
// in backoff, and keep their state in Redis. One feed's failure is its own result, never an exception, and a
// Redis failure only costs conditional GETs and backoff for this cycle. Validators are left to the caller
// (commitFeedValidators, after indexing). Behaviour and limits: docs/feeds.md.
import type Redis from 'ioredis';
import type { Logger } from '../../log';
import { nextAttemptAt } from './backoff';
import { fetchFeed, type FeedAttempt } from './fetch-feed';
import { mapWithConcurrency } from './pool';
import { readFeedStates, recordFailure, recordSuccess, type FeedState } from './state';
import {
  DEFAULT_FEED_FETCH_OPTIONS,
  type FeedFetchOptions,
  type FeedFetchResult,
  type FeedSource,
} from './types';

export { commitFeedValidators } from './state';
export { feedSourcesFor } from './sources';
export { DEFAULT_FEED_FETCH_OPTIONS } from './types';
export type { FeedFetchOptions, FeedFetchResult, FeedItem, FeedSource, FeedValidators } from './types';

export interface FeedDeps {
  redis: Redis;
  keyPrefix: string;
  logger?: Logger;
}

async function loadStates(sources: FeedSource[], deps: FeedDeps): Promise<FeedState[]> {
  try {
    return await readFeedStates(deps.redis, deps.keyPrefix, sources);
  } catch (error) {
    deps.logger?.warn({ err: error }, 'feed state unavailable; fetching every feed unconditionally');
    return sources.map(() => ({ failures: 0 }));
  }
}

async function saveOutcome(
  attempt: FeedAttempt,
  state: FeedState,
  deps: FeedDeps,
  options: FeedFetchOptions,
) {
  const { result, retryAfterMs } = attempt;
  const now = options.now();
  try {
    if (result.status === 'error') {
      const failures = state.failures + 1;
      const next = nextAttemptAt(failures, now, retryAfterMs, options.backoffJitter);
      await recordFailure(deps.redis, deps.keyPrefix, result.source, {
        failures,
        nextAttemptAt: next,
        error: result.error ?? 'error',
        httpStatus: result.httpStatus,
      });
    } else {
      await recordSuccess(deps.redis, deps.keyPrefix, result.source, result.httpStatus, now);
    }
  } catch (error) {
    deps.logger?.warn(
      { err: error, outlet: result.source.outlet, url: result.source.url },
      'feed state not saved',
    );
  }
}

function logResult(result: FeedFetchResult, logger: Logger | undefined): void {
  const fields = {
    outlet: result.source.outlet,
    url: result.source.url,
    status: result.status,
    http_status: result.httpStatus,
    items: result.items.length,
    error: result.error,
  };
  if (result.status === 'error' || result.error) logger?.warn(fields, 'feed fetch');
  else logger?.debug(fields, 'feed fetch');
}

export async function fetchFeeds(
  sources: FeedSource[],
  deps: FeedDeps,
  options: Partial<FeedFetchOptions> = {},
): Promise<FeedFetchResult[]> {
  const resolved: FeedFetchOptions = { ...DEFAULT_FEED_FETCH_OPTIONS, ...options };
  const states = await loadStates(sources, deps);
  return mapWithConcurrency(sources, resolved.concurrency, async (source, i) => {
    const state = states[i];
    const now = resolved.now();
    if (state.nextAttemptAt !== undefined && state.nextAttemptAt > now) {
      const until = new Date(state.nextAttemptAt).toISOString();
      const result: FeedFetchResult = {
        source,
        status: 'backoff',
        items: [],
        error: `backing off after ${state.failures} failure(s) until ${until}`,
      };
      logResult(result, deps.logger);
      return result;
    }
    const attempt = await fetchFeed(source, state, resolved);
    await saveOutcome(attempt, state, deps, resolved);
    logResult(attempt.result, deps.logger);
    return attempt.result;
  });
}
