// MCP test support: the real app on an ephemeral port over its own index prefix (events, articles and accounts
// of this prefix only), keys with MCP tokens, and the SDK's own client over streamable HTTP.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createApiKey } from '../../src/access/accounts';
import { issueMcpToken } from '../../src/access/mcp-tokens';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { closeContext, createIngestContext, startServer, type ServerOptions } from '../../src/server';
import { prepareStore } from '../../src/cli/prepare-store';
import { deleteKeys } from '../../src/store/redis-client';
import type { Tier } from '../../src/spec';
import { eventDocument, type EventFixture } from './event-fixtures';
import { TEST_PREFIX, testConfig, testServices } from './services';

export interface McpApi {
  url: string;
  mcpUrl: URL;
  context: IngestContext;
  /** Indexes events; `tickers` (bare symbols) are what the analysis stores for the market views. */
  putEvents(...fixtures: (EventFixture & { tickers?: string[] })[]): Promise<void>;
  close(): Promise<void>;
}

export async function startMcpApi(name: string, options: ServerOptions = {}): Promise<McpApi> {
  const services = await testServices();
  const prefix = `${TEST_PREFIX}-mcp-${name}`;
  const context = createIngestContext(testConfig({ PARALLAX_INDEX_PREFIX: prefix }), services);
  await prepareStore(context.es, prefix);
  const server = await startServer(context, options);
  return {
    url: server.url,
    mcpUrl: new URL('/mcp', server.url),
    context,
    async putEvents(...fixtures) {
      const operations = fixtures.flatMap((f) => [
        { index: { _index: context.indices.events, _id: String(f.id) } },
        {
          ...eventDocument(f),
          ...(f.tickers ? { tickers: f.tickers, tags: f.tickers.map((t) => `ticker:${t}`) } : {}),
        },
      ]);
      const res = await context.es.bulk({ operations, refresh: true });
      if (res.errors)
        throw new Error(`fixture bulk failed: ${JSON.stringify(res.items.find((i) => i.index?.error))}`);
    },
    async close() {
      await server.close();
      await deleteKeys(context.redis, prefix);
      await closeContext(context);
    },
  };
}

/** A new API key of `tier` with an MCP token issued for it (the token is returned, the key too). */
export async function keyWithToken(
  context: IngestContext,
  tier: Tier,
): Promise<{ key: string; token: string }> {
  const { key, record } = await createApiKey(context, tier, `mcp test ${tier}`);
  const { token } = await issueMcpToken(context, record);
  return { key, token };
}

export async function connectMcp(mcpUrl: URL, token: string): Promise<Client> {
  const client = new Client({ name: 'parallax-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl, {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** The error body a failed tool call carries in its text. */
export function toolError(result: CallToolResult): {
  code: string;
  message: string;
  status: number;
  retryable: boolean;
} {
  const first = result.content[0];
  if (!result.isError || first?.type !== 'text')
    throw new Error(`not a tool error: ${JSON.stringify(result)}`);
  return (JSON.parse(first.text) as { error: ReturnType<typeof toolError> }).error;
}

/** Structured content of a successful call; typed `any` so tests read like the JSON they check. */
export function structured(result: CallToolResult): any {
  if (result.isError) throw new Error(`tool failed: ${JSON.stringify(result.content)}`);
  return result.structuredContent;
}
