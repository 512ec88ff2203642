// The server entry: connects the real clients, serves the API on HOST:PORT, and closes everything it opened
// on SIGINT/SIGTERM.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newClusterCaches } from './cluster/es/caches';
import type { Config } from './config';
import type { AppContext } from './context';
import { createApp, type AppOptions } from './http/app';
import { clientErrorHandler } from './http/client-errors';
import { rotateConnections } from './http/connection-rotation';
import { createLogger } from './log';
import { createEsClient } from './store/es-client';
import { indicesFor } from './store/indices';
import { createRedis } from './store/redis-client';

export interface RunningServer {
  url: string;
  context: AppContext;
  close(): Promise<void>;
}

export function createContext(config: Config, urls: { esUrl: string; redisUrl: string }): AppContext {
  return {
    config,
    es: createEsClient(config, urls.esUrl),
    redis: createRedis(urls.redisUrl),
    indices: indicesFor(config.indexPrefix),
    logger: createLogger(config.logLevel),
    ingestCaches: newClusterCaches(),
  };
}

export async function closeContext(context: AppContext): Promise<void> {
  await context.es.close();
  context.redis.disconnect();
}

/**
 * Slow clients (docs/decisions.md): the request line and headers must arrive within 10 s and the whole request
 * within 30 s (every endpoint is a GET; nothing legitimate needs longer), and a connection on which nothing
 * moves for 60 s, such as a client that stops reading its response, is closed. Node checks the first two every
 * `connectionsCheckingInterval` (its default of 30 s would let a slowloris hold sockets far longer).
 */
export const SERVER_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleSocketMs: 60_000,
  checkIntervalMs: 1_000,
};

/** Tests pass shorter timeouts and small caps (AppOptions); processes that share a port rotate connections. */
export interface ServerOptions extends AppOptions {
  timeouts?: Partial<typeof SERVER_TIMEOUTS>;
  /** Close each connection after a number of requests, so they spread over the processes (connection-rotation.ts). */
  sharedPort?: boolean;
}

export async function startServer(context: AppContext, options: ServerOptions = {}): Promise<RunningServer> {
  const app = createApp(context, options);
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    options.sharedPort ? rotateConnections(app.callback()) : app.callback(),
  );
  server.setTimeout(timeouts.idleSocketMs);
  server.on('clientError', clientErrorHandler(context.logger));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(context.config.port, context.config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${context.config.host}:${port}`;
  return {
    url,
    context,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
