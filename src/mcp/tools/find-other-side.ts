// find_other_side (ours, src/spec.ts MCP_LOOKUP_TOOL): GET /articles/lookup as a tool, through lookupArticle and
// the same presenter: an article's event by URL, or the events nearest a title by similarity, each with how the
// left, the centre and the right covered it. Analysed-event layer.
import { z } from 'zod';
import { LOOKUP_LIMITS, LOOKUP_SCHEMA } from '../../api/lookup-parameters';
import { presentLookup, type PresentedLookup } from '../../api/presenters/lookup';
import { validateQuery } from '../../api/query-validation';
import { LOOKUP_MAX_EVENTS, LOOKUP_WINDOW_MS } from '../../services/article-lookup';
import { lookupArticle } from '../../services/article-lookup';
import { eventItem } from '../schemas';
import { defineTool } from '../tool';

const WINDOW_DAYS = LOOKUP_WINDOW_MS / 86_400_000;

const coverageItem = z.looseObject({
  outlet: z.string(),
  outlet_slug: z.string(),
  bias: z.string(),
  headline: z.string(),
  url: z.string(),
  framing: z.string(),
});

const sideList = (side: string) => z.array(coverageItem).describe(`Outlets on the ${side} that covered it.`);

function lookupText(result: PresentedLookup): string {
  const how =
    result.match === 'url'
      ? `Matched by URL: ${result.article?.outlet} "${result.article?.headline}"`
      : `Not stored by URL; ${result.events.length} events matched by similarity to the title (not the same article)`;
  const lines = [how];
  for (const found of result.events) {
    const e = found.event;
    const similarity = found.similarity === null ? '' : `, similarity ${found.similarity}`;
    lines.push(`#${e.id} [${e.category}, divergence ${e.divergence_score}${similarity}] ${e.title}`);
    for (const side of ['left', 'center', 'right'] as const) {
      for (const c of found.coverage[side])
        lines.push(`- ${side}: ${c.outlet} (${c.framing}): ${c.headline}`);
    }
  }
  return lines.join('\n');
}

export const findOtherSide = defineTool({
  name: 'find_other_side',
  title: 'Find the other side of an article',
  description: `Given a news article's URL (or its headline), the news event it belongs to and how outlets on the left, in the centre and on the right covered it: outlet, headline, URL and framing, with the event's divergence score and coverage gap. When Parallax does not store the URL, pass the title: the nearest events by meaning and words among articles published within ±${WINDOW_DAYS} days are returned, each with a similarity; that is a match by similarity, not the same article (field match).`,
  input: {
    url: z
      .string()
      .optional()
      .describe(`The article URL (http or https, at most ${LOOKUP_LIMITS.urlLength} characters).`),
    title: z
      .string()
      .optional()
      .describe(
        `The article's headline, at most ${LOOKUP_LIMITS.titleLength} characters: needed when the URL is not stored, or instead of a URL.`,
      ),
    text: z
      .string()
      .optional()
      .describe(`The opening of the article (at most ${LOOKUP_LIMITS.textLength} characters), to match on.`),
    published_at: z
      .string()
      .datetime({ offset: true })
      .optional()
      .describe(
        `ISO 8601 timestamp of publication: the centre of the ±${WINDOW_DAYS} days window (default now).`,
      ),
  },
  output: {
    match: z
      .enum(['url', 'similarity'])
      .describe('url: the stored article and its event; similarity: events near the title, not the article.'),
    article: z
      .looseObject({ id: z.number().int(), headline: z.string(), url: z.string() })
      .nullable()
      .describe('The stored article of the URL; null when Parallax does not store it.'),
    window: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .describe('The publication window searched by similarity; null for a match by URL.'),
    events: z
      .array(
        z.object({
          similarity: z
            .number()
            .nullable()
            .describe(
              "Cosine of the title and the event's nearest article; null for a URL or words-only match.",
            ),
          matched_by: z.array(z.enum(['meaning', 'words'])).describe('Which searches found the event.'),
          event: eventItem.describe('The event with its divergence analysis and gap (null when none).'),
          coverage: z
            .object({ left: sideList('left'), center: sideList('centre'), right: sideList('right') })
            .describe("The event's coverage by side; for a URL match without the article's own outlet."),
        }),
      )
      .describe(`The article's event, or up to ${LOOKUP_MAX_EVENTS} nearest events, best first.`),
  },
  async run({ app, caller }, args) {
    const q = validateQuery(args, LOOKUP_SCHEMA);
    const result = presentLookup(
      await lookupArticle(app, caller, {
        url: q.url,
        title: q.title,
        text: q.text,
        publishedAt: q.published_at,
      }),
    );
    return { structured: result, text: lookupText(result) };
  },
});
