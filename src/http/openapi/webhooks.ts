// Webhook subscriptions and their delivery log (docs/webhooks.md): POST/GET /webhooks, GET/DELETE /webhooks/{id},
// POST /webhooks/{id}/rotate-secret and /enable, GET /webhooks/{id}/deliveries; tier Business. The deliveries
// themselves are described in the operation of POST /webhooks (headers, signature, body).
import { webhookSubscription } from '../../contract/webhook-subscription';
import { MAX_FILTER_VALUES, MAX_URL_LENGTH, SECRET_OVERLAP_MS, WEBHOOK_EVENT_TYPES } from '../../spec';
import { MAX_SUBSCRIPTIONS, RETRY_DELAYS_MS, DISABLE_AFTER_FAILURES } from '../../webhooks/rules';
import { getOperation } from './common';
import { contractComponents, contractSchema } from './contract-components';
import { errorsOf, type ErrorResponseName } from './errors';
import {
  arrayOf,
  dataEnvelope,
  headerRef,
  integer,
  object,
  parameterRef,
  pathParam,
  ref,
  string,
  stringEnum,
} from './schema';
import type { Operation, PathItem, Response, Schema } from './types';

const TIER_NOTE = 'Tier Business (401 `dev_tier_required` otherwise).';
const ID = pathParam('id', 'The subscription id (`wh_…`).', { type: 'string' });
const SECRET_HOURS = SECRET_OVERLAP_MS / 3_600_000;

const seconds = (ms: number) =>
  ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`;

const DELIVERY_RULES = `Each occurrence is POSTed to the target as JSON \`{"type", "timestamp", "data"}\` with the Standard Webhooks headers \`webhook-id\` (the same on every attempt of one occurrence: drop a repeat by it), \`webhook-timestamp\` (Unix seconds of the attempt) and \`webhook-signature\` (\`v1,\` + base64 HMAC-SHA256 of \`{id}.{timestamp}.{body}\` keyed with the secret's base64 part; during a rotation, two space-separated signatures). Any 2xx within 15 s is delivered; anything else (a 3xx too: redirects are not followed) is retried after ${RETRY_DELAYS_MS.map(seconds).join(', ')} (each ±20%), ${RETRY_DELAYS_MS.length + 1} attempts in all. ${DISABLE_AFTER_FAILURES} failed attempts in a row disable the subscription (\`status\` disabled, \`disabled_reason\`); \`POST /webhooks/{id}/enable\` resumes it.`;

const list = (items: Schema, description: string): Schema => ({
  ...arrayOf(items, description),
  maxItems: MAX_FILTER_VALUES,
  uniqueItems: true,
});

export const WEBHOOK_SCHEMAS = contractComponents(
  'WebhookSubscription',
  'WebhookSubscriptionWithSecret',
  'WebhookDelivery',
  'WebhookSubscriptionList',
  'WebhookDeliveryList',
);

const REQUEST_BODY: Operation['requestBody'] = {
  description: 'The subscription: `application/json`, at most 16 KB.',
  required: true,
  content: {
    'application/json': {
      schema: object(
        'A new subscription.',
        {
          url: string(
            'An http(s) URL (https only in production); refused when its host is, or resolves to, a loopback, private, link-local or metadata address.',
            { maxLength: MAX_URL_LENGTH },
          ),
          event_types: {
            ...arrayOf(stringEnum(WEBHOOK_EVENT_TYPES, 'An event type.'), 'At least one.'),
            minItems: 1,
            uniqueItems: true,
          },
          categories: contractSchema(webhookSubscription.shape.categories),
          outlets: contractSchema(webhookSubscription.shape.outlets),
          tickers: list(
            string('An upper-case ticker symbol.', { pattern: '^[A-Z][A-Z0-9]{0,9}(\\.[A-Z])?$' }),
            'Only events mentioning one of these tickers.',
          ),
          threshold: integer('Required with `divergence.crossed`, refused without it.', 1, 100),
        },
        ['categories', 'outlets', 'tickers', 'threshold'],
      ),
      example: {
        url: 'https://hooks.example.com/parallax',
        event_types: ['gap.opened', 'divergence.crossed'],
        categories: ['politics'],
        threshold: 60,
      },
    },
  },
};

const WRITE_HEADERS = {
  'X-Request-Id': headerRef('XRequestId'),
  'RateLimit-Policy': headerRef('RateLimitPolicy'),
  RateLimit: headerRef('RateLimit'),
  'Cache-Control': headerRef('CacheControl'),
};

/** A POST or DELETE: its success response and the errors every request may meet. */
function writeOperation(spec: {
  operationId: string;
  summary: string;
  description: string;
  parameters?: Operation['parameters'];
  requestBody?: Operation['requestBody'];
  status: string;
  ok: Response;
  errors: ErrorResponseName[];
}): Operation {
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: ['Webhooks'],
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: {
      [spec.status]: spec.ok,
      ...errorsOf([
        ...spec.errors,
        'InvalidApiKeyOrDevTier',
        'UriTooLong',
        'HeaderFieldsTooLarge',
        'DailyCapExceeded',
        'InternalError',
        'ServiceUnavailable',
      ]),
    },
  };
}

const okWith = (description: string, schema: Schema, extra: Response['headers'] = {}): Response => ({
  description,
  headers: { ...WRITE_HEADERS, ...extra },
  content: { 'application/json': { schema } },
});

export const WEBHOOK_PATHS: Record<string, PathItem> = {
  '/webhooks': {
    post: writeOperation({
      operationId: 'createWebhook',
      summary: 'Subscribe to webhooks',
      description: `${TIER_NOTE} A subscription to occurrences: \`gap.opened\` and \`gap.closed\` (a coverage gap starts or ends), \`divergence.crossed\` (the divergence score reaches the threshold, or falls below it), \`event.created\` (a new event). Filters narrow it to categories, outlets or tickers (each a list matched by any entry; the lists are combined by AND). The answer carries the signing secret, shown this once. At most ${MAX_SUBSCRIPTIONS} subscriptions per account.\n\n${DELIVERY_RULES}`,
      requestBody: REQUEST_BODY,
      status: '201',
      ok: okWith(
        'Created; `Location` names it.',
        dataEnvelope(ref('WebhookSubscriptionWithSecret'), 'The subscription under `data`.'),
        {
          Location: {
            description: 'The new subscription: `/api/v2/webhooks/{id}`.',
            required: true,
            schema: { type: 'string', pattern: '^/api/v2/webhooks/wh_[A-Za-z0-9_-]+$' },
          },
        },
      ),
      errors: ['InvalidParameter'],
    }),
    get: getOperation({
      operationId: 'listWebhooks',
      summary: 'List your webhook subscriptions',
      tag: 'Webhooks',
      description: `${TIER_NOTE} The account's subscriptions, newest first, with cursor pagination; secrets are never listed.`,
      parameters: [parameterRef('Cursor'), parameterRef('Limit')],
      paginated: true,
      ok: { description: 'A page of subscriptions.', schema: ref('WebhookSubscriptionList') },
      errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrDevTier'],
    }).get,
  },
  '/webhooks/{id}': {
    get: getOperation({
      operationId: 'getWebhook',
      summary: 'One webhook subscription',
      tag: 'Webhooks',
      description: `${TIER_NOTE} One of the account's subscriptions; another account's id is a 404.`,
      parameters: [ID],
      ok: {
        description: 'The subscription.',
        schema: dataEnvelope(ref('WebhookSubscription'), 'Under `data`.'),
      },
      errors: ['InvalidApiKeyOrDevTier', 'NotFound'],
    }).get,
    delete: writeOperation({
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook subscription',
      description: `${TIER_NOTE} Nothing more is delivered; attempts already queued are dropped (logged as such).`,
      parameters: [ID],
      status: '204',
      ok: { description: 'Deleted; no body.', headers: WRITE_HEADERS },
      errors: ['InvalidParameter', 'NotFound'],
    }),
  },
  '/webhooks/{id}/rotate-secret': {
    post: writeOperation({
      operationId: 'rotateWebhookSecret',
      summary: 'Rotate the signing secret',
      description: `${TIER_NOTE} A new secret, shown this once; the replaced one keeps signing beside it for ${SECRET_HOURS} h (two signatures in \`webhook-signature\`), so the receiver can switch without losing a delivery.`,
      parameters: [ID],
      status: '200',
      ok: okWith(
        'The subscription with its new secret.',
        dataEnvelope(ref('WebhookSubscriptionWithSecret'), 'Under `data`.'),
      ),
      errors: ['InvalidParameter', 'NotFound'],
    }),
  },
  '/webhooks/{id}/enable': {
    post: writeOperation({
      operationId: 'enableWebhook',
      summary: 'Resume a disabled subscription',
      description: `${TIER_NOTE} Active again, its run of failures counted from zero. Occurrences while it was disabled are not sent.`,
      parameters: [ID],
      status: '200',
      ok: okWith('The subscription.', dataEnvelope(ref('WebhookSubscription'), 'Under `data`.')),
      errors: ['InvalidParameter', 'NotFound'],
    }),
  },
  '/webhooks/{id}/deliveries': {
    get: getOperation({
      operationId: 'listWebhookDeliveries',
      summary: 'Delivery log of a subscription',
      tag: 'Webhooks',
      description: `${TIER_NOTE} Every delivery attempt, newest first, with cursor pagination.`,
      parameters: [ID, parameterRef('Cursor'), parameterRef('Limit')],
      paginated: true,
      ok: { description: 'A page of attempts.', schema: ref('WebhookDeliveryList') },
      errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrDevTier', 'NotFound'],
    }).get,
  },
};
