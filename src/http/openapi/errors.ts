// The codes of the error body (its shape is the contract's, src/contract/error-body.ts) and the error responses
// (SPEC §7 plus docs/decisions.md). Codes and statuses are read off the factories that raise them, so the
// document names exactly what the code sends.
import { z } from 'zod';
import {
  accountSuspended,
  archiveTokenRequired,
  headerFieldsTooLarge,
  malformedRequest,
  requestTimeout,
  devTierRequired,
  internalError,
  invalidApiKey,
  invalidCursor,
  invalidParameter,
  cursorExpired,
  methodNotAllowed,
  notFound,
  serviceUnavailable,
  type ApiError,
} from '../../errors';
import { apiKeyRequired } from '../../feedback/flag-item';
import { FEEDBACK_RATE_LIMITED, FLAG_LIMIT } from '../../feedback/flag-limit';
import { payloadTooLarge } from '../routes/feedback';
import { tooManyUnknownCredentials } from '../../access/unknown-credentials';
import { errorBody, errorDetail } from '../../contract/error-body';
import { headerRef, ref, responseRef } from './schema';
import type { Reference, Response } from './types';

/** The over-cap answer (SPEC §8 caps; the 429 of docs/decisions.md "API conventions"). */
export const DAILY_CAP_STATUS = 429;
export const DAILY_CAP_CODE = 'daily_cap_exceeded';
/** A request URL over the bound of the URL middleware (docs/decisions.md, "Access and HTTP behaviour"). */
export const URI_TOO_LONG = { status: 414, code: 'uri_too_long' } as const;
/** GET /events/{id} of a merged-away event (docs/decisions.md, "Merges"). */
export const EVENT_MERGED = { status: 301, code: 'event_merged' } as const;

const raised = (error: ApiError) => ({ status: error.status, code: error.code });

/** Every error code the API sends, with its status. */
export const ERRORS = {
  eventMerged: EVENT_MERGED,
  invalidParameter: raised(invalidParameter('')),
  invalidCursor: raised(invalidCursor()),
  cursorExpired: raised(cursorExpired(0)),
  invalidApiKey: raised(invalidApiKey()),
  accountSuspended: raised(accountSuspended()),
  archiveTokenRequired: raised(archiveTokenRequired(0)),
  devTierRequired: raised(devTierRequired()),
  notFound: raised(notFound('')),
  methodNotAllowed: raised(methodNotAllowed('GET')),
  uriTooLong: URI_TOO_LONG,
  headerFieldsTooLarge: raised(headerFieldsTooLarge()),
  malformedRequest: raised(malformedRequest()),
  requestTimeout: raised(requestTimeout()),
  dailyCapExceeded: { status: DAILY_CAP_STATUS, code: DAILY_CAP_CODE },
  apiKeyRequired: raised(apiKeyRequired()),
  feedbackRateLimited: { status: 429, code: FEEDBACK_RATE_LIMITED },
  payloadTooLarge: raised(payloadTooLarge()),
  tooManyUnknownCredentials: raised(tooManyUnknownCredentials(1)),
  internalError: raised(internalError()),
  serviceUnavailable: raised(serviceUnavailable('')),
} as const;
export type ErrorName = keyof typeof ERRORS;

const ERROR_MEANINGS: Record<ErrorName, string> = {
  eventMerged: 'the event was merged into another; Location names the survivor, which holds its articles',
  invalidParameter:
    'a parameter is missing, malformed, out of its enum or range, or repeated where one is expected',
  invalidCursor: 'the cursor is malformed, tampered with, or from another query: restart from the first page',
  cursorExpired:
    'the walk began more than 24 hours ago (its first page); its cursors are over: restart from the first page',
  invalidApiKey: 'the X-API-Key is not recognised or was revoked',
  accountSuspended:
    "the X-API-Key is good but its account is suspended by the service's operator; it is refused until resumed",
  archiveTokenRequired: "the requested event is older than the tier's lookback window",
  devTierRequired: 'market endpoints need tier Max or Business, webhooks and bulk export tier Business',
  notFound: 'no such resource (or no such endpoint)',
  methodNotAllowed: 'the path exists but answers another method (the Allow header names it)',
  uriTooLong: 'the request URL is longer than 4,096 bytes',
  headerFieldsTooLarge:
    'the request line and headers together exceed 16 KB (a URL that long never reaches the API), refused before any routing',
  malformedRequest: 'the request is not valid HTTP/1.1, refused before any routing; the connection is closed',
  requestTimeout:
    'the headers did not arrive within 10 s or the whole request within 30 s; the connection is closed',
  dailyCapExceeded: "the caller's daily request cap is used up; Retry-After says when it resets",
  apiKeyRequired: 'flagging needs an API key: an anonymous caller is no reader a flag can count once for',
  feedbackRateLimited: `the reader's flags of the last hour reached the limit (${FLAG_LIMIT.flags}); Retry-After says when the next is accepted`,
  payloadTooLarge: 'the request body is larger than the endpoint accepts (4 KB for a flag)',
  tooManyUnknownCredentials:
    'this address sent over 100 unknown API keys in 10 minutes; a key not recently used from it is refused until Retry-After',
  internalError: 'an unexpected failure; quote the X-Request-Id when reporting it',
  serviceUnavailable: 'Elasticsearch or Redis is unreachable; retry later',
};

const ERROR_NAMES = Object.keys(ERRORS) as ErrorName[];

/** The code of the error body: every code the API sends, each described with its status and meaning. */
const ERROR_CODE = z
  .enum(ERROR_NAMES.map((name) => ERRORS[name].code) as [string, ...string[]])
  .describe(
    ERROR_NAMES.map(
      (name) => `\`${ERRORS[name].code}\` (${ERRORS[name].status}): ${ERROR_MEANINGS[name]}.`,
    ).join('\n'),
  );

/** The error body's `error` (the export trailer carries it too) and the body, with the codes above. */
export const ERROR_DETAIL = errorDetail(ERROR_CODE);
export const ERROR_BODY = errorBody(ERROR_DETAIL);

/** Error responses by the name an operation refers to them with: one per status and set of codes. */
const ERROR_RESPONSES = {
  EventMerged: ['eventMerged'],
  InvalidParameter: ['invalidParameter'],
  InvalidParameterOrCursor: ['invalidParameter', 'invalidCursor', 'cursorExpired'],
  InvalidApiKey: ['invalidApiKey'],
  InvalidApiKeyOrArchive: ['invalidApiKey', 'archiveTokenRequired'],
  InvalidApiKeyOrDevTier: ['invalidApiKey', 'devTierRequired'],
  AccountSuspended: ['accountSuspended'],
  NotFound: ['notFound'],
  UriTooLong: ['uriTooLong'],
  HeaderFieldsTooLarge: ['headerFieldsTooLarge'],
  DailyCapExceeded: ['dailyCapExceeded', 'tooManyUnknownCredentials'],
  DailyCapOrFlagLimit: ['dailyCapExceeded', 'feedbackRateLimited', 'tooManyUnknownCredentials'],
  InvalidApiKeyOrArchiveOrKeyRequired: ['invalidApiKey', 'archiveTokenRequired', 'apiKeyRequired'],
  PayloadTooLarge: ['payloadTooLarge'],
  InternalError: ['internalError'],
  ServiceUnavailable: ['serviceUnavailable'],
} as const satisfies Record<string, readonly ErrorName[]>;
export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

/** Headers every error may carry besides X-Request-Id, by status. */
function errorHeaders(status: number): Response['headers'] {
  const headers: NonNullable<Response['headers']> = {
    'X-Request-Id': headerRef('XRequestId'),
    'RateLimit-Policy': headerRef('RateLimitPolicy'),
    RateLimit: headerRef('RateLimit'),
  };
  if (status === EVENT_MERGED.status) headers.Location = headerRef('Location');
  if (status === DAILY_CAP_STATUS) headers['Retry-After'] = headerRef('RetryAfter');
  if (status === 503) headers['Retry-After'] = headerRef('RetryAfterOptional');
  return headers;
}

export function errorResponses(): Record<string, Response> {
  const responses: Record<string, Response> = {};
  for (const [name, errors] of Object.entries(ERROR_RESPONSES) as [
    ErrorResponseName,
    readonly ErrorName[],
  ][]) {
    const status = ERRORS[errors[0]].status;
    responses[name] = {
      description: errors.map((error) => `\`${ERRORS[error].code}\`: ${ERROR_MEANINGS[error]}.`).join(' '),
      headers: errorHeaders(status),
      content: {
        'application/json': {
          schema: {
            allOf: [
              ref('Error'),
              {
                type: 'object',
                properties: {
                  error: {
                    type: 'object',
                    properties: {
                      code: { enum: errors.map((error) => ERRORS[error].code) },
                      status: { const: status },
                    },
                  },
                },
              },
            ],
          },
          example: { error: { code: ERRORS[errors[0]].code, message: ERROR_MEANINGS[errors[0]], status } },
        },
      },
    };
  }
  return responses;
}

/** `{"<status>": <ref>}` for an operation's error responses. */
export function errorsOf(names: readonly ErrorResponseName[]): Record<string, Reference> {
  const out: Record<string, Reference> = {};
  for (const name of names) out[String(ERRORS[ERROR_RESPONSES[name][0]].status)] = responseRef(name);
  return out;
}
