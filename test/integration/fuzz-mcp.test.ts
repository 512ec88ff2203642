// Schema-driven fuzzing of the MCP tools over real HTTP against Elasticsearch and Redis with seeded data: every
// tool called with arguments drawn from its published input schema (valid and hostile), and JSON-RPC bodies off
// the protocol. Whatever is sent: never a 5xx, every answer a JSON-RPC result or error; a tool's failure is a tool
// error with the API's error body and a status under 500, a success matches the tool's output schema; and the
// server keeps serving a real client afterwards. Seeded and bounded (test/support/fuzz/settings.ts).
import { expect } from 'chai';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TOOLS } from '../../src/spec';
import { startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';
import { brokenEnvelopes, toolArguments, toolCall } from '../support/fuzz/mcp-requests';
import type { JsonSchema } from '../support/fuzz/schema-arbitraries';
import { announce, runFuzz } from '../support/fuzz/settings';
import { connectMcp, keyWithToken, mcpUrl, structured } from '../support/mcp';

const HOUR = 60 * 60 * 1000;

interface ListedTool {
  name: string;
  inputSchema: JsonSchema;
  outputSchema?: object;
}

describe('fuzzing the MCP tools from their input schemas', function () {
  this.timeout(60_000);
  let api: TestApi;
  let token: string;
  const tools = new Map<string, { input: JsonSchema; output: ValidateFunction }>();
  let nextId = 1;

  const post = (body: string) =>
    fetch(mcpUrl(api), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: `Bearer ${token}`,
      },
      body,
    });

  /** The answer as JSON-RPC; throws unless it is one (or an empty 202 for a notification). */
  async function rpcAnswer(res: Response, sent: string): Promise<any> {
    const text = await res.text();
    const what = `${sent.slice(0, 300)} → ${res.status} ${text.slice(0, 500)}`;
    expect(res.status, what).to.be.below(500);
    if (res.status === 202) {
      expect(text, what).to.equal('');
      return undefined;
    }
    const body = JSON.parse(text);
    for (const message of Array.isArray(body) ? body : [body]) {
      expect(message.jsonrpc, what).to.equal('2.0');
      if (message.error) {
        expect(message.error.code, what).to.be.a('number');
        expect(message.error.message, what).to.be.a('string');
      } else {
        expect(message, what).to.have.property('result');
      }
    }
    return body;
  }

  before(async () => {
    announce('MCP fuzzing');
    api = await startTestApi({ name: 'mcp-fuzz', server: {} });
    ({ token } = await keyWithToken(api.context, 'max'));
    const now = Date.now();
    await api.putEvents(
      { id: 21, category: 'economy', divergence_score: 60, market_score: 80, tickers: ['AAPL'] },
      { id: 22, category: 'war', first_seen_at: new Date(now - 3 * HOUR), outlets: ['cnn', 'msnbc', 'vox'] },
    );
    await indexArticles(api.context, [
      { id: 601, outlet: 'reuters', tickers: ['AAPL'], topics: ['earnings'], sentiment: 'negative' },
      { id: 602, outlet: 'cnbc', tickers: ['MSFT'], topics: ['ai'], hoursAgo: 20 },
    ]);
    const listed = await rpcAnswer(
      await post(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'tools/list' })),
      'tools/list',
    );
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const tool of listed.result.tools as ListedTool[]) {
      tools.set(tool.name, { input: tool.inputSchema, output: ajv.compile(tool.outputSchema ?? {}) });
    }
  });

  after(async () => {
    await api?.close();
  });

  for (const name of MCP_TOOLS) {
    it(`${name}: a result matching its output schema or a tool error under 500, never a 5xx`, async () => {
      const tool = tools.get(name);
      expect(tool, `${name} is listed`).to.not.equal(undefined);
      const { input, output } = tool as NonNullable<typeof tool>;
      await runFuzz(
        name,
        fc.asyncProperty(toolArguments(input), async (args) => {
          const id = nextId++;
          const sent = toolCall(id, name, args);
          const body = await rpcAnswer(await post(sent), sent);
          expect(body.id, sent).to.equal(id);
          if (body.error) return; // the protocol layer refused the message
          const result = body.result;
          if (result.isError) {
            const error = JSON.parse(result.content[0].text).error;
            expect(error.code, sent).to.be.a('string');
            expect(error.status, `${sent} → ${JSON.stringify(error)}`).to.be.within(400, 499);
            return;
          }
          expect(output(result.structuredContent), `${sent}: ${JSON.stringify(output.errors)}`).to.equal(
            true,
          );
        }),
      );
    });
  }

  it('answers JSON-RPC bodies off the protocol with a JSON-RPC error or result, never a 5xx', async () => {
    await runFuzz(
      'JSON-RPC bodies off the protocol',
      fc.asyncProperty(brokenEnvelopes, async (sent) => {
        await rpcAnswer(await post(sent), sent);
      }),
    );
  });

  it('still serves a real MCP client after the fuzzing', async () => {
    const client = await connectMcp(mcpUrl(api), token);
    const result = structured(
      (await client.callTool({ name: 'get_event', arguments: { id: 21 } })) as CallToolResult,
    );
    expect(result.event.id).to.equal(21);
    await client.close();
  });
});
