// The server secret that signs cursors. Every API process must share it (a cursor from one process is read by
// another), so it is PARALLAX_CURSOR_SECRET when set, else a random secret created once in Redis with SET NX
// and read back by every process (docs/decisions.md, "Events, search and pagination").
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { serviceUnavailable } from '../../errors';
import { redisKey } from '../../store/redis-client';

const loaded = new WeakMap<AppContext, Promise<Buffer>>();

export function cursorSecretKey(ctx: AppContext): string {
  return redisKey(ctx.config.indexPrefix, 'cursor-secret');
}

/** The secret, read once per process; a failed read is retried by the next request instead of cached. */
export function cursorSecret(ctx: AppContext): Promise<Buffer> {
  const configured = ctx.config.cursorSecret;
  if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
  let secret = loaded.get(ctx);
  if (!secret) {
    secret = readOrCreate(ctx);
    loaded.set(ctx, secret);
    secret.catch(() => loaded.delete(ctx));
  }
  return secret;
}

async function readOrCreate(ctx: AppContext): Promise<Buffer> {
  const key = cursorSecretKey(ctx);
  try {
    // The first process to ask creates it; the others (and later restarts) read the same value.
    await ctx.redis.set(key, randomBytes(32).toString('base64url'), 'NX');
    const value = await ctx.redis.get(key);
    if (!value) throw new Error('cursor secret vanished between SET and GET');
    return Buffer.from(value, 'utf8');
  } catch (err) {
    ctx.logger.error({ err }, 'cursor secret unavailable');
    throw serviceUnavailable(
      'cursors cannot be signed or checked right now (Redis unreachable); retry shortly',
    );
  }
}
