import { randomUUID } from 'node:crypto';

/**
 * A new row id: a version 7 UUID (RFC 9562), whose first 48 bits are the
 * creation time in milliseconds. Ids made close in time sit close together in
 * the primary-key index, so a batch insert touches a few index pages instead
 * of one random page per row, and ordering by id follows creation. The random bits come from randomUUID, which
 * draws on a cached entropy pool (a fresh randomBytes call per id costs more).
 */
export function newTimeOrderedId(now: number = Date.now()): string {
  const time = now.toString(16).padStart(12, '0').slice(-12);
  const random = randomUUID();
  // randomUUID's layout is 8-4-4-4-12 hex with version 4; its variant nibble is already RFC 9562's.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}
