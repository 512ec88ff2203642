// The divergence shortcuts and coverage gaps (SPEC §4 Divergence shortcuts, Gap rules; §2 Gap entry) and
// GET /divergence/timeseries.
import { GAP_PROVISIONAL_HOURS } from '../../analyze/coverage';
import { GAP_CHECK } from '../../services/gap-check';
import { GAP, TOP_DIVERGENCE_WINDOW_MS } from '../../spec';
import { getOperation, LIST_META } from './common';
import { eventFields } from '../../contract/event-list-item';
import { contractProperties } from './contract-components';
import {
  arrayOf,
  boolean,
  dataEnvelope,
  integer,
  object,
  parameterRef,
  pathParam,
  query,
  ref,
  stringEnum,
} from './schema';
import { SERIES_PARAMETERS } from './stats';
import type { PathItem, Schema } from './types';

const SIDES = ['left', 'right'] as const;
const GAP_ENTRY_FIELDS = [
  'id',
  'title',
  'category',
  'divergence_score',
  'article_count',
  'time_ago',
  'updated_at',
];

const EVENT_PROPERTIES = contractProperties(eventFields);

export const DIVERGENCE_SCHEMAS: Record<string, Schema> = {
  Gap: object(
    `One side covered the event and the other did not (SPEC §4 Gap rules): left is bias_position <= ${GAP.leftMaxPosition}, right >= ${GAP.rightMinPosition}; a gap has ${GAP.minCoveringOutlets} or more covering outlets on one side and none on the other.`,
    {
      covered_by: stringEnum(SIDES, 'The side that covered it.'),
      ignored_by: stringEnum(SIDES, 'The opposite side.'),
      covered_count: integer('Outlets on the covering side.', GAP.minCoveringOutlets),
      ignored_count: integer('Outlets on the ignoring side (0 for a gap).', 0, 0),
      provisional: boolean(
        `True while the event's first article is under ${GAP_PROVISIONAL_HOURS} h old: the other side may not have reported it yet. A gap is listed only when no article of the ignoring side within ${GAP_CHECK.windowHours} h reports the same happening (a clustering split), provisional or not.`,
      ),
    },
  ),
  GapEntry: object('An event that is a coverage gap (SPEC §2 Gap entry).', {
    ...Object.fromEntries(GAP_ENTRY_FIELDS.map((name) => [name, EVENT_PROPERTIES[name]])),
    gap: ref('Gap'),
  }),
};

const CURSOR_AND_LIMIT = [parameterRef('Cursor'), parameterRef('Limit')];

export const DIVERGENCE_PATHS: Record<string, PathItem> = {
  '/divergence/top': getOperation({
    operationId: 'topDivergence',
    summary: 'Most divergent events of the week',
    tag: 'Divergence',
    description: `\`GET /events?sort=divergence&embed=sources\` over the last ${TOP_DIVERGENCE_WINDOW_MS / 86_400_000} days (by first_seen_at).`,
    parameters: CURSOR_AND_LIMIT,
    paginated: true,
    ok: { description: 'A page of events, each with `sources`.', schema: ref('EventList') },
    errors: ['InvalidParameterOrCursor'],
  }),
  '/divergence/gaps': getOperation({
    operationId: 'listGaps',
    summary: 'Coverage gaps',
    tag: 'Divergence',
    description:
      'Events one side of the spectrum covered and the other ignored, most recently updated first.',
    parameters: [
      ...CURSOR_AND_LIMIT,
      query('category', 'Only gaps of this category.', ref('Category')),
      query('side', 'Only gaps covered by this side.', { type: 'string', enum: SIDES }),
      parameterRef('Since'),
      parameterRef('Until'),
    ],
    paginated: true,
    ok: {
      description: 'A page of gap entries.',
      schema: object('A page of gaps.', {
        data: arrayOf(ref('GapEntry'), 'The gaps of this page.'),
        meta: LIST_META,
      }),
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
  '/divergence/timeseries': getOperation({
    operationId: 'divergenceTimeseries',
    summary: 'Divergence over time',
    tag: 'Divergence',
    description:
      'Mean divergence and event count per bucket of first_seen_at, as one series over every category (or the one given); the same window rules as `/stats/timeseries`.',
    parameters: SERIES_PARAMETERS,
    ok: {
      description: 'The series.',
      schema: dataEnvelope(ref('DivergenceTimeseries'), 'The series under `data`.'),
    },
    errors: ['InvalidParameter', 'InvalidApiKeyOrArchive'],
  }),
  '/divergence/{category}': getOperation({
    operationId: 'divergenceByCategory',
    summary: 'Most divergent events of a category',
    tag: 'Divergence',
    description: '`GET /events?category={category}&sort=divergence`.',
    parameters: [pathParam('category', 'The category.', ref('Category')), ...CURSOR_AND_LIMIT],
    paginated: true,
    ok: { description: 'A page of events.', schema: ref('EventList') },
    errors: ['InvalidParameterOrCursor'],
  }),
};
