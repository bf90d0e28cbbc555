/**
 * One row of the `properties` table (migrations/1763700000000_create-properties.ts)
 * as node-postgres returns it: numeric columns arrive as numbers (src/db/pool.ts
 * installs the parser), timestamptz as Date, jsonb as parsed JSON. Modules that
 * need a narrower or differently typed view derive it from this with Pick/Omit.
 */

/** One entry of the images column. */
export interface PropertyImage {
  readonly url: string;
  readonly type: string | null;
  readonly order: number;
}

export interface PropertyRow {
  id: string;
  source: string;
  external_id: string | null;
  url: string | null;
  title: string | null;
  description: string | null;
  property_type: string | null;
  property_subtype: string | null;
  status: string;
  address_formatted: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  price_current: number | null;
  currency: string | null;
  price_per_sqm: number | null;
  square_meters_total: number | null;
  square_meters_interior: number | null;
  land_area_sqm: number | null;
  bedrooms_total: number | null;
  bathrooms_total: number | null;
  living_rooms: number | null;
  parking_spaces: number | null;
  year_built: number | null;
  building_type: string | null;
  condition: string | null;
  features: string[];
  listing_status: string | null;
  listing_date: Date | null;
  images: PropertyImage[];
  address_hash: string;
  provenance: Record<string, unknown>;
  geocode_status: string | null;
  created_at: Date;
  updated_at: Date;
}
