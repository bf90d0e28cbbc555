import { isNameWord, isStrongSuffix, isSuffix } from './address-words';
import { foldText } from './normalize';
/** The county and region parts of an address's end (tail.ts): a US county, a UK county, a region a place list knows. */
import { joinWords, segmentsOf, type PlaceDictionary, type Word } from './parsed-address';
import { endsInPostcodeAndTown, endsInTownAndPostcode, US_ZIP } from './postcodes';
import { streetAfterNamedPart } from './named-first-part';
import { isUkCounty } from './regions';
import { lastSegmentLength, namedPartsOnly, onlyStreetBefore, phrase, type Tail } from './tail-words';
import { knownTown } from './town-names';
import { trailingUsCounty } from './trailing-county';

/** A whole comma-separated part naming a region elsewhere ("Bedfordshire", "Greater London"). */
export function takeDictionaryRegion(t: Tail, dict: PlaceDictionary): boolean {
  const n = lastSegmentLength(t.rest);
  // "Av. Reforma 222, C.P. 06600, Ciudad de México": a postal code's part is no town's.
  if (n === 0 || (t.region !== undefined && t.county !== undefined) || onlyStreetBefore(namedPartsOnly(t.rest.slice(0, -n)))) return false;
  const text = phrase(t.rest, n);
  if (text === undefined || /\d/.test(text) || !dict.isRegion(text) || dict.isLocality(text)) return false;
  if (t.region === undefined) t.region = text;
  else t.county = text;
  t.rest = t.rest.slice(0, -n);
  return true;
}

/** "Zorble County", "Zorble Co.", "Zorble Parish": a US county by its name's last word. */
const US_COUNTY = /^(?:county|cnty|co\.?|parish)$/i;
/** A British postcode, its two halves apart or written together as forms often take them ("EX3 0HU", "EX30HU"). */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
const EIRCODE = /^[A-Z\d]{3} [A-Z\d]{4}$/i;
/**
 * The Republic of Ireland's 26 counties as its addresses name them, "Co." or "County" first ("Co. Clare", "County
 * Kerry"): so written they are Irish whatever follows (a US county puts "County" last), and the region.
 */
export const IRISH_COUNTY = new RegExp(
  String.raw`^(?:co\.?|county)\s+(?:carlow|cavan|clare|cork|donegal|dublin|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|` +
    String.raw`longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|waterford|westmeath|wexford|wicklow)$`,
  'i',
);

/**
 * "Norwich, Norfolk, NR4 6AA": a British county's name before a British postcode is the county, even where it names a
 * country too (Norfolk Island).
 */
export function britishCountyBeforeCode(t: Tail, text: string): boolean {
  return t.postcode !== undefined && UK_POSTCODE.test(t.postcode) && isUkCounty(text);
}

/**
 * "12 Zorble Road, Taunton, Somerset", "Rose Cottage, Zorble Lane, Cromer, Norfolk": with nothing written after it, the
 * last `n` words, a part of their own naming a British county, after a town's part (one to three plain words) that
 * follows a street's part ending in its type, are the county, though the place list knows them as a town (Somerset,
 * Kent) or a country (Norfolk Island); left in, the county was read as the town and the town dropped.
 */
export function britishCountyAfterTownPart(t: Tail, n: number): boolean {
  const w = t.rest;
  if (t.postcode !== undefined || t.region !== undefined || t.countryInfo !== undefined || n >= w.length || !w[w.length - n - 1]!.comma) return false;
  if (w.slice(-n, -1).some((x) => x.comma) || !isUkCounty(joinWords(w.slice(-n)))) return false;
  const parts = segmentsOf(w.slice(0, -n));
  const [street, town] = [parts[parts.length - 2], parts[parts.length - 1]];
  if (!street || !town || town.length > 3 || !town.every((x) => isNameWord(x.text) && !isStrongSuffix(x.text))) return false;
  return isSuffix(street[street.length - 1]!.text);
}

/**
 * "Zorbleton, Zorble County, OH", "Zorbleton, Kent CT1 2AB", "Zorbleton, Zorbleshire, ZB1 2AB": a county written as
 * its own part between the town and the region or postal code. Only after a comma, so a town is still before it.
 */
export function takeCounty(t: Tail): boolean {
  const n = lastSegmentLength(t.rest);
  if (n === 0 || t.county !== undefined) return false;
  const segment = t.rest.slice(-n);
  const text = joinWords(segment);
  const last = segment[segment.length - 1]!.text;
  const american = (t.regionInfo?.country === 'US' || (t.postcode !== undefined && US_ZIP.test(t.postcode))) && n >= 2 && US_COUNTY.test(last);
  const british = ((t.countryInfo?.code === 'GB' || (t.postcode !== undefined && UK_POSTCODE.test(t.postcode))) && isUkCounty(text)) || britishCountyAfterTownPart(t, n);
  // Ireland: "Co. Cork", "County Kerry" before an Eircode or the country, or one of its counties alone.
  const irishEnd = t.countryInfo?.code === 'IE' || (t.postcode !== undefined && EIRCODE.test(t.postcode));
  const irish = (irishEnd && /^(?:co\.?|county)\s+\p{L}+$/iu.test(text)) || IRISH_COUNTY.test(text);
  if (irish) {
    if (t.region === undefined) t.region = text;
    else t.county = text;
    t.rest = t.rest.slice(0, -n);
    return true;
  }
  if (!american && !british) return false;
  if (british && onlyStreetBefore(t.rest.slice(0, -n))) return false;
  // A British county is the region when no nation was written; a US county is below the state.
  if (british && t.region === undefined) t.region = text;
  else t.county = text;
  t.rest = t.rest.slice(0, -n);
  return true;
}

/** "Summit County", "Calcasieu Parish": the county's own word, spelled out (a bare "Co" may be Colorado, or a firm). */
const COUNTY_SPELLED = /^(?:county|parish)$/i;

/**
 * "50 Main St Akron Summit County OH 44308": a US county written with no comma between the town and the state. Its
 * name (one to three words) and County are the county when the words before them end in a town the place list knows;
 * left in, the county is read as the town's last words. The name that leaves the longest known town is taken.
 */
export function takeCountyAfterTown(t: Tail, dict: PlaceDictionary): boolean {
  const american = t.regionInfo?.country === 'US' || (t.postcode !== undefined && US_ZIP.test(t.postcode));
  const n = lastSegmentLength(t.rest) || t.rest.length;
  if (!american || t.county !== undefined || n < 3 || !COUNTY_SPELLED.test(t.rest[t.rest.length - 1]!.text)) return false;
  const segment = t.rest.slice(-n).map((w) => w.text);
  let best = { name: 0, town: 0 };
  for (let name = 1; name <= 3 && name + 2 <= n; name++) {
    const before = segment.slice(0, -(name + 1));
    // The county's name holds no street type: "Oak Rd Zorbleton Zorble County" does not name a county "Rd Zorbleton".
    if (!segment.slice(-(name + 1), -1).every((w) => isNameWord(w) && !isStrongSuffix(w))) break;
    // "Palm Beach Gardens Palm Beach County": the longest known town wins ("Palm" is a town too).
    const town = [3, 2, 1].find((k) => k <= before.length && knownTown(before.slice(-k), dict)) ?? 0;
    if (town > best.town) best = { name, town };
  }
  if (best.name === 0) return false;
  t.county = segment.slice(-(best.name + 1)).join(' ');
  t.rest = t.rest.slice(0, -(best.name + 1));
  return true;
}

/**
 * "2 Market Square Newton Abbot Devon TQ12 2AB": a British county written with no comma between the town and the
 * postcode. One or two words the county list knows are the county (the region, no nation being written) when the
 * words before them end in a town the place list knows, or in plain words after the street's type ("Ostrey Lane
 * Zorbleton Kent ME14 1AA"); left in, the town is read as the county.
 */
export function takeUkCountyAfterTown(t: Tail, dict: PlaceDictionary): boolean {
  const british = t.countryInfo?.code === 'GB' || (t.postcode !== undefined && UK_POSTCODE.test(t.postcode));
  const n = lastSegmentLength(t.rest) || t.rest.length;
  if (!british || t.county !== undefined || t.region !== undefined || n < 3) return false;
  const segment = t.rest.slice(-n).map((w) => w.text);
  for (const size of [2, 1]) {
    const before = segment.slice(0, -size);
    if (before.length < 2 || !isUkCounty(segment.slice(-size).join(' '))) continue;
    if (![3, 2, 1].some((k) => k <= before.length && knownTown(before.slice(-k), dict)) && !namesAfterStreetType(before)) continue;
    t.region = segment.slice(-size).join(' ');
    t.rest = t.rest.slice(0, -size);
    return true;
  }
  return false;
}

/**
 * "167 Ostrey Lane Zorbleton Kent": one to three plain words of a name right after a strong street type are a town's
 * name, known to the place list or not, as a street has one type and the town follows it.
 */
function namesAfterStreetType(words: readonly string[]): boolean {
  for (let k = 1; k <= 3 && k < words.length; k++) {
    const word = words[words.length - k]!;
    if (!isNameWord(word) || isStrongSuffix(word)) return false;
    if (isStrongSuffix(words[words.length - k - 1]!)) return true;
  }
  return false;
}

/** "..., KY 42025, Marshall County": a US county written after the state and ZIP (trailing-county.ts). */
export function takeTrailingCounty(t: Tail): boolean {
  const n = trailingUsCounty(t.rest);
  if (n === 0) return false;
  t.county = joinWords(t.rest.slice(-n));
  t.rest = t.rest.slice(0, -n);
  return true;
}

/**
 * "Calle Real 15, 15003 A Coruña, Galicia", "Via Zorbla 3, 00184 Roma, Lazio", "9 Rata St, Hokitika 7810, West Coast":
 * a part of names only after a part that is a town behind its postal code, as Europe writes it, or before it, as New
 * Zealand does, is the region (a province, a state, an autonomous community): the town was already written. Only one
 * to three words, with no digit, and not after a US ZIP.
 */
export function takeRegionAfterPostcodeTown(t: Tail, dict: PlaceDictionary): boolean {
  const n = lastSegmentLength(t.rest);
  if (n === 0 || n > 3 || t.region !== undefined || t.postcode !== undefined || t.countryInfo?.code === 'US') return false;
  const part = t.rest.slice(-n);
  if (part.some((w) => !isNameWord(w.text))) return false;
  const before = t.rest.slice(0, -n);
  if (!endsInPostcodeAndTown(before) && !endsInTownAndPostcode(before)) return false;
  // "Acme, 7079 W Zorble Pass, Peoria": a house number and a typed street after a name's part, not a code and a town.
  if (streetAfterNamedPart(before, dict)) return false;
  t.region = joinWords(part);
  t.rest = t.rest.slice(0, -n);
  return true;
}

/**
 * Words that say a region's name follows (Spanish, Italian, Portuguese, French, German, English, Polish, Indonesian and
 * Malay): "Región Metropolitana", "Provincia de Zorbla", "Regione Lombardia", "Canton de Vaud", "Department of Zorble",
 * "DKI Jakarta" (the capital's special region), "Provinsi Bali", "Wilayah Persekutuan Kuala Lumpur" (federal territory).
 */
const REGION_MARKER =
  /^(?:regi[oó]n|region|regione|regi[ãa]o|r[ée]gion|provincia|province|prov\.|estado|departamento|d[ée]partement|department|kanton|canton|bundesland|wojew[oó]dztwo|voivodeship|prefecture|comunidad|distrito|dki|provinsi|wilayah)$/iu;

/** Words that say the name before them is a region's, as English writes Asia's and Africa's: "Guangdong Province", "Lagos State". */
const REGION_MARKER_AFTER = /^(?:province|prefecture|state|region|oblast|governorate)$/i;

/** Does the part say it names a region, by a word first ("Región Metropolitana") or last ("Guangdong Province")? */
function markedAsRegion(part: readonly Word[]): boolean {
  return REGION_MARKER.test(part[0]!.text) || REGION_MARKER_AFTER.test(part[part.length - 1]!.text);
}

/** "..., Santiago, Región Metropolitana, Chile": a whole part opening with such a word, after a town's part, is the region. */
export function takeMarkedRegion(t: Tail): boolean {
  const n = lastSegmentLength(t.rest);
  if (n < 2 || t.region !== undefined || !markedAsRegion(t.rest.slice(-n))) return false;
  const part = t.rest.slice(-n);
  if (part.some((w) => /\d/.test(w.text)) || onlyStreetBefore(namedPartsOnly(t.rest.slice(0, -n)))) return false;
  t.region = joinWords(part);
  t.rest = t.rest.slice(0, -n);
  return true;
}

/**
 * "Av. Zorble 897 7500000 Providencia Región Metropolitana Chile": with no comma before it, a word that says a region
 * follows and one to three words of a name after it end the address's words as the region, after a town's word and
 * before a country or a postal code written last; left in, the marker word was read as the town's last.
 */
export function takeMarkedRegionUnparted(t: Tail): boolean {
  const w = t.rest;
  if (t.region !== undefined || (t.countryInfo === undefined && t.postcode === undefined)) return false;
  for (let k = 1; k <= 3 && k + 2 <= w.length; k++) {
    const at = w.length - k - 1;
    if (w[at - 1]!.comma || w.slice(at, -1).some((x) => x.comma) || !isNameWord(w[at - 1]!.text) || isStrongSuffix(w[at - 1]!.text)) return false;
    if (!REGION_MARKER.test(w[at]!.text)) continue;
    if (!w.slice(at + 1).every((x) => isNameWord(x.text))) return false;
    t.region = joinWords(w.slice(at));
    t.rest = w.slice(0, at);
    return true;
  }
  return false;
}

/**
 * States of Austria and Germany and cantons of Switzerland not named as their towns, which pelias's place list does
 * not all hold ("Oberösterreich", "Graubünden"), folded.
 */
const STATES_NOT_TOWNS = new Set(
  [
    'Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Steiermark', 'Tirol', 'Vorarlberg',
    'Baden-Württemberg', 'Bayern', 'Hessen', 'Mecklenburg-Vorpommern', 'Niedersachsen', 'Nordrhein-Westfalen', 'NRW',
    'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt', 'Schleswig-Holstein', 'Thüringen', 'Aargau', 'Thurgau',
    'Graubünden', 'Ticino', 'Tessin', 'Vaud', 'Waadt', 'Valais', 'Wallis', 'Obwalden', 'Nidwalden', 'Basel-Landschaft',
  ].map((name) => foldText(name)),
);

/**
 * "Zorblestraße 3 4020 Linz Oberösterreich", "80331 München Bayern": written without a comma, one to three words
 * naming a region that is no town, after a town written behind its postal code, are the region.
 */
export function takeRegionAfterPostcodeTownUnparted(t: Tail, dict: PlaceDictionary): boolean {
  if (t.region !== undefined || t.postcode !== undefined) return false;
  for (let n = Math.min(3, t.rest.length - 2); n >= 1; n--) {
    const text = phrase(t.rest, n);
    if (text === undefined || t.rest[t.rest.length - n - 1]!.comma || t.rest.slice(-n).some((w) => !isNameWord(w.text))) continue;
    const named = STATES_NOT_TOWNS.has(foldText(text)) || (dict.isRegion(text) && !dict.isLocality(text));
    if (!named || !endsInPostcodeAndTown(t.rest.slice(0, -n), true)) continue;
    t.region = joinWords(t.rest.slice(-n));
    t.rest = t.rest.slice(0, -n);
    return true;
  }
  return false;
}
