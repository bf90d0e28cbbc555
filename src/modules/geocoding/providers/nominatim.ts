import NodeGeocoder from 'node-geocoder';
import type { ParsedAddress } from '../address/parsed-address';
import type { LatLng } from '../geocoding.types';
import { storableDegrees } from '../degrees';
import { UpstreamError } from './upstream-error';

/** The parts of a Nominatim /search result (format=json, addressdetails=1) used here. */
interface NominatimPlace {
  lat: string;
  lon: string;
  place_rank?: number;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

export interface ProviderMatch {
  parsed: ParsedAddress;
  location: LatLng;
  /** 0..1, from how precise the match is (house, street, town, region). */
  confidence: number;
  displayName?: string;
}

function first(address: Record<string, string | undefined>, keys: readonly string[]): string | undefined {
  for (const key of keys) if (address[key]) return address[key];
  return undefined;
}

/** Nominatim's addressdetails -> our labels. */
function toParsed(place: NominatimPlace): ParsedAddress {
  const a = place.address ?? {};
  const parsed: ParsedAddress = {
    house_number: a.house_number,
    street: first(a, ['road', 'pedestrian', 'footway', 'cycleway', 'path', 'square']),
    suburb: first(a, ['suburb', 'city_district', 'neighbourhood', 'quarter']),
    locality: first(a, ['city', 'town', 'village', 'hamlet', 'municipality']),
    county: a.county,
    region: first(a, ['state', 'province', 'region', 'state_district']),
    postcode: a.postcode,
    country: a.country,
    country_code: a.country_code?.toUpperCase(),
  };
  for (const key of Object.keys(parsed) as Array<keyof ParsedAddress>) if (parsed[key] === undefined) delete parsed[key];
  return parsed;
}

/** Nominatim's place_rank: 30 a building, 26-27 a street, 12-20 a town, 8 a state, 4 a country. */
function confidenceOf(place: NominatimPlace): number {
  const rank = place.place_rank ?? (place.address?.house_number ? 30 : 16);
  if (rank >= 28) return 0.95;
  if (rank >= 26) return 0.85;
  if (rank >= 12) return 0.7;
  if (rank >= 8) return 0.5;
  return 0.3;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` if it is a string, else nothing. */
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A place of the answer with only the fields read here and by node-geocoder,
 * each of the type Nominatim documents: coordinates as strings or numbers,
 * place_rank a finite number, display_name and every address part strings.
 */
function wellFormedPlace(entry: Record<string, unknown>): Record<string, unknown> {
  const place: Record<string, unknown> = {};
  for (const key of ['lat', 'lon'] as const) {
    const value = entry[key];
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) place[key] = String(value);
  }
  if (typeof entry.place_rank === 'number' && Number.isFinite(entry.place_rank)) place.place_rank = entry.place_rank;
  if (asString(entry.display_name) !== undefined) place.display_name = entry.display_name;
  if (isObject(entry.address)) {
    place.address = Object.fromEntries(Object.entries(entry.address).filter((part): part is [string, string] => typeof part[1] === 'string'));
  }
  return place;
}

/**
 * The body of a 2xx answer as node-geocoder may read it, or UpstreamError.
 * node-geocoder dereferences what Nominatim sends without looking
 * (`result.error`, each entry's `address`, `address.country_code.
 * toUpperCase()`) in a callback that bluebird runs outside any promise: an
 * answer of `null`, `[null]` or a numeric country_code threw there, past
 * every catch, and ended the process (the background geocoding worker did it
 * again after each restart). Only a JSON array of places goes through, each
 * place reduced to wellFormedPlace (entries that are no object dropped);
 * Nominatim's `{ "error": ... }` and anything else is the upstream failing.
 */
function wellFormed(body: string): string {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new UpstreamError('Nominatim answered a body that is not JSON');
  }
  if (isObject(answer) && answer.error !== undefined) {
    const reason = asString(answer.error) ?? asString(isObject(answer.error) ? answer.error.message : undefined) ?? 'no reason given';
    throw new UpstreamError(`Nominatim answered an error: ${reason.slice(0, 200)}`);
  }
  if (!Array.isArray(answer)) throw new UpstreamError('Nominatim answered neither a list of places nor an error');
  return JSON.stringify(answer.filter(isObject).map(wellFormedPlace));
}

/**
 * Nominatim through node-geocoder's openstreetmap provider, with addressdetails.
 *
 * node-geocoder cannot be trusted with per-instance settings here: the
 * provider writes `osmServer` onto its shared prototype (the instance built
 * last decides every instance's endpoint), defaults to plain http://, and its
 * fetch adapter sends a browser User-Agent (which Nominatim's policy forbids)
 * with no timeout. Instead of patching the module, it is handed this class's
 * own `fetch`: node-geocoder still builds the query and reads the answer, and
 * this fetch sends the request (path and query as node-geocoder built them)
 * to this instance's URL, with the configured
 * User-Agent and timeout, turns non-2xx answers into errors, and hands on
 * only well-formed bodies (wellFormed).
 */
export class NominatimProvider {
  private readonly geocoder: NodeGeocoder.Geocoder;

  constructor(
    readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly timeoutMs: number,
  ) {
    // No `osmServer`: besides rewriting the prototype, the provider would send it upstream as a query parameter.
    this.geocoder = NodeGeocoder({ provider: 'openstreetmap', fetch: this.send as unknown as NodeGeocoder.Options['fetch'] });
  }

  private readonly send = async (url: string): Promise<Response> => {
    const built = new URL(url);
    const endpoint = built.pathname.split('/').pop() ?? 'search';
    const target = `${this.baseUrl}/${endpoint}${built.search}`;
    let response: Response;
    try {
      response = await fetch(target, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw UpstreamError.from(err, 'Nominatim', this.timeoutMs);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`Nominatim answered HTTP ${response.status}`, response.status);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw UpstreamError.from(err, 'Nominatim', this.timeoutMs);
    }
    return new Response(wellFormed(text), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

  /** The best match for `text`; null when Nominatim knows no such place. Throws UpstreamError when it cannot answer. */
  async search(text: string): Promise<ProviderMatch | null> {
    let raw: unknown;
    try {
      // The openstreetmap provider passes an object's keys through as Nominatim parameters.
      const query = { q: text, limit: 1 } as unknown as NodeGeocoder.Query;
      const entries = await this.geocoder.geocode(query);
      raw = (entries as NodeGeocoder.Entry[] & { raw?: unknown }).raw;
    } catch (err) {
      throw err instanceof UpstreamError ? err : new UpstreamError((err as Error).message || 'Nominatim failed');
    }
    const place = Array.isArray(raw) ? (raw[0] as NominatimPlace | undefined) : undefined;
    if (!place) return null;
    const latitude = Number.parseFloat(place.lat);
    const longitude = Number.parseFloat(place.lon);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new UpstreamError('Nominatim answered a place without coordinates');
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new UpstreamError('Nominatim answered coordinates out of range');
    return {
      parsed: toParsed(place),
      location: { latitude: storableDegrees(latitude), longitude: storableDegrees(longitude) },
      confidence: confidenceOf(place),
      ...(place.display_name ? { displayName: place.display_name } : {}),
    };
  }
}
