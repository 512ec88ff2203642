// GET /articles/lookup: the other side of an article, by URL or by title (src/services/article-lookup.ts,
// docs/lookup.md).
import { BIASES } from '../../spec';
import { LOOKUP_MAX_EVENTS, LOOKUP_WINDOW_MS } from '../../services/article-lookup';
import { NEAREST } from '../../services/nearest-events';
import { LOOKUP_LIMITS } from '../lookup-parameters';
import { getOperation } from './common';
import { contractProperties } from './contract-components';
import { eventFields } from '../../contract/event-list-item';
import {
  arrayOf,
  dataEnvelope,
  integer,
  nullableNumber,
  object,
  query,
  ref,
  string,
  stringEnum,
  timestamp,
  url,
} from './schema';
import type { PathItem, Schema } from './types';

const WINDOW_DAYS = LOOKUP_WINDOW_MS / 86_400_000;
const nullable = (name: string): Schema => ({ oneOf: [ref(name), { type: 'null' }] });

const coverageSide = (side: string) =>
  arrayOf(ref('LookupCoverage'), `Outlets on the ${side}, left to right, one row per outlet.`);

export const ARTICLE_LOOKUP_SCHEMAS: Record<string, Schema> = {
  LookupCoverage: object("One outlet's coverage of the event.", {
    outlet: string('Outlet display name.'),
    outlet_slug: string('Outlet slug.'),
    bias: stringEnum(BIASES, "The outlet's bias class."),
    bias_position: integer("The outlet's position: low is left, high is right.", 0, 100),
    headline: string("The outlet's headline."),
    url: url("The outlet's article."),
    framing: string('The primary frame of this coverage (a Media Frames Corpus dimension, as on Source).'),
    framing_label: string('Human-readable framing label.'),
    published_at: timestamp('When the article was published.'),
  }),
  LookupEvent: object('An event the article belongs to or is near, with its coverage by side.', {
    similarity: nullableNumber(
      "Cosine of the title and the event's nearest article (meaning vectors); null for a match by URL or by words alone.",
      -1,
      1,
    ),
    matched_by: arrayOf(
      stringEnum(['meaning', 'words'], 'A list that found the event.'),
      'Which searches found the event (empty for a match by URL).',
    ),
    event: object('The event as a list item, with its divergence analysis and its gap.', {
      ...contractProperties(eventFields),
      divergence: nullable('Divergence'),
      gap: nullable('Gap'),
    }),
    coverage: object(
      "The event's coverage by side (left: bias_position <= 35, right: >= 65, centre between); for a match by URL without the article's own outlet.",
      { left: coverageSide('left'), center: coverageSide('centre'), right: coverageSide('right') },
    ),
  }),
  Lookup: object('The other side of an article.', {
    match: stringEnum(
      ['url', 'similarity'],
      '`url`: Parallax stores this article and `events` holds its event. `similarity`: it does not (or the article is in no event yet), and `events` holds the events nearest the title by meaning and words: a match by similarity, not by URL.',
    ),
    article: nullable('Article'),
    window: {
      oneOf: [
        object('The window searched by similarity.', {
          from: timestamp('Articles published at or after it were compared.'),
          to: timestamp('Articles published at or before it were compared.'),
        }),
        { type: 'null' },
      ],
    },
    events: arrayOf(
      ref('LookupEvent'),
      `The article's event (match url), or up to ${LOOKUP_MAX_EVENTS} nearest events, best first (match similarity).`,
    ),
  }),
};

export const ARTICLE_LOOKUP_PATHS: Record<string, PathItem> = {
  '/articles/lookup': getOperation({
    operationId: 'lookupArticle',
    summary: 'The other side of an article',
    tag: 'Articles',
    description:
      `A news article's event and how the left, the centre and the right covered it. The URL is canonicalised as ingest does it (scheme and host case, tracking parameters and fragment removed). When Parallax does not store it, \`title\` (and \`text\`) find the nearest events by meaning (the articles' meaning vectors) and by words (BM25), ranked by the cosine plus a small weight of the words score, among articles published within ±${WINDOW_DAYS} days of \`published_at\` (else of now), inside the caller's lookback. ` +
      `A match by meaning needs a cosine of at least ${NEAREST.minSimilarity}; one by words ${NEAREST.wordsMinimumShouldMatch} of the title's terms. Nothing found is a 404 \`not_found\`.`,
    parameters: [
      query('url', 'The article URL (http or https).', {
        type: 'string',
        maxLength: LOOKUP_LIMITS.urlLength,
      }),
      query('title', 'The headline; required when the URL is not stored, or without url.', {
        type: 'string',
        minLength: 1,
        maxLength: LOOKUP_LIMITS.titleLength,
      }),
      query('text', 'The opening of the article, searched by words beside the title.', {
        type: 'string',
        maxLength: LOOKUP_LIMITS.textLength,
      }),
      query(
        'published_at',
        `When the article was published: the centre of the ±${WINDOW_DAYS} days window (default now). A window wholly before the caller's lookback is a 401.`,
        { type: 'string', format: 'date-time' },
      ),
    ],
    ok: { description: 'The match.', schema: dataEnvelope(ref('Lookup'), 'The other side of an article.') },
    errors: ['InvalidApiKeyOrArchive', 'NotFound'],
  }),
};
