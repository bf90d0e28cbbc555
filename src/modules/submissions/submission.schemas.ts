import { z } from 'zod';
import { ISO_4217_CODES } from './iso-4217';
import { STATUS_MAP, type SubmittedStatus } from './vocabulary';
import { isCalendarDay } from '../../http/calendar-day';
import { atMostCharacters } from '../../http/characters';
import { storableDegrees } from '../geocoding/degrees';

/**
 * The submitted property (spec 2.3, plus the detail fields of 2.2 a connector
 * may know) with every rule of contract section 5. Messages complete the
 * dotted field name: "financial.price_current" + "must be greater than 0".
 * null and blank strings count as absent: empty never erases a stored value.
 */

const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const text = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: typeError('a string') }).trim().refine(atMostCharacters(max), `must be at most ${max} characters`).nullish(),
  );

/**
 * An address part the address hash is made of: required, and holding a letter or a digit in some script. One of
 * invisible characters, punctuation or symbols only ("\u200b", "...", "🏠") normalises to nothing, and every such
 * address would be one property.
 */
const requiredAddressText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: typeError('a string') })
      .trim()
      .refine(atMostCharacters(max), `must be at most ${max} characters`)
      .refine((v) => /[\p{L}\p{N}]/u.test(v), 'must contain a letter or a digit'),
  );

/** What a numeric(p, 2) column will hold: the value rounded to 2 decimals (half away from zero, like PostgreSQL). */
export const toCents = (v: number) => Math.sign(v) * Math.round(Math.abs(v) * 100 + Number.EPSILON * 100) / 100;

/**
 * A positive amount for a numeric(p, 2) column, checked as it will be stored:
 * 0.001 rounds to 0 and 999999999999.999 rounds up to the column's overflow.
 */
const positive = (max: number) =>
  z
    .number({ error: typeError('a number') })
    .gt(0, 'must be greater than 0')
    .lt(max, `must be less than ${max.toLocaleString('en-US')}`)
    .transform(toCents)
    .pipe(
      z
        .number()
        .gt(0, 'must be at least 0.01 (values are stored with 2 decimals)')
        .lt(max, `must be less than ${max.toLocaleString('en-US')} once rounded to 2 decimals`),
    )
    .nullish();

const roomCount = z
  .number({ error: typeError('an integer') })
  .int('must be an integer')
  .min(0, 'must be between 0 and 100')
  .max(100, 'must be between 0 and 100')
  .nullish();

const httpUrlText = z
  .string({ error: typeError('a string') })
  .trim()
  .refine(atMostCharacters(2048), 'must be at most 2048 characters')
  .refine((v) => isHttpUrl(v), 'must be an http or https URL');

/** An image's URL: required (an image is nothing without it). */
const httpUrl = z.preprocess(blankToUndefined, httpUrlText);

/** The listing's URL: blank is absent, like every other optional text (the preprocess runs before .nullish() could allow it). */
const optionalHttpUrl = z.preprocess(blankToUndefined, httpUrlText.nullish());

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** ISO 8601 date or date-time; no offset means UTC. Returns the instant as an ISO string. */
function parseIsoDate(value: string): string | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const hasTime = value.length > 10;
  const withZone = !hasTime ? `${value}T00:00:00Z` : /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(value) ? value : `${value}Z`;
  const ms = Date.parse(withZone.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2').replace(/([+-]\d{2})$/, '$1:00'));
  if (Number.isNaN(ms) || !isCalendarDay(value)) return undefined;
  return new Date(ms).toISOString();
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const listingDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: typeError('an ISO 8601 date or date-time') })
    .trim()
    .transform((v, ctx) => {
      const iso = parseIsoDate(v);
      if (!iso) ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 date or date-time' });
      else if (Date.parse(iso) > Date.now()) ctx.addIssue({ code: 'custom', message: 'must not be in the future' });
      return iso ?? v;
    })
    .nullish(),
);

const status = z.preprocess(
  blankToUndefined,
  z
    .string({ error: typeError('a string') })
    .transform((v) => v.trim().toLowerCase().replace(/[\s-]+/g, '_'))
    .refine((v): v is SubmittedStatus => Object.hasOwn(STATUS_MAP, v), `must be one of ${Object.keys(STATUS_MAP).join(', ')}`)
    .nullish(),
);

const currency = z.preprocess(
  blankToUndefined,
  z
    .string({ error: typeError('a string') })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => ISO_4217_CODES.has(v), 'must be an ISO 4217 currency code such as USD')
    .nullish(),
);

// A number is taken as its digits only while it is exact: 12345678901234567890 arrives as ...000 and would be
// another listing's id; such a number must be sent as a string.
const externalId = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : blankToUndefined(v)),
  z.string({ error: typeError('a string') }).trim().refine(atMostCharacters(256), 'must be at most 256 characters').nullish(),
);

const nextYear = () => new Date().getUTCFullYear() + 1;

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: typeError('an object') });

/** Degrees within ±limit, as they may be stored (storableDegrees). */
const coordinate = (limit: number) =>
  z
    .number({ error: typeError('a number') })
    .min(-limit, `must be between -${limit} and ${limit}`)
    .max(limit, `must be between -${limit} and ${limit}`)
    .transform(storableDegrees)
    .nullish();

export const submissionSchema = object({
  external_id: externalId,
  url: optionalHttpUrl,
  title: text(500),
  description: text(20_000),
  property_type: text(64),
  property_subtype: text(64),
  status,
  price: positive(1e12),
  financial: object({ price_current: positive(1e12), currency }).nullish(),
  address: object({
    street: requiredAddressText(300),
    city: requiredAddressText(120),
    state: text(120),
    country: text(120),
    postal_code: text(20),
  }),
  location: object({
    latitude: coordinate(90),
    longitude: coordinate(180),
  }).nullish(),
  dimensions: object({
    square_meters_total: positive(1e10),
    square_meters_interior: positive(1e10),
    land_area_sqm: positive(1e12),
  }).nullish(),
  rooms: object({
    bedrooms_total: roomCount,
    bathrooms_total: roomCount,
    living_rooms: roomCount,
    parking_spaces: roomCount,
  }).nullish(),
  construction: object({
    year_built: z
      .number({ error: typeError('an integer') })
      .int('must be an integer')
      .refine((y) => y >= 1000 && y <= nextYear(), { error: () => `must be between 1000 and ${nextYear()}` })
      .nullish(),
    building_type: text(64),
    condition: text(64),
  }).nullish(),
  features: z.array(z.string({ error: typeError('a string') }).refine(atMostCharacters(100), 'must be at most 100 characters'), { error: typeError('an array of strings') })
    .max(200, 'must have at most 200 entries')
    .nullish(),
  listing: object({ listing_status: text(64), listing_date: listingDate }).nullish(),
  images: z
    .array(
      object({
        url: httpUrl,
        type: text(32),
        order: z.number({ error: typeError('an integer') }).int('must be an integer').min(0, 'must be 0 or more').nullish(),
      }),
      { error: typeError('an array') },
    )
    .max(100, 'must have at most 100 entries')
    .nullish(),
  data_quality: object({
    data_source: text(120),
    data_quality_score: z
      .number({ error: typeError('a number') })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .nullish(),
  }).nullish(),
});

export type Submission = z.output<typeof submissionSchema>;
