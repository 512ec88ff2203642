// GET /search (SPEC §4 Search): q required, 2 to 256 characters after trimming; no filters combine with it
// (rule 5), so any other parameter is refused like every unknown parameter. `mode` (ours) picks how q is matched:
// keyword (the default, the spec's search), semantic or hybrid (src/services/search.ts).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { SEARCH_PARAMETERS } from '../../contract/parameters/search';
import { searchEventsIn } from '../../services/search';
import { pageRequest, sendPage } from '../pagination';
import { presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

export function searchRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/search', async (ctx) => {
    const params = validateQuery(ctx.query, SEARCH_PARAMETERS);
    const page = pageRequest(params);
    const result = await searchEventsIn(params.mode, app, params.q, callerOf(ctx), page);
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event));
  });
  return router;
}
