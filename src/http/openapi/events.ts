// Events, their source rows and fact ledger (SPEC §2 Event, Source, Fact), GET /events, GET /events/{id} and
// GET /search (SPEC §4 Events, Search).
import { EVENT_DETAIL_PARAMETERS, EVENT_LIST_PARAMETERS } from '../../contract/parameters/event-list';
import { PAGING_PARAMETERS } from '../../contract/parameters/paging';
import { SEARCH_PARAMETERS } from '../../contract/parameters/search';
import { HYBRID_WINDOW } from '../../services/hybrid-search';
import { SEMANTIC_MAX_RESULTS } from '../../services/semantic-search';
import { getOperation } from './common';
import { dataEnvelope, pathParam, ref } from './schema';
import type { PathItem } from './types';
import { contractComponents } from './contract-components';
import { queryParameters } from './contract-parameters';

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

/** The bounded numbers of the list carry an empty description of their own beside the parameter's. */
const EMPTY_VALUE_DESCRIPTIONS = Object.fromEntries(
  ['min_divergence', 'max_divergence', 'min_sentiment', 'max_sentiment', 'min_market_score'].map((name) => [
    name,
    '',
  ]),
);

const EVENT_ID = pathParam('id', 'The event id; anything but a positive integer is a 400.', {
  type: 'integer',
  minimum: 1,
});

export const EVENT_PATHS: Record<string, PathItem> = {
  '/events': getOperation({
    operationId: 'listEvents',
    summary: 'List events',
    tag: 'Events',
    description:
      'Events with filters, a sort and cursor pagination. A parameter given twice where one is expected, a value out of its enum or range, a bad timestamp or `since` after `until` is a 400 `invalid_parameter`.',
    parameters: queryParameters(EVENT_LIST_PARAMETERS, { valueDescriptions: EMPTY_VALUE_DESCRIPTIONS }),
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
    parameters: [EVENT_ID, ...queryParameters(EVENT_DETAIL_PARAMETERS)],
    ok: { description: 'The event.', schema: dataEnvelope(ref('EventDetail'), 'The event under `data`.') },
    errors: ['InvalidParameter', 'EventMerged', 'InvalidApiKeyOrArchive', 'NotFound'],
  }),
  '/events/{id}/similar': getOperation({
    operationId: 'similarEvents',
    summary: 'Events similar in meaning',
    tag: 'Events',
    description: `The events nearest in meaning to one event, across all the time the caller may read (earlier chapters of the same story, its follow-ups), the event itself left out; nearest first, at most ${SEMANTIC_MAX_RESULTS}. An event whose articles have no meaning vectors yet has none. The id answers as \`GET /events/{id}\` does: 404, 401 \`archive_token_required\` outside the lookback, 301 to the event a merged one joined.`,
    parameters: [EVENT_ID, ...queryParameters(PAGING_PARAMETERS)],
    paginated: true,
    ok: { description: 'A page of similar events, nearest first.', schema: ref('SimilarEventList') },
    errors: ['InvalidParameterOrCursor', 'EventMerged', 'InvalidApiKeyOrArchive', 'NotFound'],
  }),
  '/search': getOperation({
    operationId: 'searchEvents',
    summary: 'Search events',
    tag: 'Search',
    description: `Free-text search over event titles and summaries: every term must match, ordered by relevance; no fuzzy matching; quotes do not make phrases; Lucene syntax is plain text. Other filter parameters are a 400 \`invalid_parameter\` (SPEC §4 Search rule 5).`,
    parameters: queryParameters(SEARCH_PARAMETERS, {
      describe: {
        mode: `How \`q\` is matched. \`keyword\` (the default): by its words, as above. \`semantic\`: by the meaning of the whole query, the events whose meaning vectors are nearest to the query's (the same sentence encoder embeds both), nearest first, at most ${SEMANTIC_MAX_RESULTS}. \`hybrid\`: the keyword and the semantic rankings (each read ${HYBRID_WINDOW} deep) fused by reciprocal rank. The first \`semantic\` or \`hybrid\` request of an API process loads the encoder (about a second).`,
      },
    }),
    paginated: true,
    ok: { description: 'A page of matching events, most relevant first.', schema: ref('EventList') },
    errors: ['InvalidParameterOrCursor'],
  }),
};
