// The market desk's answers on the wire (SPEC §4 Market), which the MCP tools get_market_articles and
// get_market_tags give as they are: a page of market articles with the query applied (offset pagination), and
// the tag counts of a window.
import { z } from 'zod';
import { MARKET } from '../spec';
import { marketArticle } from './market-article';
import { tag } from './tag';
import { tagCount } from './tag-count';

export const marketArticlePage = z
  .strictObject({
    data: z.array(marketArticle).describe('Articles, newest first.'),
    count: z.int().min(0).describe('Articles returned.'),
    meta: z
      .strictObject({
        count: z.int().min(0).describe('Articles returned.'),
        offset: z.int().min(0).describe('The offset applied.'),
        limit: z.int().min(1).max(MARKET.maxLimit).describe('The limit applied.'),
        filtered_tags: z.array(tag).describe('The tags applied.'),
        hours: z.int().min(1).describe('The lookback window applied.'),
      })
      .describe('The applied query.'),
  })
  .describe('A page of market articles (SPEC §4 Market).');

export const marketTagCounts = z
  .strictObject({
    data: z.array(tagCount).describe('Tags by count, descending.'),
    count: z.int().min(0).describe('Tag entries returned.'),
    hours: z.int().min(1).describe('The lookback window applied.'),
  })
  .describe('Tag counts (SPEC §4 Market).');

export type MarketArticlePage = z.infer<typeof marketArticlePage>;
export type MarketTagCounts = z.infer<typeof marketTagCounts>;
