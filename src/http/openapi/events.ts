// Events, their source rows and fact ledger (SPEC §2 Event, Source, Fact), GET /events, GET /events/{id} and
// GET /search (SPEC §4 Events, Search).
import {
  BIASES,
  CATEGORIES,
  DEFAULT_EVENT_SORT,
  DIVERGENCE_RANGE,
  EVENT_EMBEDS,
  EVENT_SORTS,
  FACT_STATUSES,
  SEARCH_MIN_QUERY_LENGTH,
  SENTIMENT_RANGE,
} from '../../spec';
import { HYBRID_WINDOW } from '../../services/hybrid-search';
import { SEMANTIC_MAX_RESULTS } from '../../services/semantic-search';
import { getOperation, LIST_META } from './common';
import {
  arrayOf,
  dataEnvelope,
  integer,
  nullableNumber,
  number,
  object,
  parameterRef,
  pathParam,
  query,
  ref,
  repeatableQuery,
  string,
  stringEnum,
  timestamp,
  url,
} from './schema';
import type { PathItem, Schema } from './types';
import { BASES as DIVERGENCE_BASES, COMPONENTS as DIVERGENCE_COMPONENTS } from '../../analyze/divergence';
import { FRAMING_VALUES } from '../../enrich/frames';

/** Fields of the divergence analysis since method version 2 (docs/divergence.md). */
const SINCE_METHOD_2 = ['wording', 'meaning'];
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MODES } from '../../services/search';

/** The list item's fields (SPEC §2 Event), shared by the single event and the gap entry. */
export const EVENT_FIELDS: Record<string, Schema> = {
  id: integer('Event identifier: stable across re-ingest and restarts.', 1),
  title: string('The most central headline of the event.'),
  summary: string('An extractive summary, at most 300 characters.'),
  category: ref('Category'),
  divergence_score: integer(
    'How far the coverage splits across the political spectrum.',
    DIVERGENCE_RANGE.min,
    DIVERGENCE_RANGE.max,
  ),
  article_count: integer('Articles in the event.', 1),
  time_ago: string('Relative age of the event, for display (for example `3 hours ago`).'),
  reported_at: timestamp('When the event was first reported (its earliest article).'),
  updated_at: timestamp('When the event last changed.'),
};

const EMBEDDED = {
  sources: arrayOf(ref('Source'), 'One row per covering outlet, left to right.'),
  facts: arrayOf(ref('Fact'), 'The fact ledger.'),
};

export const EVENT_SCHEMAS: Record<string, Schema> = {
  Category: stringEnum(CATEGORIES, 'Event category.'),
  Event: object(
    'An event in a list (SPEC §2 Event). `sources` and `facts` appear only when asked for with `embed` (or, for `sources`, on `/divergence/top`).',
    { ...EVENT_FIELDS, ...EMBEDDED },
    ['sources', 'facts'],
  ),
  EventDetail: object(
    'One event with its source rows and fact ledger always inline (SPEC §2 Event, single), and ours: the analysis behind its divergence score, once it is scored, and how many readers flagged each item as wrong.',
    { ...EVENT_FIELDS, ...EMBEDDED, divergence: ref('Divergence'), feedback: ref('EventFeedback') },
    ['divergence'],
  ),
  // An event scored by method version 1 carries neither until `parallax rescore` reaches it.
  Divergence: object(
    "How the divergence score was reached (docs/divergence.md): the components in [0, 1] (null when the event gives nothing to measure one on), the outlets that drive each, the score's interval and confidence, and the score history.",
    {
      method_version: integer('Version of the formula that scored the event.', 1),
      basis: stringEnum(
        DIVERGENCE_BASES,
        '`both_sides`: the left and the right each cover it with independent texts, so it is scored; otherwise the score is 0 and this says why (one outlet, one source text, or one side only).',
      ),
      confidence: number('1 - the width of the interval over 100.', 0, 1),
      interval: {
        ...arrayOf(
          integer('A bound of the score.', DIVERGENCE_RANGE.min, DIVERGENCE_RANGE.max),
          "The score's 90% interval from resampling each side's outlets, never narrower than one outlet a side's measured noise; [0, 0] when not scored.",
        ),
        minItems: 2,
        maxItems: 2,
      },
      ...Object.fromEntries(
        DIVERGENCE_COMPONENTS.map((c) => [
          c,
          nullableNumber(
            c === 'coverage'
              ? 'Coverage imbalance, shown beside the score and not part of it.'
              : `The ${c} component.`,
            0,
            1,
          ),
        ]),
      ),
      drivers: object(
        'Per component, the slugs of the outlets that drive it (at most six).',
        Object.fromEntries(
          DIVERGENCE_COMPONENTS.map((c) => [c, arrayOf(string('An outlet slug.'), `Outlets driving ${c}.`)]),
        ),
        SINCE_METHOD_2,
      ),
      history: arrayOf(
        object('The score after one analysis that changed it.', {
          t: timestamp("The event's latest article at that analysis."),
          score: integer('The score.', DIVERGENCE_RANGE.min, DIVERGENCE_RANGE.max),
          method_version: integer('The formula version.', 1),
        }),
        'Oldest first; capped at 48 points (the first and the latest).',
      ),
    },
    ['interval', ...SINCE_METHOD_2],
  ),
  EventList: object('A page of events.', {
    data: arrayOf(ref('Event'), 'The events of this page.'),
    meta: LIST_META,
  }),
  SimilarEvent: object(
    'An event in a list (as `Event`), with how near it is in meaning to the event asked about.',
    {
      ...EVENT_FIELDS,
      similarity: number(
        "Cosine of the two events' meaning vectors (the mean of their articles' headline-and-lead embeddings), rounded to 3 decimals; 1 is the same meaning.",
        -1,
        1,
      ),
    },
  ),
  SimilarEventList: object('A page of similar events, nearest first.', {
    data: arrayOf(ref('SimilarEvent'), 'The events of this page.'),
    meta: LIST_META,
  }),
  Source: object("One outlet's coverage of an event (SPEC §2 Source).", {
    outlet: string('Outlet display name.'),
    outlet_slug: string('Outlet slug, as in `/outlets/{slug}`.'),
    domain: string("The outlet's domain."),
    bias: stringEnum(BIASES, 'Bias class of the outlet.'),
    bias_position: integer('Position on the spectrum: low is left, high is right.', 0, 100),
    framing: string(
      'The primary frame of this coverage, a Media Frames Corpus dimension: one of economic, capacity, morality, fairness, legal, policy, crime, security, health, quality_of_life, cultural_identity, public_opinion, political, external_regulation, other.',
    ),
    framing_label: string('Human-readable framing label.'),
    framing_summary: string('One sentence on what this coverage stresses.'),
    headline: string("The outlet's headline."),
    byline: string('Author credit; empty when the article names none.'),
    sentiment: {
      type: ['number', 'null'],
      description:
        "Tone of this outlet's headline and lead toward the event's subject; null when unknown (the subject is not mentioned, or nothing around it carries tone).",
      minimum: SENTIMENT_RANGE.min,
      maximum: SENTIMENT_RANGE.max,
    },
    url: url("The outlet's article."),
    published_at: timestamp('When the article was published.'),
  }),
  Fact: object('A claim of the fact ledger (SPEC §2 Fact).', {
    status: stringEnum(
      FACT_STATUSES,
      'confirmed: corroborated across outlets; disputed: outlets contradict each other.',
    ),
    text: string('The claim.'),
    source_attribution: string('Who or what the claim is attributed to.'),
    count: string('`<outlets agreeing>/<outlets covering>`.', { pattern: '^[0-9]+/[0-9]+$' }),
  }),
};

const EVENT_FILTERS = [
  query('category', 'Only events of this category.', ref('Category')),
  query(
    'min_divergence',
    'Only events scoring at least this.',
    integer('', DIVERGENCE_RANGE.min, DIVERGENCE_RANGE.max),
  ),
  query(
    'max_divergence',
    'Only events scoring at most this.',
    integer('', DIVERGENCE_RANGE.min, DIVERGENCE_RANGE.max),
  ),
  repeatableQuery(
    'outlet',
    'Outlet slug; repeat it for several (`outlet=reuters&outlet=fox-news`): events covered by any of them. An unknown slug is a 400.',
    { type: 'string' },
  ),
  query('framing', 'Only events where some source row has this framing.', {
    type: 'string',
    enum: [...FRAMING_VALUES],
  }),
  query(
    'min_sentiment',
    'Only events whose mean sentiment is at least this; an event whose tone is unknown (null) is left out.',
    number('', SENTIMENT_RANGE.min, SENTIMENT_RANGE.max),
  ),
  query(
    'max_sentiment',
    'Only events whose mean sentiment is at most this; an event whose tone is unknown (null) is left out.',
    number('', SENTIMENT_RANGE.min, SENTIMENT_RANGE.max),
  ),
  parameterRef('Since'),
  parameterRef('Until'),
  query(
    'min_market_score',
    "Only events whose market relevance (the median of their articles' market scores) is at least this.",
    integer('', 0, 100),
  ),
  query(
    'sort',
    '`divergence`: highest score first; `recent`: latest `updated_at` first; `covered`: most covering outlets first. Every sort ends with the event id, so pages never repeat or skip an event.',
    { type: 'string', enum: EVENT_SORTS, default: DEFAULT_EVENT_SORT },
  ),
  query('embed', 'Comma-separated: `sources`, `facts` or both; adds those arrays to each item.', {
    type: 'string',
    pattern: `^(${EVENT_EMBEDS.join('|')})(,(${EVENT_EMBEDS.join('|')}))*$`,
  }),
];

export const EVENT_PATHS: Record<string, PathItem> = {
  '/events': getOperation({
    operationId: 'listEvents',
    summary: 'List events',
    tag: 'Events',
    description:
      'Events with filters, a sort and cursor pagination. A parameter given twice where one is expected, a value out of its enum or range, a bad timestamp or `since` after `until` is a 400 `invalid_parameter`.',
    parameters: [parameterRef('Cursor'), parameterRef('Limit'), ...EVENT_FILTERS],
    paginated: true,
    ok: { description: 'A page of events.', schema: ref('EventList') },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
  '/events/{id}': getOperation({
    operationId: 'getEvent',
    summary: 'One event',
    tag: 'Events',
    description:
      "One event with its source rows and fact ledger. An event older than the caller's lookback window is a 401 `archive_token_required`.",
    parameters: [
      pathParam('id', 'The event id; anything but a positive integer is a 400.', {
        type: 'integer',
        minimum: 1,
      }),
      query('embed', 'Accepted and ignored: sources and facts are always inline.', { type: 'string' }),
    ],
    ok: { description: 'The event.', schema: dataEnvelope(ref('EventDetail'), 'The event under `data`.') },
    errors: ['InvalidParameter', 'EventMerged', 'InvalidApiKeyOrArchive', 'NotFound'],
  }),
  '/events/{id}/similar': getOperation({
    operationId: 'similarEvents',
    summary: 'Events similar in meaning',
    tag: 'Events',
    description: `The events nearest in meaning to one event, across all the time the caller may read (earlier chapters of the same story, its follow-ups), the event itself left out; nearest first, at most ${SEMANTIC_MAX_RESULTS}. An event whose articles have no meaning vectors yet has none. The id answers as \`GET /events/{id}\` does: 404, 401 \`archive_token_required\` outside the lookback, 301 to the event a merged one joined.`,
    parameters: [
      pathParam('id', 'The event id; anything but a positive integer is a 400.', {
        type: 'integer',
        minimum: 1,
      }),
      parameterRef('Cursor'),
      parameterRef('Limit'),
    ],
    paginated: true,
    ok: { description: 'A page of similar events, nearest first.', schema: ref('SimilarEventList') },
    errors: ['InvalidParameterOrCursor', 'EventMerged', 'InvalidApiKeyOrArchive', 'NotFound'],
  }),
  '/search': getOperation({
    operationId: 'searchEvents',
    summary: 'Search events',
    tag: 'Search',
    description: `Free-text search over event titles and summaries: every term must match, ordered by relevance; no fuzzy matching; quotes do not make phrases; Lucene syntax is plain text. Other filter parameters are a 400 \`invalid_parameter\` (SPEC §4 Search rule 5).`,
    parameters: [
      query(
        'q',
        `The terms: ${SEARCH_MIN_QUERY_LENGTH} to ${SEARCH_MAX_QUERY_LENGTH} characters after trimming spaces.`,
        { type: 'string', minLength: SEARCH_MIN_QUERY_LENGTH, maxLength: SEARCH_MAX_QUERY_LENGTH },
        true,
      ),
      query(
        'mode',
        `How \`q\` is matched. \`keyword\` (the default): by its words, as above. \`semantic\`: by the meaning of the whole query, the events whose meaning vectors are nearest to the query's (the same sentence encoder embeds both), nearest first, at most ${SEMANTIC_MAX_RESULTS}. \`hybrid\`: the keyword and the semantic rankings (each read ${HYBRID_WINDOW} deep) fused by reciprocal rank. The first \`semantic\` or \`hybrid\` request of an API process loads the encoder (about a second).`,
        { type: 'string', enum: SEARCH_MODES, default: 'keyword' },
      ),
      parameterRef('Cursor'),
      parameterRef('Limit'),
    ],
    paginated: true,
    ok: { description: 'A page of matching events, most relevant first.', schema: ref('EventList') },
    errors: ['InvalidParameterOrCursor'],
  }),
};
