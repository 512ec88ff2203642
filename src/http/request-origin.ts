// Who a request came from and whether the service's public address is HTTPS, for every middleware that asks
// Koa (ctx.ip, ctx.protocol, ctx.secure, and the cookies module's refusal of Secure cookies over plain HTTP).
// Koa's own `app.proxy` is not used: it believes X-Forwarded-For, -Proto and -Host from any peer and counts only
// hops, while TRUST_PROXY may name the proxies' addresses (src/http/forwarded-client.ts), and the scheme comes
// from PUBLIC_URL or the server's own TLS, never from a header.
import type Koa from 'koa';
import type { Config } from '../config';
import { forwardedClient } from './forwarded-client';

export function installRequestOrigin(app: Koa, config: Pick<Config, 'trustProxy' | 'publicUrl'>): void {
  const client = forwardedClient(config.trustProxy);
  const publicHttps = config.publicUrl?.startsWith('https:') ?? false;
  // app.request is the prototype of every ctx.request of this app, so these getters replace Koa's for it alone.
  Object.defineProperties(app.request, {
    ip: {
      get(this: Koa.Request): string {
        return client(this.socket.remoteAddress ?? '', this.get('X-Forwarded-For') || undefined);
      },
    },
    protocol: {
      get(this: Koa.Request): string {
        return publicHttps || (this.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      },
    },
  });
}
