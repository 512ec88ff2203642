// State a process keeps per Elasticsearch client (caches, unsaved changes): it lives as long as the application
// context that owns the client, and two contexts (two test suites, two prefixes) never share it.
import type { Client } from '@elastic/elasticsearch';

const byClient = new WeakMap<Client, Map<string, unknown>>();

/** The value kept for this client under `key`, created on first use. */
export function perClient<T>(es: Client, key: string, create: () => T): T {
  let values = byClient.get(es);
  if (!values) byClient.set(es, (values = new Map()));
  if (!values.has(key)) values.set(key, create());
  return values.get(key) as T;
}
