import { isDirectional, isStrongSuffix } from './address-words';
import type { PlaceDictionary } from './parsed-address';
import { knownTown } from './town-names';

/** Nouns that end a building's or a shopping centre's name ("Post Chicago Apartments", "Zorble Plaza", "Zorble Mall"). */
const BUILDING_NOUN = /^(?:apartments|apts|building|bldg|tower|towers|condominiums?|condos|complex|hall|plaza|plz|center|centre|ctr|mall)\.?$/i;

/** Words that join two building nouns into one name ("Zorble Plaza Shopping Center", "Zorble Tower Office Building"). */
const BUILDING_QUALIFIER = /^(?:shopping|office|business|medical|professional|corporate|retail|trade|industrial|technology|research)$/i;

/** "Zorble Business Park", "Grimble Office Park": a park is a building's only after a qualifier ("Menlo Park" is a town). */
function isBuildingNoun(words: readonly string[], i: number): boolean {
  return BUILDING_NOUN.test(words[i] ?? '') || (/^park$/i.test(words[i] ?? '') && BUILDING_QUALIFIER.test(words[i - 1] ?? ''));
}

/** "Zorble Square Shopping Center": a street type before a building noun or its qualifier is part of the name. */
function namesBuilding(words: readonly string[], t: number): boolean {
  return BUILDING_QUALIFIER.test(words[t + 1] ?? '') || BUILDING_NOUN.test(words[t + 1] ?? '');
}

/** The index after the street type (and its directionals) that the words up to `end` follow, or -1. */
function afterType(words: readonly string[], end: number): number {
  for (let t = end - 1; t >= 1; t--) {
    if (/\d/.test(words[t]!)) return -1;
    if ((isStrongSuffix(words[t]!) && !namesBuilding(words, t)) || (isDirectional(words[t]!) && t > 1 && isStrongSuffix(words[t - 1]!))) {
      // "Grimble Ave Plaza" names nothing after the type: the plaza may be the street's own.
      return t === end - 1 ? -1 : t + 1;
    }
  }
  return -1;
}

/** The last word of the run of building nouns starting at `end` ("Plaza Shopping Center"). */
function nounRunEnd(words: readonly string[], end: number): number {
  let last = end;
  for (;;) {
    if (isBuildingNoun(words, last + 1)) last += 1;
    else if (BUILDING_QUALIFIER.test(words[last + 1] ?? '') && BUILDING_NOUN.test(words[last + 2] ?? '')) last += 2;
    else return last;
  }
}

/**
 * "853 W Blackhawk St Post Chicago Apartments", "1234 Zorble Rd Grimble Plaza Shopping Center": a building's or a
 * shopping centre's name written after the street type (and its directionals) is not part of the street. Not when a
 * type follows the name ("Zorble Rd Commerce Center Dr" is ambiguous), nor when the words name a town the place list
 * knows ("12 Main St Rockville Centre"), nor when a town is expected in these words and the name ends them ("12 Zorble
 * St Grimble Center NY": no other words are left to be the town, so these are), unless a qualifier says building
 * ("Grimble Shopping Center"). Returns the name's span.
 */
function nounEndedBuilding(words: readonly string[], dict: PlaceDictionary, townExpected: boolean): [number, number] | undefined {
  for (let end = 2; end < words.length; end++) {
    if (!isBuildingNoun(words, end)) continue;
    const start = afterType(words, end);
    if (start < 0) continue;
    const last = nounRunEnd(words, end);
    if (isStrongSuffix(words[last + 1] ?? '') || knownTown(words.slice(start, last + 1), dict)) continue;
    const qualified = words.slice(start, last + 1).some((w) => BUILDING_QUALIFIER.test(w));
    if (townExpected && last === words.length - 1 && !qualified) continue;
    return [start, last];
  }
  return undefined;
}

/**
 * "150 I St SE The Garrett, Washington": a name opening with "The" after the street type names a building, when a
 * comma sets the town apart (so the name runs to the end) and it is no town ("The Woodlands").
 */
function theBuilding(words: readonly string[], dict: PlaceDictionary): [number, number] | undefined {
  const at = words.findIndex((w, i) => i >= 2 && /^the$/i.test(w));
  if (at < 0 || at === words.length - 1 || words.slice(at).some((w) => /\d/.test(w))) return undefined;
  if (afterType(words, at + 1) !== at || knownTown(words.slice(at), dict)) return undefined;
  return [at, words.length - 1];
}

/**
 * Takes a building's name written after the street out of `words`; it travels with the unit. `townInWords`: the town
 * may be among the words; `townExpected`: it is, a region, postal code or country following them.
 */
export function buildingAfterType(words: string[], dict: PlaceDictionary, townInWords: boolean, townExpected = false): string | undefined {
  const span = nounEndedBuilding(words, dict, townInWords && townExpected) ?? (townInWords ? undefined : theBuilding(words, dict));
  if (!span) return undefined;
  return words.splice(span[0], span[1] - span[0] + 1).join(' ');
}
