// The service's own endpoints: GET /health, /usage (ours), /openapi.json and /docs (this document and its page).
import { health } from '../../contract/health';
import { usage } from '../../contract/usage';
import { getOperation } from './common';
import { contractSchema } from './contract-components';
import { dataEnvelope, pathParam, string } from './schema';
import type { PathItem } from './types';

export const SERVICE_PATHS: Record<string, PathItem> = {
  '/health': getOperation({
    operationId: 'getHealth',
    summary: 'Health',
    tag: 'Service',
    description:
      '200 when Elasticsearch and Redis both answer; else 503 `service_unavailable` naming what is down. Not counted against the daily cap.',
    counted: false,
    ok: {
      description: 'Both stores answer.',
      schema: dataEnvelope(contractSchema(health), 'Under `data`.'),
    },
  }),
  '/usage': getOperation({
    operationId: 'getUsage',
    summary: "The caller's usage today",
    tag: 'Account',
    description:
      "The caller's tier, daily cap, requests used and remaining today, when the count resets (00:00 UTC) and the tier's lookback. Not counted against the daily cap; 503 `service_unavailable` while the counter cannot be read.",
    counted: false,
    ok: {
      description: 'Usage.',
      schema: dataEnvelope(contractSchema(usage, { nullableBoundsFirst: true }), 'Under `data`.'),
    },
  }),
  '/openapi.json': getOperation({
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI document',
    tag: 'Service',
    description:
      'The OpenAPI 3.1 description of the API. Not counted against the daily cap; cacheable (ETag).',
    counted: false,
    ok: {
      description: 'The document.',
      schema: {
        type: 'object',
        description: 'An OpenAPI 3.1 document.',
        properties: {
          openapi: { type: 'string', const: '3.1.0', description: 'The OpenAPI version.' },
          info: { type: 'object', description: 'Title, version and description.' },
          paths: { type: 'object', description: 'The endpoints.' },
        },
        required: ['openapi', 'info', 'paths'],
      },
    },
  }),
  '/docs': getOperation({
    operationId: 'getDocsPage',
    summary: 'API reference page',
    tag: 'Service',
    description:
      'A human-readable reference rendered from `/openapi.json` by Redoc, whose script the service serves itself: the page works offline. Not counted against the daily cap.',
    counted: false,
    ok: {
      description: 'The HTML page.',
      contentType: 'text/html',
      schema: string('An HTML page.'),
      headers: {
        'Content-Security-Policy': {
          description: 'The page may load scripts, styles, images and data only from this origin.',
          required: true,
          schema: { type: 'string' },
        },
      },
    },
  }),
  '/docs/assets/{asset}': getOperation({
    operationId: 'getDocsAsset',
    summary: 'Script of the reference page',
    tag: 'Service',
    description:
      "The renderer's browser bundle that `/docs` loads, served from the service's own dependencies; its name carries the renderer's version, so it may be cached for good. Any other name is a 404. Not counted against the daily cap.",
    counted: false,
    parameters: [pathParam('asset', 'The file name, as the page names it.', { type: 'string' })],
    ok: { description: 'The script.', contentType: 'text/javascript', schema: string('JavaScript.') },
    errors: ['NotFound'],
  }),
};
