// Sizes libuv's thread pool before it starts. The pool runs password hashes (scrypt), response compression,
// file reads and DNS look-ups; libuv reads UV_THREADPOOL_SIZE once, when the first of these runs, and a process
// cannot resize it later. The entry (src/cli/main.ts) calls this first, and processes it forks inherit the value
// through their environment. The size is the password hashes a process may run at once plus threads kept for
// everything else, so a flood of sign-ins, which the hash slots already bound (src/access/hash-slots.ts), never
// takes the threads compression needs. An operator's own UV_THREADPOOL_SIZE is kept.
import { DEFAULT_PASSWORD_HASH_CONCURRENCY } from '../config';

/** Threads kept for compression, files and DNS: libuv's own default pool, which served the API before. */
export const THREADS_BESIDE_HASHES = 4;

/** libuv's upper bound on the pool. */
const LIBUV_MAX_THREADS = 1024;

/** The pool size for an environment: its UV_THREADPOOL_SIZE when set, else hash concurrency plus the reserve. */
export function threadPoolSize(env: NodeJS.ProcessEnv): number {
  const given = Number(env.UV_THREADPOOL_SIZE);
  if (Number.isInteger(given) && given >= 1) return Math.min(given, LIBUV_MAX_THREADS);
  // An invalid PASSWORD_HASH_CONCURRENCY stops the start later (config.ts); the default stands in till then.
  const hashes = Number(env.PASSWORD_HASH_CONCURRENCY);
  const concurrency = Number.isInteger(hashes) && hashes >= 1 ? hashes : DEFAULT_PASSWORD_HASH_CONCURRENCY;
  return Math.min(concurrency + THREADS_BESIDE_HASHES, LIBUV_MAX_THREADS);
}

/** Sets UV_THREADPOOL_SIZE in this process's environment; takes effect only before the pool's first task. */
export function sizeThreadPool(env: NodeJS.ProcessEnv = process.env): number {
  const size = threadPoolSize(env);
  env.UV_THREADPOOL_SIZE = String(size);
  return size;
}
