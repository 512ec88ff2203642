// One JSON log line per request, with the request id, status, duration and who called (tier and key id, never
// the key: the X-API-Key header, like every other header and the query string, is not logged).
import type { Middleware } from 'koa';
import type { Caller } from '../../access/caller';
import type { Logger } from '../../log';

export function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const caller = ctx.state.caller as Caller | undefined;
      logger.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          tier: caller?.tier,
          keyId: caller?.keyId ?? undefined,
        },
        'request',
      );
    }
  };
}
