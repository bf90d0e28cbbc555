/**
 * A province abroad that names no town, or an Irish county, written after the town without a comma ("MG Road, Bangalore
 * Karnataka 560001", "Jl. Zorbla 5 Denpasar Bali 80361", "12 Main St Naas Co. Kildare W91 X2K8"), read at the end of an
 * address (tail.ts).
 */
import { isNameWord, isStrongSuffix } from './address-words';
import { CONNECTOR } from './locality-split';
import { countryByCode } from './countries';
import { joinWords, type PlaceDictionary } from './parsed-address';
import { US_ZIP } from './postcodes';
import { provinceAbroad } from './provinces-abroad';
import { isSpanishProvince } from './provinces-spain';
import { IRISH_COUNTY } from './tail-counties';
import { phrase, type Tail } from './tail-words';

/** The most words such a province's name takes ("Andaman and Nicobar Islands"). */
const MAX_PROVINCE_WORDS = 4;

/**
 * Only where a postal code or a country was read after it (the end of an address is there), a postal code stands right
 * before it (as the Philippines write it), or it is an abbreviation written with its dot ("Pue.", "Jal.") or in capitals
 * ("CDMX"); and a town's word stands before it, not a street's type ("12 Zorble St Goa" names no province).
 */
export function takeProvinceUnparted(t: Tail): boolean {
  // "..., 46608 Puebla Pue.", "... Ciudad de México CDMX": an abbreviation with its dot, or in capitals, ends the address
  // as a region does, with no code after it.
  const last = t.rest[t.rest.length - 1]?.text ?? '';
  const abbreviated = /\p{L}\.$/u.test(last) || /^\p{Lu}{3,}$/u.test(last);
  if (t.region !== undefined) return false;
  const ended = t.postcode !== undefined || t.country !== undefined || abbreviated;
  for (let n = Math.min(MAX_PROVINCE_WORDS, t.rest.length - 1); n >= 1; n--) {
    const text = phrase(t.rest, n);
    const found = text === undefined ? undefined : provinceAbroad(text);
    if (!found?.namesNoTown || (t.countryInfo && t.countryInfo.code !== found.country)) continue;
    const before = t.rest[t.rest.length - n - 1]!;
    // "Makati City 1226 Metro Manila Philippines": the Philippines write the postal code before the province.
    const code = t.postcode === undefined && /^\d{4}$/.test(before.text) && !before.comma && isNameWord(t.rest[t.rest.length - n - 2]?.text ?? '');
    if (!code && (!ended || before.comma || isStrongSuffix(before.text) || /\d/.test(before.text))) continue;
    takeLastAsRegion(t, n, found.country);
    if (code) {
      t.postcode = before.text;
      t.rest = t.rest.slice(0, -1);
    }
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
  takeLastAsRegion(t, n, 'IE');
  return true;
}

/** The most words a Spanish province's name takes ("Santa Cruz de Tenerife"). */
const MAX_SPANISH_PROVINCE_WORDS = 4;

/**
 * "Calle Mayor 80 28901 Getafe Madrid", "41701 Dos Hermanas Sevilla": a Spanish province after a town written behind its
 * postal code, with no comma, is the region. The longest name is read first, so that a town named as its province
 * ("28013 Madrid", "38001 Santa Cruz de Tenerife") stays the town; and not after an article or preposition
 * ("Villanueva de Córdoba" is one town).
 */
export function takeSpanishProvinceUnparted(t: Tail): boolean {
  if (t.region !== undefined) return false;
  for (let n = Math.min(MAX_SPANISH_PROVINCE_WORDS, t.rest.length - 2); n >= 1; n--) {
    const text = phrase(t.rest, n);
    if (text === undefined || !isSpanishProvince(text)) continue;
    const before = t.rest.slice(0, -n);
    let k = before.length - 1;
    while (k >= 0 && !before[k]!.comma && isNameWord(before[k]!.text)) k--;
    const town = before.slice(k + 1);
    if (k < 0 || town.length === 0 || !/^\d{5}$/.test(before[k]!.text) || before[k]!.comma || CONNECTOR.test(town[town.length - 1]!.text)) return false;
    takeLastAsRegion(t, n, 'ES');
    return true;
  }
  return false;
}

/** The last `n` words of what is left are the region, of `country` unless one was read already. */
function takeLastAsRegion(t: Tail, n: number, country: string): void {
  t.region = joinWords(t.rest.slice(-n));
  t.countryInfo ??= countryByCode(country);
  t.rest = t.rest.slice(0, -n);
}

/**
 * "Av. Zorble 2284 M5500 Mendoza Mendoza Argentina", "Calle Zorble 5, 72000 Puebla Puebla": a province named as its
 * capital and written right after it without a comma, one to three words twice over, is the region after the town;
 * left in, the two were read as a district and its town. Only after a postal code written before the town or with one
 * written after them, outside the US (there a ZIP or a state follows and "New York New York" is left to them), and not
 * where the place list knows the whole as one town ("Pago Pago").
 */
export function takeRegionRepeatingTown(t: Tail, dict: PlaceDictionary): boolean {
  const w = t.rest;
  const american = t.countryInfo?.code === 'US' || t.regionInfo !== undefined || (t.postcode !== undefined && US_ZIP.test(t.postcode));
  if (t.region !== undefined || american) return false;
  for (let n = 1; n <= 3 && 2 * n < w.length; n++) {
    const [town, region] = [w.slice(-2 * n, -n), w.slice(-n)];
    if ([...town, ...region].slice(0, -1).some((x) => x.comma) || !region.every((x) => isNameWord(x.text))) continue;
    // After a postal code written before the town ("M5500 Mendoza Mendoza") or before one written after them.
    const before = w[w.length - 2 * n - 1]!;
    if (t.postcode === undefined && !(/\d/.test(before.text) && !before.comma)) continue;
    if (joinWords(town).toLowerCase() !== joinWords(region).toLowerCase() || dict.isLocality(joinWords([...town, ...region]))) continue;
    t.region = joinWords(region);
    t.rest = w.slice(0, -n);
    return true;
  }
  return false;
}
