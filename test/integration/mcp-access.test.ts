// Who may use /mcp (SPEC §4 MCP server, §5.7, §8): bearer tokens of Max and Business keys, issued and revoked by
// the real CLI; every refusal a 401 with WWW-Authenticate before any session; tool calls counted against the
// key's daily cap like REST requests (one counter for both).
import { expect } from 'chai';
import { MCP_TOOLS } from '../../src/spec';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createApiKey, revokeApiKey } from '../../src/access/accounts';
import { issueMcpToken } from '../../src/access/mcp-tokens';
import { json, startTestApi, type TestApi } from '../support/api';
import { connectMcp, keyWithToken, mcpUrl, structured, toolError } from '../support/mcp';
import { lastLine, runCli } from '../support/cli';
import { testServices } from '../support/services';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

describe('MCP access: bearer tokens, tiers and the daily cap', function () {
  this.timeout(60_000);
  let api: TestApi;

  const post = (headers: Record<string, string>) =>
    fetch(mcpUrl(api), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(INITIALIZE),
    });

  async function expectRefused(headers: Record<string, string>, code: string) {
    const res = await post(headers);
    expect(res.status).to.equal(401);
    expect(res.headers.get('www-authenticate')).to.match(/^Bearer realm="parallax-mcp"/);
    const body = await json(res);
    expect(body.error).to.include({ code, status: 401 });
    expect(body.error.message).to.be.a('string').with.length.above(20);
  }

  before(async () => {
    // Token lookups uncached, so a revocation shows on the next request; a Max cap of 3 to reach it quickly.
    api = await startTestApi({ name: 'mcp-access', server: { keyCacheTtlMs: 0, dailyCaps: { max: 3 } } });
  });
  after(() => api?.close());

  it('initialises a session for a Max or Business token', async () => {
    for (const tier of ['max', 'business'] as const) {
      const { token } = await keyWithToken(api.context, tier);
      const res = await post({ Authorization: `Bearer ${token}` });
      expect(res.status).to.equal(200);
      expect((await json(res)).result.protocolVersion).to.equal('2025-11-25');
    }
  });

  it('answers GET and DELETE with 405 (stateless: no stream to open, no session to end)', async () => {
    const { token } = await keyWithToken(api.context, 'max');
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(mcpUrl(api), { method, headers: { Authorization: `Bearer ${token}` } });
      expect(res.status, method).to.equal(405);
      expect(res.headers.get('allow')).to.equal('POST');
    }
  });

  it('refuses a missing, malformed, unknown, lower-tier or revoked-key token with 401 and WWW-Authenticate', async () => {
    await expectRefused({}, 'mcp_token_required');
    await expectRefused({ Authorization: 'Basic dXNlcjpwYXNz' }, 'mcp_token_required');
    await expectRefused({ Authorization: 'Bearer nonsense' }, 'invalid_token');
    await expectRefused({ Authorization: `Bearer plxmcp_${'A'.repeat(43)}` }, 'invalid_token');
    const { record } = await createApiKey(api.context, 'pro', 'pro with a token');
    const { token: proToken } = await issueMcpToken(api.context, record);
    await expectRefused({ Authorization: `Bearer ${proToken}` }, 'mcp_tier_required');
    const max = await createApiKey(api.context, 'max', 'revoked key');
    const { token } = await issueMcpToken(api.context, max.record);
    expect((await post({ Authorization: `Bearer ${token}` })).status).to.equal(200);
    await revokeApiKey(api.context, max.record);
    await expectRefused({ Authorization: `Bearer ${token}` }, 'invalid_token');
  });

  it('counts a call refused for a bad argument like a REST 400, which the cap counts before validating', async () => {
    const { key, token } = await keyWithToken(api.context, 'max');
    const client = await connectMcp(mcpUrl(api), token);
    try {
      const usage = async () =>
        (await json(await fetch(`${api.url}/api/v2/usage`, { headers: { 'X-API-Key': key } }))).data;
      const bad = (await client.callTool({
        name: 'get_market_tags',
        arguments: { hours: 'lots' },
      })) as CallToolResult;
      expect(toolError(bad)).to.include({ code: 'invalid_parameter', retryable: false });
      expect(await usage()).to.include({ used: 1 });
      const rest = await fetch(`${api.url}/api/v2/market/tags?hours=lots`, { headers: { 'X-API-Key': key } });
      expect(rest.status).to.equal(400);
      expect(await usage()).to.include({ used: 2 });
      structured((await client.callTool({ name: 'get_market_tags', arguments: {} })) as CallToolResult);
      expect(await usage()).to.include({ used: 3 });
    } finally {
      await client.close();
    }
  });

  it('counts each tool call against the key daily cap, shared with REST, and says so in an isError result', async () => {
    const { key, token } = await keyWithToken(api.context, 'max');
    const client = await connectMcp(mcpUrl(api), token);
    try {
      // Listing tools is not a tool call: only calls count (docs/decisions.md, MCP server).
      await client.listTools();
      const usage = async () =>
        (await json(await fetch(`${api.url}/api/v2/usage`, { headers: { 'X-API-Key': key } }))).data;
      const call = async () =>
        (await client.callTool({ name: 'get_market_tags', arguments: {} })) as CallToolResult;
      structured(await call());
      structured(await call());
      expect(await usage()).to.include({ used: 2 });
      expect(
        (await fetch(`${api.url}/api/v2/market/tags`, { headers: { 'X-API-Key': key } })).status,
      ).to.equal(200);
      const over = toolError(await call());
      expect(over).to.include({ code: 'daily_cap_exceeded', status: 429, retryable: false });
      expect((over as unknown as { retry_after_seconds: number }).retry_after_seconds).to.be.above(0);
      expect(
        (await fetch(`${api.url}/api/v2/market/tags`, { headers: { 'X-API-Key': key } })).status,
      ).to.equal(429);
    } finally {
      await client.close();
    }
  });

  describe('parallax keys mcp-token (the real CLI)', () => {
    let env: NodeJS.ProcessEnv;
    const keys = (...args: string[]) => runCli(['keys', ...args], env);

    before(async () => {
      const { esUrl, redisUrl } = await testServices();
      env = {
        ES_URL: esUrl,
        REDIS_URL: redisUrl,
        PARALLAX_INDEX_PREFIX: api.context.config.indexPrefix,
        LOG_LEVEL: 'silent',
      };
    });

    it('issues a token for a Max key (alone on the last line), refuses a Pro key, and revokes a token', async () => {
      const key = lastLine((await keys('create', '--tier', 'business')).stdout);
      const issued = await keys('mcp-token', key);
      expect(issued.code, issued.stderr).to.equal(0);
      const token = lastLine(issued.stdout);
      expect(token).to.match(/^plxmcp_[A-Za-z0-9_-]{43}$/);
      const client = await connectMcp(mcpUrl(api), token);
      expect((await client.listTools()).tools).to.have.length(MCP_TOOLS.length);
      await client.close();

      const pro = lastLine((await keys('create', '--tier', 'pro')).stdout);
      const refused = await keys('mcp-token', pro);
      expect(refused.code).to.equal(1);
      expect(refused.stderr).to.match(/needs tier max or business/);

      const revoked = await keys('mcp-token', '--revoke', token);
      expect(revoked.code, revoked.stderr).to.equal(0);
      expect(revoked.stdout).to.match(/^revoked the MCP token of key_[0-9a-f]{12}/);
      await expectRefused({ Authorization: `Bearer ${token}` }, 'invalid_token');
      expect((await keys('mcp-token', '--revoke', token)).stdout).to.match(/already revoked/);
    });

    it('a new token replaces the previous one', async () => {
      const key = lastLine((await keys('create', '--tier', 'max')).stdout);
      const first = lastLine((await keys('mcp-token', key)).stdout);
      const second = lastLine((await keys('mcp-token', key)).stdout);
      await expectRefused({ Authorization: `Bearer ${first}` }, 'invalid_token');
      expect((await post({ Authorization: `Bearer ${second}` })).status).to.equal(200);
    });
  });
});
