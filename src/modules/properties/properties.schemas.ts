import { z } from 'zod';
import { isUuid } from '../../http/uuid';
import { isCalendarDay } from '../../http/calendar-day';
import { queryInteger } from '../../http/query-integer';
import { atMostCharacters } from '../../http/characters';
import { featureTags } from '../submissions/vocabulary';
import { parseKeywords } from './keyword-query';

/** Stored values (API-CONTRACT section 5). */
export const PROPERTY_STATUSES = ['active', 'pending', 'sold', 'off_market'] as const;
export const PROPERTY_TYPES = ['house', 'apartment', 'condo', 'townhouse', 'land', 'multi_family', 'commercial', 'other'] as const;
export const SORT_FIELDS = ['created_at', 'updated_at', 'price', 'bedrooms', 'square_meters'] as const;

export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** A stored column to sort by; `distance` (nearest first, with lat/lon) and `relevance` (with q and no sort) are computed. */
export type SortField = (typeof SORT_FIELDS)[number] | 'distance' | 'relevance';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;
export const DEFAULT_RADIUS_KM = 5;
export const MAX_RADIUS_KM = 500;

/** `bbox` in degrees; minLon > maxLon is a box across the antimeridian. */
export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface NearPoint {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** The filters of the list endpoint (spec's seven and contract section 8); every one present must hold. */
export interface PropertyFilters {
  propertyType?: PropertyType;
  status?: PropertyStatus;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  maxBedrooms?: number;
  minBathrooms?: number;
  maxBathrooms?: number;
  minSquareMeters?: number;
  maxSquareMeters?: number;
  minYearBuilt?: number;
  maxYearBuilt?: number;
  city?: string;
  postalCode?: string;
  state?: string;
  country?: string;
  /** Every tag must be present. */
  features?: string[];
  source?: string;
  /** ISO 8601 instants (normalised to UTC). */
  listedSince?: string;
  updatedSince?: string;
  /** Keywords as given (see keyword-query.ts). */
  q?: string;
  bbox?: BoundingBox;
  near?: NearPoint;
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
  /** An opaque `metadata.next_cursor` of an earlier page (checked by the service); offset is then 0. */
  cursor?: string;
}

// A repeated parameter (?status=a&status=b) arrives as an array: name it rather than guess.
const single = z.string({
  error: (issue) => (Array.isArray(issue.input) ? 'must be given only once' : 'must be a string'),
});

/** Above every price and area a property can hold (numeric(14,2)), and still exact as a double. */
const AMOUNT_BELOW = '1000000000000000';

const AMOUNT_FORM = /^\d+(\.\d+)?$/;

const amount = single
  .regex(AMOUNT_FORM, 'must be a non-negative number (digits, optionally with a decimal point)')
  // Said only of a number written right: its whole part has more digits than AMOUNT_BELOW allows.
  .refine((v) => !AMOUNT_FORM.test(v) || /^\d{1,15}(\.|$)/.test(v), `must be less than ${AMOUNT_BELOW}`)
  .transform(Number);

/** How a coordinate or distance is written: "1e-3" or 16 decimals are numbers too, but not this form, and the message says so. */
const DECIMAL_FORM = 'digits with an optional point and at most 15 decimals, no exponent';

const degrees = (limit: number) =>
  single
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, `must be a decimal number of degrees from -${limit} to ${limit} (${DECIMAL_FORM})`)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, `must be a number of degrees from -${limit} to ${limit}`);

const text = (max: number) =>
  single
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, 'must not be empty')
    .refine(atMostCharacters(max), `must be at most ${max} characters`);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** An ISO 8601 date (midnight UTC) or timestamp (UTC when no offset is given), as an ISO string in UTC. */
const instant = single
  .refine((v) => ISO_INSTANT.test(v) && isCalendarDay(v) && !Number.isNaN(Date.parse(normaliseInstant(v))), 'must be an ISO 8601 date or timestamp')
  .transform((v) => new Date(Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, Date.parse(normaliseInstant(v))))).toISOString());

/**
 * The instants sent to PostgreSQL: an offset can carry a date at either end a
 * few hours out of years 1 to 9999 (9999-12-31T23:59:59-14:00), which
 * toISOString writes in a form PostgreSQL refuses ("+010000-...", year 0),
 * and which an outside probe saw answered as an unnamed 400. No stored
 * value lies out there, so the nearest end answers the same "at or after".
 */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

function normaliseInstant(v: string): string {
  if (v.length === 10) return `${v}T00:00:00Z`;
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? v : `${v}Z`;
}

const bbox = single
  .transform((v) => v.split(',').map((part) => part.trim()))
  .refine((parts) => parts.length === 4 && parts.every((p) => /^-?\d{1,3}(\.\d{1,15})?$/.test(p)), 'must be min_lon,min_lat,max_lon,max_lat in degrees')
  .transform((parts) => parts.map(Number) as [number, number, number, number])
  .refine(([a, b, c, d]) => Math.abs(a) <= 180 && Math.abs(c) <= 180 && Math.abs(b) <= 90 && Math.abs(d) <= 90, 'longitudes must be within -180..180 and latitudes within -90..90')
  .refine(([, minLat, , maxLat]) => minLat <= maxLat, 'min_lat must not be greater than max_lat')
  .transform(([minLon, minLat, maxLon, maxLat]): BoundingBox => ({ minLon, minLat, maxLon, maxLat }));

/** Tags as submissions store them ("Swimming Pool" and "swimmingPool" are `swimming_pool`), so a feature is found as it was sent. */
const features = single
  .transform((v) => featureTags(v.split(',')))
  .refine((tags) => tags.length > 0, 'must name at least one feature')
  .refine((tags) => tags.length <= 32 && tags.every(atMostCharacters(64)), 'must be at most 32 tags of at most 64 characters');

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (Array.isArray(issue.input) ? 'must be given only once' : `must be one of: ${values.join(', ')}`),
  });

const SORT_VALUES = [...SORT_FIELDS.flatMap((f) => [f, `-${f}`]), 'distance'] as unknown as readonly [string, ...string[]];

const filterQuery = {
  property_type: oneOf(PROPERTY_TYPES).optional(),
  status: oneOf(PROPERTY_STATUSES).optional(),
  min_price: amount.optional(),
  max_price: amount.optional(),
  min_bedrooms: queryInteger(0, 1000, 'an integer from 0 to 1000').optional(),
  max_bedrooms: queryInteger(0, 1000, 'an integer from 0 to 1000').optional(),
  min_bathrooms: queryInteger(0, 1000, 'an integer from 0 to 1000').optional(),
  max_bathrooms: queryInteger(0, 1000, 'an integer from 0 to 1000').optional(),
  min_square_meters: amount.optional(),
  max_square_meters: amount.optional(),
  min_year_built: queryInteger(0, 9999, 'a year from 0 to 9999').optional(),
  max_year_built: queryInteger(0, 9999, 'a year from 0 to 9999').optional(),
  city: text(200).optional(),
  postal_code: text(32).optional(),
  state: text(200).optional(),
  country: text(200).optional(),
  features: features.optional(),
  source: text(64).optional(),
  listed_since: instant.optional(),
  updated_since: instant.optional(),
  q: single
    .refine((v) => v.trim().length > 0, 'must not be empty')
    .refine(atMostCharacters(200), 'must be at most 200 characters')
    .optional(),
  bbox: bbox.optional(),
  lat: degrees(90).optional(),
  lon: degrees(180).optional(),
  radius_km: single
    .regex(/^\d{1,3}(\.\d{1,15})?$/, `must be a decimal number of kilometres above 0 and at most ${MAX_RADIUS_KM} (${DECIMAL_FORM})`)
    .transform(Number)
    .refine((n) => n > 0 && n <= MAX_RADIUS_KM, `must be a number of kilometres above 0 and at most ${MAX_RADIUS_KM}`)
    .optional(),
};

function hasOnlyExclusions(q: string): boolean {
  const { groups, excluded } = parseKeywords(q);
  return groups.length === 0 && excluded.length > 0;
}

const listQuery = z.object({
  limit: queryInteger(1, MAX_LIMIT, `an integer from 1 to ${MAX_LIMIT}`).optional(),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER, `an integer from 0 to ${Number.MAX_SAFE_INTEGER}`).optional(),
  ...filterQuery,
  sort: oneOf(SORT_VALUES).optional(),
  cursor: single.refine((v) => v.length > 0 && v.length <= 2048, 'must be a next_cursor of an earlier page').optional(),
});

type ListQuery = z.infer<typeof listQuery>;

/** Every parameter the list endpoint reads (filters, paging, sort and cursor), for callers that must refuse unknown ones. */
export function listQueryKeys(): readonly string[] {
  return Object.keys(listQuery.shape);
}

/** Each min with its max: a min above its max is 400 (contract section 8). */
const RANGES = [
  ['min_price', 'max_price'],
  ['min_bedrooms', 'max_bedrooms'],
  ['min_bathrooms', 'max_bathrooms'],
  ['min_square_meters', 'max_square_meters'],
  ['min_year_built', 'max_year_built'],
] as const;

/** Rules between parameters, checked apart from the object so they are listed even when other parameters are bad. */
function crossIssues(input: Record<string, unknown>): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const problem = (field: string, message: string) => issues.push({ code: 'custom', path: [field], message, input: input[field] });
  for (const [minName, maxName] of RANGES) {
    const min = filterQuery[minName].safeParse(input[minName]);
    const max = filterQuery[maxName].safeParse(input[maxName]);
    if (min.success && max.success && min.data !== undefined && max.data !== undefined && min.data > max.data) {
      problem(minName, `must not be greater than ${maxName}`);
    }
  }
  const given = (name: string) => input[name] !== undefined;
  if (given('lat') !== given('lon')) problem(given('lat') ? 'lon' : 'lat', 'lat and lon must be given together');
  if (given('radius_km') && !given('lat') && !given('lon')) problem('radius_km', 'needs lat and lon');
  if (input.sort === 'distance' && !(given('lat') && given('lon'))) problem('sort', 'distance needs lat and lon');
  if (given('cursor') && given('offset')) problem('offset', 'must be absent when cursor is given');
  // `status[]=sold` (PHP and Rails write lists so) would be an unknown parameter, ignored: the client would think it filtered.
  for (const key of Object.keys(input)) {
    const base = /^([^[\]]+)\[[^\]]*\]/.exec(key)?.[1];
    if (base !== undefined && Object.hasOwn(listQuery.shape, base)) problem(key, `is not read: give ${base} once, without brackets`);
  }
  return issues;
}

/**
 * GET /api/v1/properties query string. Every bad parameter is reported at once
 * (a ZodError: 400 INVALID_PARAMETER with one `details` entry each); unknown
 * parameters are ignored.
 */
export function parseListQuery(raw: unknown): PropertySearch {
  return parseQuery(raw, true);
}

/**
 * `-word` alone asks the list for every property without the word: no index
 * finds those, so each would be read and tested, for an exact total of nearly
 * the whole table (q=-zzq took 3.4 s at 1,000,000 listings). A web search
 * engine answers such a query with nothing; the list refuses it, naming what
 * is missing. A saved search (parseListFilters) keeps it: it is tested on the
 * changed properties only.
 */
const ONLY_EXCLUSIONS = 'must have a word to find: -word only leaves out what the other words find';

/** The list query; `searching`: the list's own rules beside the filters' (ONLY_EXCLUSIONS). */
function parseQuery(raw: unknown, searching: boolean): PropertySearch {
  const input = (raw ?? {}) as Record<string, unknown>;
  const parsed = listQuery.safeParse(input);
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...crossIssues(input)];
  if (searching && parsed.success && parsed.data.q !== undefined && hasOnlyExclusions(parsed.data.q)) {
    issues.push({ code: 'custom', path: ['q'], message: ONLY_EXCLUSIONS, input: input.q });
  }
  if (!parsed.success || issues.length > 0) throw new z.ZodError(issues);
  const q = parsed.data;
  const filters = toFilters(q);
  return {
    filters,
    sort: toSort(q.sort ?? (filters.q !== undefined ? 'relevance' : '-created_at')),
    limit: q.limit ?? DEFAULT_LIMIT,
    offset: q.offset ?? 0,
    ...(q.cursor !== undefined ? { cursor: q.cursor } : {}),
  };
}

function toFilters(q: ListQuery): PropertyFilters {
  const filters: PropertyFilters = {
    propertyType: q.property_type, status: q.status, minPrice: q.min_price, maxPrice: q.max_price,
    minBedrooms: q.min_bedrooms, maxBedrooms: q.max_bedrooms, minBathrooms: q.min_bathrooms, maxBathrooms: q.max_bathrooms,
    minSquareMeters: q.min_square_meters, maxSquareMeters: q.max_square_meters,
    minYearBuilt: q.min_year_built, maxYearBuilt: q.max_year_built,
    city: q.city, postalCode: q.postal_code, state: q.state, country: q.country, features: q.features, source: q.source,
    listedSince: q.listed_since, updatedSince: q.updated_since, q: q.q, bbox: q.bbox,
    near: q.lat !== undefined && q.lon !== undefined ? { lat: q.lat, lon: q.lon, radiusKm: q.radius_km ?? DEFAULT_RADIUS_KM } : undefined,
  };
  // Absent filters are left out, so equal filter sets look alike (cache keys, cursor fingerprints).
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as PropertyFilters;
}

/**
 * Only the filters of a list query (no paging or sort): the same parser and
 * the same errors as the list endpoint, for anything that stores a search.
 */
export function parseListFilters(raw: Record<string, unknown>): PropertyFilters {
  const { limit: _limit, offset: _offset, sort: _sort, cursor: _cursor, ...filters } = raw;
  return parseQuery(filters, false).filters;
}

/** One string per filter set: equal filters, equal key. */
export function filtersKey(filters: PropertyFilters): string {
  const entries = Object.entries(filters).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

function toSort(value: string): PropertySort {
  const descending = value.startsWith('-');
  if (value === 'relevance') return { field: 'relevance', direction: 'desc' };
  return { field: (descending ? value.slice(1) : value) as SortField, direction: descending ? 'desc' : 'asc' };
}

/** Only a UUID can name a property; anything else is simply not found (contract section 3). */
export function isPropertyId(value: string): boolean {
  return isUuid(value);
}
