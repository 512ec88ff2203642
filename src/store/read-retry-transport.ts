// The transport of the API's reads: a read that failed because a node or a shard copy was momentarily out of
// reach is sent once more after a short pause. When one node of a cluster dies, the others answer for a few
// hundred milliseconds with shard failures about the lost node (502/503), and the client keeps picking the dead
// node now and then (refused connections); the client's own retry goes to another node at once, often into the
// same moment, so a pause and one more try ride it out (docs/decisions.md, "Reads retried once when a node is gone").
import {
  errors,
  SniffingTransport,
  type TransportRequestOptions,
  type TransportRequestOptionsWithMeta,
  type TransportRequestOptionsWithOutMeta,
  type TransportRequestParams,
  type TransportResult,
} from '@elastic/elasticsearch';
import { setTimeout as sleep } from 'node:timers/promises';

/** Long enough for the surviving nodes to notice a dead one (a closed connection: at once), short for a caller. */
export const READ_RETRY_PAUSE_MS = 250;
/** A retry with less of the read's time limit left than this would only turn a quick 503 into a slow one. */
const MIN_RETRY_TIME_MS = 500;

/** POST endpoints that only read (search bodies do not fit in a GET for every client and proxy). */
const READ_POST_PATH = /\/_(search|count|mget|msearch|pit)$/;

/** A request that changes nothing, so sending it twice is harmless. */
export function isReadRequest(params: TransportRequestParams): boolean {
  if (params.method === 'GET' || params.method === 'HEAD') return true;
  return params.method === 'POST' && READ_POST_PATH.test(params.path);
}

/**
 * Elasticsearch could not reach the data right now, not "no" to the request: a refused or broken connection (a
 * dead node), or 502/503 (a shard copy on a node that just left, no master during an election, a shard not yet
 * started). A timeout is not one of them: the read's time is already spent. A 4xx is the caller's request.
 */
export function isMomentarilyUnavailable(err: unknown): boolean {
  if (err instanceof errors.ConnectionError) return true;
  if (!(err instanceof errors.ResponseError)) return false;
  return err.statusCode === 502 || err.statusCode === 503;
}

export class ReadRetryTransport extends SniffingTransport {
  private readonly defaultTimeoutMs: number;

  constructor(opts: ConstructorParameters<typeof SniffingTransport>[0]) {
    super(opts);
    // The client's own default when none is given; the API's read client gives READ_TIMEOUT_MS.
    this.defaultTimeoutMs = typeof opts.requestTimeout === 'number' ? opts.requestTimeout : 30_000;
  }

  override request<TResponse = unknown>(
    params: TransportRequestParams,
    options?: TransportRequestOptionsWithOutMeta,
  ): Promise<TResponse>;
  override request<TResponse = unknown, TContext = unknown>(
    params: TransportRequestParams,
    options?: TransportRequestOptionsWithMeta,
  ): Promise<TransportResult<TResponse, TContext>>;
  override request<TResponse = unknown>(
    params: TransportRequestParams,
    options?: TransportRequestOptions,
  ): Promise<TResponse>;
  override async request(
    params: TransportRequestParams,
    options: TransportRequestOptions = {},
  ): Promise<unknown> {
    const started = Date.now();
    try {
      return await super.request(params, options);
    } catch (err) {
      if (!isReadRequest(params) || !isMomentarilyUnavailable(err) || options.signal?.aborted) throw err;
      // The retry fits in what is left of the read's time limit, so a caller waits no longer than without it.
      const limitMs =
        typeof options.requestTimeout === 'number' ? options.requestTimeout : this.defaultTimeoutMs;
      const leftMs = limitMs - (Date.now() - started) - READ_RETRY_PAUSE_MS;
      if (leftMs < MIN_RETRY_TIME_MS) throw err;
      await sleep(READ_RETRY_PAUSE_MS);
      // One request, without the client's own retries and their backoff (1-2 s when every node has failed once):
      // the pause plus one round trip is all a read can lose to this, also when the store is down for good.
      return super.request(params, { ...options, requestTimeout: leftMs, maxRetries: 0 });
    }
  }
}
