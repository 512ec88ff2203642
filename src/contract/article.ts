// A stored article on the wire, as GET /articles lists it (docs/decisions.md "Articles"), and a page of them.
import { z } from 'zod';
import { BIASES } from '../spec';
import { articleLinkFields, articleOutletFields } from './article-fields';
import { listPage } from './list-page';
import { tag } from './tag';

export const article = z
  .strictObject({
    id: z.int().min(1).describe('Article id, stable across re-ingest.'),
    headline: z.string().describe('Headline.'),
    summary: z.string().describe("The feed's summary; empty when it gave none."),
    ...articleOutletFields,
    bias: z.enum(BIASES).describe("The outlet's bias class."),
    bias_position: z.int().min(0).max(100).describe("The outlet's position: low is left, high is right."),
    ...articleLinkFields,
    event_id: z.int().min(1).nullable().describe('The event it belongs to; null until clustered.'),
    tags: z.array(tag).describe('Ticker and topic tags.'),
  })
  .describe('A stored article.');

export const articleList = listPage(article, 'Articles, newest first.', 'A page of articles.');

export type Article = z.infer<typeof article>;
