// Turns every failure into the error body. A store outage (Elasticsearch or Redis unreachable, timing out or
// unavailable) is a 503 with Retry-After, whatever route met it; other unknown errors become a 500 with no detail:
// ES exception text and stack traces go to the log with the request id, never to the client.
import type { Middleware } from 'koa';
import type { Logger } from '../../log';
import { ApiError, internalError, notFound, storeUnavailable } from '../../errors';
import { unavailableStore } from '../../api/store-outage';

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined)
        throw notFound(`no such endpoint: ${ctx.method} ${ctx.path}`);
    } catch (err) {
      let apiError: ApiError;
      const store = unavailableStore(err);
      if (err instanceof ApiError) {
        apiError = err;
      } else if (store) {
        logger.warn({ err, requestId: ctx.state.requestId, path: ctx.path, store }, 'store unavailable');
        apiError = storeUnavailable(store);
      } else if ((err as { expose?: boolean }).expose && statusOf(err) && (statusOf(err) as number) < 500) {
        // Koa's own client errors (for example a malformed request line or URI).
        apiError = new ApiError(statusOf(err) as number, 'invalid_request', (err as Error).message);
      } else {
        logger.error({ err, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
        apiError = internalError();
      }
      ctx.status = apiError.status;
      ctx.set(apiError.headers);
      ctx.body = apiError.toBody();
    }
  };
}
