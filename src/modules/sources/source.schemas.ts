import { z } from 'zod';
import { atMostCharacters } from '../../http/characters';

/** The same rule as a token's source (contract section 5). */
export const SOURCE_NAME = /^[a-z0-9_.-]{1,64}$/;
export const SOURCE_NAME_MESSAGE = 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"';
export const DESCRIPTION_MAX = 500;

/** "is required" for a missing member, "must be <kind>" for one of the wrong type. */
const typed = (kind: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${kind}`),
});

/** Path parameter of `PUT /admin/sources/{source}`: a bad one is 400 INVALID_PARAMETER. */
export const sourceNameSchema = z.string().regex(SOURCE_NAME, SOURCE_NAME_MESSAGE);

/** Body of `PUT /admin/sources/{source}`: the whole registration. Unknown members are ignored. */
export const sourceTrustRequestSchema = z.object(
  {
    trust: z.number(typed('a number from 0 to 1')).min(0, 'must be at least 0').max(1, 'must be at most 1'),
    description: z
      .string(typed('a string or null'))
      .trim()
      .refine(atMostCharacters(DESCRIPTION_MAX), `must be at most ${DESCRIPTION_MAX} characters`)
      .transform((text) => (text === '' ? null : text))
      .nullable()
      .optional()
      .transform((text) => text ?? null),
  },
  { error: 'the body must be a JSON object' },
);

export type SourceTrustRequest = z.infer<typeof sourceTrustRequestSchema>;
