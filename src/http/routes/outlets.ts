// GET /outlets and GET /outlets/{slug} (SPEC §4 Outlets).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { getOutlet, listOutlets } from '../../services/outlets';
import { notFound } from '../../errors';
import { presentOutlet } from '../../api/presenters/outlet';
import { refuseParameters } from '../../api/query-validation';

export function outletRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/outlets', async (ctx) => {
    refuseParameters(ctx.query);
    const outlets = await listOutlets(app);
    ctx.body = { data: outlets.map(presentOutlet) };
  });
  router.get('/outlets/:slug', async (ctx) => {
    refuseParameters(ctx.query);
    const outlet = await getOutlet(app, ctx.params.slug);
    if (!outlet) throw notFound(`no tracked outlet has the slug "${ctx.params.slug}"`);
    ctx.body = { data: presentOutlet(outlet) };
  });
  return router;
}
