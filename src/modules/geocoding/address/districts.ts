/**
 * The wards and districts of Korean, Japanese and Chinese cities as they are written in Latin letters, their kind joined
 * to the name by a hyphen: Korea's "Gangnam-gu" (gu, a district), "Yeoksam-dong" (dong, a neighbourhood), "Suwon-si"
 * (si, a city within a province), Japan's "Shibuya-ku" (ku, a ward), China's "Chaoyang-qu" (qu). Written before the
 * city without a comma ("Gangnam-gu Seoul"), they are the suburb, not the first word of the town's name.
 */
import type { ParsedAddress, PlaceDictionary } from './parsed-address';
import { knownTown } from './town-names';

/** A city's name after its district: "Seoul", "Busan", "Tokyo", at most "Ho Chi Minh City". */
const MAX_TOWN_WORDS = 3;

const DISTRICT_WORD = /^\p{L}[\p{L}'’]*-(?:gu|ku|dong|qu|eup|myeon|cho|machi)$/iu;

export function isDistrictWord(word: string): boolean {
  return DISTRICT_WORD.test(word);
}

/**
 * "Gangnam-gu Seoul" as the town: the district is the suburb and Seoul the town. "Gangnam-gu" alone where the street
 * would be, with no house number, or ending the street's words before the town, is the suburb too.
 */
export function withDistrictApart(parsed: ParsedAddress): void {
  const words = parsed.locality?.split(' ') ?? [];
  if (words.length >= 2 && isDistrictWord(words[0]!) && !parsed.suburb) {
    parsed.suburb = words[0]!;
    parsed.locality = words.slice(1).join(' ');
  }
  if (parsed.street && !parsed.house_number && !parsed.suburb && isDistrictWord(parsed.street)) {
    parsed.suburb = parsed.street;
    delete parsed.street;
  }
  // "36 Teheran-ro 87-gil Gangnam-gu Seoul": written without commas, the district ends the street's words, and the
  // words after it, when the town was not told apart, are the town.
  const street = parsed.street?.split(' ') ?? [];
  const at = street.findIndex((w, i) => i > 0 && isDistrictWord(w));
  if (at < 0 || parsed.suburb || (parsed.locality && at < street.length - 1) || street.length - at - 1 > MAX_TOWN_WORDS) return;
  parsed.suburb = street[at]!;
  if (at < street.length - 1) parsed.locality = street.slice(at + 1).join(' ');
  parsed.street = street.slice(0, at).join(' ');
}

/**
 * Words that open a neighbourhood's name: the Philippines' barangay, Mexico's colonia, Puerto Rico's urbanization,
 * Brazil's bairro.
 */
const NEIGHBOURHOOD_WORD = /^(?:barangay|brgy\.?|col\.?|colonia|urb\.?|urbanizaci[oó]n|bairro)$/iu;

/**
 * "Barangay San Lorenzo Makati City" as the town, written without commas: a neighbourhood's word opens it, and the
 * longest run of its last words that the place list knows is the town; the words before are the suburb.
 */
export function withNeighbourhoodBeforeTown(parsed: ParsedAddress, dict: PlaceDictionary): void {
  const words = parsed.locality?.split(' ') ?? [];
  if (words.length < 3 || parsed.suburb || !NEIGHBOURHOOD_WORD.test(words[0]!)) return;
  // "Makati City": the place list may know the town without the word "City" that the Philippines add to it.
  const city = /^city$/i.test(words[words.length - 1]!);
  for (let k = 2; k < words.length; k++) {
    if (!knownTown(words.slice(k), dict) && !(city && k < words.length - 1 && knownTown(words.slice(k, -1), dict))) continue;
    parsed.suburb = words.slice(0, k).join(' ');
    parsed.locality = words.slice(k).join(' ');
    return;
  }
}
