/**
 * A property as the submission pipeline reads and writes it: one member per
 * column of `properties`, in the stored vocabulary, plus what the merge needs
 * to remember (per-field provenance).
 */

import type { PropertyImage, PropertyRow } from '../properties/property-row';

/** Who wrote a field, with what data_quality_score, when. */
export interface Provenance {
  readonly source: string;
  readonly score: number;
  readonly at: string;
}

/** The images column's entries, as the properties module declares them. */
export type ImageEntry = PropertyImage;

export type GeocodeStatus = 'success' | 'pending' | 'not_found';

/**
 * The pipeline's view of a row: no timestamps (the database keeps them), the
 * listing date as ISO text, provenance unpacked per field.
 */
export interface PropertyRecord
  extends Omit<PropertyRow, 'listing_date' | 'provenance' | 'geocode_status' | 'created_at' | 'updated_at'> {
  listing_date: string | null;
  provenance: Record<string, Provenance>;
  geocode_status: GeocodeStatus | null;
}

export type RecordColumn = keyof PropertyRecord;

/**
 * The units the merge decides on, each with the columns it owns. A unit moves
 * as a whole: a price travels with its currency, an address with its hash, a
 * location with its geocoding status.
 */
export const MERGE_FIELDS = {
  url: ['url'],
  title: ['title'],
  description: ['description'],
  property_type: ['property_type'],
  property_subtype: ['property_subtype'],
  status: ['status'],
  price: ['price_current', 'currency'],
  square_meters_total: ['square_meters_total'],
  square_meters_interior: ['square_meters_interior'],
  land_area_sqm: ['land_area_sqm'],
  bedrooms_total: ['bedrooms_total'],
  bathrooms_total: ['bathrooms_total'],
  living_rooms: ['living_rooms'],
  parking_spaces: ['parking_spaces'],
  year_built: ['year_built'],
  building_type: ['building_type'],
  condition: ['condition'],
  features: ['features'],
  listing_status: ['listing_status'],
  listing_date: ['listing_date'],
  images: ['images'],
  address: ['street', 'city', 'state', 'country', 'postal_code', 'address_formatted', 'address_hash'],
  location: ['latitude', 'longitude', 'geocode_status'],
} as const satisfies Record<string, readonly RecordColumn[]>;

export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeField[];

/**
 * A property that exists only as an address so far: what a new submission
 * merges into. Its status is empty until the merge fills it (or the store
 * step applies the column's default, active).
 */
export function emptyRecord(id: string, source: string, externalId: string | null, addressHash: string): PropertyRecord {
  return {
    id, source, external_id: externalId, url: null, title: null, description: null, property_type: null,
    property_subtype: null, status: '', address_formatted: null, street: null, city: null, state: null,
    country: null, postal_code: null, latitude: null, longitude: null, price_current: null, currency: null,
    price_per_sqm: null, square_meters_total: null, square_meters_interior: null, land_area_sqm: null,
    bedrooms_total: null, bathrooms_total: null, living_rooms: null, parking_spaces: null, year_built: null,
    building_type: null, condition: null, features: [], listing_status: null, listing_date: null, images: [],
    address_hash: addressHash, provenance: {}, geocode_status: null,
  };
}

/**
 * Stored form of the provenance: one entry per writer with the fields it
 * wrote, `{ writers: [{ source, score, at, fields: [...] }] }`. A submission
 * usually writes twenty fields at once; naming the writer once keeps the
 * column a third of the per-field form's size (it is rewritten on every change).
 */
export interface StoredProvenance {
  writers: Array<Provenance & { fields: string[] }>;
}

export function packProvenance(provenance: Readonly<Record<string, Provenance>>): StoredProvenance {
  // A merge hands one Provenance object to every field it writes: group by identity, then by value.
  const fieldsOf = new Map<Provenance, string[]>();
  for (const field in provenance) {
    const p = provenance[field]!;
    let fields = fieldsOf.get(p);
    if (!fields) {
      for (const [known, list] of fieldsOf) {
        if (known.source === p.source && known.score === p.score && known.at === p.at) fields = list;
      }
      if (!fields) fieldsOf.set(p, (fields = []));
    }
    fields.push(field);
  }
  return { writers: [...fieldsOf].map(([p, fields]) => ({ source: p.source, score: p.score, at: p.at, fields })) };
}

export function unpackProvenance(stored: Partial<StoredProvenance> | null | undefined): Record<string, Provenance> {
  const provenance: Record<string, Provenance> = {};
  for (const { fields, ...writer } of stored?.writers ?? []) for (const field of fields) provenance[field] = writer;
  return provenance;
}

/** Structural equality of column values (numbers, strings, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
