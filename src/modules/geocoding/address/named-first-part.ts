/**
 * "Zorble Insurance Agency, 1589 Twin Oaks Pass NW", "Hollins University, 64443 Union St": a name (a firm's, a venue's)
 * in a part of its own, then a part opening with a number and ending in a street's type or a directional. The number
 * is the house number and the words after it the street; read as a postal code before its town, as Europe writes it
 * ("Esplanade, 10115 Berlin"), the street was the town, and its type a country's code ("St", São Tomé).
 */
import { isDirectional, isSuffix } from './address-words';
import { segmentsOf, type PlaceDictionary, type Word } from './parsed-address';
import { knownTown } from './town-names';

/** A house number as a postal code could be mistaken for it: digits alone. */
const DIGITS = /^\d{1,6}$/;

/**
 * Is the last part of `words` a house number and a street after parts with no digit in them? Only when its words end
 * in a street type or a directional and are no town the place list knows ("75001 Grand Lake" may be a town).
 */
export function streetAfterNamedPart(words: readonly Word[], dict: PlaceDictionary): boolean {
  const parts = segmentsOf(words);
  const last = parts[parts.length - 1];
  if (parts.length < 2 || !last || last.length < 3 || !DIGITS.test(last[0]!.text)) return false;
  if (parts.slice(0, -1).some((p) => p.some((w) => /\d/.test(w.text)))) return false;
  const name = last.slice(1).map((w) => w.text);
  const end = name[name.length - 1]!;
  return (isSuffix(end) || isDirectional(end)) && !knownTown(name, dict);
}
