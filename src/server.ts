// The server entry: connects the real clients, serves the API on HOST:PORT, and closes everything it opened
// on SIGINT/SIGTERM.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newClusterCaches } from './cluster/es/caches';
import type { Config } from './config';
import type { AppContext } from './context';
import { createApp } from './http/app';
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

export async function startServer(context: AppContext): Promise<RunningServer> {
  const app = createApp(context);
  const server = http.createServer(app.callback());
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
