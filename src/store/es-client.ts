// Builds the Elasticsearch client from config: the embedded node's URL (or its cluster's), or an external cluster
// with credentials.
import fs from 'node:fs';
import { Client } from '@elastic/elasticsearch';
import type { Config } from '../config';

/**
 * `url` is one node's URL or several, comma-separated (ES_URL's form): the client spreads requests over them and
 * retries a request that failed to connect on another node, so one node of a cluster going down is no outage.
 */
export function createEsClient(config: Config, url: string): Client {
  const { apiKey, username, password, caFile } = config.es;
  return new Client({
    nodes: esNodeUrls(url),
    auth: apiKey ? { apiKey } : username && password ? { username, password } : undefined,
    tls: caFile ? { ca: fs.readFileSync(caFile) } : undefined,
    requestTimeout: 30_000,
    maxRetries: 2,
  });
}

export function esNodeUrls(url: string): string[] {
  return url
    .split(',')
    .map((node) => node.trim())
    .filter(Boolean);
}

/** `GET /` is not served by the integ-test distribution, so health is `_cluster/health`. */
export async function esHealth(client: Client): Promise<{ ok: boolean; status: string }> {
  try {
    const health = await client.cluster.health({ timeout: '2s' }, { requestTimeout: 3000, maxRetries: 0 });
    return { ok: health.status !== 'red', status: health.status };
  } catch {
    return { ok: false, status: 'unreachable' };
  }
}
