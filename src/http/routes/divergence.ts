// The divergence shortcuts (SPEC §4 Divergence shortcuts): /divergence/top, /divergence/gaps and
// /divergence/{category}. The fixed paths are declared first; /divergence/timeseries has its own router,
// registered before this one (src/http/app.ts).
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { listEvents } from '../../services/events';
import { GAP_SIDES, listGaps } from '../../services/gaps';
import { CATEGORIES, TOP_DIVERGENCE_WINDOW_MS, type Category } from '../../spec';
import { invalidParameter } from '../../errors';
import { CATEGORY_PARAMETER, checkBounds, TIME_PARAMETERS } from '../../api/event-parameters';
import { pageRequest, PAGING_PARAMETERS, sendPage } from '../pagination';
import { presentEventListItem, presentGapEntry } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

const PAGE_ONLY = Joi.object<{ limit?: number; cursor?: string }>(PAGING_PARAMETERS);

const GAPS_SCHEMA = Joi.object<{
  limit?: number;
  cursor?: string;
  category?: Category;
  side?: (typeof GAP_SIDES)[number];
  since?: Date;
  until?: Date;
}>({
  ...PAGING_PARAMETERS,
  category: CATEGORY_PARAMETER,
  side: Joi.string().valid(...GAP_SIDES),
  ...TIME_PARAMETERS,
});

export function divergenceRoutes(app: AppContext): Router {
  const router = new Router();

  router.get('/divergence/top', async (ctx) => {
    const page = pageRequest(validateQuery(ctx.query, PAGE_ONLY));
    const result = await listEvents(
      app,
      { sort: 'divergence', embed: ['sources'], windowMs: TOP_DIVERGENCE_WINDOW_MS },
      callerOf(ctx),
      page,
    );
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event, ['sources']));
  });

  router.get('/divergence/gaps', async (ctx) => {
    const params = validateQuery(ctx.query, GAPS_SCHEMA);
    checkBounds([['since', params.since, 'until', params.until]]);
    const page = pageRequest(params);
    const { category, side, since, until } = params;
    const result = await listGaps(app, { category, side, since, until }, callerOf(ctx), page);
    sendPage(ctx, result, page.limit, (gap) => presentGapEntry(gap));
  });

  router.get('/divergence/:category', async (ctx) => {
    const category = ctx.params.category as Category;
    if (!CATEGORIES.includes(category)) {
      throw invalidParameter(
        `category must be one of ${CATEGORIES.join(', ')}, not "${ctx.params.category}"`,
      );
    }
    const page = pageRequest(validateQuery(ctx.query, PAGE_ONLY));
    const result = await listEvents(app, { category, sort: 'divergence' }, callerOf(ctx), page);
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event));
  });

  return router;
}
