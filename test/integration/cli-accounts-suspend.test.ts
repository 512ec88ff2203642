// `parallax accounts suspend|resume|reset-password` as an operator runs them: the built CLI against the test stores,
// with the account's session, key and MCP token tried over real HTTP on an API process whose key caches already
// hold them (30 s, as in production), so only the CLI's announcement can make that process refuse them at once.
import { expect } from 'chai';
import { insertApiKey, newApiKey } from '../../src/access/accounts';
import { issueMcpToken } from '../../src/access/mcp-tokens';
import { findAccount } from '../../src/access/user-accounts';
import { json, startTestApi, type TestApi } from '../support/api';
import { cliEnv, runCli } from '../support/cli';
import { freshLoopbackAddress } from '../support/http';
import { connectMcp } from '../support/mcp';
import { TEST_PREFIX } from '../support/services';
import { PASSWORD, signUp } from '../support/web-accounts';
import { csrfTokenOf, WebClient, type WebResponse } from '../support/web-client';

const NEW_PASSWORD = 'a new password the operator set';

describe('parallax accounts suspend, resume and reset-password', function () {
  this.timeout(180_000);
  let api: TestApi;
  let env: NodeJS.ProcessEnv;
  const accounts = (args: string[], input?: string) => runCli(['accounts', ...args], env, input);

  before(async () => {
    env = await cliEnv(TEST_PREFIX);
    api = await startTestApi();
  });
  after(() => api?.close());

  /** A sign-in from a new address: 303 signed in, 401 wrong password, 403 suspended. */
  async function signIn(email: string, password: string): Promise<WebResponse> {
    const client = new WebClient(api.url, freshLoopbackAddress());
    const token = csrfTokenOf((await client.get('/account/sign-in')).body);
    return client.post('/account/sign-in', { email, password, csrf_token: token });
  }

  /** Whether the client's session still opens the account page (an ended one is sent to sign in). */
  const signedIn = async (client: WebClient) => (await client.get('/account')).status === 200;

  const mcpStatus = async (token: string) => {
    const res = await fetch(new URL('/mcp', api.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return { status: res.status, code: res.status >= 400 ? (await json(res)).error.code : undefined };
  };

  it('suspend: no sign-in, sessions end, key and MCP token 403 account_suspended at once; resume lifts it', async () => {
    const { client, email } = await signUp(api.url);
    const account = (await findAccount(api.context, email))!;
    const { key, record } = newApiKey('max', 'suspend test', account.account_id);
    await insertApiKey(api.context, record);
    const { token } = await issueMcpToken(api.context, record);
    const usage = (k: string) => api.get('/api/v2/usage', { 'X-API-Key': k });
    expect((await usage(key)).status).to.equal(200); // now in the API key cache
    await (await connectMcp(new URL('/mcp', api.url), token)).close(); // now in the MCP token cache
    expect(await signedIn(client)).to.equal(true);

    const suspended = await accounts(['suspend', email]);
    expect(suspended.code, suspended.stderr).to.equal(0);
    expect(suspended.stdout).to.match(/: suspended, with its 1 key; its sessions are ended$/m);
    const refused = await usage(key);
    expect(refused.status).to.equal(403);
    expect((await json(refused)).error).to.deep.equal({
      code: 'account_suspended',
      message:
        "this key's account is suspended by the service's operator; its keys and MCP tokens are refused until it is resumed",
      status: 403,
    });
    expect(await mcpStatus(token)).to.deep.equal({ status: 403, code: 'account_suspended' });
    expect(await signedIn(client), 'the session ended').to.equal(false);
    const blocked = await signIn(email, PASSWORD);
    expect(blocked.status).to.equal(403);
    expect(blocked.body).to.contain('This account is suspended');
    expect((await signIn(email, 'not the password at all')).status, 'a stranger is told nothing').to.equal(
      401,
    );

    const resumed = await accounts(['resume', email]);
    expect(resumed.code, resumed.stderr).to.equal(0);
    expect((await usage(key)).status).to.equal(200);
    expect((await mcpStatus(token)).code).to.not.equal('account_suspended');
    expect((await signIn(email, PASSWORD)).status).to.equal(303);
    expect(await signedIn(client), 'a session ended by the suspension stays ended').to.equal(false);
  });

  it('reset-password: takes the new password from standard input and ends every session', async () => {
    const { client, email } = await signUp(api.url);
    const second = new WebClient(api.url, freshLoopbackAddress());
    const token = csrfTokenOf((await second.get('/account/sign-in')).body);
    const secondSignIn = await second.post('/account/sign-in', {
      email,
      password: PASSWORD,
      csrf_token: token,
    });
    expect(secondSignIn.status).to.equal(303);

    const reset = await accounts(['reset-password', email], `${NEW_PASSWORD}\n`);
    expect(reset.code, reset.stderr).to.equal(0);
    expect(reset.stdout).to.match(/: password reset; every session is ended$/m);
    expect(reset.stdout + reset.stderr).to.not.contain(NEW_PASSWORD);
    expect(await signedIn(client), 'the first session').to.equal(false);
    expect(await signedIn(second), 'the second session').to.equal(false);
    expect((await signIn(email, PASSWORD)).status, 'the old password').to.equal(401);
    expect((await signIn(email, NEW_PASSWORD)).status, 'the new password').to.equal(303);
  });

  it('refuses a password on the command line (2), a weak one (1) and an unknown account (1)', async () => {
    const { email } = await signUp(api.url);
    const inArgs = await accounts(['reset-password', email, NEW_PASSWORD]);
    expect(inArgs.code).to.equal(2);
    expect(inArgs.stderr).to.contain('parallax accounts reset-password EMAIL < file-with-the-new-password');
    const weak = await accounts(['reset-password', email], 'short\n');
    expect(weak.code).to.equal(1);
    expect(weak.stderr).to.contain('at least 15 characters');
    const empty = await accounts(['reset-password', email]);
    expect(empty.code).to.equal(1);
    expect((await signIn(email, PASSWORD)).status, 'the password is unchanged').to.equal(303);
    for (const action of ['suspend', 'resume']) {
      const missing = await accounts([action, 'nobody@example.com']);
      expect(missing.code, action).to.equal(1);
      expect(missing.stderr).to.contain('no account with the email address nobody@example.com');
    }
  });
});
