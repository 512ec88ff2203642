// Made-up API keys and MCP tokens cost the accounts store a bounded number of lookups per client address
// (src/access/unknown-credentials.ts): beyond the limit a credential that is not cached is refused with 429
// before any lookup, concurrent guesses included; known keys and other addresses go on as before.
import { expect } from 'chai';
import { generateApiKey } from '../../src/access/api-key';
import { MCP_TOKEN_PREFIX } from '../../src/access/mcp-tokens';
import { randomBytes } from 'node:crypto';
import { startTestApi, UNCAPPED_ANONYMOUS, type TestApi } from '../support/api';
import { freshLoopbackAddress, rawGet } from '../support/http';
import { createTestKey } from '../support/keys';

const LIMIT = { lookups: 3, windowSeconds: 600 };

describe('lookups of unknown keys and tokens, per address', function () {
  this.timeout(60_000);
  let api: TestApi;
  let key: string;

  before(async () => {
    api = await startTestApi({ server: { ...UNCAPPED_ANONYMOUS, unknownCredentials: LIMIT } });
    key = await createTestKey(api.context, 'pro');
  });
  after(() => api?.close());

  const get = (apiKey: string, localAddress: string) =>
    rawGet(`${api.url}/api/v2/outlets`, { 'X-API-Key': apiKey }, { localAddress });

  it('answers 401 to the first 3 unknown keys from an address, then 429 before any lookup; cached keys still answer', async () => {
    const address = freshLoopbackAddress();
    expect((await get(key, address)).status, 'a real key, looked up and found').to.equal(200);
    const guesses = [generateApiKey(), generateApiKey(), generateApiKey()];
    for (const guess of guesses) expect((await get(guess, address)).status).to.equal(401);
    const refused = await get(generateApiKey(), address);
    expect(refused.status).to.equal(429);
    expect(refused.json().error).to.include({ code: 'too_many_unknown_credentials', status: 429 });
    expect(Number(refused.headers['retry-after'])).to.be.within(1, LIMIT.windowSeconds);
    // Already answered, so no lookup: the cached refusal and the cached key.
    expect((await get(guesses[0], address)).status).to.equal(401);
    expect((await get(key, address)).status).to.equal(200);
    // Another client is not held to this one's guesses.
    expect((await get(generateApiKey(), freshLoopbackAddress())).status).to.equal(401);
  });

  it('lets exactly 3 of 20 concurrent unknown keys from one address reach the store', async () => {
    const address = freshLoopbackAddress();
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => get(generateApiKey(), address)))
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).to.have.length(3);
    expect(statuses.filter((status) => status === 429)).to.have.length(17);
  });

  it('does the same for unknown MCP tokens, with the Bearer challenge', async () => {
    const address = freshLoopbackAddress();
    const post = (token: string) =>
      rawGet(
        `${api.url}/mcp`,
        {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        { localAddress: address, method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
      );
    const token = () => MCP_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    for (let i = 0; i < LIMIT.lookups; i += 1) expect((await post(token())).status).to.equal(401);
    const refused = await post(token());
    expect(refused.status).to.equal(429);
    expect(refused.json().error.code).to.equal('too_many_unknown_credentials');
    expect(refused.headers['www-authenticate']).to.match(/^Bearer /);
  });
});
