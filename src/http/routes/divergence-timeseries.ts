// GET /divergence/timeseries: one series of mean divergence over time, across categories unless `category` is
// given; the same parameters, spans and public window as /stats/timeseries (docs/decisions.md). Registered
// before /divergence/{category}, which would otherwise read "timeseries" as a category.
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { divergenceTimeseries } from '../../services/timeseries';
import { validateQuery } from '../../api/query-validation';
import { presentDivergenceTimeseries } from '../../api/presenters/stats';
import { callerOf } from '../middleware/authenticate';
import { SERIES_PARAMETERS } from '../../contract/parameters/timeseries';

export function divergenceTimeseriesRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/divergence/timeseries', async (ctx) => {
    const caller = callerOf(ctx);
    const input = validateQuery(ctx.query, SERIES_PARAMETERS);
    ctx.body = presentDivergenceTimeseries(await divergenceTimeseries(app, caller, input));
  });
  return router;
}
