// GET /divergence/timeseries: one series of mean divergence over time, across categories unless `category` is
// given; the same parameters, spans and public window as /stats/timeseries (docs/decisions.md). Registered
// before /divergence/{category}, which would otherwise read "timeseries" as a category.
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { divergenceTimeseries } from '../../services/timeseries';
import { validateQuery } from '../validation';
import { presentDivergenceTimeseries } from '../presenters/stats';
import { requestCaller } from '../request-caller';
import { TIMESERIES_QUERY } from './timeseries-query';

export function divergenceTimeseriesRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/divergence/timeseries', async (ctx) => {
    const caller = requestCaller(ctx);
    const input = validateQuery(ctx.query, TIMESERIES_QUERY);
    ctx.body = presentDivergenceTimeseries(await divergenceTimeseries(app, caller, input));
  });
  return router;
}
