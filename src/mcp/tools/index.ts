// The explicit list of MCP tools, in SPEC §4's order with our two last (src/spec.ts MCP_TOOLS).
import { findOtherSide } from './find-other-side';
import { getCoverageGaps } from './get-coverage-gaps';
import { getDigest } from './get-digest';
import { getEventTool } from './get-event';
import { getMarketArticles } from './get-market-articles';
import { getMarketNews } from './get-market-news';
import { getMarketSentimentOverview } from './get-market-sentiment-overview';
import { getMarketTags } from './get-market-tags';
import { getTickerNews } from './get-ticker-news';
import { getTopDivergent } from './get-top-divergent';
import { getTrendingTickers } from './get-trending-tickers';
import { queryNews } from './query-news';
import { scanPortfolio } from './scan-portfolio';
import { searchNews } from './search-news';

export const MCP_TOOL_LIST = [
  getDigest,
  queryNews,
  searchNews,
  getEventTool,
  getTopDivergent,
  getMarketNews,
  getTickerNews,
  scanPortfolio,
  getMarketSentimentOverview,
  getTrendingTickers,
  getMarketArticles,
  getMarketTags,
  getCoverageGaps,
  findOtherSide,
] as const;
