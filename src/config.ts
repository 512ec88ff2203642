// Environment -> validated configuration. Every key is documented in the README's configuration table;
// an invalid value stops the process at start with a message naming the key.
import path from 'node:path';
import Joi from 'joi';
import type { LoopbackPorts } from './net/address-guard';
import { NO_PROXY, parseTrustProxy, TRUST_PROXY_RULE, type TrustProxy } from './net/trust-proxy';
import { INGEST_CADENCE_MINUTES } from './spec';
import { REDIS_URL_RULE, redisUrlProblem } from './net/redis-address';

/** Password hashes one process runs at once unless PASSWORD_HASH_CONCURRENCY says (src/runtime/thread-pool.ts). */
export const DEFAULT_PASSWORD_HASH_CONCURRENCY = 2;

/** When the articles' write index rolls over: any one condition met is enough (src/store/rollover.ts). */
export interface RolloverConditions {
  /** Elasticsearch time units, e.g. `30d`: the write index's age since it was created. */
  maxAge?: string;
  /** Elasticsearch byte units, e.g. `30gb`: the largest primary shard of the write index. */
  maxPrimaryShardSize?: string;
  maxDocs?: number;
}

export interface Config {
  host: string;
  port: number;
  logLevel: string;
  /** Prefix of every index, alias and Redis key the process touches; tests use their own. */
  indexPrefix: string;
  es: {
    /** External cluster: one node's URL or several, comma-separated; when unset the project runs its own node. */
    url?: string;
    apiKey?: string;
    username?: string;
    password?: string;
    caFile?: string;
    /** Port the embedded node prefers; a free one is chosen when it is taken. */
    port: number;
    heap: string;
    javaHome?: string;
  };
  /** One server (redis://, rediss://) or a master behind Sentinel (redis+sentinel://, src/net/redis-address.ts). */
  redis: { url?: string };
  /**
   * How many API processes share one Redis (API_PROCESSES; `parallax up --api-processes N` sets it for its
   * children): when Redis is down each process serves its share of a daily cap from memory (src/access/daily-cap.ts).
   */
  apiProcesses: number;
  /** Where the embedded ES and Redis keep binaries, data and logs. */
  runtimeDir: string;
  /** Unprivileged user the embedded ES runs as when the process is root. */
  esUser: string;
  ingest: { cadenceMinutes: number };
  /** Old-space limit of each process of `parallax up --api-processes N` (API_HEAP_MB). */
  apiHeapMb: number;
  /** Checked after every ingest cycle and by `parallax rollover`. */
  articlesRollover: RolloverConditions;
  /** Signs pagination cursors; unset, a random one is shared through Redis (docs/decisions.md). */
  cursorSecret?: string;
  /** Which peers may name the client in X-Forwarded-For (TRUST_PROXY); by default none. */
  trustProxy: TrustProxy;
  /** The origin clients reach the service at (PUBLIC_URL); https there makes cookies Secure and sends HSTS. */
  publicUrl?: string;
  /** PEM files of the server's own certificate and key (TLS_CERT, TLS_KEY): the server then speaks HTTPS. */
  tls?: { certFile: string; keyFile: string };
  /** Loopback feed addresses allowed (FEEDS_ALLOW_LOOPBACK), for the test suite's feed server only. */
  feeds: { loopbackPorts: LoopbackPorts };
  /** Password hashes each process runs at once and lets wait (src/access/hash-slots.ts). */
  passwordHashes: { running: number; waiting: number };
  /** Leading zero bits the sign-up proof of work needs (src/web/account/sign-up-proof.ts). */
  signUpProofBits: number;
  /**
   * Webhook targets (docs/webhooks.md): loopback addresses allowed (WEBHOOKS_ALLOW_LOOPBACK, for the suite's
   * receivers only), and whether plain http targets are refused (in production).
   */
  webhooks: { loopbackPorts: LoopbackPorts; httpsOnly: boolean };
}

/**
 * About a second of WebCrypto in a desktop browser, started when the page opens and done before a person has
 * typed an address and a password; a phone may take several (docs/decisions.md, "Accounts: floods, sign-ups,
 * suspension").
 */
export const DEFAULT_SIGN_UP_PROOF_BITS = 18;

/**
 * An API process holds about 75 MB of live objects under load (bench/load.ts, heap snapshot), but V8 sizes its
 * heap from the machine's memory (about 4 GB on a 24 GiB box) and lets garbage pile up to several times the live
 * set before a full collection: 420-450 MB resident per process. A cap at about twice the live set keeps a
 * process near 200 MB at no measured cost in latency (docs/decisions.md, "Load under the bench").
 */
export const DEFAULT_API_HEAP_MB = 160;

export const REPO_ROOT = path.resolve(__dirname, '..');

/** Root's runtime dir must be traversable by the unprivileged ES user, which a checkout under /root is not. */
export function defaultRuntimeDir(): string {
  return process.getuid?.() === 0 ? '/var/lib/parallax' : path.join(REPO_ROOT, '.runtime');
}

const schema = Joi.object({
  HOST: Joi.string().hostname().default('127.0.0.1'),
  PORT: Joi.number().integer().min(0).max(65535).default(8080),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  PARALLAX_INDEX_PREFIX: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9_-]{0,40}$/)
    .default('parallax')
    .messages({ 'string.pattern.base': '{{#label}} must be lowercase letters, digits, "-" or "_"' }),
  ES_URL: Joi.string().custom((value: string, helpers) => {
    const urls = value.split(',').map((url) => url.trim());
    const httpUrl = Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .required();
    return urls.every((url) => !httpUrl.validate(url).error)
      ? urls.join(',')
      : helpers.message({ custom: '{{#label}} must be an http(s) URL, or several separated by commas' });
  }),
  ES_API_KEY: Joi.string(),
  ES_USERNAME: Joi.string(),
  ES_PASSWORD: Joi.string(),
  ES_CA_FILE: Joi.string(),
  ES_PORT: Joi.number().integer().min(1).max(65535).default(9200),
  ES_HEAP: Joi.string()
    .pattern(/^\d+[mg]$/)
    .default('1g'),
  ES_JAVA_HOME: Joi.string(),
  REDIS_URL: Joi.string().custom((value: string, helpers) => {
    const problem = redisUrlProblem(value);
    return problem === undefined
      ? value
      : helpers.message({ custom: `{{#label}} must be ${REDIS_URL_RULE} (${problem})` });
  }),
  API_PROCESSES: Joi.number().integer().min(1).max(1024).default(1),
  PARALLAX_RUNTIME_DIR: Joi.string(),
  PARALLAX_ES_USER: Joi.string()
    .pattern(/^[a-z_][a-z0-9_-]{0,31}$/)
    .default('parallax-es'),
  INGEST_CADENCE_MINUTES: Joi.number().integer().min(1).max(1440).default(INGEST_CADENCE_MINUTES),
  API_HEAP_MB: Joi.number().integer().min(64).max(16_384).default(DEFAULT_API_HEAP_MB),
  PARALLAX_CURSOR_SECRET: Joi.string().min(32),
  ROLLOVER_MAX_AGE: Joi.string()
    .pattern(/^[1-9]\d*(d|h|m|s)$/)
    .default('30d')
    .messages({ 'string.pattern.base': '{{#label}} must be a number and a unit: d, h, m or s (e.g. 30d)' }),
  ROLLOVER_MAX_SHARD_SIZE: Joi.string()
    .pattern(/^[1-9]\d*(b|kb|mb|gb|tb)$/)
    .default('30gb')
    .messages({
      'string.pattern.base': '{{#label}} must be a number and a unit: b, kb, mb, gb or tb (e.g. 30gb)',
    }),
  ROLLOVER_MAX_DOCS: Joi.number().integer().min(1),
  TRUST_PROXY: Joi.string().custom((value: string, helpers) => {
    const parsed = parseTrustProxy(value);
    return 'error' in parsed
      ? helpers.message({ custom: `{{#label}} must be ${TRUST_PROXY_RULE}: ${parsed.error}` })
      : parsed;
  }),
  PUBLIC_URL: Joi.string().custom((value: string, helpers) => {
    const origin = publicOrigin(value);
    return (
      origin ??
      helpers.message({
        custom:
          '{{#label}} must be the http(s) address clients use, scheme and host only (e.g. https://news.example)',
      })
    );
  }),
  TLS_CERT: Joi.string(),
  TLS_KEY: Joi.string(),
  FEEDS_ALLOW_LOOPBACK: Joi.string().custom((value: string, helpers) => {
    const ports = loopbackPorts(value);
    return (
      ports ??
      helpers.message({ custom: '{{#label}} must be "true" or ports separated by commas (e.g. 8081,8082)' })
    );
  }),
  PASSWORD_HASH_CONCURRENCY: Joi.number().integer().min(1).max(64).default(DEFAULT_PASSWORD_HASH_CONCURRENCY),
  PASSWORD_HASH_QUEUE: Joi.number().integer().min(0).max(1000).default(8),
  SIGN_UP_PROOF_BITS: Joi.number().integer().min(1).max(28).default(DEFAULT_SIGN_UP_PROOF_BITS),
  WEBHOOKS_ALLOW_LOOPBACK: Joi.string().custom((value: string, helpers) => {
    const ports = loopbackPorts(value);
    return (
      ports ??
      helpers.message({ custom: '{{#label}} must be "true" or ports separated by commas (e.g. 8081,8082)' })
    );
  }),
  NODE_ENV: Joi.string(),
})
  .and('ES_USERNAME', 'ES_PASSWORD')
  .and('TLS_CERT', 'TLS_KEY')
  .unknown(true);

export class ConfigError extends Error {}

/** FEEDS_ALLOW_LOOPBACK, WEBHOOKS_ALLOW_LOOPBACK: "true" for any port, else a list of ports; undefined when it is neither. */
function loopbackPorts(value: string): LoopbackPorts | undefined {
  if (value.trim() === 'true') return 'all';
  const ports = value.split(',').map((port) => Number(port.trim()));
  return ports.every((port) => Number.isInteger(port) && port >= 1 && port <= 65535) ? ports : undefined;
}

/** The origin of an http(s) URL that names nothing but a host (a trailing slash allowed), else undefined. */
function publicOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rules across keys. A service that trusts a proxy must be told the address clients see, since its own scheme says
 * nothing about theirs: left unset, sessions behind a TLS proxy would silently lose Secure. And a server speaking
 * TLS itself is not reached over plain HTTP.
 */
function crossKeyProblems(value: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const trustsProxy = value.TRUST_PROXY !== undefined && (value.TRUST_PROXY as TrustProxy).kind !== 'none';
  if (trustsProxy && value.PUBLIC_URL === undefined) {
    problems.push(
      '"PUBLIC_URL" is required with "TRUST_PROXY": the address clients use, https://… behind TLS',
    );
  }
  if (
    value.TLS_CERT !== undefined &&
    typeof value.PUBLIC_URL === 'string' &&
    value.PUBLIC_URL.startsWith('http:')
  ) {
    problems.push('"PUBLIC_URL" must be https:// when "TLS_CERT" makes the server speak HTTPS');
  }
  // Loopback feeds exist for the test suite's feed server; in production they would open the host to its feeds.
  if (value.FEEDS_ALLOW_LOOPBACK !== undefined && value.NODE_ENV === 'production') {
    problems.push('"FEEDS_ALLOW_LOOPBACK" is for tests and refused when "NODE_ENV" is production');
  }
  if (value.WEBHOOKS_ALLOW_LOOPBACK !== undefined && value.NODE_ENV === 'production') {
    problems.push('"WEBHOOKS_ALLOW_LOOPBACK" is for tests and refused when "NODE_ENV" is production');
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  const problems = error ? error.details.map((d) => d.message) : crossKeyProblems(value);
  if (problems.length > 0) throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  const runtimeDir = path.resolve(value.PARALLAX_RUNTIME_DIR ?? defaultRuntimeDir());
  return {
    host: value.HOST,
    port: value.PORT,
    logLevel: value.LOG_LEVEL,
    indexPrefix: value.PARALLAX_INDEX_PREFIX,
    es: {
      url: value.ES_URL,
      apiKey: value.ES_API_KEY,
      username: value.ES_USERNAME,
      password: value.ES_PASSWORD,
      caFile: value.ES_CA_FILE,
      port: value.ES_PORT,
      heap: value.ES_HEAP,
      javaHome: value.ES_JAVA_HOME,
    },
    redis: { url: value.REDIS_URL },
    apiProcesses: value.API_PROCESSES,
    runtimeDir,
    esUser: value.PARALLAX_ES_USER,
    ingest: { cadenceMinutes: value.INGEST_CADENCE_MINUTES },
    apiHeapMb: value.API_HEAP_MB,
    articlesRollover: {
      maxAge: value.ROLLOVER_MAX_AGE,
      maxPrimaryShardSize: value.ROLLOVER_MAX_SHARD_SIZE,
      maxDocs: value.ROLLOVER_MAX_DOCS,
    },
    cursorSecret: value.PARALLAX_CURSOR_SECRET,
    trustProxy: value.TRUST_PROXY ?? NO_PROXY,
    publicUrl: value.PUBLIC_URL,
    tls: value.TLS_CERT ? { certFile: value.TLS_CERT, keyFile: value.TLS_KEY } : undefined,
    feeds: { loopbackPorts: value.FEEDS_ALLOW_LOOPBACK ?? 'none' },
    passwordHashes: { running: value.PASSWORD_HASH_CONCURRENCY, waiting: value.PASSWORD_HASH_QUEUE },
    signUpProofBits: value.SIGN_UP_PROOF_BITS,
    webhooks: {
      loopbackPorts: value.WEBHOOKS_ALLOW_LOOPBACK ?? 'none',
      httpsOnly: value.NODE_ENV === 'production',
    },
  };
}
