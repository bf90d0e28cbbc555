/*
 * Address shapes the offline parser must read however the particular street
 * or town is spelled: each case below was invented and its components written
 * by hand from what the address means (not from any parser's output).
 */
import type { ParsedAddress } from '../../src/modules/geocoding/address/parsed-address';
import { OfflineParser } from '../../src/modules/geocoding/providers/offline';

type Expected = Pick<ParsedAddress, 'house_number' | 'street' | 'unit' | 'locality' | 'region' | 'postcode'>;
type Case = [input: string, expected: Expected];

const parser = new OfflineParser();

const DIRECTIONAL_AFTER_TYPE: Case[] = [
  ['880 Harbor Blvd N Oceanside, CA 92054', { house_number: '880', street: 'Harbor Blvd N', locality: 'Oceanside', region: 'CA', postcode: '92054' }],
  ['250 Oak Ave. S. Suite 704, Seattle, WA 98104', { house_number: '250', street: 'Oak Ave. S.', unit: 'Suite 704', locality: 'Seattle', region: 'WA' }],
  ['1200 Main St NW Washington DC 20005', { house_number: '1200', street: 'Main St NW', locality: 'Washington', region: 'DC', postcode: '20005' }],
  ['45 Elm Street North, Easton, PA 18042', { house_number: '45', street: 'Elm Street North', locality: 'Easton', region: 'PA' }],
  ['77 Lake Rd E Fairport NY 14450', { house_number: '77', street: 'Lake Rd E', locality: 'Fairport', region: 'NY', postcode: '14450' }],
  ['1630 Country Club Dr W Ames IA 50014', { house_number: '1630', street: 'Country Club Dr W', locality: 'Ames', region: 'IA' }],
  ['18 Spring St S North Haven CT 06473', { house_number: '18', street: 'Spring St S', locality: 'North Haven', region: 'CT' }],
  ['3400 Cedar Ln Southwest Rochester MN 55902', { house_number: '3400', street: 'Cedar Ln Southwest', locality: 'Rochester', region: 'MN' }],
  ['410 Maple Ave West Orange NJ 07052', { house_number: '410', street: 'Maple Ave', locality: 'West Orange', region: 'NJ', postcode: '07052' }],
  ['2100 Broad St East Orange NJ 07017', { house_number: '2100', street: 'Broad St', locality: 'East Orange', region: 'NJ' }],
];

const UNITS: Case[] = [
  ['31 Linden Drive W 512, Columbus, OH 43215', { house_number: '31', street: 'Linden Drive W', unit: '512', locality: 'Columbus', region: 'OH' }],
  ['410 E. Ohio St., 2200, Chicago, IL 60611', { house_number: '410', street: 'E. Ohio St.', unit: '2200', locality: 'Chicago', region: 'IL', postcode: '60611' }],
  ['18 N Pine St 3 Floor, Portland, ME 04101', { house_number: '18', street: 'N Pine St', unit: '3 Floor', locality: 'Portland', region: 'ME' }],
  ['Bldg-C Flr 2 Ste 118, 5400 Carillon Point, Kirkland, WA 98033', { house_number: '5400', street: 'Carillon Point', unit: 'Bldg-C Flr 2 Ste 118', locality: 'Kirkland', region: 'WA' }],
  ['925 Ridge Rd Apt No. 12, Webster, NY 14580', { house_number: '925', street: 'Ridge Rd', unit: 'Apt No. 12', locality: 'Webster', region: 'NY' }],
  ['60 State St Fl 22 Boston MA 02109', { house_number: '60', street: 'State St', unit: 'Fl 22', locality: 'Boston', region: 'MA', postcode: '02109' }],
  ['1500 Market St Rm 210, Philadelphia, PA 19102', { house_number: '1500', street: 'Market St', unit: 'Rm 210', locality: 'Philadelphia' }],
  ['7 Commerce Dr Unit B-4 Danbury CT 06810', { house_number: '7', street: 'Commerce Dr', unit: 'Unit B-4', locality: 'Danbury', region: 'CT' }],
  ['220 W 42nd St 12th Flr New York NY 10036', { house_number: '220', street: 'W 42nd St', unit: '12th Flr', locality: 'New York', region: 'NY' }],
  ['3030 Olive St Ste. 300 Dallas TX 75219', { house_number: '3030', street: 'Olive St', unit: 'Ste. 300', locality: 'Dallas', region: 'TX' }],
  ['88 Canal St Floor 3, Lowell, MA 01852', { house_number: '88', street: 'Canal St', unit: 'Floor 3', locality: 'Lowell', region: 'MA' }],
  ['100 Innovation Dr Bldg 4 Rm 101, Durham, NC 27713', { house_number: '100', street: 'Innovation Dr', unit: 'Bldg 4 Rm 101', locality: 'Durham', region: 'NC' }],
  ['2 Harbor Way 4th Fl Boston MA 02210', { house_number: '2', street: 'Harbor Way', unit: '4th Fl', locality: 'Boston', region: 'MA' }],
  ['640 Bay St 2nd Floor Rear, Staten Island, NY 10304', { house_number: '640', street: 'Bay St', locality: 'Staten Island', region: 'NY' }],
  ['1717 Rhode Island Ave NW 600 Washington DC 20036', { house_number: '1717', street: 'Rhode Island Ave NW', unit: '600', locality: 'Washington', region: 'DC' }],
  ['55 Water St Apt. #5C, Brooklyn, NY 11201', { house_number: '55', street: 'Water St', unit: 'Apt. #5C', locality: 'Brooklyn', region: 'NY' }],
  ['4501 Pine Knoll Cir S. PH 2, Zorbleton, MI 48070', { house_number: '4501', street: 'Pine Knoll Cir S.', unit: 'PH 2', locality: 'Zorbleton', region: 'MI' }],
  ['880 East 5th Blvd N, 2nd Floor Zorbleton MI', { house_number: '880', street: 'East 5th Blvd N', unit: '2nd Floor', locality: 'Zorbleton', region: 'MI' }],
  ['22B EAST MAPLE GROVE ST S. 2ND FLOOR ZORBLETON TX 75001', { house_number: '22B', street: 'EAST MAPLE GROVE ST S.', unit: '2ND FLOOR', locality: 'ZORBLETON', region: 'TX' }],
];

const ROADS_WITHOUT_TYPE: Case[] = [
  ['305 West 7, Okemah, OK 74859', { house_number: '305', street: 'West 7', locality: 'Okemah', region: 'OK', postcode: '74859' }],
  ['1400 E Ave J Ste 210, Lancaster, CA 93535', { house_number: '1400', street: 'E Ave J', unit: 'Ste 210', locality: 'Lancaster', region: 'CA' }],
  ['2210 Avenue K Lubbock TX 79401', { house_number: '2210', street: 'Avenue K', locality: 'Lubbock', region: 'TX' }],
  ['4500 W 12th, Odessa, TX 79763', { house_number: '4500', street: 'W 12th', locality: 'Odessa', region: 'TX' }],
  ['1200 County Road 42 Burnsville MN 55306', { house_number: '1200', street: 'County Road 42', locality: 'Burnsville', region: 'MN' }],
  ['9800 Highway 290 W Austin TX 78736', { house_number: '9800', street: 'Highway 290 W', locality: 'Austin', region: 'TX' }],
  ['3220 Route 9, Old Bridge, NJ 08857', { house_number: '3220', street: 'Route 9', locality: 'Old Bridge', region: 'NJ' }],
  ['615 S 3rd, Las Vegas, NV 89101', { house_number: '615', street: 'S 3rd', locality: 'Las Vegas', region: 'NV' }],
];

const HOUSE_NUMBERS: Case[] = [
  ['Two Riverfront Plaza, Newark, NJ 07102', { house_number: 'Two', street: 'Riverfront Plaza', locality: 'Newark', region: 'NJ', postcode: '07102' }],
  ['Forty W. Main St., Mesa, AZ 85201', { house_number: 'Forty', street: 'W. Main St.', locality: 'Mesa', region: 'AZ' }],
  ['W184 N8820 Appleton Ave, Menomonee Falls, WI 53051', { house_number: 'W184 N8820', street: 'Appleton Ave', locality: 'Menomonee Falls', region: 'WI' }],
  ['One Financial Center, Boston, MA 02111', { house_number: 'One', street: 'Financial Center', locality: 'Boston', region: 'MA' }],
  ['Twenty-One Oak Street Hudson OH 44236', { house_number: 'Twenty-One', street: 'Oak Street', locality: 'Hudson', region: 'OH' }],
  ['N56 W13605 Silver Spring Dr, Menomonee Falls, WI 53051', { house_number: 'N56 W13605', street: 'Silver Spring Dr', locality: 'Menomonee Falls' }],
];

const TOWNS: Case[] = [
  ['52 Washington Ave North Haven CT 06473', { house_number: '52', street: 'Washington Ave', locality: 'North Haven', region: 'CT' }],
  ['15 Main St Ft Collins CO 80524', { house_number: '15', street: 'Main St', locality: 'Ft Collins', region: 'CO' }],
  ['700 Division St St Cloud MN 56301', { house_number: '700', street: 'Division St', locality: 'St Cloud', region: 'MN' }],
  ['12 Central Ave East Orange, NJ 07018', { house_number: '12', street: 'Central Ave', locality: 'East Orange', region: 'NJ' }],
  ['400 S Pine St Mt Pleasant MI 48858', { house_number: '400', street: 'S Pine St', locality: 'Mt Pleasant', region: 'MI' }],
  ['1 Beach Rd Ft. Lauderdale FL 33316', { house_number: '1', street: 'Beach Rd', locality: 'Ft. Lauderdale', region: 'FL' }],
  ['19 Pine St South Portland ME 04106', { house_number: '19', street: 'Pine St', locality: 'South Portland', region: 'ME' }],
  ['600 Elm St Ste Genevieve MO 63670', { house_number: '600', street: 'Elm St', locality: 'Ste Genevieve', region: 'MO' }],
  ['85 Water St, W. Palm Beach, FL 33401', { house_number: '85', street: 'Water St', locality: 'W. Palm Beach', region: 'FL' }],
];

const NAMES_BEFORE: Case[] = [
  ['Acme Widgets Inc, 1500 Industrial Pkwy, Akron, OH 44310', { house_number: '1500', street: 'Industrial Pkwy', locality: 'Akron', region: 'OH' }],
  ['Riverside Medical Center 2500 River Rd Des Moines IA 50310', { house_number: '2500', street: 'River Rd', locality: 'Des Moines', region: 'IA' }],
  ['The Wharf Building, 45 Water St, Mystic, CT 06355', { house_number: '45', street: 'Water St', locality: 'Mystic', region: 'CT' }],
  ['Smith & Jones LLP 100 Congress Ave Suite 2000 Austin TX 78701', { house_number: '100', street: 'Congress Ave', unit: 'Suite 2000', locality: 'Austin', region: 'TX' }],
  ['Hillcrest Plaza, 3100 N Main St, Logan, UT 84341', { house_number: '3100', street: 'N Main St', locality: 'Logan', region: 'UT' }],
  ['County Courthouse 100 N Broadway Wichita KS 67202', { house_number: '100', street: 'N Broadway', locality: 'Wichita', region: 'KS' }],
  ['Acme Corp 7 1/2 Broad Ln, Lake Zurich, IL 60047', { house_number: '7 1/2', street: 'Broad Ln', locality: 'Lake Zurich', region: 'IL' }],
  ['Harbor Dental W184 N8820 Appleton Ave Menomonee Falls WI', { house_number: 'W184 N8820', street: 'Appleton Ave', locality: 'Menomonee Falls', region: 'WI' }],
  ['Smith Hardware Inc One Oak St, Zorbleton, OK', { house_number: 'One', street: 'Oak St', locality: 'Zorbleton', region: 'OK' }],
  ['Riverside Clinic, Two NE Broad Rd W Salt Lake City UT 84101', { house_number: 'Two', street: 'NE Broad Rd W', locality: 'Salt Lake City', region: 'UT' }],
];

/** Towns no dictionary knows ("Zorbleton"): only the street type can say where the street ends. */
const STREET_TYPES: Case[] = [
  ['12 Oak Hollow Spur Zorbleton TX 75001', { house_number: '12', street: 'Oak Hollow Spur', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['5 Willow Crt Zorbleton NJ', { house_number: '5', street: 'Willow Crt', locality: 'Zorbleton', region: 'NJ' }],
  ['8 Lakeview Oval Zorbleton NJ', { house_number: '8', street: 'Lakeview Oval', locality: 'Zorbleton', region: 'NJ' }],
  ['44 Quail Holw Zorbleton TX', { house_number: '44', street: 'Quail Holw', locality: 'Zorbleton', region: 'TX' }],
  ['14 Cedar Crest Zorbleton PA', { house_number: '14', street: 'Cedar Crest', locality: 'Zorbleton', region: 'PA' }],
  ['99 Main St Ext Zorbleton NY', { house_number: '99', street: 'Main St Ext', locality: 'Zorbleton', region: 'NY' }],
  ['7 Camino Real Zorbleton NM', { house_number: '7', street: 'Camino Real', locality: 'Zorbleton', region: 'NM' }],
  ['233 East Fulton Zorbleton MI 49503', { house_number: '233', street: 'East Fulton', locality: 'Zorbleton', region: 'MI' }],
  ['60 Elm St N Zorbleton MN', { house_number: '60', street: 'Elm St N', locality: 'Zorbleton', region: 'MN' }],
  ['One S. Lincoln Cir N, Zorble Grove, MN 55000', { house_number: 'One', street: 'S. Lincoln Cir N', locality: 'Zorble Grove', region: 'MN' }],
  ['4501 W Broad Way SW, Fl 3 Zorble Grove MN 55000', { house_number: '4501', street: 'W Broad Way SW', unit: 'Fl 3', locality: 'Zorble Grove', region: 'MN' }],
  ['853 W Blackhawk St Riverview Apartments Zorbleton IL 60642', { house_number: '853', street: 'W Blackhawk St', unit: 'Riverview Apartments', locality: 'Zorbleton', region: 'IL' }],
];

const ABBREVIATED_TOWNS: Case[] = [
  ['12 Main St E St Louis IL 62201', { house_number: '12', street: 'Main St', locality: 'E St Louis', region: 'IL' }],
  ['12 Elm Ave Mtn View CA', { house_number: '12', street: 'Elm Ave', locality: 'Mtn View', region: 'CA' }],
  ['12 Elm Ave Colorado Spgs CO', { house_number: '12', street: 'Elm Ave', locality: 'Colorado Spgs', region: 'CO' }],
  ['500 W Main St Ste 100 & 200 Louisville KY', { house_number: '500', street: 'W Main St', unit: 'Ste 100 & 200', locality: 'Louisville', region: 'KY' }],
  ['po box 33701 sn francisco ca 94139', { locality: 'sn francisco', region: 'ca', postcode: '94139' }],
];

const POSTCODES_ABROAD: Case[] = [
  ['3 Viale, 21, 50121 Firenze', { house_number: '21', street: '3 Viale', locality: 'Firenze', postcode: '50121' }],
  ['Keizersgracht 123, 1015 CJ Amsterdam', { house_number: '123', street: 'Keizersgracht', locality: 'Amsterdam', postcode: '1015 CJ' }],
  ['Drottninggatan 45, 111 21 Stockholm', { house_number: '45', street: 'Drottninggatan', locality: 'Stockholm', postcode: '111 21' }],
  ['ul. Marszałkowska 10/12, 00-590 Warszawa', { house_number: '10/12', street: 'ul. Marszałkowska', locality: 'Warszawa', postcode: '00-590' }],
  ['Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200', { house_number: '1578', street: 'Av. Paulista', locality: 'São Paulo', postcode: '01310-200' }],
  ['Museo Sorolla C. del Gral. Martínez Campos, 37 28010 Madrid', { house_number: '37', street: 'C. del Gral. Martínez Campos', locality: 'Madrid', postcode: '28010' }],
  ['Level 3, 123 George St, Sydney NSW 2000', { house_number: '123', street: 'George St', unit: 'Level 3', locality: 'Sydney', region: 'NSW', postcode: '2000' }],
  ['Rose Cottage, 4 Mill Lane, Upper Zorbley, Norfolk NR21 0JB', { house_number: '4', street: 'Mill Lane', postcode: 'NR21 0JB' }],
];

describe('offline parser on address shapes it was not tuned to', () => {
  const groups: Array<[string, Case[]]> = [
    ['a directional after the street type', DIRECTIONAL_AFTER_TYPE],
    ['a unit, floor or building after the street', UNITS],
    ['a numbered or lettered street without a type', ROADS_WITHOUT_TYPE],
    ['a house number spelled out or in grid form', HOUSE_NUMBERS],
    ['a town beginning with a directional or abbreviation', TOWNS],
    ['a business or building name before the address', NAMES_BEFORE],
    ['a street type from the USPS list before an unknown town', STREET_TYPES],
    ['a town written with abbreviations', ABBREVIATED_TOWNS],
    ['a postal code written as abroad', POSTCODES_ABROAD],
  ];
  describe.each(groups)('%s', (_kind, cases) => {
    it.each(cases)('%s', (input, expected) => {
      const parsed = parser.parse(input);
      const got: Record<string, string | undefined> = {};
      for (const key of Object.keys(expected)) got[key] = parsed?.[key as keyof Expected];
      expect(got).toEqual(expected);
    });
  });
});
