// `parallax accounts tier` (and the announcement `parallax keys` now makes too) as an operator runs it: the built CLI against the test stores, with the account's keys
// and MCP token tried over real HTTP on an API whose key caches already hold them (30 s, as in production).
import { expect } from 'chai';
import { createApiKey, insertApiKey, newApiKey } from '../../src/access/accounts';
import { issueMcpToken } from '../../src/access/mcp-tokens';
import { hashPassword } from '../../src/access/password';
import { createAccount } from '../../src/access/user-accounts';
import { json, startTestApi, type TestApi } from '../support/api';
import { cliEnv, runCli } from '../support/cli';
import { connectMcp } from '../support/mcp';
import { TEST_PREFIX } from '../support/services';

describe('parallax accounts', function () {
  this.timeout(90_000);
  let api: TestApi;
  let env: NodeJS.ProcessEnv;
  const accounts = (...args: string[]) => runCli(['accounts', ...args], env);

  before(async () => {
    env = await cliEnv(TEST_PREFIX);
    api = await startTestApi();
  });
  after(() => api.close());

  it('tier moves the account and its keys, and running API processes apply it at the next request', async () => {
    const email = `operator-${process.pid}@example.com`;
    const account = await createAccount(
      api.context,
      email,
      await hashPassword('an account for the cli test'),
    );
    const { key, record } = newApiKey('max', 'with token', account!.account_id);
    await insertApiKey(api.context, record);
    const { token } = await issueMcpToken(api.context, record);
    const usage = async () => (await json(await api.get('/api/v2/usage', { 'X-API-Key': key }))).data;
    expect((await usage()).tier).to.equal('max');
    const mcp = await connectMcp(new URL('/mcp', api.url), token); // the token is now in the MCP key cache
    await mcp.close();

    const moved = await accounts('tier', email.toUpperCase(), 'pro');
    expect(moved.code, moved.stderr).to.equal(0);
    expect(moved.stdout).to.match(
      /^operator-\d+@example\.com \(acct_[0-9a-f]{16}\): tier free -> pro, with its 1 key/,
    );
    expect(await usage()).to.include({ tier: 'pro', daily_cap: 500 });
    const refused = await fetch(new URL('/mcp', api.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status, 'a Pro key has no MCP access').to.equal(401);
    expect((await json(refused)).error.code).to.equal('mcp_tier_required');
  });

  it('`parallax keys revoke` is announced the same way: the next request with the key gets 401', async () => {
    const { key, record } = await createApiKey(api.context, 'free', 'operator key');
    expect((await api.get('/api/v2/usage', { 'X-API-Key': key })).status).to.equal(200); // now cached
    const revoked = await runCli(['keys', 'revoke', record.key_id], env);
    expect(revoked.code, revoked.stderr).to.equal(0);
    expect(revoked.stdout).to.match(/; refused at once$/m);
    expect((await api.get('/api/v2/usage', { 'X-API-Key': key })).status).to.equal(401);
  });

  it('says so when there is no such account (1), and shows its usage for anything it cannot run (2)', async () => {
    const missing = await accounts('tier', 'nobody@example.com', 'max');
    expect(missing.code).to.equal(1);
    expect(missing.stderr).to.contain('no account with the email address nobody@example.com');
    for (const args of [[], ['tier', 'x@example.com'], ['tier', 'x@example.com', 'gold'], ['list']]) {
      const res = await accounts(...args);
      expect(res.code, args.join(' ')).to.equal(2);
      expect(res.stderr).to.contain('Usage: parallax accounts tier EMAIL TIER');
    }
  });
});
