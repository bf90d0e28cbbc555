import { z } from 'zod';

export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 1000;

export interface ChangesQuery {
  readonly after: number;
  readonly limit: number;
}

/** A whole number written in plain digits, within bounds; a repeated parameter is named as such. */
function wholeNumber(min: number, max: number) {
  const what = max === Number.MAX_SAFE_INTEGER ? `an integer of ${min} or more` : `an integer from ${min} to ${max}`;
  return z
    .string({ error: (issue) => (Array.isArray(issue.input) ? 'must be given only once' : `must be ${what}`) })
    .regex(/^\d{1,16}$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${what}`);
}

const changesQuery = z.object({
  after: wholeNumber(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: wholeNumber(1, MAX_CHANGES_LIMIT).default(DEFAULT_CHANGES_LIMIT),
});

/** GET /api/v1/changes query string; a bad value is a ZodError (400 INVALID_PARAMETER naming it). */
export function parseChangesQuery(raw: unknown): ChangesQuery {
  return changesQuery.parse(raw ?? {});
}
