// Both authenticators resolve a well-formed credential through one CachedKeyLookup: when the accounts store
// cannot be read, the request gets a 503 with Retry-After (never a 401 the client would take for final), the
// failure is logged under the credential's kind, and the credential itself is never logged.
import { Writable } from 'node:stream';
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import pino from 'pino';
import type { AccountsStore } from '../../src/access/accounts';
import { generateApiKey } from '../../src/access/api-key';
import { Authenticator } from '../../src/access/authenticate';
import { ApiError } from '../../src/errors';
import { McpAuthenticator } from '../../src/mcp/authenticate';

function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

/** An accounts store whose every read fails, as when Elasticsearch is down. */
const unreadableStore: AccountsStore = {
  es: {
    get: async () => Promise.reject(new Error('es down')),
    search: async () => Promise.reject(new Error('es down')),
  } as unknown as Client,
  indices: { accounts: 'accounts' },
};

async function refusal(identify: () => Promise<unknown>): Promise<ApiError> {
  const err = await identify().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(err).to.be.instanceOf(ApiError);
  return err as ApiError;
}

describe('the authenticators when the accounts store cannot be read', () => {
  const apiKey = generateApiKey();
  const mcpToken = `plxmcp_${'A'.repeat(43)}`;

  for (const { credential, identify, sent } of [
    {
      credential: 'API key',
      identify: (logger: pino.Logger) =>
        new Authenticator(unreadableStore, { logger }).identify(apiKey, '127.0.0.1'),
      sent: apiKey,
    },
    {
      credential: 'MCP token',
      identify: (logger: pino.Logger) =>
        new McpAuthenticator(unreadableStore, { logger }).identify(`Bearer ${mcpToken}`, '127.0.0.1'),
      sent: mcpToken,
    },
  ]) {
    it(`answers a well-formed ${credential} with 503 and Retry-After 5, and logs the failure without it`, async () => {
      const { logger, lines } = capturedLogger();
      const err = await refusal(() => identify(logger));
      expect(err.status).to.equal(503);
      expect(err.headers).to.deep.equal({ 'Retry-After': '5' });
      expect(err.toBody().error.message).to.equal('the accounts store is unavailable; retry shortly');
      expect(lines).to.have.length(1);
      expect(JSON.parse(lines[0])).to.include({ level: 50, msg: `${credential} lookup failed` });
      expect(lines[0]).to.include('es down');
      expect(lines[0]).to.not.include(sent.slice(7));
    });
  }
});
