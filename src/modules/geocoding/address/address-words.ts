/**
 * Word classes the offline parser reasons with: street types (USPS Publication
 * 28 suffixes and their usual abbreviations, plus common British and
 * Commonwealth ones), directionals, and words that take a road number.
 */

/** Suffixes that nearly always end a street name. */
const STRONG_SUFFIXES = new Set(
  (
    'alley aly allee avenue ave av avn blvd boulevard bvd bypass byp causeway cswy circle cir circ close ' +
    'court ct cove cv crescent cres drive dr drv expressway expy expwy freeway fwy gardens gdns highway hwy hgwy ' +
    'hiway lane ln loop parkway pkwy pky py pkway place pl plaza plz road rd route rte street st str strasse ' +
    'straße terrace ter terr trail trl turnpike tpke way wy walk mews parade pde esplanade circuit cct ' +
    'crossing xing boulevard broadway quay grove grv row square sq trace trce pike path'
  ).split(' '),
);

/** Suffixes that are also ordinary name words ("Hyde Park Boulevard", "Laurel Run Road"). */
const WEAK_SUFFIXES = new Set(
  (
    'park pk run hill hl hills hts heights point pt ridge rdg view vw creek crk lake lk mill market station ' +
    'sta center ctr centre green grn glen gln bend bnd commons common landing lndg manor mnr meadows ' +
    'pass vista villas harbor hbr harbour bridge brg brook brk bay key island isle gate rise wharf'
  ).split(' '),
);

/** Words after which a number is part of the street ("Route 66", "State Rte 153", "County Road 12"). */
const ROAD_NUMBER_WORDS = new Set(
  'route rte rt highway hwy hgwy interstate i us sr cr fm pr business bus road rd number no state county ranch'.split(' '),
);

const SINGLE_DIRECTIONALS = new Set(['n', 's', 'e', 'w']);
const COMPOUND_DIRECTIONALS = new Set(['ne', 'nw', 'se', 'sw']);
const WORD_DIRECTIONALS = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'no', 'so']);

/** Street-type words written before the name ("Rue de la Paix", "Calle Mayor", "Via Roma"). */
const PREFIX_TYPES = new Set(
  'rue avenue ave av. boulevard bd chemin impasse allée place calle avenida carrer paseo plaza via viale piazza corso rua travessa tv. largo c. c/ ulica ul. aleja ulitsa ул. jalan strada bdul'.split(
    ' ',
  ),
);

export function bare(word: string): string {
  return word.toLowerCase().replace(/[.,]/g, '');
}

export function isStrongSuffix(word: string): boolean {
  return STRONG_SUFFIXES.has(bare(word));
}

export function isWeakSuffix(word: string): boolean {
  return WEAK_SUFFIXES.has(bare(word));
}

export function isSuffix(word: string): boolean {
  return isStrongSuffix(word) || isWeakSuffix(word);
}

export function isRoadNumberWord(word: string): boolean {
  return ROAD_NUMBER_WORDS.has(bare(word)) || /^[a-z]\.?$/i.test(word);
}

/** N, S., E, W */
export function isSingleDirectional(word: string): boolean {
  return SINGLE_DIRECTIONALS.has(bare(word));
}

/** NE, S.W., North, Southeast */
export function isStreetDirectional(word: string): boolean {
  const b = bare(word);
  return COMPOUND_DIRECTIONALS.has(b) || WORD_DIRECTIONALS.has(b);
}

export function isDirectional(word: string): boolean {
  return isSingleDirectional(word) || isStreetDirectional(word);
}

export function isPrefixType(word: string): boolean {
  const lower = word.toLowerCase();
  return PREFIX_TYPES.has(lower) || PREFIX_TYPES.has(bare(word));
}

/** A house number as written: 12, 12A, 24-28, 8/437, 16½, N170W20015 (Wisconsin grid); "830 1/2" is handled by the caller. */
export const HOUSE_NUMBER = /^(?:\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?|\d+½|[A-Za-z]\d+|[NSEW]\d+[NSEW]\d+)$/i;

export function isHouseNumber(word: string): boolean {
  return HOUSE_NUMBER.test(word.replace(/,$/, ''));
}
