/**
 * A province abroad that names no town, or an Irish county, written after the town without a comma ("MG Road, Bangalore
 * Karnataka 560001", "Jl. Zorbla 5 Denpasar Bali 80361", "12 Main St Naas Co. Kildare W91 X2K8"), read at the end of an
 * address (tail.ts).
 */
import { isStrongSuffix } from './address-words';
import { countryByCode } from './countries';
import { provinceAbroad } from './provinces-abroad';
import { IRISH_COUNTY } from './tail-counties';
import { phrase, type Tail } from './tail-words';

/** The most words such a province's name takes ("Andaman and Nicobar Islands"). */
const MAX_PROVINCE_WORDS = 4;

/**
 * Only where a postal code or a country was read after it (the end of an address is there), and a town's word stands
 * before it, not a street's type ("12 Zorble St Goa" names no province).
 */
export function takeProvinceUnparted(t: Tail): boolean {
  if (t.region !== undefined || (t.postcode === undefined && t.country === undefined)) return false;
  for (let n = Math.min(MAX_PROVINCE_WORDS, t.rest.length - 1); n >= 1; n--) {
    const text = phrase(t.rest, n);
    const found = text === undefined ? undefined : provinceAbroad(text);
    if (!found?.namesNoTown || (t.countryInfo && t.countryInfo.code !== found.country)) continue;
    const before = t.rest[t.rest.length - n - 1]!;
    if (before.comma || isStrongSuffix(before.text) || /\d/.test(before.text)) continue;
    t.region = t.rest.slice(-n).map((w) => w.text).join(' ');
    t.countryInfo ??= countryByCode(found.country);
    t.rest = t.rest.slice(0, -n);
    return true;
  }
  return false;
}

/**
 * "Naas Co. Kildare W91 X2K8", "Bandon County Cork": an Irish county, "Co." or "County" and its name, after a town's
 * word with no comma between them, is the region, as it is in a part of its own.
 */
export function takeIrishCountyUnparted(t: Tail): boolean {
  const n = 2;
  const text = t.region === undefined && t.rest.length > n ? phrase(t.rest, n) : undefined;
  const before = t.rest[t.rest.length - n - 1];
  if (text === undefined || !IRISH_COUNTY.test(text) || !before || before.comma || /\d/.test(before.text) || isStrongSuffix(before.text)) return false;
  t.region = t.rest.slice(-n).map((w) => w.text).join(' ');
  t.countryInfo ??= countryByCode('IE');
  t.rest = t.rest.slice(0, -n);
  return true;
}
