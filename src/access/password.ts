// Account passwords: the rules a new password must meet (NIST SP 800-63B rev. 4, §3.1.1.2) and its
// hash. scrypt from node:crypto with N=2^15, r=8, p=3 (OWASP's equivalent of N=2^17, p=1 at a quarter of the
// memory: 32 MiB per hash, so a burst of sign-ins cannot take the process's memory), a random 16-byte salt per
// password and a 32-byte output. The parameters are stored with each hash, so they can be raised later without
// locking anyone out. scrypt runs on libuv's thread pool and never blocks the event loop.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 256;

const PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** scrypt needs 128 * N * r bytes; Node refuses anything over maxmem (32 MiB by default), so leave headroom. */
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, HASH_BYTES, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * NIST asks verifiers to normalise Unicode before hashing, so the same password typed on two keyboards that
 * produce different code points for one character still matches.
 */
const normalised = (password: string): string => password.normalize('NFKC');

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(normalised(password), salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A stored hash no password matches, verified when there is no account so both answers take as long. */
const UNMATCHABLE = [
  'scrypt',
  PARAMETERS.N,
  PARAMETERS.r,
  PARAMETERS.p,
  randomBytes(SALT_BYTES).toString('base64url'),
  Buffer.alloc(HASH_BYTES).toString('base64url'),
].join('$');

/**
 * Whether `password` matches `stored` (constant-time comparison). With `stored` undefined (no such account) the
 * same work is done against a hash nothing matches, and the answer is false.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = (stored ?? UNMATCHABLE).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(normalised(password), Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Why a new password is refused, or null when it is fine. NIST SP 800-63B rev. 4: at least 15 characters for a
 * password used alone, at least 64 allowed, every character allowed (spaces too), no composition rules; refuse
 * values that are easy to guess for this account. Length counts code points, as a person counts characters.
 */
export function passwordProblem(password: string, email: string): string | null {
  const characters = [...normalised(password)];
  if (characters.length < PASSWORD_MIN_LENGTH)
    return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters; a few words in a row are easy to remember.`;
  if (characters.length > PASSWORD_MAX_LENGTH)
    return `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (new Set(characters).size <= 2)
    return 'That password repeats one or two characters; choose one that is harder to guess.';
  const lower = password.toLowerCase();
  const localPart = email.split('@')[0];
  if (lower.includes(email) || (localPart.length >= 4 && lower.includes(localPart)))
    return 'Choose a password that does not contain your email address.';
  if (lower.includes('parallax')) return 'Choose a password that does not contain the name of this service.';
  return null;
}
