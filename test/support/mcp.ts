// MCP test support, over an app started by startTestApi (support/api.ts): its MCP address, keys with MCP tokens, the
// SDK's own client over streamable HTTP, and the two shapes a tool's answer takes.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createApiKey } from '../../src/access/accounts';
import { issueMcpToken } from '../../src/access/mcp-tokens';
import type { IngestContext } from '../../src/ingest/ingest-context';
import type { Tier } from '../../src/spec';
import type { TestApi } from './api';

/** Where the app started by startTestApi (support/api.ts) serves MCP. */
export const mcpUrl = (api: TestApi): URL => new URL('/mcp', api.url);

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
