// The other side of an article on the wire (GET /articles/lookup, MCP find_other_side; docs/lookup.md): how the
// match was made, the stored article, and each event found as a list item with its divergence analysis and gap,
// its similarity to the title and its coverage by side.
import { z } from 'zod';
import { BIASES, GAP, LOOKUP_MAX_EVENTS } from '../spec';
import { article } from './article';
import { divergence } from './divergence';
import { eventFields } from './event-list-item';
import { gap } from './gap';

export const lookupCoverage = z
  .strictObject({
    outlet: z.string().describe('Outlet display name.'),
    outlet_slug: z.string().describe('Outlet slug.'),
    bias: z.enum(BIASES).describe("The outlet's bias class."),
    bias_position: z.int().min(0).max(100).describe("The outlet's position: low is left, high is right."),
    headline: z.string().describe("The outlet's headline."),
    url: z.url().describe("The outlet's article."),
    framing: z
      .string()
      .describe('The primary frame of this coverage (a Media Frames Corpus dimension, as on Source).'),
    framing_label: z.string().describe('Human-readable framing label.'),
    published_at: z.iso.datetime().describe('When the article was published.'),
  })
  .describe("One outlet's coverage of the event.");

const coverageSide = (side: string) =>
  z.array(lookupCoverage).describe(`Outlets on the ${side}, left to right, one row per outlet.`);

export const lookupEvent = z
  .strictObject({
    similarity: z
      .number()
      .min(-1)
      .max(1)
      .nullable()
      .describe(
        "Cosine of the title and the event's nearest article (meaning vectors); null for a match by URL or by words alone.",
      ),
    matched_by: z
      .array(z.enum(['meaning', 'words']).describe('A list that found the event.'))
      .describe('Which searches found the event (empty for a match by URL).'),
    event: z
      .strictObject({ ...eventFields, divergence: divergence.nullable(), gap: gap.nullable() })
      .describe('The event as a list item, with its divergence analysis and its gap.'),
    coverage: z
      .strictObject({
        left: coverageSide('left'),
        center: coverageSide('centre'),
        right: coverageSide('right'),
      })
      .describe(
        `The event's coverage by side (left: bias_position <= ${GAP.leftMaxPosition}, right: >= ${GAP.rightMinPosition}, centre between); for a match by URL without the article's own outlet.`,
      ),
  })
  .describe('An event the article belongs to or is near, with its coverage by side.');

export const lookup = z
  .strictObject({
    match: z
      .enum(['url', 'similarity'])
      .describe(
        '`url`: Parallax stores this article and `events` holds its event. `similarity`: it does not (or the article is in no event yet), and `events` holds the events nearest the title by meaning and words: a match by similarity, not by URL.',
      ),
    article: article.nullable(),
    window: z
      .strictObject({
        from: z.iso.datetime().describe('Articles published at or after it were compared.'),
        to: z.iso.datetime().describe('Articles published at or before it were compared.'),
      })
      .describe('The window searched by similarity.')
      .nullable(),
    events: z
      .array(lookupEvent)
      .describe(
        `The article's event (match url), or up to ${LOOKUP_MAX_EVENTS} nearest events, best first (match similarity).`,
      ),
  })
  .describe('The other side of an article.');

export type Lookup = z.infer<typeof lookup>;
