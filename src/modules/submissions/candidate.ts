import type { LatLng, StructuredAddress } from '../geocoding/geocoding.types';
import { normalizeAddress, type NormalizedAddress } from '../geocoding/address/normalize';
import type { GeocodeStatus, ImageEntry, MergeField, PropertyRecord } from './property-record';
import type { Submission } from './submission.schemas';
import { featureTags, mapPropertyType, mapStatus, snakeTag } from './vocabulary';

/** What one submission offers for each merge unit, already in the stored vocabulary. */
export type Candidate = { [F in MergeField]?: Partial<PropertyRecord> };

/** The geocoding step's answer for one item. */
export interface GeocodeOutcome {
  readonly status: GeocodeStatus;
  readonly location: LatLng | null;
  /** True when the coordinates came from the geocoder rather than the connector. */
  readonly geocoded: boolean;
  readonly confidence: number;
  readonly normalizedAddress: string;
}

const round2 = (n: number | null | undefined) => (n === null || n === undefined ? undefined : Math.round(n * 100) / 100);
const present = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/**
 * The address columns of a structured address: every component as submitted
 * (trimmed; contract 5), the hash and the one-line form. The country too:
 * "USA" stays "USA", and none is added when none was sent (a US state makes
 * the hash's country US, not the stored one). Only the hash compares
 * countries by their ISO code.
 */
export function addressColumns(address: StructuredAddress, normalized: NormalizedAddress = normalizeAddress(address)): Partial<PropertyRecord> {
  const country = address.country?.trim() || undefined;
  const region = [address.state?.trim(), address.postal_code?.trim()].filter(Boolean).join(' ');
  const formatted = [address.street?.trim(), address.city?.trim(), region, country].filter(Boolean).join(', ');
  return {
    street: address.street?.trim() ?? null,
    city: address.city?.trim() ?? null,
    state: address.state?.trim() || null,
    country: country ?? null,
    postal_code: address.postal_code?.trim() || null,
    address_formatted: formatted,
    address_hash: normalized.hash,
  };
}

/** An image without `order` comes right after the one before it (the first: 0), not at its index, which a given order may hold. */
function images(list: Submission['images']): ImageEntry[] | undefined {
  if (!list || list.length === 0) return undefined;
  let previous = -1;
  return list.map((image) => {
    previous = image.order ?? previous + 1;
    return { url: image.url, type: image.type ?? null, order: previous };
  });
}

function single<K extends keyof PropertyRecord>(column: K, value: PropertyRecord[K] | undefined): Partial<PropertyRecord> | undefined {
  return value === undefined || value === null ? undefined : ({ [column]: value } as Partial<PropertyRecord>);
}

/** Maps a validated submission (its address normalised, and geocoded) to merge units. */
export function buildCandidate(s: Submission, geocode: GeocodeOutcome, address: NormalizedAddress = normalizeAddress(s.address)): Candidate {
  const price = round2(s.financial?.price_current ?? s.price);
  const tags = s.features ? featureTags(s.features) : [];
  const listingStatus = s.listing?.listing_status ? snakeTag(s.listing.listing_status) : '';
  return {
    url: single('url', present(s.url)),
    title: single('title', present(s.title)),
    description: single('description', present(s.description)),
    property_type: single('property_type', mapPropertyType(present(s.property_type), present(s.property_subtype))),
    property_subtype: single('property_subtype', s.property_subtype ? snakeTag(s.property_subtype) || undefined : undefined),
    status: single('status', s.status ? mapStatus(s.status) : undefined),
    price: price === undefined ? undefined : { price_current: price, currency: s.financial?.currency ?? 'USD' },
    square_meters_total: single('square_meters_total', round2(s.dimensions?.square_meters_total)),
    square_meters_interior: single('square_meters_interior', round2(s.dimensions?.square_meters_interior)),
    land_area_sqm: single('land_area_sqm', round2(s.dimensions?.land_area_sqm)),
    bedrooms_total: single('bedrooms_total', present(s.rooms?.bedrooms_total)),
    bathrooms_total: single('bathrooms_total', present(s.rooms?.bathrooms_total)),
    living_rooms: single('living_rooms', present(s.rooms?.living_rooms)),
    parking_spaces: single('parking_spaces', present(s.rooms?.parking_spaces)),
    year_built: single('year_built', present(s.construction?.year_built)),
    building_type: single('building_type', present(s.construction?.building_type)),
    condition: single('condition', present(s.construction?.condition)),
    features: tags.length > 0 ? { features: tags } : undefined,
    listing_status: single('listing_status', listingStatus || undefined),
    listing_date: single('listing_date', present(s.listing?.listing_date)),
    images: single('images', images(s.images)),
    address: addressColumns(s.address, address),
    location: {
      latitude: geocode.location?.latitude ?? null,
      longitude: geocode.location?.longitude ?? null,
      geocode_status: geocode.status,
    },
  };
}
