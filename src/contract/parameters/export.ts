// The parameters of the bulk exports (docs/export.md): the filters of the list each mirrors, and the resuming
// pair, `cursor` (the export's own, judged by its codec) and `after`.
import { z } from 'zod';
import { category } from '../category';
import { ARTICLE_FILTER_PARAMETERS } from './articles';
import { embed, EVENT_FILTER_PARAMETERS } from './event-list';

export const RESUME_PARAMETERS = {
  /** Described where the document is built: the prose names the export's response header. */
  cursor: z.string().min(1).optional(),
  after: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      "With `cursor` only: the `id` of the last complete line received; the export goes on after it. Rows come in id order, so it must not be below the cursor's own position (400).",
    ),
};

const events = EVENT_FILTER_PARAMETERS;

/** In the order the document lists them, each described for the export. */
export const EVENT_EXPORT_PARAMETERS = {
  category: events.category,
  min_divergence: events.min_divergence,
  max_divergence: events.max_divergence,
  outlet: events.outlet.describe('Outlet slug; repeat it for several (any of them).'),
  framing: events.framing.describe('Only events where at least one source row has this frame.'),
  min_sentiment: events.min_sentiment.describe('Lower bound on the mean sentiment.'),
  max_sentiment: events.max_sentiment.describe('Upper bound on the mean sentiment.'),
  min_market_score: events.min_market_score.describe('Lower bound on the market score.'),
  since: events.since,
  until: events.until,
  embed: embed.describe('Comma-separated: `sources`, `facts`.'),
  ...RESUME_PARAMETERS,
};

export const ARTICLE_EXPORT_PARAMETERS = {
  ...ARTICLE_FILTER_PARAMETERS,
  category: category.optional().describe('Only articles whose event is of this category.'),
  ...RESUME_PARAMETERS,
};
