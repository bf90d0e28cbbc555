import type { NewChange } from '../changes/changes.types';
import type { NewHistoryEvent } from '../history/history.types';
import { sameValue, type PropertyRecord, type RecordColumn } from './property-record';
import type { WorkingProperty } from './submission-context';

/**
 * Each stored column the detail view shows, with its dotted path there
 * (properties.mapper.ts toDetailView). Columns the view does not show
 * (provenance, geocode_status, address_hash) never make a change of their own;
 * id, source and external_id never change once a property exists.
 */
const DETAIL_PATHS: ReadonlyArray<readonly [RecordColumn, string]> = [
  ['url', 'url'], ['title', 'title'], ['description', 'description'],
  ['property_type', 'property_type'], ['property_subtype', 'property_subtype'], ['status', 'status'],
  ['address_formatted', 'address.formatted'], ['street', 'address.street'], ['city', 'address.city'],
  ['state', 'address.state'], ['country', 'address.country'], ['postal_code', 'address.postal_code'],
  ['latitude', 'location.latitude'], ['longitude', 'location.longitude'],
  ['price_current', 'financial.price_current'], ['currency', 'financial.currency'], ['price_per_sqm', 'financial.price_per_sqm'],
  ['square_meters_total', 'dimensions.square_meters_total'], ['square_meters_interior', 'dimensions.square_meters_interior'],
  ['land_area_sqm', 'dimensions.land_area_sqm'],
  ['bedrooms_total', 'rooms.bedrooms_total'], ['bathrooms_total', 'rooms.bathrooms_total'],
  ['living_rooms', 'rooms.living_rooms'], ['parking_spaces', 'rooms.parking_spaces'],
  ['year_built', 'construction.year_built'], ['building_type', 'construction.building_type'], ['condition', 'construction.condition'],
  ['features', 'features'], ['listing_status', 'listing.listing_status'], ['listing_date', 'listing.listing_date'],
  ['images', 'images'],
];

/** Detail fields a property has from its creation on, written once: listed in `created` only. */
const CREATION_PATHS: ReadonlyArray<readonly [RecordColumn, string]> = [['external_id', 'external_id'], ['source', 'source']];

/** What the re-geocode worker changes when it fills coordinates. */
export const LOCATION_PATHS: readonly string[] = ['location.latitude', 'location.longitude'];

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The feed entry of a property this submission writes: `created` with every
 * detail field it has a value for, or `updated` with the fields whose stored
 * value differs (computed ones such as price_per_sqm included). None when
 * nothing the detail view shows changed.
 */
export function changeOf(property: WorkingProperty, source: string): NewChange | undefined {
  const { loaded, record } = property;
  const changed = loaded
    ? DETAIL_PATHS.filter(([column]) => !sameValue(loaded[column], record[column]))
    : [...CREATION_PATHS, ...DETAIL_PATHS].filter(([column]) => hasValue(record[column]));
  if (changed.length === 0) return undefined;
  return { property_id: record.id, kind: loaded ? 'updated' : 'created', changed_fields: changed.map(([, path]) => path), source };
}

/** The history event of a property this submission writes: `listed` when it is new, else a price and/or status change. */
export function historyEventOf(property: WorkingProperty, source: string): NewHistoryEvent | undefined {
  const { loaded, record } = property;
  const event = loaded ? changeEvent(loaded, record) : 'listed';
  if (!event) return undefined;
  return {
    property_id: record.id,
    event,
    source,
    price_previous: loaded ? loaded.price_current : null,
    price_current: record.price_current,
    currency: record.currency,
    status_previous: loaded ? loaded.status : null,
    status_current: record.status,
  };
}

/** The price is its amount with its currency (one field under the merge rules): either changing is a price change. */
function changeEvent(loaded: PropertyRecord, record: PropertyRecord): NewHistoryEvent['event'] | undefined {
  const price = loaded.price_current !== record.price_current || loaded.currency !== record.currency;
  const status = loaded.status !== record.status;
  if (price && status) return 'price_and_status_changed';
  if (price) return 'price_changed';
  if (status) return 'status_changed';
  return undefined;
}
