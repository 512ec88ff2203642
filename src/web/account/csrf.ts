// CSRF protection for every form. A form carries a token that is an HMAC of what ties it to its
// visitor: the session id for a signed-in visitor (a synchronizer token that needs no storage and changes when
// the session id does, at every sign-in), or, for the anonymous sign-in and sign-up forms, a random value in a
// cookie of its own (a signed double-submit cookie). Another site can make a browser post a form, but cannot
// read the token out of our page nor compute one without the key. The key is random, made once per index prefix
// and kept in Redis (SET NX), so every API process accepts the tokens of every other.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';
import type { ParameterizedContext } from 'koa';
import { redisKey } from '../../store/redis-client';
import { cookieOptions } from './sessions';

export const CSRF_FIELD = 'csrf_token';
const FORM_COOKIE = 'parallax_form';
const FORM_COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export class CsrfTokens {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private hmacKey(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((err: unknown) => {
      this.key = undefined; // try Redis again on the next form
      throw err;
    });
    return this.key;
  }

  private async loadKey(): Promise<Buffer> {
    const name = redisKey(this.prefix, 'web', 'csrf-key');
    await this.redis.set(name, randomBytes(32).toString('base64url'), 'NX');
    const stored = await this.redis.get(name);
    if (!stored) throw new Error('the CSRF key vanished from Redis');
    return Buffer.from(stored, 'base64url');
  }

  /** The token for forms tied to `binding` (a session id, or the anonymous form cookie's value). */
  async token(binding: string): Promise<string> {
    return createHmac('sha256', await this.hmacKey())
      .update(binding)
      .digest('base64url');
  }

  async verify(binding: string, token: unknown): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0) return false;
    const expected = Buffer.from(await this.token(binding));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The token for an anonymous form, setting the visitor's form cookie when it has none yet. */
  async anonymousToken(ctx: ParameterizedContext): Promise<string> {
    let value = formCookie(ctx);
    if (!value) {
      value = randomBytes(32).toString('base64url');
      ctx.cookies.set(FORM_COOKIE, value, cookieOptions(ctx));
    }
    return this.token(value);
  }

  /** Whether an anonymous form's post carries the token of this visitor's form cookie. */
  async verifyAnonymous(ctx: ParameterizedContext, token: unknown): Promise<boolean> {
    const value = formCookie(ctx);
    return value !== undefined && this.verify(value, token);
  }
}

function formCookie(ctx: ParameterizedContext): string | undefined {
  const value = ctx.cookies.get(FORM_COOKIE);
  return value && FORM_COOKIE_VALUE.test(value) ? value : undefined;
}
