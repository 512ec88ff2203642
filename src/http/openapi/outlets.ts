// Outlets (SPEC §2 Outlet) and GET /outlets, /outlets/{slug}, /outlets/{slug}/events (SPEC §4 Outlets).
import { outletList } from '../../contract/outlet';
import { OUTLET_EVENT_LIST_PARAMETERS } from '../../contract/parameters/event-list';
import { getOperation } from './common';
import { queryParameters } from './contract-parameters';
import { contractComponents, contractSchema } from './contract-components';
import { dataEnvelope, pathParam, ref } from './schema';
import type { PathItem } from './types';

export const OUTLET_SCHEMAS = contractComponents('Outlet');

const SLUG = pathParam('slug', 'The outlet slug (see `GET /outlets`).', { type: 'string' });

export const OUTLET_PATHS: Record<string, PathItem> = {
  '/outlets': getOperation({
    operationId: 'listOutlets',
    summary: 'List outlets',
    tag: 'Outlets',
    description:
      'All tracked outlets, left to right (bias_position ascending, slug breaking ties), without pagination.',
    ok: {
      description: 'Every outlet.',
      schema: contractSchema(outletList),
    },
  }),
  '/outlets/{slug}': getOperation({
    operationId: 'getOutlet',
    summary: 'One outlet',
    tag: 'Outlets',
    description: 'One outlet, the same object as its entry in `GET /outlets`.',
    parameters: [SLUG],
    ok: { description: 'The outlet.', schema: dataEnvelope(ref('Outlet'), 'The outlet under `data`.') },
    errors: ['NotFound'],
  }),
  '/outlets/{slug}/events': getOperation({
    operationId: 'listOutletEvents',
    summary: 'Events an outlet covered',
    tag: 'Outlets',
    description:
      'Events with at least one source row from the outlet, most recent first, with cursor pagination. An unknown slug is a 404.',
    parameters: [SLUG, ...queryParameters(OUTLET_EVENT_LIST_PARAMETERS)],
    paginated: true,
    ok: { description: 'A page of events.', schema: ref('EventList') },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrArchive', 'NotFound'],
  }),
};
