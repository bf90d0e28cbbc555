import { z } from 'zod';
import type { FieldProblem } from '../../http/errors';
import { atMostCharacters } from '../../http/characters';
import { listQueryKeys, parseListFilters, type PropertyFilters } from '../properties/properties.schemas';

export const WEBHOOK_EVENTS = ['property.created', 'property.updated', 'property.price_changed', 'property.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** List parameters that page or order rather than select: not part of a saved search. */
const NOT_FILTERS = new Set(['limit', 'offset', 'sort', 'cursor']);

/** A space or an ASCII control character (C0 or DEL). */
const isSpaceOrControl = (c: string) => c <= ' ' || c === '\u007f';

const typed = (kind: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${kind}`),
});

/** Body of `POST /api/v1/webhooks`, before the URL and the filters are checked further. Unknown members are ignored. */
export const createWebhookSchema = z.object(
  {
    url: z
      .string(typed('a string'))
      .trim()
      .min(1, 'must not be empty')
      .refine(atMostCharacters(2048), 'must be at most 2048 characters')
      // The URL parser drops tabs and line breaks inside a URL and encodes spaces: the address called would not be the one stored and shown.
      .refine((value) => ![...value].some(isSpaceOrControl), 'must not contain spaces or control characters')
      .refine((value) => URL.canParse(value), 'must be an absolute http or https URL')
      .refine((value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol), 'must be an http or https URL')
      .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), 'must not contain credentials')
      // Port 0 names no port a receiver can listen on (URL accepts it; 65536 and above it refuses).
      .refine((value) => !URL.canParse(value) || new URL(value).port !== '0', 'must not use port 0'),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(', ')}` }), typed('an array of event names'))
      .min(1, 'must name at least one event')
      .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
    filters: z.record(z.string(), z.unknown(), typed('an object of list filters')).optional(),
    description: z.string(typed('a string')).trim().refine(atMostCharacters(500), 'must be at most 500 characters').optional(),
  },
  { error: 'the body must be a JSON object' },
);

export type CreateWebhookRequest = z.infer<typeof createWebhookSchema>;

/**
 * A saved search: the list endpoint's filters as a JSON object, checked by the
 * list endpoint's own parser (one definition). Values are given as the query
 * string would carry them: numbers are turned into their decimal text. Paging,
 * sort and unknown keys are refused. Problems name `filters.<key>`.
 */
export function checkFilters(filters: Record<string, unknown>): { parsed: PropertyFilters; problems: FieldProblem[] } {
  const known = new Set(listQueryKeys().filter((k) => !NOT_FILTERS.has(k)));
  const problems: FieldProblem[] = [];
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const field = `filters.${key}`;
    if (NOT_FILTERS.has(key)) problems.push({ field, message: 'paging and sort parameters are not filters' });
    else if (!known.has(key)) problems.push({ field, message: 'is not a filter of the property list' });
    else if (typeof value === 'string') query[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) query[key] = String(value);
    else problems.push({ field, message: 'must be a string or a number' });
  }
  if (problems.length > 0) return { parsed: {}, problems };
  try {
    return { parsed: parseListFilters(query), problems };
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err;
    return { parsed: {}, problems: err.issues.map((i) => ({ field: `filters.${i.path.map(String).join('.')}`, message: i.message })) };
  }
}

/** Stored filters as the list parser reads them (query-string text). */
export function filtersAsQuery(filters: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
}
