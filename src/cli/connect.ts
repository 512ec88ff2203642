// Connects a one-shot command to the stores: ES_URL / REDIS_URL when set, else the embedded ones, started when
// not running and left running for the next command (`parallax es stop` / `redis stop` end them); the key and token
// commands also get a way to tell running API processes what they changed.
import { publishKeyChanges } from '../access/key-changes';
import type { KeyWithToken } from '../access/mcp-tokens';
import { loadConfig } from '../config';
import type { IngestContext } from '../ingest/ingest-context';
import { startRedis } from '../runtime/redis';
import { redisRuntimeOptions, resolveEsUrl } from '../runtime/services';
import { closeContext, createIngestContext } from '../server';
import { prepareStore } from './prepare-store';

export async function withStores<T>(work: (app: IngestContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = (line: string) => console.error(line);
  const esUrl = await resolveEsUrl(config, log);
  const redisUrl = config.redis.url ?? (await startRedis(redisRuntimeOptions(config, log))).status.url!;
  const app = createIngestContext(config, { esUrl, redisUrl });
  try {
    await prepareStore(app.es, config.indexPrefix);
    return await work(app);
  } finally {
    await closeContext(app);
  }
}

/** Runs `work` on the stores, with `announce` telling running API processes which key or token hashes changed. */
export async function withAccounts<T>(
  work: (store: IngestContext, announce: (record: KeyWithToken) => Promise<void>) => Promise<T>,
): Promise<T> {
  return withStores((app) =>
    work(app, (record) =>
      publishKeyChanges(app.redis, app.config.indexPrefix, [
        record.key_hash,
        ...(record.mcp_token_hash ? [record.mcp_token_hash] : []),
      ]),
    ),
  );
}
