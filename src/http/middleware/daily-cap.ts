// The daily cap on every counted request (SPEC §5.2, §8), and the IETF rate-limit header fields on every
// response of an identified caller, following draft-ietf-httpapi-ratelimit-headers-11 (May 2026), sections 3
// and 4: `RateLimit-Policy: "daily";q=<cap>;w=86400` and `RateLimit: "daily";r=<remaining>;t=<seconds to reset>`.
// Over the cap: 429 daily_cap_exceeded with Retry-After (the same seconds as t). Redis unreachable: each API
// process serves its share of the cap from memory and counts it back later (src/access/outage-allowance.ts), so
// reads go on within approximate caps instead of every request failing. Feeds are counted by a cap of their own
// (docs/decisions.md, "Feeds"), so a feed reader never spends the API's 5 anonymous requests a day.
import type { Middleware, ParameterizedContext } from 'koa';
import type { CapState, DailyCap } from '../../access/daily-cap';
import type { Logger } from '../../log';
import { dailyCapExceeded } from '../../errors';
import { isApiPath, isCountedPath, isFeedPath } from '../../api/paths';
import { callerOf } from './authenticate';

export const RATE_LIMIT_POLICY_NAME = 'daily';
const WINDOW_SECONDS = 24 * 60 * 60;

export function dailyCapLimit(caps: { api: DailyCap; feeds: DailyCap }, logger: Logger): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path) || ctx.method === 'OPTIONS') return next();
    const caller = callerOf(ctx);
    const dailyCap = isFeedPath(ctx.path) ? caps.feeds : caps.api;
    ctx.set(
      'RateLimit-Policy',
      `"${RATE_LIMIT_POLICY_NAME}";q=${dailyCap.caps[caller.tier]};w=${WINDOW_SECONDS}`,
    );
    if (!isCountedPath(ctx.path)) {
      // Read, not counted, alongside the route (so /health stays as fast as its own checks when Redis is
      // slow); when the read fails the response goes without `RateLimit`, and /usage answers 503 itself.
      const reading = dailyCap.peek(caller).catch((err: Error) => {
        logger.warn({ err: { message: err.message }, requestId: ctx.state.requestId }, 'cap read failed');
        return undefined;
      });
      ctx.state.capReading = reading;
      await next();
      const state = await reading;
      if (state) setRateLimit(ctx, state);
      return;
    }
    const state = await dailyCap.consume(caller);
    setRateLimit(ctx, state);
    ctx.state.capReading = Promise.resolve(state);
    if (!state.allowed) throw dailyCapExceeded(state.cap, state.resetSeconds);
    await next();
  };
}

function setRateLimit(ctx: ParameterizedContext, state: CapState): void {
  ctx.set('RateLimit', `"${RATE_LIMIT_POLICY_NAME}";r=${state.remaining};t=${state.resetSeconds}`);
}

/** Today's figures for the caller, as the cap middleware read or counted them; undefined when Redis failed. */
export function capStateOf(ctx: ParameterizedContext): Promise<CapState | undefined> {
  return (ctx.state.capReading as Promise<CapState | undefined> | undefined) ?? Promise.resolve(undefined);
}
