import { z } from 'zod';

/** Stored values (API-CONTRACT section 5). */
export const PROPERTY_STATUSES = ['active', 'pending', 'sold', 'off_market'] as const;
export const PROPERTY_TYPES = ['house', 'apartment', 'condo', 'townhouse', 'land', 'multi_family', 'commercial', 'other'] as const;
export const SORT_FIELDS = ['created_at', 'updated_at', 'price', 'bedrooms', 'square_meters'] as const;

export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type SortField = (typeof SORT_FIELDS)[number];

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;

/** The filters of the list endpoint; every one present must hold. */
export interface PropertyFilters {
  propertyType?: PropertyType;
  status?: PropertyStatus;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  city?: string;
}

export interface PropertySort {
  field: SortField;
  direction: 'asc' | 'desc';
}

export interface PropertySearch {
  filters: PropertyFilters;
  sort: PropertySort;
  limit: number;
  offset: number;
}

// A repeated parameter (?status=a&status=b) arrives as an array: name it rather than guess.
const single = z.string({
  error: (issue) => (Array.isArray(issue.input) ? 'must be given only once' : 'must be a string'),
});

const integer = (min: number, max: number, what: string) =>
  single
    .regex(/^\d{1,16}$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${what}`);

const amount = single
  .regex(/^\d{1,15}(\.\d+)?$/, 'must be a non-negative number (digits, optionally with a decimal point)')
  .transform(Number);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (Array.isArray(issue.input) ? 'must be given only once' : `must be one of: ${values.join(', ')}`),
  });

const SORT_VALUES = SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const) as unknown as readonly [string, ...string[]];

const listQuery = z.object({
  limit: integer(1, MAX_LIMIT, `an integer from 1 to ${MAX_LIMIT}`).optional(),
  offset: integer(0, Number.MAX_SAFE_INTEGER, 'an integer of 0 or more').optional(),
  property_type: oneOf(PROPERTY_TYPES).optional(),
  status: oneOf(PROPERTY_STATUSES).optional(),
  min_price: amount.optional(),
  max_price: amount.optional(),
  min_bedrooms: integer(0, 1000, 'an integer from 0 to 1000').optional(),
  min_bathrooms: integer(0, 1000, 'an integer from 0 to 1000').optional(),
  city: single
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'must not be empty')
    .refine((v) => v.length <= 200, 'must be at most 200 characters')
    .optional(),
  sort: oneOf(SORT_VALUES).optional(),
});

/** Every parameter the list endpoint reads (filters, paging and sort), for callers that must refuse unknown ones. */
export function listQueryKeys(): readonly string[] {
  return Object.keys(listQuery.shape);
}

/**
 * GET /api/v1/properties query string. Every bad parameter is reported at once
 * (a ZodError: 400 INVALID_PARAMETER with one `details` entry each); unknown
 * parameters are ignored.
 */
export function parseListQuery(raw: unknown): PropertySearch {
  const parsed = listQuery.safeParse(raw);
  const issues = parsed.success ? [] : [...parsed.error.issues];
  // Checked apart from the object so a bad range is listed even when other parameters are bad too.
  const input = (raw ?? {}) as Record<string, unknown>;
  const min = amount.safeParse(input.min_price);
  const max = amount.safeParse(input.max_price);
  if (min.success && max.success && min.data > max.data) {
    issues.push({ code: 'custom', path: ['min_price'], message: 'must not be greater than max_price', input: input.min_price });
  }
  if (!parsed.success || issues.length > 0) throw new z.ZodError(issues);
  const q = parsed.data;
  return {
    filters: {
      propertyType: q.property_type,
      status: q.status,
      minPrice: q.min_price,
      maxPrice: q.max_price,
      minBedrooms: q.min_bedrooms,
      minBathrooms: q.min_bathrooms,
      city: q.city,
    },
    sort: toSort(q.sort ?? '-created_at'),
    limit: q.limit ?? DEFAULT_LIMIT,
    offset: q.offset ?? 0,
  };
}

/**
 * Only the filters of a list query (no paging or sort): the same parser and
 * the same errors as the list endpoint, for anything that stores a search.
 */
export function parseListFilters(raw: Record<string, unknown>): PropertyFilters {
  const { limit: _limit, offset: _offset, sort: _sort, ...filters } = raw;
  return parseListQuery(filters).filters;
}

function toSort(value: string): PropertySort {
  const descending = value.startsWith('-');
  return { field: (descending ? value.slice(1) : value) as SortField, direction: descending ? 'desc' : 'asc' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a UUID can name a property; anything else is simply not found (contract section 3). */
export function isPropertyId(value: string): boolean {
  return UUID.test(value);
}
