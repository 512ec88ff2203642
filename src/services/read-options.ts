// How long an API read waits for Elasticsearch. The client's defaults suit ingest (30 s for a large bulk write,
// two retries after a backoff of 1-4 s each); a caller waiting on the API should learn within seconds that the
// store is down (a 503, src/api/store-outage.ts) rather than after half a minute. The app factory gives every
// route, service and the access layer this client (src/app.ts), so no query can forget it. A read that met a
// node of a cluster going away is tried once more after a short pause (src/store/read-retry-transport.ts).
import type { Client } from '@elastic/elasticsearch';
import { ReadRetryTransport } from '../store/read-retry-transport';

/** Far above what a read takes on a healthy store (milliseconds to tens of them); past it the store is down. */
export const READ_TIMEOUT_MS = 5_000;

/**
 * The same connections as `es`, with the API's read limits: one retry at once (another node), one more after a
 * pause for a read that found a node or shard copy momentarily gone, all within READ_TIMEOUT_MS; then give up.
 */
export function apiReadClient(es: Client): Client {
  return es.child({ requestTimeout: READ_TIMEOUT_MS, maxRetries: 1, Transport: ReadRetryTransport });
}
