// find_other_side (ours, src/spec.ts MCP_LOOKUP_TOOL): GET /articles/lookup as a tool, through lookupArticle and
// the same presenter: an article's event by URL, or the events nearest a title by similarity, each with how the
// left, the centre and the right covered it. Analysed-event layer.
import { lookup } from '../../contract/lookup';
import { LOOKUP_LIMITS, LOOKUP_PARAMETERS } from '../../contract/parameters/lookup';
import { lookupInput } from '../../api/lookup-parameters';
import { presentLookup, type PresentedLookup } from '../../api/presenters/lookup';
import { LOOKUP_WINDOW_MS } from '../../services/article-lookup';
import { lookupArticle } from '../../services/article-lookup';
import { toDate } from '../schemas';
import { defineTool } from '../tool';

const WINDOW_DAYS = LOOKUP_WINDOW_MS / 86_400_000;

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
    url: LOOKUP_PARAMETERS.url.describe(
      `The article URL (http or https, at most ${LOOKUP_LIMITS.urlLength} characters).`,
    ),
    title: LOOKUP_PARAMETERS.title.describe(
      `The article's headline, at most ${LOOKUP_LIMITS.titleLength} characters: needed when the URL is not stored, or instead of a URL.`,
    ),
    text: LOOKUP_PARAMETERS.text.describe(
      `The opening of the article (at most ${LOOKUP_LIMITS.textLength} characters), to match on.`,
    ),
    published_at: LOOKUP_PARAMETERS.published_at.describe(
      `ISO 8601 timestamp of publication: the centre of the ±${WINDOW_DAYS} days window (default now).`,
    ),
  },
  output: lookup.shape,
  async run({ app, caller }, args) {
    const input = lookupInput({ ...args, published_at: toDate(args.published_at) });
    const result = presentLookup(await lookupArticle(app, caller, input));
    return { structured: result, text: lookupText(result) };
  },
});
