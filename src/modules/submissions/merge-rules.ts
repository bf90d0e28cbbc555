import { normalizeCity, normalizeStreet } from '../geocoding/address/normalize';
import { addressColumns, type Candidate } from './candidate';
import {
  MERGE_FIELDS,
  MERGE_FIELD_NAMES,
  sameValue,
  type MergeField,
  type PropertyRecord,
  type Provenance,
} from './property-record';

/**
 * Who offers the candidate: the connector's source, and the score its fields
 * carry: the submission's data_quality_score capped by the source's trust
 * (contract section 13).
 */
export interface MergeAuthor {
  readonly source: string;
  readonly score: number;
  readonly at: string;
  /** The candidate's coordinates came from the geocoder, not from the connector. */
  readonly geocodedLocation: boolean;
}

/** A unit the submission offered differently that stayed as another source wrote it. */
export interface KeptField {
  /** The unit's path in the detail view (and in a submission), e.g. `financial.price_current`. */
  readonly field: string;
  readonly by_source: string;
}

export interface MergeResult {
  readonly record: PropertyRecord;
  /** Units whose stored value changed; empty means `unchanged`. */
  readonly changed: MergeField[];
  /** Units the submission offered differently whose stored value another source's better score kept. */
  readonly kept: KeptField[];
  /**
   * Only the internal geocoding status changed (the address is to be geocoded
   * again): written, but no change anyone can see (refreshGeocodeStatus).
   */
  readonly geocodeRefreshed: boolean;
}

/**
 * Each merge unit as the detail view (and a submission) names it. A unit of
 * several columns is named by its main one (the price travels with its
 * currency) or by its object (address, location).
 */
export const MERGE_FIELD_PATHS: Readonly<Record<MergeField, string>> = {
  url: 'url', title: 'title', description: 'description', property_type: 'property_type',
  property_subtype: 'property_subtype', status: 'status', price: 'financial.price_current',
  square_meters_total: 'dimensions.square_meters_total', square_meters_interior: 'dimensions.square_meters_interior',
  land_area_sqm: 'dimensions.land_area_sqm', bedrooms_total: 'rooms.bedrooms_total',
  bathrooms_total: 'rooms.bathrooms_total', living_rooms: 'rooms.living_rooms', parking_spaces: 'rooms.parking_spaces',
  year_built: 'construction.year_built', building_type: 'construction.building_type',
  condition: 'construction.condition', features: 'features', listing_status: 'listing.listing_status',
  listing_date: 'listing.listing_date', images: 'images', address: 'address', location: 'location',
};

/** Provenance of coordinates the geocoder found: any connector's own coordinates beat them. */
export const GEOCODER_PROVENANCE_SOURCE = '(geocoder)';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function unitValues(record: Partial<PropertyRecord>, field: MergeField): unknown[] {
  return MERGE_FIELDS[field].map((column) => record[column]);
}

function unitIsEmpty(record: Partial<PropertyRecord>, field: MergeField): boolean {
  // The address hash and the geocoding status are bookkeeping, not data.
  const columns = MERGE_FIELDS[field].filter((c) => c !== 'address_hash' && c !== 'geocode_status' && c !== 'currency');
  return columns.every((column) => isEmpty(record[column]));
}

/**
 * Who wrote a stored unit. A value stored without provenance (a row written
 * outside the pipeline) counts as its property's creator's, at the default trust.
 */
function writerOf(stored: PropertyRecord, field: MergeField, defaultTrust: number): Provenance {
  return stored.provenance[field] ?? { source: stored.source, score: defaultTrust, at: '' };
}

/**
 * The contract's rule (section 13): a non-empty incoming unit fills an empty
 * one, replaces what its own source wrote, and replaces another source's
 * only with a strictly higher score. Geocoded coordinates are nobody's: any
 * connector's own replace them.
 */
export function incomingWins(stored: PropertyRecord, field: MergeField, author: MergeAuthor, defaultTrust: number): boolean {
  if (unitIsEmpty(stored, field)) return true;
  const written = writerOf(stored, field, defaultTrust);
  if (written.source === author.source || written.source === GEOCODER_PROVENANCE_SOURCE) return true;
  return author.score > written.score;
}

function sameUnit(stored: PropertyRecord, incoming: Partial<PropertyRecord>, field: MergeField): boolean {
  // Formatting alone ("Main Street" vs "MAIN ST.") is no change: the normalised address decides.
  if (field === 'address') return stored.street !== null && stored.address_hash === incoming.address_hash;
  return sameValue(unitValues(stored, field), unitValues(incoming, field));
}

/**
 * The same street and city with fewer parts ("100 Main St, Austin" after
 * "100 Main St, Austin, TX 78701") is the same place described less fully:
 * the missing parts are kept, never erased.
 */
function completeAddress(stored: PropertyRecord, incoming: Partial<PropertyRecord>): Partial<PropertyRecord> {
  if (!stored.street || !stored.city) return incoming;
  if (normalizeStreet(incoming.street) !== normalizeStreet(stored.street)) return incoming;
  if (normalizeCity(incoming.city) !== normalizeCity(stored.city)) return incoming;
  const parts = {
    street: incoming.street,
    city: incoming.city,
    state: incoming.state ?? stored.state,
    postal_code: incoming.postal_code ?? stored.postal_code,
    country: incoming.country ?? stored.country,
  };
  return addressColumns(parts);
}

function assign(record: PropertyRecord, field: MergeField, values: Partial<PropertyRecord>, provenance: Provenance | undefined): void {
  for (const column of MERGE_FIELDS[field]) (record as unknown as Record<string, unknown>)[column] = values[column] ?? null;
  if (provenance) record.provenance[field] = provenance;
  else delete record.provenance[field];
}

/** One merge in progress: who offers, what the default trust is, what was kept. */
interface Merging {
  readonly author: MergeAuthor;
  readonly defaultTrust: number;
  readonly kept: KeptField[];
}

/** Whether the incoming unit replaces the stored one; a different value that stays is reported as kept. */
function decide(m: Merging, record: PropertyRecord, field: MergeField, incoming: Partial<PropertyRecord>): boolean {
  if (sameUnit(record, incoming, field)) return false;
  if (incomingWins(record, field, m.author, m.defaultTrust)) return true;
  m.kept.push({ field: MERGE_FIELD_PATHS[field], by_source: writerOf(record, field, m.defaultTrust).source });
  return false;
}

/** Coordinates belong to an address: they follow its changes and never outrank a connector's own. */
function mergeLocation(m: Merging, record: PropertyRecord, incoming: Partial<PropertyRecord> | undefined, addressChanged: boolean): boolean {
  if (!incoming) return false;
  const { author } = m;
  const hasCoordinates = incoming.latitude !== null && incoming.latitude !== undefined;
  const storedHasCoordinates = record.latitude !== null;
  if (hasCoordinates) {
    if (author.geocodedLocation && storedHasCoordinates && !addressChanged) return false;
    if (author.geocodedLocation || addressChanged) {
      if (sameUnit(record, incoming, 'location')) return false;
    } else if (!decide(m, record, 'location', incoming)) return false;
    const by = author.geocodedLocation ? { source: GEOCODER_PROVENANCE_SOURCE, score: 0, at: author.at } : { source: author.source, score: author.score, at: author.at };
    assign(record, 'location', incoming, by);
    return true;
  }
  if (addressChanged) {
    // The old coordinates describe the old address: drop them until the new one is geocoded.
    const cleared = { latitude: null, longitude: null, geocode_status: incoming.geocode_status ?? null };
    if (sameUnit(record, cleared, 'location')) return false;
    assign(record, 'location', cleared, undefined);
    return true;
  }
  return false;
}

/**
 * A property still without coordinates takes the submission's geocoding
 * status ("pending" when the provider did not answer: it is geocoded again
 * later; "not_found"). The status is internal: the detail view, updated_at,
 * the item's outcome and the change feed do not move for it.
 */
function refreshGeocodeStatus(record: PropertyRecord, incoming: Partial<PropertyRecord> | undefined): boolean {
  if (!incoming || record.latitude !== null || (incoming.latitude !== null && incoming.latitude !== undefined)) return false;
  const status = incoming.geocode_status ?? null;
  if (record.geocode_status === status) return false;
  record.geocode_status = status;
  return true;
}

/**
 * The incoming address is the stored one, maybe described less fully ("100
 * Main St, Austin" for "100 Main St, Austin, TX 78701"): the same place, so no
 * move of a listing, and nothing of the stored address is lost.
 */
export function describesStoredAddress(stored: PropertyRecord, incoming: Partial<PropertyRecord>): boolean {
  return stored.street !== null && completeAddress(stored, incoming).address_hash === stored.address_hash;
}

/**
 * Field-level merge of a candidate into a stored property under the trust
 * rules (incomingWins); never erases. `defaultTrust` scores values stored
 * without provenance.
 */
export function mergeCandidate(stored: PropertyRecord, candidate: Candidate, author: MergeAuthor, defaultTrust = 0.5): MergeResult {
  const record: PropertyRecord = { ...stored, provenance: { ...stored.provenance } };
  const changed: MergeField[] = [];
  const m: Merging = { author, defaultTrust, kept: [] };
  const provenance: Provenance = { source: author.source, score: author.score, at: author.at };
  for (const field of MERGE_FIELD_NAMES) {
    if (field === 'location') continue;
    let incoming = candidate[field];
    if (!incoming || unitIsEmpty(incoming, field)) continue;
    if (field === 'address') incoming = completeAddress(record, incoming);
    if (!decide(m, record, field, incoming)) continue;
    assign(record, field, incoming, provenance);
    changed.push(field);
  }
  if (mergeLocation(m, record, candidate.location, changed.includes('address'))) changed.push('location');
  const geocodeRefreshed = refreshGeocodeStatus(record, candidate.location) && changed.length === 0;
  return { record, changed, kept: m.kept, geocodeRefreshed };
}
