/** What the end of an address said, and the word helpers the readers of its parts share (tail.ts, tail-counties.ts). */
import { isNameWord, isPrefixType, isStrongSuffix, isSuffix } from './address-words';
import type { CountryInfo } from './countries';
import { joinWords, segmentsOf, type Word } from './parsed-address';
import type { RegionInfo } from './regions';

/** What the end of an address said: country, postal code, region, county; `rest` is what came before. */
export interface Tail {
  rest: Word[];
  postcode?: string;
  region?: string;
  regionInfo?: RegionInfo;
  county?: string;
  /** A postal district written after the town ("Kingston 5"; "Dublin 2, D02 XY45" with a postal code as well). */
  district?: string;
  country?: string;
  countryInfo?: CountryInfo;
}

/** The last n words as one name, or undefined when a comma splits them ("Washington, DC" is two names). */
export function phrase(words: readonly Word[], n: number): string | undefined {
  const run = words.slice(words.length - n);
  if (run.slice(0, -1).some((w) => w.comma)) return undefined;
  return joinWords(run).replace(/\.$/, '');
}

/** The trailing comma-separated segment, when there is a comma before it. */
export function lastSegmentLength(words: readonly Word[]): number {
  for (let i = words.length - 2; i >= 0; i--) if (words[i]!.comma) return words.length - 1 - i;
  return 0;
}

/**
 * "Rua Nova 12, Lisboa", "22 Elm Grove, Bristol BS6 6AH": the words before a part are the street's part alone (one
 * part, holding its number, ending in its type or its number), so that part is the town, whatever region shares its
 * name (Lisboa's district, the county of Bristol); a region is written after its town, not instead of it.
 */
export function onlyStreetBefore(before: readonly Word[]): boolean {
  if (before.length === 0 || before.slice(0, -1).some((w) => w.comma)) return false;
  const words = before.map((w) => w.text);
  const last = words[words.length - 1]!;
  // "5 Rua Zorble": the number, then a type written first and its name.
  const typeFirst = words.length >= 3 && /^\d/.test(words[0]!) && isPrefixType(words[1]!) && !words.slice(2).some((w) => isStrongSuffix(w));
  return words.some((w) => /\d/.test(w)) && (isSuffix(last) || /^\d/.test(last) || typeFirst);
}

/** The words without the parts that hold no letter ("Av. Reforma 222, 06600," is the street's part and a postal code's). */
export function namedPartsOnly(words: readonly Word[]): Word[] {
  return segmentsOf(words)
    .filter((s) => s.some((w) => /\p{L}/u.test(w.text)))
    .flat();
}

/**
 * "Avenida Zorbla, 1234", "Rua Augusta, 2000" and nothing else: the number written apart after a street whose type is
 * written first, with no town, is its house number (as Brazil and Argentina write it), not a postal code.
 */
export function numberAfterTypedStreetAlone(w: readonly Word[]): boolean {
  const street = w.slice(0, -1);
  if (street.length < 2 || !street[street.length - 1]!.comma || street.slice(0, -1).some((x) => x.comma)) return false;
  return /^\d{1,4}$/.test(w[w.length - 1]!.text) && isPrefixType(street[0]!.text) && !street.some((x) => /\d/.test(x.text));
}

/**
 * "64000 Monterrey, N.L.": a part opening with a postal code of digits alone, then a town, before the code. Canada's
 * codes are letters and digits, so there N.L., B.C. and Q.R. are Mexico's states (Nuevo León, Baja California, Quintana
 * Roo), not Newfoundland and Labrador, British Columbia or Quebec. So too where the code is a part of its own right
 * before the town's ("Col. Centro, C.P. 64000, Monterrey, N.L."), as Mexico's post writes it after the colonia.
 */
export function afterDigitsOnlyPostcode(words: readonly Word[]): boolean {
  const n = lastSegmentLength(words);
  const part = words.slice(words.length - n);
  if (n >= 2 && /^\d{5}$/.test(part[0]!.text) && part.slice(1).every((w) => isNameWord(w.text))) return true;
  const before = words.slice(0, words.length - n);
  const code = before[before.length - 1]?.text ?? '';
  return n >= 1 && before.length > 1 && lastSegmentLength(before) === 1 && /^\d{5}$/.test(code) && part.every((w) => isNameWord(w.text));
}
