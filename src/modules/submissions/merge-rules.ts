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

/** Who offers the candidate: the connector's source and its data_quality_score (default 0.5). */
export interface MergeAuthor {
  readonly source: string;
  readonly score: number;
  readonly at: string;
  /** The candidate's coordinates came from the geocoder, not from the connector. */
  readonly geocodedLocation: boolean;
}

export interface MergeResult {
  readonly record: PropertyRecord;
  /** Units whose stored value changed; empty means `unchanged`. */
  readonly changed: MergeField[];
}

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
 * The contract's rule: a non-empty incoming unit replaces the stored one when
 * the stored one is empty, when the incoming score is at least the score that
 * wrote it, or when the same source wrote it.
 */
export function incomingWins(stored: PropertyRecord, field: MergeField, author: MergeAuthor): boolean {
  const written: Provenance | undefined = stored.provenance[field];
  return unitIsEmpty(stored, field) || !written || author.score >= written.score || written.source === author.source;
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

/** Coordinates belong to an address: they follow its changes and never outrank a connector's own. */
function mergeLocation(record: PropertyRecord, incoming: Partial<PropertyRecord> | undefined, author: MergeAuthor, addressChanged: boolean): boolean {
  if (!incoming) return false;
  const hasCoordinates = incoming.latitude !== null && incoming.latitude !== undefined;
  const storedHasCoordinates = record.latitude !== null;
  if (hasCoordinates) {
    if (author.geocodedLocation && storedHasCoordinates && !addressChanged) return false;
    if (!author.geocodedLocation && !addressChanged && !incomingWins(record, 'location', author)) return false;
    if (sameUnit(record, incoming, 'location')) return false;
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
  if (storedHasCoordinates || record.geocode_status === incoming.geocode_status) return false;
  record.geocode_status = incoming.geocode_status ?? null;
  return true;
}

/** Field-level merge of a candidate into a stored property; never lowers data quality, never erases. */
export function mergeCandidate(stored: PropertyRecord, candidate: Candidate, author: MergeAuthor): MergeResult {
  const record: PropertyRecord = { ...stored, provenance: { ...stored.provenance } };
  const changed: MergeField[] = [];
  const provenance: Provenance = { source: author.source, score: author.score, at: author.at };
  for (const field of MERGE_FIELD_NAMES) {
    if (field === 'location') continue;
    let incoming = candidate[field];
    if (!incoming || unitIsEmpty(incoming, field)) continue;
    if (field === 'address') incoming = completeAddress(record, incoming);
    if (!incomingWins(record, field, author) || sameUnit(record, incoming, field)) continue;
    assign(record, field, incoming, provenance);
    changed.push(field);
  }
  if (mergeLocation(record, candidate.location, author, changed.includes('address'))) changed.push('location');
  return { record, changed };
}
