// How long a service's read waits for Elasticsearch. The client's defaults suit ingest (30 s for a large bulk
// write, two retries after a backoff of 1-4 s each); a caller waiting on the API should learn within seconds that
// the store is down (a 503, src/http/store-outage.ts) rather than after half a minute. Every service query passes
// these options.
import type { TransportRequestOptions } from '@elastic/elasticsearch';

/** Far above what a read takes on a healthy store (milliseconds to tens of them); past it the store is down. */
const READ_TIMEOUT_MS = 5_000;

export const API_READ: TransportRequestOptions = {
  requestTimeout: READ_TIMEOUT_MS,
  // One retry, at once: a node that refused a connection is retried in case it was a blip, then given up on.
  maxRetries: 1,
  retryBackoff: () => 0,
};
