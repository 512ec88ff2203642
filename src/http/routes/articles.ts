// GET /articles: stored articles one by one, with filters (docs/decisions.md).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { ARTICLE_LIST_PARAMETERS } from '../../contract/parameters/articles';
import { listArticles } from '../../services/articles';
import { pageRequest, sendPage } from '../pagination';
import { presentArticle } from '../../api/presenters/article';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

export function articleRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/articles', async (ctx) => {
    const q = validateQuery(ctx.query, ARTICLE_LIST_PARAMETERS);
    const page = pageRequest(q);
    const filters = { outlets: q.outlet, tags: q.tag, eventId: q.event_id, since: q.since, until: q.until };
    const result = await listArticles(app, callerOf(ctx), filters, page);
    sendPage(ctx, result, page.limit, presentArticle);
  });
  return router;
}
