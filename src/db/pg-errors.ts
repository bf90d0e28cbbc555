/** SQLSTATE classes and codes this service reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/**
 * True when the database cannot be reached or went away: socket errors, pool
 * connection timeouts, SQLSTATE class 08 (connection exception) and 57P0x
 * (admin shutdown, crash shutdown, cannot connect now).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgCode(err);
  if (code && (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
  const message = err instanceof Error ? err.message : '';
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(message);
}
