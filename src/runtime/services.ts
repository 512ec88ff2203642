// Resolves where Elasticsearch and Redis are: the configured external ones, or the project's own, started on
// demand. Whoever starts a service here is the one who stops it (`stopStarted`), so nothing is left behind.
import type { Config } from '../config';
import { esStatus, startEs, stopEs, EsRuntimeOptions, EsStartResult } from './elasticsearch';
import { redisStatus, startRedis, stopRedis, RedisRuntimeOptions } from './redis';

export interface ResolvedServices {
  /** One node's URL, or every node's of a cluster, comma-separated (the form ES_URL takes). */
  esUrl: string;
  redisUrl: string;
  /** What this call started (and so what stopStarted will stop). */
  started: { es?: EsStartResult; redis: boolean };
  stopStarted(): Promise<void>;
}

export function esRuntimeOptions(config: Config, log?: (line: string) => void): EsRuntimeOptions {
  return {
    runtimeDir: config.runtimeDir,
    preferredPort: config.es.port,
    heap: config.es.heap,
    javaHome: config.es.javaHome,
    user: config.esUser,
    log,
  };
}

/** ES_URL, else the embedded node's URL (every node's, comma-separated, for a cluster), started when not running. */
export async function resolveEsUrl(config: Config, log?: (line: string) => void): Promise<string> {
  return config.es.url ?? (await startEs(esRuntimeOptions(config, log))).status.urls.join(',');
}

export function redisRuntimeOptions(config: Config, log?: (line: string) => void): RedisRuntimeOptions {
  return { runtimeDir: config.runtimeDir, log };
}

export async function resolveServices(
  config: Config,
  log?: (line: string) => void,
): Promise<ResolvedServices> {
  const esOpts = esRuntimeOptions(config, log);
  const redisOpts = redisRuntimeOptions(config, log);
  let esUrl = config.es.url;
  let esStart: EsStartResult | undefined;
  let redisUrl = config.redis.url;
  let redisStarted = false;
  try {
    if (!esUrl) {
      esStart = await startEs(esOpts);
      esUrl = esStart.status.urls.join(',');
      if (!esStart.started) esStart = undefined;
    }
    if (!redisUrl) {
      const redis = await startRedis(redisOpts);
      redisUrl = redis.status.url as string;
      redisStarted = redis.started;
    }
  } catch (err) {
    if (redisStarted) await stopRedis(redisOpts);
    if (esStart) await stopEs(esOpts);
    throw err;
  }
  return {
    esUrl,
    redisUrl,
    started: { es: esStart, redis: redisStarted },
    async stopStarted() {
      if (redisStarted) await stopRedis(redisOpts);
      if (esStart) await stopEs(esOpts);
    },
  };
}

export async function servicesStatus(config: Config) {
  return {
    es: config.es.url ? { state: 'external', url: config.es.url } : await esStatus(esRuntimeOptions(config)),
    redis: config.redis.url
      ? { state: 'external', url: config.redis.url }
      : await redisStatus(redisRuntimeOptions(config)),
  };
}
