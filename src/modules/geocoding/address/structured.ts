import type { StructuredAddress } from '../geocoding.types';
import type { OfflineParser } from '../providers/offline';
import { countryByCode, countryByName } from './countries';
import type { ParsedAddress } from './parsed-address';
import { regionByCode, regionByName } from './regions';

function text(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed || undefined;
}

/**
 * A connector's address already says which part is the town and which the
 * region; only the street line needs parsing (house number, street, unit).
 */
export function structuredParse(address: StructuredAddress, offline: OfflineParser): ParsedAddress | null {
  const street = text(address.street);
  const locality = text(address.city);
  const region = text(address.state);
  const postcode = text(address.postal_code);
  const country = text(address.country);
  const line = street ? offline.parse(street) : null;
  const countryInfo = country ? (countryByName(country) ?? countryByCode(country)) : undefined;
  const regionInfo = region ? (regionByCode(region) ?? regionByName(region)) : undefined;
  const countryCode = countryInfo?.code ?? (country ? undefined : regionInfo?.country);
  const parsed: ParsedAddress = {
    ...(line?.house_number ? { house_number: line.house_number } : {}),
    ...(line?.street ? { street: line.street } : street && !line?.po_box ? { street } : {}),
    ...(line?.unit ? { unit: line.unit } : {}),
    ...(line?.po_box ? { po_box: line.po_box } : {}),
    ...(locality ? { locality } : {}),
    ...(region ? { region } : {}),
    ...(postcode ? { postcode } : {}),
    ...(country ? { country } : {}),
    ...(countryCode ? { country_code: countryCode } : {}),
  };
  return Object.keys(parsed).length > 0 ? parsed : null;
}
