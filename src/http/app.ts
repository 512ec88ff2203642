// The Koa application factory: wires middleware and routes around a context, and never listens itself
// (the server entry and the tests do), so tests run the real app on an ephemeral port.
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import type { AppContext } from '../context';
import { ApiError, methodNotAllowed } from './errors';
import { accessLog } from './middleware/access-log';
import { errorHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { outletRoutes } from './routes/outlets';

export const API_PREFIX = '/api/v2';

export function createApp(context: AppContext): Koa {
  const app = new Koa();
  app.proxy = false;
  const api = new Router({ prefix: API_PREFIX });
  for (const routes of [healthRoutes(context), outletRoutes(context), docsRoutes()]) {
    api.use(routes.routes(), routes.allowedMethods());
  }
  app.use(requestId());
  app.use(accessLog(context.logger));
  app.use(errorHandler(context.logger));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  app.use(api.routes());
  app.use(
    api.allowedMethods({
      throw: true,
      methodNotAllowed: () => methodNotAllowed('GET'),
      notImplemented: () => new ApiError(501, 'not_implemented', 'this HTTP method is not supported'),
    }),
  );
  return app;
}
