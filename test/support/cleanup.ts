// Removes what the suite wrote to the shared stores, and only that: the run owns the prefix `ptest-<pid>` and its
// sub-prefixes `ptest-<pid>-<name>` (`-cycle`, `-events`, `-cli`, ...). Elasticsearch and Redis may serve other
// work at the same time, so indices are deleted by name and keys by SCAN + DEL of these prefixes, never FLUSHDB.
import type { Client } from '@elastic/elasticsearch';
import type Redis from 'ioredis';
import { INDEX_NAMES } from '../../src/store/indices';
import { deleteKeys } from '../../src/store/redis-client';
import { TEST_PREFIX } from './services';

/** Whether a key or index prefix is this run's: the base prefix or one of its sub-prefixes. */
function ownPrefix(prefix: string): boolean {
  return prefix === TEST_PREFIX || prefix.startsWith(`${TEST_PREFIX}-`);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function indicesMatching(es: Client, pattern: string): Promise<string[]> {
  const found = await es.indices.get({
    index: pattern,
    expand_wildcards: ['open', 'closed', 'hidden'],
    allow_no_indices: true,
    ignore_unavailable: true,
    features: ['aliases'],
  });
  return Object.keys(found).sort();
}

async function deleteIndices(es: Client, names: readonly string[]): Promise<void> {
  // One request per 50 names keeps the URL short whatever the suite created.
  for (let i = 0; i < names.length; i += 50) {
    await es.indices.delete({ index: names.slice(i, i + 50).join(','), ignore_unavailable: true });
  }
}

/** Keys whose prefix (the text before the first ':') belongs to this run. */
async function ownKeys(redis: Redis): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${TEST_PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    // `ptest-12*` also matches another run's `ptest-123:…`: keep only our own prefixes.
    for (const key of batch) if (ownPrefix(key.split(':')[0])) keys.push(key);
  } while (cursor !== '0');
  return [...new Set(keys)].sort();
}

async function templatesMatching(es: Client, pattern: string): Promise<string[]> {
  const res = await es.indices.getIndexTemplate({ name: pattern }, { ignore: [404] });
  return (res.index_templates ?? []).map((t) => t.name).sort();
}

/**
 * Drops exactly one prefix's indices (`<prefix>-<name>-v<n>` for each logical index, and the numbered backing
 * indices `<prefix>-articles-v<n>-000001` … of a rolled-over one), their index templates (`<prefix>-articles-v<n>`)
 * and its Redis keys (`<prefix>:…`): unlike a `<prefix>-*` pattern, it spares the base prefix's `<base>-events-v1`
 * when the prefix is `<base>-events`, and every other sub-prefix.
 */
export async function dropPrefix(es: Client, redis: Redis, prefix: string): Promise<void> {
  const names = `${escapeRegExp(prefix)}-(${INDEX_NAMES.join('|')})-v\\d+`;
  const ownIndex = new RegExp(`^${names}(-\\d{6,})?$`);
  const ownTemplate = new RegExp(`^${names}$`);
  await deleteIndices(
    es,
    (await indicesMatching(es, `${prefix}-*`)).filter((name) => ownIndex.test(name)),
  );
  for (const name of await templatesMatching(es, `${prefix}-*`))
    if (ownTemplate.test(name)) await es.indices.deleteIndexTemplate({ name });
  await deleteKeys(redis, prefix);
}

export interface Leftovers {
  indices: string[];
  templates: string[];
  keys: string[];
}

/** What of this run is still in the stores: indices, index templates and Redis keys of any of its prefixes. */
export async function leftovers(es: Client, redis: Redis): Promise<Leftovers> {
  return {
    indices: await indicesMatching(es, `${TEST_PREFIX}-*`),
    templates: await templatesMatching(es, `${TEST_PREFIX}-*`),
    keys: await ownKeys(redis),
  };
}

/** Removes everything of this run, whichever test created it and whether or not that test cleaned up. */
export async function dropRun(es: Client, redis: Redis): Promise<void> {
  const left = await leftovers(es, redis);
  await deleteIndices(es, left.indices);
  for (const name of left.templates) await es.indices.deleteIndexTemplate({ name });
  for (let i = 0; i < left.keys.length; i += 500) await redis.del(...left.keys.slice(i, i + 500));
}
