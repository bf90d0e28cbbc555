import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/pool';
import type { PropertyRow } from '../../src/modules/properties/property-row';

export type { PropertyRow };

const COLUMNS: Array<keyof PropertyRow> = [
  'id', 'source', 'external_id', 'url', 'title', 'description', 'property_type', 'property_subtype', 'status',
  'address_formatted', 'street', 'city', 'state', 'country', 'postal_code', 'latitude', 'longitude',
  'price_current', 'currency', 'price_per_sqm', 'square_meters_total', 'square_meters_interior', 'land_area_sqm',
  'bedrooms_total', 'bathrooms_total', 'living_rooms', 'parking_spaces', 'year_built', 'building_type', 'condition',
  'features', 'listing_status', 'listing_date', 'images', 'address_hash', 'provenance', 'geocode_status',
  'created_at', 'updated_at',
];

let sequence = 0;

/** A complete, valid property no other call returns (unique id, external id, address and hash). */
export function buildPropertyRow(overrides: Partial<PropertyRow> = {}): PropertyRow {
  sequence += 1;
  const unique = `${sequence}-${randomUUID().slice(0, 8)}`;
  const street = `${100 + sequence} Test Street`;
  const city = overrides.city === undefined ? 'Springfield' : overrides.city;
  const price = overrides.price_current === undefined ? 250_000 : overrides.price_current;
  const sqm = overrides.square_meters_total === undefined ? 125 : overrides.square_meters_total;
  const created = new Date(Date.UTC(2025, 0, 1) + sequence * 60_000);
  return {
    id: randomUUID(),
    source: 'test_feed',
    external_id: `ext-${unique}`,
    url: `https://listings.test.example/${unique}`,
    title: `3-bedroom house ${unique}`,
    description: 'A test listing with a garden.',
    property_type: 'house',
    property_subtype: 'detached',
    status: 'active',
    address_formatted: `${street}, ${city ?? ''}, IL 62701, US`,
    street,
    city,
    state: 'IL',
    country: 'US',
    postal_code: '62701',
    latitude: 39.7817,
    longitude: -89.6501,
    price_current: price,
    currency: 'USD',
    price_per_sqm: price !== null && sqm ? Math.round((price / sqm) * 100) / 100 : null,
    square_meters_total: sqm,
    square_meters_interior: 110,
    land_area_sqm: 400,
    bedrooms_total: 3,
    bathrooms_total: 2,
    living_rooms: 1,
    parking_spaces: 1,
    year_built: 1995,
    building_type: 'brick',
    condition: 'good',
    features: ['garage', 'garden'],
    listing_status: 'active',
    listing_date: new Date('2025-01-01T00:00:00.000Z'),
    images: [{ url: `https://img.test.example/${unique}/1.jpg`, type: 'main', order: 1 }],
    address_hash: `test-hash-${unique}`,
    provenance: { price_current: { source: 'test_feed', score: 0.5, at: created.toISOString() } },
    geocode_status: 'ok',
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

function toParam(column: keyof PropertyRow, value: unknown): unknown {
  // node-postgres would send a JS array of objects as a Postgres array; jsonb wants JSON text.
  return column === 'images' || column === 'provenance' ? JSON.stringify(value) : value;
}

/** Inserts complete rows straight into properties (one statement), returning them as stored. */
export async function insertProperties(db: Queryable, rows: Array<Partial<PropertyRow>>): Promise<PropertyRow[]> {
  if (rows.length === 0) return [];
  const built = rows.map((r) => buildPropertyRow(r));
  const values: unknown[] = [];
  const tuples = built.map((row) => `(${COLUMNS.map((c) => `$${values.push(toParam(c, row[c]))}`).join(', ')})`);
  await db.query(`INSERT INTO properties (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, values);
  return built;
}

export async function insertProperty(db: Queryable, overrides: Partial<PropertyRow> = {}): Promise<PropertyRow> {
  const [row] = await insertProperties(db, [overrides]);
  return row!;
}
