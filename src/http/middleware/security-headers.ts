// Security headers on every answer, through helmet (koa-helmet): the API serves JSON only, so its policy
// forbids everything a browser could do with a response (no scripts, no framing, no referrer, no MIME
// sniffing). A route that serves a page sets its own Content-Security-Policy over this one (the Redoc page,
// src/http/routes/docs.ts). HSTS is sent when the service's public address is HTTPS: PUBLIC_URL says so, or the
// server speaks TLS itself (src/http/request-origin.ts). Never because of a header: a forged X-Forwarded-Proto
// cannot turn it on (over plain HTTP a browser would ignore it anyway, RFC 6797 §8.1).
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/** The JSON API's policy: nothing may load, frame or be framed. */
const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The policy as helmet writes it. */
export const API_CONTENT_SECURITY_POLICY = Object.entries(API_CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join(';');

/** What answers that never reach Koa (src/http/client-errors.ts) carry of the same policy. */
export const JSON_SECURITY_HEADERS = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function securityHeaders(): Middleware {
  const common = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    // The API is public read-only data, readable cross-origin by design (CORS allows any origin).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: ONE_YEAR_SECONDS, includeSubDomains: true });
  return async (ctx, next) => (ctx.secure ? common(ctx, () => hsts(ctx, next)) : common(ctx, next));
}
