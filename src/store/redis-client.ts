// Redis connection and key naming. Every key carries the index prefix, so tests and users never collide and a
// clean-up can remove exactly its own keys from a shared Redis. REDIS_URL may name one server or a master behind
// Redis Sentinel (src/net/redis-address.ts).
import Redis, { type RedisOptions } from 'ioredis';
import { redisConnection } from '../net/redis-address';

export function createRedis(url: string): Redis {
  const bounds: RedisOptions = {
    // Commands issued while (re)connecting wait briefly, then fail: a request must get a 503, never hang.
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
  const connection = redisConnection(url);
  const client =
    'url' in connection
      ? new Redis(connection.url, bounds)
      : new Redis({ ...connection.options, ...bounds, sentinelRetryStrategy: bounds.retryStrategy });
  client.on('error', () => undefined); // surfaced per command and by /health
  return client;
}

export function redisKey(prefix: string, ...parts: (string | number)[]): string {
  return [prefix, ...parts].join(':');
}

export async function redisHealth(client: Redis): Promise<{ ok: boolean; status: string }> {
  try {
    const pong = await client.ping();
    return { ok: pong === 'PONG', status: pong === 'PONG' ? 'up' : 'unexpected reply' };
  } catch {
    return { ok: false, status: 'unreachable' };
  }
}

/** Deletes the keys under one prefix (SCAN, never FLUSHDB: the database may be shared). */
export async function deleteKeys(client: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await client.del(...keys);
  } while (cursor !== '0');
  return deleted;
}
