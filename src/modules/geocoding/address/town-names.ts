import { bare, isNameWord } from './address-words';
import type { PlaceDictionary } from './parsed-address';

/**
 * Town names as written in addresses: abbreviated ("Ft Collins", "Colorado Spgs", "W. Palm Beach") or spelled out
 * where the place list abbreviates ("Saint" for "St."), and whether a run of words is a town the place list knows.
 */

/**
 * Abbreviations written in town names ("St. Louis", "Ft Payne", "Mt Vernon", "Pt St Lucie" (Port), "Dearborn Hts",
 * "Colorado Spgs").
 */
const TOWN_ABBREVIATIONS: Record<string, string[]> = {
  st: ['st.', 'saint'],
  ste: ['ste.', 'sainte'],
  ft: ['ft.', 'fort'],
  mt: ['mt.', 'mount'],
  mtn: ['mountain'],
  pt: ['pt.', 'point', 'port'],
  pk: ['park'],
  hts: ['heights'],
  hgts: ['heights'],
  hghts: ['heights'],
  spgs: ['springs'],
  spg: ['spring'],
  vlg: ['village'],
  vly: ['valley'],
  bch: ['beach'],
  cty: ['city'],
  lk: ['lake'],
  jct: ['junction'],
  fls: ['falls'],
  ctr: ['center'],
  crk: ['creek'],
  hbr: ['harbor'],
  twp: ['township'],
  sta: ['station'],
  sn: ['san'],
};

/** Directionals that open town names, abbreviated ("W. Palm Beach", "So San Francisco", "N Las Vegas"). */
const TOWN_DIRECTIONALS: Record<string, string[]> = {
  n: ['north'],
  s: ['south'],
  e: ['east'],
  w: ['west'],
  no: ['north'],
  so: ['south'],
  ne: ['northeast'],
  nw: ['northwest'],
  se: ['southeast'],
  sw: ['southwest'],
};

/** Abbreviations that open town names ("St. Louis", "Ft Wayne", "Mt Airy", "Pt Pleasant"). */
export const OPENING_ABBREVIATIONS = ['st', 'ste', 'ft', 'mt', 'pt'];

/**
 * The same words the other way round ("Saint" -> "St.", "St"): place lists spell one town "Saint Louis" and another
 * "East St. Louis", and a writer may choose either spelling of either.
 */
const OPENING_WORDS: Record<string, string[]> = (() => {
  const words: Record<string, string[]> = {};
  for (const abbreviation of OPENING_ABBREVIATIONS) {
    const full = TOWN_ABBREVIATIONS[abbreviation]!.find((w) => !w.endsWith('.'))!;
    words[full] = [`${abbreviation}.`, abbreviation];
  }
  return words;
})();

/** Can this word open a town's name in an abbreviated form ("St", "Ft", "N")? */
export function opensTownName(word: string): boolean {
  const b = bare(word);
  return TOWN_DIRECTIONALS[b] !== undefined || OPENING_ABBREVIATIONS.includes(b);
}

/**
 * "St. Gallen", "St Pölten", "Ste-Foy" is "Ste Foy" written apart, "Mt Vernon": a town's name opening with the
 * abbreviation of Saint, Fort, Mount or Point, then a name. Such a first word is a street type too ("St", "Pt"), but
 * after a postal code, where only a town can stand, it opens the town.
 */
export function opensWithTownAbbreviation(words: readonly string[]): boolean {
  return words.length >= 2 && OPENING_ABBREVIATIONS.includes(bare(words[0]!)) && isNameWord(words[1]!);
}

/** Abbreviations are expanded in towns of at most this many words (longer runs are not towns). */
const MAX_TOWN_WORDS = 5;
/** At most this many spellings of one town are looked up. */
const MAX_TOWN_SPELLINGS = 16;

/** Is this run of words a known town, allowing for the usual abbreviations ("E St Louis" is East Saint Louis)? */
export function knownTown(words: readonly string[], dict: PlaceDictionary): boolean {
  if (words.length === 0) return false;
  const text = words.join(' ');
  if (dict.isLocality(text) || dict.isLocality(text.replace(/\./g, ''))) return true;
  if (words.length > MAX_TOWN_WORDS) return false;
  let spellings: string[][] = [[]];
  words.forEach((word, i) => {
    const b = bare(word);
    const spelled = [...(TOWN_ABBREVIATIONS[b] ?? []), ...(OPENING_WORDS[b] ?? []), ...(i === 0 ? (TOWN_DIRECTIONALS[b] ?? []) : [])];
    const variants = words.length > 1 ? [word, ...spelled] : [word];
    spellings = spellings.flatMap((s) => variants.map((v) => [...s, v])).slice(0, MAX_TOWN_SPELLINGS);
  });
  return spellings.slice(1).some((s) => dict.isLocality(s.join(' ')));
}

/**
 * Words that open many towns' names in the US and Canada, before a name that is a town of its own too: "Mount Laurel"
 * (Laurel, MD), "New Haven" (Haven, KS), "Port Orange", "Fort Lee". Never the last word of a street that already has
 * its type ("Elm St Mount" is no street), so before a known town they open it. Not Lake or Point, which end many
 * streets after a name ("Spring Creek Point | San Antonio", "Cedar Creek Lake | Tyler").
 */
const TOWN_OPENING_WORDS = new Set(['new', 'mount', 'mt', 'port', 'fort', 'ft']);

/** Is this one of TOWN_OPENING_WORDS ("New", "Mount", "Port", "Fort")? */
export function isTownOpeningWord(word: string): boolean {
  return TOWN_OPENING_WORDS.has(bare(word));
}

/** Is this run a known town, or a known town after one of TOWN_OPENING_WORDS ("Mount Laurel", "New Marlowe")? */
export function knownTownOrOpened(words: readonly string[], dict: PlaceDictionary): boolean {
  if (knownTown(words, dict)) return true;
  return words.length >= 2 && isTownOpeningWord(words[0]!) && knownTown(words.slice(1), dict);
}
