import { isMisspeltType } from './misspelt-types';
import { ORDINALS } from './normalize-tables';
import { CYRILLIC_STREET_TYPES } from './street-types-cyrillic';

/**
 * Word classes the offline parser reasons with: street types (USPS Publication
 * 28 suffixes and their usual abbreviations, plus common British and
 * Commonwealth ones), directionals, and words that take a road number.
 */

/**
 * Suffixes that nearly always end a street name: the street types of USPS
 * Publication 28 (Appendix C1) that seldom open or make a town's name, with
 * their USPS and common abbreviations, and British and Commonwealth ones.
 */
const STRONG_SUFFIXES = new Set(
  (
    'alley aly allee ally avenue ave av avn aven avenu avnue blvd boulevard boul boulv bvd bypass byp bypa bypas byps ' +
    'causeway cswy causwa circle cir circ circl crcl crcle circles cirs close court ct crt courts cts cove cv coves cvs ' +
    'crescent cres crsent crsnt drive dr drv driv drives drs expressway expy expwy expw expr express extension ext extn ' +
    'extnsn extensions exts freeway fwy freewy frway frwy gardens gdns gateway gtwy gatewy gatway gtway highway hwy hgwy ' +
    'hiway hiwy hway highwy hollow holw hllw hollows holws knoll knl knol knolls knls lane ln loop loops mall motorway mtwy ' +
    'oval ovl overpass opas parkway pkwy pky py pkway parkwy parkways pkwys place pl plaza plz plza radial radl rad radiel ' +
    'ramp road rd roads rds route rte skyway skwy spur spurs street st str strt streets sts strasse straße stravenue stra ' +
    'strav straven stravn strvn strvnue terrace ter terr throughway trwy trafficway trfy trail trl trails trls track trak ' +
    'trk tracks trks tunnel tunl tunel tunls tunnels tunnl turnpike tpke trnpk turnpk underpass upas way wy ways walk walks ' +
    'mews parade pde esplanade circuit cct crossing xing crssng crossroad xrd crossroads xrds curve curv arcade arc annex ' +
    'anx anex annx broadway quay grove grv row square sq sqr sqre squ squares sqs trace trce pike pikes path paths ' +
    // Australian and New Zealand road types (AS 4590) and their abbreviations, and British ones.
    'tce cl esp gr promenade prom roadway rdwy brae wynd drove concourse boardwalk laneway pathway walkway driveway dvwy ' +
    'yard yd ' +
    // India's, written after the name: Marg (road, Hindi), Salai (road, Tamil).
    'marg salai ' +
    // Short forms written in US lists though not USPS's own: Lp (Loop), Tr (Trail), Cr (Circle or Crescent).
    'lp tr cr ' +
    // The rest of Publication 28's forms of these types (C1's second column): Exp, Viaduct (not Via, a type written
    // first in Italy and Latin America), Groves, Squares, Traces.
    'exp viaduct vdct viadct grdns grov groves grvs sqrs traces'
  ).split(' '),
);

/** Street types that are also ordinary name words ("Hyde Park Boulevard", "Laurel Run Road", "Spring Valley"). */
const WEAK_SUFFIXES = new Set(
  (
    'park pk prk parks run hill hl hills hls hts heights point pt points pts ridge rdg rdge ridges rdgs view vw views vws ' +
    'creek crk lake lk lakes lks mill ml mills mls market station sta stn statn center ctr centre centers ctrs green grn ' +
    'greens grns glen gln glens glns bend bnd commons cmns common cmn landing lndg lndng manor mnr manors mnrs meadow mdw ' +
    'meadows mdws pass passage psge vista vis vsta vst villas village vlg villages vlgs harbor hbr harbour harbors hbrs ' +
    'bridge brg brook brk brooks brks bay key keys kys island islnd islands isle isles gate rise wharf beach bch bluff ' +
    'blf bluffs blfs bottom btm branch brnch burg burgs canyon cyn cape cpe cliff clf cliffs clfs club clb corner cor ' +
    'corners cors course crse crest crst dale divide div estate est estates ests falls fls ferry fry field fld fields ' +
    'flds flat flt flats flts ford frd fords forest frst forge frg forges fork frk forks frks garden gdn haven hvn inlet ' +
    'inlt junction jct jctn junctions jcts light lgt lights lgts lock lck locks lcks lodge ldg mission msn mountain mtn ' +
    'mountains mtns neck nck orchard orch pine pne pines pnes plain pln plains plns port prt ports prts prairie ' +
    'ranch rnch ranches rapid rpd rapids rpds rest rst river riv rvr shoal shl shoals shls shore shr shores shrs spring ' +
    'spg springs spgs stream strm summit smt valley vly valleys vlys well wls wells ' +
    'entrance ent retreat outlook vale ride chase glade brow nook ' +
    // The rest of Publication 28's types and their forms, which name places as often as streets: Bayou (Byu), Branch
    // (Br), Burg (Bg), Camp (Cp), Dale (Dl), Dam (Dm), Divide (Dv), Fall, Fort, Island (Is), Key (Ky), Land, Loaf
    // (Lf), Mount, Prairie (Pr), Union (Un), Ville (Vl), Wall, Well (Wl), and misspellings C1 lists. Not Mt and Ft,
    // which open names ("Mt Vernon Ave") and are read so, nor Rue (a type written first) or Trlr (a unit).
    'bayou byu bayoo bluf bot bottm br brdge bg bgs camp cp cmp canyn cnyn cen cent centr cnter cntr dl dam dm dv dvd ' +
    'fall frry frds forests forg frgs fort frt gardn grden grdn harb harbr hrbor ht is iss islnds jction junctn juncton ' +
    'jctns ky land loaf lf ldge lodg medows missn mssn mount mnt mntain mntn mountin mtin mntns orchrd pr prr rnchs ' +
    'rivr shoar shoars spng sprng spngs sprngs streme sumit sumitt union un unions uns vally vlly vill villag villg ' +
    'villiage ville vl vist wall wl'
  ).split(' '),
);

/**
 * Words after which a number is part of the street ("Route 66", "State Rte 153", "County Road 12", "Cty Rd 5", "Spur
 * 5"), with the roads of rural Canada's survey grid ("Sideroad 10", "Concession 6", "Line 7", Nova Scotia's "Trunk 2", Québec's
 * "Autoroute 40"), Latin America's "Ruta 5", Texas's "RM 1431" (Ranch to Market) and Ohio's "TR 279" (Township Road).
 */
const ROAD_NUMBER_WORDS = new Set(
  ('route rte rt highway hwy hgwy interstate i ih us sr sh cr fm rm tr pr business bus road rd number no state county cnty cty ranch loop lp spur ' +
    'sideroad sideline concession line trunk autoroute ruta'
  ).split(' '),
);

const SINGLE_DIRECTIONALS = new Set(['n', 's', 'e', 'w']);
const COMPOUND_DIRECTIONALS = new Set(['ne', 'nw', 'se', 'sw']);
const WORD_DIRECTIONALS = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'no', 'so']);

/** Street-type words written before the name ("Rue de la Paix", "Calle Mayor", "Via Roma", "Calea Victoriei", "Náměstí Míru"). */
const PREFIX_TYPES = new Set(
  ('rue avenue ave av av. boulevard bd chemin impasse allée place quai calle avenida avda avda. camino carrer paseo ' +
    'passeig plaça travesía glorieta pasaje plaza via viale piazza piazzale vicolo lungomare corso rua travessa tv. ' +
    'largo praça estrada c. c/ ulica ul. aleja plac náměstí nám. třída ulitsa ул. jalan strada calea aleea bdul ' +
    'bulevardul șoseaua soseaua splaiul intrarea ' +
    // Argentina's and Uruguay's boulevard, with its dot ("Bv. Oroño"; "BV" is a Dutch firm's form).
    'bulevar bv. ' +
    // Quebec's, as Canada Post abbreviates them ("boul. Saint-Laurent", "ch. de la Côte-des-Neiges", "rang Saint-Joseph").
    'boul boul. ch. montée côte rang croissant terrasse carré sentier'
  ).split(' '),
);

/** A word of letters, with apostrophes, dots and hyphens after the first ("O'Fallon", "St.", "Winston-Salem"): one that can be part of a place's name. */
const NAME_WORD = /^\p{L}[\p{L}'’.-]*$/u;

export function isNameWord(word: string): boolean {
  return NAME_WORD.test(word);
}

/** "52nd", "101st", "Fifth": an ordinal in figures or spelled out, as US streets are numbered ("W 52nd", "Fifth Ave"). */
export function isOrdinal(word: string): boolean {
  return /^\d{1,4}(?:st|nd|rd|th)$/i.test(word) || ORDINALS.includes(word.toLowerCase());
}

export function bare(word: string): string {
  return word.toLowerCase().replace(/[.,]/g, '');
}

for (const type of CYRILLIC_STREET_TYPES) {
  STRONG_SUFFIXES.add(type);
  PREFIX_TYPES.add(type);
}

export function isStrongSuffix(word: string): boolean {
  const b = bare(word);
  return STRONG_SUFFIXES.has(b) || (!WEAK_SUFFIXES.has(b) && isMisspeltType(b));
}

export function isWeakSuffix(word: string): boolean {
  return WEAK_SUFFIXES.has(bare(word));
}

/** Street types that also end many towns' names ("Elk Grove", "Newtown Square", "Palm Beach Gardens", "Mountlake Terrace"). */
const TOWN_ENDING_TYPES = new Set(['grove', 'square', 'gardens', 'terrace', 'crossing']);

/** A street type that seldom ends a town's name: what says "street" beside a PO box, where a town is expected. */
export function isStreetOnlyType(word: string): boolean {
  return isStrongSuffix(word) && !TOWN_ENDING_TYPES.has(bare(word));
}

export function isSuffix(word: string): boolean {
  return isStrongSuffix(word) || isWeakSuffix(word);
}

export function isRoadNumberWord(word: string): boolean {
  return ROAD_NUMBER_WORDS.has(bare(word)) || /^[a-z]\.?$/i.test(word);
}

/** "US-9", "I-95", "SR-16", "NY-9W", "M-59", "CR-12": a road named by its system's letters and number in one word. */
const HYPHENATED_ROAD = /^[A-Za-z]{1,3}-\d{1,4}[A-Za-z]?$/;

export function isHyphenatedRoad(word: string): boolean {
  return HYPHENATED_ROAD.test(word.replace(/\.$/, ''));
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

/**
 * What names a road after its type or road word: a number ("Avenue 50", "Route 9"), a letter ("Ave J"), or the
 * letter codes of county and state highways ("County Rd BB", "Hwy AA", "County Road GV").
 */
const ROAD_CODE = /^(?:\d{1,4}[A-Za-z]?|[A-Za-z]|([A-Za-z])\1|[A-Z]{2})$/;

export function isRoadCode(word: string): boolean {
  return ROAD_CODE.test(word.replace(/\.$/, ''));
}

/**
 * "Ave. H", "S Avenue 50", "County Rd BB": a street type that opens names, or a road word, with nothing before it
 * but directionals and road words, so the code after it is the road's name.
 */
export function typeWrittenFirst(street: readonly string[]): boolean {
  const type = street[street.length - 1];
  // Types that open names ("Avenue", "Hwy"); not "Broadway", which is a whole name ("Broadway E").
  if (!type || !(isPrefixType(type) || isRoadNumberWord(type)) || /^[A-Za-z]\.?$/.test(type)) return false;
  return street.slice(0, -1).every((w) => isDirectional(w) || (isRoadNumberWord(w) && w.length > 1));
}

/**
 * The additions Dutch and French numbers carry in one word: "12-hs" (ground floor, huis), "12-bg" (begane grond),
 * "112-III" (third floor), "12bis", "7-ter".
 */
const NUMBER_ADDITION = String.raw`(?:-?(?:hs|bg|bis|ter|huis)|-(?:I{1,3}|IV|V|zw))`;

/** Quito's numbers: the city's quarter (N, S, E, Oe), the street's block and the metres along it ("N34-311", "Oe3-45"). */
const QUITO_NUMBER = String.raw`(?:[NSE]|Oe)\d{1,2}[A-Z]?-\d{1,4}`;
/**
 * The grid numbers of Chicago's western suburbs (DuPage and Kane counties): miles from the city's baseline, the
 * direction, and the distance within the mile ("38W040", "0N250", "1S450").
 */
const DUPAGE_NUMBER = String.raw`\d{1,2}[NSEW]\d{3}`;

/**
 * A house number as written: 12, 12A, 123-A, 12/A (Italy's letter after a slash), 24-28, 8/437, 7/3/12 (Austria's house,
 * stair and door), 16½, N170W20015 (Wisconsin grid), 12-hs and 12bis (NUMBER_ADDITION), N34-311 (QUITO_NUMBER), 38W040
 * (DUPAGE_NUMBER); "830 1/2" is handled by the caller.
 */
export const HOUSE_NUMBER = new RegExp(
  String.raw`^(?:\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?){0,2}|\d+[-/][A-Za-z]|\d+½|\d+${NUMBER_ADDITION}|[A-Za-z]\d+|[NSEW]\d+[NSEW]\d+|${QUITO_NUMBER}|${DUPAGE_NUMBER})$`,
  'i',
);

export function isHouseNumber(word: string): boolean {
  return HOUSE_NUMBER.test(word.replace(/,$/, ''));
}

/** Months' names, in the languages whose streets are named by a date ("Rue du 8 Mai 1945", "Str. 1 Decembrie 1918"). */
const MONTHS = new Set(
  ('janvier février fevrier mars avril mai juin juillet août aout septembre octobre novembre décembre decembre ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre ' +
    'janeiro fevereiro março marco maio junho julho setembro outubro dezembro ' +
    'ianuarie februarie martie aprilie iunie iulie septembrie octombrie noiembrie decembrie ' +
    'januar februar märz maerz juni juli oktober dezember januari februari maart mei augustus').split(' '),
);

/**
 * "Rue du 8 Mai 1945", "Avenue du 19 Mars 1962", "Str. 1 Decembrie 1918": a year right after a month's name ends a
 * street named by a date; it is no unit and no postal code.
 */
export function isYearOfDate(word: string, before: string | undefined): boolean {
  return /^(?:1[6-9]\d\d|20[0-2]\d)$/.test(word) && before !== undefined && MONTHS.has(bare(before));
}

/** "31-Décembre", "1er-Août": a day and its month joined by a hyphen, as Geneva names streets by dates ("Rue du 31-Décembre"). */
export function isHyphenatedDate(word: string): boolean {
  const match = /^\d{1,2}(?:er)?-(\p{L}+)$/u.exec(word);
  return match !== null && MONTHS.has(bare(match[1]!));
}
