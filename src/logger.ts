import pino, { type Logger } from 'pino';
import type { Config } from './config/config';

/** Paths whose values never reach a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'token',
  '*.token',
  'password',
  '*.password',
  'jwtSecret',
  'adminToken',
];

export function createLogger(config: Pick<Config, 'logLevel' | 'version'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'property-data-service', version: config.version },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
