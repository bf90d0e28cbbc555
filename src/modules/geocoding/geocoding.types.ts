/** Component keys of a geocode result (spec 2.5); present only when known. */
export interface AddressComponents {
  street_number?: string;
  street_name?: string;
  /** Number and street together ("100 Main Street"). */
  route?: string;
  locality?: string;
  administrative_area_level_1?: string;
  administrative_area_level_2?: string;
  postal_code?: string;
  country?: string;
  formatted_address?: string;
  /** Mirrors locality. */
  city?: string;
  /** Mirrors administrative_area_level_1. */
  state?: string;
  /** Unit designator and number ("Apt 4B"), when recognised. */
  unit?: string;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Where an answer came from. */
export type GeocodeSource = 'parser' | 'provider' | 'offline' | 'cache';

/** An address as submitted by a connector (spec 2.3). */
export interface StructuredAddress {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postal_code?: string | null;
}

export interface AddressGeocodeResult {
  /** Normalised components (the offline parse at least). */
  components: AddressComponents;
  /** One-line normalised address. */
  normalized_address: string;
  /** Coordinates when a provider (or the cache) supplied them; null otherwise. */
  location: LatLng | null;
  /** 0..1. */
  confidence: number;
  source: GeocodeSource;
  /** True when the provider could not answer within the budget (outage, pacing, timeout, circuit open). */
  provider_unavailable: boolean;
}

/**
 * What the submission pipeline needs from geocoding: a structured address in,
 * normalised components and (when possible in time) coordinates out. Never
 * throws for provider trouble: it degrades to the offline parse.
 */
export interface AddressGeocoder {
  geocodeAddress(address: StructuredAddress, options: { budgetMs: number }): Promise<AddressGeocodeResult>;
}
