/**
 * Street types as people mistype them ("Pakway", "Steet", "Aveune", "Boulavard"): real address lists carry such
 * slips, and a street type nobody recognises lets the town swallow the end of the street. A word is read as a
 * misspelt type when one edit (a letter dropped, added, changed, or two neighbours swapped) makes it one of the
 * long full-form types below. Only long forms are matched: one edit from a short type ("Ave", "Court", "Place") is
 * too often another word ("Dave", "Count", "Palace").
 */
const LONG_TYPES = [
  'avenue', 'street', 'parkway', 'boulevard', 'circle', 'terrace', 'highway', 'crescent', 'turnpike', 'expressway',
  'freeway', 'crossing',
];

/** Words one edit from a long type that are names, not slips ("Terrance Dr", "Avenel" is caught by its last letter). */
const NOT_SLIPS = new Set(['terrance', 'streeter', 'circles', 'streets', 'avenues', 'highways', 'parkways', 'crossings']);

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1)) return true;
  return restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
}

/** The same last letter, or the last two swapped ("Highwya"). */
function sameEnd(word: string, type: string): boolean {
  return word.at(-1) === type.at(-1) || (word.at(-1) === type.at(-2) && word.at(-2) === type.at(-1));
}

/**
 * Short full-form types whose slips are read only as two inner letters swapped, the first and last kept ("Raod",
 * "Lnae", "Drvie", "Cuort", "Plcae"): one letter changed or dropped in a word this short is too often another word
 * ("Load", "Line", "Dive"), a swap of inner letters seldom is. Not Trail, whose swap is "Trial".
 */
const SHORT_TYPES = ['road', 'lane', 'drive', 'court', 'place', 'plaza'];

/** "raod" -> road: two neighbours inside the word swapped, the first and the last letter in place. */
function innerSwapOf(word: string, type: string): boolean {
  if (word.length !== type.length || word === type || word[0] !== type[0] || word.at(-1) !== type.at(-1)) return false;
  for (let i = 1; i < word.length - 2; i++) {
    if (word[i] !== type[i]) return word[i] === type[i + 1] && word[i + 1] === type[i] && word.slice(i + 2) === type.slice(i + 2);
  }
  return false;
}

const seen = new Map<string, boolean>();

/**
 * "pakway", "raod" -> true. The slip keeps the type's first two letters and its last one (or swaps the last two, "Highwya"):
 * "Avenel" (a town) and "Strut" are not slips of Avenue and Street.
 */
export function isMisspeltType(bareWord: string): boolean {
  const known = seen.get(bareWord);
  if (known !== undefined) return known;
  const longSlip =
    bareWord.length >= 5 &&
    /^[a-z]+$/.test(bareWord) &&
    !NOT_SLIPS.has(bareWord) &&
    LONG_TYPES.some((type) => type !== bareWord && type.slice(0, 2) === bareWord.slice(0, 2) && sameEnd(bareWord, type) && oneEditApart(bareWord, type));
  const slip = longSlip || SHORT_TYPES.some((type) => innerSwapOf(bareWord, type));
  if (seen.size < 10_000) seen.set(bareWord, slip);
  return slip;
}
