// scan_portfolio (SPEC §4 MCP server): for each ticker of a list, the recent analysed events that mention it
// (with divergence and the mean sentiment of their coverage) and the recent market articles tagged with it (with
// their sentiment), in one call. Both layers: events for the stories, articles for the raw flow. One daily-cap
// count for the whole call, like one request.
import { z } from 'zod';
import { presentEventListItem } from '../../api/presenters/event';
import { presentMarketArticles } from '../../api/presenters/market';
import { listEvents } from '../../services/events';
import { listMarketArticles, resolveHours } from '../../services/market';
import { roundAverage } from '../../services/round-average';
import { MARKET, TICKER_TAG_PREFIX } from '../../spec';
import { portfolioScan } from '../../contract/portfolio-scan';
import { fitToCap } from '../size-cap';
import { defineTool } from '../tool';
import { tickerSymbols } from './get-market-news';
import { HOUR_MS } from '../../time-units';

const MAX_TICKERS = 20;

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

export const scanPortfolio = defineTool({
  name: 'scan_portfolio',
  title: 'Scan a portfolio of tickers',
  description:
    'For each ticker of a list, in one call: the recent news events that mention it (id, title, divergence score, mean sentiment of the coverage) and the latest market articles tagged with it (outlet, headline, sentiment), plus a sentiment tally. Use it to check holdings or a watch list at once; use get_ticker_news to read deeper on one ticker, get_event to open an event.',
  input: {
    tickers: z
      .array(z.string())
      .min(1)
      .max(MAX_TICKERS)
      .describe(`Upper-case ticker symbols, e.g. ["AAPL", "MSFT", "NVDA"]; 1 to ${MAX_TICKERS}.`),
    hours: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(`How far back to look, in hours: default ${MARKET.defaultHours} (7 days).`),
    per_ticker: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Events and articles to return per ticker (each): default 5, 1 to 20.'),
  },
  output: portfolioScan.shape,
  async run({ app, caller }, args) {
    const symbols = [...new Set(tickerSymbols(args.tickers) as string[])];
    const hours = resolveHours(args.hours);
    const perTicker = args.per_ticker ?? 5;
    const now = Date.now();
    const since = new Date(now - hours * HOUR_MS);
    // Over the size cap, fewer items per ticker rather than fewer tickers: every ticker asked for is answered.
    const scan = (perTicker: number) =>
      Promise.all(
        symbols.map(async (ticker) => {
          const [events, articles] = await Promise.all([
            listEvents(
              app,
              { tickers: [ticker], since, sort: 'recent', embed: ['sources'] },
              caller,
              { limit: perTicker },
              now,
            ),
            listMarketArticles(
              app,
              caller,
              { tags: [TICKER_TAG_PREFIX + ticker], hours, limit: perTicker },
              now,
            ),
          ]);
          const presented = presentMarketArticles(articles).data;
          const tally = { positive: 0, neutral: 0, negative: 0 };
          for (const a of presented) if (a.sentiment) tally[a.sentiment] += 1;
          const scores = presented.flatMap((a) => (a.sentiment_score === null ? [] : [a.sentiment_score]));
          return {
            ticker,
            events: events.items.map((e) => {
              const item = presentEventListItem(e, ['sources']);
              const sentiments = (e.sources ?? []).flatMap((s) =>
                typeof s.sentiment === 'number' ? [s.sentiment] : [],
              );
              return {
                id: item.id,
                title: item.title,
                category: item.category,
                divergence_score: item.divergence_score,
                sentiment: roundAverage(mean(sentiments), 2),
                time_ago: item.time_ago,
                updated_at: item.updated_at,
              };
            }),
            articles: presented,
            article_sentiment: { ...tally, average_score: roundAverage(mean(scores), 2) },
          };
        }),
      );
    const tickers = await fitToCap(perTicker, scan);
    const text = tickers.flatMap((t) => [
      `${t.ticker}: ${t.events.length} events, ${t.articles.length} articles (+${t.article_sentiment.positive}/=${t.article_sentiment.neutral}/-${t.article_sentiment.negative})`,
      ...t.events.map(
        (e) =>
          `  - event #${e.id} [divergence ${e.divergence_score}, sentiment ${e.sentiment ?? 'n/a'}] ${e.title}`,
      ),
      ...t.articles.map((a) => `  - ${a.outlet}: ${a.headline} [${a.sentiment ?? 'unscored'}]`),
    ]);
    return { structured: { hours, tickers }, text: [`Portfolio scan, last ${hours} h:`, ...text].join('\n') };
  },
});
