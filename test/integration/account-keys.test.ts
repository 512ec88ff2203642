// An account's keys over real HTTP against the real stores: one daily cap for the whole account, which
// revoking a spent key and creating another does not reset and which its MCP tokens count on too; exactly five
// active keys however many creations race over two API processes; and at most 20 creations in 24 hours.
import { expect } from 'chai';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { listApiKeys } from '../../src/access/accounts';
import { KEY_CREATIONS_PER_DAY, MAX_ACTIVE_KEYS } from '../../src/access/account-keys';
import { findAccount, setAccountTier } from '../../src/access/user-accounts';
import { json, startTestApi, UNCAPPED_ANONYMOUS, type TestApi } from '../support/api';
import { startApiProcess, type ApiProcess } from '../support/api-processes';
import { createTestKey } from '../support/keys';
import { connectMcp, structured, toolError } from '../support/mcp';
import { createKey, issueMcpToken, revokeKey, signUp } from '../support/web-accounts';
import { csrfTokenOf, WebClient } from '../support/web-client';

const CAP = 3;

describe("an account's keys", function () {
  this.timeout(120_000);
  let api: TestApi;
  const processes: ApiProcess[] = [];

  before(async () => {
    api = await startTestApi({
      server: { dailyCaps: { ...UNCAPPED_ANONYMOUS.dailyCaps, free: CAP, max: CAP } },
    });
  });
  after(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await api?.close();
  });

  const outlets = (key: string) => api.get('/api/v2/outlets', { 'X-API-Key': key });

  it('keeps the daily cap when a spent key is revoked and another created: the next request is still 429', async () => {
    const { client } = await signUp(api.url);
    const spent = await createKey(client, 'spent');
    for (let i = 0; i < CAP; i++) expect((await outlets(spent)).status).to.equal(200);
    expect((await outlets(spent)).status).to.equal(429);

    await revokeKey(client, 'spent');
    const fresh = await createKey(client, 'fresh');
    const res = await outlets(fresh);
    expect(res.status).to.equal(429);
    expect((await json(res)).error.code).to.equal('daily_cap_exceeded');
    const usage = await json(await api.get('/api/v2/usage', { 'X-API-Key': fresh }));
    expect(usage.data).to.include({ daily_cap: CAP, used: CAP, remaining: 0 });
    expect((await client.get('/account')).body).to.match(/Used today:\s*3 of 3 requests/);
    // A key of no account (an operator's) keeps a counter of its own.
    expect((await outlets(await createTestKey(api.context, 'free'))).status).to.equal(200);
  });

  it("counts the account's MCP token on the same counter as its other keys' REST requests", async () => {
    const { client, email } = await signUp(api.url);
    await setAccountTier(api.context, (await findAccount(api.context, email))!, 'max');
    const rest = await createKey(client, 'rest');
    await createKey(client, 'assistant');
    const token = await issueMcpToken(client, 'assistant');
    for (let i = 0; i < CAP - 1; i++) expect((await outlets(rest)).status).to.equal(200);
    const mcp = await connectMcp(new URL('/mcp', api.url), token);
    try {
      const call = async () =>
        (await mcp.callTool({ name: 'get_market_tags', arguments: {} })) as CallToolResult;
      structured(await call()); // the account's last request of the day
      expect(toolError(await call())).to.include({ code: 'daily_cap_exceeded', status: 429 });
    } finally {
      await mcp.close();
    }
    expect((await outlets(rest)).status).to.equal(429);
    const usage = await json(await api.get('/api/v2/usage', { 'X-API-Key': rest }));
    expect(usage.data).to.include({ tier: 'max', used: CAP, remaining: 0 });
  });

  it(`leaves exactly ${MAX_ACTIVE_KEYS} active keys when 20 creations race over two API processes`, async () => {
    processes.push(...(await Promise.all([startApiProcess(), startApiProcess()])));
    const { client, email } = await signUp(processes[0].url);
    const token = csrfTokenOf((await client.get('/account')).body);
    // One session on two processes: the session and its form token live in Redis, so both accept them.
    const clients = processes.map((p) => {
      const other = new WebClient(p.url);
      for (const [name, value] of client.cookies) other.cookies.set(name, value);
      return other;
    });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients[i % 2]
          .post('/account/keys', { name: `race ${i}`, csrf_token: token })
          .then((res) => res.status),
      ),
    );
    expect(
      statuses.filter((s) => s === 303),
      'created',
    ).to.have.length(MAX_ACTIVE_KEYS);
    expect(
      statuses.filter((s) => s === 409),
      'refused: the account is full',
    ).to.have.length(20 - MAX_ACTIVE_KEYS);
    const account = (await findAccount(api.context, email))!;
    const keys = await listApiKeys(api.context, account.account_id);
    expect(keys.filter((key) => key.revoked_at === null)).to.have.length(MAX_ACTIVE_KEYS);
  });

  it(`refuses a key creation beyond ${KEY_CREATIONS_PER_DAY} in 24 hours, revoked keys included (429 with Retry-After)`, async () => {
    const { client } = await signUp(api.url);
    for (let i = 0; i < KEY_CREATIONS_PER_DAY; i++) {
      await createKey(client, `churn ${i}`);
      await revokeKey(client, `churn ${i}`);
    }
    const refused = await client.submit('/account', '/account/keys', { name: 'one too many' });
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 24 * 3600);
    expect(refused.body).to.contain(
      `The key was not created: Your account has created ${KEY_CREATIONS_PER_DAY} keys in the last 24 hours`,
    );
  });
});
