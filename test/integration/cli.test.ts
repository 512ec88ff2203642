// The `parallax` entry as a user runs it: a child process on the built CLI, against the test stores.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { TEST_PREFIX, testServices } from '../support/services';

const run = promisify(execFile);
const BIN = path.resolve(__dirname, '..', '..', 'bin', 'parallax');

async function parallax(args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(BIN, args, { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('parallax command line', function () {
  this.timeout(60_000);

  it('lists its commands with --help', async () => {
    const { code, stdout } = await parallax(['--help']);
    expect(code).to.equal(0);
    for (const name of ['up', 'setup', 'es', 'redis'])
      expect(stdout).to.match(new RegExp(`^  ${name} `, 'm'));
  });

  it('gives --help on each subcommand', async () => {
    for (const name of ['up', 'setup', 'es', 'redis']) {
      const { code, stdout } = await parallax([name, '--help']);
      expect(code, name).to.equal(0);
      expect(stdout, name).to.match(new RegExp(`^Usage: parallax ${name}`));
    }
  });

  it('exits 2 on an unknown command or action', async () => {
    expect((await parallax(['frobnicate'])).code).to.equal(2);
    expect((await parallax(['es', 'explode'])).code).to.equal(2);
  });

  it('stops at start with a message naming a bad configuration key', async () => {
    const { code, stderr } = await parallax(['setup'], { PORT: 'eighty' });
    expect(code).to.equal(1);
    expect(stderr).to.match(/invalid configuration: "PORT" must be a number/);
  });

  it('setup creates the indices, loads the outlets, and is idempotent', async () => {
    const { esUrl } = await testServices();
    const env = { ES_URL: esUrl, PARALLAX_INDEX_PREFIX: `${TEST_PREFIX}-cli` };
    const first = await parallax(['setup'], env);
    expect(first.code, first.stderr).to.equal(0);
    expect(first.stdout).to.match(
      new RegExp(`${TEST_PREFIX}-cli-events -> ${TEST_PREFIX}-cli-events-v1: created`),
    );
    expect(first.stdout).to.match(/outlets loaded: 45/);
    const second = await parallax(['setup'], env);
    expect(second.stdout).to.match(/events-v1: unchanged/);
  });

  it('reports an external cluster instead of starting one when ES_URL is set', async () => {
    const { stdout, code } = await parallax(['es', 'start'], { ES_URL: 'http://127.0.0.1:1' });
    expect(code).to.equal(0);
    expect(stdout).to.match(/external cluster at http:\/\/127\.0\.0\.1:1/);
  });
});
