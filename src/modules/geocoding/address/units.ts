import { isDirectional, isHouseNumber, isOrdinal, isPrefixType, isRoadNumberWord, isStrongSuffix, isSuffix } from './address-words';
import { leadingNumber, middleNumber, numberedStreetAfter, opensWithHouseNumber, opensWithOrdinalStreet, spelledNumber } from './house-number';
import { ORDINALS } from './normalize-tables';
import { countryByName, MAX_COUNTRY_NAME_WORDS } from './countries';
import { opensWithNumberedRoad } from './numbered-roads';
import { TOWN_QUALIFIER_WORD } from './postcodes';
import { AFTER_NUMBER_OPENS, BLOCK_BEFORE_MARKED_NUMBER, DESIGNATORS_ABROAD, UNIT_PATTERNS_ABROAD } from './units-abroad';
import { blankAfterStreetType, IDENT } from './units-after-type';
import { isSpanishProvince } from './provinces-spain';
import { isItalianProvince, regionByAbbreviation, regionByCode, regionByName } from './regions';

/**
 * Takes unit designators (Apt 4B, Suite 300, # 12, Flat 14, 3rd Floor), mail
 * codes and post-office boxes out of an address before the street parser sees
 * it: left in, they are read as house numbers, streets or towns.
 */
export interface UnitExtraction {
  /** The address without the pieces below. */
  readonly rest: string;
  readonly unit?: string;
  readonly poBox?: string;
}

/**
 * Flats and boxes as continental Europe numbers them after the house number: Belgian "bus 3" and "boîte 5" (bte),
 * Swedish "lgh 1101", French "app. 4" and "Appartement 12", Quebec's "bureau 200" (an office), Austrian "Top 12",
 * "Stiege 2" (staircase) and "Tür 7" (door), German "Whg. 3", Polish "m. 5" and "lok. 5" and Italian "int. 3" and
 * "interno 3" (with their dots: "m" and "int" alone are too short to trust), Turkish "Daire: 3" (flat) and "Kat: 2"
 * (floor); and Spanish as Latin America writes it: "Oficina 301", "Apto 5", "Piso 3", "Local 12", "Dpto 4", "Dto. 4".
 */
const EUROPEAN_DESIGNATOR = String.raw`bus|bo[iî]te|bte|lgh|appartement|app|appt|bureau|top|stiege|tür|whg|(?<!\.)m(?=\.\s?\d)|lok(?=\.)|int(?=\.)|interno|daire|kat|oficina|apto|apartamento|piso|local|dpto|depto|dto(?=\.)`;

/**
 * Publication 28's Key (a numbered key, as a marina's or a motel's), but not before a directional ("480 Sunset Key N",
 * "Sunnyside Key N.W."): Key is a street's type too, as Florida names them, and the directional after it the street's.
 */
const KEY = String.raw`key(?![.\s]*(?:[nsew]\.?){1,2}(?![\p{L}\d]))`;

/**
 * The numbered secondary unit designators of USPS Publication 28 (C2), spelled out and abbreviated, and a few more
 * that real lists use (Flat, Level, Tower, Shop in Australia, Blk in the Philippines' "Lot 3 Blk 7"), and their plurals
 * ("Suites 100-200"). "Mail Stop 5" is one designator, matched before Publication 28's "Stop" alone, so that "Mail" is
 * not left to open the town.
 */
export const DESIGNATOR = String.raw`(?:apartments?|apts?|units?|suites?|stes?|rooms?|rms?|flat|lot|blk|space|spc|trailer|trlr|office|ofc|penthouse|ph|bldg|building|hangar|hngr|level|lvl|pier|slip|mail\s*stop|stop|${KEY}|tower|twr|shop|кв|${EUROPEAN_DESIGNATOR}|${DESIGNATORS_ABROAD})`;
/** Between a designator and its identifier: "Apt 4", "Apt. #4", "Apt No. 12", "Bldg-C", "Daire: 3". */
const DESIGNATOR_GAP = String.raw`(?![\p{L}])[.:]?(?:\s*-\s*|\s*)(?:#\s*)?(?:no\.?\s*|number\s+)?(?:#\s*)?`;
/** "Ste 100 & 200": more identifiers of the same kind. */
const MORE_IDENTS = String.raw`(?:\s*&\s*[A-Za-z]{0,2}\d[\w/-]*)*`;
/** "Dorrance Bldg", "S BLDG": a building name that travels with the unit before it. */
const BUILDING_TAIL = String.raw`(?:\s+[\p{L}\d]+\s+(?:bldg|building)\b\.?)?`;

/** "3rd", "Third": the ordinal of a floor. */
const ORDINAL = String.raw`(?:\d{1,3}(?:st|nd|rd|th)|${ORDINALS.join('|')})`;

/**
 * Not an ordinal right after a house number (in figures or on Wisconsin's grid) and any directionals, when a floor's
 * number follows the floor's word: "21282 W 52nd Floor 3" is West 52nd, floor 3.
 */
const ORDINAL_AFTER_HOUSE_NUMBER = String.raw`(?:(?<!(?:^|[\s,])[NSEW]?\d+(?:[A-Za-z]|[-/]\d+[A-Za-z]?)?\s+(?:(?:[NSEW]{1,2}\.?|north|south|east|west|northeast|northwest|southeast|southwest)\s+)?)|(?=${ORDINAL}\s?(?:fl|flr|floor)(?![\p{L}])(?!\.?\s*#?\s*\d)))`;

/**
 * Rural and highway-contract routes ("RR 2", "R.R. # 3", "HC 68", "HCR 1", "Star Rt 4", and RFD, Rural Free Delivery,
 * the older name of the rural route: "RFD 2", "R.F.D. 3"); "Route 9" alone is a road.
 */
const RURAL_ROUTE = String.raw`(?:rr|r\.\s?r\.|rfd|r\.\s?f\.\s?d\.?|rural\s+route|hcr?|star\s+(?:route|rte|rt))\s*#?\s*\d+`;
/**
 * Routes that may come before a box: the rural ones, "Route 1" ("Route 1 Box 20") and a star route unnumbered. Not a
 * state's, a county's or the nation's route ("21653 State Route 117 P O Box 1730"): that is the street, the box apart.
 */
const ROUTE_BEFORE_BOX = String.raw`(?:${RURAL_ROUTE}|(?<!\b(?:state|us|u\.s\.|county|co\.?)\s+)(?:route|rte|rt)\s*#?\s*\d+|star\s+(?:route|rte|rt))`;
/**
 * Boxes and drawers at the post office: "PO Box 12", "P O Box 5A", "POB 9", "P.O.B. 9", "Caller Box 3", "PO Drawer 7",
 * "RR 2 Bx 15"; the box's letter may follow a hyphen ("RR 5 Box 981-B"), where it was cut off and left to open the town.
 */
const BOX = String.raw`(?:(?:p\.?\s?o\.?\s?|post\s+office\s+|caller\s+|lock\s*)?(?:box|bx|drawer)|p\.?\s?o\.?\s?b\.?)\s*#?\s*\d+(?:-?[A-Za-z])?`;
/** The route a box lies on, written after it: "Box 1234 RR 3", "Box 699 Rte 9" (a box names no road, so Rte is the rural route). */
const ROUTE_AFTER_BOX = String.raw`(?:${RURAL_ROUTE}|(?:route|rte|rt)\s*#?\s*\d+)`;
/**
 * Post-office boxes as the rest of the world names them: Dutch Postbus, German Postfach (its number often in pairs,
 * "Postfach 10 11 20"), Norwegian and Danish Postboks, French BP (boîte postale) and CS (course spéciale, five digits),
 * Spanish and Portuguese Apartado (de Correos), Polish Skrytka pocztowa, Italian Casella postale, Brazilian Caixa
 * postal, Chilean Casilla, and New Zealand's and Australia's Private Bag, Locked Bag and GPO Box. Not "C.P.", which
 * is Mexico's and Italy's postal code marker.
 */
const FOREIGN_BOX = String.raw`(?:postfach\s*\d+(?:\s\d{2})*|(?:postbus|postboks|bo[iî]te\s+postale|b\.?\s?p\.?|apartado(?:\s+de\s+correos)?|apdo\.?|skrytka\s+pocztowa|casella\s+postale|caixa\s+postal|casilla(?:\s+de\s+correos?)?|(?:private|locked)\s+bag|gpo\s+box)\s*#?\s*\d+|cs\s+\d{5})`;
/**
 * A military box's unit: "PSC 1234", "CMR 402" (Postal Service Center, Community Mail Room), before "Box". Not "Unit
 * 2050", which is also a flat's ("12 Main St Unit 5 Box 3") and is read as the unit.
 */
const MILITARY_UNIT = String.raw`(?:psc|cmr)\s*#?\s*\d+`;
/**
 * "PO Box 123 Stn Main", "CP 12 succ. Centre-ville", "PO Box 1234 Station A": the post office's station (Canada Post's
 * succursale) that holds the box, written right after it.
 */
const STATION = String.raw`(?:\s+(?:stn|station|succ\.?|succursale)\s+[\p{L}\d][\p{L}\d-]*)?`;
/**
 * A box, with the route it lies on ("RR 2 Box 15", "Box 1234 RR 3") or the military unit it is in ("PSC 1234 Box
 * 5678"), a rural route alone, or general delivery.
 */
export const PO_BOX_TEXT = String.raw`(?<![\p{L}\d])(?:(?:${ROUTE_BEFORE_BOX}|${MILITARY_UNIT})\s+${BOX}|${BOX}(?:\s+${ROUTE_AFTER_BOX})?${STATION}|${RURAL_ROUTE}|${FOREIGN_BOX}|general\s+delivery)(?![\p{L}\d])`;
/** PO_BOX_TEXT, to take every box out of the text. */
const PO_BOX = new RegExp(PO_BOX_TEXT, 'giu');
/** What may stand between the house number and a road word: "US Hwy", "State Route", "Old Hwy", "N Hwy". */
const ROAD_QUALIFIER = String.raw`(?:(?:us|u\.s\.|state|county|co\.?|old|[nsew]\.?)\s+)?`;
const UNIT_PATTERNS: RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\d])(?:#\s*)?${DESIGNATOR}${DESIGNATOR_GAP}${IDENT}${MORE_IDENTS}${BUILDING_TAIL}`, 'giu'),
  // USPS designators that take no number: the abbreviations (and Penthouse) are no one's name, so anywhere ("Bsmt Newburyport").
  new RegExp(String.raw`(?<![\p{L}\d])(?:frnt|bsmt|lbby|uppr|lowr|penthouse)\.?(?![\p{L}\d])`, 'giu'),
  // Their words name places too, so at the end of a part only; not "Front" ("100 Lake Front" is a street).
  new RegExp(String.raw`(?<![\p{L}\d])(?:rear|basement|lobby)\.?(?=\s*(?:,|$))`, 'giu'),
  // "Lower Level", "Ground Floor", "Lobby Level", "Main Floor", "Mezzanine Level": a storey named by its place; never
  // "Fl", which after "Main" is Florida.
  new RegExp(String.raw`(?<![\p{L}\d])(?:ground|lower|upper|garden|lobby|main|mezzanine|concourse)\s+(?:floor|flr|level|lvl)\b\.?(?!\s+(?:rd|road|st|street|ave|avenue|dr|drive|ln|lane|way)\b)`, 'giu'),
  // "Garden Unit", "Garden Apt": a flat below the street, as Chicago's two- and three-flats name it.
  new RegExp(String.raw`(?<![\p{L}\d])garden\s+(?:unit|apt|apartment)\b\.?`, 'giu'),
  // "3e étage", "1er étage", "2ème étage": France's floor, its ordinal first.
  new RegExp(String.raw`(?<![\p{L}\d])\d{1,2}(?:e|er|re|ère|ème|eme)\s+[ée]tage(?![\p{L}])`, 'giu'),
  // "2e verdieping", "3e etage": the Netherlands' floor; "2. OG", "3. Stock", "1. Etage": Germany's and Austria's,
  // the ordinal's dot written, with the side of the landing after it ("2. OG links", "3. Stock rechts").
  new RegExp(String.raw`(?<![\p{L}\d])(?:\d{1,2}e\s+(?:verdieping|verd\.|etage)|\d{1,2}\.\s?(?:og|obergeschoss|stock|etage)(?:\s(?:links|rechts|mitte|li\.|re\.))?)(?![\p{L}])`, 'giu'),
  // "12th Floor", "Third Floor", "3 Flr", "2nd Fl.": the number first (never a ZIP before "FL"). A bare number before
  // "Floor" and another number ("County Road 12 Floor 2") is the road's: the floor is the number after. So is an
  // ordinal right after a house number and its directionals ("5517 W 76th Floor 25": the street is 76th), and no
  // ordinal reaches across a unit already cut ("Fifth Bldg A Flr 29").
  new RegExp(String.raw`(?<![\p{L}\d])(?:${ORDINAL_AFTER_HOUSE_NUMBER}${ORDINAL}\s?(?:fl|flr|floor)|\d{1,3}\s*(?:flr|floor)(?!\.?\s*#?\d))(?![\p{L}])\.?`, 'giu'),
  // "Floor 3", "Flr 2", "Fl 22": one to three digits, so "FL 33101" stays Florida and its ZIP.
  new RegExp(String.raw`(?<![\p{L}\d])(?:floor|flr|fl)\.?\s*#?\s*\d{1,3}[A-Za-z]?(?![\p{L}\d])`, 'giu'),
  // "Floor B", "Flr C-2", "Fl B-13": a floor named by a letter (a basement's, a mezzanine's), with its number after a
  // hyphen; "Fl" (Florida too) only with the hyphen and the number.
  new RegExp(String.raw`(?<![\p{L}\d])(?:(?:floor|flr)\.?\s*[A-Za-z](?:-?\d{1,3})?|fl\.?\s*[A-Za-z]-\d{1,3})(?![\p{L}\d])`, 'giu'),
  // "31 3º izq", "12, 2º Esq", "5 1º A", "56 3.º D": Spain's and Portugal's floor (an ordinal, with or without the dot
  // their academies write before the sign) and door (left, right, a letter), after the house number; not "Avenida 5º
  // Centenario", where the ordinal is the name's. The floor's own word may follow the ordinal ("1º andar", Portugal's;
  // "3ª planta", Spain's) and is the floor's, not the town's.
  new RegExp(String.raw`${AFTER_NUMBER_OPENS}(?<=\d[\p{L}]?,?\s+)\d{1,2}\.?\s?[ºª°]\s?(?:(?:andar|planta|izq(?:da|uierda)?|izda|dcha|drcha|der(?:echa)?|esq(?:uerdo|uerda)?|dto|dta|dir(?:eito|eita)?|fte|frente|[A-Za-z])\.?)?(?![\p{L}\d])`, 'giu'),
  // "Calle Luna 12 bajo", "Rua Garrett 50 r/c", "Overtoom 45 hs": the ground floor (Spain's bajo, Portugal's rés-do-chão,
  // the Netherlands' huis) written after the house number, ending its part or before the postal code; in a part of
  // its own after the number's too ("Calle Mayor 5, Bajo, 28013 Madrid").
  new RegExp(String.raw`${AFTER_NUMBER_OPENS}(?<=\d[\p{L}]?,?\s+)(?:bajo|r/c|hs|huis)\.?(?=\s*(?:,|$)|\s+\d{4,5}(?:-\d{3})?\b)`, 'giu'),
  // "Mannerheimintie 5 A 7", "Hämeenkatu 12 B 34": Finland's staircase (a letter) and flat after the house number that
  // follows the street's name, ending the part or before the postal code. Not N, S, E or W ("Route 9 W 12").
  new RegExp(String.raw`${AFTER_NUMBER_OPENS}(?<=\p{L}{3,}\s+\d{1,4}\s+)[A-DF-MO-RT-VX-Z]\s?\d{1,3}(?=\s*,|\s+\d{5}\b|\s*$)`, 'gu'),
  // "Zorbleveien 5 H0201": Norway's flat number (bolignummer: H, U, L or K and the floor and flat in four digits).
  new RegExp(String.raw`${AFTER_NUMBER_OPENS}(?<=\d[A-Za-z]?\s+)[HULK]\d{4}(?![\p{L}\d])`, 'gu'),
  // Mail stops and internal routing codes: "bin # 11", "msc 24", "ms 5-230", "dept 33701", "Dept. 4400" ("Department
  // 5"), "file 73484", "Mail Code 2200", "Mail Drop 4B"; a department named by its letter too ("Dept. B").
  new RegExp(String.raw`(?<![\p{L}\d])(?:(?:bin|file|dept\.?|department|msc|pmb|mail\s*(?:stop|code|drop)|m/c)\s*#?\s*[\w-]*\d[\w-]*|(?:dept\.?|department)\s*[A-Za-z](?![\p{L}\d]))`, 'giu'),
  // Not "Jackson, MS 39201-6047": Mississippi and its ZIP+4.
  new RegExp(String.raw`(?<![\p{L}\d])ms\s*#?\s*(?!\d{5}-\d{4}(?!\d))\d+-\d+(?![\p{L}\d])`, 'giu'),
  // A bare "# 12", except where the number belongs to a road ("Route # A", "12 US Hwy # 5"): a road word opening the
  // street; after a name ("Magnolia Hwy #90") the highway is the street's type and the number the unit's.
  new RegExp(String.raw`(?<!(?:^|,|\d)\s*${ROAD_QUALIFIER}(?:route|rte|hwy|highway)\s*)#\s*${IDENT}`, 'giu'),  ...UNIT_PATTERNS_ABROAD,
];
/** A whole comma-separated part that is about the unit or the building, not the street. */
const UNIT_SEGMENT = new RegExp(
  String.raw`^(?:(?:${DESIGNATOR}${DESIGNATOR_GAP}${IDENT}\s*)+|${ORDINAL}\s+(?:fl|flr|floor)\b\.?[^\d]*|[\p{L}\s]+\s(?:bldg|building)\.?)$`,
  'iu',
);

/**
 * "Edificio Zorbla", "Edif. Torre Grimble": a building named in Spanish, in a part of its own; "Mile Marker 42", "MM 42",
 * "Exit 12": a place along a highway, in a part of its own before the road. Neither a street nor a town opens so, and
 * neither is a unit: the part is left out.
 */
const LANDMARK_SEGMENT = /^(?:(?:edificio|edif\.?)\s+\p{L}[\p{L}\s.'’-]*|(?:mile\s+marker|mm|exit)\s*#?\s*\d+[A-Za-z]?)$/iu;

/**
 * "Unit 4/12 Zorble St", "Shop 2/100 Zorble Rd", "Unit 5/12-14 Zorble St": as Australia writes it, a designated unit,
 * a slash, then the house number (or a range of them) and the street. The slash parts the unit from the house number
 * ("Unit 4" and "12").
 */
const UNIT_SLASH_NUMBER = new RegExp(String.raw`(?<![\p{L}\d])(${DESIGNATOR}${DESIGNATOR_GAP}[A-Za-z]?\d+[A-Za-z]?)/(?=\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?\s+\p{L})`, 'giu');

/** "U 6/33 Zorble Rd", "u12/5-7 Zorble St": Australia's Unit shortened to U, before the slash and the house number. */
const U_SLASH_NUMBER = /(?<![\p{L}\d'’])(u\s?\d+[A-Za-z]?)\/(?=\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?\s+\p{L})/giu;

/** The unit of U_SLASH_NUMBER, blanked with its slash and recorded (the U alone is no designator elsewhere). */
function shortUnitBeforeSlash(text: string, found: Array<{ at: number; text: string }>): string {
  return text.replace(U_SLASH_NUMBER, (match: string, unit: string, at: number) => {
    found.push({ at, text: unit });
    return ' '.repeat(match.length);
  });
}

/**
 * "#200-1234 Zorble St, Vancouver": as Canada writes it, the suite, a hyphen, then the house number and the street,
 * opening the address or a part. Only with "#": "100-104 Main St" is a range of house numbers.
 */
const SUITE_HYPHEN_NUMBER = /(^|,\s*)(#\s*\d+[A-Za-z]?)-(?=\d+[A-Za-z]?\s+\p{L})/gu;

/**
 * "802-7151 Zorble Ave, Zorbleton, BC V6B 1A1": Canada Post writes the suite, a hyphen and the civic number without
 * "#" too; in an address that ends in a Canadian postal code the first number so written, opening a part or after a
 * firm's name, is the suite and the house number, not Queens's block and lot nor a range.
 */
const SUITE_HYPHEN_CIVIC = /(^|,\s*|\p{L}\.?\s+)(\d+[A-Za-z]?)-(?=\d+[A-Za-z]?\s+[\p{L}\d])/u;
const CANADIAN_POSTCODE_AT_END = /(?<![\p{L}\d])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][\s-]?\d[ABCEGHJ-NPRSTV-Z]\d(?:[\s,.]+(?:canada|can|ca))?[\s,.]*$/iu;

/** The suite before a civic number in a Canadian address ("802-7151 Zorble Ave"), blanked and recorded as the unit. */
function suiteBeforeCivicNumber(text: string, found: Array<{ at: number; text: string }>): string {
  if (!CANADIAN_POSTCODE_AT_END.test(text)) return text;
  const match = SUITE_HYPHEN_CIVIC.exec(text);
  if (!match) return text;
  const at = match.index + match[1]!.length;
  found.push({ at, text: match[2]! });
  return `${text.slice(0, at)}${' '.repeat(match[2]!.length + 1)}${text.slice(at + match[2]!.length + 1)}`;
}

/**
 * "Carrera 12 # 34-56", "Cl. 45 Bis # 12-30 Sur": Colombia numbers a building by the crossing street and the metres
 * from it, after "#" (or "No."), on a street named by its type and number. That "#" marks the house number, not a unit.
 */
const COLOMBIAN_PLATE = new RegExp(
  String.raw`((?:^|,)\s*(?:calle|cll?|carrera|cra|kra?|avenida|av|ak|ac|diagonal|diag|dg|transversal|tv)\.?\s[^,#]*?)\s*#\s*(?=\d+[A-Za-z]?\s?-\s?\d+)`,
  'giu',
);

/**
 * "Av. Juárez #1200, Guadalajara", "Calle Zorbla # 45, Col. Centro": as Mexico writes it, "#" after a street whose
 * Spanish type is written first, with no house number before it in its part, marks the house number, not a unit. The
 * street's own name may hold a number ("Calle 5 de Mayo #123", "Calle 3 #45"), right after the type or before more
 * words; a number ending a longer name is the house number ("Calle Zorbla 12 #5": #5 is the unit).
 */
const NUMBER_AFTER_TYPE_FIRST = new RegExp(
  String.raw`((?:^|,)\s*(?:av|avenida|calle|calz|calzada|blvd|bulevar|paseo|prol|prolongaci[oó]n|privada|priv|circuito|carretera|camino)\.?\s[^,#]*?)\s*#\s*(?=\d+[A-Za-z]?(?:\s|,|$))`,
  'giu',
);

/** The name between the type and "#" holds no house number: no number, or one right after the type or before words. */
function nameWithoutHouseNumber(street: string): boolean {
  const name = street.replace(/^[\s,]*\S+\s*/, '').trim().split(/\s+/);
  const last = name[name.length - 1] ?? '';
  return !/\d/.test(last) || name.length === 1;
}

function markNumberAfterTypeFirst(text: string): string {
  return text.replace(NUMBER_AFTER_TYPE_FIRST, (match: string, street: string) => (nameWithoutHouseNumber(street) ? `${street} No. ` : match));
}

/** A word that may be (part of) a town's name: three letters or more. */
const TOWN_WORD = /\p{L}{3}/u;

/**
 * Does a part name more than a state and its postal code, so a town may stand in it? "Calif. 95834" and "Utah 84401"
 * do not: in "10134 SR 7, 3rd Floor Mountain View, Calif. 95834" the town is in the floor's part.
 */
function namesMoreThanRegion(part: string): boolean {
  const name = part.split(/\s+/).filter((w) => w && !/\d/.test(w)).join(' ');
  return TOWN_WORD.test(name) && !regionByName(name) && !regionByCode(name) && !regionByAbbreviation(name);
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .trim();
}

/** Blanks what `pattern` matches, keeping every other character where it was, and records each match with its place. */
function blank(text: string, pattern: RegExp, found: Array<{ at: number; text: string }>): string {
  return text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const at = rest.find((r): r is number => typeof r === 'number')!;
    if (namesTheBuilding(text, at, match) || roadAfterHouseNumber(text, at, match) || gridHalfAfterName(text, at, match)) return match;
    found.push({ at, text: match.trim() });
    return ' '.repeat(match.length);
  });
}

/**
 * "Johnson Law Office N48 W7682 Industrial Dr", "Kwik Stop W114 N4661 Elm Blvd": a designator's word ending a firm's
 * name, and the first half of a house number on Wisconsin's grid read as its identifier; the other half follows it.
 * The two halves are the house number, no unit.
 */
function gridHalfAfterName(text: string, at: number, match: string): boolean {
  return /(?:^|[\s.:#-])[NSEW]\d+$/i.test(match.trim()) && /^\s+[NSEW]\d+(?![\p{L}\d])/iu.test(text.slice(at + match.length));
}

/**
 * A designator and a number that may be a house number after all: bare ("Bldg 5", "Tower 401", "dept 100"), with a
 * letter ("Apartments 8699A", "Tower 4489-A") or a range ("Building 4144-4148").
 */
const DESIGNATED_NUMBER = /^[\p{L}#][\p{L}.]*\s*#?\s*\d+(?:-?[A-Za-z]|-\d+)?$/iu;
/** A house number with no designator: "1200", "12B", and Queens's hyphenated "37-12" (the block, then the lot). */
const BARE_HOUSE_NUMBER = /^\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?$/;

/**
 * "Flatiron Building 175 5th Ave", "L & C Tower 401 Church St", "Attn: HR Dept 100 Main St", "Hampton Inn & Suites 1234
 * Hwy 17 N": a name (a building's, a person's) then what reads as a designator and its number, then a street: the
 * number is the house number. Not "1600 Amphitheatre Pkwy Bldg 41" (a house number before), "Building 5 100 Main St" (a
 * number after, or no name before) nor "Tower 2, Zorbleton" (no street after), nor after a house number spelled out
 * ("Ten Main St Rm 391 Holly Springs", "Six Gateway Center Fl 13"), where the words before are the street, not a name.
 */
function namesTheBuilding(text: string, at: number, match: string): boolean {
  if (!DESIGNATED_NUMBER.test(match.trim())) return false;
  const comma = text.lastIndexOf(',', at);
  const part = text.slice(comma + 1, at).trim().split(/\s+/).filter(Boolean);
  if (part.length === 0 || part.some((w) => BARE_HOUSE_NUMBER.test(w)) || spelledNumber(part) > 0) return false;
  // Nor after a house number on Wisconsin's grid ("W295 N3228 Maple Blvd Ste 695"), or alone in the part before, its
  // comma misplaced ("3964, NW Kenwood Loop Ste 774 Spirit Lake").
  if (opensWithHouseNumber(part) || (comma > 0 && !text.slice(0, comma).includes(',') && BARE_HOUSE_NUMBER.test(text.slice(0, comma).trim()))) return false;
  // Nor after a firm's name, a house number and its street ("Acme Dental W239 N4430 Tenth Ave Apt 7B Palm Beach Gardens").
  if (middleNumber(part)) return false;
  const end = text.indexOf(',', at + match.length);
  const after = text.slice(at + match.length, end < 0 ? undefined : end).trim().split(/\s+/).filter(Boolean);
  // A type after the street's first word: "Court St", "Park Ave" open with a word that is a type too. One that names
  // places too ("Summit", "Hbr") will do once a name stands before it ("Wren Tower 4489 S Hawthorne Summit"), and when
  // no house number of any shape came earlier ("1601½ Broad Run Apt #5 Mountain View": the town's).
  const weakTyped = !part.some((w) => /^\d/.test(w));
  const type = after.findIndex((w, i) => i > 0 && (isStrongSuffix(w) || (weakTyped && isSuffix(w) && /^\p{L}{2}/u.test(after[i - 1]!) && !isDirectional(after[i - 1]!))));
  // "Hampton Inn & Suites 1234 Hwy 17 N": a road named by its number has no type. "Zorble Apartments 33040 Ave. H": a
  // type written first, after any directional, names the road by what follows it.
  // "Zorble Apartments 1196 44 Dr.": a street named by its number (44th Drive) after the house number.
  const named = type > 0 && !after.slice(0, type).some((w) => BARE_HOUSE_NUMBER.test(w));
  // "Kwik Stop 13010 109th Kansas City": a street named by its ordinal alone, without its type.
  return named || numberedStreetAfter(after) || opensWithNumberedRoad(after) || opensWithTypeFirst(after) || opensWithOrdinalStreet(after);
}

/** "Ave. H", "SE Avenue A", "Avenue of the Pines": a street whose type opens it, with a name or letter after the type. */
function opensWithTypeFirst(words: readonly string[]): boolean {
  const at = words.length > 2 && isDirectional(words[0]!) ? 1 : 0;
  return words.length > at + 1 && isPrefixType(words[at]!) && /^\p{L}/u.test(words[at + 1]!);
}

/**
 * "Zorble Feed PO Box 12 Fort Worth TX", "Smith Dentistry Box 2896 Lake Jackson TX": a box written between words of
 * one part parts them, the box's holder before it and the town after it; cut out with no comma set, the two ran
 * together and "Fort" or "Lake" was left with the holder's name.
 */
function boxBetweenWords(text: string, at: number, match: string): boolean {
  const before = text.slice(0, at);
  return /\p{L}\S*\s*$/u.test(before) && !/,\s*$/.test(before) && /^\s*\p{L}/u.test(text.slice(at + match.length));
}

/** Three spaces or more before a letter: where a unit was cut from between two words. */
const CUT_BEFORE_NAME = / {3,}(?=\p{L})/gu;

/**
 * The words after the house number of a part that opens with one ("21282 W 52nd") or holds one after a firm's name
 * ("Acme Dental 14 SE Fourth", "A-1 Plumbing Co. 22968 66th Ter S").
 */
function afterHouseNumber(part: readonly string[]): readonly string[] | undefined {
  const lead = leadingNumber(part);
  if (lead) return part.slice(lead.used);
  const middle = middleNumber(part);
  return middle ? part.slice(middle.at + middle.used) : undefined;
}

/**
 * "4820 Hwy 6 S", "2801 Zorble Rd W", "15 Central Park W", "A-1 Plumbing Co. 22968 66th Ter S": a numbered street
 * that ends in a directional after its name, its type or a road's number.
 */
function endsInStreetDirectional(part: readonly string[]): boolean {
  const after = afterHouseNumber(part);
  if (!after || after.length < 2 || !isDirectional(after[after.length - 1]!)) return false;
  const [before, third] = [after[after.length - 2]!, after[after.length - 3] ?? ''];
  return /\p{L}{2}/u.test(before) || (/^\d/.test(before) && isRoadNumberWord(third));
}

/**
 * "21282 W 52nd", "Acme Dental 14 SE Fourth", "N168 W6871 East 81st", "5133 76th NW": a house number (after a firm's
 * name or not) and a street named by its ordinal alone, with its directionals before or after it. A unit cut after it
 * ends the street: "W. 105th # 16 St Charles" is West 105th in St Charles.
 */
function endsInOrdinalStreet(part: readonly string[]): boolean {
  const after = afterHouseNumber(part) ?? [];
  const ordinals = after.filter((w) => isOrdinal(w));
  return ordinals.length === 1 && after.every((w) => isOrdinal(w) || isDirectional(w));
}

/**
 * "4820 Hwy 6 S Apt 1101 Houston TX", "2801 Zorble Rd W Lot 35 Hammond LA": a unit written between the street and the
 * town marks where the street ends, so the directional before it is the street's, not the town's first word ("South
 * Houston" and "West Hammond" are towns too). Where such a unit was cut, after a numbered street ending in a
 * directional and before a name, the gap becomes a comma.
 */
function markStreetEnd(text: string): string {
  return text.replace(CUT_BEFORE_NAME, (gap: string, at: number) => {
    const part = text.slice(text.lastIndexOf(',', at) + 1, at).trim().split(/\s+/);
    return endsInStreetDirectional(part) || directionalOpensTown(part, text.slice(at + gap.length)) || endsInOrdinalStreet(part) ? ', ' : gap;
  });
}

/**
 * "4975 Rivers Ave Ste 100 North Charleston SC", "200 Grand River Ave Apt 2 E Lansing MI": Publication 28 writes a
 * street's directional before its unit, so a directional after a unit cut from behind the street's type opens the
 * town's name ("North Charleston", "East Lansing"), whether or not the place list knows the town. Only after a numbered
 * street ending in its type, and with a name after the directional.
 */
function directionalOpensTown(part: readonly string[], after: string): boolean {
  const [last, first] = [part[part.length - 1]!, part[0]!];
  if (part.length < 3 || !/^\d/.test(first) || !isHouseNumber(first) || !isStrongSuffix(last)) return false;
  const [next, name] = after.split(/[\s,]+/);
  return next !== undefined && name !== undefined && isDirectional(next) && /^\p{L}{3}/u.test(name) && !isDirectional(name);
}

/**
 * "12 Zorble Road RD 2 Zorbleton 3000", "RD 1, Zorbleton 7000": New Zealand's rural delivery route, as its post writes
 * it: "RD" in capitals and a number, after a street written in mixed case (its type) or opening a part. In capitals
 * after a capitalised word it is a road's abbreviation ("COUNTY RD 12"), and "Rd 2" is a road's too. Its "RD" is
 * asked first, so that no place in a run of spaces looks back over the run (AFTER_NUMBER_OPENS).
 */
const NZ_RURAL_DELIVERY = /(?=RD)(?<=(?:^|,\s*|\b(?:Road|Rd|Street|St|Drive|Dr|Lane|Ln|Highway|Hwy|Avenue|Ave|Place|Pl|Way)\.?\s+))RD\s+\d{1,2}(?=\s*,|\s+\p{Lu}\p{Ll})/gu;

/** "RR 620" alone, with no box after it; "RM 1431", which is also a room. */
const RR_ALONE = /^(?:rr|rm)\s*\d+$/i;

/**
 * "9 RR 620 Austin TX", "1200 RR 2222": a house number then "RR" and a number is a Ranch Road (Texas), a road the house
 * stands on; a rural route is written with no house number before it ("RR 2 Box 45", "RR 1, Zorbleton"). So is "RM" (a
 * Ranch to Market road, "12000 RM 1431"), which elsewhere is a room ("Rm 623"). Highway contract routes ("HC 65") are
 * left as they are.
 */
function roadAfterHouseNumber(text: string, at: number, match: string): boolean {
  if (!RR_ALONE.test(match.trim())) return false;
  const before = text.slice(text.lastIndexOf(',', at - 1) + 1, at).trim();
  return /^\d+[A-Za-z]?$/.test(before);
}

/**
 * Parentheses and what they hold, as a note; not "06108 Halle (Saale)", "15230 Frankfurt (Oder)": a word in parentheses
 * after a postal code and a town's one word, ending its part, tells that town from others of its name and is part of
 * it, in any case it is written in ("06108 halle (saale)").
 */
const NOTE_IN_PARENTHESES = new RegExp(
  String.raw`(?<!\b\d{4,5}\s+\p{L}[\p{L}-]+\s)\(([^)]*)\)|\((?!${TOWN_QUALIFIER_WORD}\)(?:\s*,|\s*$))([^)]*)\)`,
  'gu',
);
/** The parentheses left after the notes are taken, but a town's qualifier's. */
const STRAY_PARENTHESIS = new RegExp(String.raw`\((?!${TOWN_QUALIFIER_WORD}\))|(?<!\(${TOWN_QUALIFIER_WORD})\)`, 'gu');

/** A region as written in parentheses after a town: a state's or province's name or code, Italy's or Spain's province. */
function regionInParentheses(text: string): boolean {
  return Boolean(regionByName(text) || regionByCode(text) || isItalianProvince(text.toUpperCase()) || isSpanishProvince(text));
}

/**
 * "06108 Halle (Saale) Deutschland", "40121 Bologna (BO) Italy": a country's name written after a closing parenthesis
 * with no comma, ending the address, is a part of its own; set apart, the town's qualifier or the province before it
 * ends its part as it does before a comma, instead of being read as a note.
 */
function countryAfterParenthesis(text: string): string {
  const close = text.lastIndexOf(')');
  if (close < 0) return text;
  const tail = text.slice(close + 1).trim();
  if (!tail || tail.includes(',') || tail.split(/\s+/).length > MAX_COUNTRY_NAME_WORDS || !countryByName(tail)) return text;
  return `${text.slice(0, close + 1)},${text.slice(close + 1)}`;
}

export function extractUnits(text: string): UnitExtraction {
  const input = countryAfterParenthesis(text);
  const found: Array<{ at: number; text: string }> = [];
  let poBox: string | undefined;
  // Parenthesised notes ("(m/c 050)") are routing codes, never part of the street; but a region in parentheses after
  // the town ("Montréal (Québec) H2X 1Y4", "Québec (QC) G1S 2P1", "Milano (MI)") is the region, as Canada Post and
  // Italy's post write it; so is Spain's province ("41701 Dos Hermanas (Sevilla)"), read after a town of several words
  // as written with no comma (tail-provinces.ts).
  let rest = input.replace(/\(([^)]*)\)(?=\s*(?:,|$|[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\d{5}\b))/giu, (match, inner: string) =>
    regionInParentheses(inner.trim()) ? ` ${inner} ` : match,
  );
  rest = blank(rest, NOTE_IN_PARENTHESES, found).replace(STRAY_PARENTHESIS, ' ');
  for (const f of found) f.text = f.text.slice(1, -1).trim();
  rest = rest.replace(UNIT_SLASH_NUMBER, '$1 ').replace(SUITE_HYPHEN_NUMBER, '$1$2 ').replace(COLOMBIAN_PLATE, '$1 No. ');
  rest = suiteBeforeCivicNumber(shortUnitBeforeSlash(rest, found), found);
  rest = markNumberAfterTypeFirst(blank(rest, BLOCK_BEFORE_MARKED_NUMBER, found));
  rest = rest.replace(NZ_RURAL_DELIVERY, (match: string) => {
    poBox = poBox ? `${poBox} ${match.trim()}` : match.trim();
    return ' '.repeat(match.length);
  });
  rest = rest.replace(PO_BOX, (match: string, at: number, whole: string) => {
    if (roadAfterHouseNumber(whole, at, match)) return match;
    poBox = poBox ? `${poBox} ${match.trim()}` : match.trim();
    return boxBetweenWords(whole, at, match) ? `,${' '.repeat(match.length - 1)}` : ' '.repeat(match.length);
  });
  const segments = rest.split(',');
  if (segments.length >= 2) {
    let at = 0;
    // Asked once of each part, not again of every part after each one (a text of many commas has hundreds of parts).
    const lastNaming = segments.findLastIndex((segment) => namesMoreThanRegion(segment));
    rest = segments
      .map((segment, i) => {
        const start = at;
        at += segment.length + 1;
        // A part is all unit only when a town is still to come ("2nd Floor Bixby Falls OK" holds the town).
        const townAfter = lastNaming > i;
        if (townAfter && LANDMARK_SEGMENT.test(segment.trim())) return ' '.repeat(segment.length);
        if (!townAfter || !UNIT_SEGMENT.test(segment.trim())) return segment;
        found.push({ at: start, text: segment.trim() });
        return ' '.repeat(segment.length);
      })
      .join(',');
  }
  for (const pattern of UNIT_PATTERNS) rest = blank(rest, pattern, found);
  rest = markStreetEnd(blankAfterStreetType(rest, found));
  // In the order written: "Bldg-C Flr 2 Ste 118".
  const unit = found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text)
    .filter(Boolean)
    .join(' ') || undefined;
  return { rest: tidy(rest), ...(unit ? { unit } : {}), ...(poBox ? { poBox } : {}) };
}
