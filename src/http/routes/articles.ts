// GET /articles: stored articles one by one, with filters (docs/decisions.md).
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { listArticles } from '../../services/articles';
import { pageRequest, PAGING_PARAMETERS, sendPage } from '../pagination';
import { presentArticle } from '../../api/presenters/article';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

interface ArticlesQuery {
  outlet?: string[];
  tag?: string[];
  event_id?: number;
  since?: Date;
  until?: Date;
  limit?: number;
  cursor?: string;
}

/** The filters of GET /articles, shared by its export. */
export const ARTICLE_FILTER_PARAMETERS = {
  outlet: Joi.array().items(Joi.string().max(100)),
  tag: Joi.array().items(Joi.string().max(64)),
  event_id: Joi.number().integer().min(1),
  since: Joi.date().iso(),
  until: Joi.date().iso(),
};

const ARTICLES_QUERY = Joi.object<ArticlesQuery>({ ...ARTICLE_FILTER_PARAMETERS, ...PAGING_PARAMETERS });

export function articleRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/articles', async (ctx) => {
    const q = validateQuery(ctx.query, ARTICLES_QUERY, ['outlet', 'tag']);
    const page = pageRequest(q);
    const filters = { outlets: q.outlet, tags: q.tag, eventId: q.event_id, since: q.since, until: q.until };
    const result = await listArticles(app, callerOf(ctx), filters, page);
    sendPage(ctx, result, page.limit, presentArticle);
  });
  return router;
}
