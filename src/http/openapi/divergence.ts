// The divergence shortcuts and coverage gaps (SPEC §4 Divergence shortcuts, Gap rules; §2 Gap entry) and
// GET /divergence/timeseries.
import { TOP_DIVERGENCE_WINDOW_MS } from '../../spec';
import { gapList } from '../../contract/gap-entry';
import { getOperation } from './common';
import { GAP_LIST_PARAMETERS } from '../../contract/parameters/gaps';
import { PAGING_PARAMETERS } from '../../contract/parameters/paging';
import { SERIES_PARAMETERS } from '../../contract/parameters/timeseries';
import { contractComponents, contractSchema } from './contract-components';
import { queryParameters } from './contract-parameters';
import { dataEnvelope, pathParam, ref } from './schema';
import type { PathItem } from './types';

export const DIVERGENCE_SCHEMAS = contractComponents('Gap', 'GapEntry');

const CURSOR_AND_LIMIT = queryParameters(PAGING_PARAMETERS);

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
    parameters: queryParameters(GAP_LIST_PARAMETERS),
    paginated: true,
    ok: {
      description: 'A page of gap entries.',
      schema: contractSchema(gapList),
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive'],
  }),
  '/divergence/timeseries': getOperation({
    operationId: 'divergenceTimeseries',
    summary: 'Divergence over time',
    tag: 'Divergence',
    description:
      'Mean divergence and event count per bucket of first_seen_at, as one series over every category (or the one given); the same window rules as `/stats/timeseries`.',
    parameters: queryParameters(SERIES_PARAMETERS),
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
