import {
  isDirectional,
  isHouseNumber,
  isHyphenatedDate,
  isPrefixType,
  isRoadNumberWord,
  isStrongSuffix,
  isSuffix,
  isYearOfDate,
  typeWrittenFirst,
} from './address-words';
import { buildingAfterType } from './building-names';
import type { PlaceDictionary } from './parsed-address';
import { endsContinentalStreet, isLatinAddition, isNumberMarker, leadingNumber, middleNumber, numberBeforeTown, opensWithHouseNumber, trailingNumber } from './house-number';
import { bestSplit, streetCore } from './locality-split';
import { streetAfterVenue } from './venue-words';

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
  /** The region written is a US state's. */
  readonly american?: boolean;
}

/**
 * "Soi Sukhumvit 11", "Soi Ari 4": Thailand's lanes (soi) are numbered along the road they leave, the number after the
 * road's name; the house number is written before "Soi". So are Malaysia's roads ("Jalan SS 2/24", "Jalan Zorbla 3/4",
 * "Lorong Zorbla 5").
 */
const NUMBERED_LANE = /^(?:soi|jalan|jln\.?|lorong)$/i;

/**
 * "Central Park South 27A", "5th street n. e. 301": a trailing unit number; not "West 7" or "S 3rd", which are the
 * street, nor "Calle 3" or "Avenue 5" (a type written first, which the number names), nor a date naming the street
 * ("Rue du 8 Mai 1945", "Rue du 31-Décembre").
 */
function trailingUnit(words: string[]): string | undefined {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!last || !before || !/\d/.test(last)) return undefined;
  if (NUMBERED_LANE.test(words[0]!) || isYearOfDate(last, before) || isHyphenatedDate(last)) return undefined;
  if (isRoadNumberWord(before) && !isDirectional(before)) return undefined;
  if (typeWrittenFirst(words.slice(0, -1))) return undefined;
  if (words.slice(0, -1).every((w) => isDirectional(w))) return undefined;
  words.pop();
  return last;
}

/**
 * The words that, before "Road" or "Rd", make it a road system numbering its roads: "County Rd 12" ("Cty Rd 12"),
 * "Forest Rd 5", "Township Rd 112", "Range Rd 20", "Regional Rd 25", "Park Rd 4" (Texas), "Concession Rd 6" (Ontario).
 */
const ROAD_SYSTEMS = new Set(
  ('county cnty cty co state township twp forest range regional region provincial municipal parish town ranch farm park ' +
    'private service national federal concession side old new highway hwy us interstate city').split(' '),
);

/**
 * "40 Oak Rd 512 Hartford CT": Road and Rd take a road's number after a road system ("County Rd 12"), but after a
 * street's own name they are its type, and a number after them is the unit, as after "St" or "Ave".
 */
function roadAsType(core: readonly string[]): boolean {
  const [type, name] = [core[core.length - 1]!, core[core.length - 2]];
  if (!/^(?:road|rd)\.?$/i.test(type) || name === undefined) return false;
  // "Farm to Market Road 1960", "Ranch to Market Road 1431": Texas's farm and ranch roads, numbered.
  if (/^market$/i.test(name) && /^to$/i.test(core[core.length - 3] ?? '')) return false;
  return /^\p{L}{2}/u.test(name) && !ROAD_SYSTEMS.has(name.toLowerCase().replace(/\.$/, '')) && !isDirectional(name);
}

/** "600", "12B", "B4", "106-120" (a range of suites). */
const UNIT_NUMBER = /^(?:\d+[A-Za-z]?|[A-Za-z]\d+|\d+-\d+[A-Za-z]?)$/;

/**
 * "Rhode Island Ave NW 600 Washington", "Lake Shore Drive 6 Waco": once the house number is known, a number right
 * after the street type (and its directionals) is the unit, when only the town's words follow it.
 */
function unitAfterType(words: string[]): { unit: string; at: number } | undefined {
  for (let i = 2; i < words.length; i++) {
    if (!UNIT_NUMBER.test(words[i]!)) continue;
    if (words.slice(i + 1).some((w) => /\d/.test(w))) return undefined;
    const core = streetCore(words.slice(0, i));
    const type = core[core.length - 1]!;
    // "Hwy 6 S 512 Zorbleton": a road named by its number, with its directional written, ends there too.
    const road = core.length >= 2 && isRoadNumberWord(core[core.length - 2]!) && /^\d+[A-Za-z]?$/.test(type) && isDirectional(words[i - 1]!);
    // "N Avenue 50 Los Angeles": after a type written first, the number is the street's name.
    if (!road && (core.length < 2 || !isStrongSuffix(type) || (isRoadNumberWord(type) && !roadAsType(core)) || typeWrittenFirst(core))) return undefined;
    return { unit: words.splice(i, 1)[0]!, at: i };
  }
  return undefined;
}

function withLocality(number: string | undefined, words: string[], ctx: StreetPartContext): StreetPart {
  const part: StreetPart = {};
  if (number) part.house_number = number;
  // "31 Linden Drive W 512 New York": where a bare unit stood after the street, the street ends; the town follows it.
  let unitAt: number | undefined;
  if (number && words.length > 1) {
    const building = buildingAfterType(words, ctx.dict, ctx.mayHoldLocality, ctx.expectLocality);
    const trailing = trailingUnit(words);
    const afterType = trailing === undefined ? unitAfterType(words) : undefined;
    if (afterType && afterType.at < words.length) unitAt = afterType.at;
    const unit = [building, trailing ?? afterType?.unit].filter(Boolean).join(' ');
    if (unit) part.unit = unit;
  }
  const split = !ctx.mayHoldLocality ? words.length : (unitAt ?? bestSplit(words, number !== undefined, ctx));
  const streetWords = words.slice(0, split);
  // "Lake Shore Drive 6 Waco": a number after the street type, once the house number is known, is the unit.
  const last = streetWords[streetWords.length - 1];
  const type = streetWords[streetWords.length - 2];
  const typed =
    type !== undefined && isStrongSuffix(type) && (!isRoadNumberWord(type) || roadAsType(streetWords.slice(0, -1))) && !typeWrittenFirst(streetWords.slice(0, -1));
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

/** A type written first names what follows it; with only a number after it ("Vukovarska ulica 3") it ends the name. */
function namesWhatFollows(words: readonly string[], i: number): boolean {
  return words.slice(i + 1).some((w) => /\p{L}{2}/u.test(w));
}

/**
 * "IBS Centre Jalan Chan Sow Lin": a venue name before a street type written first (not "El Camino Real", nor "Rua do
 * Zorbla Largo", which opens with its own type, nor "Zorblska ulica 3", where the type ends the street's name).
 */
export function dropVenue(words: readonly string[]): readonly string[] {
  const start = words.findIndex(
    (w, i) => i > 0 && i < words.length - 1 && isPrefixType(w) && !isSuffix(w) && !ARTICLE.test(words[i - 1]!) && namesWhatFollows(words, i),
  );
  if (start <= 0 || /^\d/.test(words[0]!) || isPrefixType(words[0]!) || opensWithHouseNumber(words)) return words;
  // "Hotel Zorble 12 Rue de la Paix": the house number written before the type stays with the street, with its
  // "bis" or "ter" ("Le Zorble 148 bis rue de la Roquette").
  const number = isLatinAddition(words[start - 1]) && start >= 2 ? start - 2 : start - 1;
  return words.slice(isHouseNumber(words[number]!) && /^\d/.test(words[number]!) ? number : start);
}

/**
 * The street's words before the house number at `at`, without a marker of the number ("Strada Zorbla nr. 5") or a
 * venue's name before them ("Café Zorbla Lindenstraße 12").
 */
function streetBefore(words: readonly string[], at: number): string {
  const end = at > 1 && isNumberMarker(words[at - 1]) ? at - 1 : at;
  return streetAfterVenue(words.slice(0, end)).join(' ');
}

/** German streets named by a preposition and a place ("Am Markt", "Im Winkel", "Zum Zorblhof", "Unter den Linden"). */
const GERMAN_PREPOSITION = /^(?:am|an|im|auf|zum|zur|unter|hinter|vor|beim)$/i;

/**
 * "Bryggen 69 B", "Weg zur Mühle 29 B", "Damrak 12 A": a street of names alone, no type written first nor last, as the
 * Nordic countries, Germany and the Netherlands name theirs; a letter written apart after its number is the number's.
 * Not "Calle Principal 20 B" (a type first: Spain's door), "Lake Shore Drive 6 A" (a type last: the unit), nor in a
 * US address.
 */
function namesAloneStreet(words: readonly string[], at: number, american: boolean): boolean {
  const last = words[at - 1]!;
  return !american && !isPrefixType(words[0]!) && !isSuffix(last) && !isDirectional(last) && !isRoadNumberWord(last) && !/\d/.test(last);
}

/**
 * "Zorbleveien 12 B", "Zorblestraße 12 a": after a street compounded as the Nordic countries, Germany and the
 * Netherlands write it, a letter written apart is the number's own; "Calle Principal 20 B" names the door (Spain).
 * "Rue de la Paix 88 ter": bis, ter and quater are the number's own after any street.
 */
function numberWithLetter(words: readonly string[], at: number, american: boolean): string {
  const letter = words[at + 1];
  // "Am Zorbl 3 b": a German street named by a preposition takes a lower-case letter as the number's, as "Zorblstraße 3 b" does.
  const german = at >= 2 && GERMAN_PREPOSITION.test(words[0]!) && letter !== undefined && /^[a-z]$/.test(letter);
  const lone = letter !== undefined && /^\p{L}$/u.test(letter) && at >= 1 && namesAloneStreet(words, at, american);
  const own = letter !== undefined && ((at >= 1 && endsContinentalStreet(words[at - 1]!)) || isLatinAddition(letter) || german || lone);
  return own ? `${words[at]!} ${letter}` : words[at]!;
}

/**
 * "24 Hour Fitness 100 Main St", "3 Brothers Pizza 12 Oak Ave": a venue whose name opens with a number, then the house
 * number and a typed street. The words between the two numbers are names with no street type, and the street after
 * the second number ends in a type: the second number is the house number.
 */
function numberedVenue(words: readonly string[], used: number): { at: number; number: string; used: number } | undefined {
  const middle = middleNumber(words.slice(used));
  if (!middle || !/^\d/.test(middle.number)) return undefined;
  const between = words.slice(used, used + middle.at);
  if (between.some((w) => !/^\p{L}{2}/u.test(w) || isSuffix(w) || isPrefixType(w) || isDirectional(w) || isRoadNumberWord(w))) return undefined;
  const street = streetCore(words.slice(used + middle.at + middle.used));
  if (street.length < 2 || !street.some((w) => isStrongSuffix(w))) return undefined;
  return { ...middle, at: used + middle.at };
}

/**
 * "Comfort Inn 2614 Stadium Reno NV", "Dr. Jane Grimble 2122 Church West Portland OR": in a US address, a firm's or a
 * person's name, then the house number and a street written without its type, then the town. The name holds no digit
 * and does not end in a street's type or a directional (in "Lake Shore Drive 6 Waco" the number after the type is the
 * unit), and no digit follows the number; with nothing but names after it, the street and the town are cut as after
 * any house number. Not abroad, where a number after a name is the house number of the street so named ("Damrak 1
 * Amsterdam").
 */
function numberAfterName(words: readonly string[], ctx: StreetPartContext): number {
  if (ctx.american !== true || !ctx.expectLocality) return -1;
  const at = words.findIndex((w) => /\d/.test(w));
  if (at < 1 || !/^\d+$/.test(words[at]!) || !isHouseNumber(words[at]!)) return -1;
  const [name, after] = [words.slice(0, at), words.slice(at + 1)];
  const last = name[name.length - 1]!;
  if (isSuffix(last) || isDirectional(last) || isRoadNumberWord(last) || isPrefixType(name[0]!)) return -1;
  return after.length >= 2 && after.every((w) => /^\p{L}[\p{L}'’.-]*$/u.test(w)) ? at : -1;
}

export function parseStreetPart(input: readonly string[], ctx: StreetPartContext): StreetPart {
  const words = dropVenue(input);
  const lead = leadingNumber(words);
  const venue = lead ? numberedVenue(words, lead.used) : undefined;
  if (venue) return withLocality(venue.number, words.slice(venue.at + venue.used), ctx);
  if (lead) return withLocality(lead.number, words.slice(lead.used), ctx);
  const middle = middleNumber(words);
  if (middle) return withLocality(middle.number, words.slice(middle.at + middle.used), ctx);
  const trailing = trailingNumber(words);
  // "Avenue 50", "Calle 5": a type opening the street names its road by the number; "Via del Corso 12" is number 12.
  const namesRoad = trailing > 0 && isPrefixType(words[trailing - 1]!) && words.slice(0, trailing - 1).every((w) => isDirectional(w));
  if (trailing > 0 && !namesRoad) {
    return { house_number: numberWithLetter(words, trailing, ctx.american === true), street: streetBefore(words, trailing) };
  }
  const beforeTown = numberBeforeTown(words, ctx);
  if (beforeTown > 0) {
    return {
      house_number: words[beforeTown]!,
      street: streetBefore(words, beforeTown),
      ...(ctx.mayHoldLocality ? { locality: words.slice(beforeTown + 1).join(' ') } : {}),
    };
  }
  const afterName = numberAfterName(words, ctx);
  if (afterName > 0) return withLocality(words[afterName], words.slice(afterName + 1), ctx);
  return withLocality(undefined, [...words], ctx);
}
