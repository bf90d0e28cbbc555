import type { PropertyRow } from './property-row';

/** Columns of the list view (spec 2.1). */
export const LIST_COLUMNS = `id, external_id, source, url, property_type, status,
  address_formatted, street, city, state, country, postal_code,
  bedrooms_total, bathrooms_total, square_meters_total, price_current, created_at, updated_at`;

/** Columns of the detail view (spec 2.2); provenance, geocode_status and address_hash stay internal. */
export const DETAIL_COLUMNS = `${LIST_COLUMNS}, title, description, property_subtype, latitude, longitude,
  currency, price_per_sqm, square_meters_interior, land_area_sqm, living_rooms, parking_spaces,
  year_built, building_type, condition, features, listing_status, listing_date, images`;

export type PropertyListRow = Pick<
  PropertyRow,
  | 'id' | 'external_id' | 'source' | 'url' | 'property_type' | 'status' | 'address_formatted' | 'street' | 'city'
  | 'state' | 'country' | 'postal_code' | 'bedrooms_total' | 'bathrooms_total' | 'square_meters_total'
  | 'price_current' | 'created_at' | 'updated_at'
>;

export interface PropertyDetailRow
  extends PropertyListRow,
    Pick<
      PropertyRow,
      | 'title' | 'description' | 'property_subtype' | 'latitude' | 'longitude' | 'currency' | 'price_per_sqm'
      | 'square_meters_interior' | 'land_area_sqm' | 'living_rooms' | 'parking_spaces' | 'year_built'
      | 'building_type' | 'condition' | 'features' | 'listing_status' | 'listing_date'
    > {
  /** Read defensively (see toImages): rows written outside the pipeline may hold plain URL strings. */
  images: unknown;
}

const DAY_MS = 86_400_000;

function address(row: PropertyListRow) {
  return {
    formatted: row.address_formatted,
    street: row.street,
    city: row.city,
    state: row.state,
    country: row.country,
    postal_code: row.postal_code,
  };
}

export function toListView(row: PropertyListRow) {
  return {
    id: row.id,
    external_id: row.external_id,
    source: row.source,
    url: row.url,
    property_type: row.property_type,
    address: address(row),
    details: {
      bedrooms: row.bedrooms_total,
      bathrooms: row.bathrooms_total,
      square_meters: row.square_meters_total,
      price_current: row.price_current,
    },
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type PropertyListView = ReturnType<typeof toListView>;

interface ImageView {
  url: string | null;
  type: string | null;
  order: number | null;
}

function toImages(value: unknown): ImageView[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown, index): ImageView => {
    if (typeof item === 'string') return { url: item, type: null, order: index + 1 };
    const image = (item ?? {}) as Record<string, unknown>;
    return {
      url: typeof image.url === 'string' ? image.url : null,
      type: typeof image.type === 'string' ? image.type : null,
      order: typeof image.order === 'number' ? image.order : index + 1,
    };
  });
}

/** The stored enrichment; derived the same way when an older row lacks it. */
function pricePerSqm(row: PropertyDetailRow): number | null {
  if (row.price_per_sqm !== null) return row.price_per_sqm;
  if (row.price_current === null || !row.square_meters_total) return null;
  return Math.round((row.price_current / row.square_meters_total) * 100) / 100;
}

/** Days since the listing date, counted when read (never negative). */
export function daysOnMarket(listingDate: Date | null, now: Date): number | null {
  if (!listingDate) return null;
  return Math.max(0, Math.floor((now.getTime() - listingDate.getTime()) / DAY_MS));
}

/** Milliseconds until daysOnMarket(listingDate, ·) next changes; undefined when it never does. */
export function daysOnMarketChangesIn(listingDate: Date | null, now: Date): number | undefined {
  if (!listingDate) return undefined;
  const age = now.getTime() - listingDate.getTime();
  return age < 0 ? DAY_MS - age : DAY_MS - (age % DAY_MS);
}

export function toDetailView(row: PropertyDetailRow, now: Date) {
  return {
    id: row.id,
    external_id: row.external_id,
    source: row.source,
    url: row.url,
    title: row.title,
    description: row.description,
    property_type: row.property_type,
    property_subtype: row.property_subtype,
    status: row.status,
    address: address(row),
    location: { latitude: row.latitude, longitude: row.longitude },
    financial: { price_current: row.price_current, currency: row.currency, price_per_sqm: pricePerSqm(row) },
    dimensions: {
      square_meters_total: row.square_meters_total,
      square_meters_interior: row.square_meters_interior,
      land_area_sqm: row.land_area_sqm,
    },
    rooms: {
      bedrooms_total: row.bedrooms_total,
      bathrooms_total: row.bathrooms_total,
      living_rooms: row.living_rooms,
      parking_spaces: row.parking_spaces,
    },
    construction: { year_built: row.year_built, building_type: row.building_type, condition: row.condition },
    features: row.features ?? [],
    listing: {
      listing_status: row.listing_status,
      listing_date: row.listing_date ? row.listing_date.toISOString() : null,
      days_on_market: daysOnMarket(row.listing_date, now),
    },
    images: toImages(row.images),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type PropertyDetailView = ReturnType<typeof toDetailView>;
