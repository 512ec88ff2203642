// GET /search (SPEC §4 Search): q required, 2 to 256 characters after trimming; no filters combine with it
// (rule 5), so any other parameter is refused like every unknown parameter. `mode` (ours) picks how q is matched:
// keyword (the default, the spec's search), semantic or hybrid (src/services/search.ts).
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MODES,
  searchEventsIn,
  type SearchMode,
} from '../../services/search';
import { SEARCH_MIN_QUERY_LENGTH } from '../../spec';
import { pageRequest, PAGING_PARAMETERS, sendPage } from '../pagination';
import { presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

const TOO_SHORT = `q must be at least ${SEARCH_MIN_QUERY_LENGTH} characters after trimming spaces`;

const SCHEMA = Joi.object<{ q: string; mode: SearchMode; limit?: number; cursor?: string }>({
  q: Joi.string()
    .trim()
    .min(SEARCH_MIN_QUERY_LENGTH)
    .max(SEARCH_MAX_QUERY_LENGTH)
    .required()
    .messages({
      'any.required': `q is required: the words to search event titles and summaries for`,
      'string.empty': TOO_SHORT,
      'string.min': TOO_SHORT,
      'string.max': `q must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`,
    }),
  mode: Joi.string()
    .valid(...SEARCH_MODES)
    .default('keyword')
    .messages({ 'any.only': `mode must be one of ${SEARCH_MODES.join(', ')}` }),
  ...PAGING_PARAMETERS,
});

export function searchRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/search', async (ctx) => {
    const params = validateQuery(ctx.query, SCHEMA);
    const page = pageRequest(params);
    const result = await searchEventsIn(params.mode, app, params.q, callerOf(ctx), page);
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event));
  });
  return router;
}
