// GET /events/{id}/similar (ours): the events nearest by meaning to one event, across time, each list item with
// its similarity; paged like every list, the event itself left out. The id answers as GET /events/{id} does
// (404, 401 outside the lookback, 301 to the event a merged one joined).
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { similarEvents } from '../../services/similar-events';
import { API_BASE_PATH } from '../../spec';
import { ApiError, archiveTokenRequired, notFound } from '../errors';
import { pageRequest, PAGING_PARAMETERS, sendPage } from '../pagination';
import { presentEventListItem } from '../presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../validation';
import { parseEventId } from './events';

const SCHEMA = Joi.object<{ limit?: number; cursor?: string }>({ ...PAGING_PARAMETERS });

export function similarEventRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/events/:id/similar', async (ctx) => {
    const params = validateQuery(ctx.query, SCHEMA);
    const id = parseEventId(ctx.params.id);
    const page = pageRequest(params);
    const found = await similarEvents(app, id, callerOf(ctx), page);
    switch (found.kind) {
      case 'missing':
        throw notFound(`no event has the id ${id}`);
      case 'archived':
        throw archiveTokenRequired(found.lookbackDays);
      case 'merged':
        throw new ApiError(
          301,
          'event_merged',
          `event ${id} was merged into event ${found.into}; follow the Location header`,
          { Location: `${API_BASE_PATH}/events/${found.into}/similar` },
        );
      case 'found':
        sendPage(ctx, found.page, page.limit, (event) => ({
          ...presentEventListItem(event),
          similarity: event.similarity,
        }));
    }
  });
  return router;
}
