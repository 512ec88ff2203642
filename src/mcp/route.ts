// The MCP endpoint `/mcp` on the API's port (SPEC §4 MCP server): streamable HTTP in the SDK's stateless mode.
// The bearer token is checked first (401 with WWW-Authenticate before any session starts), then a fresh
// McpServer and transport take the raw request and response (`ctx.respond = false`: Koa writes nothing).
// The transport reads the body itself, bounded at MAX_BODY_BYTES (the API has no global body parser).
import type { Middleware } from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AccountsStore } from '../access/accounts';
import type { Caller } from '../access/caller';
import type { DailyCap } from '../access/daily-cap';
import type { KeyChanges } from '../access/key-changes';
import type { UnknownCredentials } from '../access/unknown-credentials';
import type { AppContext } from '../context';
import { ApiError, tooManyConcurrentRequests } from '../errors';
import type { Logger } from '../log';
import { MCP_PATH } from '../api/paths';
import { McpAuthenticator } from './authenticate';
import { InFlightLimit, MAX_IN_FLIGHT_MCP_REQUESTS } from './in-flight-limit';
import { BatchSlots } from './message-slots';
import { createMcpServer } from './server';

/** Tool arguments are small; a megabyte is far beyond any honest call. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface McpRouteOptions {
  dailyCap: DailyCap;
  logger: Logger;
  keyCacheTtlMs?: number;
  keyChanges?: KeyChanges;
  unknownCredentials?: UnknownCredentials;
}

export function mcpRoute(app: AppContext, options: McpRouteOptions): Middleware {
  const authenticator = new McpAuthenticator(app as AccountsStore, {
    logger: options.logger,
    cacheTtlMs: options.keyCacheTtlMs,
    keyChanges: options.keyChanges,
    unknownCredentials: options.unknownCredentials,
  });
  const inFlight = new InFlightLimit();
  return async (ctx, next) => {
    if (ctx.path !== MCP_PATH) return next();
    try {
      ctx.state.caller = await authenticator.identify(ctx.get('Authorization') || undefined, ctx.ip);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      ctx.status = err.status;
      ctx.set(err.headers);
      ctx.body = err.toBody();
      return;
    }
    if (ctx.method !== 'POST') {
      // Stateless: no session to stream server-initiated messages on (GET) or to end (DELETE), as in the SDK's
      // stateless example; clients treat 405 as "no standalone stream" and go on.
      ctx.status = 405;
      ctx.set('Allow', 'POST');
      ctx.body = {
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Method not allowed: this stateless MCP server takes POST only' },
        id: null,
      };
      return;
    }
    const caller = ctx.state.caller as Caller;
    const owner = caller.keyId ?? caller.address;
    const release = inFlight.acquire(owner);
    if (!release) {
      const err = tooManyConcurrentRequests(MAX_IN_FLIGHT_MCP_REQUESTS);
      ctx.status = err.status;
      ctx.set(err.headers);
      ctx.body = err.toBody();
      return;
    }
    const server = createMcpServer({
      app,
      caller: ctx.state.caller,
      dailyCap: options.dailyCap,
      logger: options.logger,
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    // This POST's slot serves its first request; the rest of a batch takes its own (src/mcp/message-slots.ts).
    const batch = new BatchSlots(
      () => inFlight.acquire(owner),
      () => tooManyConcurrentRequests(MAX_IN_FLIGHT_MCP_REQUESTS).toBody(),
    );
    ctx.respond = false;
    ctx.res.on('close', () => {
      release();
      batch.release();
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    batch.install(transport);
    // ctx.status reads the raw response's status code, so the access log records what the transport sent.
    await transport.handleRequest(ctx.req, ctx.res);
  };
}
