// One JSON logger for the service (pino); CLI commands print plain lines for people instead.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  // The pid tells apart the lines of the several processes `parallax up --api-processes N` runs.
  return pino({
    level,
    base: { service: 'parallax', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
