// POST /events/{id}/feedback: a key's reader flags the score, a ledger entry, an outlet's framing summary or the
// gap of an event as wrong (docs/decisions.md, "Reader feedback"). The body is JSON of at most 4 KB; any other
// method on the path is a 405 naming POST.
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import type { AppContext } from '../../context';
import { FlagLimit, type FlagLimitSetting } from '../../feedback/flag-limit';
import { checkFlagRequest, flagItem } from '../../feedback/flag-item';
import { presentFlag } from '../../api/presenters/flag';
import { ApiError, invalidParameter, methodNotAllowed } from '../../errors';
import { callerOf } from '../middleware/authenticate';
import { refuseParameters } from '../../api/query-validation';
import { parseEventId } from '../../api/event-parameters';

const BODY_LIMIT = '4kb';
const PATH = '/events/:id/feedback';

export const payloadTooLarge = () =>
  new ApiError(413, 'payload_too_large', `the body is larger than ${BODY_LIMIT.toUpperCase()}`);

/** koa-bodyparser's refusals as the API's errors: too large, or not JSON. */
const jsonBody = bodyParser({
  enableTypes: ['json'],
  jsonLimit: BODY_LIMIT,
  strict: true,
  onerror: (err) => {
    if ((err as { status?: number }).status === 413) throw payloadTooLarge();
    throw invalidParameter('the body is not valid JSON');
  },
});

export function feedbackRoutes(app: AppContext, setting?: FlagLimitSetting): Router {
  const limit = new FlagLimit(app.redis, app.config.indexPrefix, setting);
  const router = new Router();
  router.post(PATH, async (ctx) => {
    refuseParameters(ctx.query);
    const id = parseEventId(ctx.params.id);
    if (!ctx.request.is('application/json')) {
      throw invalidParameter('send the flag as a JSON object with Content-Type: application/json');
    }
    await jsonBody(ctx, async () => undefined);
    const request = checkFlagRequest((ctx.request as { body?: unknown }).body, false);
    const outcome = await flagItem(app, limit, callerOf(ctx), id, request, 'api');
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = { data: presentFlag(outcome) };
  });
  router.all(PATH, () => {
    throw methodNotAllowed('POST');
  });
  return router;
}
