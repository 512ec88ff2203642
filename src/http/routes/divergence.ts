// The divergence shortcuts (SPEC §4 Divergence shortcuts): /divergence/top, /divergence/gaps and
// /divergence/{category}. The fixed paths are declared first; /divergence/timeseries has its own router,
// registered before this one (src/http/app.ts).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { listEvents } from '../../services/events';
import { GAP_LIST_PARAMETERS } from '../../contract/parameters/gaps';
import { PAGING_PARAMETERS } from '../../contract/parameters/paging';
import { listGaps } from '../../services/gaps';
import { CATEGORIES, TOP_DIVERGENCE_WINDOW_MS, type Category } from '../../spec';
import { invalidParameter } from '../../errors';
import { checkBounds } from '../../api/event-parameters';
import { pageRequest, sendPage } from '../pagination';
import { presentEventListItem, presentGapEntry } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

export function divergenceRoutes(app: AppContext): Router {
  const router = new Router();

  router.get('/divergence/top', async (ctx) => {
    const page = pageRequest(validateQuery(ctx.query, PAGING_PARAMETERS));
    const result = await listEvents(
      app,
      { sort: 'divergence', embed: ['sources'], windowMs: TOP_DIVERGENCE_WINDOW_MS },
      callerOf(ctx),
      page,
    );
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event, ['sources']));
  });

  router.get('/divergence/gaps', async (ctx) => {
    const params = validateQuery(ctx.query, GAP_LIST_PARAMETERS);
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
    const page = pageRequest(validateQuery(ctx.query, PAGING_PARAMETERS));
    const result = await listEvents(app, { category, sort: 'divergence' }, callerOf(ctx), page);
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event));
  });

  return router;
}
