import { isDirectional, isHouseNumber, isNameWord, isPrefixType, isRoadNumberWord, isStreetDirectional, isStreetOnlyType, isStrongSuffix, isSuffix, isWeakSuffix } from './address-words';
import { countryByCode, countryByName, MAX_COUNTRY_NAME_WORDS, type CountryInfo } from './countries';
import { CONNECTOR, streetCore } from './locality-split';
import { joinWords, type PlaceDictionary, type Word } from './parsed-address';
import { endsContinentalStreet, isNumberMarker, opensWithHouseNumber } from './house-number';
import { endsInPostcodeAndTown, GENERIC_POSTCODE, postcodeAtEnd, US_ZIP, withoutCountryPrefix } from './postcodes';
import { streetAfterNamedPart } from './named-first-part';
import { provinceAbroad } from './provinces-abroad';
import { takeIrishCountyUnparted, takeProvinceUnparted, takeRegionRepeatingTown, takeSpanishProvinceUnparted } from './tail-provinces';
import { takeSpacedStateCode } from './spaced-state';
import { subjectAtEnd } from './subjects';
import { knownTown } from './town-names';
import {
  britishCountyAfterTownPart,
  britishCountyBeforeCode,
  takeCounty,
  takeCountyAfterTown,
  takeUkCountyAfterTown,
  takeDictionaryRegion,
  takeMarkedRegion,
  takeMarkedRegionUnparted,
  takeRegionAfterPostcodeTown,
  takeRegionAfterPostcodeTownUnparted,
  takeTrailingCounty,
} from './tail-counties';
import { afterDigitsOnlyPostcode, lastSegmentLength, namedPartsOnly, numberAfterTypedStreetAlone, onlyStreetBefore, phrase, type Tail } from './tail-words';
import {
  isBrazilianState,
  isItalianProvince,
  MAX_REGION_NAME_WORDS,
  militaryRegion,
  regionByAbbreviation,
  regionByCode,
  regionByName,
  type RegionInfo,
} from './regions';

const UK_NATIONS = new Set(['england', 'scotland', 'wales', 'northern ireland']);

/**
 * "12 Zorble Street, Dublin 2", "16 Windward Road Kingston 5": a postal district, one or two digits written right
 * after the town's name, once a numbered street came before. Not "Route 9", "Avenue 50" or "West 7" (roads named by a
 * number), nor "Rua Augusta 24" (no number before: 24 is the house number).
 */
function takeDistrict(t: Tail, dict: PlaceDictionary): boolean {
  const w = t.rest;
  const last = w[w.length - 1];
  const town = w[w.length - 2];
  if (!last || !town || !/^\d{1,2}$/.test(last.text) || town.comma) return false;
  const name = town.text;
  // Nor "д. 5", "No. 5": a marker's number is the house number.
  if (!/^\p{L}[\p{L}'’.-]+$/u.test(name) || isDirectional(name) || isSuffix(name) || isPrefixType(name) || isRoadNumberWord(name) || isNumberMarker(name)) return false;
  // "1051 Budapest, Zorble utca 12": after a street type written last, the number is the house number.
  if (endsContinentalStreet(name)) return false;
  if (!w.slice(0, -2).some((x) => /\d/.test(x.text)) && !knownTownPart(w, dict)) return false;
  t.district = last.text;
  t.rest = w.slice(0, -1);
  return true;
}

/**
 * "Apartment 5, The Zorble, Dublin 2": with the unit taken out no number may come before the district, but a part of
 * its own that is a town the place list knows and its district's number, after other parts, is the town and district.
 */
function knownTownPart(w: readonly Word[], dict: PlaceDictionary): boolean {
  const n = lastSegmentLength(w);
  if (n < 2 || n > 4) return false;
  const town = w.slice(-n, -1).map((x) => x.text);
  return knownTown(town, dict);
}

/** "Kadıköy/İstanbul": two names joined by a slash, each of two letters or more. */
const SLASHED_NAMES = /^(\p{L}[\p{L}'’.-]+)\/(\p{L}[\p{L}'’.-]+)$/u;

/**
 * "34710 Kadıköy/İstanbul", "Zorble Cad. No:5 Çankaya/Ankara, Türkiye": Turkey ends an address with the district and
 * the province joined by a slash (ilçe/il), after the postal code or the house number. Ending the address, the name
 * after the slash is the region and the one before it the town.
 */
function takeSlashedRegion(t: Tail): boolean {
  const last = t.rest[t.rest.length - 1];
  const found = last && t.region === undefined && t.rest.length > 1 ? SLASHED_NAMES.exec(last.text) : null;
  if (!found) return false;
  t.region = found[2]!;
  t.rest = [...t.rest.slice(0, -1), { text: found[1]!, comma: false }];
  return true;
}

function takePostcode(t: Tail): boolean {
  const found = postcodeAtEnd(t.rest);
  if (!found || numberAfterTypedStreetAlone(t.rest)) return false;
  t.postcode = found.postcode;
  t.rest = t.rest.slice(0, -found.used);
  return true;
}

/**
 * "4400 Washington", "1200 S Michigan": with nothing after it, a state's name right after a bare house number (and a
 * directional) is the street's name; a region needs a street or a town before it.
 */
function namesTheStreet(t: Tail, n: number): boolean {
  if (t.postcode !== undefined || t.country !== undefined || t.region !== undefined) return false;
  const before = t.rest.slice(0, -n);
  if (before.length === 0 || before.some((w) => w.comma) || !isHouseNumber(before[0]!.text) || !/^\d/.test(before[0]!.text)) return false;
  return before.slice(1).every((w) => isDirectional(w.text));
}

/**
 * "30 W 26th St, New York", "1600 Zorble Ave NW, Washington", "30 w 26th st new york": a state's name that is a city's
 * too, right after the street's part (numbered, ending in its type), with nothing after it, is the city; a state is
 * written after the town, not instead of it.
 */
function namesTheCity(t: Tail, n: number, dict: PlaceDictionary): boolean {
  if (t.postcode !== undefined || t.country !== undefined || t.region !== undefined || t.district !== undefined) return false;
  const before = t.rest.slice(0, -n);
  // "30 w 26th st new york": written without a comma, after a street that is all the words before it.
  if (before.length === 0 || (!before[before.length - 1]!.comma && before.some((w) => w.comma))) return false;
  const part = before.slice(-(lastSegmentLength(before) || before.length)).map((w) => w.text);
  // The part is the street alone, ending in its type: "123 Maple Rochester, New York" holds the town, and the state follows.
  const typed = isStrongSuffix(streetCore(part).at(-1)!);
  return part.length > 2 && typed && /^\d/.test(part[0]!) && opensWithHouseNumber(part) && dict.isLocality(joinWords(t.rest.slice(-n)));
}

/**
 * The region the last n words name, and how it was written: a state's name, or an older abbreviation ("Calif.",
 * kept with its dots) where the writing vouches for it.
 */
function regionNamed(t: Tail, text: string, n: number): { info: RegionInfo; written: string } | undefined {
  if (t.region !== undefined) return undefined;
  const named = regionByName(text);
  if (named) return { info: named, written: joinWords(t.rest.slice(-n)) };
  if (n > 2) return undefined;
  const written = joinWords(t.rest.slice(-n));
  const abbreviated = regionByAbbreviation(written);
  if (!abbreviated) return undefined;
  // "..., Ill 60614", "Chicago, Ill": a comma before or a postal code after; "100 Penn" is a street.
  const vouched = t.postcode !== undefined || t.rest[t.rest.length - n - 1]?.comma === true;
  return !abbreviated.wordlike || vouched ? { info: abbreviated.info, written } : undefined;
}

/**
 * "Rustaveli Ave 12, Tbilisi 0108, Georgia": a state's name that is a country's too, right after a postal code of
 * another shape than a ZIP, is the country; a US state is written before its ZIP.
 */
function countryAfterForeignCode(w: readonly Word[], n: number, text: string): boolean {
  const code = w[w.length - n - 1]?.text.replace(/,$/, '');
  return code !== undefined && countryByName(text) !== undefined && GENERIC_POSTCODE.test(code) && !US_ZIP.test(code);
}

/** A postal code of the British shape, and the countries that use it (the UK, Jersey, Guernsey, the Isle of Man). */
const UK_SHAPED = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/i;
const UK_POST_COUNTRIES = new Set(['GB', 'JE', 'GG', 'IM']);

/** City-states, whose town bears the country's name: "Singapore 068898" names the town. */
const CITY_STATES = new Set(['SG', 'MC', 'HK', 'MO', 'GI', 'VA']);

/**
 * "Toronto, Ontario, Canada M5V 1J1", "Douglas, Isle of Man IM1 1LB": a country's name that is a part of its own, after
 * the town's, right before a postal code other than a ZIP, is the country written before its code; a county or town
 * named so ("Norfolk NR21 0JB") is no country, nor is a city-state's name or one right after the street, which is the
 * town ("80 Robinson Road, Singapore 068898").
 */
function partBeforeForeignCode(t: Tail, w: readonly Word[], n: number, country: CountryInfo | undefined): boolean {
  if (!country || CITY_STATES.has(country.code) || t.postcode === undefined || US_ZIP.test(t.postcode)) return false;
  // A British postal code is the United Kingdom's or a Crown dependency's: "Norfolk NR21 0AA" names the county.
  if (UK_SHAPED.test(t.postcode) && !UK_POST_COUNTRIES.has(country.code)) return false;
  return n < w.length && w[w.length - n - 1]!.comma && !onlyStreetBefore(w.slice(0, -n));
}

function takeRegionOrCountry(t: Tail, dict: PlaceDictionary): boolean {
  const w = t.rest;
  const longest = Math.min(w.length, Math.max(MAX_REGION_NAME_WORDS, MAX_COUNTRY_NAME_WORDS));
  for (let n = longest; n >= 1; n--) {
    const text = phrase(w, n);
    if (text === undefined) continue;
    const region = regionNamed(t, text, n);
    if (region && !namesTheStreet(t, n) && !namesTheCity(t, n, dict) && !countryAfterForeignCode(w, n, text)) {
      t.region = region.written;
      t.regionInfo = region.info;
      t.rest = w.slice(0, -n);
      return true;
    }
    // "London, England, United Kingdom", "Edinburgh EH1 1RE, Scotland": the UK's nations are its first-level regions,
    // whether or not the country's name follows.
    if (t.region === undefined && UK_NATIONS.has(text.toLowerCase()) && (t.country !== undefined || n < w.length)) {
      t.region = joinWords(w.slice(-n));
      t.countryInfo ??= countryByCode('GB');
      t.rest = w.slice(0, -n);
      return true;
    }
    if (t.country !== undefined) continue;
    const country = countryByName(text);
    // "Lebanon, PA": after a US state a country name is a town, unless it is the state's own country.
    // "Norfolk NR21 0JB": a name written right before the postal code, with no comma, is a county or town.
    // "..., OH, USA 44000", "Zorbleton OH USA 44000": after a region's code the name is the country after all.
    const afterRegion = n < w.length && regionByCode(w[w.length - n - 1]!.text) !== undefined;
    // "Springfield Illinois, USA 62704": the country's own ZIP after its name, set apart from the state by a comma.
    const ownZip = country?.code === 'US' && t.postcode !== undefined && US_ZIP.test(t.postcode) && n < w.length && w[w.length - n - 1]!.comma;
    const beforePostcode =
      t.postcode !== undefined && t.region === undefined && !w[w.length - 1]!.comma && !afterRegion && !ownZip && !partBeforeForeignCode(t, w, n, country);
    // "Ciudad de México", "Republic of Ireland Ave": a country's name joined to the word before it ends another name;
    // not after a state's code of that country that spells a joining word ("Dover DE USA": Delaware).
    const ownState = afterRegion && regionByCode(w[w.length - n - 1]!.text)?.country === country?.code;
    const joined = n < w.length && !w[w.length - n - 1]!.comma && CONNECTOR.test(w[w.length - n - 1]!.text) && !ownState;
    // "..., Salvador BA": a country is written after a Brazilian state, not before it (El Salvador is Salvador in Portuguese).
    const beforeRegion = t.region !== undefined && t.regionInfo === undefined && isBrazilianState(t.region);
    const county = britishCountyBeforeCode(t, text) || britishCountyAfterTownPart(t, n);
    if (country && !beforePostcode && !joined && !beforeRegion && !county && !townAfterOpeningPostcode(w, n) && (!t.regionInfo || t.regionInfo.country === country.code)) {
      // "U.S.A.", "U.K.": kept as written, its last dot too, as "Calif." and a postal code's ending dot are.
      t.country = joinWords(w.slice(-n));
      t.countryInfo = country;
      t.rest = w.slice(0, -n);
      return true;
    }
  }
  return takeCode(t, dict) || takeProvinceAbroad(t) || takeProvinceUnparted(t) || takeIrishCountyUnparted(t) || takeSpanishProvinceUnparted(t) || takeRegionRepeatingTown(t, dict) || takeSubject(t) || takeMarkedRegion(t) || takeMarkedRegionUnparted(t) || takeDictionaryRegion(t, dict) || takeRegionAfterPostcodeTown(t, dict) || takeRegionAfterPostcodeTownUnparted(t, dict);
}

/**
 * "Calle Zorbla 12, 18004 Granada", "L-1009 Luxembourg": a country's name right after a postal code that opens its
 * part is the town written behind its code (Granada is Grenada in Spanish); a country is written after the town.
 */
function townAfterOpeningPostcode(w: readonly Word[], n: number): boolean {
  const code = w[w.length - n - 1];
  // "..., 10001 USA": an abbreviation names no town.
  if (!code || code.comma || n >= w.length || /^[A-Za-z.]{2,4}$/.test(joinWords(w.slice(-n)))) return false;
  const opensPart = n + 1 === w.length || w[w.length - n - 2]!.comma;
  return opensPart && (GENERIC_POSTCODE.test(withoutCountryPrefix(code.text)) || US_ZIP.test(code.text));
}

/**
 * "г. Зорблый Бор Ленинградской области", "..., Краснодарский край, 350000", "Петрозаводск Карелия": a region of
 * Russia or its neighbours named by its kind (subjects.ts), in one part, after the town.
 */
function takeSubject(t: Tail): boolean {
  if (t.region !== undefined) return false;
  const n = subjectAtEnd(t.rest.map((w) => w.text));
  if (n === 0 || n >= t.rest.length || phrase(t.rest, n) === undefined) return false;
  t.region = joinWords(t.rest.slice(-n));
  t.rest = t.rest.slice(0, -n);
  return true;
}

/**
 * "123 Oak Ct": a numbered street with no other street type, so the last word is its type ("6th St. Ct." has two). All
 * in one part: "12 Stone Gate Pass, West Hartford CT" ends in the town and its state.
 */
function endsStreet(words: readonly Word[]): boolean {
  return isHouseNumber(words[0]!.text) && !words.slice(1, -1).some((w) => isStrongSuffix(w.text)) && !words.slice(0, -1).some((w) => w.comma);
}

/**
 * Do the words end in a type that often ends a town's name (Grove, Square, Gardens), after a name that follows a
 * street-only type in the same part ("Zorble Trail Pellham Grove")?
 */
function townsTypeAfterStreet(words: readonly Word[]): boolean {
  const n = words.length;
  if (n < 3 || isStreetOnlyType(words[n - 1]!.text) || !isNameWord(words[n - 2]!.text) || isSuffix(words[n - 2]!.text)) return false;
  const part = words.slice(n - (lastSegmentLength(words) || n), n - 2);
  return part.some((w) => isStreetOnlyType(w.text));
}

/** Pt, Point's abbreviation: a weak type, as it opens towns' names ("Pt Pleasant"), but a street's type at the end. */
const POINT = /^pt\.?$/i;

/** Italy's postal code, with or without the country's letter before it ("00186", "I-00186"). */
const IT_POSTCODE = /^(?:I-)?\d{5}$/i;

/**
 * "Via del Corso 12, 00186 Roma RM": an Italian province's code after a town of one to four words ("Castel San Pietro
 * Terme") that follows a five-digit postal code ("I-42121" with the country's letter), or opens its part when Italy is
 * written ("Roma RM, Italia"). A US state's code follows the town too, but its ZIP comes after it, never before the town.
 */
function takeItalianProvince(t: Tail): boolean {
  const w = t.rest;
  const last = w[w.length - 1];
  // "20121 milano mi": in an address written in small letters, the code is too.
  if (!last || t.region !== undefined || t.postcode !== undefined || !isItalianProvince(last.text.toUpperCase())) return false;
  // "75002 Paris, FR": set apart by a comma, a code that is a country's is the country; a province is written beside the town.
  if (w[w.length - 2]?.comma === true && countryByCode(last.text)) return false;
  for (let k = 2; k <= 5 && k <= w.length; k++) {
    const town = w.slice(w.length - k, -1);
    if (town.some((x) => !isNameWord(x.text) || isStrongSuffix(x.text))) return false;
    // "Roma RM, Italia": with Italy written, the town's part may hold no postal code.
    const opensPart = k === w.length || w[w.length - k - 1]!.comma;
    const italy = t.countryInfo?.code === 'IT' && opensPart && !town.slice(0, -1).some((x) => x.comma);
    if (!italy && (k === w.length || !IT_POSTCODE.test(w[w.length - k - 1]!.text))) continue;
    // "12345 Oak Ct", "20899 Saint James Pt": five digits opening the address, a name and a code that is a street's type
    // too (CT Catania, PT Pistoia, CR Cremona, TR Terni) are a house on a typed street; Italy writes its street first.
    if (!italy && k === w.length - 1 && (isStrongSuffix(last.text) || POINT.test(last.text))) return false;
    t.region = last.text;
    t.countryInfo ??= countryByCode('IT');
    t.rest = w.slice(0, -1);
    return true;
  }
  return false;
}

/** Switzerland's cantons by their codes. */
const CH_CANTONS = new Set('AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH'.split(' '));

/** Countries named by a canton's code that write four-digit postal codes too: Belgium, Luxembourg, Georgia, Greenland, Niger, Argentina. */
const FOUR_DIGIT_COUNTRIES = new Set(['BE', 'LU', 'GE', 'GL', 'NE', 'AR']);
/** Of those, the ones that write French street types as Romandy does. */
const FRENCH_WRITING = new Set(['BE', 'LU']);
/** Street types as German-speaking Switzerland writes them, compounded or apart ("Zorblestrasse", "Bahnhofplatz"); not Dutch "-straat", "-weg". */
const SWISS_GERMAN_STREET = /(?:^|\p{L}{3})(?:strasse|straße|gasse|platz|allee|halde|matte|rain)$/iu;
/** Street types of French written first ("Rue du Rhône", "Chemin des Pâquis"). */
const FRENCH_STREET_TYPE = /^(?:rue|avenue|av\.|chemin|ch\.|route|rte|boulevard|bd|place|quai|impasse|allée)$/i;

/**
 * "3011 Bern BE" after "Zorblegasse 9": a canton's code that names a country too is the canton's unless that country
 * writes four-digit postal codes as Switzerland does; then only a street of Switzerland's style before the postal code
 * decides: German's street types (Germany, with its five digits, is no rival), or French ones where the country does
 * not write French ("Rue du Lac 5, 2000 Neuchâtel NE" is no address of Niger; "Rue Neuve 5, 1000 Bruxelles BE" may be
 * Belgium's).
 */
function cantonOverCountry(code: string, street: readonly Word[]): boolean {
  const country = countryByCode(code);
  if (country === undefined || !FOUR_DIGIT_COUNTRIES.has(country.code)) return true;
  return swissStreet(street, !FRENCH_WRITING.has(country.code));
}

/** A street written as Switzerland writes it: a type of German's, or, when French counts, one of French's opening a word. */
function swissStreet(street: readonly Word[], french: boolean): boolean {
  return street.some((x) => SWISS_GERMAN_STREET.test(x.text) || (french && FRENCH_STREET_TYPE.test(x.text)));
}

/**
 * "Rue du Rhône 48, CH-1204 Genève GE", "Seestrasse 5, 8001 Zürich ZH": a Swiss canton's code after a town of one to
 * four words that follows a four-digit postal code. Many are a country's code too (GE Georgia, BE Belgium, SG
 * Singapore): those count after Switzerland's letters before the code ("CH-1204"), with Switzerland written, or on
 * the evidence cantonOverCountry weighs; "1000 Bruxelles BE" is Belgium.
 */
function takeSwissCanton(t: Tail): boolean {
  const w = t.rest;
  const last = w[w.length - 1]!;
  if (t.region !== undefined || t.postcode !== undefined || !CH_CANTONS.has(last.text.toUpperCase()) || w[w.length - 2]!.comma) return false;
  // "1589 Twin Oaks Pass NW": a house number, a typed street and its directional. NE (Neuchâtel) counts after a street
  // of Switzerland's style only ("Chemin du Lac 5, 2000 Neuchâtel NE").
  if (isStrongSuffix(w[w.length - 2]!.text)) return false;
  const directional = isDirectional(last.text);
  for (let k = 2; k <= 5 && k < w.length; k++) {
    const town = w.slice(w.length - k, -1);
    if (town.some((x) => !isNameWord(x.text) || x.comma)) return false;
    const code = w[w.length - k - 1]!.text;
    if (!/^(?:CH-)?\d{4}$/i.test(code)) continue;
    if (directional && !swissStreet(w.slice(0, -k - 1), true)) return false;
    if (!/^CH-/i.test(code) && t.countryInfo?.code !== 'CH' && !cantonOverCountry(last.text, w.slice(0, -k - 1))) return false;
    t.region = last.text;
    t.countryInfo ??= countryByCode('CH');
    t.rest = w.slice(0, -1);
    return true;
  }
  return false;
}

/** Street types of Portuguese written first ("Rua", "Av.", "Travessa", "Praça", "Alameda", "Estrada", "Rodovia"). */
const PORTUGUESE_TYPE = /^(?:rua|r\.|av\.?|avenida|travessa|praça|pça\.?|alameda|al\.|estrada|estr\.|rodovia|rod\.|ladeira)$/i;
/** Those no other language writes, which may follow a venue's name ("Zorbla Sushi Rua Augusta 1200"). */
const ONLY_PORTUGUESE_TYPE = /^(?:rua|travessa|praça|rodovia|ladeira)$/i;

/** "Rua Zorbla 12, ...", "Zorbla Ltda, Av. Grimble 5, ...": a part opens with a street type of Portuguese. */
function portugueseStreet(words: readonly Word[]): boolean {
  return words.some((w, i) => ((i === 0 || words[i - 1]!.comma) && PORTUGUESE_TYPE.test(w.text)) || ONLY_PORTUGUESE_TYPE.test(w.text));
}

/**
 * "Toronto, ON M5X 1A9, CA": a code written right after a postal code of another shape than a ZIP is the country's
 * (Canada, not California); a US state is written before its ZIP, and a region of elsewhere before its code.
 */
function afterForeignPostcode(w: readonly Word[]): boolean {
  const found = postcodeAtEnd(w.slice(0, -1));
  return found !== undefined && !US_ZIP.test(found.postcode);
}

/** Canada's postal code, written with its space, without it or with a hyphen ("K1A 0B1", "K1A0B1", "K1A-0B1"). */
const CANADIAN_CODE = /^[A-Z]\d[A-Z][ -]?\d[A-Z]\d$/i;

/**
 * "TX 78704", "N.Y. 10001", "ON M5V 2T6": a state's or province's code and a postal code of its country, with nothing
 * before them, are the region and the postal code.
 */
function takeRegionBeforeItsCodeAlone(t: Tail, last: Word): boolean {
  const region = regionByCode(last.text);
  if (t.region !== undefined || t.postcode === undefined || !region) return false;
  const ofItsCountry = region.country === 'US' ? US_ZIP.test(t.postcode) : region.country === 'CA' && CANADIAN_CODE.test(t.postcode);
  if (!ofItsCountry) return false;
  t.region = last.text;
  t.regionInfo = region;
  t.rest = [];
  return true;
}

/** "TX", "N.Y." as the region; ", FR" as the country. */
function takeCode(t: Tail, dict: PlaceDictionary): boolean {
  const w = t.rest;
  const last = w[w.length - 1];
  const before = w[w.length - 2];
  if (last && !before) return takeRegionBeforeItsCodeAlone(t, last);
  if (!last || !before) return false;
  if (takeItalianProvince(t) || takeSwissCanton(t)) return true;
  // "Zorbleira - MG, 30100-000", "..., RJ, Brasil": a Brazilian state's code beside a CEP or the country's name, not a
  // country's code (MG is also Madagascar's, PE Peru's).
  const brazilian = t.postcode !== undefined ? /^\d{5}-\d{3}$/.test(t.postcode) : t.countryInfo?.code === 'BR' || portugueseStreet(w);
  // With or without a comma: the CEP's shape, Brazil's name or a street typed in Portuguese vouches for it ("são paulo sp
  // brasil", "Rua Zorbla 12, Salvador BA").
  if (t.region === undefined && brazilian && isBrazilianState(last.text)) {
    t.region = last.text;
    t.rest = w.slice(0, -1);
    return true;
  }
  // "10117 Berlin, DE", "1015 cj amsterdam nl": after a town written behind its postal code, a country's code.
  // "Zorblestr. 5 10115 Berlin DE": the code may follow the house number written after the street's name.
  const countryAfterTown =
    t.postcode === undefined &&
    countryByCode(last.text) !== undefined &&
    (endsInPostcodeAndTown(w.slice(0, -1), true) || afterForeignPostcode(w)) &&
    !streetAfterNamedPart(w, dict);
  const coded = t.region === undefined && !countryAfterTown ? (militaryRegion(last.text, before.text) ?? regionByCode(last.text)) : undefined;
  // After a Canadian postal code the province is Canada's, whatever the part before it opens with ("Acme, 29821 Zorble Cir
  // W Grand Prairie QC V7P 8T1": the house number is no Mexican postal code there).
  const canadian = t.postcode !== undefined && CANADIAN_CODE.test(t.postcode);
  const region = coded?.country === 'CA' && !canadian && afterDigitsOnlyPostcode(w.slice(0, -1)) ? undefined : coded;
  // "Main St NE" ends in a directional, not in Nebraska; "6th St. Ct." in a court, not in Connecticut.
  // So does "1200 Zorble Lndg NE", its type one that names places too, when it is the numbered street's only type and no
  // postal code follows ("Grand Island NE" after "Main St" is the town and the state).
  const weakType = isWeakSuffix(before.text) && t.postcode === undefined && endsStreet(w.slice(0, -1));
  // "Old Zorble Trail Pellham Grove CT", "Elm Ave & Oak Ln Zorble Grove WY": a Grove after a street that has its type is
  // a town's last word, and the code after it the state's, not a second type or the street's directional.
  const typed = isStrongSuffix(before.text) && !townsTypeAfterStreet(w.slice(0, -1));
  const directional = isStreetDirectional(last.text) && (typed || weakType) && !before.comma;
  const streetType = isStrongSuffix(last.text) && !before.comma && t.postcode === undefined && (endsStreet(w) || typed);
  if (region && !directional && !streetType && !namesTheStreet(t, 1)) {
    t.region = last.text;
    t.regionInfo = region;
    t.rest = w.slice(0, -1);
    return true;
  }
  // "..., PA 15219 US": a country code follows a comma or the postal code.
  const afterPostcode = t.postcode === undefined && US_ZIP.test(before.text);
  // "Zorbleton OH US 44000": the code of the region's own country, right after the region's code.
  const regionBefore = regionByCode(before.text);
  const afterRegion = regionBefore !== undefined && regionBefore.country === last.text.toUpperCase();
  // "Paris FR", "Bogota CO": a town's one word and a code, and nothing else; not "Oak St" (São Tomé's code, a type).
  const townAlone = w.length === 2 && isNameWord(before.text) && !isSuffix(before.text) && !isSuffix(last.text);
  const country =
    t.country === undefined && (countryAfterTown || ((before.comma || afterPostcode || afterRegion || townAlone) && !isStreetDirectional(last.text)))
      ? countryByCode(last.text)
      : undefined;
  if (country && (countryAfterTown || !regionByCode(last.text))) {
    t.country = last.text;
    t.countryInfo = country;
    t.rest = w.slice(0, -1);
    return true;
  }
  return false;
}

/**
 * "Makati, 1226 Metro Manila, Philippines": the postal code written before a region that names no town, in the
 * region's part after the town's, as the Philippines write it; both are taken.
 */
function takePostcodeAndProvince(t: Tail, n: number): boolean {
  const part = t.rest.slice(-n);
  // A town's part comes before: after the street's alone ("Av. Zorbla 12, 03940 CDMX") the name is the town's.
  if (t.postcode !== undefined || n < 2 || !/^\d{4,6}$/.test(part[0]!.text) || onlyStreetBefore(namedPartsOnly(t.rest.slice(0, -n)))) return false;
  const found = provinceAbroad(joinWords(part.slice(1)));
  if (!found?.namesNoTown || (t.countryInfo && t.countryInfo.code !== found.country)) return false;
  t.postcode = part[0]!.text;
  t.region = joinWords(part.slice(1));
  t.countryInfo ??= countryByCode(found.country);
  t.rest = t.rest.slice(0, -n);
  return true;
}

/**
 * "..., 06600 Ciudad de México, CDMX", "..., B1636 Zorblivos, Buenos Aires, Argentina": a whole comma-separated part
 * naming an Argentine province or a Mexican state. Many are also their capital's name ("Córdoba, Argentina" is the
 * town), so a name counts only with a street part and a town part before it; CDMX, D.F. and India's states name no
 * town (provinces-abroad.ts).
 */
function takeProvinceAbroad(t: Tail): boolean {
  const n = lastSegmentLength(t.rest);
  if (n === 0 || t.region !== undefined) return false;
  if (takePostcodeAndProvince(t, n)) return true;
  const text = phrase(t.rest, n);
  const found = text === undefined || /\d/.test(text) ? undefined : provinceAbroad(text);
  if (!found || (t.countryInfo && t.countryInfo.code !== found.country)) return false;
  const before = t.rest.slice(0, -n);
  // Turkey: the district's part, with no number in it but its postal code, stands right before ("Kadıköy, İstanbul",
  // "34710 Kadıköy, İstanbul"); after the street's part ("Zorble Cad. No:5, Ankara") the name is the town.
  const districtPart = before.slice(-(lastSegmentLength(before) || before.length));
  const named = districtPart.filter((w, i) => !(i === 0 && /^\d{5}$/.test(w.text)));
  const district = found.country === 'TR' && named.length > 0 && !named.some((w) => /\d/.test(w.text));
  // A postal code in a part of its own ("..., C.P. 06600, Ciudad de México") is no town's part.
  const nameParts = namedPartsOnly(before).filter((w) => w.comma).length;
  if (!found.namesNoTown && !district && (found.country === 'TR' || nameParts < 2)) return false;
  t.region = joinWords(t.rest.slice(-n));
  t.countryInfo ??= countryByCode(found.country);
  t.rest = before;
  return true;
}

/** Names of a part of the world wider than a country, written after it ("Jamaica, West Indies"). */
const WIDER_REGIONS = new Set(['west indies', 'wi', 'caribbean']);

/**
 * "14 Hope Road, Kingston 2 Jamaica, West Indies": a part of the world written after the country is no country (the
 * alias would take West Indies for Jamaica and leave the real one, and the district and town before it, unread); it
 * is kept as the region. Only after a country's own name, and "W.I." only with its dots (WI is Wisconsin).
 */
function takeWiderRegion(t: Tail): void {
  const n = lastSegmentLength(t.rest);
  const text = n > 0 && n <= 2 ? phrase(t.rest, n) : undefined;
  if (text === undefined) return;
  const written = joinWords(t.rest.slice(-n));
  if (!WIDER_REGIONS.has(text.toLowerCase().replace(/\./g, '')) || (/^wi\.?$/i.test(written) && !/^w\.i\.?$/i.test(written))) return;
  const before = t.rest.slice(0, -n);
  let named = false;
  for (let k = 1; k <= Math.min(MAX_COUNTRY_NAME_WORDS, before.length) && !named; k++) {
    const name = phrase(before, k);
    if (name === undefined) break;
    named = countryByName(name) !== undefined;
  }
  if (!named) return;
  t.region = written;
  t.rest = before;
}

/**
 * Peels country, postal code and region off the end, in whatever order they
 * were written ("Oakland 94610-2737 CA", "Lowestoft NR32 1HH, United Kingdom").
 */
export function peelTail(words: readonly Word[], dict: PlaceDictionary): Tail {
  const t: Tail = { rest: [...words] };
  // "Zorbleton OH44000": a state's code run into its ZIP.
  const last = t.rest[t.rest.length - 1];
  const glued = last ? /^([A-Za-z]{2})(\d{5}(?:-\d{4})?)$/.exec(last.text) : null;
  if (glued && regionByCode(glued[1]!)?.country === 'US') {
    t.rest.splice(-1, 1, { text: glued[1]!, comma: false }, { text: glued[2]!, comma: last!.comma });
  }
  takeWiderRegion(t);
  for (;;) {
    if (t.rest.length === 0) break;
    if (t.county === undefined && takeTrailingCounty(t)) continue;
    if (t.postcode === undefined && takePostcode(t)) continue;
    if (t.district === undefined && takeDistrict(t, dict)) continue;
    if (takeSpacedStateCode(t)) continue;
    if (takeRegionOrCountry(t, dict)) continue;
    if (takeSlashedRegion(t)) continue;
    break;
  }
  if (!takeCounty(t) && !takeCountyAfterTown(t, dict)) takeUkCountyAfterTown(t, dict);
  if (t.rest.length > 0) {
    const lastIndex = t.rest.length - 1;
    t.rest[lastIndex] = { text: t.rest[lastIndex]!.text, comma: false };
  }
  return t;
}

