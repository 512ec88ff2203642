// GET /usage (ours, beyond the spec; docs/decisions.md): the caller's tier, daily cap, requests used and left
// today, when the count resets (00:00 UTC) and the tier's lookback (null = full archive). Reading it is not
// counted; its figures are the ones the cap middleware read for this request, so it costs one Redis round trip.
import Router from '@koa/router';
import type { Usage } from '../../contract/usage';
import { TIER_LIMITS } from '../../spec';
import { unavailableRetryLater } from '../../errors';
import { callerOf } from '../middleware/authenticate';
import { capStateOf } from '../middleware/daily-cap';
import { refuseParameters } from '../../api/query-validation';

export function usageRoutes(): Router {
  const router = new Router();
  router.get('/usage', async (ctx) => {
    refuseParameters(ctx.query);
    const caller = callerOf(ctx);
    const cap = await capStateOf(ctx);
    if (!cap) throw unavailableRetryLater('the request counter is unavailable; retry shortly', 10);
    const data: Usage = {
      tier: caller.tier,
      daily_cap: cap.cap,
      used: cap.used,
      remaining: cap.remaining,
      resets_at: cap.resetAt.toISOString(),
      lookback_days: TIER_LIMITS[caller.tier].lookbackDays,
    };
    ctx.body = { data };
  });
  return router;
}
