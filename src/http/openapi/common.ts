// What many operations share: the response headers, the pagination parameters (SPEC §4 Pagination), and one
// builder that gives every GET operation its success and error responses.
import { API_BASE_PATH, TIER_LIMITS } from '../../spec';
import { componentParameters } from './contract-parameters';
import { errorsOf, type ErrorResponseName } from './errors';
import { headerRef, responseRef } from './schema';
import type { Header, Operation, Parameter, Reference, Response, Schema } from './types';

export const HEADERS: Record<string, Header> = {
  XRequestId: {
    description:
      "The id of this request: the caller's own X-Request-Id when it is 1-64 characters of `[A-Za-z0-9._:-]`, else a new UUID. Quote it when reporting a problem.",
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,64}$' },
  },
  // Set by the access middleware on every API response once it knows the caller's tier (not on a 401
  // invalid_api_key or a 414, which come first); `RateLimit` also needs Redis, so it may be missing on a 503.
  RateLimitPolicy: {
    description:
      'The daily cap that applies to the caller (IETF draft-ietf-httpapi-ratelimit-headers-11): quota `q` requests per window `w` seconds, for example `"daily";q=100;w=86400`.',
    schema: { type: 'string', pattern: '^"daily";q=[0-9]+;w=86400$' },
  },
  RateLimit: {
    description:
      'What is left of the daily cap (IETF draft-ietf-httpapi-ratelimit-headers-11): `r` requests remaining, `t` seconds until the count resets at 00:00 UTC, for example `"daily";r=57;t=3600`.',
    schema: { type: 'string', pattern: '^"daily";r=[0-9]+;t=[0-9]+$' },
  },
  RetryAfter: {
    description: 'Seconds until the daily cap resets (midnight UTC).',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RetryAfterOptional: {
    description: 'Seconds after which a retry may succeed, when the service can tell.',
    schema: { type: 'integer', minimum: 0 },
  },
  ETag: {
    description:
      'Validator of this representation: send it back in If-None-Match to get a 304 while it is current.',
    schema: { type: 'string', pattern: '^(W/)?"[^"]+"$' },
  },
  CacheControl: {
    description: 'How long the response may be reused.',
    schema: { type: 'string' },
  },
  Location: {
    description: `Where the resource is now: \`${API_BASE_PATH}/events/{survivor id}\` (\`…/similar\` from \`/events/{id}/similar\`).`,
    required: true,
    schema: { type: 'string', pattern: `^${API_BASE_PATH}/events/[0-9]+(/similar)?$` },
  },
  Link: {
    description:
      'Present exactly when `meta.has_more` is true (RFC 8288): `<{same path}?…&cursor=…&limit=…>; rel="next"`.',
    schema: { type: 'string', pattern: '^<[^>]+>; rel="next"$' },
  },
};

export const PARAMETERS: Record<string, Parameter> = componentParameters();

/** The tier rules every counted endpoint shares, for descriptions. */
export const TIER_RULES = `Daily caps: anonymous ${TIER_LIMITS.anonymous.dailyCap} per client address, Free ${TIER_LIMITS.free.dailyCap}, Pro ${TIER_LIMITS.pro.dailyCap}, Max ${TIER_LIMITS.max.dailyCap.toLocaleString('en')}, Business ${TIER_LIMITS.business.dailyCap.toLocaleString('en')}.`;

export interface OperationSpec {
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  parameters?: (Parameter | Reference)[];
  /** The 200 body and its description. */
  ok: { description: string; schema: Schema; contentType?: string; headers?: Response['headers'] };
  /** Cursor-paginated lists carry the Link header. */
  paginated?: boolean;
  /** Whether the request counts against the daily cap (and so can be refused by it). */
  counted?: boolean;
  /** Operation-specific errors; invalid_parameter, invalid_api_key, account_suspended, 414, 431, 429 (when counted), 500 and 503 are added to all. */
  errors?: ErrorResponseName[];
}

/** The answer to a conditional GET whose If-None-Match names the current ETag (every 200 here has one). */
export const NOT_MODIFIED: Response = {
  description: 'Not modified: If-None-Match named the current ETag; no body.',
  headers: {
    'X-Request-Id': headerRef('XRequestId'),
    'RateLimit-Policy': headerRef('RateLimitPolicy'),
    RateLimit: headerRef('RateLimit'),
    ETag: headerRef('ETag'),
    'Cache-Control': headerRef('CacheControl'),
  },
};

export function getOperation(spec: OperationSpec): { get: Operation } {
  const counted = spec.counted ?? true;
  const headers: NonNullable<Response['headers']> = {
    'X-Request-Id': headerRef('XRequestId'),
    'RateLimit-Policy': headerRef('RateLimitPolicy'),
    RateLimit: headerRef('RateLimit'),
    ETag: headerRef('ETag'),
    'Cache-Control': headerRef('CacheControl'),
    ...(spec.paginated ? { Link: headerRef('Link') } : {}),
    ...spec.ok.headers,
  };
  const errors: ErrorResponseName[] = [...(spec.errors ?? [])];
  // Every operation checks its query (an unknown or repeated parameter is a 400) and the caller's key.
  if (!errors.some((name) => name.startsWith('InvalidParameter'))) errors.push('InvalidParameter');
  if (!errors.some((name) => name.startsWith('InvalidApiKey'))) errors.push('InvalidApiKey');
  errors.push('AccountSuspended');
  errors.push('UriTooLong', 'HeaderFieldsTooLarge');
  if (counted) errors.push('DailyCapExceeded');
  errors.push('InternalError', 'ServiceUnavailable');
  return {
    get: {
      operationId: spec.operationId,
      summary: spec.summary,
      description: spec.description,
      tags: [spec.tag],
      ...(spec.parameters ? { parameters: spec.parameters } : {}),
      responses: {
        '200': {
          description: spec.ok.description,
          headers,
          content: { [spec.ok.contentType ?? 'application/json']: { schema: spec.ok.schema } },
        },
        '304': responseRef('NotModified'),
        ...errorsOf(errors),
      },
    },
  };
}
