// Runs one tool call the way REST runs one request (SPEC §5.2, §8; docs/decisions.md, MCP server): the call
// is counted against the key's daily cap first (one atomic Redis operation, the access layer's DailyCap),
// exactly as the REST cap middleware counts a request before its route validates it; then the arguments are
// validated (src/mcp/arguments.ts) and the tool runs with the token's Caller. Every failure becomes a tool
// result with `isError: true` whose text is the REST error body plus `retryable`, so a model can tell a bad
// argument (fix it) from an outage (retry later); nothing thrown here ends the MCP session.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z, type ZodRawShape } from 'zod';
import type { DailyCap } from '../access/daily-cap';
import {
  ApiError,
  dailyCapExceeded,
  internalError,
  notFound,
  responseTooLarge,
  storeUnavailable,
} from '../errors';
import { unavailableStore } from '../api/store-outage';
import type { Logger } from '../log';
import { parseArguments } from './arguments';
import { MAX_RESULT_CHARS } from './size-cap';
import type { ParallaxTool, ToolEnv } from './tool';

export function errorResult(error: ApiError): CallToolResult {
  // A store outage or an over-the-cap call can succeed later without changing the arguments; nothing else can.
  const retryAfter = error.headers['Retry-After'];
  const retryable = error.status >= 500;
  const body = {
    error: {
      code: error.code,
      message: error.message,
      status: error.status,
      retryable,
      ...(retryAfter ? { retry_after_seconds: Number(retryAfter) } : {}),
    },
  };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

export async function callTool<I extends ZodRawShape, O extends ZodRawShape>(
  env: ToolEnv & { dailyCap: DailyCap; logger: Logger },
  toolName: string,
  tool: ParallaxTool<I, O> | undefined,
  rawArguments: unknown,
): Promise<CallToolResult> {
  const { caller, dailyCap, logger } = env;
  try {
    // Without Redis the count is this process's share in memory (src/access/outage-allowance.ts).
    const state = await dailyCap.consume(caller);
    if (!state.allowed) throw dailyCapExceeded(state.cap, state.resetSeconds);
    // Counted like a REST request to an unknown path under /api/v2 (src/api/paths.ts).
    if (!tool) throw notFound(`no tool named "${toolName}"; tools/list gives the tools and their arguments`);
    const { structured, text } = await tool.run(env, parseArguments(tool.input, rawArguments));
    // The check the SDK made before our handler replaced its own: a result off its published schema is our bug.
    const conforms = z.object(tool.output).safeParse(structured);
    if (!conforms.success) {
      logger.error(
        { tool: toolName, issues: conforms.error.issues.slice(0, 3) },
        'tool result off its schema',
      );
      return errorResult(internalError());
    }
    if (JSON.stringify(structured).length > MAX_RESULT_CHARS) {
      throw responseTooLarge(MAX_RESULT_CHARS);
    }
    return { structuredContent: structured, content: [{ type: 'text', text }] };
  } catch (err) {
    if (err instanceof ApiError) return errorResult(err);
    const store = unavailableStore(err);
    if (store) {
      logger.warn({ err, tool: toolName, store }, 'store unavailable');
      return errorResult(storeUnavailable(store));
    }
    logger.error({ err, tool: toolName }, 'tool failed');
    return errorResult(internalError());
  }
}
