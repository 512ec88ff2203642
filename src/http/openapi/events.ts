// Events, their source rows and fact ledger (SPEC §2 Event, Source, Fact), GET /events, GET /events/{id} and
// GET /search (SPEC §4 Events, Search).
import {
  DEFAULT_EVENT_SORT,
  DIVERGENCE_RANGE,
  EVENT_EMBEDS,
  EVENT_SORTS,
  SEARCH_MIN_QUERY_LENGTH,
  SENTIMENT_RANGE,
} from '../../spec';
import { HYBRID_WINDOW } from '../../services/hybrid-search';
import { SEMANTIC_MAX_RESULTS } from '../../services/semantic-search';
import { getOperation } from './common';
import {
  dataEnvelope,
  integer,
  number,
  parameterRef,
  pathParam,
  query,
  ref,
  repeatableQuery,
} from './schema';
import type { PathItem } from './types';
import { FRAMING_VALUES } from '../../enrich/frames';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MODES } from '../../services/search';
import { contractComponents } from './contract-components';

export const EVENT_SCHEMAS = contractComponents(
  'Category',
  'Event',
  'EventDetail',
  'Divergence',
  'EventList',
  'SimilarEvent',
  'SimilarEventList',
  'Source',
  'Fact',
);

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
