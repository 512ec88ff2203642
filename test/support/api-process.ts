// A real API server in its own process, for tests that need several API processes on one Redis (cap
// exactness across processes). Run with `node --import tsx test/support/api-process.ts`; it reads ES_URL,
// REDIS_URL and PARALLAX_INDEX_PREFIX from its environment and ServerOptions as JSON from
// PARALLAX_TEST_SERVER_OPTIONS, prints `{"url": ...}` on one line once it listens, and exits on SIGTERM.
import { loadConfig } from '../../src/config';
import { closeContext, createContext, startServer, type ServerOptions } from '../../src/server';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent' });
  if (!config.es.url || !config.redis.url) throw new Error('ES_URL and REDIS_URL must be set');
  const options = JSON.parse(process.env.PARALLAX_TEST_SERVER_OPTIONS ?? '{}') as ServerOptions;
  const context = createContext(config, { esUrl: config.es.url, redisUrl: config.redis.url });
  const server = await startServer(context, options);
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.once('SIGTERM', () => {
    server
      .close()
      .then(() => closeContext(context))
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
