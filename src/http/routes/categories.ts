// GET /categories: the six categories with their live event counts and mean divergence.
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { listCategories } from '../../services/categories';
import { presentCategories } from '../../api/presenters/category';
import { refuseParameters } from '../../api/query-validation';

export function categoryRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/categories', async (ctx) => {
    refuseParameters(ctx.query);
    ctx.body = presentCategories(await listCategories(app));
  });
  return router;
}
