// The `parallax` entry as a user runs it: a child process on the built CLI, against the test stores.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { ingestLockKey } from '../../src/ingest/clustering-lock';
import { createRedis } from '../../src/store/redis-client';
import { TEST_PREFIX, testServices } from '../support/services';

const run = promisify(execFile);
const COMMANDS = [
  'up',
  'setup',
  'ingest',
  'replay',
  'analyze',
  'worker',
  'enrich',
  'cluster',
  'feedback',
  'rescore',
  'rollover',
  'es',
  'redis',
  'backup',
  'restore',
];
const BIN = path.resolve(__dirname, '..', '..', 'bin', 'parallax');

async function parallax(args: string[], env: NodeJS.ProcessEnv = {}, input?: string) {
  try {
    const child = run(BIN, args, { env: { ...process.env, ...env } });
    if (input !== undefined) child.child.stdin?.end(input);
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('parallax command line', function () {
  // Each --help starts a process; fifteen of them on a busy two-core box take over a minute.
  this.timeout(120_000);

  it('lists its commands with --help', async () => {
    const { code, stdout } = await parallax(['--help']);
    expect(code).to.equal(0);
    for (const name of ['up', 'setup', 'es', 'redis'])
      expect(stdout).to.match(new RegExp(`^  ${name} `, 'm'));
  });

  it('gives --help on each subcommand', async () => {
    for (const name of COMMANDS) {
      const { code, stdout } = await parallax([name, '--help']);
      expect(code, name).to.equal(0);
      expect(stdout, name).to.match(new RegExp(`^Usage: parallax ${name}`));
    }
  });

  it('exits 2 on an unknown command or action', async () => {
    expect((await parallax(['frobnicate'])).code).to.equal(2);
    expect((await parallax(['es', 'explode'])).code).to.equal(2);
  });

  it('backup and restore refuse an unknown option with exit 2 and their usage, before touching the stores', async () => {
    for (const name of ['backup', 'restore']) {
      const { code, stderr } = await parallax([name, '--everything']);
      expect(code, name).to.equal(2);
      expect(stderr, name).to.match(new RegExp(`^Unknown option '--everything'[^]*Usage: parallax ${name}`));
    }
  });

  it('rescore refuses a bad batch size or argument with exit 2, before touching the stores', async () => {
    for (const args of [['--batch', '0'], ['--batch', 'many'], ['--everything']]) {
      // A test prefix all the same: were the arguments accepted, the stores touched are the test's own.
      const { code, stderr } = await parallax(['rescore', ...args], {
        PARALLAX_INDEX_PREFIX: `${TEST_PREFIX}-cli-rescore`,
      });
      expect(code, args.join(' ')).to.equal(2);
      expect(stderr).to.match(/--batch takes an integer|unknown argument/);
    }
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

  it('cluster assigns events to JSON Lines from standard input, in input order, and reports bad lines', async () => {
    const story = (id: string, outlet: string, title: string, at: string) =>
      JSON.stringify({ id, outlet, title, body: title, published_at: at });
    const input = [
      story(
        'fox',
        'foxnews.com',
        'Senate passes $1.2 trillion infrastructure bill 69-30',
        '2026-11-10T16:00:00Z',
      ),
      story(
        'fire',
        'apnews.com',
        'Wildfire forces 4,000 to evacuate in Shasta County',
        '2026-11-10T18:00:00Z',
      ),
      '{"id": "broken"',
      story(
        'cnn',
        'CNN',
        'Senate approves $1.2 trillion infrastructure package in 69-30 vote',
        '2026-11-10T15:00:00Z',
      ),
      story(
        'blog',
        'example-blog.net',
        'Senate sends $1.2 trillion infrastructure bill to House after 69-30 vote',
        '2026-11-10T17:00:00', // zone-less: UTC, as in every ingest source
      ),
      story('undated', 'CNN', 'A headline whose date is not a date', '1'),
    ].join('\n');
    const { code, stdout, stderr } = await parallax(['cluster'], {}, input);
    expect(code).to.equal(1);
    expect(stderr).to.match(/^line 3: /m);
    expect(stderr).to.match(/^line 6: .*published_at/m);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; event_id: number });
    expect(rows.map((r) => r.id)).to.deep.equal(['fox', 'fire', 'cnn', 'blog']);
    const [fox, fire, cnn, blog] = rows.map((r) => r.event_id);
    for (const id of [fox, fire, cnn, blog]) expect(Number.isSafeInteger(id)).to.equal(true);
    expect([cnn, blog]).to.deep.equal([fox, fox]);
    expect(fire).to.not.equal(fox);
  });

  it('cluster --gold scores the assignments against the true events the lines carry', async () => {
    const story = (id: string, gold: string | undefined, title: string, at: string) =>
      JSON.stringify({ id, truth: gold, outlet: 'apnews.com', title, body: title, published_at: at });
    const input = [
      story('a', 'bill', 'Senate passes $1.2 trillion infrastructure bill 69-30', '2026-11-10T16:00:00Z'),
      story(
        'b',
        'bill',
        'Senate approves $1.2 trillion infrastructure package in 69-30 vote',
        '2026-11-10T15:00:00Z',
      ),
      story('c', 'fire', 'Wildfire forces 4,000 to evacuate in Shasta County', '2026-11-10T18:00:00Z'),
      story('d', undefined, 'Storm knocks out power to 80,000 homes in Maine', '2026-11-10T19:00:00Z'),
    ].join('\n');
    const { code, stdout, stderr } = await parallax(['cluster', '--gold', 'truth'], {}, input);
    expect(code).to.equal(0);
    expect(stdout.trim().split('\n')).to.have.length(4);
    expect(JSON.parse(stderr.trim().split('\n').pop()!)).to.deep.equal({
      scored: 3,
      bcubed_precision: 1,
      bcubed_recall: 1,
      bcubed_f1: 1,
      pairwise_f1: 1,
      split_rate: 0,
      merge_rate: 0,
      gold_events: 2,
      predicted_events: 2,
    });
    const missing = await parallax(['cluster', '--gold'], {}, input);
    expect(missing.code).to.equal(2);
    expect(missing.stderr).to.match(/--gold takes/);
  });

  it('enrich tags JSON Lines from standard input and reports bad lines by number', async () => {
    const input = [
      JSON.stringify({
        id: 1,
        title: 'Nvidia shares jump after record quarterly revenue',
        body: 'Nvidia beat estimates.',
      }),
      '{"id": 2, "title": ',
      JSON.stringify({ id: 'x', title: 'Local team wins the county final' }),
    ].join('\n');
    const { code, stdout, stderr } = await parallax(['enrich'], {}, input);
    expect(code).to.equal(1);
    expect(stderr).to.match(/^line 2: /m);
    const [nvidia, team] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(Object.keys(nvidia)).to.deep.equal([
      'id',
      'tickers',
      'topics',
      'sentiment_score',
      'sentiment',
      'market_score',
      'framing',
    ]);
    expect(nvidia).to.deep.include({ id: 1, tickers: ['NVDA'], sentiment: 'positive' });
    expect(nvidia.market_score).to.be.greaterThan(50);
    expect(team).to.deep.include({ id: 'x', tickers: [] });
    expect(team.market_score).to.be.lessThan(20);
  });

  it('replay ingests a file and prints the summary', async () => {
    const { esUrl, redisUrl } = await testServices();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-replay-')), 'a.jsonl');
    fs.writeFileSync(
      file,
      [
        JSON.stringify({
          url: 'https://www.cnbc.com/2026/11/20/markets.html',
          title: 'Stocks rise as yields fall',
          published_at: '2026-11-20T10:00:00Z',
        }),
        JSON.stringify({
          url: 'https://unknown.example.org/a',
          title: 'Untracked',
          published_at: '2026-11-20T10:00:00Z',
        }),
        'not json',
      ].join('\n'),
    );
    const env = { ES_URL: esUrl, REDIS_URL: redisUrl, PARALLAX_INDEX_PREFIX: `${TEST_PREFIX}-cli` };
    const { code, stdout } = await parallax(['replay', file], env);
    expect(code).to.equal(0);
    expect(stdout).to.match(
      /read 3, skipped 1 \(untracked outlet\), invalid 1, duplicates 0, indexed 1, updated 0, failed 0/,
    );
    expect(stdout).to.match(/invalid line 3: invalid JSON/);
    expect((await parallax(['replay', '/no/such/file'], env)).code).to.equal(2);
  });

  it('replay waits for an ingest cycle another process is running before it clusters', async () => {
    const { esUrl, redisUrl } = await testServices();
    const prefix = `${TEST_PREFIX}-cli`;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-replay-lock-')), 'a.jsonl');
    fs.writeFileSync(
      file,
      JSON.stringify({
        url: 'https://www.cnbc.com/2026/11/20/lock-wait.html',
        title: 'Oil steadies as traders weigh supply',
        published_at: '2026-11-20T11:00:00Z',
      }),
    );
    const redis = createRedis(redisUrl);
    try {
      // Another process's cycle holds the lock until the replay says it waits, then ends: a lease of fixed length
      // could run out before a child process on a busy machine even starts.
      await redis.set(ingestLockKey(prefix), 'another-process', 'PX', 50_000);
      const env = { ES_URL: esUrl, REDIS_URL: redisUrl, PARALLAX_INDEX_PREFIX: prefix };
      const replaying = run(BIN, ['replay', file], { env: { ...process.env, ...env } });
      replaying.child.stderr?.on('data', (chunk) => {
        if (/waiting for the ingest cycle/.test(String(chunk))) void redis.del(ingestLockKey(prefix));
      });
      const { stdout, stderr } = await replaying;
      expect(stderr).to.match(/waiting for the ingest cycle another process is running/);
      expect(stdout).to.match(/indexed 1/);
      expect(await redis.exists(ingestLockKey(prefix))).to.equal(0);
    } finally {
      redis.disconnect();
    }
  });
});
