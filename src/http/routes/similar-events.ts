// GET /events/{id}/similar (ours): the events nearest by meaning to one event, across time, each list item with
// its similarity; paged like every list, the event itself left out. The id answers as GET /events/{id} does
// (404, 401 outside the lookback, 301 to the event a merged one joined).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { similarEvents } from '../../services/similar-events';
import { PAGING_PARAMETERS } from '../../contract/parameters/paging';
import { pageRequest, sendPage } from '../pagination';
import { presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';
import { assertServable } from './event-lookup';
import { parseEventId } from '../../api/event-parameters';

export function similarEventRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/events/:id/similar', async (ctx) => {
    const params = validateQuery(ctx.query, PAGING_PARAMETERS);
    const id = parseEventId(ctx.params.id);
    const page = pageRequest(params);
    const found = await similarEvents(app, id, callerOf(ctx), page);
    assertServable(found, id, '/similar');
    sendPage(ctx, found.page, page.limit, (event) => ({
      ...presentEventListItem(event),
      similarity: event.similarity,
    }));
  });
  return router;
}
