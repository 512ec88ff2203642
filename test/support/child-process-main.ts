// The frame of a worker process a test or bench spawns: its config from the environment, which must name the
// stores the parent started, and its exit status from how main ends (0, or 1 with the error on stderr).
import { loadConfig, type Config } from '../../src/config';

/** The child's config, with the ES and Redis URLs it was given: it never starts stores of its own. */
export function childConfig(): { config: Config; stores: { esUrl: string; redisUrl: string } } {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (!config.es.url || !config.redis.url) throw new Error('ES_URL and REDIS_URL must be set');
  return { config, stores: { esUrl: config.es.url, redisUrl: config.redis.url } };
}

export function runChildMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
