// GET /outlets/{slug}/events (SPEC §4 Outlets): the events a tracked outlet covered, latest coverage first;
// every event listed has a source row from that outlet (the list filters on the event's covering outlets).
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { outletBySlug } from '../../outlets/catalog';
import { listEvents } from '../../services/events';
import { notFound } from '../../errors';
import { OUTLET_EVENT_LIST_PARAMETERS } from '../../contract/parameters/event-list';
import { checkBounds } from '../../api/event-parameters';
import { pageRequest, sendPage } from '../pagination';
import { presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

export function outletEventRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/outlets/:slug/events', async (ctx) => {
    const outlet = outletBySlug(ctx.params.slug);
    if (!outlet) throw notFound(`no tracked outlet has the slug "${ctx.params.slug}"`);
    const params = validateQuery(ctx.query, OUTLET_EVENT_LIST_PARAMETERS);
    checkBounds([['since', params.since, 'until', params.until]]);
    const page = pageRequest(params);
    const result = await listEvents(
      app,
      { outlets: [outlet.slug], sort: 'recent', since: params.since, until: params.until },
      callerOf(ctx),
      page,
    );
    sendPage(ctx, result, page.limit, (event) => presentEventListItem(event));
  });
  return router;
}
