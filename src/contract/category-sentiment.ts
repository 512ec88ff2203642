// The sentiment of a category's events in a window on the wire (GET /sentiment/{category}; payload decided in
// docs/decisions.md): overall, by side of the spectrum, and per day.
import { z } from 'zod';
import { SENTIMENT_RANGE, SPECTRUM_SIDES, type SpectrumSide } from '../spec';
import { category } from './category';

const meanSentiment = (description: string) =>
  z.number().min(SENTIMENT_RANGE.min).max(SENTIMENT_RANGE.max).nullable().describe(description);

/** One field per side of the spectrum. */
const perSide = <T extends z.ZodType>(field: (side: SpectrumSide) => T) =>
  Object.fromEntries(SPECTRUM_SIDES.map((side) => [side, field(side)])) as Record<SpectrumSide, T>;

export const categorySentiment = z
  .strictObject({
    category,
    since: z.iso.datetime().describe('Start of the window (inclusive).'),
    until: z.iso.datetime().describe('End of the window (exclusive).'),
    events: z.int().min(0).describe('Live events of the category first seen in the window.'),
    avg_sentiment: meanSentiment('Mean sentiment of those events; null when there are none.'),
    sides: z
      .strictObject(
        perSide((side) =>
          z
            .strictObject({
              avg_sentiment: meanSentiment('Mean over its source rows; null when it has none.'),
              sources: z.int().min(0).describe('Source rows (one per outlet and event).'),
            })
            .describe(`The ${side} side.`),
        ),
      )
      .describe('Per side: the mean sentiment of its source rows and how many rows there are.'),
    points: z
      .array(
        z
          .strictObject({
            t: z.iso.datetime().describe('Day start (UTC).'),
            n: z.int().min(0).describe('Events first seen that day.'),
            avg_sentiment: meanSentiment("Mean sentiment of the day's events."),
            ...perSide((side) => meanSentiment(`Mean over the ${side} side's source rows.`)),
          })
          .describe('One day.'),
      )
      .describe('Every day of the window, oldest first.'),
  })
  .describe('Sentiment of the category in the window.');

export type CategorySentiment = z.infer<typeof categorySentiment>;
