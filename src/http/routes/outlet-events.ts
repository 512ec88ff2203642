// GET /outlets/{slug}/events (SPEC §4 Outlets): the events a tracked outlet covered, latest coverage first;
// every event listed has a source row from that outlet (the list filters on the event's covering outlets).
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { outletBySlug } from '../../outlets/catalog';
import { listEvents } from '../../services/events';
import { notFound } from '../../errors';
import { checkBounds, TIME_PARAMETERS } from '../../api/event-parameters';
import { pageRequest, PAGING_PARAMETERS, sendPage } from '../pagination';
import { presentEventListItem } from '../../api/presenters/event';
import { callerOf } from '../middleware/authenticate';
import { validateQuery } from '../../api/query-validation';

const SCHEMA = Joi.object<{ limit?: number; cursor?: string; since?: Date; until?: Date }>({
  ...PAGING_PARAMETERS,
  ...TIME_PARAMETERS,
});

export function outletEventRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/outlets/:slug/events', async (ctx) => {
    const outlet = outletBySlug(ctx.params.slug);
    if (!outlet) throw notFound(`no tracked outlet has the slug "${ctx.params.slug}"`);
    const params = validateQuery(ctx.query, SCHEMA);
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
