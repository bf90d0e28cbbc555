import { z } from 'zod';
import { queryInteger } from '../../http/query-integer';

export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 1000;

export interface ChangesQuery {
  readonly after: number;
  readonly limit: number;
}

const changesQuery = z.object({
  after: queryInteger(0, Number.MAX_SAFE_INTEGER, `an integer from 0 to ${Number.MAX_SAFE_INTEGER}`).default(0),
  limit: queryInteger(1, MAX_CHANGES_LIMIT, `an integer from 1 to ${MAX_CHANGES_LIMIT}`).default(DEFAULT_CHANGES_LIMIT),
});

/** GET /api/v1/changes query string; a bad value is a ZodError (400 INVALID_PARAMETER naming it). */
export function parseChangesQuery(raw: unknown): ChangesQuery {
  return changesQuery.parse(raw ?? {});
}
