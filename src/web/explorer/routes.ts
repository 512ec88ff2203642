// The explorer's pages (docs/decisions.md, Explorer): the events list at `/`, one event, the coverage gaps, the
// outlets and the divergence trends. Every page counts one page view (page-views.ts) and reads through the same
// services as the REST API with the Caller that view was counted as; pages are never cached, because what they
// show depends on who is reading. A signed-in reader's flag on an event's item posts back to the event's path.
import Router, { type RouterContext } from '@koa/router';
import bodyParser from 'koa-bodyparser';
import type { AppContext } from '../../context';
import { FlagLimit } from '../../feedback/flag-limit';
import { CsrfTokens } from '../account/csrf';
import type { PageServices } from '../page-services';
import { eventPage } from './event-page';
import { eventsPage } from './events-page';
import { postFlag } from './feedback-post';
import { gapsPage } from './gaps-page';
import { lookupPage } from './lookup-page';
import { outletsPage } from './outlets-page';
import type { Page } from './page';
import { PageViews } from './page-views';
import { trendsPage } from './trends-page';

/** A page: the markup to send, or undefined when it answered otherwise (a redirect). */
/** A flag form is a few short fields and at most 500 characters of words, percent-encoded. */
const FLAG_FORM_LIMIT = '8kb';

export function explorerRoutes(app: AppContext, services: PageServices): Router {
  const views = new PageViews(app, services.dailyCap, services.pageViews);
  const csrf = new CsrfTokens(app.redis, app.config.indexPrefix);
  const flags = new FlagLimit(app.redis, app.config.indexPrefix, services.feedbackFlags);
  const router = new Router();
  const serve =
    (page: Page) =>
    async (ctx: RouterContext): Promise<void> => {
      ctx.set('Cache-Control', 'no-store');
      const caller = await views.count(ctx);
      const markup = await page(ctx, caller);
      if (markup === undefined) return;
      ctx.type = 'html';
      ctx.body = markup;
    };
  router.get('/', serve(eventsPage(app)));
  router.get('/events/:id', serve(eventPage(app, csrf)));
  router.post(
    '/events/:id/feedback',
    bodyParser({ enableTypes: ['form'], formLimit: FLAG_FORM_LIMIT }),
    postFlag(app, csrf, views, flags),
  );
  router.get('/gaps', serve(gapsPage(app)));
  router.get('/outlets', serve(outletsPage(app)));
  router.get('/trends', serve(trendsPage(app)));
  router.get('/lookup', serve(lookupPage(app)));
  return router;
}
