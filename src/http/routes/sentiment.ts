// GET /sentiment/{category}: sentiment of a category's events by side of the spectrum, overall and per day.
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { categorySentiment } from '../../services/sentiment';
import { WINDOW_PARAMETERS } from '../../contract/parameters/timeseries';
import { presentCategorySentiment } from '../../api/presenters/sentiment';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

export function sentimentRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/sentiment/:category', async (ctx) => {
    const window = validateQuery(ctx.query, WINDOW_PARAMETERS);
    const result = await categorySentiment(app, callerOf(ctx), {
      ...window,
      category: ctx.params.category,
    });
    ctx.body = presentCategorySentiment(result);
  });
  return router;
}
