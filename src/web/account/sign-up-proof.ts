// The proof of work a sign-up carries: a hashcash challenge the server issues with the form and the page's own
// script solves (src/web/assets/sign-up-proof.js, WebCrypto SHA-256). The challenge is
// `expires.bits.nonce.mac`: when it stops being accepted (Unix seconds), the leading zero bits asked for, 16
// random bytes, and an HMAC-SHA256 of the three under a key derived from the server secret every process shares
// (the cursor secret), so issuing one costs no store write and no process can be handed a challenge it did not
// sign. A solution is a decimal counter such that SHA-256(`challenge:solution`) starts with that many zero bits.
// A solved challenge is spent in Redis (SET NX until it expires), so one solution makes one account at most, on
// any process. A person's browser solves it while they type; a script making accounts by the thousand pays for
// each one.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';
import { redisKey } from '../../store/redis-client';

/** Long enough for a person who opens the page and comes back to it; the page solves a fresh one on reload. */
export const PROOF_LIFETIME_SECONDS = 30 * 60;
export const PROOF_CHALLENGE_FIELD = 'proof_challenge';
export const PROOF_SOLUTION_FIELD = 'proof_solution';

const CHALLENGE = /^(\d{10})\.(\d{1,2})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const SOLUTION = /^\d{1,16}$/;

export type ProofCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'spent';

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export class SignUpProofs {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** The shared server secret; the HMAC key is derived from it, so the two uses never share a key. */
    private readonly secret: () => Promise<Buffer>,
    readonly bits: number,
  ) {}

  private async mac(fields: string): Promise<string> {
    const key = createHmac('sha256', await this.secret())
      .update('parallax sign-up proof')
      .digest();
    return createHmac('sha256', key).update(fields).digest('base64url');
  }

  /** A new challenge for a sign-up form. */
  async issue(nowMs: number = Date.now()): Promise<string> {
    const expires = Math.floor(nowMs / 1000) + PROOF_LIFETIME_SECONDS;
    const fields = `${expires}.${this.bits}.${randomBytes(16).toString('base64url')}`;
    return `${fields}.${await this.mac(fields)}`;
  }

  /** Checks a posted challenge and solution; a good one is spent, so it is 'ok' once only. */
  async spend(challenge: unknown, solution: unknown, nowMs: number = Date.now()): Promise<ProofCheck> {
    if (typeof challenge !== 'string' || typeof solution !== 'string' || !challenge || !solution)
      return 'missing';
    const parts = CHALLENGE.exec(challenge);
    if (!parts || !SOLUTION.test(solution)) return 'invalid';
    const [, expires, bits, , mac] = parts;
    const expected = Buffer.from(await this.mac(challenge.slice(0, challenge.lastIndexOf('.'))));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return 'invalid';
    // A challenge issued before the difficulty was raised is not worth less than the current one.
    if (Number(bits) < this.bits) return 'invalid';
    const secondsLeft = Number(expires) - Math.floor(nowMs / 1000);
    if (secondsLeft <= 0) return 'expired';
    const digest = createHash('sha256').update(`${challenge}:${solution}`).digest();
    if (leadingZeroBits(digest) < Number(bits)) return 'invalid';
    const spent = await this.redis.set(
      redisKey(this.prefix, 'web', 'sign-up-proof', mac),
      '1',
      'EX',
      secondsLeft,
      'NX',
    );
    return spent === 'OK' ? 'ok' : 'spent';
  }
}
