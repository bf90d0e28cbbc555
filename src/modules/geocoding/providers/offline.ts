import { isDirectional, isHouseNumber, isNameWord, isPrefixType, isRoadNumberWord, isStreetOnlyType, isStrongSuffix, isSuffix } from '../address/address-words';
import { withCountryLast, withEastAsianOrderTurned } from '../address/big-to-small';
import { withCyrillicParts } from '../address/cyrillic-parts';
import { withDistrictApart, withNeighbourhoodBeforeTown } from '../address/districts';
import { parseHead, type Head } from '../address/head';
import { withoutNoNumber } from '../address/house-number';
import { withLoneNameAsTown } from '../address/lone-place-name';
import { withMilitaryPostOfficeAlone } from '../address/military';
import { US_ZIP, withoutCedex, withoutPostcodeMarker } from '../address/postcodes';
import { streetCore } from '../address/locality-split';
import { knownTown } from '../address/town-names';
import { joinWords, segmentsOf, toWords, type ParsedAddress, type Word } from '../address/parsed-address';
import { takeUrbanization } from '../address/urbanizations';
import { separatedText, withoutAttentionLines } from '../address/prepare-text';
import { namesSingapore, withBlockAsNumber, withRoadNumberBack } from '../address/singapore';
import { peelTail } from '../address/tail';
import type { Tail } from '../address/tail-words';
import { withoutTrailingContacts } from '../address/trailing-contacts';
import { UK_POSTCODE } from '../address/tail-counties';
import { extractUnits } from '../address/units';
import { MAX_PELIAS_WORDS, sharedPelias, type Pelias, type PeliasLabel } from './pelias';

const PELIAS_LABELS: Record<string, keyof ParsedAddress> = {
  housenumber: 'house_number',
  street: 'street',
  unit: 'unit',
  postcode: 'postcode',
  locality: 'locality',
  region: 'region',
  country: 'country',
};

/** A word, a street type and its dot run into the next word ("Main St.Zorbleton", "Elm Ave.Zorbleton"). */
const TYPE_RUN_IN = /(^|\s)([^\s,]+)(\s+)(\p{L}+)\.(\p{L}{2,}[^\s,]*)/gu;

/**
 * Mexico's neighbourhoods ("Col. Juárez", "Colonia Centro", "Fracc. Zorblitas"), the Philippines' ("Brgy. San Isidro")
 * and Brazil's ("Bairro Savassi").
 */
const NEIGHBOURHOOD = /^(?:col\.?|colonia|fracc\.?|fraccionamiento|brgy\.?|barangay|bairro)$/i;

/**
 * "Calle Reforma 222, Col. Juárez, 06600 Ciudad de México": a part of its own naming the colonia, between the street and
 * the town, is the neighbourhood (suburb); left in, it is read as the town. Not "Main St, Colonia, NJ" (one word).
 */
function takeNeighbourhood(words: readonly Word[]): { words: Word[]; suburb?: string } {
  const parted = withNeighbourhoodParted(words);
  const segments = segmentsOf(parted);
  const urbanization = takeUrbanization(segments);
  if (urbanization) return urbanization;
  const at = segments.findIndex((s, i) => i > 0 && i < segments.length - 1 && s.length >= 2 && NEIGHBOURHOOD.test(s[0]!.text));
  if (at < 0) return { words: parted };
  return { words: segments.filter((_s, i) => i !== at).flat(), suburb: joinWords(segments[at]!) };
}

/** Words that open a neighbourhood's name in full and nothing else: Brazil's bairro, Mexico's colonia written out. */
const NEIGHBOURHOOD_IN_FULL = /^(?:bairro|colonia|fraccionamiento|barangay)$/i;

/**
 * "Paseo de la Reforma 1188 Col. Centro 46608 Ciudad de México": written without commas, the colonia opens after the
 * house number and runs to the postal code; commas are set there, so that it is read as a part of its own. With no
 * postal code after it, a neighbourhood's word in full still ends the street's part ("Rua Augusta 1665 Bairro Centro
 * São Paulo/SP": the bairro and the town are then told apart as a suburb before a town the place list knows).
 */
function withNeighbourhoodParted(words: readonly Word[]): Word[] {
  const out = [...words];
  const at = out.findIndex((w, i) => i > 1 && NEIGHBOURHOOD.test(w.text) && !out[i - 1]!.comma && /^\d+[A-Za-z]?$/.test(out[i - 1]!.text));
  const code = at < 0 ? -1 : out.findIndex((w, i) => i > at + 1 && /^\d{5}$/.test(w.text));
  if (at > 0 && code < 0 && NEIGHBOURHOOD_IN_FULL.test(out[at]!.text)) out[at - 1] = { text: out[at - 1]!.text, comma: true };
  if (code < 0 || out.slice(at, code).some((w) => w.comma)) return out;
  out[at - 1] = { text: out[at - 1]!.text, comma: true };
  out[code - 1] = { text: out[code - 1]!.text, comma: true };
  return out;
}

/**
 * Words that end many towns' names as a second word ("Leamington Spa", "Bognor Regis", "Lower Hutt", "Glenelg South"):
 * a town the place list knows in its own right that is one of them ends the name before it, it names no city.
 */
const NAME_ENDINGS = new Set([
  'spa', 'regis', 'magna', 'parva', 'bay', 'beach', 'falls', 'springs', 'heights', 'park', 'hill', 'hills', 'valley',
  'city', 'town', 'village', 'green', 'cross', 'end', 'lake', 'lakes', 'point', 'harbour', 'harbor', 'junction',
  'creek', 'ridge', 'vale', 'wells', 'bridge', 'forest', 'grove', 'heath', 'mills', 'station', 'island', 'hutt',
  'central', 'north', 'south', 'east', 'west', 'centre', 'center', 'mouth', 'head', 'haven', 'port', 'ford',
]);

/**
 * Words that open many towns' names ("Market Harborough", "Chipping Norton", "Glen Waverley", "Kings Lynn", "Long
 * Eaton"): before a town the place list knows they make another town, not a district of it.
 */
const NAME_OPENINGS = new Set([
  'great', 'little', 'long', 'market', 'chipping', 'kings', "king's", 'bishops', "bishop's", 'upper', 'lower', 'nether',
  'much', 'high', 'new', 'old', 'royal', 'east', 'west', 'north', 'south', 'glen', 'mount', 'mt', 'port', 'point',
  'fort', 'st', 'st.', 'saint', 'san', 'santa', 'lake', 'castle', 'church', 'steeple', 'sutton', 'newton', 'stony',
]);

/**
 * A word that ends a city's district in English or in Latin letters ("Tianhe District", "Minato-ku", "Gangnam-gu",
 * "Chaoyang Qu"): before a town the place list knows, the words up to it are the district, known to the list or not.
 */
const DISTRICT_END = /^(?:district|ward|qu|\p{L}+-(?:ku|gu|qu))$/iu;

let rulesWarmed = false;

/** Addresses of the usual shapes, parsed once when the parser warms up. */
const WARM_UP = [
  '1600 Pennsylvania Avenue NW, Washington, DC 20500',
  'Acme Corp 250 Oak Ave. S. Suite 704 Ft Collins CO 80524',
  'Two Riverfront Plaza, 2nd Floor, Newark, NJ 07102',
  'PO Box 12, Zorbleton, TX 75001',
  'Keizersgracht 123, 1015 CJ Amsterdam, Nederland',
];

/** "Route 66", "Hwy 5 N": a road's word and a number after it. */
function hasRoadNumber(words: readonly string[]): boolean {
  return words.some((w, i) => isRoadNumberWord(w) && /\d/.test(words[i + 1] ?? ''));
}

/** A road number, a street type or a type written first; `strict` counts only the types that seldom end towns' names. */
function streetLooksReal(street: string | undefined, strict = false): boolean {
  if (!street) return false;
  const words = street.split(' ');
  return hasRoadNumber(words) || words.some((w) => (strict ? isStreetOnlyType(w) : isSuffix(w))) || isPrefixType(words[0]!);
}

/**
 * A street's last word (past its directionals) is its type, or it ends in a road's number, or its type is written
 * first: "Hilton Garden Inn", "Wells Fargo Bank" and "Main Street Cafe" hold a type's word but end in a firm's noun.
 */
function endsAsStreet(street: string): boolean {
  const words = street.split(' ');
  return hasRoadNumber(words) || isSuffix(streetCore(words).at(-1)!) || isPrefixType(words[0]!);
}

function fromPelias(labels: readonly PeliasLabel[]): ParsedAddress | null {
  const parsed: ParsedAddress = {};
  for (const { label, value } of labels) {
    const key = PELIAS_LABELS[label];
    if (key && parsed[key] === undefined) parsed[key] = value;
  }
  return Object.keys(parsed).length > 0 ? parsed : null;
}

/**
 * Parses an address with no network at all. pelias-parser alone misreads
 * units, PO boxes, US state names and ZIP+4 codes, so the text is prepared
 * first: units and boxes are taken out, the end of the address (country,
 * postal code, region) is read by rule, commas decide the town where they
 * can, and pelias's place lists decide it where they cannot. pelias's own
 * parse is the fallback for text these rules find nothing in.
 */
export class OfflineParser {
  constructor(private readonly pelias: Pelias = sharedPelias()) {}

  /**
   * Loads pelias's dictionaries and, once per process, runs the rules on a few addresses in the same go, so that no
   * later request pays for compiling them (a slow synchronous first parse holds up every request on the event loop).
   */
  warm(): void {
    this.pelias.warm();
    if (rulesWarmed) return;
    rulesWarmed = true;
    for (const sample of WARM_UP) this.parse(sample);
  }

  /**
   * "12 Main St.Zorbleton, OH": a street type with its dot run into the town is two words, once a street's name came
   * before it. Not "12 St.Marks Pl" (St after the number opens the street's name), "Main St St.Zorbleton" (St after
   * a type opens the town) nor "Main St.Louis" where "St. Louis" is a town the place list knows (the type is then
   * the town's St, and the town is kept as written).
   */
  private splitTypeRunIn(text: string): string {
    return text.replace(TYPE_RUN_IN, (whole, lead: string, before: string, space: string, type: string, after: string) => {
      if (!isStrongSuffix(type) || isHouseNumber(before) || isStrongSuffix(before) || !/\p{L}/u.test(before)) return whole;
      if (knownTown([`${type}.`, after], this.pelias) && !knownTown([after], this.pelias)) return whole;
      return `${lead}${before}${space}${type}. ${after}`;
    });
  }

  parse(input: string): ParsedAddress | null {
    const text = withBlockAsNumber(withCyrillicParts(separatedText(input)));
    if (!/[\p{L}\p{N}]/u.test(text)) return null;
    const addressed = this.splitTypeRunIn(withoutAttentionLines(withoutCedex(withoutNoNumber(withoutPostcodeMarker(withoutTrailingContacts(text))))));
    const units = extractUnits(/[\p{L}\p{N}]/u.test(addressed) ? addressed : text);
    const neighbourhood = takeNeighbourhood(withEastAsianOrderTurned(withCountryLast(toWords(units.rest))));
    const tail = peelTail(neighbourhood.words, this.pelias);
    const district = neighbourhood.suburb === undefined ? takeDistrictPart(tail) : undefined;
    if (district) tail.rest = district.rest;
    const head = parseHead(tail.rest, this.pelias, {
      expectLocality: tail.postcode !== undefined || tail.region !== undefined || tail.country !== undefined,
      allowPostcode: tail.postcode === undefined && tail.regionInfo === undefined,
      afterBox: units.poBox !== undefined,
      abroad: tail.countryInfo !== undefined && tail.countryInfo.code !== 'US',
      american: tail.regionInfo?.country === 'US',
    });
    if (units.poBox) this.readWordsBesideBox(head, boxOpensOnePart(addressed, units.poBox, tail.rest));
    else this.takeTownAfterTypeFirstStreet(head);
    // "Kingston 5": a postal district is the postal code, unless one was written too ("Dublin 2, D02 XY45", "110 00 Praha 1").
    if (tail.district && head.locality && (tail.postcode ?? head.postcode)) head.locality = `${head.locality} ${tail.district}`;
    else if (tail.district) tail.postcode = tail.district;
    // "123 Main St, Zorble County, OH": with no town written, the county part is where the town would be.
    if (!head.locality && tail.county && !units.poBox) {
      head.locality = tail.county;
      delete tail.county;
    }
    const suburb = neighbourhood.suburb ?? district?.suburb ?? this.takeSuburb(head, tail);
    const unit = [units.unit, head.unit].filter(Boolean).join(' ');
    const parsed: ParsedAddress = {
      ...(head.house_number ? { house_number: head.house_number } : {}),
      ...(head.street ? { street: head.street } : {}),
      ...(unit ? { unit } : {}),
      ...(units.poBox ? { po_box: units.poBox } : {}),
      ...(suburb ? { suburb } : {}),
      ...(head.locality ? { locality: head.locality } : {}),
      ...(tail.county ? { county: tail.county } : {}),
      ...(tail.region ? { region: tail.region } : {}),
      ...((tail.postcode ?? head.postcode) ? { postcode: tail.postcode ?? head.postcode } : {}),
      ...(tail.country ? { country: tail.country } : {}),
      ...((tail.countryInfo ?? tail.regionInfo) ? { country_code: tail.countryInfo?.code ?? tail.regionInfo?.country } : {}),
    };
    if (namesSingapore(text)) withRoadNumberBack(parsed);
    withDistrictApart(parsed);
    withMilitaryPostOfficeAlone(parsed);
    withNeighbourhoodBeforeTown(parsed, this.pelias);
    withLoneNameAsTown(parsed, this.pelias);
    if (this.recognisable(parsed)) return parsed;
    // pelias's solver grows steeply with the word count; a text this long with nothing recognised is not an address.
    return text.split(' ').length > MAX_PELIAS_WORDS ? null : fromPelias(this.pelias.parseBounded(text));
  }

  /**
   * Words with no number and no street type beside a post-office box: "po box 33701 sn francisco ca", "PO Box 12 Zorble
   * Grove MN" (with no town, or one they extend into a town the place list knows) are the town; the strict street
   * types alone count, as Grove, Park or Hills name towns as often. "Hamilton Feed Store, PO Box 55, Hamilton, MT"
   * (beside a town) name the box's holder, a firm or a person, not a street, and so do words that end in no street's
   * type even where one stands inside them ("Wells Fargo Bank", "Dr. Jane Smith", "Main Street Cafe"). A directional
   * alone ("POBox 6599, East Dunmore, PA") names neither a street nor a holder: it opens the town. So do words after a
   * box that opens the address, in one part with the town ("PO Box 12, Martha's Vineyard, MA"): a box's holder is
   * written before the box, and the place list's knowing "Vineyard" alone does not make "Martha's" a holder.
   */
  private readWordsBesideBox(head: Head, townPartAfterBox: boolean): void {
    if (head.house_number || !head.street || /\d/.test(head.street)) return;
    const joined = [head.street, head.locality].filter(Boolean).join(' ');
    const opensTown = head.street.split(' ').every((w) => isDirectional(w));
    const town = !head.locality || opensTown || townPartAfterBox || knownTown(joined.split(' '), this.pelias);
    if (town && !streetLooksReal(head.street, true)) {
      head.locality = joined;
      delete head.street;
    } else if (head.locality && !endsAsStreet(head.street)) {
      delete head.street;
    }
  }

  /**
   * "12 rue de la paix paris", "100 Boulevard Saint-Germain Paris": a street whose type is written first has no word
   * that ends it, and the place list knows too many names as towns ("Victor", "Hugo", "Garibaldi") to cut at the first
   * one. pelias's solver weighs the town as a whole; where it reads the same street less its last words, and those words
   * as the town, the cut is taken. Only with a house number, and two words or more left to the street. pelias is asked
   * only where a town the place list knows ends the street, and, as for its fallback, about no more than 30 words.
   */
  private takeTownAfterTypeFirstStreet(head: Head): void {
    const words = head.street?.split(' ') ?? [];
    if (head.locality || !head.house_number || words.length < 3 || !isPrefixType(words[0]!)) return;
    if (words.length + 1 > MAX_PELIAS_WORDS || !this.endsInKnownTown(words)) return;
    const labels = this.pelias.parseBounded(`${head.house_number} ${head.street}`);
    const street = labels.find((l) => l.label === 'street')?.value;
    const town = labels.find((l) => l.label === 'locality')?.value;
    if (!street || !town || street.split(' ').length < 2 || `${street} ${town}` !== head.street) return;
    head.street = street;
    head.locality = town;
  }

  /**
   * pelias's town is a run of words its place list holds, and only a run that ends the street, with two words before
   * it, is taken: where no such run is a town the place list knows, pelias's answer would not be taken, and pelias is
   * not asked (on word soup that ends in no town its solver took 50-190 ms).
   */
  private endsInKnownTown(words: readonly string[]): boolean {
    for (let k = 2; k < words.length; k++) {
      if (this.pelias.isLocality(words.slice(k).join(' '))) return true;
    }
    return false;
  }

  /**
   * "14 hinemoa street birkenhead auckland 0626", "118 grand st shoreditch london e2 7aa": written without commas, a
   * suburb and then its city, each a place the list knows while the two together are not one, are the suburb and the
   * town. Only where the end of the address is not American (a postal code or a country of elsewhere): in the US two
   * such words are one town's name ("Bear Valley"). Where the district comes before the post town by custom (Britain,
   * Ireland, New Zealand), a district of one or two plain words need not be known ("12 zorble rd kemptown brighton bn2
   * 1aa": Kemptown | Brighton).
   */
  private takeSuburb(head: Head, tail: Tail): string | undefined {
    const words = head.locality?.split(' ') ?? [];
    const abroad = tail.countryInfo ? tail.countryInfo.code !== 'US' : tail.postcode !== undefined && !US_ZIP.test(tail.postcode);
    if (words.length < 2 || !abroad || tail.regionInfo?.country === 'US' || this.pelias.isLocality(words.join(' '))) return undefined;
    const districtFirst = writesDistrictBeforePostTown(tail);
    for (let k = 1; k < words.length; k++) {
      const [suburb, town] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      // "Lake | Macquarie", "Mount | Gravatt": a word that opens towns' names opens the one after it; it ends no suburb.
      if (NAME_ENDINGS.has(words[k]!.toLowerCase()) || NAME_OPENINGS.has(words[k - 1]!.toLowerCase()) || !this.pelias.isLocality(town)) continue;
      if (!this.pelias.isLocality(suburb) && !(districtFirst && k <= 2 && plainDistrict(words.slice(0, k))) && !DISTRICT_END.test(words[k - 1]!)) continue;
      head.locality = town;
      return suburb;
    }
    return undefined;
  }

  private recognisable(p: ParsedAddress): boolean {
    if (p.postcode || p.region || p.country || p.po_box) return true;
    if (p.locality && knownTown(p.locality.split(' '), this.pelias)) return true;
    return Boolean(p.street && (p.house_number || streetLooksReal(p.street)));
  }
}

/**
 * "118 grand st kemptown brighton bn2 1aa", "12 zorble tce te aro wellington 6011": Britain, Ireland and New Zealand
 * write a district (a dependent locality, a suburb) before the post town, so there a district the place list does not
 * know may stand before a town it knows. Told by the country, a British postcode, or a postal code of four digits
 * with no region (New Zealand's; Australia's comes after its state, and there the suburb is the town).
 */
function writesDistrictBeforePostTown(tail: Tail): boolean {
  const code = tail.countryInfo?.code;
  if (code) return code === 'GB' || code === 'IE' || code === 'NZ';
  const postcode = tail.postcode ?? '';
  return UK_POSTCODE.test(postcode) || (/^\d{4}$/.test(postcode) && tail.region === undefined);
}

/**
 * "243 Cuba St, Ponsonby, Auckland 1011", "66 Victoria Road, Much Wenlock, Weston-super-Mare, BS23 1AA": where the
 * district comes before the post town by custom, a part of one to three words of a name (no number, no strong street
 * type such as Road or Lane, though Hill or Mount may end it) between the house number's part and the town's is the
 * district (suburb); left in, it was dropped beside the street. Not "The Old Forge, Main Street, Adare" (the part
 * before the town is the street there).
 */
function takeDistrictPart(tail: Tail): { rest: Word[]; suburb: string } | undefined {
  const segments = segmentsOf(tail.rest);
  const n = segments.length;
  if (n < 3 || !writesDistrictBeforePostTown(tail)) return undefined;
  const [street, district, town] = [segments[n - 3]!, segments[n - 2]!, segments[n - 1]!];
  if (district.length > 3 || !street.some((w) => /^\d/.test(w.text)) || !town.every((w) => isNameWord(w.text))) return undefined;
  if (!district.every((w) => isNameWord(w.text) && !isStrongSuffix(w.text)) || isDirectional(district[0]!.text)) return undefined;
  return { rest: segments.filter((_s, i) => i !== n - 2).flat(), suburb: joinWords(district) };
}

/**
 * One or two words of a name, none a street's type and none a word that opens towns' names but as the first of two
 * ("Kemptown", "Te Aro", "Upper Quillan": a district's own name may open so, it then ends before the post town).
 */
function plainDistrict(words: readonly string[]): boolean {
  const opening = (w: string, i: number): boolean => NAME_OPENINGS.has(w.toLowerCase()) && (i > 0 || words.length === 1);
  return words.every((w, i) => isNameWord(w) && !isSuffix(w) && !isDirectional(w) && !opening(w, i));
}

/**
 * Does the post-office box open the address, with all that is left before the region in one part ("PO Box 12, Martha's
 * Vineyard, MA", "Box 409 Zorble Landing NC")? Then nothing written after the box names its holder.
 */
function boxOpensOnePart(text: string, poBox: string, rest: readonly Word[]): boolean {
  const opens = text.trimStart().toLowerCase().startsWith(poBox.toLowerCase());
  return opens && rest.slice(0, -1).every((w) => !w.comma);
}
