// `parallax up --api-processes 2` as a user runs it: two API processes answer on one port, an API process killed
// with SIGKILL under load costs at most the requests it had in flight while the other keeps serving, the dead one
// is replaced, and SIGTERM stops every process.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect } from 'chai';
import { freePort, sleep } from '../../src/runtime/processes';
import { closeContext } from '../../src/server';
import { indexArticles } from '../support/article-fixtures';
import { rawGet } from '../support/http';
import { TEST_PREFIX, testServices } from '../support/services';
import { waitFor } from '../support/wait-for';
import { dropTestStore, openTestStore } from '../support/test-store';

const BIN = path.resolve(__dirname, '..', '..', 'bin', 'parallax');
const PREFIX = `${TEST_PREFIX}-upprocs`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the first output line matching `pattern`. */
function lineMatching(lines: string[], pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  return (async () => {
    while (Date.now() < deadline) {
      for (const line of lines) {
        const match = pattern.exec(line);
        if (match) return match;
      }
      await sleep(100);
    }
    throw new Error(`no output line matched ${pattern}:\n${lines.join('\n')}`);
  })();
}

describe('parallax up --api-processes 2', function () {
  this.timeout(180_000);
  let up: ChildProcess;
  let exited: Promise<number | null>;
  const lines: string[] = [];
  let url: string;
  let apiPids: number[];

  before(async () => {
    const services = await testServices();
    const app = await openTestStore(PREFIX);
    try {
      // A non-empty archive, so the ingest process does not build the demo corpus (this test is about serving).
      await indexArticles(app, [{ id: 1 }]);
    } finally {
      await closeContext(app);
    }
    const port = await freePort();
    up = spawn(BIN, ['up', '--api-processes', '2'], {
      env: {
        ...process.env,
        ES_URL: services.esUrl,
        REDIS_URL: services.redisUrl,
        PARALLAX_INDEX_PREFIX: PREFIX,
        PORT: String(port),
        LOG_LEVEL: 'info',
        // The default is what the heap test checks, whatever the developer's shell sets.
        API_HEAP_MB: undefined,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => up.once('exit', (code) => resolve(code)));
    createInterface({ input: up.stdout! }).on('line', (line) => lines.push(line));
    const serving = await lineMatching(
      lines,
      /serving on (\S+)\/api\/v2 from 2 API processes \((\d+), (\d+)\)/,
      90_000,
    );
    url = serving[1];
    apiPids = [Number(serving[2]), Number(serving[3])];
  });

  after(async () => {
    if (up.exitCode === null) {
      up.kill('SIGTERM');
      await exited;
    }
    await dropTestStore(await openTestStore(PREFIX, { prepare: false }));
  });

  /** Which processes answered requests, from their access log lines. */
  const answeredBy = (since: number) =>
    new Set(
      lines
        .slice(since)
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );

  it('answers from both API processes on one port', async () => {
    const since = lines.length;
    for (let round = 0; round < 20 && answeredBy(since).size < 2; round++) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => rawGet(`${url}/api/v2/health`)));
      for (const res of answers) expect(res.status).to.equal(200);
      await sleep(50);
    }
    expect([...answeredBy(since)].sort()).to.deep.equal([...apiPids].sort());
  });

  it('caps each API process’s heap (API_HEAP_MB), and only theirs', async () => {
    const argv = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    for (const pid of apiPids) expect(argv(pid)).to.include('--max-old-space-size=160');
    const [, ingestPid] = await lineMatching(lines, /^ingest process (\d+):/, 10_000);
    for (const pid of [up.pid!, Number(ingestPid)])
      expect(argv(pid).some((arg) => arg.startsWith('--max-old-space-size'))).to.equal(false);
  });

  it('keeps serving when one API process is killed mid-load, and replaces it', async () => {
    const [victim, survivor] = apiPids;
    const outcomes: { at: number; ok: boolean }[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        const ok = await rawGet(`${url}/api/v2/health`).then(
          (res) => res.status === 200,
          () => false,
        );
        outcomes.push({ at: Date.now(), ok });
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await waitFor('the load to run', () => outcomes.filter((o) => o.ok).length >= 16, 30_000);
    const killedAt = Date.now();
    process.kill(victim, 'SIGKILL');
    // Three seconds of load after the kill are watched, and however slow the box, enough answers after the first.
    const servedAfter = () => outcomes.filter((o) => o.at > killedAt + 1_000 && o.ok).length;
    await waitFor(
      'the load to go on after the kill',
      () => Date.now() > killedAt + 3_000 && servedAfter() > 10,
      60_000,
    );
    loading = false;
    await Promise.all(clients);

    const failed = outcomes.filter((o) => !o.ok);
    // At most the requests the killed process had accepted (one per client), and only around the kill.
    expect(failed.length).to.be.at.most(8);
    for (const f of failed) expect(f.at - killedAt).to.be.below(1_000);
    expect(servedAfter()).to.be.greaterThan(10);

    const replaced = await lineMatching(lines, /^api process (\d+) serving$/, 60_000);
    const replacement = Number(replaced[1]);
    expect(lines).to.include(`api process ${victim} died (SIGKILL); starting another`);
    expect(alive(survivor)).to.equal(true);
    apiPids = [survivor, replacement];
  });

  it('stops every process on SIGTERM and exits 0', async () => {
    const ingest = Number((await lineMatching(lines, /^ingest process (\d+):/, 1_000))[1]);
    up.kill('SIGTERM');
    expect(await exited).to.equal(0);
    for (const pid of [...apiPids, ingest]) expect(alive(pid), `process ${pid}`).to.equal(false);
  });
});
