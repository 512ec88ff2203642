// Builds the Elasticsearch client from config: the embedded node's URL, or an external cluster with credentials.
import fs from 'node:fs';
import { Client } from '@elastic/elasticsearch';
import type { Config } from '../config';

export function createEsClient(config: Config, url: string): Client {
  const { apiKey, username, password, caFile } = config.es;
  return new Client({
    node: url,
    auth: apiKey ? { apiKey } : username && password ? { username, password } : undefined,
    tls: caFile ? { ca: fs.readFileSync(caFile) } : undefined,
    requestTimeout: 30_000,
    maxRetries: 2,
  });
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
