// The server entry: connects the real clients, serves the API on HOST:PORT (over HTTPS when TLS_CERT and TLS_KEY
// are set), and closes everything it opened on SIGINT/SIGTERM.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import tls from 'node:tls';
import { newIngestCaches } from './ingest/ingest-caches';
import { ConfigError, type Config } from './config';
import type { AppContext } from './context';
import type { IngestContext } from './ingest/ingest-context';
import { watchEventChanges } from './webhooks/watch';
import { createApp, type AppOptions } from './app';
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
  };
}

/**
 * A context that can also ingest: the same clients, with the clusterer's caches of its own, and its event writes
 * watched for webhook occurrences.
 */
export function ingestContextOf(context: AppContext): IngestContext {
  return {
    ...context,
    ingestCaches: newIngestCaches(),
    watchEventWrites: (eventIds, write) => watchEventChanges(context, eventIds, write),
  };
}

/** A context for a process that ingests (a worker, a replay, the tests). */
export function createIngestContext(
  config: Config,
  urls: { esUrl: string; redisUrl: string },
): IngestContext {
  return ingestContextOf(createContext(config, urls));
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

function readPem(key: 'TLS_CERT' | 'TLS_KEY', file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    throw new ConfigError(`invalid configuration: "${key}" cannot be read (${(err as Error).message})`);
  }
}

/** The certificate and key, checked here so a bad pair stops the start with the keys' names, not a TLS trace. */
function tlsOptions(files: NonNullable<Config['tls']>): tls.SecureContextOptions {
  const options = { cert: readPem('TLS_CERT', files.certFile), key: readPem('TLS_KEY', files.keyFile) };
  try {
    tls.createSecureContext(options);
  } catch (err) {
    throw new ConfigError(
      `invalid configuration: "TLS_CERT" and "TLS_KEY" must be a PEM certificate and its private key (${(err as Error).message})`,
    );
  }
  return options;
}

/** Plain HTTP beyond loopback with no HTTPS in front: passwords, session cookies and keys cross the network as is. */
function servesInClear(config: Config): boolean {
  const loopback =
    config.host === 'localhost' || (net.isIP(config.host) > 0 && /^(127\.|::1$)/.test(config.host));
  return !loopback && !config.tls && !config.publicUrl?.startsWith('https:');
}

export async function startServer(context: AppContext, options: ServerOptions = {}): Promise<RunningServer> {
  const { config } = context;
  const app = createApp(context, options);
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const serverOptions = {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  };
  const handler = options.sharedPort ? rotateConnections(app.callback()) : app.callback();
  const server = config.tls
    ? https.createServer({ ...serverOptions, ...tlsOptions(config.tls) }, handler)
    : http.createServer(serverOptions, handler);
  if (servesInClear(config)) {
    context.logger.warn(
      { host: config.host },
      'serving plain HTTP beyond loopback: set TLS_CERT and TLS_KEY, or put a TLS proxy in front (TRUST_PROXY, PUBLIC_URL)',
    );
  }
  server.setTimeout(timeouts.idleSocketMs);
  server.on('clientError', clientErrorHandler(context.logger));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `${config.tls ? 'https' : 'http'}://${config.host}:${port}`;
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
