// Starts, stops and reports a private redis-server when REDIS_URL is not given. The machine's own Redis on
// 6379 may be shared with other work, so we never use it implicitly and never flush what we did not create.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { freePort, isAlive, readPid, readTail, terminate, waitFor } from './processes';
import { ensureBinary } from './packages';

export interface RedisRuntimeOptions {
  runtimeDir: string;
  log?: (line: string) => void;
}

export interface RedisStatus {
  state: 'running' | 'stopped';
  url?: string;
  pid?: number;
  dir: string;
}

function layout(runtimeDir: string) {
  const dir = path.join(runtimeDir, 'redis');
  return {
    dir,
    pidFile: path.join(dir, 'redis.pid'),
    urlFile: path.join(dir, 'url'),
    logFile: path.join(dir, 'redis.log'),
  };
}

async function ping(url: string): Promise<true | undefined> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? true : undefined;
  } catch {
    return undefined;
  } finally {
    client.disconnect();
  }
}

export async function redisStatus(opts: RedisRuntimeOptions): Promise<RedisStatus> {
  const files = layout(opts.runtimeDir);
  const pid = readPid(files.pidFile);
  const url = fs.existsSync(files.urlFile) ? fs.readFileSync(files.urlFile, 'utf8').trim() : undefined;
  if (pid && url && isAlive(pid) && (await ping(url))) return { state: 'running', url, pid, dir: files.dir };
  return { state: 'stopped', dir: files.dir };
}

export async function startRedis(
  opts: RedisRuntimeOptions,
): Promise<{ status: RedisStatus; started: boolean }> {
  const log = opts.log ?? (() => undefined);
  const current = await redisStatus(opts);
  if (current.state === 'running') return { status: current, started: false };
  const files = layout(opts.runtimeDir);
  const binary = await ensureBinary('redis-server', 'redis-server', log);
  fs.mkdirSync(files.dir, { recursive: true });
  fs.rmSync(files.pidFile, { force: true });
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  log(`starting redis-server on ${url} (no persistence)`);
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--pidfile',
    files.pidFile,
    '--dir',
    files.dir,
    '--logfile',
    files.logFile,
  ];
  const exit = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (exit !== 0) throw new Error(`redis-server exited with ${exit}:\n${readTail(files.logFile)}`);
  fs.writeFileSync(files.urlFile, url);
  if (!(await waitFor(() => ping(url), { timeoutMs: 10_000 }))) {
    throw new Error(`redis-server did not answer on ${url}:\n${readTail(files.logFile)}`);
  }
  return { status: await redisStatus(opts), started: true };
}

export async function stopRedis(opts: RedisRuntimeOptions): Promise<boolean> {
  const files = layout(opts.runtimeDir);
  const pid = readPid(files.pidFile);
  fs.rmSync(files.urlFile, { force: true });
  if (!pid || !isAlive(pid)) return false;
  await terminate(pid, 10_000);
  return true;
}
