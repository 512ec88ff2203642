// GET /articles/lookup: the other side of an article, by its URL or by its title (src/services/article-lookup.ts).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { lookupArticle } from '../../services/article-lookup';
import { callerOf } from '../middleware/authenticate';
import { presentLookup } from '../../api/presenters/lookup';
import { LOOKUP_PARAMETERS } from '../../contract/parameters/lookup';
import { lookupInput } from '../../api/lookup-parameters';
import { validateQuery } from '../../api/query-validation';

export function articleLookupRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/articles/lookup', async (ctx) => {
    const q = lookupInput(validateQuery(ctx.query, LOOKUP_PARAMETERS));
    const result = await lookupArticle(app, callerOf(ctx), q);
    ctx.body = { data: presentLookup(result) };
  });
  return router;
}
