// GET /categories: the six categories with their live event counts and mean divergence.
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { listCategories } from '../../services/categories';
import { presentCategories } from '../presenters/category';
import { validateQuery } from '../validation';

export function categoryRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/categories', async (ctx) => {
    validateQuery(ctx.query, Joi.object({}));
    ctx.body = presentCategories(await listCategories(app));
  });
  return router;
}
