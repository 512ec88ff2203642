// An unclustered, tagged article of the market desk on the wire (SPEC §2 Market article), its fields in the
// spec's order: the bias fields are the outlet's, tickers and topics are the tags without their prefixes.
import { z } from 'zod';
import { BIAS_LABELS, BIASES, SENTIMENT_LABELS, TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX, TOPICS } from '../spec';
import { articleLinkFields, articleOutletFields } from './article-fields';
import { tag } from './tag';

const BIAS_LABEL_VALUES = Object.values(BIAS_LABELS) as [string, ...string[]];

export const marketArticle = z
  .strictObject({
    id: z.int().min(1).describe('Article id.'),
    headline: z.string().describe('Headline.'),
    ...articleOutletFields,
    bias_slug: z.enum(BIASES).describe("The outlet's bias class."),
    bias_position: z.int().min(0).max(100).describe("The outlet's position: low is left, high is right."),
    bias_label: z.enum(BIAS_LABEL_VALUES).describe('Capitalised bias label.'),
    ...articleLinkFields,
    sentiment: z.enum(SENTIMENT_LABELS).nullable().describe('Sentiment label, when one could be judged.'),
    sentiment_score: z
      .number()
      .min(-1)
      .max(1)
      .nullable()
      .describe('Sentiment score, same population as `sentiment`.'),
    tickers: z
      .array(z.string().describe('A symbol.'))
      .describe(`Symbols, the \`${TICKER_TAG_PREFIX}\` prefix removed.`),
    topics: z
      .array(z.enum(TOPICS as [string, ...string[]]).describe('A topic.'))
      .describe(`Topics, the \`${TOPIC_TAG_PREFIX}\` prefix removed.`),
    tags: z.array(tag).describe('Full tags.'),
  })
  .describe('An unclustered, tagged article (SPEC §2 Market article).');

export type MarketArticle = z.infer<typeof marketArticle>;
