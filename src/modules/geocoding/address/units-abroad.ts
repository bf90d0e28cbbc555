/**
 * Flats, floors, staircases and buildings as the rest of the world writes them after (or around) the house number,
 * for the unit extraction (units.ts). Left in, they are read as the house number ("Hämeenkatu 12 as. 3" gives 3) or as
 * the street's name ("Damrak 12 bg" gives the street "bg").
 */

/**
 * Designators that take an identifier after them: France's "Bât. B" (bâtiment) and "Esc. 3" (escalier), Spain's "Esc.
 * 2" (escalera), "Pta. 4" (puerta) and "Of. 201" (oficina, with its dot), Puerto Rico's and Latin America's "Bloque 8"
 * ("Blq", "Bloq") and "Torre 2", Brazil's "Bloco B", "Sala 501", "Casa 2" and "Conj. 5" or "cj. 42" (conjunto), and
 * Norway's and Denmark's flat, "leil. 3" (leilighet) and "lejl. 3" (lejlighed), and Romania's block of flats,
 * staircase, floor and flat, "bl. 21", "sc. B", "et. 5", "ap. 72" (bloc, scara, etaj, apartament: their short forms
 * with their dots). None opens a street's or a town's name with a lone letter or a number after it.
 */
export const DESIGNATORS_ABROAD = String.raw`b[âa]t|b[âa]timent|esc|escalier|escalera|pta|puerta|bloque|bloq|blq|of(?=\.)|bloco|sala|casa|torre|conj(?=\.)|cj(?=\.)|conjunto|leil(?=\.)|leilighet|lejl(?=\.)|lejlighed|bl(?=\.)|bloc|sc(?=\.)|scara|et(?=\.)|etaj|ap(?=\.)|apartament`;

/**
 * After a house number (a digit, perhaps a letter, or a letter after a slash as Italy writes it: "77/A") and its comma,
 * where these flats are written. No flat opens with a space: so said first, every place inside a run of spaces fails at
 * once, instead of looking back over the run before it (the units already taken out leave runs of hundreds of spaces,
 * and looking back from each place in them made the search grow with the square of their length).
 */
export const AFTER_NUMBER_OPENS = String.raw`(?=\S)`;
const AFTER_NUMBER = String.raw`${AFTER_NUMBER_OPENS}(?<=\d(?:\/?\p{L})?,?\s+)`;
/** Where such a flat ends: its part, the address, or before a four- or five-digit postal code. */
const PART_END = String.raw`(?=\s*(?:,|$)|\s+\d{3}\s?\d{1,2}\b|\s+\d{4}(?:\s?[A-Z]{2})?\b)`;

export const UNIT_PATTERNS_ABROAD: readonly RegExp[] = [
  // "Mannerheimintie 12 B as. 5", "Hämeenkatu 48 as. 3": Finland's flat (asunto), perhaps after the staircase's letter.
  new RegExp(String.raw`${AFTER_NUMBER}(?:[A-Za-z]\s+)?as\.\s?\d{1,3}(?![\p{L}\d])`, 'gu'),
  // "Rue Neuve 12 b3", "Grote Markt 5 b 12": Belgium's box (bus, boîte) as one letter before the number.
  new RegExp(String.raw`${AFTER_NUMBER}b\.?\s?\d{1,3}${PART_END}`, 'giu'),
  // "Damrak 12 bg", "Kerkstraat 5 2 hoog", "Molenlaan 3 3hg": the Netherlands' ground floor (begane grond) and upper
  // floors (hoog), after the house number.
  new RegExp(String.raw`${AFTER_NUMBER}(?:bg|bel|\d{1,2}\s?(?:hoog|hg))\.?${PART_END}`, 'giu'),
  // "Keizersgracht 123 III", "Overtoom 45 II": Amsterdam's upper floors in capital Roman numerals, after the house
  // number and before the part's end or the postal code.
  new RegExp(String.raw`${AFTER_NUMBER}(?:I{1,3}|IV)${PART_END}`, 'gu'),
  // "Vesterbrogade 12 2. tv", "Nørregade 5 st. th", "Algade 3 1. mf", "Jernbanegade 4 2. sal": Denmark's floor (a number
  // with its dot, st. for the ground floor, kl. for the cellar) and side (left, right, middle), or "sal" (floor).
  new RegExp(String.raw`${AFTER_NUMBER}(?:\d{1,2}\.|st\.?|kl\.?)\s?(?:tv|th|mf|sal)\.?(?![\p{L}\d])`, 'giu'),
  // "Nørregade 7 4. 9000 Aalborg": Denmark's floor alone, its number and dot, before the postal code.
  new RegExp(String.raw`${AFTER_NUMBER}\d{1,2}\.(?=\s+\d{4}\b)`, 'gu'),
  // "Storgatan 5 3 tr", "Kungsgatan 12 2 tr ög": Sweden's floor (trappor, flights of stairs), over the courtyard (ög).
  // Not "Bristol BS1 5TR": the inward half of a British postcode after its outward half.
  new RegExp(String.raw`${AFTER_NUMBER}(?<!\b\p{L}{1,2}\d{1,2}\p{L}?\s+)\d{1,2}\s?tr(?:\.|appor)?(?:\s+ög\.?)?(?![\p{L}\d])`, 'giu'),
  // "Via Zorbla 5 scala B", "Via Zorbla 5 sc. A int. 3", "Via Zorbla 5 piano 2": Italy's staircase and floor after the
  // house number (not "Via della Scala 5", where the staircase's word names the street).
  new RegExp(String.raw`${AFTER_NUMBER}(?:scala|sc\.|piano|p\.)\s?(?:\d{1,2}|[A-Z])(?![\p{L}\d])`, 'giu'),
  // "Lindenallee 127 Hinterhaus", "Hauptstraße 24 EG": Germany's back and front houses and its storeys abbreviated (EG
  // ground, OG upper, DG attic, UG basement floor), after the house number.
  new RegExp(String.raw`${AFTER_NUMBER}(?:hinterhaus|vorderhaus|seitenflügel|gartenhaus|eg|og|dg|ug)\.?${PART_END}`, 'giu'),
  // "Váci utca 12. fszt. 1.", "Andrássy út 22. 2. em. 3.", "Rákóczi út 5 II. emelet 4.": Hungary's ground floor
  // (földszint) or floor (emelet, its number in figures or Roman with a dot) and door, after the house number and its dot.
  new RegExp(String.raw`${AFTER_NUMBER_OPENS}(?<=\d\.?,?\s+)(?:fszt\.?|fsz\.?|földszint|(?:\d{1,2}|[IVX]{1,4})\.\s?(?:em\.|emelet))(?:\s?\d{1,3}\.?)?(?![\p{L}\d])`, 'giu'),
  // "Atatürk Cad. No:15 D:4 K:2": Turkey's flat (daire) and floor (kat) as their letters and a colon.
  new RegExp(String.raw`(?<![\p{L}\d])[DK]\s?:\s?\d{1,3}(?![\p{L}\d])`, 'gu'),
  // "Jl. Merdeka No. 5 RT 02/RW 03", "RT.002 RW.003": Indonesia's neighbourhood and community units (rukun tetangga,
  // rukun warga), always as a pair.
  new RegExp(String.raw`(?<![\p{L}\d])RT\.?\s?\d{1,3}\s*/?\s*RW\.?\s?\d{1,3}(?![\p{L}\d])`, 'giu'),
  // "Mz A12 Lt 5", "Mz. B Lt. 20", "Manzana 3 Lote 12", "Qd 5 Lt 12": Latin America's block (manzana, Brazil's quadra)
  // and lot (lote), as a pair.
  new RegExp(String.raw`(?<![\p{L}\d])(?:mz|mza|manzana|qd|qda|quadra)\.?\s?(?:[A-Z]?\d+[A-Z]?|[A-Z])\s*,?\s*(?:lt|lote)\.?\s?\d+[A-Z]?(?![\p{L}\d])`, 'giu'),
];

/**
 * "Calle 24 Bloque 8 #33": as Puerto Rico's urbanizations write it, the block between the numbered street and the
 * house number marked "#". Taken out before the "#" is read, so that the number after it is the house's.
 */
export const BLOCK_BEFORE_MARKED_NUMBER = /(?<![\p{L}\d])(?:bloque|bloq|blq)\.?\s?[A-Z]?\d+[A-Z]?(?=\s*#\s*\d)/giu;
