// One MCP server per HTTP request (the SDK's stateless streamable HTTP pattern): the explicit tool list of
// SPEC §4, each registered with its title, description, input and output schemas and read-only annotations,
// bound to the Caller of the request's bearer token. Nothing outlives the request, so any API process can
// answer any call and sessions cost no memory between calls.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ZodRawShape } from 'zod';
import type { DailyCap } from '../access/daily-cap';
import type { Logger } from '../log';
import { callTool } from './call';
import type { ParallaxTool, ToolEnv } from './tool';
import { MCP_TOOL_LIST } from './tools';

const MAX_TOOL_INPUT_ELEMENTS = 500;

export const MCP_SERVER_INFO = { name: 'parallax', version: '2.0.0' };

export interface McpDeps extends ToolEnv {
  dailyCap: DailyCap;
  logger: Logger;
}

function register<I extends ZodRawShape, O extends ZodRawShape>(
  server: McpServer,
  tool: ParallaxTool<I, O>,
  deps: McpDeps,
): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      // Every tool reads our own store and changes nothing (MCP 2025-11-25, ToolAnnotations).
      annotations: { title: tool.title, readOnlyHint: true, openWorldHint: false },
    },
    // The SDK has validated the arguments against `input` before this runs.
    ((args: Parameters<typeof tool.run>[1]) =>
      callTool({ ...deps, toolName: tool.name }, () => tool.run(deps, args))) as never,
  );
}

export function createMcpServer(deps: McpDeps): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    // No tool takes more than a few dozen values; a huge argument object is refused before zod walks it.
    maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS,
    instructions:
      'Parallax: news events clustered across outlets from left to right, scored for divergence (how differently ' +
      'outlets tell the same story), plus the raw market desk of tagged articles. Start with get_digest for a ' +
      'briefing; follow event ids with get_event.',
  });
  for (const tool of MCP_TOOL_LIST) register(server, tool as ParallaxTool<ZodRawShape, ZodRawShape>, deps);
  return server;
}
