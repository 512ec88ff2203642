// Who a page view is read as, and the limit it counts against (docs/decisions.md, Explorer). An anonymous visitor
// reads at the anonymous tier's lookback and gets a per-address allowance of page views per hour, separate from
// the API's 5 requests a day, which would end a visit after one page. A signed-in visitor reads at their
// account's tier, and each page view counts against the account's daily cap (SPEC §8), the counter its keys and
// MCP tokens share, so the pages are never a way around a tier's cap. Over either limit: 429 with Retry-After.
import type { ParameterizedContext } from 'koa';
import { anonymousCaller, type Caller } from '../../access/caller';
import { capSubject } from '../../access/client-address';
import type { DailyCap } from '../../access/daily-cap';
import { ApiError } from '../../errors';
import type { AppContext } from '../../context';
import { redisKey } from '../../store/redis-client';
import { WindowCounter } from '../../store/window-counter';
import { signedInAccount, type SignedInAccount } from '../signed-in';

export interface PageViewLimit {
  /** Page views one address may make in a window. */
  views: number;
  windowSeconds: number;
}

/** A reader opens a page every few seconds at most; 120 an hour is a long, busy visit, never a crawl. */
export const ANONYMOUS_PAGE_VIEWS: PageViewLimit = { views: 120, windowSeconds: 60 * 60 };

/** The daily-cap identity of an account's page views: the account itself, as for its keys (daily-cap.ts). */
export function accountPageCaller(account: SignedInAccount, address: string): Caller {
  return { tier: account.tier, keyId: null, accountId: account.id, address };
}

const tooManyPageViews = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'page_view_limit', message, { 'Retry-After': String(retryAfterSeconds) });

export class PageViews {
  private readonly anonymous: WindowCounter;

  constructor(
    app: Pick<AppContext, 'redis' | 'config'>,
    private readonly dailyCap: DailyCap,
    readonly limit: PageViewLimit = ANONYMOUS_PAGE_VIEWS,
  ) {
    this.anonymous = new WindowCounter(app.redis, redisKey(app.config.indexPrefix, 'page-views'), {
      count: limit.views,
      windowSeconds: limit.windowSeconds,
    });
  }

  /** Counts this page view and returns the Caller it reads as; throws a 429 over the limit. */
  async count(ctx: ParameterizedContext): Promise<Caller> {
    const account = signedInAccount(ctx);
    if (account) {
      const caller = accountPageCaller(account, ctx.ip);
      const state = await this.dailyCap.consume(caller);
      if (!state.allowed) {
        throw tooManyPageViews(
          `Your ${account.tier} account has opened its ${state.cap} pages for today. ` +
            'Its allowance starts again at 00:00 UTC.',
          state.resetSeconds,
        );
      }
      return caller;
    }
    const retryAfterSeconds = await this.anonymous.count(capSubject(ctx.ip));
    if (retryAfterSeconds !== null) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw tooManyPageViews(
        `Visitors who are not signed in can open ${this.limit.views} pages an hour. ` +
          `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in to browse with your account.`,
        retryAfterSeconds,
      );
    }
    return anonymousCaller(ctx.ip);
  }
}
