// One JSON logger for the service (pino); CLI commands print plain lines for people instead.
// Errors are logged without what they carry of a request: an Elasticsearch client error holds the request it
// failed (`meta`: the document of a failed write, such as a person's e-mail and password hash) and the
// cluster's answer, whose reasons may quote a field's value; only the status, the error types and the stack's
// frames are kept.
import type { DestinationStream } from 'pino';
import pino from 'pino';

export type Logger = pino.Logger;

interface ClientErrorMeta {
  statusCode?: number;
  body?: { error?: { type?: string; root_cause?: { type?: string }[] } | string };
}

/**
 * pino's error serializer, minus what an Elasticsearch client error carries of the request and the answer. The
 * cluster's reasons quote values in many shapes ("failed to parse date field [value]", "Preview of field's
 * value: …"), so of its message only the first line (the error type) is kept, and of its stack only the frames.
 */
export function errorForLog(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  const meta = out.meta as ClientErrorMeta | undefined;
  if (!meta || typeof meta !== 'object') return out;
  delete out.meta;
  delete out.body;
  delete out.options;
  out.statusCode = meta.statusCode;
  const error = meta.body?.error;
  if (typeof error === 'object') {
    out.esErrorType = error.type;
    out.esRootCauses = error.root_cause?.map((cause) => cause.type);
  }
  const headline = err.message.split('\n')[0];
  out.message = headline;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${err.name}: ${headline}`, ...frames].join('\n');
  return out;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  // The pid tells apart the lines of the several processes `parallax up --api-processes N` runs.
  return pino(
    {
      level,
      base: { service: 'parallax', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorForLog },
    },
    destination,
  );
}
