import { isDirectional, isNameWord, isRoadNumberWord, isStrongSuffix } from './address-words';
import type { Word } from './parsed-address';
import { opensWithTownAbbreviation } from './town-names';

/**
 * Postal codes as they end an address: US ZIP and ZIP+4, Canadian and British codes in two halves, and the digit
 * shapes of the rest of the world, trusted only where a street's number cannot be meant.
 */
export const US_ZIP = /^(?:\d{5}(?:-\d{4})?|\d{9})$/;
const CA_FSA = /^[A-Z]\d[A-Z]$/i;
const CA_LDU = /^\d[A-Z]\d$/i;
/** A Canadian code as one word: "K1P1J1", or with a hyphen for its space ("K1P-1J1"), as some forms write it. */
const CA_WHOLE = /^[A-Z]\d[A-Z]-?\d[A-Z]\d$/i;
const UK_OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/i;
const UK_INWARD = /^\d[A-Z]{2}$/i;
/**
 * "SW1A2AA", "EC2A4AB": a British postcode written without its space, as forms and databases store it. Both halves'
 * shapes together, ending the address; left in, it is read as a unit after the town.
 */
const UK_GLUED = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/i;
const EIRCODE_KEY = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)$/i;
const EIRCODE_ID = /^(?=.*\d)(?=.*[A-Z])[AC-FHKNPRTV-Y\d]{4}$/i;
/**
 * 4-7 digits (IL 6100000), two groups (PT 3060-187, JP 565-0871, PL 00-590, BR 01310-200) or NL 1015CJ, in either
 * case (1015cj, not an ordinal like 1200th): only trusted after a word.
 */
export const GENERIC_POSTCODE = /^(?:\d{4,7}|\d{3,4}-\d{3,4}|\d{2}-\d{3}|\d{5}-\d{3}|\d{4}(?!st|nd|rd|th)[A-Z]{2})$/i;
/**
 * Brazil's CEP and Portugal's code ("80010-000", "1100-053"): no road's number is written so, so one follows even a word
 * that names roads by their numbers (Paraná's PR is also Puerto Rico's road, "PR 80010-000").
 */
const CEP_SHAPED = /^\d{4,5}-\d{3}$/;
const NL_POSTCODE_LETTERS = /^(?!(?:st|nd|rd|th|de|la|le|el|da|do|du|di|en|et|of)$)[A-Z]{2}$/i;

/**
 * The letters of an NL postal code written apart ("1015 CJ", "3511 az"), in capitals or, in a line written small, in
 * small letters; never a capital and a small one, which open a town's name ("8622 Mo i Rana"). The caller checks that
 * a town follows.
 */
export function isNlPostcodeLetters(word: string): boolean {
  return NL_POSTCODE_LETTERS.test(word) && !/^[A-Z][a-z]$/.test(word);
}

/**
 * "CH-8001 Zürich", "D-10115 Berlin", "F-75011 Paris", "SE-114 35", "FL-9490 Vaduz": European postal codes written with
 * the country's letters before them (the old international vehicle codes, or ISO's), as letters crossing a border are
 * addressed.
 */
const COUNTRY_PREFIX =
  /^(?:A|AT|B|BE|BG|CH|CY|CZ|D|DE|DK|E|EE|ES|F|FI|FIN|FL|FO|FR|GR|H|HR|HU|I|IS|IT|L|LI|LT|LU|LV|M|MC|N|NL|NO|P|PL|PT|RO|S|SE|SI|SK|SLO)-(?=\d)/i;

/** The postal code without its country's letters ("CH-8001" is read as "8001"); the word itself when it has none. */
export function withoutCountryPrefix(word: string): string {
  return word.replace(COUNTRY_PREFIX, '');
}

export function hasCountryPrefix(word: string): boolean {
  return COUNTRY_PREFIX.test(word);
}

/**
 * A trailing dot or a dangling hyphen ("10038.", "44000-") is punctuation: the code's shape is read without it. A
 * dangling hyphen is dropped; a dot ending the address is kept as written, as the parser keeps the dots of "Ave." and
 * "Calif." and as labelled addresses keep the token ("SW1A 2AA.", "44001.").
 */
function clean(word: string): string {
  return word.replace(/[.-]+$/, '');
}

function withDot(code: string, written: string): string {
  return /\.$/.test(written) && !/-\.?$/.test(written) ? `${code}.` : code;
}

/** "Ave", "Ave NW", "St. S.": the words end in a street type and its directionals. */
function endsInStreetType(words: readonly Word[]): boolean {
  let k = words.length - 1;
  while (k > 0 && isDirectional(words[k]!.text)) k--;
  return k >= 1 && isStrongSuffix(words[k]!.text);
}

/** The postal code the words end in, and how many words it took; undefined when they end in none. */
export function postcodeAtEnd(w: readonly Word[]): { postcode: string; used: number } | undefined {
  const last = w[w.length - 1];
  if (!last) return undefined;
  const word = clean(last.text);
  const dotted = (code: string): string => withDot(code, last.text);
  const before = w[w.length - 2];
  // "44000 1234": ZIP+4 written with a space for its hyphen, after a word (a state, a town).
  const third = w[w.length - 3];
  if (before && /^\d{4}$/.test(word) && /^\d{5}$/.test(before.text) && !before.comma && third && /\p{L}/u.test(third.text)) {
    return { postcode: dotted(`${before.text} ${word}`), used: 2 };
  }
  // "Athens 106 74", "Stockholm 111 21": Greece's, Sweden's and Czechia's code in two groups (3 + 2 digits) after the town.
  if (before && third && /^\d{2}$/.test(word) && /^\d{3}$/.test(before.text) && !before.comma && isNameWord(third.text.replace(/,$/, ''))) {
    if (!isStrongSuffix(third.text) && !isRoadNumberWord(third.text)) return { postcode: dotted(`${before.text} ${word}`), used: 2 };
  }
  // "Kolkata 700 016": India's PIN in two groups of three digits after the town.
  if (before && third && /^\d{3}$/.test(word) && /^\d{3}$/.test(before.text) && !before.comma && isNameWord(third.text.replace(/,$/, ''))) {
    if (!isStrongSuffix(third.text) && !isRoadNumberWord(third.text)) return { postcode: dotted(`${before.text} ${word}`), used: 2 };
  }
  // Ireland's Eircode: a routing key ("D02", "T12", "D6W") and four letters and digits ("XY45").
  if (before && EIRCODE_KEY.test(before.text) && EIRCODE_ID.test(word)) return { postcode: dotted(`${before.text} ${word}`.toUpperCase()), used: 2 };
  if (before && ((CA_FSA.test(before.text) && CA_LDU.test(word)) || (UK_OUTWARD.test(before.text) && UK_INWARD.test(word)))) {
    return { postcode: dotted(`${before.text} ${word}`.toUpperCase()), used: 2 };
  }
  // "180 N Stetson Ave 1200": four or six digits right after a street type are a suite, not a postal code abroad.
  const afterStreetType = before !== undefined && !before.comma && endsInStreetType(w.slice(0, -1));
  // "CH-8001": the country's letters vouch for the code wherever it stands.
  const prefixed = hasCountryPrefix(word) && GENERIC_POSTCODE.test(withoutCountryPrefix(word));
  const generic =
    GENERIC_POSTCODE.test(word) &&
    before !== undefined &&
    !afterStreetType &&
    (before.comma || (/\p{L}/u.test(before.text) && (!isRoadNumberWord(before.text) || CEP_SHAPED.test(word))));
  if (US_ZIP.test(word) || generic || prefixed || CA_WHOLE.test(word) || UK_GLUED.test(word)) return { postcode: dotted(word), used: 1 };
  return undefined;
}

/** A word of a name: letters, or a Dutch town's article run into it ("'s-Gravenhage", "'s-Hertogenbosch"). */
const NAME_WORD = /^(?:['’][st]-?)?\p{L}[\p{L}'’.-]*$/u;
/**
 * The word of "(Saale)", "(Oder)": the river or region in parentheses that tells a German town from others of its name;
 * capitalised, or all in one case as a whole address may be written ("06108 halle (saale)", "15230 FRANKFURT (ODER)").
 */
export const TOWN_QUALIFIER_WORD = String.raw`(?:\p{L}\p{Ll}+|\p{Lu}{3,})`;
const TOWN_QUALIFIER = new RegExp(String.raw`^\(${TOWN_QUALIFIER_WORD}\)$`, 'u');
/** A French arrondissement after its town ("Paris 15e", "Lyon 2e", "Marseille 1er", "Paris 8ème"). */
const ARRONDISSEMENT = /^\d{1,2}(?:e|er|ème|eme)$/i;

/**
 * The word at `i` of a town's name written after its postal code ("1015 CJ 's-Gravenhage", "69002 Lyon 2e", "06108
 * Halle (Saale)"): a word of letters, or an arrondissement's number or a qualifier in parentheses ending a name of two
 * words or more.
 */
export function isPostTownWord(town: readonly Word[], i: number): boolean {
  const text = town[i]!.text;
  const last = i > 0 && i === town.length - 1;
  return NAME_WORD.test(text) || (last && (ARRONDISSEMENT.test(text) || TOWN_QUALIFIER.test(text)));
}

/** "1015 CJ", "114 55", "110 00": a postal code written in two words (Dutch digits and letters, Swedish or Czech 3+2). */
function twoWordPostcode(first: string, second: string | undefined): boolean {
  return second !== undefined && ((/^\d{4}$/.test(first) && isNlPostcodeLetters(second)) || (/^\d{3}$/.test(first) && /^\d{2}$/.test(second)));
}

/**
 * "..., 10117 Berlin", "... 1015 cj amsterdam": the words end in a town written after its postal code, as Europe writes
 * it. A US state or a Canadian province follows its town with the postal code after, never before, so a code of two
 * letters ending such words is the country's ("10117 Berlin, DE" is Germany, not Delaware). The code opens a part
 * after a comma, or, written without commas, takes two words of a shape no house number has ("1015 CJ"), or (with
 * `afterHouseNumber`) follows the house number written after the street's name.
 */
export function endsInPostcodeAndTown(words: readonly Word[], afterHouseNumber = false): boolean {
  // "11403 Jerez de la Frontera": a code opening its part after a comma may come before a name of up to five words.
  for (let town = 1; town <= 5 && town < words.length; town++) {
    const name = words.slice(words.length - town);
    const abbreviated = opensWithTownAbbreviation(name.map((w) => w.text));
    if (name.some((w, i) => !isPostTownWord(name, i) || (isStrongSuffix(w.text) && !(i === 0 && abbreviated)) || (i < name.length - 1 && w.comma))) return false;
    const end = words.length - town;
    const two = end >= 2 && twoWordPostcode(words[end - 2]!.text, words[end - 1]!.text) && !words[end - 2]!.comma;
    const start = two ? end - 2 : end - 1;
    const code = words[start]!.text;
    const shaped = two || GENERIC_POSTCODE.test(withoutCountryPrefix(code)) || US_ZIP.test(code);
    if (shaped && start > 0 && (words[start - 1]!.comma || (two && town <= 3))) return true;
    // "Zorblestraße 3 4020 Linz": with `afterHouseNumber`, right after a house number written after the street's name.
    const number = words[start - 1]?.text ?? '';
    if (afterHouseNumber && shaped && start > 1 && town <= 3 && /^\d+[A-Za-z]?$/.test(number) && /\p{L}{2}/u.test(words[start - 2]!.text)) return true;
  }
  return false;
}

/**
 * Words that say a postal code follows: Brazil's CEP, Italy's CAP, Germany's PLZ, India's PIN (code), Mexico's C.P.,
 * ZIP (code), Postcode, Postal code, Code postal, Código postal; "CP" alone only before five digits (Canada's "CP 12"
 * is a box). Only right before a word shaped as a code (digits, or a letter or two and a digit). Not "Plz" after a
 * name's word: "22272 Tenth Plz 2636 Seattle" writes a plaza, then its unit.
 */
const POSTCODE_MARKER =
  /(?<![\p{L}\d])(?:cep|c\.?a\.?p\.|cap|(?<!\p{L}\.?\s+)plz|pin\s*code|pincode|pin|zip\s*code|zipcode|zip|post\s*code|postal\s+code|code\s+postal|c[óo]digo\s+postal|c\.\s?p\.|cp(?=\s*\d{5}(?!\d)))(?:\s*[:.,-])*\s*(?=(?:[A-Z]{1,2}-)?\d{3,}|[A-Z]{1,2}\d)/giu;

/**
 * "Curitiba - PR, CEP 80010-090", "Bangalore, PIN: 560001", "Springfield, IL Zip Code 62701": the marker is no part of
 * the town or the region; left in, it was read as the town. Cut, leaving the code where it was.
 */
export function withoutPostcodeMarker(text: string): string {
  return text.replace(POSTCODE_MARKER, '');
}

/** France's CEDEX (business mail sorted apart) and its office's number, ending the town's part or before the country. */
const CEDEX = /\s+cedex(?:\s+\d{1,2})?(?=\s*(?:,|$)|\s+\p{L}[\p{L}\s]*$)/giu;

/**
 * "CS 30012, 69001 Lyon Cedex 01", "75008 Paris CEDEX": CEDEX after the town routes the mail and is no part of the
 * town's name; left in, it and its number are read as the town's last words or as a postal district.
 */
export function withoutCedex(text: string): string {
  return text.replace(CEDEX, '');
}

/**
 * "..., Hokitika 7810", "..., Zorbleton 0626": the words end in a part that is a town and then its postal code, as New
 * Zealand, Australia and much of Asia write it. Names only (no street type) between the comma and the code.
 */
export function endsInTownAndPostcode(words: readonly Word[]): boolean {
  const code = words[words.length - 1];
  if (!code || !(GENERIC_POSTCODE.test(code.text.replace(/,$/, '')) || US_ZIP.test(code.text))) return false;
  for (let town = 1; town <= 3 && town < words.length - 1; town++) {
    const name = words.slice(words.length - 1 - town, -1);
    if (name.some((w, i) => !isPostTownWord(name, i) || isStrongSuffix(w.text) || w.comma)) return false;
    if (words[words.length - 2 - town]!.comma) return true;
  }
  return false;
}
