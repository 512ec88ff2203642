// Small process and port utilities shared by the embedded Elasticsearch and Redis runtimes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';

export const execFileAsync = promisify(execFile);

export function isAlive(pid: number): boolean {
  // 0 and negative numbers name process groups (the caller's own for 0), never one process.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means it exists but belongs to someone else (the unprivileged ES user when we are not root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value, `stillTrying` says to give up, or the timeout passes. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  {
    timeoutMs,
    intervalMs = 250,
    stillTrying = () => true,
  }: { timeoutMs: number; intervalMs?: number; stillTrying?: () => boolean },
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    if (!stillTrying()) return undefined;
    await sleep(intervalMs);
  }
  return undefined;
}

/** Sends SIGTERM, waits, then SIGKILL: a service that ignores a polite stop must not block shutdown. */
export async function terminate(pid: number, graceMs = 30_000): Promise<void> {
  if (!isAlive(pid)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const gone = await waitFor(async () => (isAlive(pid) ? undefined : true), {
    timeoutMs: graceMs,
    intervalMs: 200,
  });
  if (!gone) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Exited between the check and the kill.
    }
    await waitFor(async () => (isAlive(pid) ? undefined : true), { timeoutMs: 5_000, intervalMs: 100 });
  }
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The preferred port when free on loopback, else one the kernel picks. */
export async function freePort(preferred?: number, host = '127.0.0.1'): Promise<number> {
  if (preferred && (await canListen(preferred, host))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function readTail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
