// Tells a store outage from any other failure: Elasticsearch or Redis unreachable, timing out or saying it cannot
// serve now. The error middleware answers those with 503 service_unavailable and Retry-After instead of a 500,
// so every data route gets the right answer without handling it (docs/decisions.md).
import { errors } from '@elastic/elasticsearch';

export type Store = 'elasticsearch' | 'redis';

/**
 * Elasticsearch statuses that mean "not now" rather than "bad request": unavailable (503, also a shard that no
 * node holds), overloaded (429: rejected execution, circuit breaker) and a proxy in front of it failing (502, 504).
 */
const ES_UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504]);

/**
 * ioredis rejects a command with one of these when the server cannot be reached: the retries per request ran out
 * while reconnecting, the command timed out (`commandTimeout`), or the connection was closed for good. They are
 * plain errors, so they are told apart by name and message.
 */
const REDIS_ERROR_NAMES = new Set(['MaxRetriesPerRequestError']);
const REDIS_ERROR_MESSAGES = new Set(['Command timed out', 'Connection is closed.']);

function elasticsearchUnavailable(err: unknown): boolean {
  if (
    err instanceof errors.ConnectionError ||
    err instanceof errors.TimeoutError ||
    err instanceof errors.NoLivingConnectionsError
  )
    return true;
  return err instanceof errors.ResponseError && ES_UNAVAILABLE_STATUSES.has(err.statusCode ?? 0);
}

function redisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return REDIS_ERROR_NAMES.has(err.name) || REDIS_ERROR_MESSAGES.has(err.message);
}

/** The store an error says is unavailable, or undefined for any other error. */
export function unavailableStore(err: unknown): Store | undefined {
  if (elasticsearchUnavailable(err)) return 'elasticsearch';
  if (redisUnavailable(err)) return 'redis';
  return undefined;
}
