import { randomBytes } from 'node:crypto';

/** A submitted property (spec 2.3) as JSON: any shape, so tests can also break it. */
export type SubmissionBody = Record<string, unknown>;

/** Nested overrides; `undefined` removes a key, arrays replace. */
export type Overrides = Record<string, unknown>;

const RUN = randomBytes(3).toString('hex');
let sequence = 0;

/** "aa", "ab", ...: letters only, so a street name is one word the normaliser leaves alone. */
function word(n: number): string {
  let out = '';
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepMerge(base: Record<string, unknown>, overrides: Overrides): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete out[key];
    else if (isPlainObject(value) && isPlainObject(out[key])) out[key] = deepMerge(out[key] as Record<string, unknown>, value);
    else out[key] = value;
  }
  return out;
}

/** A unique street of this test run: "<n> Qa<letters> Street". */
export function uniqueStreet(): string {
  sequence += 1;
  return `${100 + sequence} Q${RUN.replace(/\d/g, (d) => word(Number(d)))}${word(sequence)} Street`;
}

/**
 * A complete, valid submission with a unique external_id and a unique address.
 * Coordinates are supplied, so nothing is asked of a geocoder unless a test
 * removes them (`{ location: undefined }`).
 */
export function buildSubmission(overrides: Overrides = {}): SubmissionBody {
  const street = uniqueStreet();
  const base: SubmissionBody = {
    external_id: `ext-${RUN}-${sequence}`,
    title: `Detached house on ${street}`,
    property_type: 'residential',
    property_subtype: 'detached',
    status: 'for_sale',
    financial: { price_current: 350_000, currency: 'USD' },
    address: { street, city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' },
    location: { latitude: 30.2672, longitude: -97.7431 },
    dimensions: { square_meters_total: 150 },
    rooms: { bedrooms_total: 3, bathrooms_total: 2 },
    construction: { year_built: 1995 },
    listing: { listing_status: 'active', listing_date: '2024-01-15T00:00:00Z' },
    data_quality: { data_source: 'factory', data_quality_score: 0.8 },
  };
  return deepMerge(base, overrides);
}

/** `n` submissions for one batch, each unique. */
export function buildBatch(n: number, overrides: Overrides = {}): SubmissionBody[] {
  return Array.from({ length: n }, () => buildSubmission(overrides));
}
