import { z } from 'zod';
import { atMostCharacters } from '../../http/characters';

/** Roles a service token may carry: `connector` submits, `subscriber` (and `admin`) manage webhook subscriptions. */
export const ROLES = ['connector', 'reader', 'subscriber', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_LIFETIME_DAYS = 365;
export const MAX_LIFETIME_DAYS = 3650;

/** Issuer claim: tokens from another system that happens to share the secret are refused. */
export const TOKEN_ISSUER = 'property-data-service';

/** "is required" for a missing member, "must be <kind>" for one of the wrong type. */
const typed = (kind: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${kind}`),
});

/** Body of `POST /admin/tokens/service`. Unknown members are ignored. */
export const tokenRequestSchema = z.object(
  {
    service_name: z
      .string(typed('a string'))
      .trim()
      .min(1, 'must not be empty')
      .refine(atMostCharacters(100), 'must be at most 100 characters'),
    source: z
      .string(typed('a string'))
      .regex(/^[a-z0-9_.-]{1,64}$/, 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"'),
    roles: z
      .array(z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }), typed('an array of role names'))
      .min(1, 'must name at least one role')
      .transform((roles) => [...new Set(roles)]),
    expires_in_days: z
      .number(typed('a whole number of days'))
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(MAX_LIFETIME_DAYS, `must be at most ${MAX_LIFETIME_DAYS}`)
      .optional(),
  },
  { error: 'the body must be a JSON object' },
);

export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The claims this service signs; anything else under a valid signature is still refused. */
export const tokenClaimsSchema = z.object({
  jti: z.uuid(),
  sub: z.string().min(1),
  source: z.string().min(1),
  roles: z.array(z.string()),
  iat: z.number(),
  exp: z.number(),
});

export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
