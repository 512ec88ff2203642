// Sign-in sessions in Redis. The cookie holds a random 256-bit id; Redis holds, under the SHA-256 of
// that id (a copy of the Redis data does not hand out live sessions), who is signed in and when they signed in.
// A session lasts 12 hours from the last page view (each read slides it, in the same round trip: GETEX) and
// never more than 7 days from sign-in. A flash message for the next page (what a form did, a new key shown once)
// lives beside it for at most five minutes and is read once (GETDEL), sealed (AES-256-GCM) under a key derived
// from the session id, which only the visitor's cookie holds: a copy of Redis shows no new key or token.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import type { ParameterizedContext } from 'koa';
import { redisKey } from '../../store/redis-client';

export const SESSION_COOKIE = 'parallax_session';
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
const FLASH_SECONDS = 5 * 60;

export interface SessionData {
  /** The signed-in account's email (its document id derives from it) and public id. */
  email: string;
  accountId: string;
  /** The account's session generation at sign-in; a reset password or a suspension raises it (user-accounts.ts). */
  generation: number;
  signedInAt: number;
}

export interface Flash {
  kind: 'notice' | 'error';
  message: string;
  /** A secret shown once on the next page: a new API key or MCP token. */
  secret?: { label: string; value: string };
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const flashKey = (id: string): Buffer => createHmac('sha256', id).update('flash').digest();

function seal(id: string, flash: Flash): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', flashKey(id), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(flash), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The flash sealed for this session id; null when it was not (another id, or tampered with). */
function unseal(id: string, stored: string): Flash | null {
  const bytes = Buffer.from(stored, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', flashKey(id), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'),
    ) as Flash;
  } catch {
    return null;
  }
}

export class Sessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string, part: 'session' | 'flash'): string {
    return redisKey(this.prefix, 'web', part, createHash('sha256').update(id).digest('hex'));
  }

  /** A new session id for a fresh sign-in. */
  async create(data: Omit<SessionData, 'signedInAt'>, now: number = Date.now()): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const session: SessionData = { ...data, signedInAt: now };
    await this.redis.set(this.key(id, 'session'), JSON.stringify(session), 'EX', SESSION_IDLE_SECONDS);
    return id;
  }

  /** The live session of this id, its idle time restarted; null when unknown, expired or malformed. */
  async read(id: string, now: number = Date.now()): Promise<SessionData | null> {
    if (!SESSION_ID.test(id)) return null;
    const stored = await this.redis.getex(this.key(id, 'session'), 'EX', SESSION_IDLE_SECONDS);
    if (!stored) return null;
    const session = JSON.parse(stored) as SessionData;
    if (now - session.signedInAt > SESSION_MAX_SECONDS * 1000) {
      await this.destroy(id);
      return null;
    }
    return session;
  }

  async destroy(id: string): Promise<void> {
    if (SESSION_ID.test(id)) await this.redis.del(this.key(id, 'session'), this.key(id, 'flash'));
  }

  async setFlash(id: string, flash: Flash): Promise<void> {
    await this.redis.set(this.key(id, 'flash'), seal(id, flash), 'EX', FLASH_SECONDS);
  }

  async takeFlash(id: string): Promise<Flash | null> {
    const stored = await this.redis.getdel(this.key(id, 'flash'));
    return stored ? unseal(id, stored) : null;
  }
}

/**
 * The cookie options every session and form cookie uses: unreadable to scripts, sent on top-level navigation
 * from other sites but not on their form posts or requests (SameSite=Lax), Secure whenever the service's public
 * address is HTTPS (PUBLIC_URL, or the server's own TLS: src/http/request-origin.ts). No Max-Age: the browser forgets it when it closes, and Redis ends it sooner or later anyway.
 */
export function cookieOptions(ctx: ParameterizedContext) {
  return { httpOnly: true, secure: ctx.secure, sameSite: 'lax', path: '/', overwrite: true } as const;
}
