// GET /events and GET /events/{id} (SPEC §4 Events): validate, ask the events service, present.
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { getEvent, listEvents } from '../../services/events';
import { DEFAULT_EVENT_SORT, EVENT_SORTS, type EventSort } from '../../spec';
import {
  EMBED_PARAMETER,
  EVENT_FILTER_PARAMETERS,
  eventFilters,
  parseEmbed,
  parseEventId,
  type EventFilterParameters,
} from '../../api/event-parameters';
import { pageRequest, PAGING_PARAMETERS, sendPage } from '../pagination';
import { flagCounts } from '../../feedback/flags';
import { presentEvent, presentEventFeedback, presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';
import { assertServable } from './event-lookup';

interface ListParameters extends EventFilterParameters {
  limit?: number;
  cursor?: string;
  sort: EventSort;
  embed?: string;
}

const LIST_SCHEMA = Joi.object<ListParameters>({
  ...PAGING_PARAMETERS,
  ...EVENT_FILTER_PARAMETERS,
  sort: Joi.string()
    .valid(...EVENT_SORTS)
    .default(DEFAULT_EVENT_SORT),
  embed: EMBED_PARAMETER,
});

/** SPEC §4 Events: `embed` is ignored on a single event (sources and facts are always there). */
const SINGLE_SCHEMA = Joi.object({ embed: Joi.any() });

export function eventRoutes(app: AppContext): Router {
  const router = new Router();

  router.get('/events', async (ctx) => {
    const params = validateQuery(ctx.query, LIST_SCHEMA, ['outlet']);
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
    validateQuery(ctx.query, SINGLE_SCHEMA);
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
