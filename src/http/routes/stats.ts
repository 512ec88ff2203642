// GET /stats (the Stats snapshot, cached 60 s) and GET /stats/timeseries (SPEC §4 Stats).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { getStats } from '../../services/stats';
import { statsTimeseries } from '../../services/timeseries';
import { refuseParameters, validateQuery } from '../../api/query-validation';
import { presentStats, presentTimeseries } from '../../api/presenters/stats';
import { callerOf } from '../middleware/authenticate';
import { SERIES_PARAMETERS } from '../../contract/parameters/timeseries';

export function statsRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/stats', async (ctx) => {
    refuseParameters(ctx.query);
    ctx.body = presentStats(await getStats(app));
  });
  router.get('/stats/timeseries', async (ctx) => {
    const caller = callerOf(ctx);
    const input = validateQuery(ctx.query, SERIES_PARAMETERS);
    ctx.body = presentTimeseries(await statsTimeseries(app, caller, input));
  });
  return router;
}
