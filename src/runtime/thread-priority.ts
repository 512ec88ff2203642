// Lowers the scheduling priority of the calling thread only. On Linux each thread has its own nice value, and
// setpriority() on a thread id changes just that thread; /proc/thread-self names the caller's id.
import { readlinkSync } from 'node:fs';
import os from 'node:os';

/** The largest nice value: the lowest priority. */
const LOWEST = 19;

/**
 * Makes the calling thread `by` nice levels nicer (never less nice: raising a priority needs privileges).
 * Returns false where threads have no priority of their own (not Linux), leaving the thread as it was.
 */
export function lowerThreadPriority(by: number): boolean {
  let tid: number;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return false;
  }
  if (!Number.isInteger(tid) || tid <= 0) return false;
  os.setPriority(tid, Math.min(LOWEST, os.getPriority(tid) + Math.max(0, by)));
  return true;
}
