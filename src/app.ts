// The composition root: builds the Koa application from the three adapters (the MCP route, the web pages and the
// REST API) and the middleware that wraps them all, around one context; it never listens itself (the server entry
// and the tests do), so tests run the real app on an ephemeral port.
import Koa from 'koa';
import { DailyCap, dailyCaps, type DailyCaps } from './access/daily-cap';
import { KeyChanges } from './access/key-changes';
import { UnknownCredentials, type UnknownCredentialLimit } from './access/unknown-credentials';
import type { AppContext } from './context';
import type { FlagLimitSetting } from './feedback/flag-limit';
import { API_PREFIX, restApi } from './http/app';
import { accessLog } from './http/middleware/access-log';
import { cacheControl } from './http/middleware/cache-control';
import { compression } from './http/middleware/compress';
import { conditionalGet } from './http/middleware/conditional-get';
import { corsPolicy } from './http/middleware/cors';
import { requestId } from './http/middleware/request-id';
import { securityHeaders } from './http/middleware/security-headers';
import { installRequestOrigin } from './http/request-origin';
import { mcpRoute } from './mcp/route';
import { apiReadClient } from './services/read-options';
import type { AttemptLimitCounts } from './web/account/attempt-limits';
import type { PageViewLimit } from './web/explorer/page-views';
import { webPages } from './web/pages';

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
  // One daily cap for the API, MCP and signed-in page views, so a key's use is counted once wherever it reads.
  const dailyCap = new DailyCap(context.redis, context.config.indexPrefix, dailyCaps(options.dailyCaps), {
    processes: context.config.apiProcesses,
    logger: context.logger,
  });
  // Revocations and tier changes made through the account page or the CLI reach this process's caches at once.
  const keyChanges = new KeyChanges(context.redis, context.config.indexPrefix, context.logger);
  const unknownCredentials = new UnknownCredentials(
    context.redis,
    context.config.indexPrefix,
    options.unknownCredentials,
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
  // at the final status; in the REST API the URL bound, authentication and the cap run before any route does work.
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
  // Whatever the pages passed on: the REST API, with JSON error bodies and its 404, 405 and 501 answers.
  app.use(
    restApi(
      context,
      { dailyCap, keyChanges, unknownCredentials },
      {
        keyCacheTtlMs: options.keyCacheTtlMs,
        feedDailyCap: options.feedDailyCap,
        feedbackFlags: options.feedbackFlags,
      },
    ),
  );
  return app;
}
