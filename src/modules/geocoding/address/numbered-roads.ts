import { isDirectional, isHyphenatedRoad, isRoadNumberWord } from './address-words';

/** At most this many road words before the number: "US Hwy 1", "State Route 32", "N County Road 12". */
const MAX_ROAD_WORDS = 3;

/**
 * "Interstate 10 W", "US Hwy 1 S", "Hwy 17 N Mt Pleasant", "E Hwy 290", "US-101": words that open with a road named by
 * its number, after any directionals. Such a road carries no street type, so where a street is told by its type
 * ("Main St", "Oak Ave"), this tells the numbered roads. A lone letter is not taken as a road's word here ("K 4500"
 * in "Circle K 4500 E Speedway Blvd" is a name's letter and a house number).
 */
export function opensWithNumberedRoad(words: readonly string[]): boolean {
  let i = 0;
  while (i < words.length - 1 && isDirectional(words[i]!)) i++;
  if (words[i] !== undefined && isHyphenatedRoad(words[i]!)) return true;
  const start = i;
  while (i < words.length && i - start < MAX_ROAD_WORDS && words[i]!.length > 1 && isRoadNumberWord(words[i]!)) i++;
  return i > start && /^\d{1,4}[A-Za-z]?$/.test(words[i] ?? '');
}
