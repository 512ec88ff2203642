// GET /sentiment/{category}: sentiment of a category's events by side of the spectrum, overall and per day.
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { categorySentiment } from '../../services/sentiment';
import type { WindowInput } from '../../services/time-window';
import { CATEGORIES, type Category } from '../../spec';
import { invalidParameter } from '../errors';
import { presentCategorySentiment } from '../presenters/sentiment';
import { requestCaller } from '../request-caller';
import { validateQuery } from '../validation';

const WINDOW_QUERY = Joi.object<WindowInput>({ since: Joi.date().iso(), until: Joi.date().iso() });

export function sentimentRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/sentiment/:category', async (ctx) => {
    const category = ctx.params.category as Category;
    if (!CATEGORIES.includes(category)) {
      throw invalidParameter(`category "${category}" must be one of ${CATEGORIES.join(', ')}`);
    }
    const window = validateQuery(ctx.query, WINDOW_QUERY);
    const result = await categorySentiment(app, requestCaller(ctx), { ...window, category });
    ctx.body = presentCategorySentiment(result);
  });
  return router;
}
