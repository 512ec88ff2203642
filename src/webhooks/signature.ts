// Standard Webhooks signing (https://www.standardwebhooks.com): a secret is `whsec_` + base64 of 32 random bytes,
// and a delivery's `webhook-signature` is `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`
// keyed with the secret's bytes; several signatures (both secrets during a rotation) are separated by spaces.
import { createHash, createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** One `v1,…` signature of a delivery with one secret. */
export function signDelivery(
  secret: string,
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header: one signature per secret that signs now. */
export function signatureHeader(
  secrets: readonly string[],
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((secret) => signDelivery(secret, webhookId, timestampSeconds, body)).join(' ');
}

/**
 * The webhook id of one occurrence for one subscription: the same on every attempt and whichever process
 * detects or sends it, so a receiver can drop a redelivery by its id.
 */
export function webhookId(occurrenceKey: string, subscriptionId: string): string {
  return (
    'msg_' +
    createHash('sha256').update(`${occurrenceKey}\n${subscriptionId}`).digest('base64url').slice(0, 27)
  );
}
