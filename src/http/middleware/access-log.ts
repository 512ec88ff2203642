// One JSON log line per request, with the request id, status and duration.
import type { Middleware } from 'koa';
import type { Logger } from '../../log';

export function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      logger.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    }
  };
}
