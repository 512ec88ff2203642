// A Redis lock so that only one process works on a resource at a time (SET NX PX with a random token). The holder
// extends the lease while it works, and releases only its own token, so a holder that outlived its lease can never
// delete a lock another process has taken since.
// The lock also records who held it last: a holder whose caches were filled before another wrote must not trust
// them (`LockHeld.othersWroteSince`).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type Redis from 'ioredis';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/** How often a waiting process asks for the lock again. */
const POLL_MS = 500;

export class LockBusyError extends Error {
  constructor(readonly key: string) {
    super(`another process holds ${key}`);
  }
}

export interface LockOptions {
  /** How long to wait for a lock another process holds (ms); 0 (default) throws LockBusyError at once. */
  waitMs?: number;
  /** Called once when the lock is busy and the caller waits for it. */
  onWait?: () => void;
  /** Who holds it, as the lock's record of its last holder names them (default: a new name every call). */
  holder?: string;
  /** Stops the waiting (LockBusyError), for a process shutting down while it waits. */
  stopWaiting?: AbortSignal;
}

export interface LockHeld {
  /** True unless this holder was also the lock's last one: someone else may have written in between. */
  othersWroteSince: boolean;
  /**
   * Aborted when the lease is lost: a renewal found another token, or none succeeded for a whole lease (Redis
   * unreachable). Someone else may hold the lock by then, so the work must stop writing.
   */
  signal: AbortSignal;
}

/** Runs `work` while holding `key`; throws LockBusyError when someone else holds it past `waitMs`. */
export async function withLock<T>(
  redis: Redis,
  key: string,
  leaseMs: number,
  work: (held: LockHeld) => Promise<T>,
  { waitMs = 0, onWait, holder = randomUUID(), stopWaiting }: LockOptions = {},
): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  let waiting = false;
  while ((await redis.set(key, token, 'PX', leaseMs, 'NX')) !== 'OK') {
    const left = deadline - Date.now();
    if (left <= 0 || stopWaiting?.aborted) throw new LockBusyError(key);
    if (!waiting) onWait?.();
    waiting = true;
    await sleep(Math.min(POLL_MS, left), undefined, { signal: stopWaiting }).catch(() => undefined);
  }
  const lost = new AbortController();
  let renewedAt = Date.now();
  const renew = setInterval(
    () => {
      redis.eval(EXTEND, 1, key, token, String(leaseMs)).then(
        (extended) => {
          if (extended === 1) renewedAt = Date.now();
          else lost.abort(new Error(`lost the lock ${key}: another process holds it`));
        },
        () => {
          if (Date.now() - renewedAt >= leaseMs)
            lost.abort(new Error(`lost the lock ${key}: its lease ran out`));
        },
      );
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  try {
    const previous = await redis.getset(`${key}:last-holder`, holder);
    return await work({ othersWroteSince: previous !== holder, signal: lost.signal });
  } finally {
    clearInterval(renew);
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  }
}
