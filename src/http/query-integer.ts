import { z } from 'zod';

/**
 * A whole-number query parameter from `min` to `max`, written as plain digits
 * only: `0x10`, `1e2`, ` 5` or `5.0` are refused (Number() would read them),
 * and a repeated parameter is named as such rather than guessed.
 */
export const queryInteger = (min: number, max: number, what: string) =>
  z
    .string({ error: (issue) => (Array.isArray(issue.input) ? 'must be given only once' : `must be ${what}`) })
    .regex(/^\d{1,16}$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${what}`);
