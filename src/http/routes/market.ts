// GET /market/articles and GET /market/tags (SPEC §4 Market), tiers Max and Business only (the service checks).
import Router from '@koa/router';
import Joi from 'joi';
import { requireTier } from '../../access/tier-guard';
import type { AppContext } from '../../context';
import { MARKET_TIERS } from '../../spec';
import { countMarketTags, listMarketArticles, type MarketArticlesInput } from '../../services/market';
import { validateQuery } from '../../api/query-validation';
import { presentMarketArticles, presentMarketTags } from '../../api/presenters/market';
import { callerOf } from '../middleware/authenticate';

const ARTICLES_QUERY = Joi.object<MarketArticlesInput & { tag?: string[] }>({
  tag: Joi.array().items(Joi.string().max(64)),
  outlet: Joi.string().max(200),
  hours: Joi.number().integer(),
  limit: Joi.number().integer(),
  offset: Joi.number().integer(),
});

const TAGS_QUERY = Joi.object<{ hours?: number }>({ hours: Joi.number().integer() });

export function marketRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/market/articles', async (ctx) => {
    // The tier is checked before the parameters: a caller below Max learns the endpoint is closed to it first.
    const caller = callerOf(ctx);
    requireTier(caller, MARKET_TIERS);
    const { tag, ...rest } = validateQuery(ctx.query, ARTICLES_QUERY, ['tag']);
    ctx.body = presentMarketArticles(await listMarketArticles(app, caller, { ...rest, tags: tag }));
  });
  router.get('/market/tags', async (ctx) => {
    const caller = callerOf(ctx);
    requireTier(caller, MARKET_TIERS);
    const input = validateQuery(ctx.query, TAGS_QUERY);
    ctx.body = presentMarketTags(await countMarketTags(app, caller, input));
  });
  return router;
}
