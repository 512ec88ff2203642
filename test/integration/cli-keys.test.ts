// `parallax keys` as an operator runs it: the built CLI in a child process, against the test stores and prefix,
// with the keys it creates tried over real HTTP.
import { expect } from 'chai';
import { json, startTestApi, type TestApi } from '../support/api';
import { cliEnv, lastLine, runCli } from '../support/cli';
import { TEST_PREFIX } from '../support/services';

describe('parallax keys', function () {
  this.timeout(60_000);
  let api: TestApi;
  let env: NodeJS.ProcessEnv;

  const keys = (...args: string[]) => runCli(['keys', ...args], env);

  before(async () => {
    env = await cliEnv(TEST_PREFIX);
    api = await startTestApi({ server: { keyCacheTtlMs: 0 } });
  });
  after(() => api.close());

  it('create prints the new key alone on the last line, and the key works at its tier', async () => {
    const created = await keys('create', '--tier', 'pro', '--name', 'cli test');
    expect(created.code, created.stderr).to.equal(0);
    const key = lastLine(created.stdout);
    expect(key).to.match(/^plx_[A-Za-z0-9_-]{43}$/);
    expect(created.stdout).to.match(/^created key_[0-9a-f]{12} \(tier pro, name "cli test"\)\./);
    const res = await api.get('/api/v2/usage', { 'X-API-Key': key });
    expect((await json(res)).data).to.include({ tier: 'pro', daily_cap: 500 });
  });

  it('takes a whole key or token on standard input as `-`, so it never stands in ps or history', async function () {
    this.timeout(180_000); // six runs of the command line, each starting its store clients
    const withInput = (input: string, ...args: string[]) => runCli(['keys', ...args], env, input);
    const key = lastLine((await keys('create', '--tier', 'free')).stdout);
    const moved = await withInput(`${key}\n`, 'tier', '-', 'max');
    expect(moved.code, moved.stderr).to.equal(0);
    expect(moved.stdout).to.match(/tier free -> max/);
    const issued = await withInput(`${key}\n`, 'mcp-token', '-');
    expect(issued.code, issued.stderr).to.equal(0);
    const token = lastLine(issued.stdout);
    expect(token).to.match(/^plxmcp_/);
    const tokenRevoked = await withInput(`${token}\n`, 'mcp-token', '--revoke', '-');
    expect(tokenRevoked.code, tokenRevoked.stderr).to.equal(0);
    expect(tokenRevoked.stdout).to.match(/revoked the MCP token/);
    const revoked = await withInput(`${key}\n`, 'revoke', '-');
    expect(revoked.code, revoked.stderr).to.equal(0);
    expect((await api.get('/api/v2/usage', { 'X-API-Key': key })).status).to.equal(401);
    const nothing = await withInput('', 'revoke', '-');
    expect(nothing.code).to.equal(1);
    expect(nothing.stderr).to.match(/no such key/);
  });

  it('list shows id, shown part, name, tier and dates, never the key', async () => {
    const key = lastLine((await keys('create', '--tier', 'free', '--name', 'listed')).stdout);
    const listed = await keys('list');
    expect(listed.code).to.equal(0);
    expect(listed.stdout.split('\n')[0]).to.match(/^id\s+key\s+name\s+tier\s+created\s+revoked$/);
    const row = listed.stdout
      .split('\n')
      .find((line) => line.includes(`${key.slice(0, 8)}…${key.slice(-4)}`));
    expect(row).to.match(/^key_[0-9a-f]{12}\s+plx_\S{4}…\S{4}\s+listed\s+free\s+\d{4}-\d\d-\d\dT\S+\s+-$/);
    expect(listed.stdout).to.not.include(key.slice(8, -4));
  });

  it('tier moves a key (by key or by id) and revoke refuses it from then on', async () => {
    const key = lastLine((await keys('create', '--tier', 'free')).stdout);
    const moved = await keys('tier', key, 'max');
    expect(moved.code, moved.stderr).to.equal(0);
    expect(moved.stdout).to.match(/tier free -> max/);
    expect((await json(await api.get('/api/v2/usage', { 'X-API-Key': key }))).data.tier).to.equal('max');

    const id = /^(key_[0-9a-f]{12}) /.exec(moved.stdout)![1];
    const revoked = await keys('revoke', id);
    expect(revoked.code, revoked.stderr).to.equal(0);
    expect(revoked.stdout).to.match(/^revoked key_/);
    const refused = await api.get('/api/v2/usage', { 'X-API-Key': key });
    expect(refused.status).to.equal(401);
    expect((await json(refused)).error.code).to.equal('invalid_api_key');
    expect((await keys('revoke', key)).stdout).to.match(/already revoked at/);
    expect((await keys('list')).stdout.split('\n').find((l) => l.startsWith(id))).to.match(
      /max\s+\S+\s+\d{4}-\S+$/,
    );
  });

  it('rejects a bad tier, a missing tier, unknown options and unknown keys', async () => {
    expect((await keys('create')).code).to.equal(2);
    expect((await keys('create', '--tier', 'gold')).code).to.equal(2);
    expect((await keys('create', '--tier', 'free', '--colour', 'red')).code).to.equal(2);
    expect((await keys('tier', 'key_000000000000', 'platinum')).code).to.equal(2);
    const unknown = await keys('revoke', `plx_${'C'.repeat(43)}`);
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr).to.match(/no such key/);
    expect((await keys('--help')).stdout).to.match(/^Usage: parallax keys/);
  });
});
