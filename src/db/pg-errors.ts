import { LaneWaitTimeout } from './statement-lane';

/** SQLSTATE classes and codes this service reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

/** Socket-level failures reaching the server (Node's error codes, not SQLSTATEs). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * SQLSTATEs that say the database, not the request, is the problem:
 * 55000 (e.g. "database is not accepting connections"), 3D000 (the database
 * does not exist: dropped or not yet created), 57P01-57P05 (shut down, crash,
 * cannot connect now, dropped database, idle-session timeout), 57014 (a
 * statement cancelled: the server's statement_timeout, pool.ts, or an
 * operator's pg_cancel_backend; either way the request may be retried, and the
 * message that tells them apart is in the server's language). The service's
 * own cancel, a shutdown stopping VACUUM, is handled where it is sent.
 */
const UNAVAILABLE_CODES = new Set(['55000', '3D000', '57014', '57P01', '57P02', '57P03', '57P04', '57P05']);

/**
 * Classes meaning the same: 08 connection exception, 53 insufficient
 * resources (too many connections 53300, disk full, out of memory), 58 system
 * error (I/O).
 */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '58']);

/**
 * SQLSTATE classes of a value the database refuses for what it is, whatever the
 * time: 22 data exception (22P05 untranslatable character, 22021 bad byte
 * sequence, 22003 numeric out of range), 23514 check violation, 54 program
 * limit exceeded (54001 stack depth). Retrying such a value can never succeed.
 */
const PERMANENT_DATA_CLASSES = new Set(['22', '54']);
const PERMANENT_DATA_CODES = new Set(['23502', '23514']);

export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/** pg marks its own errors (from the server) with a severity; socket errors have none. */
const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

/**
 * True when the database cannot be reached or went away: socket errors, pool
 * connection timeouts, and the SQLSTATEs above. node-postgres raises a few
 * conditions without any code (pool checkout timeout, a connection that ended
 * mid-query); those are its own fixed texts, not anything a client sent.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof LaneWaitTimeout) return true;
  const code = pgCode(err);
  if (code) {
    if (CONNECTION_CODES.has(code)) return true;
    if (isSqlState(code)) return UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.has(code.slice(0, 2));
  }
  const message = err instanceof Error ? err.message : '';
  return /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout|connect ECONNREFUSED/i.test(
    message,
  );
}

/** True when PostgreSQL refused a value itself (class 22, 54, check/not-null violations): never worth a retry. */
export function isPermanentDataError(err: unknown): boolean {
  const code = pgCode(err);
  if (!code || !isSqlState(code)) return false;
  return PERMANENT_DATA_CODES.has(code) || PERMANENT_DATA_CLASSES.has(code.slice(0, 2));
}
