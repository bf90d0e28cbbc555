/*
 * Issue 17: the failure kinds seen on held-out addresses, each with addresses
 * written for this file (none taken from the labelled sample or from the other
 * shape tests). Components are written by hand from what each address means,
 * following the sample's labels: the street keeps its directionals and type,
 * the unit is apart, the town is as written.
 */
import type { ParsedAddress } from '../../src/modules/geocoding/address/parsed-address';
import { OfflineParser } from '../../src/modules/geocoding/providers/offline';

type Expected = Pick<ParsedAddress, 'house_number' | 'street' | 'unit' | 'locality' | 'region' | 'postcode'>;
type Case = [input: string, expected: Expected];

const parser = new OfflineParser();

const DIRECTIONAL_AFTER_TYPE: Case[] = [
  ['3301 Lake St W Minneapolis MN 55416', { house_number: '3301', street: 'Lake St W', locality: 'Minneapolis', region: 'MN', postcode: '55416' }],
  ['129 Main Street South, Suite 100, Southbury, CT 06488', { house_number: '129', street: 'Main Street South', unit: 'Suite 100', locality: 'Southbury', region: 'CT' }],
  ['4500 Roosevelt Way NE Seattle WA 98105', { house_number: '4500', street: 'Roosevelt Way NE', locality: 'Seattle', region: 'WA', postcode: '98105' }],
  ['1810 Broadway E Apt 3, Seattle, WA 98102', { house_number: '1810', street: 'Broadway E', unit: 'Apt 3', locality: 'Seattle', region: 'WA' }],
  ['9 Court Sq W Charlottesville VA 22901', { house_number: '9', street: 'Court Sq W', locality: 'Charlottesville', region: 'VA' }],
  ['2800 Frontage Rd North Waukegan IL 60087', { house_number: '2800', street: 'Frontage Rd North', locality: 'Waukegan', region: 'IL' }],
  ['600 4th Ave S Nashville TN 37210', { house_number: '600', street: '4th Ave S', locality: 'Nashville', region: 'TN', postcode: '37210' }],
  ['56 Highland Ave. S.W. Atlanta GA 30314', { house_number: '56', street: 'Highland Ave. S.W.', locality: 'Atlanta', region: 'GA' }],
  ['1400 Pine Tree Dr E Ste 12 Tallahassee FL 32301', { house_number: '1400', street: 'Pine Tree Dr E', unit: 'Ste 12', locality: 'Tallahassee', region: 'FL' }],
  ['75 Mill Pond Rd West, Zorbleton, VT 05001', { house_number: '75', street: 'Mill Pond Rd West', locality: 'Zorbleton', region: 'VT' }],
  ['5600 Loop 1604 N San Antonio TX 78249', { house_number: '5600', street: 'Loop 1604 N', locality: 'San Antonio', region: 'TX' }],
  ['12 Cedar St W, Apt 2, St Paul, MN 55102', { house_number: '12', street: 'Cedar St W', unit: 'Apt 2', locality: 'St Paul', region: 'MN' }],
];

const UNITS: Case[] = [
  ['255 Fremont St 1205 San Francisco CA 94105', { house_number: '255', street: 'Fremont St', unit: '1205', locality: 'San Francisco', region: 'CA' }],
  ['77 W Wacker Dr, 4500, Chicago, IL 60601', { house_number: '77', street: 'W Wacker Dr', unit: '4500', locality: 'Chicago', region: 'IL', postcode: '60601' }],
  ['900 N Michigan Ave 15th Floor Chicago IL 60611', { house_number: '900', street: 'N Michigan Ave', unit: '15th Floor', locality: 'Chicago', region: 'IL' }],
  ['120 Broadway Fl 32 New York NY 10271', { house_number: '120', street: 'Broadway', unit: 'Fl 32', locality: 'New York', region: 'NY' }],
  ['300 Park Ave, Floor 5, New York, NY 10022', { house_number: '300', street: 'Park Ave', unit: 'Floor 5', locality: 'New York', region: 'NY' }],
  ['500 Boylston St 10 Floor Boston MA 02116', { house_number: '500', street: 'Boylston St', unit: '10 Floor', locality: 'Boston', region: 'MA' }],
  ['3 Bethesda Metro Ctr Ste. 700, Bethesda, MD 20814', { house_number: '3', street: 'Bethesda Metro Ctr', unit: 'Ste. 700', locality: 'Bethesda', region: 'MD' }],
  ['1200 Harbor Blvd Bldg B Weehawken NJ 07086', { house_number: '1200', street: 'Harbor Blvd', unit: 'Bldg B', locality: 'Weehawken', region: 'NJ' }],
  ['345 Spear St 2nd Fl San Francisco CA 94105', { house_number: '345', street: 'Spear St', unit: '2nd Fl', locality: 'San Francisco', region: 'CA' }],
  ['4400 Jenifer St NW Apt No 302 Washington DC 20015', { house_number: '4400', street: 'Jenifer St NW', unit: 'Apt No 302', locality: 'Washington', region: 'DC' }],
  ['2211 N First St 300 San Jose CA 95131', { house_number: '2211', street: 'N First St', unit: '300', locality: 'San Jose', region: 'CA' }],
  ['1 Technology Dr Bldg C Fl 3 Irvine CA 92618', { house_number: '1', street: 'Technology Dr', unit: 'Bldg C Fl 3', locality: 'Irvine', region: 'CA' }],
  ['1600 Stewart Ave, Suite 310, Westbury, NY 11590', { house_number: '1600', street: 'Stewart Ave', unit: 'Suite 310', locality: 'Westbury', region: 'NY' }],
  ['4200 Wisconsin Ave NW 106-120 Washington DC 20016', { house_number: '4200', street: 'Wisconsin Ave NW', unit: '106-120', locality: 'Washington', region: 'DC' }],
  ['180 N Stetson Ave 1200', { house_number: '180', street: 'N Stetson Ave', unit: '1200', postcode: undefined }],
  ['18 N Pine St Third Floor Portland ME 04101', { house_number: '18', street: 'N Pine St', unit: 'Third Floor', locality: 'Portland', region: 'ME' }],
  ['75 State St Second Floor Albany NY 12207', { house_number: '75', street: 'State St', unit: 'Second Floor', locality: 'Albany', region: 'NY' }],
  ['14 Pleasant St Bsmt Newburyport MA 01950', { house_number: '14', street: 'Pleasant St', unit: 'Bsmt', locality: 'Newburyport', region: 'MA' }],
  ['500 Grant St Lower Level Pittsburgh PA 15219', { house_number: '500', street: 'Grant St', unit: 'Lower Level', locality: 'Pittsburgh', region: 'PA' }],
];

const ROADS_WITHOUT_TYPE: Case[] = [
  ['210 North 4, Henryetta, OK 74437', { house_number: '210', street: 'North 4', locality: 'Henryetta', region: 'OK', postcode: '74437' }],
  ['2500 W Ave L, Lancaster, CA 93536', { house_number: '2500', street: 'W Ave L', locality: 'Lancaster', region: 'CA' }],
  ['3100 Ave J, Brooklyn, NY 11210', { house_number: '3100', street: 'Ave J', locality: 'Brooklyn', region: 'NY' }],
  ['1600 N 5th, Waco, TX 76708', { house_number: '1600', street: 'N 5th', locality: 'Waco', region: 'TX' }],
  ['900 Avenue C, Bayonne, NJ 07002', { house_number: '900', street: 'Avenue C', locality: 'Bayonne', region: 'NJ' }],
  ['425 S 300 E, Salt Lake City, UT 84111', { house_number: '425', street: 'S 300 E', locality: 'Salt Lake City', region: 'UT' }],
  ['5602 19th, Lubbock, TX 79407', { house_number: '5602', street: '19th', locality: 'Lubbock', region: 'TX' }],
  ['12 Avenue B New York NY 10009', { house_number: '12', street: 'Avenue B', locality: 'New York', region: 'NY' }],
  ['44 Route 6A Orleans MA 02653', { house_number: '44', street: 'Route 6A', locality: 'Orleans', region: 'MA' }],
  ['1350 E 1st Ste 4, Casper, WY 82601', { house_number: '1350', street: 'E 1st', unit: 'Ste 4', locality: 'Casper', region: 'WY' }],
  ['7801 Ave P Galveston TX 77551', { house_number: '7801', street: 'Ave P', locality: 'Galveston', region: 'TX' }],
  ['1000 Ave. H Zorbleton TX 77471', { house_number: '1000', street: 'Ave. H', locality: 'Zorbleton', region: 'TX' }],
  ['1110 S Ave B Zorbleton AZ 85364', { house_number: '1110', street: 'S Ave B', locality: 'Zorbleton', region: 'AZ' }],
  ['5020 N Avenue 50 Los Angeles CA 90042', { house_number: '5020', street: 'N Avenue 50', locality: 'Los Angeles', region: 'CA' }],
  ['W6150 County Rd BB Zorbleton WI 54000', { house_number: 'W6150', street: 'County Rd BB', locality: 'Zorbleton', region: 'WI' }],
  ['2250 Hwy AA Zorbleton MO 65000', { house_number: '2250', street: 'Hwy AA', locality: 'Zorbleton', region: 'MO' }],
];

const HOUSE_NUMBERS: Case[] = [
  ['One Market Plaza, San Francisco, CA 94105', { house_number: 'One', street: 'Market Plaza', locality: 'San Francisco', region: 'CA' }],
  ['Three Bala Plaza East, Bala Cynwyd, PA 19004', { house_number: 'Three', street: 'Bala Plaza East', locality: 'Bala Cynwyd', region: 'PA' }],
  ['Ten Post Office Sq, Boston, MA 02109', { house_number: 'Ten', street: 'Post Office Sq', locality: 'Boston', region: 'MA' }],
  ['Fifty Fremont St, San Francisco CA 94105', { house_number: 'Fifty', street: 'Fremont St', locality: 'San Francisco', region: 'CA' }],
  ['One Penn Plaza New York NY 10119', { house_number: 'One', street: 'Penn Plaza', locality: 'New York', region: 'NY' }],
  ['W156 N11500 Pilgrim Rd Germantown WI 53022', { house_number: 'W156 N11500', street: 'Pilgrim Rd', locality: 'Germantown', region: 'WI' }],
  ['N89W16785 Appleton Ave, Menomonee Falls, WI 53051', { house_number: 'N89W16785', street: 'Appleton Ave', locality: 'Menomonee Falls', region: 'WI' }],
  ['W3580 County Road K, Zorbleton, WI 54915', { house_number: 'W3580', street: 'County Road K', locality: 'Zorbleton', region: 'WI' }],
  ['Four Embarcadero Center Suite 1400 San Francisco CA 94111', { house_number: 'Four', street: 'Embarcadero Center', unit: 'Suite 1400', locality: 'San Francisco', region: 'CA' }],
  ['S72 W16700 Janesville Rd, Muskego, WI 53150', { house_number: 'S72 W16700', street: 'Janesville Rd', locality: 'Muskego', region: 'WI' }],
  ['One Hundred Federal St, Boston, MA 02110', { house_number: 'One Hundred', street: 'Federal St', locality: 'Boston', region: 'MA' }],
  ['Twenty Two Water St Zorbleton ME 04000', { house_number: 'Twenty Two', street: 'Water St', locality: 'Zorbleton', region: 'ME' }],
  ['123-A Lincoln Ave Zorbleton NJ 07000', { house_number: '123-A', street: 'Lincoln Ave', locality: 'Zorbleton', region: 'NJ' }],
];

const TOWNS: Case[] = [
  ['200 Main St North Little Rock AR 72114', { house_number: '200', street: 'Main St', locality: 'North Little Rock', region: 'AR' }],
  ['45 Elm St West Hartford CT 06107', { house_number: '45', street: 'Elm St', locality: 'West Hartford', region: 'CT' }],
  ['300 Oak St E Hartford CT 06108', { house_number: '300', street: 'Oak St', locality: 'E Hartford', region: 'CT' }],
  ['10 Market St St Augustine FL 32084', { house_number: '10', street: 'Market St', locality: 'St Augustine', region: 'FL' }],
  ['85 Broad St Ft Wayne IN 46802', { house_number: '85', street: 'Broad St', locality: 'Ft Wayne', region: 'IN' }],
  ['120 Main St Pt Pleasant NJ 08742', { house_number: '120', street: 'Main St', locality: 'Pt Pleasant', region: 'NJ' }],
  ['300 Pine St, N. Charleston, SC 29405', { house_number: '300', street: 'Pine St', locality: 'N. Charleston', region: 'SC' }],
  ['1100 Elm St Mt Airy NC 27030', { house_number: '1100', street: 'Elm St', locality: 'Mt Airy', region: 'NC' }],
  ['2000 Main St Ft Myers FL 33901', { house_number: '2000', street: 'Main St', locality: 'Ft Myers', region: 'FL' }],
  ['1230 Oak Blvd East Lansing MI 48823', { house_number: '1230', street: 'Oak Blvd', locality: 'East Lansing', region: 'MI' }],
  ['15 Bay Rd S Burlington VT 05403', { house_number: '15', street: 'Bay Rd', locality: 'S Burlington', region: 'VT' }],
  ['77 Lincoln Ave St. Paul MN 55105', { house_number: '77', street: 'Lincoln Ave', locality: 'St. Paul', region: 'MN' }],
  ['12 Elm St E Saint Louis IL 62201', { house_number: '12', street: 'Elm St', locality: 'E Saint Louis', region: 'IL' }],
  ['1700 Grove St Grove City PA 16127', { house_number: '1700', street: 'Grove St', locality: 'Grove City', region: 'PA' }],
  ['40 Fort St Fort Kent ME 04743', { house_number: '40', street: 'Fort St', locality: 'Fort Kent', region: 'ME' }],
];

const NAMES_BEFORE: Case[] = [
  ['Lakeside Dental Group, 880 W Lake St, Minneapolis, MN 55408', { house_number: '880', street: 'W Lake St', locality: 'Minneapolis', region: 'MN' }],
  ['First National Bank Building 332 Minnesota St Saint Paul MN 55101', { house_number: '332', street: 'Minnesota St', locality: 'Saint Paul', region: 'MN' }],
  ['Empire State Building, 350 5th Ave, New York, NY 10118', { house_number: '350', street: '5th Ave', locality: 'New York', region: 'NY' }],
  ['City Hall 200 E Washington St Indianapolis IN 46204', { house_number: '200', street: 'E Washington St', locality: 'Indianapolis', region: 'IN' }],
  ['Acme Tool & Die Co. 45 Industrial Way Suite 2 Nashua NH 03062', { house_number: '45', street: 'Industrial Way', unit: 'Suite 2', locality: 'Nashua', region: 'NH' }],
  ['Mercy Hospital 1111 6th Ave Des Moines IA 50314', { house_number: '1111', street: '6th Ave', locality: 'Des Moines', region: 'IA' }],
  ['Oak Park Public Library, 834 Lake St, Oak Park, IL 60301', { house_number: '834', street: 'Lake St', locality: 'Oak Park', region: 'IL' }],
  ['The Home Depot 2455 Paces Ferry Rd SE Atlanta GA 30339', { house_number: '2455', street: 'Paces Ferry Rd SE', locality: 'Atlanta', region: 'GA' }],
  ['Pioneer Square Building 100 S King St Seattle WA 98104', { house_number: '100', street: 'S King St', locality: 'Seattle', region: 'WA' }],
  ['Zorbleton Family Clinic, 12 Orchard Ln, Zorbleton, KS 66002', { house_number: '12', street: 'Orchard Ln', locality: 'Zorbleton', region: 'KS' }],
  ['Flatiron Building 175 5th Ave New York NY 10010', { house_number: '175', street: '5th Ave', locality: 'New York', region: 'NY' }],
  ['United States Post Office 221 E Main St Zorbleton VA 24000', { house_number: '221', street: 'E Main St', locality: 'Zorbleton', region: 'VA' }],
];

/** The states as newspapers and older lists write them, and street names that are also state names. */
const STATES: Case[] = [
  ['100 Colorado Blvd, Pasadena, Calif. 91101', { house_number: '100', street: 'Colorado Blvd', locality: 'Pasadena', region: 'Calif.', postcode: '91101' }],
  ['2300 N Clark St, Chicago, Ill. 60614', { house_number: '2300', street: 'N Clark St', locality: 'Chicago', region: 'Ill.', postcode: '60614' }],
  ['401 E Kennedy Blvd, Tampa, Fla 33602', { house_number: '401', street: 'E Kennedy Blvd', locality: 'Tampa', region: 'Fla', postcode: '33602' }],
  ['1 Federal St, Springfield, Mass. 01105', { house_number: '1', street: 'Federal St', locality: 'Springfield', region: 'Mass.' }],
  ['300 Fayetteville St, Raleigh, N. C. 27601', { house_number: '300', street: 'Fayetteville St', locality: 'Raleigh', region: 'N. C.', postcode: '27601' }],
  ['1500 Chapline St, Wheeling, W. Va. 26003', { house_number: '1500', street: 'Chapline St', locality: 'Wheeling', region: 'W. Va.', postcode: '26003' }],
  ['212 Market St Harrisburg Penna 17101', { house_number: '212', street: 'Market St', locality: 'Harrisburg', region: 'Penna', postcode: '17101' }],
  ['600 Congress Ave, Austin, Tex. 78701', { house_number: '600', street: 'Congress Ave', locality: 'Austin', region: 'Tex.' }],
  ['25 W Main St, Madison, Wis. 53703', { house_number: '25', street: 'W Main St', locality: 'Madison', region: 'Wis.' }],
  ['600 Grant St, Pittsburgh, PA 15219 US', { house_number: '600', street: 'Grant St', locality: 'Pittsburgh', region: 'PA', postcode: '15219' }],
  ['4400 Washington', { house_number: '4400', street: 'Washington', region: undefined }],
  ['1200 S Michigan', { house_number: '1200', street: 'S Michigan', region: undefined }],
  ['3300 N Kansas Zorbleton MO', { house_number: '3300', street: 'N Kansas', locality: 'Zorbleton', region: 'MO' }],
];

/** The components the parser got for one case, on the keys the case names. */
function parsedKeys(input: string, expected: Expected): Expected {
  const parsed = parser.parse(input);
  const got: Expected = {};
  for (const key of Object.keys(expected) as Array<keyof Expected>) {
    const value = parsed?.[key];
    if (value !== undefined) got[key] = value;
  }
  return got;
}

/** Every case of a kind is checked, and all the misses are shown together. */
function misses(cases: readonly Case[]): Array<{ input: string; got: Expected; want: Expected }> {
  return cases
    .map(([input, want]) => ({ input, got: parsedKeys(input, want), want }))
    .filter(({ got, want }) => JSON.stringify(got, Object.keys(want)) !== JSON.stringify(want, Object.keys(want)));
}

describe('offline parser on the issue-17 failure kinds, with addresses written for this test', () => {
  it('keeps a directional written after the street type with the street', () => {
    expect(misses(DIRECTIONAL_AFTER_TYPE)).toEqual([]);
  });
  it('takes a bare unit number, a floor or a building after the street out of it', () => {
    expect(misses(UNITS)).toEqual([]);
  });
  it('reads a numbered or lettered street written without a type', () => {
    expect(misses(ROADS_WITHOUT_TYPE)).toEqual([]);
  });
  it('reads a house number spelled out or in grid form', () => {
    expect(misses(HOUSE_NUMBERS)).toEqual([]);
  });
  it('reads a town whose name begins with a directional or an abbreviation', () => {
    expect(misses(TOWNS)).toEqual([]);
  });
  it('skips a business or building name written before the address', () => {
    expect(misses(NAMES_BEFORE)).toEqual([]);
  });
  it('reads a state written as an older abbreviation, and a street named after a state', () => {
    expect(misses(STATES)).toEqual([]);
  });
});
