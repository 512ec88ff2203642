// One JSON logger for the service (pino); CLI commands print plain lines for people instead.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'parallax' }, timestamp: pino.stdTimeFunctions.isoTime });
}
