// Starts test/support/api-process.ts as child processes on the test stores and prefix, and stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ServerOptions } from '../../src/server';
import { TEST_PREFIX, testServices } from './services';

const SCRIPT = path.join(__dirname, 'api-process.ts');

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startApiProcess(
  options: ServerOptions = {},
  prefix: string = TEST_PREFIX,
): Promise<ApiProcess> {
  const { esUrl, redisUrl } = await testServices();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      ES_URL: esUrl,
      REDIS_URL: redisUrl,
      PARALLAX_INDEX_PREFIX: prefix,
      PARALLAX_TEST_SERVER_OPTIONS: JSON.stringify(options),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).url));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
