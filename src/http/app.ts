// The Koa application factory: wires middleware and routes around a context, and never listens itself
// (the server entry and the tests do), so tests run the real app on an ephemeral port.
import Koa from 'koa';
import Router from '@koa/router';
import { Authenticator } from '../access/authenticate';
import { DailyCap, dailyCaps, feedDailyCaps, type DailyCaps } from '../access/daily-cap';
import { KeyChanges } from '../access/key-changes';
import { UnknownCredentials, type UnknownCredentialLimit } from '../access/unknown-credentials';
import type { AppContext } from '../context';
import { apiReadClient } from '../services/read-options';
import { notImplemented } from '../errors';
import { allowedMethodsOf, wrongMethod } from './middleware/allowed-methods';
import { accessLog } from './middleware/access-log';
import { authenticate } from './middleware/authenticate';
import { cacheControl } from './middleware/cache-control';
import { compression } from './middleware/compress';
import { conditionalGet } from './middleware/conditional-get';
import { corsPolicy } from './middleware/cors';
import { dailyCapLimit } from './middleware/daily-cap';
import { errorHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { installRequestOrigin } from './request-origin';
import { securityHeaders } from './middleware/security-headers';
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
import { mcpRoute } from '../mcp/route';
import type { PageViewLimit } from '../web/explorer/page-views';
import type { AttemptLimitCounts } from '../web/account/attempt-limits';
import { webPages } from '../web/pages';

export const API_PREFIX = '/api/v2';

/** Knobs for tests only (docs/decisions.md); production passes none and gets SPEC §8 as written. */
export interface AppOptions {
  /** Replaces some tiers' daily caps, so a test can exhaust a cap in a few requests. */
  dailyCaps?: Partial<DailyCaps>;
  /** How long a key lookup is trusted (default 30 s), so a test can watch a revocation arrive. */
  keyCacheTtlMs?: number;
  /** Replaces the feeds' daily cap (FEED_DAILY_CAP), so a test can exhaust it in a few requests. */
  feedDailyCap?: number;
  /** Replaces the anonymous visitors' page-view limit, so a test can reach it in a few pages. */
  pageViews?: PageViewLimit;
  /** Replaces the account pages' sign-in and sign-up limits, so a test reaches them in a few attempts. */
  attemptLimits?: Partial<AttemptLimitCounts>;
  /** Replaces the readers' flag limit (src/feedback/flag-limit.ts), so a test reaches it in a few flags. */
  feedbackFlags?: FlagLimitSetting;
  /** Replaces the per-address limit on lookups of unknown keys and tokens, so a test reaches it in a few. */
  unknownCredentials?: UnknownCredentialLimit;
}

export function createApp(storeContext: AppContext, options: AppOptions = {}): Koa {
  const context: AppContext = { ...storeContext, es: apiReadClient(storeContext.es) };
  const app = new Koa();
  installRequestOrigin(app, context.config);
  const api = new Router({ prefix: API_PREFIX });
  const capOptions = { processes: context.config.apiProcesses, logger: context.logger };
  const dailyCap = new DailyCap(
    context.redis,
    context.config.indexPrefix,
    dailyCaps(options.dailyCaps),
    capOptions,
  );
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
  // Revocations and tier changes made through the account page or the CLI reach this process's caches at once.
  const keyChanges = new KeyChanges(context.redis, context.config.indexPrefix, context.logger);
  const unknownCredentials = new UnknownCredentials(
    context.redis,
    context.config.indexPrefix,
    options.unknownCredentials,
  );
  const authenticator = new Authenticator(
    context,
    context.logger,
    options.keyCacheTtlMs,
    keyChanges,
    unknownCredentials,
  );
  const feedCap = new DailyCap(
    context.redis,
    context.config.indexPrefix,
    feedDailyCaps(options.feedDailyCap),
    {
      ...capOptions,
      counters: 'feedcap',
    },
  );
  // What Koa reports outside the middleware chain: a connection that failed mid-request, such as a slow client
  // cut off by the server's timeouts. One JSON line, instead of Koa's default stack trace on stderr.
  app.on('error', (err: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    context.logger.warn(
      { err: { message: err.message, code: err.code }, requestId: ctx?.state.requestId },
      'connection error',
    );
  });
  // Outermost first. CORS and compression wrap everything, error bodies included; cache headers and ETags look
  // at the final status; the URL bound, authentication and the cap run before any route does work.
  app.use(requestId());
  app.use(securityHeaders());
  app.use(accessLog(context.logger));
  // MCP answers its own requests (bearer tokens, JSON-RPC bodies) before the REST middleware (src/mcp/route.ts).
  app.use(
    mcpRoute(context, {
      dailyCap,
      logger: context.logger,
      keyCacheTtlMs: options.keyCacheTtlMs,
      keyChanges,
      unknownCredentials,
    }),
  );
  app.use(corsPolicy(API_PREFIX));
  app.use(compression());
  app.use(cacheControl());
  app.use(conditionalGet());
  // Web pages and their assets answer every path outside the API and MCP, with HTML errors (src/web/).
  app.use(
    webPages(context, {
      dailyCap,
      keyChanges,
      pageViews: options.pageViews,
      attemptLimits: options.attemptLimits,
      feedbackFlags: options.feedbackFlags,
    }),
  );
  app.use(errorHandler(context.logger));
  app.use(boundedUrl());
  app.use(authenticate(authenticator));
  app.use(dailyCapLimit({ api: dailyCap, feeds: feedCap }, context.logger));
  app.use(allowedMethodsOf(api));
  app.use(api.routes());
  app.use(
    api.allowedMethods({
      throw: true,
      methodNotAllowed: wrongMethod,
      notImplemented,
    }),
  );
  return app;
}
