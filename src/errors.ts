// Error factories with the spec's snake_case codes (SPEC §7) plus the ones we decided for what it leaves open
// (docs/decisions.md). Every non-2xx body is {"error": {"code", "message", "status"}}.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: { code: this.code, message: this.message, status: this.status } };
  }
}

export const invalidParameter = (message: string) => new ApiError(400, 'invalid_parameter', message);
export const invalidCursor = () =>
  new ApiError(
    400,
    'invalid_cursor',
    'cursor is expired or invalid: restart from the first page without a cursor',
  );
export const cursorExpired = (hours: number) =>
  new ApiError(
    400,
    'cursor_expired',
    `this walk began more than ${hours} hours ago: restart from the first page without a cursor`,
  );
export const exportCursorExpired = (hours: number) =>
  new ApiError(
    400,
    'cursor_expired',
    `this export cursor was issued more than ${hours} hours ago: start the export again without a cursor`,
  );
export const invalidApiKey = () =>
  new ApiError(401, 'invalid_api_key', 'the API key is not recognised or was revoked');
/** Beyond the tier's lookback; the message names what was too old when it is more than one event. */
export const archiveTokenRequired = (
  days: number | null,
  message = `this event is older than your tier's ${days}-day lookback window`,
) => new ApiError(401, 'archive_token_required', message);
export const devTierRequired = (message = 'market endpoints require tier Max') =>
  new ApiError(401, 'dev_tier_required', message);
export const accountSuspended = () =>
  new ApiError(
    403,
    'account_suspended',
    "this key's account is suspended by the service's operator; its keys and MCP tokens are refused until it is resumed",
  );
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
/** A merged-away event's id (docs/decisions.md, "Merges"): 301 to the event that absorbed it. */
export const eventMerged = (id: number, into: number, location: string) =>
  new ApiError(301, 'event_merged', `event ${id} was merged into event ${into}; follow the Location header`, {
    Location: location,
  });
export const notImplemented = () => new ApiError(501, 'not_implemented', 'this HTTP method is not supported');
/** An MCP tool result over the size cap. */
export const responseTooLarge = (maxChars: number) =>
  new ApiError(
    413,
    'response_too_large',
    `the result exceeds ${maxChars} characters; ask for fewer items (limit) or a narrower window`,
  );
export const methodNotAllowed = (allowed: string) =>
  new ApiError(405, 'method_not_allowed', `this endpoint accepts ${allowed}`, { Allow: allowed });
/** Seconds a client is asked to wait before retrying a 503: long enough for a store to restart or reconnect. */
export const RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = (message: string) =>
  new ApiError(503, 'service_unavailable', message, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
export const storeUnavailable = (store: string) =>
  serviceUnavailable(`${store} is unavailable; retry in a few seconds`);
export const internalError = () =>
  new ApiError(500, 'internal_error', 'internal error; quote the X-Request-Id header when reporting it');

// Access and HTTP behaviour (docs/decisions.md, "Access and HTTP behaviour").
export const dailyCapExceeded = (cap: number, retryAfterSeconds: number) =>
  new ApiError(
    429,
    'daily_cap_exceeded',
    `the daily cap of ${cap} requests is used up; it resets at 00:00 UTC`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
export const tooManyConcurrentRequests = (max: number) =>
  new ApiError(
    429,
    'too_many_concurrent_requests',
    `at most ${max} MCP requests per token may be in flight at once; retry when one has finished`,
    { 'Retry-After': '1' },
  );
export const unavailableRetryLater = (message: string, retryAfterSeconds: number) =>
  new ApiError(503, 'service_unavailable', message, { 'Retry-After': String(retryAfterSeconds) });
export const uriTooLong = (maxBytes: number) =>
  new ApiError(414, 'uri_too_long', `the request URL is longer than ${maxBytes} bytes`);

// Requests Node's parser refuses before Koa sees them (src/http/client-errors.ts).
/** Node's limit on a request line and headers together (`--max-http-header-size`, 16 KB by default). */
const MAX_HEADER_KB = 16;
export const headerFieldsTooLarge = () =>
  new ApiError(
    431,
    'header_fields_too_large',
    `the request line and headers together exceed ${MAX_HEADER_KB} KB; send a shorter URL or fewer headers`,
  );
export const requestTimeout = () =>
  new ApiError(408, 'request_timeout', 'the request was not received in time; the connection is closed');
export const malformedRequest = () =>
  new ApiError(400, 'malformed_request', 'the request is not valid HTTP/1.1 and cannot be parsed');
