import {
  bare,
  isDirectional,
  isHyphenatedRoad,
  isNameWord,
  isOrdinal,
  isPrefixType,
  isRoadCode,
  isRoadNumberWord,
  isSingleDirectional,
  isStreetDirectional,
  isStreetOnlyType,
  isStrongSuffix,
  isSuffix,
  isWeakSuffix,
  typeWrittenFirst,
} from './address-words';
import type { PlaceDictionary } from './parsed-address';
import { isTownOpeningWord, knownTown, knownTownOrOpened, OPENING_ABBREVIATIONS, opensTownName } from './town-names';

interface SplitContext {
  readonly dict: PlaceDictionary;
  readonly expectLocality: boolean;
}

/** The commonest street types, which are seldom a street's name themselves. */
const COMMON_TYPES = /^(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|hwy|highway|pkwy|parkway)\.?$/i;

/** Words that join a name to what follows it: no street or town ends in one. */
export const CONNECTOR = /^(?:of|the|and|&|de|del|della|des|du|da|do|dos|das|la|las|le|les|los|el|von|van|der|den)$/i;

/** What joins two streets at a crossing: "Main St & Elm St", "and", "at", "@", "/". */
const INTERSECTION_JOINER = /^(?:&|and|at|@|\/)$/i;

/** Types that name places too and open towns' names: Lake, Point, Mount, Port, Glen, Fort. */
const NAME_OPENING_TYPES = /^(?:lake|lk|point|pt|mount|mnt|port|prt|glen|gln|fort|frt)\.?$/i;

/** Titles written before a person's name that spell a street type too: Dr (Doctor; Drive as a type). */
const TITLES = /^dr\.?$/i;

/**
 * Utah-style grid streets: "N 2200 W", and with either directional spelled out ("West 9100 S", "South 2300 East"):
 * the second directional is the grid's other axis, the street's, not the first word of the town after it.
 */
const GRID = /^(?:[NSEW]\.?|north|south|east|west) \d+ (?:[NSEW]\.?|north|south|east|west)$/i;

/** Drops trailing directionals the street carries ("Glenwood St. NE", "Sligh Blvd N E", "39th Terrace North", "Highway 290 W"). */
export function streetCore(street: readonly string[]): string[] {
  let length = street.length;
  for (let drop = directionalsEnding(street, length); drop > 0; drop = directionalsEnding(street, length)) length -= drop;
  return street.slice(0, length);
}

/** How many directionals streetCore drops from the end of the first `length` words at once: none, one or two ("N E"). */
function directionalsEnding(words: readonly string[], length: number): number {
  const last = words[length - 1];
  const before = words[length - 2];
  if (!last || length < 2) return 0;
  if (isStreetDirectional(last)) return 1;
  if (isSingleDirectional(last) && before && isSingleDirectional(before) && length > 2) return 2;
  if (isSingleDirectional(last) && before && (isStrongSuffix(before) || (isWeakSuffix(before) && length > 2))) return 1;
  if (isSingleDirectional(last) && before && /\d/.test(before) && length > 2 && isRoadNumberWord(words[length - 3]!)) return 1;
  if (isSingleDirectional(last) && before && isHyphenatedRoad(before)) return 1;
  return 0;
}

/** Words that may follow a road's number as part of its name ("Hwy 5 Business", "US 1 Alt", "I-35 Frontage"). */
const ROUTE_QUALIFIER = /^(?:alt|alternate|business|bus|truck|frontage|access|service|connector|exit)\.?$/i;

/**
 * "Route 9 | Clifton Park", "US-9 | Clifton Park": a road named by its number ends at the number (and a directional,
 * a qualifier or a type after it); a plain name after the number is the town's first word, not the road's last.
 */
function namedPastRoadNumber(core: readonly string[]): boolean {
  const last = core[core.length - 1]!;
  if (core.length < 2 || /\d/.test(last) || isSuffix(last) || isRoadNumberWord(last) || ROUTE_QUALIFIER.test(last)) return false;
  return roadNumberAt(core, core.length - 2);
}

/** "Hwy 5 Business", "US-1 Alt": a qualifier after a road's number ends the road as its number does. */
function qualifiedRoad(core: readonly string[]): boolean {
  return core.length >= 2 && ROUTE_QUALIFIER.test(core[core.length - 1]!) && roadNumberAt(core, core.length - 2);
}

/** Is the word at `at` a road's number ("Route 9", "Hwy 5") or a road in one word ("US-9")? */
function roadNumberAt(words: readonly string[], at: number): boolean {
  const word = words[at]!;
  const road = words[at - 1];
  return isHyphenatedRoad(word) || (road !== undefined && /^\d{1,4}[A-Za-z]?$/.test(word) && isRoadNumberWord(road) && !isSingleDirectional(road));
}

/**
 * Do the words end in a road named by its number after a road's word ("State Road 14A", "Hwy 5"), or by its letter
 * after a type written first ("Ave. J"; only these with `letteredOnly`), with or without one directional of any
 * spelling after it ("FM 2222 E", "Avenue K E", "Ave K S.W.", "Avenue P East")?
 */
function namedRoad(words: readonly string[], letteredOnly = false): boolean {
  const end = words.length > 2 && isDirectional(words[words.length - 1]!) ? words.length - 1 : words.length;
  const [road, code] = [words[end - 2], words[end - 1]];
  if (!letteredOnly && roadByCode(words)) return true;
  if (road === undefined || code === undefined || isDirectional(road)) return false;
  const numbered = !letteredOnly && /\d/.test(code) && isRoadNumberWord(road);
  return numbered || (/^[A-Za-z]$/.test(code) && isPrefixType(road));
}

/** "County Rd B", "County Road JJ": a county road's letter code of one or two after the road's words, its type first. */
function countyRoadCode(code: string, road: readonly string[], letters: RegExp): boolean {
  return letters.test(code) && isRoadCode(code) && road.length >= 1 && typeWrittenFirst(road);
}

/**
 * "SR-292", "State Route 72 South", "County Rd B", "Hwy 74 Business": a road named in one word, or by the letters of
 * a county's road after its road words, with or without a directional of any spelling after it, or a numbered road
 * and its qualifier. Such a road takes no type after it, so a St, Mt or Ft next opens the town ("SR-292 | St.
 * Petersburg", "County Rd B | St Charles").
 */
function roadByCode(words: readonly string[]): boolean {
  const end = words.length > 1 && isDirectional(words[words.length - 1]!) ? words.length - 1 : words.length;
  const code = words[end - 1];
  if (code === undefined || end < 1) return false;
  if (isHyphenatedRoad(code) || qualifiedRoad(words)) return true;
  const road = words.slice(0, end - 1);
  const lettered = countyRoadCode(code, road, /^[A-Za-z]{1,2}$/);
  const numberedAfterDirectional = end < words.length && /\d/.test(code) && road.length >= 1 && isRoadNumberWord(road[road.length - 1]!) && !isSingleDirectional(road[road.length - 1]!);
  return lettered || numberedAfterDirectional;
}

/** Spanish articles that may stand before a type written first ("El Camino Real", "La Avenida Grande"). */
const ARTICLE_BEFORE_TYPE = /^(?:el|la|los|las)$/i;

/**
 * Where a type written first would stand: after a directional ("W Avenue of the Pines") or an article ("El Camino
 * Real", California's royal road, which runs through towns the place list does not all know).
 */
function typeFirstAt(street: readonly string[]): number {
  const opener = isDirectional(street[0]!) || (ARTICLE_BEFORE_TYPE.test(street[0]!) && street[1] !== undefined && isPrefixType(street[1]));
  return opener && street.length > 2 ? 1 : 0;
}

/**
 * "W 52nd | El Paso", "SE Tenth | Lake Forest": a street named by its ordinal alone, after its directionals, when no
 * type follows it; a word after it that is a type too ("W 5th | Plaza") must open a known town.
 */
function ordinalStreetEnds(core: readonly string[], locality: readonly string[], dict: PlaceDictionary): boolean {
  if (!isOrdinal(core[core.length - 1]!) || !core.slice(0, -1).every((w) => isDirectional(w))) return false;
  const next = locality[0];
  return next === undefined || (!isStrongSuffix(next) && (!isWeakSuffix(next) || knownTown(locality, dict)));
}

function streetScore(cut: Cut, dict: PlaceDictionary): number {
  const { street, locality, core, tables } = cut;
  if (street.length === 0) return 0;
  const last = core[core.length - 1]!;
  const before = core[core.length - 2];
  let score = 0;
  if (isStrongSuffix(last)) {
    // "... Park St Louis": the St opens the town, it does not end the street; but "Main St Louisville" keeps its St,
    // the town being known without it.
    const opensTown = opensTownName(last) && knownTown([last, ...locality], dict) && !knownTown(locality, dict);
    // "North Ave Elk Grove | Village": a street has one type; a known town that runs on from after an earlier type
    // (and its directionals: "South Ave E | Elk Grove Village") through this one to the end holds this one.
    const typedAt = tables.lastStrong[core.length - 1]!;
    let from = typedAt + 1;
    if (from < street.length - 1) from = Math.min(tables.nextNotDirectional[from]!, street.length - 1);
    const townAcross = typedAt >= 1 && locality.length > 0 && knownTown([...street.slice(from), ...locality], dict);
    // "100 St Marks Pl": a St, Mt or Ft standing alone after the number is Saint, Mount or Fort opening the name; so
    // is one right after one of the commonest types and a name ("Main St | St Zorbleton": a street has one type; but
    // "E Ct St" is Court Street and "Maple Grove St" a street named Maple Grove).
    const opening = OPENING_ABBREVIATIONS.includes(bare(last)) && locality.length > 0;
    // "63 South Ave | St Paul": a directional spelled out as a word before the type is the street's name, when the St
    // opens a town the place list knows.
    const name = core[core.length - 3];
    const spelledName = name !== undefined && isDirectional(name) && /^\p{L}{4,}$/u.test(name) && knownTown([last, ...locality], dict);
    const named = core.length >= 3 && (!isDirectional(name!) || spelledName);
    // "123 Dr Martin Luther King Jr Dr": a Dr alone after the number is Doctor, a title opening the name.
    const title = TITLES.test(last) && street.length === 1 && locality.length > 0;
    // "State Road 14A | St. Paul", "Hwy 5 | Mt Juliet", "FM 2222 E | St. George", "Ave. J | St Petersburg": a road named
    // by its number or letter takes no type after it.
    const afterRoad = namedRoad(core.slice(0, -1));
    const opensName = title || (opening && (street.length === 1 || afterRoad || (before !== undefined && COMMON_TYPES.test(before) && named)));
    score += opensTown || opensName || townAcross ? 0 : 3;
  } else if (isWeakSuffix(last) && core.length > 1) {
    // A street has one type: "Elm Ave Pt." ends at Ave when "Pt. Richmond" is a town ("Church Street Station" stays);
    // so does one whose type is written first ("Via Zorble | Mount Vernon", "El Camino Real | Lake Charles").
    const typed = (before !== undefined && isStrongSuffix(before)) || core.slice(0, -1).some((w) => isPrefixType(w));
    // "28802 Sunset | Fort Worth": with no type before it, a Fort or Port opens the town when the whole is a known town.
    const opensKnown = isTownOpeningWord(last) && knownTown([last, ...locality], dict);
    // "Halvorsen Pkwy | Lake Macquarie", "Zorble Gr | Point Cook": right after a type, a Lake, Point, Mount or Glen opens
    // a name, known or not; no street runs on past its type into one.
    const opensName = typed && before !== undefined && isStrongSuffix(before) && NAME_OPENING_TYPES.test(last) && locality.length > 0 && locality.every((w) => isNameWord(w));
    const opensTown = (typed && knownTownOrOpened([last, ...locality], dict)) || opensKnown || opensName;
    score += opensTown ? 0 : 1.5;
  }
  else if (GRID.test(street.slice(-3).join(' '))) score += 3;
  // "21282 W 52nd | El Paso", "E 33rd | Elk Grove Village": a street named by its ordinal alone ends there, the more
  // surely before a known town.
  else if (ordinalStreetEnds(core, locality, dict)) score += knownTown(locality, dict) ? 3.5 : 2;
  // A road's word and its number or letter ("County Rd K", "Hwy 5"); a lone letter is no road's word ("Avenue K | E Lansing").
  else if (before && /\d|^[A-Za-z]$/.test(last) && isRoadNumberWord(before) && !isSingleDirectional(before) && !/^[A-Za-z]\.?$/.test(before)) score += 2;
  // "Ave J | Tempe", "S Ave. A | Saint Cloud": a type written first and the letter it names the road by end the street so.
  else if (namedRoad(street, true)) score += 2;
  // "County Road JJ | St. Zorbleton": a county road's letter code of two ends the street as its single letter does.
  else if (countyRoadCode(last, core.slice(0, -1), /^[A-Za-z]{2}$/)) score += 2;
  // "Hwy # 5", "Route # 9": the road's number marked with "#".
  else if (before === '#' && /\d/.test(last) && core.length >= 3 && isRoadNumberWord(core[core.length - 3]!)) score += 2;
  else if (isHyphenatedRoad(last) || qualifiedRoad(core)) score += 2;
  else if (namedPastRoadNumber(core)) score -= 2;
  // "Avenue of the Pines", "W Avenue of the Pines": the type written first.
  // Only with a name after the type: in "North Ave North" the Ave ends the street, and the North after it is no name.
  const typeAt = typeFirstAt(street);
  const namedAfter = tables.nextNotDirectional[typeAt + 1]! < street.length;
  if (isPrefixType(street[typeAt]!) && street.length > typeAt + 1 && namedAfter) score += 2;
  // A street is more than a directional ("233 East | Fulton ..." is not a cut).
  if (tables.nextNotDirectional[0]! >= street.length) score -= 3;
  // "Elm Rise Kings | Cross", "Zorble Bnd Quillan | Falls": a street has one type, and a plain name after it opens the
  // town, however well the place list knows the town's last word alone.
  if (locality.length > 0 && plainName(last) && core.slice(1, -1).some((w, i) => isSuffix(w) && plainName(core[i]!))) score -= 2;
  return score;
}

/** A word of a name that is no type, no road's word ("Concession", "Line") and no directional. */
function plainName(word: string): boolean {
  return isNameWord(word) && !isSuffix(word) && !isRoadNumberWord(word) && !isDirectional(word);
}

/**
 * The street ends in its type or a road number ("Harbor Blvd", "Highway 290"): a directional after it is the street's.
 * So after a type that names places too, once a name stands before it ("Hickory Pass W | Erie", "Cedar Run N | Frederick").
 */
function endsInType(street: readonly string[]): boolean {
  const last = street[street.length - 1];
  const before = street[street.length - 2];
  if (!last) return false;
  // "Ave J", "Avenue K": a lettered road, its type written first, ends in its letter as a typed street in its type.
  const lettered = before !== undefined && isPrefixType(before) && /^[A-Za-z]$/.test(last);
  const named = before !== undefined && isWeakSuffix(last) && /^\p{L}{2}/u.test(before) && !isDirectional(before);
  return (
    isStrongSuffix(last) ||
    named ||
    isHyphenatedRoad(last) ||
    lettered ||
    (before !== undefined && /\d/.test(last) && isRoadNumberWord(before) && !isSingleDirectional(before))
  );
}

function localityScore(cut: Cut, ctx: SplitContext, hasNumber: boolean): number {
  const { locality, tables, k } = cut;
  if (locality.length === 0) return ctx.expectLocality ? -2 : 1.5;
  const afterType = endsInType(cut.street);
  const first = locality[0]!;
  const core = isSingleDirectional(first) && locality.length > 1 ? locality.slice(1) : locality;
  // "Harbor Blvd N Oceanside": after a street type, a directional opens the town only when the town is known with it ("West Orange").
  const streetsDirectional = afterType && isDirectional(first) && locality.length > 1;
  let score = 0;
  if (knownTownOrOpened(locality, ctx.dict) || (!streetsDirectional && knownTown(core, ctx.dict))) score += ctx.expectLocality ? 3 : hasNumber ? 1 : 2.5;
  else if (isStreetDirectional(first) || streetsDirectional) score -= 1;
  // "Grove St | Grove City": a known town of several words may open with a street type.
  const knownWhole = locality.length > 1 && knownTown(locality, ctx.dict);
  if ((isStrongSuffix(first) || abbreviatedType(first)) && !opensTownName(first) && !knownWhole) score -= 4;
  // "... Grove | St S. Zorbleton": a St opens a town only when the town is known.
  else if (isStrongSuffix(first) && score <= 0) score -= 2;
  if (tables.digitFrom[k]! < tables.digitFrom.length - 1) score -= 3;
  // "Hwy 5 | Business Zorbleton": no town opens with a road's qualifier, not even before a town opened by St, which is
  // weighed down as much when unknown ("Hwy 74 | Business St Zorble").
  if (ROUTE_QUALIFIER.test(first)) score -= 3;
  // "Main St and Elm St Zorbleton", "Main St / Elm St Zorbleton": a second street joined on is not the town (a type
  // after the first joiner is a type after some joiner).
  if (tables.lastStrong.at(-1)! > tables.joinerFrom[k]!) score -= 4;
  if (locality.length === 1 && bare(first).length < 2) score -= 3;
  // "4761 Shady Grove Bend", "2204 Court Landing": with no region or postal code after it, one word that is a street's
  // type too ends the street rather than naming a town.
  if (locality.length === 1 && !ctx.expectLocality && isWeakSuffix(first)) score -= 3;
  if (locality.length === 1 && isDirectional(first)) score -= 3;
  // "... Center E": a town never ends in a lone N, S, E or W; the street does.
  if (locality.length > 1 && isSingleDirectional(locality[locality.length - 1]!)) score -= 3;
  return score;
}

/**
 * "Crk", "Bnd", "Rdg", "Hts": a type that names places too, abbreviated (no vowel); written so it ends a street, or a
 * town's name ("Dearborn Hts"), but opens none, save St, Mt, Ft and Pt (opensTownName).
 */
function abbreviatedType(word: string): boolean {
  return isWeakSuffix(word) && /^[b-df-hj-np-tv-z]{2,}\.?$/i.test(word);
}

/**
 * With no house number the words are as often a town alone ("Zorble Park IL", "St. Zorbleton MO", "Zorble Square PA")
 * as a street: a town's type-like last word is not cut from the name before it, a type that also ends towns' names is
 * a weak sign of a street, and a St opening all the words opens the town.
 */
function unnumberedAdjustment(words: readonly string[], k: number, tables: SplitTables): number {
  let adjustment = 0;
  if (cutsNameFromItsEnding(words, k)) adjustment -= 3;
  const last = words[tables.coreLength[k]! - 1];
  if (last && isStrongSuffix(last) && !isStreetOnlyType(last)) adjustment -= 1.5;
  if (k === 0 && isStrongSuffix(words[0]!) && opensTownName(words[0]!)) adjustment += 2;
  return adjustment;
}

/** Does the cut before `k` part a plain name from the type-like word after it ("Zorble | Park", "Quillan | Falls")? */
function cutsNameFromItsEnding(words: readonly string[], k: number): boolean {
  const cutWord = words[k - 1];
  return k < words.length && cutWord !== undefined && isWeakSuffix(words[k]!) && !isSuffix(cutWord) && !isDirectional(cutWord) && !/\d/.test(cutWord);
}

/** North or south and then east or west, one letter each ("N E", "s. w."): the halves of one directional. */
function compoundDirectional(first: string, second: string): boolean {
  return /^[ns]\.?$/i.test(first) && /^[ew]\.?$/i.test(second);
}

/** "ST. JOSEPH", "FT MYERS": a known town opened by the abbreviation of Saint, Fort, Mount or Point. */
function opensKnownSaint(locality: readonly string[], dict: PlaceDictionary): boolean {
  return locality.length >= 2 && OPENING_ABBREVIATIONS.includes(bare(locality[0]!)) && knownTown(locality, dict);
}

/**
 * What the cuts ask of the words before and after them, worked out once for all cuts: asked afresh at every cut (each
 * a scan of the street or of the town) they made the split grow with the square of the words, or with their cube, and
 * a hostile text has hundreds of words.
 */
interface SplitTables {
  /** At k, the length of the street's core (streetCore) when the street is the first k words. */
  readonly coreLength: readonly number[];
  /** At k, the last of the first k words that is a strong street type, or -1. */
  readonly lastStrong: readonly number[];
  /** At i, the first word from i on that is no directional, or the word count. */
  readonly nextNotDirectional: readonly number[];
  /** At i, the first word from i on that holds a digit, or the word count. */
  readonly digitFrom: readonly number[];
  /** At i, the first word from i on that joins two streets ("&", "and"), or the word count. */
  readonly joinerFrom: readonly number[];
}

/** A cut after the first k words: the street before it, its core, and the town after it. */
interface Cut {
  readonly k: number;
  readonly street: readonly string[];
  readonly locality: readonly string[];
  readonly core: readonly string[];
  readonly tables: SplitTables;
}

function splitTables(words: readonly string[]): SplitTables {
  const n = words.length;
  const coreLength = [0];
  const lastStrong = [-1];
  for (let k = 1; k <= n; k++) {
    const drop = directionalsEnding(words, k);
    coreLength.push(drop > 0 ? coreLength[k - drop]! : k);
    lastStrong.push(isStrongSuffix(words[k - 1]!) ? k - 1 : lastStrong[k - 1]!);
  }
  const firstFrom = (test: (word: string) => boolean): number[] => {
    const from = new Array<number>(n + 1).fill(n);
    for (let i = n - 1; i >= 0; i--) from[i] = test(words[i]!) ? i : from[i + 1]!;
    return from;
  };
  return {
    coreLength,
    lastStrong,
    nextNotDirectional: firstFrom((w) => !isDirectional(w)),
    digitFrom: firstFrom((w) => /\d/.test(w)),
    joinerFrom: firstFrom((w) => INTERSECTION_JOINER.test(w)),
  };
}

/**
 * Where the street ends and the town begins in words written without a
 * comma ("10502 Shadow Ridge Ln Louisville", "233 East Fulton Grand Rapids"):
 * every cut is scored on how the street ends (a suffix, a road number) and on
 * whether the rest is a known town; the best cut wins, ties to the longer town.
 */
export function bestSplit(words: readonly string[], hasNumber: boolean, ctx: SplitContext): number {
  let best = words.length;
  let bestScore = -Infinity;
  const tables = splitTables(words);
  for (let k = hasNumber ? 1 : 0; k <= words.length; k++) {
    const street = words.slice(0, k);
    const cut: Cut = { k, street, locality: words.slice(k), core: words.slice(0, tables.coreLength[k]), tables };
    let score = streetScore(cut, ctx.dict) + localityScore(cut, ctx, hasNumber);
    // No street ends in "#": its number follows ("Hwy # | 5 Zorbleton").
    if (k > 0 && k < words.length && words[k - 1] === '#') score -= 4;
    // Never cut a compound directional in two ("Sligh Blvd N | E Grand Rapids"); "Hwy 290 W | N Las Vegas" is none.
    if (k > 0 && k < words.length && compoundDirectional(words[k - 1]!, words[k]!)) score -= 2;
    // Nor a type written first from the letter or number that names it ("Ave. | H Zorbleton", "County Rd | BB"); but
    // "ST" in capitals opening a known town is Saint's ("NORTH AVE | ST. JOSEPH"), no road's letters.
    if (k < words.length && isRoadCode(words[k]!) && typeWrittenFirst(street) && !opensKnownSaint(words.slice(k), ctx.dict)) score -= 4;
    if (!hasNumber) score += unnumberedAdjustment(words, k, tables);
    // "Zorble Rdg Quillan | Falls", "Ave Q Zorble | Lake": after a house number too, a lone last word that names places
    // (Falls, Springs, Park, Junction) ends the town's name begun by the plain word before it; few towns are Falls alone.
    else if (k === words.length - 1 && cutsNameFromItsEnding(words, k)) score -= 3;
    // Nor next to a word that joins the name to more ("Avenue of | the Stars", "Rue de | la Paix", "Avenue | of the
    // Stars"): no street ends in one, and no town opens with "of" or "and" ("La Jolla" and "The Dalles" do open so).
    if (k > 0 && k < words.length && (CONNECTOR.test(words[k - 1]!) || /^(?:of|and)$/i.test(words[k]!))) score -= 3;
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}
