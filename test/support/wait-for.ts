// Waits for something the system does by itself (a cache letting go, a slot freed, enough answers served), checked
// every few milliseconds until a deadline: a fixed sleep is too short on a busy machine and needlessly long on an
// idle one, and it checks nothing.
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves with the first truthy value `check` gives; fails naming `what` when the deadline passes first. */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
