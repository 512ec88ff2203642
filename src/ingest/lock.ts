// A Redis lock so that only one ingest cycle runs at a time across processes (SET NX PX with a random token).
// The holder extends the lease while it works, and releases only its own token, so a cycle that outlived its
// lease can never delete a lock another process has taken since.
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export class LockBusyError extends Error {
  constructor(readonly key: string) {
    super(`another process holds ${key}`);
  }
}

/** Runs `work` while holding `key`; throws LockBusyError at once when someone else holds it. */
export async function withLock<T>(
  redis: Redis,
  key: string,
  leaseMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const token = randomUUID();
  if ((await redis.set(key, token, 'PX', leaseMs, 'NX')) !== 'OK') throw new LockBusyError(key);
  const renew = setInterval(
    () => {
      redis.eval(EXTEND, 1, key, token, String(leaseMs)).catch(() => undefined);
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  }
}
