// The API key format and its hash (SPEC §5.1, §5.4). A key is `plx_` plus 32 random bytes in base64url: the
// prefix makes a leaked key recognisable to secret scanners and to people, the 256 random bits make guessing
// hopeless. Only SHA-256 of the key is stored. A slow password hash (bcrypt, scrypt, argon2) exists to make
// guessing low-entropy passwords expensive after a database leak; a 256-bit random key cannot be guessed
// however fast the hash is, so one fast SHA-256 lets every request be checked without burning CPU.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const API_KEY_PREFIX = 'plx_';
const KEY_BYTES = 32;
/** 32 bytes are 43 base64url characters (no padding). */
const API_KEY_PATTERN = /^plx_[A-Za-z0-9_-]{43}$/;
/** Characters of the key shown by `keys list` and in the account record: the prefix plus 4, never enough to use. */
const SHOWN_HEAD = API_KEY_PREFIX.length + 4;

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
}

/** A cheap shape check: anything else is refused without a store lookup. */
export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time equality of two hex digests, so no comparison leaks how many leading characters matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** What a person may see of a key: `plx_AbCd…wxyz`. */
export function displayedKey(key: string): { prefix: string; last4: string } {
  return { prefix: key.slice(0, SHOWN_HEAD), last4: key.slice(-4) };
}

/**
 * `text` with anything shaped like a key or an MCP token (`plxmcp_` + 43, src/access/mcp-tokens.ts) masked: for
 * log fields a client controls, such as the path.
 */
export function redactApiKeys(text: string): string {
  return text.replace(/(plx_|plxmcp_)[A-Za-z0-9_-]{43}/g, '$1[redacted]');
}

/** A public id for the key (`key_` + 12 hex), used in logs, counters and the CLI instead of the key. */
export function generateKeyId(): string {
  return `key_${randomBytes(6).toString('hex')}`;
}
