// GET /market/articles and GET /market/tags (SPEC §4 Market), tiers Max and Business only (the service checks).
import Router from '@koa/router';
import { requireTier } from '../../access/tier-guard';
import type { AppContext } from '../../context';
import { MARKET_TIERS } from '../../spec';
import { MARKET_ARTICLES_PARAMETERS, MARKET_TAGS_PARAMETERS } from '../../contract/parameters/market';
import { countMarketTags, listMarketArticles } from '../../services/market';
import { validateQuery } from '../../api/query-validation';
import { presentMarketArticles, presentMarketTags } from '../../api/presenters/market';
import { callerOf } from '../middleware/authenticate';

export function marketRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/market/articles', async (ctx) => {
    // The tier is checked before the parameters: a caller below Max learns the endpoint is closed to it first.
    const caller = callerOf(ctx);
    requireTier(caller, MARKET_TIERS);
    const { tag, ...rest } = validateQuery(ctx.query, MARKET_ARTICLES_PARAMETERS);
    ctx.body = presentMarketArticles(await listMarketArticles(app, caller, { ...rest, tags: tag }));
  });
  router.get('/market/tags', async (ctx) => {
    const caller = callerOf(ctx);
    requireTier(caller, MARKET_TIERS);
    const input = validateQuery(ctx.query, MARKET_TAGS_PARAMETERS);
    ctx.body = presentMarketTags(await countMarketTags(app, caller, input));
  });
  return router;
}
