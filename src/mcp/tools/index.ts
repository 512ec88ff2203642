// The explicit list of MCP tools, in SPEC §4's order with our thirteenth last (src/spec.ts MCP_TOOLS).
import { getMarketArticles } from './get-market-articles';
import { getMarketTags } from './get-market-tags';

export const MCP_TOOL_LIST = [getMarketArticles, getMarketTags] as const;
