// A redis-server of a test's own, for tests that kill it: on a free loopback port, with its data in a temporary
// directory and every write fsynced to its append-only file, so SIGKILL loses nothing it acknowledged and a
// restart on the same port finds the same counts. `sentinel()` starts a Redis Sentinel (redis-server --sentinel)
// watching it under a master name.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { freePort } from '../../src/runtime/processes';

export interface KillableRedis {
  url: string;
  port: number;
  /** SIGKILL, and waits for the process to be gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  restart(): Promise<void>;
  /** A Sentinel process monitoring this server as `name`; resolves with its port once it knows the master. */
  sentinel(name: string): Promise<number>;
  /** Kills everything it started and removes its data. */
  stop(): Promise<void>;
}

async function answering(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startKillableRedis(): Promise<KillableRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parallax-redis-'));
  const port = await freePort();
  const children: ChildProcess[] = [];
  let server: ChildProcess;
  const start = async () => {
    server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    );
    children.push(server);
    await answering(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      server.kill('SIGKILL');
      await exited(server);
    },
    restart: start,
    async sentinel(name) {
      const sentinelPort = await freePort();
      const conf = path.join(dir, `sentinel-${sentinelPort}.conf`);
      fs.writeFileSync(
        conf,
        `port ${sentinelPort}\nbind 127.0.0.1\ndir ${dir}\nsentinel monitor ${name} 127.0.0.1 ${port} 1\n`,
      );
      const sentinel = spawn('redis-server', [conf, '--sentinel'], { stdio: 'ignore' });
      children.push(sentinel);
      await answering(sentinelPort);
      return sentinelPort;
    },
    async stop() {
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(children.map(exited));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
