import { isDirectional, isHouseNumber, isOrdinal, isPrefixType, isRoadNumberWord, isSingleDirectional, isStrongSuffix, isSuffix } from './address-words';
import { opensWithNumberedRoad } from './numbered-roads';
import { WordsAhead } from './words-ahead';
import type { PlaceDictionary } from './parsed-address';

/**
 * House numbers in the places and forms they are written: leading ("12", "830 1/2", "Two", "W184 N8820"), after a
 * venue's name, after the street as much of Europe writes it ("Triftstraße 67"), and between the street and the town.
 */

const LETTER = /^[A-Za-z]\.?$/;
/** Articles and joining words that open a street's name after its type ("r. de Rivoli", "r. do Carmo"). */
const NAME_ARTICLE = /^(?:de|du|des|da|do|dos|das|del|della|di)$/i;
/** Articles that may stand before a type written first ("El Camino Real", "La Avenida"). */
const ARTICLE = /^(?:el|la|las|los|le|les)$/i;
const NAME_WORD = /^\p{L}[\p{L}'’.-]+$/u;

const NUMBER_WORD = new RegExp(
  String.raw`^(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|` +
    String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred|thousand)$`,
  'i',
);
const MAX_NUMBER_WORDS = 3;
/** Wisconsin and Illinois grid numbers written in two words: "W184 N8820". */
const GRID_HALF = /^[NSEW]\d+$/i;

/**
 * "Two Riverfront Plaza", "Forty W. Main St.": a house number spelled out, when a street follows. Not "Seven Oaks Rd",
 * "Three Rivers Dr" or "Eight Mile Rd", where the number and a plural (or "Mile") are the street's name.
 */
export function spelledNumber(words: readonly string[]): number {
  // "One Hundred Federal St", "Twenty Two Water St": a number may take several words.
  let used = 0;
  while (used < MAX_NUMBER_WORDS && NUMBER_WORD.test(words[used] ?? '')) used++;
  const next = words[used];
  if (used === 0 || !next || words.length < used + 2) return 0;
  if (!isDirectional(next) && (/s$/i.test(next) || /^(?:mile|mi)\.?$/i.test(next))) return 0;
  return words.slice(used).some((w) => isSuffix(w)) || isPrefixType(next) ? used : 0;
}

/** Spanish street types that Central America numbers with an ordinal before them ("5a Avenida", "1a Calle Poniente"). */
const ORDINAL_NUMBERED_TYPE = /^(?:calle|avenida|av\.?|avda\.?|diagonal|transversal|carrera)$/i;

/**
 * "5a Avenida 12-31, Zona 1", "1a Calle Poniente 3": an ordinal in Spanish (a small "a" or "o", or ª and º) before a
 * street type names the street (Fifth Avenue), as Guatemala and El Salvador number theirs; "12A Elm St" is a house number.
 */
function spanishOrdinal(word: string, next: string | undefined): boolean {
  return /^\d{1,2}(?:a|o|ª|º)$/.test(word) && next !== undefined && ORDINAL_NUMBERED_TYPE.test(next);
}

/**
 * "1e Jan Steenstraat 118", "2e Hugo de Grootstraat 5": Dutch streets open with an ordinal (eerste, tweede; "1e",
 * "2de", "1ste") before a name that ends in a street's word and then the house number; the ordinal is the street's.
 */
function dutchOrdinal(words: readonly string[]): boolean {
  if (!/^\d{1,2}(?:e|de|ste)$/i.test(words[0] ?? '')) return false;
  const end = words.findIndex((w, i) => i > 0 && i <= 4 && endsContinentalStreet(w));
  return end > 0 && isHouseNumber(words[end + 1] ?? '');
}

/** A block's letter and the house's number in it: "D12", "F9". */
const BLOCK_LETTER_NUMBER = /^[A-Z]\d{1,3}$/;

/**
 * After "12 A" and a type that is also written last ("place", "avenue", "boulevard"): an article or an elided one
 * opening a name ("12 B place d'Alsace", "40 A boulevard de la Paix") says the type is written first, as France writes
 * it, and the letter is the number's; a type ending the words is a lettered street's ("12 B Street").
 */
function typeBeforeName(next: string | undefined): boolean {
  return next !== undefined && (NAME_ARTICLE.test(next) || ARTICLE.test(next) || /^[dl]['’]\p{L}/iu.test(next));
}

/** "612 A So Lake St", "830 1/2 Davis St", "1234 ½ Elm St", "1 ter Av. Amélie", "12 & 14 Main St": a number in several words. */
export function leadingNumber(words: readonly string[]): { number: string; used: number } | undefined {
  const [w0, w1, w2] = words;
  if (w0 && w1 && GRID_HALF.test(w0) && GRID_HALF.test(w1) && words.length > 2) return { number: `${w0} ${w1}`, used: 2 };
  const marked = markedNumber(words);
  if (marked) return marked;
  const spelled = spelledNumber(words);
  if (spelled > 0) return { number: words.slice(0, spelled).join(' '), used: spelled };
  // "D12 Calle 2": Puerto Rico's urbanizations number a house by its block's letter, before a street typed in Spanish.
  if (w0 && w1 && BLOCK_LETTER_NUMBER.test(w0) && isPrefixType(w1) && words.length > 2) return { number: w0, used: 1 };
  // "W3580 County Road K": rural grid numbers are a directional letter and three digits or more.
  if (!w0 || !isHouseNumber(w0) || !/^(?:\d|[NSEW]\d+[NSEW]\d|[NSEW]\d{3,}$)/i.test(w0) || spanishOrdinal(w0, w1) || dutchOrdinal(words)) return undefined;
  if (w1 && /^(?:[1-3]\/[248]|[½¼¾]|bis|ter|quater)$/i.test(w1)) return { number: `${w0} ${w1}`, used: 2 };
  // "12 & 14 Main St": two neighbouring numbers of one building.
  if (w1 === '&' && w2 && /^\d+[A-Za-z]?$/.test(w2) && /^\d/.test(w0) && words.length > 3) return { number: `${w0} & ${w2}`, used: 3 };
  // "12 B Zorble St": a letter of the number's; not "11 r. de Rivoli", where a letter before an article is the type's
  // abbreviation (rue, rua), nor "45 M. L. King Dr", where the letter is the first of a name's initials.
  if (w1 && w2 && LETTER.test(w1) && !isSingleDirectional(w1) && NAME_WORD.test(w2) && !LETTER.test(w2) && !NAME_ARTICLE.test(w2)) {
    if (!isSuffix(w2) || typeBeforeName(words[3])) return { number: `${w0} ${w1}`, used: 2 };
  }
  return { number: w0, used: 1 };
}

/** A directional in a letter or spelled out ("N", "S.", "West"): one axis of a grid street. */
const GRID_AXIS = /^(?:[NSEW]\.?|north|south|east|west)$/i;

/** "N 300 W Logan", "West 9100 S": a grid street as Utah and Idaho number them, directional, distance, directional. */
function gridStreet(after: readonly string[]): boolean {
  const [first, distance, second] = after;
  return first !== undefined && second !== undefined && GRID_AXIS.test(first) && /^\d+$/.test(distance!) && GRID_AXIS.test(second);
}

/** "W Grimble", "West Grimble Zorbleton": a directional, then a name (the caller asks that no number come after). */
function directionalStreet(after: readonly string[]): boolean {
  return after.length >= 2 && isDirectional(after[0]!) && NAME_WORD.test(after[1]!) && !isDirectional(after[1]!);
}

/**
 * "W 52nd", "70th", "SE Fourth": past its directionals, an ordinal naming a US street written without its type; not a
 * floor's ("5th Floor"), unless the floor's own number follows ("68th Flr 21").
 */
export function opensWithOrdinalStreet(after: readonly string[]): boolean {
  let at = 0;
  while (at < after.length - 1 && isDirectional(after[at]!)) at++;
  return isOrdinal(after[at] ?? '') && !(/^(?:fl|flr|floor)\.?$/i.test(after[at + 1] ?? '') && !/^#?\d/.test(after[at + 2] ?? ''));
}

/**
 * "Holiday Inn 7106 33 St", "Acme Corp 3920 West 16 St.": after a venue's name and the house number, a bare number
 * right before the type (and after any directionals) names the street (33rd Street), as New York writes it.
 */
export function numberedStreetAfter(after: readonly string[]): boolean {
  const type = after.findIndex((w) => isStrongSuffix(w));
  const before = after.slice(0, type);
  return type >= 1 && /^\d{1,3}$/.test(before[type - 1]!) && before.slice(0, -1).every((w) => isDirectional(w));
}

/**
 * Wisconsin's grid number in one word ("N8W39291", "W156N8480"): the quarter's directions and distances, which
 * stands where digits would.
 */
export const WISCONSIN_GRID_TEXT = String.raw`[NSEW]\d+[NSEW]\d+`;
const WISCONSIN_GRID = new RegExp(`^${WISCONSIN_GRID_TEXT}$`, 'i');

/** Does this word open as a house number does: a digit, or a Wisconsin grid number ("Larkspur Clinic N3W13223 ...")? */
function opensLikeNumber(word: string): boolean {
  return /^\d/.test(word) || WISCONSIN_GRID.test(word);
}

/**
 * "The Book Club 100-106 Leonard St", "Acme Corp 7 1/2 Broad Ln", "Smith Hardware One Oak St": a house number
 * (in any of the forms a leading one takes) after a venue name, followed by a street.
 */
export function middleNumber(words: readonly string[]): { at: number; number: string; used: number } | undefined {
  let ahead: WordsAhead | undefined;
  for (let i = 1; i < words.length - 1; i++) {
    // "Route 9 ...": a number after a road's word is the road's; a lone letter's only when no typed street follows
    // ("Circle K 4500 E Speedway Blvd" is a name's letter, then the house number).
    const roadBefore = isRoadNumberWord(words[i - 1]!);
    if (roadBefore && !LETTER.test(words[i - 1]!)) continue;
    const numeric = opensLikeNumber(words[i]!);
    if (numeric ? !isHouseNumber(words[i]!) : !GRID_HALF.test(words[i]!) && !NUMBER_WORD.test(words[i]!)) continue;
    const rest = words.slice(i);
    const lead = leadingNumber(rest);
    if (!lead || (!numeric && !GRID_HALF.test(words[i]!) && spelledNumber(rest) === 0)) continue;
    ahead ??= new WordsAhead(words);
    const from = i + lead.used;
    const after = words.slice(from);
    // "Studio 54 254 W 54th St", "Mile 5 Market 300 Main St": a number in the venue's name; the street's comes later.
    if (ahead.lastSuffix >= from && ahead.noFiguresBetween(from, ahead.lastSuffix)) return { at: i, ...lead };
    if (numeric && ahead.numberedStreetFrom(from)) return { at: i, ...lead };
    if (roadBefore) continue;
    // "Urb Las Zorbleras 150 Calle A", "Hotel Zorble 12 Rue de la Paix", "Chevron 3500 El Camino Real": a street whose
    // type is written first (after its article).
    const typeAt = after.length >= 3 && ARTICLE.test(after[0]!) ? 1 : 0;
    if (after.length >= typeAt + 2 && isPrefixType(after[typeAt]!) && numeric) return { at: i, ...lead };
    // "Shell 9900 Interstate 10 W", "Citgo 2100 US Hwy 1 S": a road named by its number, which has no type.
    if (numeric && opensWithNumberedRoad(after)) return { at: i, ...lead };
    // "Zorble Field 1060 W Grimble Zorbleton", "Jane Doe 233 S. Grimble": a US street written without its type, a
    // directional and a name after the number, and no other number to come.
    if (numeric && directionalStreet(after) && ahead.noDigitFrom(from)) return { at: i, ...lead };
    // "Zorble Feed & Seed 55 N 300 W Logan": a grid street, which has no type either.
    if (gridStreet(after) && numeric) return { at: i, ...lead };
    // "Cedar Point Insurance 21282 W 52nd El Paso", "Quick Lube N313 W9779 151st": a street named by its ordinal alone,
    // after a house number in figures or on Wisconsin's grid, and no other number to come.
    const figures = numeric || GRID_HALF.test(words[i]!);
    if (figures && opensWithOrdinalStreet(after) && ahead.noDigitFrom(from, true)) return { at: i, ...lead };
  }
  return undefined;
}

/** Does this part open with a house number in any written form ("12", "W184 N8820", "Two ... Plaza")? */
export function opensWithHouseNumber(words: readonly string[]): boolean {
  return leadingNumber(words) !== undefined;
}

/**
 * Markers no street or town is named by: Peru's and Spain's "Nro." and "Núm.", Italy's "civico" (the house's civic
 * number), Vietnam's "Số" (number), Ukraine's "буд." (будинок, house).
 */
const MARKER_WORDS = String.raw`nro\.?|n[uú]m\.|civico|số|буд\.|будинок`;
/**
 * "nr. 5", "Nº 5", "n° 5", "n.º 5" (Portugal's, its dot written), "no. 5", Turkey's "No: 5" and "No 5", Russia's "д. 5" and "дом 5" (house), and the words
 * above: a word that says the house number follows; not part of the street.
 */
const NUMBER_MARKER = new RegExp(String.raw`^(?:nr[.:]?|n\.?[º°][.:]?|no[.:]?|n\.|д\.|дом|${MARKER_WORDS})$`, 'iu');
/** The markers that cannot be North ("No Main St") nor a road's "No" ("Highway No 5"): with a dot, colon or º. */
const WRITTEN_MARKER = new RegExp(String.raw`^(?:nr[.:]?|n\.?[º°][.:]?|no[.:]|д\.|дом|${MARKER_WORDS})$`, 'iu');

export function isNumberMarker(word: string | undefined): boolean {
  return word !== undefined && NUMBER_MARKER.test(word);
}

/** A Roman numeral of one letter: one, five or ten. */
const ONE_LETTER_NUMERAL = /^[ivx]$/i;

/**
 * "Bd. Carol I 100", "Avenida Dom Pedro I 1500": a numeral of one letter after a name, in a street whose type is written
 * first, is the ordinal of the king or emperor the street is named after, not a road's letter ("Route I 5"); the number
 * after it is the house number. Needs the type and a name of letters before the numeral ("Calle I 12" may be a road's).
 */
function regnalNumeral(words: readonly string[], k: number): boolean {
  if (k < 3 || !ONE_LETTER_NUMERAL.test(words[k - 1]!) || !isPrefixType(words[0]!)) return false;
  const name = words[k - 2]!;
  return /^\p{L}{3,}$/u.test(name) && !isSuffix(name) && !isRoadNumberWord(name);
}

/**
 * "Route 66", "Old Number 6 Highway", "Highway No 5": the word before names a road by the number, unless it marks a
 * house number after a street's name ("Zorble Sokak No 5").
 */
function roadsNumber(words: readonly string[], k: number): boolean {
  const word = words[k - 1]!;
  // "Zorble u. 12", "Zorblės g. 8": Hungary's and Lithuania's abbreviated street types are letters, as a road's may be
  // ("Avenue J"), but end the name.
  if (k >= 2 && (HUNGARIAN_TYPE.test(word) || BALTIC_TYPE.test(word))) return false;
  if (!isNumberMarker(word)) return isRoadNumberWord(word) && !regnalNumeral(words, k);
  return !WRITTEN_MARKER.test(word) && k >= 2 && isRoadNumberWord(words[k - 2]!);
}

/**
 * "No. 12 Zorble Road", "Nº 5 Rua Zorble", "No 45 Zorble Road": a written marker opening the address, then the house
 * number; "No" without its dot too, there, where North cannot stand before a number ("No 9 Road" names a road).
 */
function markedNumber(words: readonly string[]): { number: string; used: number } | undefined {
  const [w0, w1] = words;
  if (!w0 || !w1 || words.length < 3 || !isHouseNumber(w1) || !/^\d/.test(w1)) return undefined;
  const marked = WRITTEN_MARKER.test(w0) || (/^(?:no|nr)$/i.test(w0) && !isStrongSuffix(words[2]!));
  return marked ? { number: w1, used: 2 } : undefined;
}

/** The Latin "again" of France, Belgium, Italy and the Netherlands (bis, ter, quater): a second house on one number. */
const LATIN_ADDITION = /^(?:bis|ter|quater)$/i;

export function isLatinAddition(word: string | undefined): boolean {
  return word !== undefined && LATIN_ADDITION.test(word);
}

/**
 * "Triftstraße 67", "Calle Principal 20 B", "Zorblestraat 88 bis": the number after the street, as much of Europe
 * writes it, with its addition written apart; Hungary ends it with a dot ("Zorble u. 12.").
 */
export function trailingNumber(words: readonly string[]): number {
  let k = words.length - 1;
  if (words.length >= 3 && (/^[A-Za-z]$/.test(words[k]!) || isLatinAddition(words[k]))) k -= 1;
  const word = words[k]?.replace(/(?<=\d)\.$/, '');
  // Quito's "N34-311" opens with its quarter's letters.
  if (k < 1 || !word || !isHouseNumber(word) || !/^(?:\d|(?:[NSE]|Oe)\d{1,2}[A-Z]?-\d)/.test(word) || roadsNumber(words, k)) return -1;
  return k;
}

/** Hungary's street types, written after the name: utca (u.), út, tér, körút (krt.), köz, fasor, rakpart, sétány. */
const HUNGARIAN_TYPE = /^(?:u\.|utca|út|útja|tér|körút|krt\.|köz|fasor|rakpart|sétány)$/i;

/**
 * Street words as continental Europe compounds them ("Zorblestraat", "Storgatan", "Karl Johans gate", "Zorbleweg",
 * Finland's "Zorblekatu", "Zorblentie"): a number after such a word is the house number whatever follows it. With them
 * German paths, rings and ditches ("Zorblepfad", "Zorblesteig", "Zorblekamp", "Zorblegraben"), Danish "-vejen" and
 * "-stræde", Norwegian "-bakken", Swedish "-backe" and "-torg", Finnish "-polku" and "-väylä", Dutch "-pad", "-dijk" and
 * "-kaai"; the short ones after four letters at least, so that "Spring" and "Bowtie" are no streets.
 */
const CONTINENTAL_TYPE_ENDING =
  /(?:straße|strasse|str\.|straat|gracht|kade|laan|plein|singel|dreef|steeg|gasse|allee|platz|damm|ufer|weg|chaussee|gatan|vägen|väg|gränd|torget|gata|gate|gaten|veien|vegen|vei|vej|vejen|gade|stræde|plass|torv|bakken|backe|katu|kuja|polku|väylä|pfad|steig|stieg|kamp|graben|dijk|kaai|(?<=\p{L}{4})(?:ntie|tie|ring|pad|torg))$/iu;

/**
 * The Baltic states' street types, written after the name: Lithuanian gatvė (g.), prospektas (pr.), alėja (al.), plentas
 * (pl.), skersgatvis (skg.); Latvian iela, bulvāris (bulv.), prospekts (prosp.), gatve; Estonian tänav (tn), maantee
 * (mnt), puiestee (pst). "g." and "pr." read as a road's letters ("Route G", "PR 52") without them.
 */
const BALTIC_TYPE = /^(?:g\.|gatvė|pr\.|prospektas|al\.|alėja|pl\.|plentas|skg\.|iela|bulv\.|bulvāris|prosp\.|prospekts|gatve|tn|tänav|mnt|maantee|pst|puiestee)$/i;

/** "Lindenstraße", "Storgatan": the type compounded with the name in one word, not written apart ("Straße", "gate"). */
export function isCompoundStreet(word: string): boolean {
  const ending = CONTINENTAL_TYPE_ENDING.exec(word);
  return ending !== null && word.length - ending[0].length >= 3;
}

/** "Zorblestraat", "Zorble utca", "Zorblės g.": a word that ends a street's name as continental Europe writes it, never a town's. */
export function endsContinentalStreet(word: string): boolean {
  return CONTINENTAL_TYPE_ENDING.test(word) || HUNGARIAN_TYPE.test(word) || BALTIC_TYPE.test(word);
}

/** "Av. da Liberdade 110", "Zorblestraat 12": a street written as Europe writes it, the number after the name. */
function continentalStreet(street: readonly string[]): boolean {
  if (street.length === 0) return false;
  if (endsContinentalStreet(street[street.length - 1]!)) return true;
  // A type written first, then at least one word of name ("Avenue 50 Los Angeles" names its road with the number);
  // a number inside the name is the name's ("Avenida 9 de Julio").
  return street.length >= 2 && isPrefixType(street[0]!) && !/\d/.test(street[street.length - 1]!) && street.slice(1).some((w) => /\p{L}{2}/u.test(w));
}

/**
 * "Bdul Iuliu Maniu 111 Bucharest", "Av. da Liberdade 110 Zorbleira": number, then the town; the town known, or the
 * street written as continental Europe writes it, so that the words after its number can only be the town. A marker
 * written with its dot, colon or º ("Zorble Bulvarı No:100 Çankaya", "Calle Zorble nº 5 Zorbleda") says as much: the
 * number after it is the house number, never a road's, and the names after that are the town, or, with the town
 * written in a part of its own ("Zorble Bulvarı No:100 Çankaya, Ankara"), its district, which is no part of the street.
 */
export function numberBeforeTown(words: readonly string[], ctx: { readonly dict: PlaceDictionary; readonly mayHoldLocality: boolean }): number {
  for (let i = 1; i < words.length - 1; i++) {
    const after = words.slice(i + 1);
    if (!isHouseNumber(words[i]!) || !/^\d/.test(words[i]!) || roadsNumber(words, i)) continue;
    if (after.length > 3 || !after.every((w) => NAME_WORD.test(w) && !isSuffix(w))) continue;
    const street = words.slice(0, isNumberMarker(words[i - 1]) ? i - 1 : i);
    // With the town set apart by a comma, only a marker vouches for the words after the number (a district's).
    const marked = i >= 2 && WRITTEN_MARKER.test(words[i - 1]!);
    if (marked || (ctx.mayHoldLocality && (ctx.dict.isLocality(after.join(' ')) || continentalStreet(street)))) return i;
  }
  return -1;
}

/**
 * "s/n", "S/N", "s.n.": Spain's and Portugal's "sin número", "sem número", written where a house has no number; "snc"
 * (senza numero civico), Italy's.
 */
const NO_NUMBER = /(?<![\p{L}\d])(?:s(?:\/|\.\s?)n\.?|snc)(?![\p{L}\d])/giu;

/**
 * "Plaza de España s/n, 41013 Sevilla", "Avenida Zorbla, s/n, 28001": the mark of a house without a number is no part
 * of the street; left in, it ends the street's name or is read as the street. Cut with its comma.
 */
export function withoutNoNumber(text: string): string {
  return text.replace(NO_NUMBER, ' ').replace(/,\s*,/g, ',').replace(/\s+,/g, ',').replace(/^[\s,]+|[\s,]+$/g, '');
}
