// GET /articles/lookup: the other side of an article, by its URL or by its title (src/services/article-lookup.ts).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { lookupArticle } from '../../services/article-lookup';
import { callerOf } from '../middleware/authenticate';
import { presentLookup } from '../../api/presenters/lookup';
import { LOOKUP_SCHEMA } from '../../api/lookup-parameters';
import { validateQuery } from '../../api/query-validation';

export function articleLookupRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/articles/lookup', async (ctx) => {
    const q = validateQuery(ctx.query, LOOKUP_SCHEMA);
    const result = await lookupArticle(app, callerOf(ctx), {
      url: q.url,
      title: q.title,
      text: q.text,
      publishedAt: q.published_at,
    });
    ctx.body = { data: presentLookup(result) };
  });
  return router;
}
