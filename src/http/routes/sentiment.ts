// GET /sentiment/{category}: sentiment of a category's events by side of the spectrum, overall and per day.
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { categorySentiment } from '../../services/sentiment';
import type { WindowInput } from '../../services/time-window';
import { presentCategorySentiment } from '../../api/presenters/sentiment';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

const WINDOW_QUERY = Joi.object<WindowInput>({ since: Joi.date().iso(), until: Joi.date().iso() });

export function sentimentRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/sentiment/:category', async (ctx) => {
    const window = validateQuery(ctx.query, WINDOW_QUERY);
    const result = await categorySentiment(app, callerOf(ctx), {
      ...window,
      category: ctx.params.category,
    });
    ctx.body = presentCategorySentiment(result);
  });
  return router;
}
