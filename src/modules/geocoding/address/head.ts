import { isDirectional, isHouseNumber, isNameWord, isPrefixType, isRoadNumberWord, isSingleDirectional, isStreetOnlyType, isStrongSuffix, isSuffix, isYearOfDate } from './address-words';
import { streetCore } from './locality-split';
import { knownTown, opensWithTownAbbreviation } from './town-names';
import { joinWords, segmentsOf, type PlaceDictionary, type Word } from './parsed-address';
import { endsContinentalStreet, isLatinAddition, isNumberMarker, leadingNumber, middleNumber, opensWithHouseNumber } from './house-number';
import { streetAfterName } from './named-first-part';
import { dropVenue, parseStreetPart, type StreetPart } from './street-part';
import { GENERIC_POSTCODE, hasCountryPrefix, isNlPostcodeLetters, isPostTownWord, withoutCountryPrefix } from './postcodes';
import { isTownMarker } from './subjects';

/** What comes before the region and postal code: street, house number, town. */
export interface Head extends StreetPart {
  postcode?: string;
}

const BARE_NUMBER = /^\d+[A-Za-z]?$/;
/**
 * "83-A", "12/3", "12/A": a house number with its letter after a hyphen or its sub-number after a slash, as India and
 * South Asia write it in a part of its own ("83-A, Park Street, New Delhi"), or its letter after a slash, as Italy
 * writes it ("Via Zorbla, 12/A, 20121 Milano").
 */
const PART_NUMBER = /^\d{1,5}(?:-[A-Za-z]|\/\d{1,4}[A-Za-z]?|\/[A-Za-z])$/;

function texts(words: readonly Word[]): string[] {
  return words.map((w) => w.text);
}

/**
 * Argentina's CPA: the province's letter, the old four-digit code and, in full, three letters for the block face
 * ("C1043AAZ"). The full form is unmistakable; the short one ("C1000") only opens a part, after a comma, as the
 * code before the town does ("Av. Corrientes 1234, C1000 CABA"), where a grid house number ("W6150") cannot be.
 */
const AR_CPA = /^[A-HJ-NP-Z]\d{4}[A-Z]{3}$/i;
const AR_CPA_SHORT = /^[A-HJ-NP-Z]\d{4}$/i;

/**
 * "Zorblegata 12, 101 Grimblavík", "Zorblevegur 5 220 Grimblafjörður": Iceland and the Faroe Islands number their post
 * towns with three digits, written before the town and right after the house number that follows the street's name.
 * Not after a road's number ("Route 9 101 Zorbleton"), nor after a number opening the part ("123 Grimble Zorbleton").
 */
function afterNamedHouseNumber(words: readonly Word[], i: number): boolean {
  const number = words[i - 1]?.text;
  const name = words[i - 2]?.text;
  return number !== undefined && name !== undefined && BARE_NUMBER.test(number) && !words[i - 2]!.comma && /\p{L}{2}/u.test(name) && !isRoadNumberWord(name);
}

/** Words a postal code written at `i` takes: "28014" one, NL "1015 CJ" and SE/CZ "111 21" two; 0 when none starts there. */
function postcodeWords(words: readonly Word[], i: number): number {
  // Nothing left there ("#1", "Apt 5": the unit taken off, no words remain); nor after a marker of the house number
  // ("Jr. Zorbla Nro. 2591 Trujillo").
  // Nor a date's year ("12 Rue du 8 Mai 1945 Le Mans").
  if (words[i] === undefined || isNumberMarker(words[i - 1]?.text) || isYearOfDate(words[i]!.text, words[i - 1]?.text)) return 0;
  // "CH-8001 Zürich", "SE-114 35 Stockholm": the country's letters before the code leave its shape as it is.
  const a = withoutCountryPrefix(words[i]!.text);
  const b = words[i + 1]?.text;
  if (b !== undefined && !words[i]!.comma) {
    // NL letters may spell a US state's code ("3511 AZ Utrecht") and come in lower case ("1015 cj amsterdam").
    if (/^\d{4}$/.test(a) && isNlPostcodeLetters(b) && !isDirectional(b)) return 2;
    if (/^\d{3}$/.test(a) && /^\d{2}$/.test(b)) return 2;
  }
  // Or right after the house number written after the street's name ("Av. Zorbla 2237 X5000 Córdoba"), where a rural
  // grid number ("W5480 County Road K") does not stand.
  if (AR_CPA.test(a) || (AR_CPA_SHORT.test(a) && (words[i - 1]?.comma === true || afterNamedHouseNumber(words, i)))) return 1;
  if (/^\d{3}$/.test(a) && afterNamedHouseNumber(words, i)) return 1;
  return GENERIC_POSTCODE.test(a) ? 1 : 0;
}

/**
 * "Avenida 9 de Julio 1100 Buenos Aires", "Av. Providencia 1234 Santiago": four digits right after a street whose type
 * is written first, with no house number before them, are its house number, as Latin America numbers houses by the
 * metre; a postal code follows the house number ("Rua Augusta 24 1100 Lisboa"), it does not stand in for it.
 */
function houseNumberAfterTypeFirst(words: readonly Word[], i: number, used: number): boolean {
  if (i < 2 || used !== 1) return false;
  const before = words[i - 1]!;
  // The type may follow a venue's name ("Zorbla Sushi Rua Augusta 1200 São Paulo").
  const typed = words.slice(0, i - 1).some((w, k) => isPrefixType(w.text) && (k === 0 || !/^\d/.test(words[0]!.text)));
  return /^\d{4}$/.test(words[i]!.text) && !before.comma && /\p{L}{2}/u.test(before.text) && typed;
}

/**
 * "Rua Augusta, 2000, São Paulo", "Av. Corrientes, 1234, Buenos Aires": four digits alone in their part, right after a
 * street whose type is written first and which holds no number, are its house number, written apart as Brazil and
 * Argentina often do; a postal code of four digits is written with its town ("1100 Lisboa"), not alone between parts.
 */
function numberPartAfterTypeFirst(words: readonly Word[], i: number): boolean {
  if (!words[i]!.comma || !/^\d{4}$/.test(words[i]!.text) || i === 0 || !words[i - 1]!.comma) return false;
  let start = i - 1;
  while (start > 0 && !words[start - 1]!.comma) start--;
  const street = words.slice(start, i);
  return street.length >= 2 && isPrefixType(street[0]!.text) && !street.some((w) => /\d/.test(w.text));
}

/** Articles and prepositions inside towns' names: German "an der", "am", "ob der", Romance "de", "del", "sur", "en". */
const TOWN_JOINER = /^(?:an|am|im|ob|der|den|dem|bei|vor|upon|on|de|del|della|di|du|des|sur|sous|lès|les|en|la|las|los|el|aan|op|ter|ten|van)$/i;

/** "Rua Padre Cruz 31 3060-187 Cantanhede", "23 28014 Madrid", "Keizersgracht 123, 1015 CJ Amsterdam": postal code before the town. */
function postcodeBeforeTown(words: Word[], dict: PlaceDictionary, first = 1): { postcode: string; locality: string; rest: Word[] } | undefined {
  for (let i = words.length - 2; i >= first; i--) {
    const used = postcodeWords(words, i);
    if (used === 0) continue;
    // "Avenida Paulista 1578, São Paulo": a number ending the street's part is its house number; a postal code
    // stands with the town ("1015 CJ Amsterdam") or alone ("21840, Mexicali").
    // "I-40017 San Giovanni in Persiceto": with its country's letters, a code opens the town's words as a comma would.
    const opensPart = i === 0 || words[i - 1]!.comma || hasCountryPrefix(words[i]!.text);
    if (used === 0 || (words[i + used - 1]!.comma && !opensPart) || houseNumberAfterTypeFirst(words, i, used)) continue;
    if (numberPartAfterTypeFirst(words, i)) continue;
    const town = words.slice(i + used);
    // "C1000 Ciudad Autónoma de Buenos Aires": a postal code opening its part may come before a longer name; so may one
    // after the house number when the name's longer words are joined by articles and prepositions ("67433 Neustadt an
    // der Weinstraße", "28200 San Lorenzo de El Escorial"), which end no street.
    const longest = opensPart ? 5 : 3 + Math.min(2, town.slice(0, -1).filter((w) => TOWN_JOINER.test(w.text)).length);
    if (town.length === 0 || town.length > longest || town.some((_w, k) => !isPostTownWord(town, k)) || isDirectional(town[0]!.text)) continue;
    // The town is one part: "B1636 Zorblivos, Buenos Aires" is a town and then its province.
    if (town.slice(0, -1).some((w) => w.comma)) continue;
    // "9000 St. Gallen": St opens the town's name after a postal code, it is no street's type.
    const typeFirst = isStrongSuffix(town[0]!.text) && !opensWithTownAbbreviation(texts(town));
    if (typeFirst || isStrongSuffix(town[town.length - 1]!.text) || streetAfterName(words, i, dict)) continue;
    return { postcode: joinWords(words.slice(i, i + used)), locality: joinWords(town), rest: words.slice(0, i) };
  }
  return undefined;
}

/**
 * "10115 Berlin, Germany", "1010 Wien, Österreich", "1012 AB Amsterdam": a postal code and a town the place list knows,
 * and nothing else, are the code and the town, where the code has the Dutch letters or a country other than the US
 * was written; no street is. Without them "12000 Westheimer" is as likely a house on a street named as a town.
 */
function postcodeAndTownAlone(words: readonly Word[], dict: PlaceDictionary, abroad: boolean): { postcode: string; locality: string; rest: Word[] } | undefined {
  const used = postcodeWords(words, 0);
  const town = words.slice(used);
  if (used === 0 || town.length === 0 || town.length > 3 || town.some((w) => !isNameWord(w.text) || isSuffix(w.text))) return undefined;
  if (!(abroad || used === 2) || !knownTown(texts(town), dict)) return undefined;
  return { postcode: joinWords(words.slice(0, used)), locality: joinWords(town), rest: [] };
}

/**
 * "1051 Budapest, Zorble u. 12.", "6720 Szeged, Zorble tér 3.": Hungary writes the postal code and the town first, in
 * a part of their own, then the street. Only when a later part holds a number (the house number) and the town's words
 * are no street ("12345 Zorble Rd, Zorbleton").
 */
function postcodeTownFirst(words: Word[]): { postcode: string; locality: string; rest: Word[] } | undefined {
  const used = postcodeWords(words, 0);
  const end = words.findIndex((w) => w.comma);
  if (used > 0 && end < 0 && townWordBeforeTypedStreet(words, used)) {
    return { postcode: joinWords(words.slice(0, used)), locality: words[used]!.text, rest: words.slice(used + 1) };
  }
  if (used === 0 || end < used || end - used >= 3) return undefined;
  const town = words.slice(used, end + 1);
  if (town.some((w) => !isNameWord(w.text) || isSuffix(w.text)) || isPrefixType(town[0]!.text)) return undefined;
  const rest = words.slice(end + 1);
  if (!rest.some((w) => /\d/.test(w.text))) return undefined;
  return { postcode: joinWords(words.slice(0, used)), locality: joinWords(town), rest };
}

/**
 * "6800 Hódmezővásárhely Rákóczi út 75", "1061 Budapest Andrássy út 22.": written without a comma, a town of one word
 * after the postal code, then a street's name ending in its type as Hungary (or continental Europe) writes it, and
 * the house number ending the words.
 */
function townWordBeforeTypedStreet(words: readonly Word[], used: number): boolean {
  const type = words.length - 2;
  const town = words[used]?.text ?? '';
  if (type < used + 2 || !endsContinentalStreet(words[type]!.text) || !/^\d{1,4}[A-Za-z]?\.?$/.test(words[type + 1]!.text)) return false;
  return isNameWord(town) && !isSuffix(town) && !isPrefixType(town) && !endsContinentalStreet(town);
}

function looksLikeTown(segment: readonly Word[], dict: PlaceDictionary): boolean {
  const words = texts(segment);
  if (words.some((w) => /\d/.test(w))) return false;
  if (knownTown(words, dict)) return true;
  // "Riverside Clinic, Two NE Broad Rd W Salt Lake City": a part opening with a house number holds the street.
  if (opensWithHouseNumber(words)) return false;
  return !isStrongSuffix(words[words.length - 1]!) && !isPrefixType(words[0]!);
}

/**
 * The last part is the town when it looks like one, or when it has no digits and an earlier part holds the
 * numbered street: the town follows the street ("4501 W Broad Way SW, Zorble Grove, MN", however its name ends).
 */
function townAfterStreet(segments: readonly Word[][], dict: PlaceDictionary): boolean {
  const last = segments[segments.length - 1]!;
  if (looksLikeTown(last, dict)) return true;
  if (last.some((w) => /\d/.test(w.text)) || isPrefixType(last[0]!.text)) return false;
  return segments.slice(0, -1).some((s) => s.length > 1 && (opensWithHouseNumber(texts(s)) || streetBeforeTownsType(texts(s), texts(last))));
}

/**
 * "Forest Dr, Pellham Grove, TX", "Elm Ave & Oak St, Zorble Square, PA": with no house number, a part ending in a type
 * that seldom ends a town's name is the street, and a later part of names ending in one that often does (Grove,
 * Square, Gardens, Terrace, Crossing) the town; read as the street, it had the true street dropped.
 */
function streetBeforeTownsType(street: readonly string[], town: readonly string[]): boolean {
  const type = town[town.length - 1]!;
  return isStreetOnlyType(streetCore(street).at(-1)!) && town.length >= 2 && isStrongSuffix(type) && !isStreetOnlyType(type) && town.every((w) => isNameWord(w));
}

/** A unit's number written bare: "256", "12B". */
const BARE_UNIT = /^\d{1,4}[A-Za-z]?$/;

/**
 * "27842 NW 5th Dr., 256 North Haven, CT", "Five Court Square, 10 New Bedford MA": after a part that holds the street
 * with its house number and type, a last part opening with a bare number and then only a name's words is the unit's
 * number and the town, the comma written before the number instead of after it. The part was dropped, unit and town.
 * Not a part ending in a type that seldom ends a town's name ("12 Main St, 5 Oak Ave" names a second street; "Maple
 * Grove" is a town).
 */
function unitOpeningTown(segments: readonly Word[][]): { segments: Word[][]; unit: string } | undefined {
  const [street, last] = [segments[segments.length - 2], segments[segments.length - 1]];
  if (!street || !last || last.length < 2 || !BARE_UNIT.test(last[0]!.text)) return undefined;
  const town = last.slice(1);
  if (town.some((w) => !isNameWord(w.text) && !isDirectional(w.text)) || isStreetOnlyType(town[town.length - 1]!.text)) return undefined;
  if (!numberedTypedStreet(texts(street))) return undefined;
  return { segments: [...segments.slice(0, -1), town], unit: last[0]!.text };
}

/**
 * "Москва, ул. Тверская, д. 7", "Amsterdam, Damrak 1": written from the largest place to the smallest (big-to-small.ts),
 * the town is the first part and the street and its number come after it. Only a town the place list knows, in a part
 * with no digit, when every later part holds a number or opens or ends with a street's type, and one holds a number:
 * "Acme Corp, 12 Main St" names a firm.
 */
function townWrittenFirst(segments: readonly Word[][], dict: PlaceDictionary): boolean {
  const [first, ...later] = segments;
  if (!first || later.length === 0 || first.some((w) => /\d/.test(w.text)) || !knownTown(texts(first), dict)) return false;
  const numbered = (s: readonly Word[]): boolean => s.some((w) => /\d/.test(w.text));
  // "ул. Тверская, д. 7": the street's name and its number may be parts of their own; the name opens with its type.
  const named = (s: readonly Word[]): boolean => isPrefixType(s[0]!.text) || isStrongSuffix(streetCore(texts(s)).at(-1)!);
  return later.some(numbered) && later.every((s) => numbered(s) || named(s)) && later.some((s) => s.some((w) => /\p{L}{2}/u.test(w.text)));
}

/**
 * "19185, Fairview Drive Lexington, KY", "2990B, Kenwood Dr Room 206 Nashua": a house number alone in the first part,
 * its comma misplaced, then a part opening with a name, are one part, so that the street and a town written after it
 * without a comma are cut as after any house number (apart, the whole second part was read as the town). Not a number
 * before a part that opens with one ("12, 3rd Cross": India's house number, then its street) but a US street's ordinal
 * ("12730, 56th Circle Port Angeles, WA"), nor, outside the US, before a part holding a number ("36, Zorble-ro 87-gil":
 * Korea's road and its numbered lane).
 */
function withHouseNumberJoined(segments: Word[][], american: boolean): Word[][] {
  const [first, second] = segments;
  if (!first || !second || first.length !== 1 || !BARE_NUMBER.test(first[0]!.text) || !isHouseNumber(first[0]!.text)) return segments;
  const opening = second[0]!.text;
  if (!(/^\p{L}/u.test(opening) || (american && /^\d+(?:st|nd|rd|th)$/i.test(opening))) || isNumberMarker(opening)) return segments;
  if (!american && second.some((w) => /\d/.test(w.text))) return segments;
  return [[{ text: first[0]!.text, comma: false }, ...second], ...segments.slice(2)];
}

/** Directionals opening a part belong to the street before it ("Foxfield Lane, SE", "Donnelly Ave., S. W. Atlanta"). */
function mergeDirectionals(segments: Word[][]): Word[][] {
  const merged: Word[][] = [];
  for (const segment of segments) {
    const previous = merged[merged.length - 1];
    let lead = 0;
    while (lead < segment.length && isDirectional(segment[lead]!.text)) lead++;
    // A lone N/S/E/W or a word ("North Haven", "W. Palm Beach") opens the town; "S. W." or "NE" ends the street.
    const compound =
      lead >= 2
        ? segment.slice(0, lead).every((w) => isSingleDirectional(w.text))
        : lead === 1 && /^[NS]\.?[EW]\.?$/i.test(segment[0]!.text);
    const afterStreet = previous !== undefined && isStrongSuffix(previous[previous.length - 1]!.text);
    if (previous && (lead === segment.length || (compound && afterStreet))) {
      previous.push(...segment.slice(0, lead));
      if (lead < segment.length) merged.push(segment.slice(lead));
    } else merged.push([...segment]);
  }
  return merged;
}

/**
 * "Route 66 Diner, 123 Main St", "Zorble 24 Hour Fitness, 5000 Grimble Pkwy": a part opening with a house number and
 * ending in a street type is the street, before any earlier part with a number in it (a business's name). The number
 * in figures: "One Exchange Plaza, 55 Broadway" names a building first.
 */
function typedStreet(words: readonly string[]): boolean {
  return words.length > 2 && /^\d/.test(words[0]!) && opensWithHouseNumber(words) && isStrongSuffix(streetCore(words).at(-1)!);
}

/**
 * "No. 12, 3rd Cross, Indiranagar", "Nº 5, Rua Zorble": a part of a marker and a number alone, as India and much of
 * Asia and Latin America open an address, is the house number; the street is written in a part of its own.
 */
function markedPart(segment: readonly Word[]): boolean {
  if (segment.length === 2 && isNumberMarker(segment[0]!.text)) return true;
  return houseWordPart(segment);
}

/** The words South Asia writes before a house's number: House, Plot, Door, H. ("H. No. 12"). */
const HOUSE_WORD = /^(?:house|plot|door|h\.?)$/i;

/**
 * "House No. 123, Street 4, Zorble Nagar", "Plot 45, Sector 18, Gurugram", "House 12, Road 5, Dhanmondi": a part of a
 * word naming the house or plot, a marker or none, and a number is the house number, as India, Pakistan and Bangladesh
 * write it; the street is a part of its own.
 */
function houseWordPart(segment: readonly Word[]): boolean {
  const [first, second, third] = segment.map((w) => w.text);
  if (!first || !HOUSE_WORD.test(first)) return false;
  if (segment.length === 2) return BARE_NUMBER.test(second!) || /^\d+[-/]\d+[A-Za-z]?$/.test(second!);
  return segment.length === 3 && isNumberMarker(second) && BARE_NUMBER.test(third!);
}

/** "9 bis, Chemin des Zorbles, 69002 Lyon": a number and its Latin addition (bis, ter), alone in a part, opening the address. */
function latinNumberPart(segment: readonly Word[]): boolean {
  return segment.length === 2 && BARE_NUMBER.test(segment[0]!.text) && isLatinAddition(segment[1]!.text);
}

/**
 * "Four Riverfront Plaza", "W301 N6009 Hickory Way", "Acme Dental 17555 Tremont Way": a part holding a house number in
 * any written form (spelled out, Wisconsin's grid, after a firm's name), then a street of two words or more ending in
 * its type (past its directionals).
 */
function numberedTypedStreet(words: readonly string[]): boolean {
  const lead = leadingNumber(words);
  const middle = lead ? undefined : middleNumber(words);
  const after = lead ? words.slice(lead.used) : middle ? words.slice(middle.at + middle.used) : [];
  return after.length >= 2 && isSuffix(streetCore(after).at(-1)!);
}

/**
 * Among several parts, the street is the one with a number. A part that is
 * only a number is the house number, unless the street part before it already
 * opens with one: then it is the unit ("410 E. Ohio St., 2200, Chicago").
 */
function pickStreet(segments: Word[][]): { words: string[]; number?: string; unit?: string } {
  const numberIndex = segments.findIndex((s) => {
    const last = s[s.length - 1]!.text;
    if (latinNumberPart(s)) return true;
    return (s.length === 1 || markedPart(s)) && (BARE_NUMBER.test(last) || (s.length === 1 && PART_NUMBER.test(last)));
  });
  if (numberIndex >= 0 && segments.length > 1) {
    const others = segments.filter((_s, i) => i !== numberIndex);
    const street = numberIndex > 0 ? segments[numberIndex - 1]! : others[0]!;
    const bare = latinNumberPart(segments[numberIndex]!) ? joinWords(segments[numberIndex]!) : segments[numberIndex]!.at(-1)!.text;
    // "No. 12, 3rd Cross": a marked number is the house number wherever it stands; but "No. 5, 917 Laurel Ter" and
    // "8148 Meadow Ave, No. 5" number the flat, when the street's part opens with its house number and ends in its type.
    if (markedPart(segments[numberIndex]!)) {
      const unit = typedStreet(texts(street)) && !houseWordPart(segments[numberIndex]!);
      return unit ? { words: texts(street), unit: joinWords(segments[numberIndex]!) } : { words: texts(street), number: bare };
    }
    // Only after a street typed as in US-style order ("E. Ohio St."): "25 Strada, 50" is street "25 Strada", number 50.
    const typed = isSuffix(streetCore(texts(street)).at(-1)!);
    // So after one whose house number is spelled out, on Wisconsin's grid or after a firm's name ("Four Riverfront Plaza, 9").
    const opened = street.length > 1 && typed && /^\d/.test(street[0]!.text) && isHouseNumber(street[0]!.text);
    const numbered = numberIndex > 0 && (opened || numberedTypedStreet(texts(street)));
    return numbered ? { words: texts(street), unit: bare } : { words: texts(street), number: bare };
  }
  const numbered =
    segments.find((s) => typedStreet(texts(s))) ??
    segments.find((s) => s.some((w) => /^\d/.test(w.text)) && s.some((w) => /\p{L}{2}/u.test(w.text))) ??
    segments.find((s) => opensWithHouseNumber(texts(s)));
  // "Rose Cottage, Mill Lane, Little Zorbling": with no number anywhere, the part ending in a street type is the street;
  // a house's name comes before it and a village's after it.
  const typed = segments.findLast((s) => s.length >= 2 && isStrongSuffix(streetCore(texts(s)).at(-1)!));
  // "Rua Zorbla, s/n, Centro, Salvador": or the part opening with a type written first; a neighbourhood's comes after.
  const typedFirst = segments.find((s) => s.length >= 2 && isPrefixType(s[0]!.text));
  return { words: texts(numbered ?? typed ?? typedFirst ?? segments[segments.length - 1]!) };
}

/**
 * "188541, г. Зорблый Бор", "101000, г. Москва, ул. Зорбла, д. 5": a six-digit postal code in a part of its own opening
 * the address, as Russia and its neighbours write it. No house number is written so, alone in its part, before the rest.
 */
function postcodeOpening(words: readonly Word[]): { postcode: string; rest: Word[] } | undefined {
  const first = words[0];
  if (!first || !first.comma || words.length < 2 || !/^\d{6}$/.test(first.text)) return undefined;
  return { postcode: first.text, rest: words.slice(1) };
}

/** "г. Зорблоград", "город Зорблоград": a part opening with a word that says a town follows is the town, wherever it stands. */
function markedTown(segments: Word[][]): number {
  return segments.findIndex((s) => s.length >= 2 && isTownMarker(s[0]!.text) && !s.some((w) => /\d/.test(w.text)));
}

export function parseHead(
  words: Word[],
  dict: PlaceDictionary,
  opts: { expectLocality: boolean; allowPostcode: boolean; afterBox?: boolean; abroad?: boolean; american?: boolean },
): Head {
  const head: Head = {};
  let rest = words;
  const opening = opts.allowPostcode ? postcodeOpening(rest) : undefined;
  if (opening) {
    head.postcode = opening.postcode;
    rest = opening.rest;
  } else if (opts.allowPostcode) {
    // "Postbus 1234, 1000 BE Amsterdam", "BP 12, 75001 Paris": with the box taken out, the code may open what is left.
    const found = postcodeTownFirst(rest) ?? postcodeAndTownAlone(rest, dict, opts.abroad === true) ?? postcodeBeforeTown(rest, dict, opts.afterBox === true ? 0 : 1);
    if (found) {
      head.postcode = found.postcode;
      head.locality = found.locality;
      rest = found.rest;
    }
  }
  let segments = mergeDirectionals(withHouseNumberJoined(segmentsOf(rest), opts.american === true));
  const town = head.locality === undefined ? markedTown(segments) : -1;
  if (town >= 0 && segments.length >= 2) {
    head.locality = joinWords(segments[town]!);
    segments = segments.filter((_s, i) => i !== town);
  }
  const unitFirst = head.locality === undefined ? unitOpeningTown(segments) : undefined;
  if (unitFirst) segments = unitFirst.segments;
  if (head.locality === undefined && segments.length >= 2 && townAfterStreet(segments, dict)) {
    head.locality = joinWords(segments[segments.length - 1]!);
    segments = segments.slice(0, -1);
  }
  // An American address never opens with its town: "Union Station, 423 Zorble Pkwy Des Moines, IA" names a venue first.
  if (head.locality === undefined && opts.american !== true && townWrittenFirst(segments, dict)) {
    head.locality = joinWords(segments[0]!);
    segments = segments.slice(1);
  }
  if (segments.length === 0) return head;
  const picked = pickStreet(segments);
  const mayHoldLocality = head.locality === undefined;
  const ctx = { dict, mayHoldLocality, expectLocality: opts.expectLocality, american: opts.american };
  const part = parseStreetPart(picked.words, ctx);
  if (picked.number) {
    part.house_number = picked.number;
    part.street = dropVenue(picked.words).join(' ');
    delete part.locality;
  }
  if (picked.unit) part.unit = [part.unit, picked.unit].filter(Boolean).join(' ');
  if (unitFirst) part.unit = [part.unit, unitFirst.unit].filter(Boolean).join(' ');
  return { ...part, ...head, ...(part.locality && !head.locality ? { locality: part.locality } : {}) };
}
