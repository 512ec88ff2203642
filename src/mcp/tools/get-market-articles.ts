// get_market_articles (SPEC §4 MCP server): mirrors GET /market/articles exactly (tag AND filter, outlet display
// name, hours, limit 1-200 default 50 clamped, offset), through the same service and presenter. Raw-article
// layer: articles are not clustered, so one story from several outlets appears several times.
import { MARKET_ARTICLES_PARAMETERS } from '../../contract/parameters/market';
import { presentMarketArticles } from '../../api/presenters/market';
import { listMarketArticles } from '../../services/market';
import { MAX_TAGS } from '../../services/tag-filter';
import { MARKET } from '../../spec';
import { marketArticlePage } from '../../contract/market-page';
import { fitToCap } from '../size-cap';
import { defineTool } from '../tool';
import { hoursInput } from './get-market-tags';

export const getMarketArticles = defineTool({
  name: 'get_market_articles',
  title: 'Market articles feed',
  description:
    'Raw market-relevant articles, newest first, with outlet, bias, sentiment, tickers and topics; the same answer as GET /api/v2/market/articles. Articles are not clustered: the same story appears once per outlet. Use it to read what was published about a tag or by an outlet; for analysed, de-duplicated stories use query_news or get_market_news, for one ticker get_ticker_news.',
  input: {
    tag: MARKET_ARTICLES_PARAMETERS.tag.describe(
      `Exact tags, all of which an article must carry (AND), e.g. ["ticker:AAPL", "topic:earnings"]; at most ${MAX_TAGS}. Get valid tags from get_market_tags.`,
    ),
    outlet: MARKET_ARTICLES_PARAMETERS.outlet.describe(
      'Exact outlet display name, e.g. "Reuters" (not the slug). Omit for every outlet.',
    ),
    hours: hoursInput,
    limit: MARKET_ARTICLES_PARAMETERS.limit.describe(
      `Articles to return: default ${MARKET.defaultLimit}, range 1 to ${MARKET.maxLimit} (outside values are clamped). A page over the response size cap comes back shorter; meta.limit is then the size served.`,
    ),
    offset: MARKET_ARTICLES_PARAMETERS.offset.describe(
      'Articles to skip (offset pagination): default 0, at most 10000. Next page: offset + count.',
    ),
  },
  output: marketArticlePage.shape,
  async run({ app, caller }, { tag, ...rest }) {
    const first = await listMarketArticles(app, caller, { ...rest, tags: tag });
    const page = await fitToCap(first.query.limit, async (limit) =>
      limit === first.query.limit ? first : listMarketArticles(app, caller, { ...rest, tags: tag, limit }),
    );
    const result = presentMarketArticles(page);
    const lines = result.data.map(
      (a) => `- ${a.published_at.slice(0, 16)} ${a.outlet}: ${a.headline} [${a.sentiment ?? 'unscored'}]`,
    );
    return {
      structured: result,
      text: [
        `${result.count} articles (offset ${result.meta.offset}, last ${result.meta.hours} h)`,
        ...lines,
      ].join('\n'),
    };
  },
});
