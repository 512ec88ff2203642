// The REST adapter: the API's routes under /api/v2 behind its own middleware (JSON error bodies, the URL bound,
// authentication, the daily caps, 405 and 501 answers). The composition root (src/app.ts) mounts it last, after
// the middleware every adapter shares, the MCP route and the web pages.
import type { DefaultState, Middleware } from 'koa';
import compose from 'koa-compose';
import Router, { type RouterContext } from '@koa/router';
import { Authenticator } from '../access/authenticate';
import { DailyCap, feedDailyCaps } from '../access/daily-cap';
import type { KeyChanges } from '../access/key-changes';
import type { UnknownCredentials } from '../access/unknown-credentials';
import type { AppContext } from '../context';
import { notImplemented } from '../errors';
import { allowedMethodsOf, wrongMethod } from './middleware/allowed-methods';
import { authenticate } from './middleware/authenticate';
import { dailyCapLimit } from './middleware/daily-cap';
import { errorHandler } from './middleware/errors';
import { boundedUrl } from './middleware/url-length';
import { articleLookupRoutes } from './routes/article-lookup';
import { articleRoutes } from './routes/articles';
import { categoryRoutes } from './routes/categories';
import { divergenceTimeseriesRoutes } from './routes/divergence-timeseries';
import { docsRoutes } from './routes/docs';
import { feedRoutes } from './routes/feeds';
import { healthRoutes } from './routes/health';
import { marketRoutes } from './routes/market';
import { outletRoutes } from './routes/outlets';
import { eventRoutes } from './routes/events';
import { feedbackRoutes } from './routes/feedback';
import type { FlagLimitSetting } from '../feedback/flag-limit';
import { exportRoutes } from './routes/export';
import { searchRoutes } from './routes/search';
import { similarEventRoutes } from './routes/similar-events';
import { divergenceRoutes } from './routes/divergence';
import { outletEventRoutes } from './routes/outlet-events';
import { usageRoutes } from './routes/usage';
import { sentimentRoutes } from './routes/sentiment';
import { statsRoutes } from './routes/stats';
import { webhookRoutes } from './routes/webhooks';

export const API_PREFIX = '/api/v2';

/** What the REST API shares with the other adapters: the daily cap, key change announcements, the unknown-key limit. */
export interface RestServices {
  dailyCap: DailyCap;
  keyChanges: KeyChanges;
  unknownCredentials: UnknownCredentials;
}

/** Knobs for tests only (AppOptions in src/app.ts). */
export interface RestOptions {
  keyCacheTtlMs?: number;
  feedDailyCap?: number;
  feedbackFlags?: FlagLimitSetting;
}

export function restApi(
  context: AppContext,
  services: RestServices,
  options: RestOptions = {},
): Middleware<DefaultState, RouterContext> {
  const { dailyCap } = services;
  const api = new Router({ prefix: API_PREFIX });
  for (const routes of [
    healthRoutes(context),
    outletRoutes(context),
    docsRoutes(),
    eventRoutes(context),
    feedbackRoutes(context, options.feedbackFlags),
    similarEventRoutes(context),
    searchRoutes(context),
    divergenceTimeseriesRoutes(context), // before the /divergence/:category router
    divergenceRoutes(context),
    outletEventRoutes(context),
    usageRoutes(),
    marketRoutes(context),
    statsRoutes(context),
    sentimentRoutes(context),
    categoryRoutes(context),
    articleRoutes(context),
    articleLookupRoutes(context),
    feedRoutes(context),
    webhookRoutes(context),
    exportRoutes(context, dailyCap), // exports charge the daily cap per row as they stream
  ]) {
    api.use(routes.routes(), routes.allowedMethods());
  }
  const authenticator = new Authenticator(context, {
    logger: context.logger,
    cacheTtlMs: options.keyCacheTtlMs,
    keyChanges: services.keyChanges,
    unknownCredentials: services.unknownCredentials,
  });
  const feedCap = new DailyCap(
    context.redis,
    context.config.indexPrefix,
    feedDailyCaps(options.feedDailyCap),
    {
      processes: context.config.apiProcesses,
      logger: context.logger,
      counters: 'feedcap',
    },
  );
  return compose<RouterContext>([
    errorHandler(context.logger),
    boundedUrl(),
    authenticate(authenticator),
    dailyCapLimit({ api: dailyCap, feeds: feedCap }, context.logger),
    allowedMethodsOf(api),
    api.routes(),
    api.allowedMethods({
      throw: true,
      methodNotAllowed: wrongMethod,
      notImplemented,
    }),
  ]);
}
