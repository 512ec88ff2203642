// Outlets (SPEC §2 Outlet) and GET /outlets, /outlets/{slug}, /outlets/{slug}/events (SPEC §4 Outlets).
import { OMISSION_WINDOW_DAYS, WIDELY_COVERED_OUTLETS } from '../../outlets/coverage-stats';
import { BIASES } from '../../spec';
import { OUTLET_EVENT_LIST_PARAMETERS } from '../../contract/parameters/event-list';
import { getOperation } from './common';
import { queryParameters } from './contract-parameters';
import {
  arrayOf,
  dataEnvelope,
  integer,
  object,
  pathParam,
  ref,
  string,
  stringEnum,
  url,
} from './schema';
import type { PathItem, Schema } from './types';

export const OUTLET_SCHEMAS: Record<string, Schema> = {
  Outlet: object('A tracked outlet (SPEC §2 Outlet).', {
    slug: string('Identifier used in paths and in the `outlet` filter of events.', {
      pattern: '^[a-z0-9-]+$',
    }),
    name: string('Display name.'),
    short_name: string('Short display name.'),
    bias: stringEnum(BIASES, 'Bias class (docs/outlets.md says how each was rated).'),
    bias_position: integer('Position on the spectrum: low is left, high is right.', 0, 100),
    primary_color: string('Brand colour, `#rrggbb`.', { pattern: '^#[0-9a-fA-F]{6}$' }),
    homepage: url('Home page.'),
    articles_ingested: integer('Articles ingested from this outlet.', 0),
    avg_divergence_when_covered: {
      type: ['number', 'null'],
      description: 'Mean divergence score of the scored events it covered; null until one is scored.',
      minimum: 0,
      maximum: 100,
    },
    omission_rate: {
      type: ['number', 'null'],
      description: `Of the last ${OMISSION_WINDOW_DAYS} days' widely covered events (covered by at least ${WIDELY_COVERED_OUTLETS} outlets), the share this outlet did not cover (three decimals); null until there was one.`,
      minimum: 0,
      maximum: 1,
    },
  }),
};

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
      schema: object('All outlets.', { data: arrayOf(ref('Outlet'), 'Outlets, left to right.') }),
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
