// `parallax feedback export` as an operator runs it: the built CLI against flags stored on the test stores at fixed
// times, written to a file and to standard output, bounded by --since and --until; each line the labelled data of
// one flag with no reader and the words only where the reader shared them, read back by the evaluation loader.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { saveFlag } from '../../src/feedback/flags';
import { factId } from '../../src/feedback/items';
import { flagsByEvent, loadReaderFlags } from '../../scripts/lib/reader-flags';
import { startTestApi, type TestApi } from '../support/api';
import { runCli } from '../support/cli';
import { testServices } from '../support/services';

const CLAIM = 'The vote was 51 to 49';

describe('parallax feedback export', function () {
  this.timeout(90_000);
  let api: TestApi;
  let env: NodeJS.ProcessEnv;
  let dir: string;

  before(async () => {
    api = await startTestApi({ name: 'api-cli-feedback' });
    const { esUrl, redisUrl } = await testServices();
    env = {
      ES_URL: esUrl,
      REDIS_URL: redisUrl,
      PARALLAX_INDEX_PREFIX: api.context.config.indexPrefix,
      LOG_LEVEL: 'silent',
    };
    dir = await mkdtemp(path.join(tmpdir(), 'parallax-feedback-'));
    await saveFlag(
      api.context,
      {
        eventId: 7,
        item: { kind: 'score', id: 'score' },
        reason: 'too_high',
        comment: 'kept to myself',
        shareComment: false,
        reader: 'account:acct_one',
        via: 'api',
        score: 64,
        methodVersion: 2,
      },
      new Date('2026-03-01T10:00:00Z'),
    );
    await saveFlag(
      api.context,
      {
        eventId: 7,
        item: { kind: 'fact', id: factId(CLAIM), text: CLAIM },
        reason: 'wrong_status',
        comment: 'The clerk said 50 to 49.',
        shareComment: true,
        reader: 'key:key_000000000002',
        via: 'page',
        score: 64,
        methodVersion: 2,
      },
      new Date('2026-03-02T10:00:00Z'),
    );
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
    await api?.close();
  });

  it('writes every flag as a labelled line to a file, without the reader, with words only where shared', async () => {
    const out = path.join(dir, 'flags.jsonl');
    const res = await runCli(['feedback', 'export', '--out', out], env);
    expect(res.code, res.stderr).to.equal(0);
    expect(res.stdout).to.equal('');
    expect(res.stderr).to.match(/^2 flags exported to .*flags\.jsonl$/m);
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line))).to.deep.equal([
      {
        event_id: 7,
        item_kind: 'score',
        item_id: 'score',
        verdict: 'wrong',
        reason: 'too_high',
        item_text: null,
        score: 64,
        method_version: 2,
        flagged_at: '2026-03-01T10:00:00.000Z',
        comment: null,
      },
      {
        event_id: 7,
        item_kind: 'fact',
        item_id: factId(CLAIM),
        verdict: 'wrong',
        reason: 'wrong_status',
        item_text: CLAIM,
        score: null,
        method_version: 2,
        flagged_at: '2026-03-02T10:00:00.000Z',
        comment: 'The clerk said 50 to 49.',
      },
    ]);
    expect(lines.join('\n')).not.to.match(/acct_one|key_000000000002|kept to myself/);
    const loaded = loadReaderFlags(out);
    expect(loaded).to.have.length(2);
    expect([...flagsByEvent(loaded).get(7)!]).to.deep.equal([
      ['score.too_high', 1],
      ['fact.wrong_status', 1],
    ]);
  });

  it('bounds the flags by --since and --until on standard output', async () => {
    const res = await runCli(
      ['feedback', 'export', '--since', '2026-03-02', '--until', '2026-03-03T00:00:00Z'],
      env,
    );
    expect(res.code, res.stderr).to.equal(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines).to.have.length(1);
    expect(JSON.parse(lines[0]).item_kind).to.equal('fact');
    const none = await runCli(['feedback', 'export', '--until', '2026-03-01'], env);
    expect(none.stdout).to.equal('');
    expect(none.stderr).to.match(/^0 flags exported$/m);
  });

  it('exits 2 on a bad date, bounds out of order, or no action', async () => {
    for (const args of [
      ['export', '--since', 'yesterday'],
      ['export', '--since', '2026-03-02', '--until', '2026-03-01'],
      [],
      ['import'],
    ]) {
      expect((await runCli(['feedback', ...args], env)).code, args.join(' ')).to.equal(2);
    }
  });
});
