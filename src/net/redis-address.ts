// What REDIS_URL may say, turned into ioredis options: one server (`redis://` or `rediss://`, as ioredis reads
// them), or a master found through Redis Sentinel, written
//   redis+sentinel://[[user]:password@]host:port[,host:port...]/master-name[/db]
// Sentinels are listed as the comma-separated hosts (the port defaults to 26379, Sentinel's own); the path names
// the monitored master and optionally the database. The password is the master's (ioredis `password`), never sent
// to the sentinels, which are expected to need none. ioredis asks the sentinels for the current master on every
// (re)connection, so a failover is followed by the client's own reconnection.
import type { RedisOptions } from 'ioredis';

export const SENTINEL_SCHEME = 'redis+sentinel:';
const DEFAULT_SENTINEL_PORT = 26379;

export const REDIS_URL_RULE =
  'a redis:// or rediss:// URL, or redis+sentinel://host:port[,host:port...]/master-name[/db] for Sentinel';

/** The parts of a redis+sentinel:// URL as ioredis options. */
export interface SentinelAddress {
  sentinels: { host: string; port: number }[];
  name: string;
  db?: number;
  username?: string;
  password?: string;
}

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i;
const MASTER_NAME = /^[A-Za-z0-9._-]{1,64}$/;

function sentinelHost(entry: string): { host: string; port: number } | string {
  const match = HOST_PORT.exec(entry);
  if (!match) return `"${entry}" is no host[:port]`;
  const port = match[2] === undefined ? DEFAULT_SENTINEL_PORT : Number(match[2]);
  if (port < 1 || port > 65535) return `port ${port} of "${entry}" is out of range`;
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

function credentials(userinfo: string | undefined): Pick<SentinelAddress, 'username' | 'password'> {
  if (userinfo === undefined) return {};
  const colon = userinfo.indexOf(':');
  const user = decodeURIComponent(colon < 0 ? userinfo : userinfo.slice(0, colon));
  const password = colon < 0 ? undefined : decodeURIComponent(userinfo.slice(colon + 1));
  return { ...(user ? { username: user } : {}), ...(password ? { password } : {}) };
}

/** A redis+sentinel:// URL's sentinels, master and credentials, or the reason it is not one. */
export function parseSentinelUrl(url: string): SentinelAddress | { error: string } {
  if (!url.startsWith(`${SENTINEL_SCHEME}//`))
    return { error: `it does not start with ${SENTINEL_SCHEME}//` };
  const rest = url.slice(SENTINEL_SCHEME.length + 2);
  const slash = rest.indexOf('/');
  if (slash < 0) return { error: 'the master name is missing (…/master-name)' };
  const authority = rest.slice(0, slash);
  const at = authority.lastIndexOf('@');
  const hosts = (at < 0 ? authority : authority.slice(at + 1)).split(',');
  const sentinels: SentinelAddress['sentinels'] = [];
  for (const entry of hosts) {
    const parsed = sentinelHost(entry.trim());
    if (typeof parsed === 'string') return { error: parsed };
    sentinels.push(parsed);
  }
  const [name, db, ...extra] = rest.slice(slash + 1).split('/');
  if (!MASTER_NAME.test(name ?? '')) return { error: `"${name}" is no master name (letters, digits, . _ -)` };
  if (extra.length > 0 || (db !== undefined && db !== '' && !/^\d{1,2}$/.test(db)))
    return { error: 'after the master name only a database number may follow' };
  return {
    sentinels,
    name,
    ...(db ? { db: Number(db) } : {}),
    ...credentials(at < 0 ? undefined : authority.slice(0, at)),
  };
}

/** The ioredis options of a redis+sentinel:// URL, or the URL itself for ioredis to read (redis://, rediss://). */
export function redisConnection(url: string): { url: string } | { options: RedisOptions } {
  if (!url.startsWith(SENTINEL_SCHEME)) return { url };
  const parsed = parseSentinelUrl(url);
  if ('error' in parsed) throw new Error(`REDIS_URL must be ${REDIS_URL_RULE}: ${parsed.error}`);
  return { options: parsed };
}

/** Whether REDIS_URL is acceptable: undefined when it is, else the reason. */
export function redisUrlProblem(url: string): string | undefined {
  if (url.startsWith(SENTINEL_SCHEME)) {
    const parsed = parseSentinelUrl(url);
    return 'error' in parsed ? parsed.error : undefined;
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') return `scheme ${parsed.protocol}`;
    return parsed.hostname ? undefined : 'no host';
  } catch {
    return 'not a URL';
  }
}
