// One MCP server per HTTP request (the SDK's stateless streamable HTTP pattern): the explicit tool list of
// SPEC §4, each registered with its title, description, input and output schemas and read-only annotations,
// bound to the Caller of the request's bearer token. Nothing outlives the request, so any API process can
// answer any call and sessions cost no memory between calls.
//
// tools/list is the SDK's (it publishes each zod shape as JSON Schema); tools/call is ours, set on the low-level
// Server after registration: the SDK's own handler validates arguments before any tool code runs and answers a
// bad one with a bare "Input validation error" text, whereas a bad argument must come back like every other
// error, as an `invalid_parameter` tool result counted against the cap like a REST 400 (docs/decisions.md,
// MCP server). Our handler hands the raw arguments to callTool, which validates them itself.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { CallToolRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ZodRawShape } from 'zod';
import type { DailyCap } from '../access/daily-cap';
import type { Logger } from '../log';
import { callTool } from './call';
import type { ParallaxTool, ToolEnv } from './tool';
import { MCP_TOOL_LIST } from './tools';

export const MCP_SERVER_INFO = { name: 'parallax', version: '2.0.0' };

export interface McpDeps extends ToolEnv {
  dailyCap: DailyCap;
  logger: Logger;
}

type AnyTool = ParallaxTool<ZodRawShape, ZodRawShape>;

/**
 * The SDK builds a fresh Ajv (with its meta-schemas) for every server it is not given one, which was about two
 * fifths of the CPU a tool call cost (profiled under bench/load.ts). It holds only compiled schemas, so every
 * request's server can share one.
 */
const SHARED_SCHEMA_VALIDATOR = new AjvJsonSchemaValidator();

export function createMcpServer(deps: McpDeps): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    jsonSchemaValidator: SHARED_SCHEMA_VALIDATOR,
    instructions:
      'Parallax: news events clustered across outlets from left to right, scored for divergence (how differently ' +
      'outlets tell the same story), plus the raw market desk of tagged articles. Start with get_digest for a ' +
      'briefing; follow event ids with get_event.',
  });
  const tools = new Map<string, AnyTool>();
  for (const tool of MCP_TOOL_LIST as readonly AnyTool[]) {
    tools.set(tool.name, tool);
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
      // The same entry point as our tools/call handler below, which is the one that runs.
      ((args: unknown) => callTool(deps, tool.name, tool, args)) as never,
    );
  }
  server.server.setRequestHandler(CallToolRequestSchema, (request): Promise<CallToolResult> =>
    callTool(deps, request.params.name, tools.get(request.params.name), request.params.arguments),
  );
  return server;
}
