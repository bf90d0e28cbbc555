import { isDirectional, isHyphenatedRoad, isRoadNumberWord } from './address-words';

/** At most this many road words before the number: "US Hwy 1", "State Route 32", "N County Road 12". */
const MAX_ROAD_WORDS = 3;

/**
 * Words that say whose road it is before a road's word ("Co. Rd. 12", "Township Road 232", "Twp Rd 5"): not road words
 * themselves, as "Co" also ends a firm's name ("Acme Co 12 Main St"), so only taken before one.
 */
const ROAD_OWNER = /^(?:co|township|twp)\.?$/i;

/**
 * Interstate's lone letter before its number, which is of one to three digits ("I 77"); no other lone letter is taken
 * as a road's word here ("K 4500" in "Circle K 4500 E Speedway Blvd" is a name's letter and a house number).
 */
function isRoadWordHere(word: string, next: string | undefined): boolean {
  if (word.length > 1) return isRoadNumberWord(word);
  return /^i$/i.test(word) && /^\d{1,3}$/.test(next ?? '');
}

/**
 * "Interstate 10 W", "US Hwy 1 S", "Hwy 17 N Mt Pleasant", "E Hwy 290", "US-101", "I 77", "Co. Rd. 12": words that open
 * with a road named by its number, after any directionals. Such a road carries no street type, so where a street is told
 * by its type ("Main St", "Oak Ave"), this tells the numbered roads.
 */
export function opensWithNumberedRoad(words: readonly string[]): boolean {
  let i = 0;
  while (i < words.length - 1 && isDirectional(words[i]!)) i++;
  if (words[i] !== undefined && isHyphenatedRoad(words[i]!)) return true;
  if (ROAD_OWNER.test(words[i] ?? '') && isRoadWordHere(words[i + 1] ?? '', words[i + 2])) i++;
  const start = i;
  while (i < words.length && i - start < MAX_ROAD_WORDS && isRoadWordHere(words[i]!, words[i + 1])) i++;
  return i > start && /^\d{1,4}[A-Za-z]?$/.test(words[i] ?? '');
}
