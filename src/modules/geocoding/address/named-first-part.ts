/**
 * "Zorble Insurance Agency, 1589 Twin Oaks Pass NW", "Hollins University, 64443 Union St", "Smith Dentistry 4904
 * Hickory Pass": a name (a firm's, a venue's), then a number and words ending in a street's type or a directional. The
 * number is the house number and the words after it the street; read as a postal code before its town, as Europe
 * writes it ("Esplanade, 10115 Berlin"), the street was the town, and its type a country's code ("St", São Tomé).
 */
import { isDirectional, isSuffix } from './address-words';
import { segmentsOf, type PlaceDictionary, type Word } from './parsed-address';
import { knownTown } from './town-names';

/** A house number as a postal code could be mistaken for it: digits alone. */
const DIGITS = /^\d{1,6}$/;

/**
 * Are the words from `at` on a house number and a street, after words with no digit in them? Only when they end in a
 * street type or a directional and are no town the place list knows ("75001 Grand Lake" may be a town).
 */
export function streetAfterName(words: readonly Word[], at: number, dict: PlaceDictionary): boolean {
  const name = words.slice(at + 1).map((w) => w.text);
  if (at === 0 || name.length === 0 || !DIGITS.test(words[at]!.text)) return false;
  if (words.slice(0, at).some((w) => /\d/.test(w.text))) return false;
  const end = name[name.length - 1]!;
  return (isSuffix(end) || isDirectional(end)) && !knownTown(name, dict);
}

/** Is the last part of `words` such a house number and street ("Hollins University, 64443 Union St")? */
export function streetAfterNamedPart(words: readonly Word[], dict: PlaceDictionary): boolean {
  const parts = segmentsOf(words);
  const last = parts[parts.length - 1]!;
  return parts.length >= 2 && last.length >= 3 && streetAfterName(words, words.length - last.length, dict);
}
