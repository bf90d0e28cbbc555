import type { AddressComponents } from '../geocoding.types';
import { countryByCode, countryByName } from './countries';
import type { ParsedAddress } from './parsed-address';

/** Countries that write the house number after the street ("Triftstraße 67"). */
const NUMBER_AFTER_STREET = new Set([
  'AT', 'BA', 'BE', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'HR', 'HU', 'IS', 'IT', 'LT', 'LV', 'MX', 'NL', 'NO',
  'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'TR', 'BR', 'AR', 'CL',
]);

/** A country written as a code ("mx", "USA") becomes its name; a name stays as written. */
function countryName(p: ParsedAddress): string | undefined {
  if (p.country && !/^[A-Za-z.]{2,4}$/.test(p.country)) return p.country;
  const fromText = p.country ? (countryByName(p.country) ?? countryByCode(p.country)) : undefined;
  const fromCode = p.country_code ? countryByCode(p.country_code) : undefined;
  return (fromText ?? fromCode)?.name ?? p.country;
}

function streetLine(p: ParsedAddress): string | undefined {
  if (!p.street) return p.house_number;
  if (!p.house_number) return p.street;
  const after = p.country_code !== undefined && NUMBER_AFTER_STREET.has(p.country_code.toUpperCase());
  return after ? `${p.street} ${p.house_number}` : `${p.house_number} ${p.street}`;
}

function formatted(p: ParsedAddress, route: string | undefined, country: string | undefined): string {
  // City-states ("Berlin, Berlin") name the town once.
  const region = p.region && p.region !== p.locality ? p.region : undefined;
  const postcodeFirst = p.country_code !== undefined && NUMBER_AFTER_STREET.has(p.country_code.toUpperCase());
  const townLine = postcodeFirst
    ? [[p.postcode, p.locality].filter(Boolean).join(' '), region]
    : [p.locality ?? (route ? undefined : p.suburb), [region, p.postcode].filter(Boolean).join(' ')];
  const parts = [route, p.unit, p.po_box, ...townLine, country];
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(', ');
}

/**
 * The spec's component keys (2.5) from parsed labels: keys only when known,
 * `route` as number and street together, `city`/`state` mirroring locality
 * and region, and a one-line `formatted_address`.
 */
export function toComponents(p: ParsedAddress): AddressComponents {
  const route = streetLine(p);
  const country = countryName(p);
  const c: AddressComponents = {};
  if (p.house_number) c.street_number = p.house_number;
  if (p.street) c.street_name = p.street;
  if (route) c.route = route;
  if (p.unit) c.unit = p.unit;
  if (p.locality) {
    c.locality = p.locality;
    c.city = p.locality;
  }
  if (p.region) {
    c.administrative_area_level_1 = p.region;
    c.state = p.region;
  }
  if (p.county) c.administrative_area_level_2 = p.county;
  if (p.postcode) c.postal_code = p.postcode;
  if (country) c.country = country;
  const line = formatted(p, route, country);
  if (line) c.formatted_address = line;
  return c;
}

/** True when the parse holds anything a person would call part of an address. */
export function hasAddressParts(p: ParsedAddress | null | undefined): p is ParsedAddress {
  if (!p) return false;
  return Boolean(p.street || p.locality || p.region || p.postcode || p.country || p.po_box || p.county || p.suburb);
}
