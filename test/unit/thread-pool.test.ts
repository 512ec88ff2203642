// libuv's pool sized by the command-line entry before it starts: a process started through src/cli/main.ts runs
// as many pool threads as the password hashes it may run plus four, or the operator's own UV_THREADPOOL_SIZE.
// Threads are counted in /proc (Linux) after a hash has started the pool. The built entry is run, as bin/parallax
// runs it (`npm test` builds first, as for the CLI tests): the TypeScript loader would start the pool itself.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { threadPoolSize } from '../../src/runtime/thread-pool';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

// Runs the entry with `--help` (which needs no store), then a hash, then prints the process's thread count.
const PROBE = `
const { main } = require('./dist/cli/main.js');
main(['--help']).then(() => require('node:crypto').scrypt('x', 'salt', 16, () => {
  console.log('threads=' + require('node:fs').readdirSync('/proc/self/task').length);
}));
`;

async function threadsOf(env: NodeJS.ProcessEnv): Promise<number> {
  const clean = { ...process.env };
  delete clean.UV_THREADPOOL_SIZE;
  delete clean.PASSWORD_HASH_CONCURRENCY;
  const { stdout } = await run(process.execPath, ['-e', PROBE], {
    cwd: ROOT,
    env: { ...clean, ...env },
  });
  return Number(/threads=(\d+)/.exec(stdout)![1]);
}

describe('libuv thread pool size', function () {
  this.timeout(60_000);

  it('is the hash concurrency plus four, or UV_THREADPOOL_SIZE when the operator sets it', () => {
    expect(threadPoolSize({})).to.equal(6);
    expect(threadPoolSize({ PASSWORD_HASH_CONCURRENCY: '8' })).to.equal(12);
    expect(threadPoolSize({ PASSWORD_HASH_CONCURRENCY: 'eight' })).to.equal(6);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '3', PASSWORD_HASH_CONCURRENCY: '8' })).to.equal(3);
  });

  it('is set by the entry before the pool starts: more hash slots, as many more threads', async () => {
    const [two, ten, operators] = await Promise.all([
      threadsOf({}),
      threadsOf({ PASSWORD_HASH_CONCURRENCY: '10' }),
      threadsOf({ UV_THREADPOOL_SIZE: '20' }),
    ]);
    expect(ten - two, 'PASSWORD_HASH_CONCURRENCY 10 against the default 2').to.equal(8);
    expect(operators - two, 'UV_THREADPOOL_SIZE 20 against the default 6').to.equal(14);
  });
});
