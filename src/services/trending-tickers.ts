// Trending tickers (get_trending_tickers, get_digest): the ticker tags of GET /market/tags over the last `hours`,
// with the count of the `hours` before them, so a ticker's rise shows beside its volume. Two calls of the same
// countMarketTags the endpoint uses (the longer window minus the shorter is the previous one).
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { countMarketTags, MARKET_MAX_HOURS, resolveHours } from './market';
import { TICKER_TAG_PREFIX } from '../spec';

export interface TrendingTicker {
  ticker: string;
  /** Market-relevant articles tagged with it in the last `hours`. */
  count: number;
  /** The same count over the `hours` before those. */
  previous_count: number;
  /** count - previous_count. */
  change: number;
}

export async function trendingTickers(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  hoursInput: number | undefined,
  limit: number,
  now: number = Date.now(),
): Promise<{ hours: number; tickers: TrendingTicker[] }> {
  const hours = resolveHours(hoursInput);
  const [recent, both] = await Promise.all([
    countMarketTags(app, caller, { hours }, now),
    countMarketTags(app, caller, { hours: Math.min(2 * hours, MARKET_MAX_HOURS) }, now),
  ]);
  const twoWindows = new Map(both.tags.map((t) => [t.tag, t.count]));
  const tickers = recent.tags
    .filter((t) => t.tag.startsWith(TICKER_TAG_PREFIX))
    .slice(0, limit)
    .map((t) => {
      const previous = Math.max(0, (twoWindows.get(t.tag) ?? t.count) - t.count);
      return {
        ticker: t.tag.slice(TICKER_TAG_PREFIX.length),
        count: t.count,
        previous_count: previous,
        change: t.count - previous,
      };
    });
  return { hours, tickers };
}
