import {
  isDirectional,
  isHouseNumber,
  isPrefixType,
  isRoadNumberWord,
  isSingleDirectional,
  isStrongSuffix,
  isSuffix,
  typeWrittenFirst,
} from './address-words';
import type { PlaceDictionary } from './parsed-address';
import { bestSplit, streetCore } from './locality-split';

/** The street part of an address: house number, street and (when written without a comma) the town. */
export interface StreetPart {
  house_number?: string;
  street?: string;
  locality?: string;
  unit?: string;
}

export interface StreetPartContext {
  readonly dict: PlaceDictionary;
  /** The town may be among these words (no comma set it apart). */
  readonly mayHoldLocality: boolean;
  /** A region, postal code or country followed, so a town is likely present. */
  readonly expectLocality: boolean;
}

const LETTER = /^[A-Za-z]\.?$/;
const NAME_WORD = /^\p{L}[\p{L}'’.-]+$/u;

const NUMBER_WORD = new RegExp(
  String.raw`^(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|` +
    String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred|thousand)$`,
  'i',
);
const MAX_NUMBER_WORDS = 3;
/** Wisconsin and Illinois grid numbers written in two words: "W184 N8820". */
const GRID_HALF = /^[NSEW]\d+$/i;

/**
 * "Two Riverfront Plaza", "Forty W. Main St.": a house number spelled out, when a street follows. Not "Seven Oaks Rd",
 * "Three Rivers Dr" or "Eight Mile Rd", where the number and a plural (or "Mile") are the street's name.
 */
function spelledNumber(words: readonly string[]): number {
  // "One Hundred Federal St", "Twenty Two Water St": a number may take several words.
  let used = 0;
  while (used < MAX_NUMBER_WORDS && NUMBER_WORD.test(words[used] ?? '')) used++;
  const next = words[used];
  if (used === 0 || !next || words.length < used + 2) return 0;
  if (!isDirectional(next) && (/s$/i.test(next) || /^(?:mile|mi)\.?$/i.test(next))) return 0;
  return words.slice(used).some((w) => isSuffix(w)) || isPrefixType(next) ? used : 0;
}

/** "612 A So Lake St", "830 1/2 Davis St", "1 ter Av. Amélie": a number written in two words. */
function leadingNumber(words: readonly string[]): { number: string; used: number } | undefined {
  const [w0, w1, w2] = words;
  if (w0 && w1 && GRID_HALF.test(w0) && GRID_HALF.test(w1) && words.length > 2) return { number: `${w0} ${w1}`, used: 2 };
  const spelled = spelledNumber(words);
  if (spelled > 0) return { number: words.slice(0, spelled).join(' '), used: spelled };
  // "W3580 County Road K": rural grid numbers are a directional letter and three digits or more.
  if (!w0 || !isHouseNumber(w0) || !/^(?:\d|[NSEW]\d+[NSEW]\d|[NSEW]\d{3,}$)/i.test(w0)) return undefined;
  if (w1 === '1/2' || (w1 && /^(?:bis|ter|quater)$/i.test(w1))) return { number: `${w0} ${w1}`, used: 2 };
  if (w1 && w2 && LETTER.test(w1) && !isSingleDirectional(w1) && NAME_WORD.test(w2) && !isSuffix(w2)) {
    return { number: `${w0} ${w1}`, used: 2 };
  }
  return { number: w0, used: 1 };
}

/**
 * "The Book Club 100-106 Leonard St", "Acme Corp 7 1/2 Broad Ln", "Smith Hardware One Oak St": a house number
 * (in any of the forms a leading one takes) after a venue name, followed by a street.
 */
function middleNumber(words: readonly string[]): { at: number; number: string; used: number } | undefined {
  for (let i = 1; i < words.length - 1; i++) {
    if (isRoadNumberWord(words[i - 1]!)) continue;
    const rest = words.slice(i);
    const lead = leadingNumber(rest);
    if (!lead || (!/^\d/.test(words[i]!) && !GRID_HALF.test(words[i]!) && spelledNumber(rest) === 0)) continue;
    if (/^\d/.test(words[i]!) && !isHouseNumber(words[i]!)) continue;
    if (words.slice(i + lead.used).some((w) => isSuffix(w))) return { at: i, ...lead };
  }
  return undefined;
}

/** Does this part open with a house number in any written form ("12", "W184 N8820", "Two ... Plaza")? */
export function opensWithHouseNumber(words: readonly string[]): boolean {
  return leadingNumber(words) !== undefined;
}

/** "Triftstraße 67", "Calle Principal 20 B": the number after the street, as much of Europe writes it. */
function trailingNumber(words: readonly string[]): number {
  let k = words.length - 1;
  if (words.length >= 3 && /^[A-Za-z]$/.test(words[k]!)) k -= 1;
  const word = words[k];
  if (k < 1 || !word || !isHouseNumber(word) || !/^\d/.test(word) || isRoadNumberWord(words[k - 1]!)) return -1;
  return k;
}

/** "Bdul Iuliu Maniu 111 Bucharest": number, then the town. */
function numberBeforeTown(words: readonly string[], ctx: StreetPartContext): number {
  if (!ctx.mayHoldLocality) return -1;
  for (let i = 1; i < words.length - 1; i++) {
    const after = words.slice(i + 1);
    if (!isHouseNumber(words[i]!) || !/^\d/.test(words[i]!) || isRoadNumberWord(words[i - 1]!)) continue;
    if (after.length <= 3 && after.every((w) => NAME_WORD.test(w)) && ctx.dict.isLocality(after.join(' '))) return i;
  }
  return -1;
}

/** "Central Park South 27A", "5th street n. e. 301": a trailing unit number; not "West 7" or "S 3rd", which are the street. */
function trailingUnit(words: string[]): string | undefined {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!last || !before || !/\d/.test(last)) return undefined;
  if (isRoadNumberWord(before) && !isDirectional(before)) return undefined;
  if (words.slice(0, -1).every((w) => isDirectional(w))) return undefined;
  words.pop();
  return last;
}

/** "600", "12B", "B4", "106-120" (a range of suites). */
const UNIT_NUMBER = /^(?:\d+[A-Za-z]?|[A-Za-z]\d+|\d+-\d+[A-Za-z]?)$/;

/**
 * "Rhode Island Ave NW 600 Washington", "Lake Shore Drive 6 Waco": once the house number is known, a number right
 * after the street type (and its directionals) is the unit, when only the town's words follow it.
 */
function unitAfterType(words: string[]): string | undefined {
  for (let i = 2; i < words.length; i++) {
    if (!UNIT_NUMBER.test(words[i]!)) continue;
    if (words.slice(i + 1).some((w) => /\d/.test(w))) return undefined;
    const core = streetCore(words.slice(0, i));
    const type = core[core.length - 1]!;
    // "N Avenue 50 Los Angeles": after a type written first, the number is the street's name.
    if (core.length < 2 || !isStrongSuffix(type) || isRoadNumberWord(type) || typeWrittenFirst(core)) return undefined;
    return words.splice(i, 1)[0];
  }
  return undefined;
}

const BUILDING_NOUN = /^(?:apartments|apts|building|bldg|tower|towers|condominiums?|condos|complex|hall)\.?$/i;

/**
 * "853 W Blackhawk St Post Chicago Apartments, Chicago": a building's name written after the street type (and its
 * directionals) is not part of the street; it travels with the unit.
 */
function buildingAfterType(words: string[]): string | undefined {
  const end = words.findIndex((w) => BUILDING_NOUN.test(w));
  if (end < 2) return undefined;
  for (let t = end - 1; t >= 1; t--) {
    if (/\d/.test(words[t]!)) return undefined;
    if (!isStrongSuffix(words[t]!) && !(isDirectional(words[t]!) && t > 1 && isStrongSuffix(words[t - 1]!))) continue;
    if (t === end - 1) return undefined;
    return words.splice(t + 1, end - t).join(' ');
  }
  return undefined;
}

function withLocality(number: string | undefined, words: string[], ctx: StreetPartContext): StreetPart {
  const part: StreetPart = {};
  if (number) part.house_number = number;
  if (number && words.length > 1) {
    const unit = [buildingAfterType(words), trailingUnit(words) ?? unitAfterType(words)].filter(Boolean).join(' ');
    if (unit) part.unit = unit;
  }
  const split = ctx.mayHoldLocality ? bestSplit(words, number !== undefined, ctx) : words.length;
  const streetWords = words.slice(0, split);
  // "Lake Shore Drive 6 Waco": a number after the street type, once the house number is known, is the unit.
  const last = streetWords[streetWords.length - 1];
  const type = streetWords[streetWords.length - 2];
  const typed = type !== undefined && isStrongSuffix(type) && !isRoadNumberWord(type) && !typeWrittenFirst(streetWords.slice(0, -1));
  if (number && last && typed && streetWords.length > 2 && /^\d+[A-Za-z]?$/.test(last)) {
    part.unit = [part.unit, streetWords.pop()].filter(Boolean).join(' ');
  }
  const street = streetWords.join(' ');
  const locality = words.slice(split).join(' ');
  if (street) part.street = street;
  if (locality) part.locality = locality;
  return part;
}

const ARTICLE = /^(?:el|la|las|los|le|les|del|de|du|des|da|do|dos)$/i;

/** "IBS Centre Jalan Chan Sow Lin": a venue name before a street type written first (not "El Camino Real"). */
export function dropVenue(words: readonly string[]): readonly string[] {
  const start = words.findIndex((w, i) => i > 0 && i < words.length - 1 && isPrefixType(w) && !isSuffix(w) && !ARTICLE.test(words[i - 1]!));
  return start > 0 && !/^\d/.test(words[0]!) ? words.slice(start) : words;
}

export function parseStreetPart(input: readonly string[], ctx: StreetPartContext): StreetPart {
  const words = dropVenue(input);
  const lead = leadingNumber(words);
  if (lead) return withLocality(lead.number, words.slice(lead.used), ctx);
  const middle = middleNumber(words);
  if (middle) return withLocality(middle.number, words.slice(middle.at + middle.used), ctx);
  const trailing = trailingNumber(words);
  if (trailing > 0 && !isPrefixType(words[trailing - 1]!)) {
    return { house_number: words[trailing]!, street: words.slice(0, trailing).join(' ') };
  }
  const beforeTown = numberBeforeTown(words, ctx);
  if (beforeTown > 0) {
    return {
      house_number: words[beforeTown]!,
      street: words.slice(0, beforeTown).join(' '),
      locality: words.slice(beforeTown + 1).join(' '),
    };
  }
  return withLocality(undefined, [...words], ctx);
}
