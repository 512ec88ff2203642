// What the server answers when a request cannot even be parsed, before Koa sees it (Node's 'clientError'): a
// request line and headers over Node's 16 KB bound, a malformed request, or a client too slow to send its
// headers or request. Node's defaults are bare status lines; these carry the API's error body, a request id and
// the security headers like every other answer, then close the connection (the stream cannot be trusted).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { headerFieldsTooLarge, malformedRequest, requestTimeout, type ApiError } from '../errors';
import type { Logger } from '../log';
import { JSON_SECURITY_HEADERS } from './middleware/security-headers';

function errorFor(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return headerFieldsTooLarge();
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return requestTimeout();
  return malformedRequest();
}

/** The server's 'clientError' listener; each answer is logged with its request id, like the access log's lines. */
export function clientErrorHandler(logger: Logger): (err: NodeJS.ErrnoException, socket: Duplex) => void {
  return (err, socket) => answerClientError(err, socket, logger);
}

function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, logger: Logger): void {
  // A reset connection has no one left to tell; a response already under way (a request that timed out while its
  // answer was being written) cannot be followed by another on the same stream. Node's own handler checks the same.
  const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const error = errorFor(err.code);
  const requestId = randomUUID();
  logger.info({ requestId, status: error.status, code: err.code }, 'request refused before parsing');
  const body = JSON.stringify(error.toBody());
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Request-Id': requestId,
    ...JSON_SECURITY_HEADERS,
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${head}\r\n${body}`);
}
