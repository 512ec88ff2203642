// GET /events and GET /events/{id} (SPEC §4 Events): validate, ask the events service, present.
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { getEvent, listEvents } from '../../services/events';
import { EVENT_DETAIL_PARAMETERS, EVENT_LIST_PARAMETERS } from '../../contract/parameters/event-list';
import { eventFilters, parseEmbed, parseEventId } from '../../api/event-parameters';
import { pageRequest, sendPage } from '../pagination';
import { flagCounts } from '../../feedback/flags';
import { presentEvent, presentEventFeedback, presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';
import { assertServable } from './event-lookup';

export function eventRoutes(app: AppContext): Router {
  const router = new Router();

  router.get('/events', async (ctx) => {
    const params = validateQuery(ctx.query, EVENT_LIST_PARAMETERS);
    const embed = parseEmbed(params.embed);
    const page = pageRequest(params);
    const result = await listEvents(
      app,
      { ...eventFilters(params), sort: params.sort, embed },
      callerOf(ctx),
      page,
    );
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event, embed));
  });

  router.get('/events/:id', async (ctx) => {
    validateQuery(ctx.query, EVENT_DETAIL_PARAMETERS);
    const id = parseEventId(ctx.params.id);
    // The flags are counted alongside the event read; an unknown event simply has none.
    const [found, counts] = await Promise.all([getEvent(app, id, callerOf(ctx)), flagCounts(app, id)]);
    assertServable(found, id);
    ctx.body = {
      data: { ...presentEvent(found.event), feedback: presentEventFeedback(found.event, counts) },
    };
  });

  return router;
}
