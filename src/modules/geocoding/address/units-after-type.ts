/**
 * What the unit extraction (units.ts) reads right after a street's type: designators written with no identifier
 * ("Apt", "Rear", "Basement Apt"), words that name a part of the place with a number ("Dock 4", "Bay 5") and a number
 * marked "No." after a numbered street. Written there they are the unit; elsewhere the same words open names.
 */
import { isDirectional, isStrongSuffix, isSuffix } from './address-words';
import { WISCONSIN_GRID_TEXT } from './house-number';

/** A unit's identifier: has a digit early ("4B", "B-4", "12-B"), or is a lone letter ("Apt F", "Suite A", "Bldg-C"). */
export const IDENT = String.raw`(?:[A-Za-z]{0,2}-?\d[\w/-]*|[A-Za-z](?![\w]))`;

/** A piece of the text taken out as (part of) the unit, and where it stood. */
interface Found {
  at: number;
  text: string;
}

/**
 * "412 Grimble Pl NE Unit Zorbleton", "9 Zorble Ave Apt Grimbleville", "15 Zorble St Apt. 2 Rear": a designator written
 * with no identifier (a form's field left empty, or the back of the building). These words never open a town's name
 * ("Ste", Sainte, and "Upper", "Lower" or "Front" do, and are left out), so after the street type or a unit they are the
 * unit. With them Publication 28's designators that take no number (Ofc, Side, Bsmt, Lbby, PH) and Trlr, spelled out too,
 * Upstairs and Downstairs, as a house split in two is addressed, and LL (lower level).
 */
const BARE_DESIGNATOR =
  /(?<![\p{L}\d#])(?:apartment|apt|unit|suite|room|rm|bldg|building|rear|ofc|office|side|trlr|trailer|bsmt|basement|lbby|lobby|ph|penthouse|upstairs|downstairs|ll)\.?(?=\s+\p{L}|\s*,|\s*$)/giu;

/**
 * "9897 Ridge Rd Upper, Pittsburgh", "39 Center Ter Lower": Publication 28's Upper and Lower (UPPR, LOWR), the floors of
 * a house split in two, after the street's type and ending its part. Before a town's name they may open it ("Upper
 * Darby", "Lower Burrell"), so only there.
 */
const STOREY_ENDING_PART = /(?<![\p{L}\d#])(?:upper|lower|uppr|lowr)\.?(?=\s*,|\s*$)/giu;

/**
 * What says an address is Ireland's: the country's name, a Dublin postal district ("Dublin 2", "Dublin 6W") or an
 * Eircode (a routing key, "D02", "T12", "D6W", and four letters and digits, "X285").
 */
const IRISH_MARK =
  /(?<![\p{L}\d])(?:ireland|éire|eire|dublin\s+(?:\d{1,2}|6w)|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?(?=[A-Z\d]{0,3}[A-Z])(?=[A-Z\d]{0,3}\d)[AC-FHKNPRTV-Y\d]{4})(?![\p{L}\d])/iu;

/** The word before `at`, blanked units skipped ("St" in "Zorble St Apt. 2 Rear"), and whether a unit was blanked there. */
function wordBefore(text: string, at: number): { word: string; afterUnit: boolean; before?: string } {
  const head = text.slice(0, at);
  const words = head.trim().split(/\s+/);
  const gap = /(\s*)$/.exec(head)![1]!.length;
  return { word: (words.at(-1) ?? '').replace(/,$/, ''), afterUnit: gap > 1, before: words.at(-2) };
}

/** Whether the word before `at` is a street type, or a directional after one ("Main St E"). */
function afterStreetType(text: string, at: number): boolean {
  const { word, before } = wordBefore(text, at);
  return isStrongSuffix(word) || (isDirectional(word) && before !== undefined && isStrongSuffix(before));
}

/**
 * Takes the designators written with no identifier after a street type (and its directionals) or after a unit. Until
 * none is left: "Basement Apt", "Upstairs Unit" are two, and the second follows the first only once it is blanked.
 */
function blankBareDesignators(text: string, found: Found[]): string {
  const blanked = text.replace(BARE_DESIGNATOR, (match: string, at: number) => {
    if (!afterStreetType(text, at) && !(wordBefore(text, at).afterUnit && found.length > 0)) return match;
    found.push({ at, text: match });
    return ' '.repeat(match.length);
  }).replace(STOREY_ENDING_PART, (match: string, at: number, whole: string) => {
    // "O'Connell Street Upper, Dublin 1": Ireland names a street's stretch so; a house number opening the part is the US's,
    // unless the address says it is Irish ("112 Baggot Street Lower, Dublin 2").
    if (!afterStreetType(whole, at) || !opensWithNumber(whole, at) || IRISH_MARK.test(whole)) return match;
    found.push({ at, text: match });
    return ' '.repeat(match.length);
  });
  return blanked === text ? text : blankBareDesignators(blanked, found);
}

/**
 * "123 Main St Dock 4 Kent WA", "12 Ocean Ave Cottage 3 Kennebunkport", "3000 Dunn Ave Bay 5 Jacksonville": words no
 * designator list holds, which with a number after the street's type name a part of the place (a dock, a bay of a
 * warehouse, a shop in a mall, a cabin). Elsewhere they open names ("Bay Ridge Pkwy", "Karl Johans gate 22"), so only
 * right after the type.
 */
const TYPE_FOLLOWER = new RegExp(String.raw`(?<![\p{L}\d#])(?:dock|bay|gate|store|stall|booth|cottage|cabin|berth|wing|door)\.?\s*#?\s*${IDENT}(?![\p{L}\d])`, 'giu');

/**
 * "100 Main St No. 4 Dallas": after a street opened by its house number, a number marked "No." is the unit's; after a
 * street with none ("Kenyatta Avenue No. 25") it is the house number.
 */
const MARKED_NUMBER = /(?<![\p{L}\d#])no\.\s*\d+[A-Za-z]?(?![\p{L}\d])/giu;

function opensWithNumber(text: string, at: number): boolean {
  return /^\s*\d/.test(text.slice(text.lastIndexOf(',', at) + 1, at));
}

/**
 * A house number opening a part, then a word: "4423 Loop 410", "N5W18807 Brookhaven Ln" (Wisconsin's grid numbers),
 * "7434 1/2 Elm St". Not a date that names a Spanish street ("5 de Mayo No. 12", where "No." marks the house number).
 */
const HOUSE_NUMBER_OPENING = new RegExp(String.raw`(?:^|,)\s*(?:${WISCONSIN_GRID_TEXT}|[nsew]?\d[\p{L}\d/-]*)\s+(?:1\/2\s+)?(?!de\s)\p{L}`, 'iu');

/** A plain house number (no ordinal: "3rd Cross") and the words of its part after it. */
const NUMBERED_STREET_AFTER = /^[\s,]*(?:[nsew]\d+[nsew]?\d*|\d+(?:-?[a-z])?)(?:\s+1\/2)?\s+([\p{L}\d][^,]*)/iu;

/**
 * Whether "No. 4" at `at` is a unit's number whatever stands right before it: a house number opened the street earlier
 * ("4423 Loop 410, No. 16, Wheeling", "8567 US-30 No. 4", "6563 Buckingham Forge E, No. 4"), or it opens the address
 * and a house number follows ("No. 16, 896 Harborview Dr"). Then the street already has its number, and "No." marks
 * the flat's. Opening a part, only before a street named to its type: "No. 12, 3rd Cross, Indiranagar" is India's house
 * number, and "Kenyatta Avenue, No. 25, 00100 Nairobi" Kenya's.
 */
function unitNumberByPlace(text: string, at: number, match: string): boolean {
  if (HOUSE_NUMBER_OPENING.test(text.slice(0, at))) return true;
  if (!/(?:^|,)\s*$/.test(text.slice(0, at))) return false;
  const street = NUMBERED_STREET_AFTER.exec(text.slice(at + match.length));
  return street !== null && street[1]!.split(/\s+/).some((word) => isSuffix(word));
}

function blankTypeFollowers(text: string, found: Found[]): string {
  const marked = text.replace(MARKED_NUMBER, (match: string, at: number) => {
    if (!unitNumberByPlace(text, at, match) && !(afterStreetType(text, at) && opensWithNumber(text, at))) return match;
    found.push({ at, text: match });
    return ' '.repeat(match.length);
  });
  return marked.replace(TYPE_FOLLOWER, (match: string, at: number) => {
    if (!afterStreetType(marked, at)) return match;
    found.push({ at, text: match });
    return ' '.repeat(match.length);
  });
}

/** Takes out what follows the street's type as its unit: the words with a number first, then the designators alone. */
export function blankAfterStreetType(text: string, found: Found[]): string {
  return blankBareDesignators(blankTypeFollowers(text, found), found);
}
