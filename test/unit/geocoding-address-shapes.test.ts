/*
 * Address shapes the offline parser must read however the particular street
 * or town is spelled: each case below was invented and its components written
 * by hand from what the address means (not from any parser's output), none
 * taken from the labelled sample. The groups are the failure kinds issue 17
 * saw on held-out addresses, and a few more.
 */
import { describeShapes, type Case } from './address-shapes';

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
  ['100 Main St Tower 2 Zorbleton OH', { house_number: '100', street: 'Main St', unit: 'Tower 2', locality: 'Zorbleton', region: 'OH' }],
  ['101 Zorble St Mail Stop 1000 Grimble Falls CA 92101', { house_number: '101', street: 'Zorble St', unit: 'Mail Stop 1000', locality: 'Grimble Falls', region: 'CA', postcode: '92101' }],
  ['101 Zorble St, Mail Stop 1000, Grimbleton, CA', { house_number: '101', street: 'Zorble St', unit: 'Mail Stop 1000', locality: 'Grimbleton', region: 'CA' }],
  ['ul. Zorbla 5 lok. 3, 00-539 Zorblawa', { house_number: '5', street: 'ul. Zorbla', unit: 'lok. 3', locality: 'Zorblawa', postcode: '00-539' }],
  ['Appartement 12, 3 avenue Zorble, 75116 Zorbaris', { house_number: '3', street: 'avenue Zorble', unit: 'Appartement 12', locality: 'Zorbaris', postcode: '75116' }],
  ['3 rue Zorble Appartement 4B 69002 Zorblyon', { house_number: '3', street: 'rue Zorble', unit: 'Appartement 4B', locality: 'Zorblyon', postcode: '69002' }],
  ['100 Main St Penthouse Zorbleton OH', { house_number: '100', street: 'Main St', unit: 'Penthouse', locality: 'Zorbleton', region: 'OH' }],
  ['100 Harbor Dr Slip 12 Zorbleton FL', { house_number: '100', street: 'Harbor Dr', unit: 'Slip 12', locality: 'Zorbleton', region: 'FL' }],
  ['100 Pier Rd Pier 3 Zorbleton WA', { house_number: '100', street: 'Pier Rd', unit: 'Pier 3', locality: 'Zorbleton', region: 'WA' }],
  ['Shop 3, 100 Pitt Street, Sydney NSW 2000', { house_number: '100', street: 'Pitt Street', unit: 'Shop 3', locality: 'Sydney', region: 'NSW', postcode: '2000' }],
  ['1150 NW 72nd Ave Tower 1 Ste 450 Miami FL 33126', { house_number: '1150', street: 'NW 72nd Ave', unit: 'Tower 1 Ste 450', locality: 'Miami', region: 'FL' }],
  ['100 Main St Stop 3 Zorbleton OH', { house_number: '100', street: 'Main St', unit: 'Stop 3', locality: 'Zorbleton', region: 'OH' }],
  ['12 Zorble St Suites 100-200 Zorbleton OH', { house_number: '12', street: 'Zorble St', unit: 'Suites 100-200', locality: 'Zorbleton', region: 'OH' }],
  ['12 Zorble St Apts 4-5 Zorbleton OH', { house_number: '12', street: 'Zorble St', unit: 'Apts 4-5', locality: 'Zorbleton', region: 'OH' }],
  ['900 Elm Ave Units 3 & 4, Zorbleton, KY 40000', { house_number: '900', street: 'Elm Ave', unit: 'Units 3 & 4', locality: 'Zorbleton', region: 'KY' }],
  ['Zorblestraat 12 bus 3, 1000 Brussel', { house_number: '12', street: 'Zorblestraat', unit: 'bus 3', locality: 'Brussel', postcode: '1000' }],
  ['Zorblegatan 5 lgh 1101, 113 45 Stockholm', { house_number: '5', street: 'Zorblegatan', unit: 'lgh 1101', locality: 'Stockholm', postcode: '113 45' }],
  ['ul. Zorbla 12 m. 5, 00-001 Warszawa', { house_number: '12', street: 'ul. Zorbla', unit: 'm. 5', locality: 'Warszawa', postcode: '00-001' }],
  ['123 rue Zorble, app. 4, Zorbleton (Québec) H2X 1Y4', { house_number: '123', street: 'rue Zorble', unit: 'app. 4', locality: 'Zorbleton', region: 'Québec' }],
  ['Zorblegasse 7 Top 12, 1010 Wien', { house_number: '7', street: 'Zorblegasse', unit: 'Top 12', locality: 'Wien', postcode: '1010' }],
  ['Zorblestraße 12 Whg. 3, 10115 Berlin', { house_number: '12', street: 'Zorblestraße', unit: 'Whg. 3', locality: 'Berlin', postcode: '10115' }],
  ['12 Bus Station Rd Zorbleton OH', { house_number: '12', street: 'Bus Station Rd', unit: undefined, locality: 'Zorbleton', region: 'OH' }],
  ['100 Top Rd Zorbleton OH', { house_number: '100', street: 'Top Rd', unit: undefined, locality: 'Zorbleton', region: 'OH' }],
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
  ['55 Spur 5 Zorbleton TX 79000', { house_number: '55', street: 'Spur 5', locality: 'Zorbleton', region: 'TX' }],
  ['310 State Spur 12 Zorbleton TX', { house_number: '310', street: 'State Spur 12', locality: 'Zorbleton', region: 'TX' }],
  ['4000 Ranch Road 620 N Austin TX 78734', { house_number: '4000', street: 'Ranch Road 620 N', locality: 'Austin', region: 'TX' }],
  ['12045 State Route 9, Zorbleton, OH 44000', { house_number: '12045', street: 'State Route 9', locality: 'Zorbleton', region: 'OH' }],
  ['14700 FM 1960 Rd W Houston TX 77069', { house_number: '14700', street: 'FM 1960 Rd W', locality: 'Houston', region: 'TX' }],
  ['3200 I-35 Frontage Rd Zorbleton TX 76000', { house_number: '3200', street: 'I-35 Frontage Rd', locality: 'Zorbleton', region: 'TX' }],
  ['4500 US Hwy 101 Zorbleton CA 95000', { house_number: '4500', street: 'US Hwy 101', locality: 'Zorbleton', region: 'CA' }],
  ['23 State Route 17M Zorbleton NY 10900', { house_number: '23', street: 'State Route 17M', locality: 'Zorbleton', region: 'NY' }],
  ['1200 IH 35 N Zorbleton TX', { house_number: '1200', street: 'IH 35 N', locality: 'Zorbleton', region: 'TX' }],
  ['1200 SH 121 Zorbleton TX 75000', { house_number: '1200', street: 'SH 121', locality: 'Zorbleton', region: 'TX', postcode: '75000' }],
];

const HOUSE_NUMBERS: Case[] = [
  ['Two Riverfront Plaza, Newark, NJ 07102', { house_number: 'Two', street: 'Riverfront Plaza', locality: 'Newark', region: 'NJ', postcode: '07102' }],
  ['Forty W. Main St., Mesa, AZ 85201', { house_number: 'Forty', street: 'W. Main St.', locality: 'Mesa', region: 'AZ' }],
  ['W184 N8820 Appleton Ave, Menomonee Falls, WI 53051', { house_number: 'W184 N8820', street: 'Appleton Ave', locality: 'Menomonee Falls', region: 'WI' }],
  ['One Financial Center, Boston, MA 02111', { house_number: 'One', street: 'Financial Center', locality: 'Boston', region: 'MA' }],
  ['Twenty-One Oak Street Hudson OH 44236', { house_number: 'Twenty-One', street: 'Oak Street', locality: 'Hudson', region: 'OH' }],
  ['N56 W13605 Silver Spring Dr, Menomonee Falls, WI 53051', { house_number: 'N56 W13605', street: 'Silver Spring Dr', locality: 'Menomonee Falls' }],
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
  ['1234 ½ Main St Zorbleton OH', { house_number: '1234 ½', street: 'Main St', locality: 'Zorbleton', region: 'OH' }],
  ['12 3/4 Elm Ave Zorbleton OH', { house_number: '12 3/4', street: 'Elm Ave', locality: 'Zorbleton', region: 'OH' }],
  ['12 & 14 Main St Zorbleton OH', { house_number: '12 & 14', street: 'Main St', locality: 'Zorbleton', region: 'OH' }],
  ['37-12 75th St, Jackson Heights, NY 11372', { house_number: '37-12', street: '75th St', locality: 'Jackson Heights', region: 'NY' }],
  ['108-15 Queens Blvd Forest Hills NY 11375', { house_number: '108-15', street: 'Queens Blvd', locality: 'Forest Hills', region: 'NY' }],
  ['1021 1/2 N Broadway Zorbleton OK', { house_number: '1021 1/2', street: 'N Broadway', locality: 'Zorbleton', region: 'OK' }],
  ['Zorblegasse 7/3/12, 1010 Wien', { house_number: '7/3/12', street: 'Zorblegasse', locality: 'Wien', postcode: '1010' }],
  ['Thirty-Three Main St Zorbleton OH', { house_number: 'Thirty-Three', street: 'Main St', locality: 'Zorbleton', region: 'OH' }],
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
  ['12 Main St St Zorbleton MO 63000', { house_number: '12', street: 'Main St', locality: 'St Zorbleton', region: 'MO' }],
  ['12 Elm Ave St. Zorbleville MO', { house_number: '12', street: 'Elm Ave', locality: 'St. Zorbleville', region: 'MO' }],
  ['21 E Ct St Zorbleton IA', { house_number: '21', street: 'E Ct St', locality: 'Zorbleton', region: 'IA' }],
  ['12 Elm St E Saint Louis IL 62201', { house_number: '12', street: 'Elm St', locality: 'E Saint Louis', region: 'IL' }],
  ['1700 Grove St Grove City PA 16127', { house_number: '1700', street: 'Grove St', locality: 'Grove City', region: 'PA' }],
  ['40 Fort St Fort Kent ME 04743', { house_number: '40', street: 'Fort St', locality: 'Fort Kent', region: 'ME' }],
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
  ['Lakeside Dental Group, 880 W Lake St, Minneapolis, MN 55408', { house_number: '880', street: 'W Lake St', locality: 'Minneapolis', region: 'MN' }],
  ['First National Bank Building 332 Minnesota St Saint Paul MN 55101', { house_number: '332', street: 'Minnesota St', locality: 'Saint Paul', region: 'MN' }],
  ['Empire State Building, 350 5th Ave, New York, NY 10118', { house_number: '350', street: '5th Ave', locality: 'New York', region: 'NY' }],
  ['City Hall 200 E Washington St Indianapolis IN 46204', { house_number: '200', street: 'E Washington St', locality: 'Indianapolis', region: 'IN' }],
  ['Route 66 Diner, 123 Main St, Zorbleton, OK', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'OK' }],
  ['Valley 24 Hour Fitness, 5000 Grimble Pkwy, Zorbleton, CA 94001', { house_number: '5000', street: 'Grimble Pkwy', locality: 'Zorbleton', region: 'CA', postcode: '94001' }],
  ['Studio 54 Salon, 88 W Elm Ave, Zorbleton, NJ 07001', { house_number: '88', street: 'W Elm Ave', locality: 'Zorbleton', region: 'NJ' }],
  ['One Harbor Plaza, 40 Water St, Zorbleton, CT 06001', { house_number: '40', street: 'Water St', locality: 'Zorbleton', region: 'CT' }],
  ['Zorble Tire & Auto 123 Main St, Zorbleton, TX 75001', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['Acme Tool & Die Co. 45 Industrial Way Suite 2 Nashua NH 03062', { house_number: '45', street: 'Industrial Way', unit: 'Suite 2', locality: 'Nashua', region: 'NH' }],
  ['Mercy Hospital 1111 6th Ave Des Moines IA 50314', { house_number: '1111', street: '6th Ave', locality: 'Des Moines', region: 'IA' }],
  ['Oak Park Public Library, 834 Lake St, Oak Park, IL 60301', { house_number: '834', street: 'Lake St', locality: 'Oak Park', region: 'IL' }],
  ['The Home Depot 2455 Paces Ferry Rd SE Atlanta GA 30339', { house_number: '2455', street: 'Paces Ferry Rd SE', locality: 'Atlanta', region: 'GA' }],
  ['Pioneer Square Building 100 S King St Seattle WA 98104', { house_number: '100', street: 'S King St', locality: 'Seattle', region: 'WA' }],
  ['Zorbleton Family Clinic, 12 Orchard Ln, Zorbleton, KS 66002', { house_number: '12', street: 'Orchard Ln', locality: 'Zorbleton', region: 'KS' }],
  ['Flatiron Building 175 5th Ave New York NY 10010', { house_number: '175', street: '5th Ave', locality: 'New York', region: 'NY' }],
  ['United States Post Office 221 E Main St Zorbleton VA 24000', { house_number: '221', street: 'E Main St', locality: 'Zorbleton', region: 'VA' }],
  ['Attn Jane Doe PO Box 5 Zorbleton VT 05001', { street: undefined, po_box: 'PO Box 5', locality: 'Zorbleton', region: 'VT', postcode: '05001' }],
  ['Attention: Jane Doe P.O. Box 88 Zorbleton TX 75001', { street: undefined, po_box: 'P.O. Box 88', locality: 'Zorbleton', region: 'TX' }],
  ['Care of Zorble Mgmt 55 Water St Zorbleton ME', { house_number: '55', street: 'Water St', locality: 'Zorbleton', region: 'ME' }],
  ['Studio 54 254 W 54th St New York NY 10019', { house_number: '254', street: 'W 54th St', locality: 'New York', region: 'NY' }],
  ['Mile 5 Market 300 Main St Zorbleton AK', { house_number: '300', street: 'Main St', locality: 'Zorbleton', region: 'AK' }],
  ['7-Eleven 123 Main St Zorbleton TX 75001', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'TX' }],
  ['21st Century Insurance 6301 Owensmouth Ave Woodland Hills CA 91367', { house_number: '6301', street: 'Owensmouth Ave', locality: 'Woodland Hills', region: 'CA' }],
  ['Attn: HR Dept 100 Main St Zorbleton VA 22000', { house_number: '100', street: 'Main St', locality: 'Zorbleton', region: 'VA', postcode: '22000' }],
  ['Zorble Trade Tower 401 Church St Zorbleton TN 37000', { house_number: '401', street: 'Church St', locality: 'Zorbleton', region: 'TN' }],
  // The street's first word a street type too ("Court St", "Park Ave").
  ['The Zorble Building 17 Court St Zorbleton NH 03431', { house_number: '17', street: 'Court St', locality: 'Zorbleton', region: 'NH', postcode: '03431' }],
  ['Grimble Tower 401 Park Ave, Zorbleton, NY 10001', { house_number: '401', street: 'Park Ave', locality: 'Zorbleton', region: 'NY' }],
  ['Zorble Building 8 Terrace Dr Grimbleton OH 44001', { house_number: '8', street: 'Terrace Dr', locality: 'Grimbleton', region: 'OH' }],
  ['c/o Jane Doe, 45 Elm St, Zorbleton, VT 05001', { house_number: '45', street: 'Elm St', locality: 'Zorbleton', region: 'VT', postcode: '05001' }],
  ['ATTN Accounts Payable 200 Oak Ave Zorbleton MN 55000', { house_number: '200', street: 'Oak Ave', locality: 'Zorbleton', region: 'MN' }],
  ['Walgreens #1234 500 N Main St Zorbleton IL 61000', { house_number: '500', street: 'N Main St', locality: 'Zorbleton', region: 'IL' }],
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
  ['8 Zorble Tce Zorbleton', { house_number: '8', street: 'Zorble Tce', locality: 'Zorbleton' }],
  ['8 Zorble Cl Zorbleton SA 5000', { house_number: '8', street: 'Zorble Cl', locality: 'Zorbleton', region: 'SA', postcode: '5000' }],
  ['8 Zorble Esp Zorbleton', { house_number: '8', street: 'Zorble Esp', locality: 'Zorbleton' }],
  ['8 Zorble Promenade Zorbleton', { house_number: '8', street: 'Zorble Promenade', locality: 'Zorbleton' }],
  ['8 Zorble Drove Zorbleton', { house_number: '8', street: 'Zorble Drove', locality: 'Zorbleton' }],
  ['8 Zorble Brae Zorbleton', { house_number: '8', street: 'Zorble Brae', locality: 'Zorbleton' }],
  ['8 Zorble Rdwy Zorbleton 5010', { house_number: '8', street: 'Zorble Rdwy', locality: 'Zorbleton', postcode: '5010' }],
  ['8 Zorble Ent Zorbleton', { house_number: '8', street: 'Zorble Ent', locality: 'Zorbleton' }],
  ['8 Zorble Chase Zorbleton', { house_number: '8', street: 'Zorble Chase', locality: 'Zorbleton' }],
  ['123 Avenue of the Stars Zorbleton KS', { house_number: '123', street: 'Avenue of the Stars', locality: 'Zorbleton', region: 'KS' }],
  ['40 Avenue of the Zorbles, Zorbleton, KS', { house_number: '40', street: 'Avenue of the Zorbles', locality: 'Zorbleton', region: 'KS' }],
  ['77 Main St and Elm St Zorbleton KS', { house_number: '77', locality: 'Zorbleton', region: 'KS' }],
  ['12 Main St Chevy Chase MD 20815', { house_number: '12', street: 'Main St', locality: 'Chevy Chase', region: 'MD' }],
];

/** A town alone before its region, no street: no place list knows these, so only the shape of the words can tell. */
const TOWNS_ALONE: Case[] = [
  ['Zorble Park IL', { street: undefined, locality: 'Zorble Park', region: 'IL' }],
  ['Zorble Springs FL 33000', { street: undefined, locality: 'Zorble Springs', region: 'FL', postcode: '33000' }],
  ['Zorble Village NY 10000', { street: undefined, locality: 'Zorble Village', region: 'NY' }],
  ['Zorble Falls NY', { street: undefined, locality: 'Zorble Falls', region: 'NY' }],
  ['Zorbleton Valley CA', { street: undefined, locality: 'Zorbleton Valley', region: 'CA' }],
  ['Zorble Grove MN 55000', { street: undefined, locality: 'Zorble Grove', region: 'MN' }],
  ['Zorble Square PA', { street: undefined, locality: 'Zorble Square', region: 'PA' }],
  ['St. Zorbleton MO', { street: undefined, locality: 'St. Zorbleton', region: 'MO' }],
  ['Zorble Twp, PA', { street: undefined, locality: 'Zorble Twp', region: 'PA' }],
  ['zorbleton north dakota', { street: undefined, locality: 'zorbleton', region: 'north dakota' }],
  ['Main Street Zorbleton OH', { street: 'Main Street', locality: 'Zorbleton', region: 'OH' }],
  ['Highland Park Dr Zorbleton IL', { street: 'Highland Park Dr', locality: 'Zorbleton', region: 'IL' }],
];

/** Parts set apart by other marks than commas, or wrapped in quotes, as forms and exports write them. */
const SEPARATORS: Case[] = [
  ['123 Main St / Zorbleton / OH 44000', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['123 Main St | Zorbleton | OH 44000', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['"123 Main St", Zorbleton, OH 44000', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['123 Main St\nZorbleton OH 44000', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['123 Main St,Zorbleton,OH 44000', { house_number: '123', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['C/ Mayor 5, Madrid', { house_number: '5', street: 'C/ Mayor', locality: 'Madrid' }],
  ['85 Zorble St [Suite 2800] Grimble Falls NY 10004', { house_number: '85', street: 'Zorble St', unit: 'Suite 2800', locality: 'Grimble Falls', region: 'NY', postcode: '10004' }],
  ['85 Zorble St [28th Floor], Zorbleton, NY', { house_number: '85', street: 'Zorble St', unit: '28th Floor', locality: 'Zorbleton', region: 'NY' }],
];

/** St, Mt and Ft opening a street's name are Saint, Mount and Fort, not its type. */
const SAINT_STREETS: Case[] = [
  ['100 St Marks Pl Zorbleton NY', { house_number: '100', street: 'St Marks Pl', locality: 'Zorbleton', region: 'NY' }],
  ["35 St. Mary's St Zorbleton MA 02000", { house_number: '35', street: "St. Mary's St", locality: 'Zorbleton', region: 'MA' }],
  ['8 Mt Vernon Ave Zorbleton VA', { house_number: '8', street: 'Mt Vernon Ave', locality: 'Zorbleton', region: 'VA' }],
  ['2140 Ft Union Blvd Zorbleton UT', { house_number: '2140', street: 'Ft Union Blvd', locality: 'Zorbleton', region: 'UT' }],
  ['400 N St SW Washington DC', { house_number: '400', street: 'N St SW', locality: 'Washington', region: 'DC' }],
  ['1 W St Zorbleton TX', { house_number: '1', street: 'W St', locality: 'Zorbleton', region: 'TX' }],
];

/** Two streets joined by "&" or "and": the second is not the town. */
const INTERSECTIONS: Case[] = [
  ['Corner of Main St and Elm St Zorbleton OH', { locality: 'Zorbleton', region: 'OH' }],
  ['1ST AVE & MAIN ST ZORBLETON OH', { locality: 'ZORBLETON', region: 'OH' }],
  ['Oak Ave & 5th St Zorbleton KS 66000', { locality: 'Zorbleton', region: 'KS', postcode: '66000' }],
];

/** Street types mistyped as real address lists carry them; the town is unknown, so only the type can end the street. */
const MISSPELT_TYPES: Case[] = [
  ['1341 Orenco Pakway Zorbleton OR 97000', { house_number: '1341', street: 'Orenco Pakway', locality: 'Zorbleton', region: 'OR', postcode: '97000' }],
  ['20 Maple Steet Zorbleton MA', { house_number: '20', street: 'Maple Steet', locality: 'Zorbleton', region: 'MA' }],
  ['410 Grand Aveune Zorbleton IA', { house_number: '410', street: 'Grand Aveune', locality: 'Zorbleton', region: 'IA' }],
  ['88 Sunset Boulavard Zorbleton CA', { house_number: '88', street: 'Sunset Boulavard', locality: 'Zorbleton', region: 'CA' }],
  ['5 Lakeview Terace Zorbleton WI', { house_number: '5', street: 'Lakeview Terace', locality: 'Zorbleton', region: 'WI' }],
  ['2200 Old Higway Zorbleton TN', { house_number: '2200', street: 'Old Higway', locality: 'Zorbleton', region: 'TN' }],
  ['14 Birch Cirlce Zorbleton NH', { house_number: '14', street: 'Birch Cirlce', locality: 'Zorbleton', region: 'NH' }],
  ['12 Terrance Dr Zorbleton OH', { house_number: '12', street: 'Terrance Dr', locality: 'Zorbleton', region: 'OH' }],
  ['7 Main Streeet Zorbleton VT', { house_number: '7', street: 'Main Streeet', locality: 'Zorbleton', region: 'VT' }],
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
  ['Oudegracht 145, 3511 AZ Utrecht', { house_number: '145', street: 'Oudegracht', locality: 'Utrecht', postcode: '3511 AZ' }],
  ['Hoofdstraat 12a 9711 AB Zorbledam', { house_number: '12a', street: 'Hoofdstraat', locality: 'Zorbledam', postcode: '9711 AB' }],
  ['Avenida Paulista 1578, São Paulo', { house_number: '1578', street: 'Avenida Paulista', locality: 'São Paulo', postcode: undefined }],
  ['Zorblestraat 2210, Zorbledam', { house_number: '2210', street: 'Zorblestraat', locality: 'Zorbledam', postcode: undefined }],
  ['Kalverstraat 92 1012 PH Amsterdam', { house_number: '92', street: 'Kalverstraat', locality: 'Amsterdam', postcode: '1012 PH' }],
  ['Rua Augusta 100, 1100-053 Lisboa', { house_number: '100', street: 'Rua Augusta', locality: 'Lisboa', postcode: '1100-053' }],
  ['Karl Johans gate 22, 0159 Oslo', { house_number: '22', street: 'Karl Johans gate', locality: 'Oslo', postcode: '0159' }],
  ['Strada Lipscani 10, 030031 București', { house_number: '10', street: 'Strada Lipscani', locality: 'București', postcode: '030031' }],
  ['Kaiserstraße 5, 60311 Frankfurt am Main', { house_number: '5', street: 'Kaiserstraße', locality: 'Frankfurt am Main', postcode: '60311' }],
  ['Straße des 17. Juni 135, 10623 Berlin', { house_number: '135', street: 'Straße des 17. Juni', locality: 'Berlin', postcode: '10623' }],
  ['keizersgracht 123 1015 cj amsterdam', { house_number: '123', street: 'keizersgracht', locality: 'amsterdam', postcode: '1015 cj' }],
  ['keizersgracht 123, 1015cj amsterdam, netherlands', { house_number: '123', street: 'keizersgracht', locality: 'amsterdam', postcode: '1015cj' }],
  ['oudegracht 145 3511 az zorbledam', { house_number: '145', street: 'oudegracht', locality: 'zorbledam', postcode: '3511 az' }],
  ['rua augusta 100 1100-053 lisboa portugal', { house_number: '100', street: 'rua augusta', locality: 'lisboa', postcode: '1100-053' }],
  ['drottninggatan 45 111 21 stockholm sweden', { house_number: '45', street: 'drottninggatan', locality: 'stockholm', postcode: '111 21' }],
  ['10 downing street london sw1a 2aa', { house_number: '10', street: 'downing street', locality: 'london', postcode: 'SW1A 2AA' }],
];

/** The house number after the street, then the town, as continental Europe writes it; towns no dictionary knows. */
const NUMBER_BEFORE_TOWN: Case[] = [
  ['Av. da Liberdade 110 Zorbleira', { house_number: '110', street: 'Av. da Liberdade', locality: 'Zorbleira' }],
  ['Zorblestraat 12 Zorbledam', { house_number: '12', street: 'Zorblestraat', locality: 'Zorbledam' }],
  ['Storgatan 3 Zorbleby', { house_number: '3', street: 'Storgatan', locality: 'Zorbleby' }],
  ['Karl Johans gate 22 Zorbleby', { house_number: '22', street: 'Karl Johans gate', locality: 'Zorbleby' }],
  ['Via Zorbla 7 Zorbletto', { house_number: '7', street: 'Via Zorbla', locality: 'Zorbletto' }],
  ['Calle Mayor 5 Zorblejo', { house_number: '5', street: 'Calle Mayor', locality: 'Zorblejo' }],
  ['Zorbler Allee 14 Zorblingen', { house_number: '14', street: 'Zorbler Allee', locality: 'Zorblingen' }],
  ['Kerkstraat 12 Amsterdam', { house_number: '12', street: 'Kerkstraat', locality: 'Amsterdam' }],
  ['Calea Victoriei 155 Zorblești', { house_number: '155', street: 'Calea Victoriei', locality: 'Zorblești' }],
  ['Náměstí Míru 15 Zorblov', { house_number: '15', street: 'Náměstí Míru', locality: 'Zorblov' }],
  ['Praça Zorbla 12 Zorbleira', { house_number: '12', street: 'Praça Zorbla', locality: 'Zorbleira' }],
  ['Aleea Zorbla 3, Zorblești', { house_number: '3', street: 'Aleea Zorbla', locality: 'Zorblești' }],
  ['Strada Zorbla nr. 5, Zorblești', { house_number: '5', street: 'Strada Zorbla', locality: 'Zorblești' }],
  ['Calle Zorbla Nº 5, Zorblejo', { house_number: '5', street: 'Calle Zorbla', locality: 'Zorblejo' }],
  ['Rue Zorble n° 5 Zorbleville', { house_number: '5', street: 'Rue Zorble', locality: 'Zorbleville' }],
  ['Zorblestraat no. 5 Zorbledam', { house_number: '5', street: 'Zorblestraat', locality: 'Zorbledam' }],
  ['12188 Old Number 6 Highway, Zorbleton, SC 29048', { house_number: '12188', street: 'Old Number 6 Highway', locality: 'Zorbleton' }],
  ['Rua Augusta 24', { house_number: '24', street: 'Rua Augusta', locality: undefined }],
  ['Kongens gate 12B', { house_number: '12B', street: 'Kongens gate', locality: undefined }],
  ['Via del Corso 12, 00186 Roma', { house_number: '12', street: 'Via del Corso', locality: 'Roma', postcode: '00186' }],
  ['Rua do Zorbla Largo 8, Zorbleira', { house_number: '8', street: 'Rua do Zorbla Largo', locality: 'Zorbleira' }],
  ['Calle 5, Zorbleton', { street: 'Calle 5', house_number: undefined, locality: 'Zorbleton' }],
];

/** Post-office boxes, drawers, rural and highway-contract routes, general delivery: the box is no street, the rest the town. */
const BOXES: Case[] = [
  ['RR 2 Box 15, Zorbleton, KS 67000', { street: undefined, po_box: 'RR 2 Box 15', locality: 'Zorbleton', region: 'KS', postcode: '67000' }],
  ['HC 68 Box 12, Zorbleton, NM 88000', { street: undefined, po_box: 'HC 68 Box 12', locality: 'Zorbleton', region: 'NM' }],
  ['RR 1 Zorbleton IN 47000', { street: undefined, po_box: 'RR 1', locality: 'Zorbleton', region: 'IN', postcode: '47000' }],
  ['Rural Route 2, Zorbleton, IA 50000', { street: undefined, po_box: 'Rural Route 2', locality: 'Zorbleton', region: 'IA' }],
  ['HCR 1 Box 5 Zorbleton NM 88000', { street: undefined, po_box: 'HCR 1 Box 5', locality: 'Zorbleton', region: 'NM' }],
  ['Star Rt Box 5 Zorbleton NV 89000', { street: undefined, po_box: 'Star Rt Box 5', locality: 'Zorbleton', region: 'NV' }],
  ['Route 1 Box 20 Zorbleton AL 36000', { street: undefined, po_box: 'Route 1 Box 20', locality: 'Zorbleton', region: 'AL' }],
  ['RR 2 Box 152A Zorbleton WV 25000', { street: undefined, po_box: 'RR 2 Box 152A', locality: 'Zorbleton', region: 'WV' }],
  ['Box 1234 RR 3 Zorbleton SK S0K 1A0', { street: undefined, po_box: 'Box 1234 RR 3', locality: 'Zorbleton', region: 'SK', postcode: 'S0K 1A0' }],
  ['PO Drawer 5 Zorbleton MS 39000', { street: undefined, po_box: 'PO Drawer 5', locality: 'Zorbleton', region: 'MS' }],
  ['POB 5 Zorbleton MS 39000', { street: undefined, po_box: 'POB 5', locality: 'Zorbleton', region: 'MS' }],
  ['Caller Box 5 Zorbleton MS 39000', { street: undefined, po_box: 'Caller Box 5', locality: 'Zorbleton', region: 'MS' }],
  ['General Delivery, Zorbleton, MS 39000', { street: undefined, po_box: 'General Delivery', locality: 'Zorbleton', region: 'MS' }],
  ['PO Box 123 Zorble Grove MN 55000', { street: undefined, po_box: 'PO Box 123', locality: 'Zorble Grove', region: 'MN' }],
  ['12 Route 9 Zorbleton NJ', { street: 'Route 9', po_box: undefined, locality: 'Zorbleton', region: 'NJ' }],
  ['12 Box Canyon Rd Zorbleton CA', { street: 'Box Canyon Rd', po_box: undefined, locality: 'Zorbleton', region: 'CA' }],
  // A firm's or a person's name beside the box and the town; a street with its type stays.
  ['Zorbleton Feed Store, PO Box 55, Zorbleton, MT 59840', { street: undefined, po_box: 'PO Box 55', locality: 'Zorbleton', region: 'MT', postcode: '59840' }],
  ['Grimble Widgets PO Box 55, Zorbleton, MT 59840', { street: undefined, po_box: 'PO Box 55', locality: 'Zorbleton', region: 'MT', postcode: '59840' }],
  ['Jane Zorble, P.O. Box 12, Grimbleton, OH 44001', { street: undefined, po_box: 'P.O. Box 12', locality: 'Grimbleton', region: 'OH' }],
  ['PO Box 55, Zorble St, Grimbleton, MT', { street: 'Zorble St', po_box: 'PO Box 55', locality: 'Grimbleton', region: 'MT' }],
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
  ['1 Main St, Zorbleton, OH, USA 44000', { house_number: '1', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['1 Main St Zorbleton OH USA 44000', { house_number: '1', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['12 Elm St, Zorbleton, TX, United States 75001', { house_number: '12', street: 'Elm St', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['4400 Washington', { house_number: '4400', street: 'Washington', region: undefined }],
  ['1200 S Michigan', { house_number: '1200', street: 'S Michigan', region: undefined }],
  ['3300 N Kansas Zorbleton MO', { house_number: '3300', street: 'N Kansas', locality: 'Zorbleton', region: 'MO' }],
];

/** ZIP codes and countries written loosely at the end: run into the state, a dangling hyphen, a space for the hyphen, dots. */
const LOOSE_ENDINGS: Case[] = [
  ['12 Zorble St Zorbleton OH44000', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['12 Zorble St Zorbleton, OH  44000-', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['12 Zorble St Zorbleton OH 44000 1234', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000 1234' }],
  ['400 Elm Ave, Zorbleton, KS 66000 1234', { house_number: '400', street: 'Elm Ave', locality: 'Zorbleton', region: 'KS', postcode: '66000 1234' }],
  ['12 Zorble St Zorbleton OH U.S.A.', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH' }],
  ['12 Zorble St Zorbleton OH US 44000', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['12 Zorble St, Zorbleton, OH 44000, U.S.', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
];

/** A county written as its own part between the town and the state or postal code; the town is the part before. */
const COUNTIES: Case[] = [
  ['12 Zorble St Zorbleton, Zorble County, OH 44000', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['12 Zorble St, Zorbleton, Zorble Co., OH', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH' }],
  ['400 Bayou Rd, Zorbleville, Zorble Parish, LA 70000', { house_number: '400', street: 'Bayou Rd', locality: 'Zorbleville', region: 'LA', postcode: '70000' }],
  ['123 Main St, Zorble County, OH', { house_number: '123', street: 'Main St', locality: 'Zorble County', region: 'OH' }],
  ['12 High St, Zorbleton, Zorbleshire, ZB1 2AB, United Kingdom', { house_number: '12', street: 'High St', locality: 'Zorbleton', region: 'Zorbleshire', postcode: 'ZB1 2AB' }],
  ['12 Zorble Close, Zorbleton, Kent CT1 2AB', { house_number: '12', street: 'Zorble Close', locality: 'Zorbleton', region: 'Kent', postcode: 'CT1 2AB' }],
  ['12 Zorble Gardens, Zorbleton, Essex CM1 1AB', { house_number: '12', street: 'Zorble Gardens', locality: 'Zorbleton', region: 'Essex', postcode: 'CM1 1AB' }],
  ['12 Zorble Road, Zorbleton, Co. Antrim BT1 1AA', { house_number: '12', street: 'Zorble Road', locality: 'Zorbleton', region: 'Co. Antrim', postcode: 'BT1 1AA' }],
  ['12 Zorble Rd, Zorbleton, Herts. AL1 1AA', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'Herts.', postcode: 'AL1 1AA' }],
  ['Rose Cottage, 4 Mill Lane, Upper Zorbley, Norfolk NR21 0JB', { house_number: '4', street: 'Mill Lane', locality: 'Upper Zorbley', postcode: 'NR21 0JB' }],
];

/** The region after the town in parentheses (Canada Post's French style, Italy's post), as an Italian province's or a Brazilian state's code. */
const REGIONS_AFTER_TOWN: Case[] = [
  ['123 rue Zorble, Zorbleton (Québec) H2X 1Y4', { house_number: '123', street: 'rue Zorble', locality: 'Zorbleton', region: 'Québec', postcode: 'H2X 1Y4' }],
  ['45 boul. Zorble, Montréal (Québec), H3B 2Y7', { house_number: '45', street: 'boul. Zorble', locality: 'Montréal', region: 'Québec', postcode: 'H3B 2Y7' }],
  ['Via Zorbla 12, 20121 Milano (MI)', { house_number: '12', street: 'Via Zorbla', locality: 'Milano', region: 'MI', postcode: '20121' }],
  ['Via Zorbla 7 00100 Zorbletto RM', { house_number: '7', street: 'Via Zorbla', locality: 'Zorbletto', region: 'RM', postcode: '00100' }],
  ['Corso Zorbla 45, 10121 Torino TO Italy', { house_number: '45', street: 'Corso Zorbla', locality: 'Torino', region: 'TO', postcode: '10121' }],
  ['Piazza Zorbla 3 - 50122 Firenze FI', { house_number: '3', street: 'Piazza Zorbla', locality: 'Firenze', region: 'FI', postcode: '50122' }],
  ['Rua Zorbla 45, Zorbleira - MG, 30100-000', { house_number: '45', street: 'Rua Zorbla', locality: 'Zorbleira', region: 'MG', postcode: '30100-000' }],
  ['avenida zorblista 1000 zorbleira sp brasil', { house_number: '1000', street: 'avenida zorblista', locality: 'zorbleira', region: 'sp', country: 'brasil' }],
  ['Rua Zorbla 12 Grimble Horizonte MG 30100-000', { house_number: '12', street: 'Rua Zorbla', locality: 'Grimble Horizonte', region: 'MG', postcode: '30100-000' }],
  ['Rua Zorbla 45 - Centro, Zorbleira - RS, 90000-000', { house_number: '45', street: 'Rua Zorbla', locality: 'Zorbleira', region: 'RS', postcode: '90000-000' }],
  ['Av. Zorbla, 100, Zorbleira, RJ, Brasil', { house_number: '100', street: 'Av. Zorbla', locality: 'Zorbleira', region: 'RJ' }],
  ['12 Zorble St Zorbleton PA 19000', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'PA', postcode: '19000' }],
  ['98 - 102 Main St Zorbleton OH', { house_number: '98-102', street: 'Main St', locality: 'Zorbleton', region: 'OH' }],
  ['12 Main St (rear) Zorbleton OH', { house_number: '12', street: 'Main St', unit: 'rear', locality: 'Zorbleton', region: 'OH' }],
];

/** Postal districts written after the town, and Ireland's Eircodes and counties. */
const DISTRICTS: Case[] = [
  ['12 Zorble Street, Dublin 2', { house_number: '12', street: 'Zorble Street', locality: 'Dublin', postcode: '2' }],
  ['16 Windward Road Zorbleton 5', { house_number: '16', street: 'Windward Road', locality: 'Zorbleton', postcode: '5' }],
  ['12 Zorble Street, Dublin 2, D02 XY45, Ireland', { house_number: '12', street: 'Zorble Street', locality: 'Dublin 2', postcode: 'D02 XY45' }],
  ['Zorble Cottage, Zorble Road, Zorbleton, Co. Cork, T12 XK34', { street: 'Zorble Road', locality: 'Zorbleton', region: 'Co. Cork', postcode: 'T12 XK34' }],
  ['Zorblova 12, 110 00 Praha 1', { house_number: '12', street: 'Zorblova', locality: 'Praha 1', postcode: '110 00' }],
  ['Rua Augusta 24', { house_number: '24', street: 'Rua Augusta', postcode: undefined }],
  ['305 West 7', { house_number: '305', street: 'West 7', postcode: undefined }],
  ['1200 County Road 42', { house_number: '1200', street: 'County Road 42', postcode: undefined }],
  ['12 Route 9', { house_number: '12', street: 'Route 9', postcode: undefined }],
  ['Via Zorbla, 12', { house_number: '12', street: 'Via Zorbla', postcode: undefined }],
];

/** An attention or care-of line written last, after the postal code or the town: the address before it is whole. */
const TRAILING_ATTENTION: Case[] = [
  ['55 Elm Street, Zorbleton, MA 02108 Attn: Accounts', { house_number: '55', street: 'Elm Street', locality: 'Zorbleton', region: 'MA', postcode: '02108' }],
  ['12 Main St Zorbleton OH 44001, Attn Jane Doe', { house_number: '12', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
  ['100 Oak Ave, Zorbleton, TX 75001 ATTENTION: Receiving Dept', { house_number: '100', street: 'Oak Ave', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['9 Zorble Rd, Zorbleton, VT 05001 c/o Jane Doe', { house_number: '9', street: 'Zorble Rd', locality: 'Zorbleton', region: 'VT', postcode: '05001' }],
  ['40 Zorble Ave, Zorbleton, KS 66000 Attn: Room 12', { house_number: '40', street: 'Zorble Ave', locality: 'Zorbleton', region: 'KS', postcode: '66000' }],
  ['12 Zorble St, Zorbleton, OH 44000 Care of Zorble Mgmt', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
];

/** A street type and its dot run into the town with no space; a St. run into a known town is the town's. */
const TYPE_RUN_INTO_TOWN: Case[] = [
  ['12 Main St.Zorbleton, OH 44001', { house_number: '12', street: 'Main St.', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
  ['40 Elm Ave.Zorbleton OH 44002', { house_number: '40', street: 'Elm Ave.', locality: 'Zorbleton', region: 'OH', postcode: '44002' }],
  ['7 Mill Rd.Zorbleton, VT', { house_number: '7', street: 'Mill Rd.', locality: 'Zorbleton', region: 'VT' }],
  ['8 Oak Blvd.Zorble Grove MN 55000', { house_number: '8', street: 'Oak Blvd.', locality: 'Zorble Grove', region: 'MN', postcode: '55000' }],
  ['12 Main St.NW Washington DC', { house_number: '12', street: 'Main St. NW', locality: 'Washington', region: 'DC' }],
  ['St.Zorbleton, MO', { street: undefined, locality: 'St.Zorbleton', region: 'MO' }],
  ['12 Main St St.Zorbleton MO', { house_number: '12', street: 'Main St', locality: 'St.Zorbleton', region: 'MO' }],
  ['12 St.Marks Pl Zorbleton NY', { house_number: '12', street: 'St.Marks Pl', locality: 'Zorbleton', region: 'NY' }],
  ['12 Elm St St.Louis MO', { house_number: '12', street: 'Elm St', locality: 'St.Louis', region: 'MO' }],
];

/** Argentina's CPA (a province's letter, four digits, three letters in full) or the old four digits, then the town. */
const ARGENTINE_POSTCODES: Case[] = [
  ['Av. Corrientes 1234, C1000 CABA, Argentina', { house_number: '1234', street: 'Av. Corrientes', locality: 'CABA', postcode: 'C1000', country: 'Argentina' }],
  ['Calle Zorbla 567, C1043AAZ CABA', { house_number: '567', street: 'Calle Zorbla', locality: 'CABA', postcode: 'C1043AAZ' }],
  ['Av. Zorbla 890, X5000 Zorbleira, Argentina', { house_number: '890', street: 'Av. Zorbla', locality: 'Zorbleira', postcode: 'X5000', country: 'Argentina' }],
  ['Calle Zorbla 12, 5000 Zorbleira, Argentina', { house_number: '12', street: 'Calle Zorbla', locality: 'Zorbleira', postcode: '5000', country: 'Argentina' }],
  ['Av. Zorbla 1234 C1043AAZ Zorbleira', { house_number: '1234', street: 'Av. Zorbla', locality: 'Zorbleira', postcode: 'C1043AAZ' }],
  [
    'Av. Corrientes 1234, C1000 Ciudad Autónoma de Buenos Aires, Argentina',
    { house_number: '1234', street: 'Av. Corrientes', locality: 'Ciudad Autónoma de Buenos Aires', postcode: 'C1000', country: 'Argentina' },
  ],
  ['W6150 County Rd BB, Zorbleton, WI 54000', { house_number: 'W6150', street: 'County Rd BB', locality: 'Zorbleton', region: 'WI', postcode: '54000' }],
];

/** An Argentine province or a Mexican state as the last part, after the town; a capital's name alone is the town. */
const PROVINCES_ABROAD: Case[] = [
  ['Zorbla 455, B1636 Zorblivos, Buenos Aires, Argentina', { house_number: '455', street: 'Zorbla', locality: 'Zorblivos', region: 'Buenos Aires', postcode: 'B1636' }],
  ['Av. Zorbla 12, Córdoba, Argentina', { house_number: '12', street: 'Av. Zorbla', locality: 'Córdoba', region: undefined, country: 'Argentina' }],
  ['Calle Zorbla 8, 5500 Zorbleira, Mendoza, Argentina', { house_number: '8', street: 'Calle Zorbla', locality: 'Zorbleira', region: 'Mendoza', postcode: '5500' }],
  ['Calle Zorbla 12, 64000 Zorblerrey, Nuevo León, México', { house_number: '12', street: 'Calle Zorbla', locality: 'Zorblerrey', region: 'Nuevo León', postcode: '64000', country: 'México' }],
  ['Av. Zorbla 45, 44100 Zorblajara, Jalisco', { house_number: '45', street: 'Av. Zorbla', locality: 'Zorblajara', region: 'Jalisco', postcode: '44100' }],
  ['Calle Zorbla 7, 06000 Ciudad de México, CDMX', { house_number: '7', street: 'Calle Zorbla', locality: 'Ciudad de México', region: 'CDMX', postcode: '06000', country: undefined }],
  ['Calle Zorbla 9, 06000 Ciudad de México, México', { house_number: '9', street: 'Calle Zorbla', locality: 'Ciudad de México', postcode: '06000', country: 'México' }],
  ['Calle Zorbla 3, 06000 Zorbleira, D.F.', { house_number: '3', street: 'Calle Zorbla', locality: 'Zorbleira', region: 'D.F.', postcode: '06000' }],
];

/** Mexico's colonia (or fraccionamiento) as its own part between the street and the town: the suburb, not the town. */
const COLONIAS: Case[] = [
  ['Calle Reforma 222, Col. Juárez, 06600 Ciudad de México, CDMX', { house_number: '222', street: 'Calle Reforma', suburb: 'Col. Juárez', locality: 'Ciudad de México', region: 'CDMX', postcode: '06600' }],
  ['Av. Zorbla 45, Col. Zorblitas, 44100 Zorblajara, Jalisco', { house_number: '45', street: 'Av. Zorbla', suburb: 'Col. Zorblitas', locality: 'Zorblajara', region: 'Jalisco', postcode: '44100' }],
  ['Calle Zorbla 12, Colonia Centro, 64000 Zorblerrey, Nuevo León, México', { house_number: '12', street: 'Calle Zorbla', suburb: 'Colonia Centro', locality: 'Zorblerrey', postcode: '64000' }],
  ['Calle Zorbla 9, Fracc. Las Zorblas, 83000 Zorblosillo, Sonora', { house_number: '9', street: 'Calle Zorbla', suburb: 'Fracc. Las Zorblas', locality: 'Zorblosillo', region: 'Sonora', postcode: '83000' }],
  ['Calle Zorbla 33, Col. Zorblitas, Zorbleton, Jalisco', { house_number: '33', street: 'Calle Zorbla', suburb: 'Col. Zorblitas', locality: 'Zorbleton', region: 'Jalisco' }],
  ['12 Main St, Colonia, NJ 07067', { house_number: '12', street: 'Main St', suburb: undefined, locality: 'Colonia', region: 'NJ', postcode: '07067' }],
];

/** "West Indies" after a Caribbean country's name: a wider region, not the country; a postal district before it as elsewhere. */
const WIDER_REGIONS: Case[] = [
  ['14 Hope Road, Kingston 2 Jamaica, West Indies', { house_number: '14', street: 'Hope Road', locality: 'Kingston', postcode: '2', region: 'West Indies', country: 'Jamaica' }],
  ['12 Zorble Road, Zorbleton, Jamaica, West Indies', { house_number: '12', street: 'Zorble Road', locality: 'Zorbleton', region: 'West Indies', country: 'Jamaica' }],
  ['5 Zorble St, Zorbletown, Barbados, West Indies', { house_number: '5', street: 'Zorble St', locality: 'Zorbletown', region: 'West Indies', country: 'Barbados' }],
  ['8 Zorble Avenue, Zorbleton 5, Jamaica, W.I.', { house_number: '8', street: 'Zorble Avenue', locality: 'Zorbleton', postcode: '5', region: 'W.I.', country: 'Jamaica' }],
  ['3 Zorble Lane, Zorbleton, Grenada, Caribbean', { house_number: '3', street: 'Zorble Lane', locality: 'Zorbleton', region: 'Caribbean', country: 'Grenada' }],
];

/** A country whose name joins two parts, written with "and" or with "&". */
const COUNTRIES_WITH_AND: Case[] = [
  ['12 Zorble Street, Zorbleton, Trinidad and Tobago', { house_number: '12', street: 'Zorble Street', locality: 'Zorbleton', country: 'Trinidad and Tobago' }],
  ['12 Zorble Street, Zorbleton, Trinidad & Tobago', { house_number: '12', street: 'Zorble Street', locality: 'Zorbleton', country: 'Trinidad & Tobago' }],
  ['Zorblija 7, 71000 Zorbljevo, Bosnia and Herzegovina', { house_number: '7', street: 'Zorblija', locality: 'Zorbljevo', postcode: '71000', country: 'Bosnia and Herzegovina' }],
  ['3 High St, Zorbletown, Antigua and Barbuda', { house_number: '3', street: 'High St', locality: 'Zorbletown', country: 'Antigua and Barbuda' }],
  ['9 Zorble Road, Zorbleton, Saint Kitts and Nevis', { house_number: '9', street: 'Zorble Road', locality: 'Zorbleton', country: 'Saint Kitts and Nevis' }],
  ['2 Zorble Street, Zorbleton, Saint Lucia', { house_number: '2', street: 'Zorble Street', locality: 'Zorbleton', country: 'Saint Lucia' }],
  ['4 Zorble Lane, Zorbleton, Trinidad and Tobago, West Indies', { house_number: '4', street: 'Zorble Lane', locality: 'Zorbleton', region: 'West Indies', country: 'Trinidad and Tobago' }],
];

/** A dot ending the address after the postal code stays with the code as written; a dangling hyphen does not. */
const POSTCODE_DOTS: Case[] = [
  ['10 Downing St, London SW1A 2AA.', { house_number: '10', street: 'Downing St', locality: 'London', postcode: 'SW1A 2AA.' }],
  ['100 Main St, Zorbleton, OH 44001.', { house_number: '100', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44001.' }],
  ['55 Zorble Street, Zorbleton, ON M5C 1R6.', { house_number: '55', street: 'Zorble Street', locality: 'Zorbleton', region: 'ON', postcode: 'M5C 1R6.' }],
  ['Zorblestraat 12, 1015 CJ Zorbledam.', { house_number: '12', street: 'Zorblestraat', postcode: '1015 CJ' }],
  ['12 Zorble St Zorbleton, OH 44000-', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['12 Zorble St Zorbleton OH 44000-1234.', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44000-1234.' }],
];

/** A European postal code with its country's letters before it, as mail crossing a border is addressed. */
const COUNTRY_PREFIXED_POSTCODES: Case[] = [
  ['Zorblestrasse 12, CH-8001 Zürich', { house_number: '12', street: 'Zorblestrasse', locality: 'Zürich', postcode: 'CH-8001' }],
  ['12 rue Zorble, F-75011 Paris', { house_number: '12', street: 'rue Zorble', locality: 'Paris', postcode: 'F-75011' }],
  ['Zorblestraße 12, D-10115 Berlin', { house_number: '12', street: 'Zorblestraße', locality: 'Berlin', postcode: 'D-10115' }],
  ['Zorblegasse 5, A-1010 Wien, Austria', { house_number: '5', street: 'Zorblegasse', locality: 'Wien', postcode: 'A-1010', country: 'Austria' }],
  ['Zorblegatan 4, SE-114 35 Zorbleby', { house_number: '4', street: 'Zorblegatan', locality: 'Zorbleby', postcode: 'SE-114 35' }],
  ['Zorblestraat 12, NL-1015 CJ Zorbledam', { house_number: '12', street: 'Zorblestraat', locality: 'Zorbledam', postcode: 'NL-1015 CJ' }],
  ['Via Zorble 12, I-20121 Zorblano', { house_number: '12', street: 'Via Zorble', locality: 'Zorblano', postcode: 'I-20121' }],
  ['Rue de la Zorble 3, B-4000 Zorblège', { house_number: '3', street: 'Rue de la Zorble', locality: 'Zorblège', postcode: 'B-4000' }],
  ['ul. Zorblowa 7, PL-30-001 Zorblów', { house_number: '7', street: 'ul. Zorblowa', locality: 'Zorblów', postcode: 'PL-30-001' }],
  ['Zorbleweg 9 DE-80331 Zorblingen', { house_number: '9', street: 'Zorbleweg', locality: 'Zorblingen', postcode: 'DE-80331' }],
];

/** A word marking the house number ("No: 12", "No 5", "Nº 45", "nr.5"), written or run into it; Turkish flats and floors ("Daire: 3", "Kat: 2"). */
const NUMBER_MARKERS: Case[] = [
  ['Zorble Cad. No: 12 Daire: 3, 34710 Zorbleköy, Türkiye', { house_number: '12', street: 'Zorble Cad.', unit: 'Daire: 3', locality: 'Zorbleköy', postcode: '34710', country: 'Türkiye' }],
  ['Zorble Sokak No 5, 06000 Zorblekent', { house_number: '5', street: 'Zorble Sokak', locality: 'Zorblekent', postcode: '06000' }],
  ['Zorble Cad. No:12, 34000 Zorblekent, Türkiye', { house_number: '12', street: 'Zorble Cad.', locality: 'Zorblekent', postcode: '34000', country: 'Türkiye' }],
  ['Zorble Bulvarı No:7 Kat:2, 35000 Zorblekent', { house_number: '7', street: 'Zorble Bulvarı', unit: 'Kat:2', locality: 'Zorblekent', postcode: '35000' }],
  ['No. 12 Zorble Road, Zorble District, Zorblejing 100020, China', { house_number: '12', street: 'Zorble Road', locality: 'Zorblejing', postcode: '100020', country: 'China' }],
  ['Calle Zorble No.123, Zorbleton, Jalisco, México', { house_number: '123', street: 'Calle Zorble', locality: 'Zorbleton', region: 'Jalisco', country: 'México' }],
  ['Av. Zorble Nº45, Zorblima 15001, Perú', { house_number: '45', street: 'Av. Zorble', locality: 'Zorblima', postcode: '15001', country: 'Perú' }],
  ['Strada Zorble nr.5, Zorblești', { house_number: '5', street: 'Strada Zorble', locality: 'Zorblești' }],
  ['County Road No 5, Zorbleton, TX 75001', { street: 'County Road No 5', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['12 No Main St Zorbleton OH 44001', { house_number: '12', street: 'No Main St', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
  ['Zorble Bulvarı No:100 Zorblekaya', { house_number: '100', street: 'Zorble Bulvarı', locality: 'Zorblekaya' }],
  ['Zorble Bulvarı No:100 Grimblekaya, Zorblekent', { house_number: '100', street: 'Zorble Bulvarı', locality: 'Zorblekent' }],
  ['Calle Zorble nº 5 Zorbleda', { house_number: '5', street: 'Calle Zorble', locality: 'Zorbleda' }],
  ['Zorble Sokak No. 7 Grimble Zorblekent, Türkiye', { house_number: '7', street: 'Zorble Sokak', locality: 'Grimble Zorblekent', country: 'Türkiye' }],
  ['Highway No 5 Zorbleton, TX 75001', { street: 'Highway No 5', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['ул. Зорблевская, д. 7, Зорблеград, 125009', { house_number: '7', street: 'ул. Зорблевская', locality: 'Зорблеград', postcode: '125009' }],
  ['Зорблевский пр., д.28, кв. 4, Зорблеград', { house_number: '28', street: 'Зорблевский пр.', unit: 'кв. 4', locality: 'Зорблеград' }],
  ['ул. Зорблина дом 5 Зорблеград', { house_number: '5', street: 'ул. Зорблина', locality: 'Зорблеград' }],
];

/** A country under the English name ICU has since replaced ("Turkey", "Ivory Coast") or in its own language ("Magyarország", "Hrvatska"). */
const COUNTRY_NAMES_OLD_AND_OWN: Case[] = [
  ['Zorble Sokak 5, 06000 Zorblekent, Turkey', { house_number: '5', street: 'Zorble Sokak', locality: 'Zorblekent', postcode: '06000', country: 'Turkey' }],
  ['Zorble utca 12, 1051 Zorblepest, Magyarország', { house_number: '12', street: 'Zorble utca', locality: 'Zorblepest', postcode: '1051', country: 'Magyarország' }],
  ['Zorblska cesta 3, 10000 Zorbleb, Hrvatska', { house_number: '3', street: 'Zorblska cesta', locality: 'Zorbleb', postcode: '10000', country: 'Hrvatska' }],
  ['Zorbles gatve 8, LT-01100 Zorblius, Lietuva', { house_number: '8', street: 'Zorbles gatve', locality: 'Zorblius', postcode: 'LT-01100', country: 'Lietuva' }],
  ['12 Zorble Road, Zorbleton, Co. Zorble, Eire', { house_number: '12', street: 'Zorble Road', locality: 'Zorbleton', region: 'Co. Zorble', country: 'Eire' }],
  ['Zorble Street 4, 10431 Zorblens, Ελλάδα', { house_number: '4', street: 'Zorble Street', locality: 'Zorblens', postcode: '10431', country: 'Ελλάδα' }],
  ['Zorble Avenue 7, Zorblejan, Ivory Coast', { house_number: '7', street: 'Zorble Avenue', locality: 'Zorblejan', country: 'Ivory Coast' }],
  ['12 Zorble Road, Zorbleton 0157, Republic of South Africa', { house_number: '12', street: 'Zorble Road', locality: 'Zorbleton', postcode: '0157', country: 'Republic of South Africa' }],
  ['Zorblina 9, 11000 Zorblegrad, Srbija', { house_number: '9', street: 'Zorblina', locality: 'Zorblegrad', postcode: '11000', country: 'Srbija' }],
  // Three-letter ISO codes.
  ['55 Zorble St, Zorbleton, ON M5C 1R6, CAN', { house_number: '55', street: 'Zorble St', locality: 'Zorbleton', region: 'ON', postcode: 'M5C 1R6', country: 'CAN' }],
  ['Calle Zorbla 5, 28013 Zorbladrid, ESP', { house_number: '5', street: 'Calle Zorbla', locality: 'Zorbladrid', postcode: '28013', country: 'ESP' }],
  ['Zorblegatan 4, 114 55 Zorbholm, SWE', { house_number: '4', street: 'Zorblegatan', locality: 'Zorbholm', postcode: '114 55', country: 'SWE' }],
  ['12 Zorble Rd, Zorbleton NSW 2000, AUS', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'NSW', postcode: '2000', country: 'AUS' }],
];

/** A word that usually opens a street ("ulica", "Via") written after the name, with only the number after it: the name is kept. */
const TYPE_ENDING_NAME: Case[] = [
  ['Zorblska ulica 3, 10000 Zorbleb, Hrvatska', { house_number: '3', street: 'Zorblska ulica', locality: 'Zorbleb', postcode: '10000', country: 'Hrvatska' }],
  ['Zorble ulica 9, 11000 Zorblegrad, Srbija', { house_number: '9', street: 'Zorble ulica', locality: 'Zorblegrad', postcode: '11000', country: 'Srbija' }],
  ['Zorblova ulica 14, 1000 Zorbljana', { house_number: '14', street: 'Zorblova ulica', locality: 'Zorbljana', postcode: '1000' }],
  ['Zorble Jalan 5, 50000 Zorble Lumpur', { house_number: '5', street: 'Zorble Jalan', locality: 'Zorble Lumpur', postcode: '50000' }],
  ['Zorble Centre Jalan Zorble 5, 50000 Zorble Lumpur', { house_number: '5', street: 'Jalan Zorble', locality: 'Zorble Lumpur', postcode: '50000' }],
];

/** Israel's seven-digit postal code, after the town or before it. */
const SEVEN_DIGIT_POSTCODES: Case[] = [
  ['Rehov Zorble 12, Zorblefa 3100000, Israel', { house_number: '12', street: 'Rehov Zorble', locality: 'Zorblefa', postcode: '3100000', country: 'Israel' }],
  ['Zorble St 5, Zorblon 6100000', { house_number: '5', street: 'Zorble St', locality: 'Zorblon', postcode: '6100000' }],
  ['Rehov Zorble 12, 3100000 Zorblefa', { house_number: '12', street: 'Rehov Zorble', locality: 'Zorblefa', postcode: '3100000' }],
  ['Derech Zorble 40, Zorbla Gan 5252000, Israel', { house_number: '40', street: 'Derech Zorble', locality: 'Zorbla Gan', postcode: '5252000', country: 'Israel' }],
];

/** US military mail: a unit and box, the military post office (APO, FPO, DPO) for the town, the armed forces "state" (AA, AE, AP). */
const MILITARY: Case[] = [
  ['PSC 1234 Box 5678 APO AE 09012', { po_box: 'PSC 1234 Box 5678', locality: 'APO', region: 'AE', postcode: '09012' }],
  ['Unit 2050 Box 4190 APO AP 96278', { unit: 'Unit 2050', po_box: 'Box 4190', locality: 'APO', region: 'AP', postcode: '96278' }],
  ['CMR 402 Box 12, APO AE 09180', { po_box: 'CMR 402 Box 12', locality: 'APO', region: 'AE', postcode: '09180' }],
  ['PSC 817 Box 20, FPO AE 09622-0020', { po_box: 'PSC 817 Box 20', locality: 'FPO', region: 'AE', postcode: '09622-0020' }],
  ['Unit 8400 Box 150 DPO AE 09498-0150', { unit: 'Unit 8400', po_box: 'Box 150', locality: 'DPO', region: 'AE', postcode: '09498-0150' }],
  ['psc 9 box 33 apo aa 34001', { po_box: 'psc 9 box 33', locality: 'apo', region: 'aa', postcode: '34001' }],
  ['12 Main St Unit 5 Box 3 Zorbleton OH 44001', { house_number: '12', street: 'Main St', unit: 'Unit 5', po_box: 'Box 3', locality: 'Zorbleton', region: 'OH' }],
  ['Zorble Rd, Zorbleton, AE', { street: 'Zorble Rd', locality: 'Zorbleton', region: undefined, country: 'AE' }],
];

/** A house number with its addition in one word, as the Netherlands and France write it ("12-hs", "112-III", "7-bg", "12bis"). */
const NUMBER_ADDITIONS: Case[] = [
  ['Zorblestraat 12-hs, 1015 CJ Zorbledam', { house_number: '12-hs', street: 'Zorblestraat', locality: 'Zorbledam', postcode: '1015 CJ' }],
  ['Zorblestraat 112-III 1015 CJ Zorbledam', { house_number: '112-III', street: 'Zorblestraat', locality: 'Zorbledam', postcode: '1015 CJ' }],
  ['Zorblegracht 7-bg, 1016 AB Zorbledam', { house_number: '7-bg', street: 'Zorblegracht', locality: 'Zorbledam', postcode: '1016 AB' }],
  ['Zorblelaan 5-II, 2500 AA Zorblehaag, Nederland', { house_number: '5-II', street: 'Zorblelaan', locality: 'Zorblehaag', postcode: '2500 AA', country: 'Nederland' }],
  ['Zorblekade 40hs, 1072 AB Zorbledam', { house_number: '40hs', street: 'Zorblekade', locality: 'Zorbledam', postcode: '1072 AB' }],
  ['12bis rue Zorble, 69001 Zorblyon', { house_number: '12bis', street: 'rue Zorble', locality: 'Zorblyon', postcode: '69001' }],
  ['Avenue de Zorble 7-ter, 13001 Zorbleille', { house_number: '7-ter', street: 'Avenue de Zorble', locality: 'Zorbleille', postcode: '13001' }],
  ['Zorblestraat 88 bis, 2518 AD Zorblehaag', { house_number: '88 bis', street: 'Zorblestraat', locality: 'Zorblehaag', postcode: '2518 AD' }],
  ['Rue de la Zorble 88 ter, 75002 Zorbaris', { house_number: '88 ter', street: 'Rue de la Zorble', locality: 'Zorbaris', postcode: '75002' }],
  ['Via Zorbla 12 bis 00184 Zorbletto', { house_number: '12 bis', street: 'Via Zorbla', locality: 'Zorbletto', postcode: '00184' }],
  ['Calle Zorbla 20 B, 28013 Zorbladrid', { house_number: '20', street: 'Calle Zorbla', locality: 'Zorbladrid', postcode: '28013' }],
];

/** A designated unit, a slash and the house number, as Australia writes it ("Unit 4/12 Zorble St"): the unit and the number apart. */
const UNIT_SLASH_NUMBER: Case[] = [
  ['Unit 4/12 Zorble St, Zorbleton NSW 2000, Australia', { house_number: '12', street: 'Zorble St', unit: 'Unit 4', locality: 'Zorbleton', region: 'NSW', postcode: '2000', country: 'Australia' }],
  ['Shop 2/100 Zorble Rd, Zorbleton VIC 3000', { house_number: '100', street: 'Zorble Rd', unit: 'Shop 2', locality: 'Zorbleton', region: 'VIC', postcode: '3000' }],
  ['Apt 3/45 Zorble Pde Zorbleton QLD 4000', { house_number: '45', street: 'Zorble Pde', unit: 'Apt 3', locality: 'Zorbleton', region: 'QLD', postcode: '4000' }],
  ['Suite 5/20 Zorble Street, Zorbleton WA 6000', { house_number: '20', street: 'Zorble Street', unit: 'Suite 5', locality: 'Zorbleton', region: 'WA', postcode: '6000' }],
  ['Unit 12B/7 Zorble Cres, Zorbleton ACT 2600', { house_number: '7', street: 'Zorble Cres', unit: 'Unit 12B', locality: 'Zorbleton', region: 'ACT', postcode: '2600' }],
  ['4/12 Zorble Rd, Zorbleton QLD 4000', { house_number: '4/12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'QLD', postcode: '4000' }],
  ['Top 4/5, Zorblegasse 3, 1010 Zorblwien', { house_number: '3', street: 'Zorblegasse', unit: 'Top 4/5', locality: 'Zorblwien', postcode: '1010' }],
];

/** A name (a Puerto Rican urbanización, a hotel, a centre), then the house number and a street whose type is written first. */
const NAME_NUMBER_TYPE_FIRST: Case[] = [
  ['Urb Las Zorbleras 150 Calle A, Zorbleña PR 00926', { house_number: '150', street: 'Calle A', locality: 'Zorbleña', region: 'PR', postcode: '00926' }],
  ['Urb. Zorble Gardens 12 Calle Zorble, Zorbleña, PR 00961', { house_number: '12', street: 'Calle Zorble', locality: 'Zorbleña', region: 'PR', postcode: '00961' }],
  ['Hotel Zorble 12 Rue de Zorble, 75001 Zorblaris', { house_number: '12', street: 'Rue de Zorble', locality: 'Zorblaris', postcode: '75001' }],
  ['Zorble Centre 5 Jalan Zorble, 50000 Zorble Lumpur', { house_number: '5', street: 'Jalan Zorble', locality: 'Zorble Lumpur', postcode: '50000' }],
  ['Edificio Zorble 40 Avenida Zorble, 28001 Zorbladrid', { house_number: '40', street: 'Avenida Zorble', locality: 'Zorbladrid', postcode: '28001' }],
  ['Zorble Centre Jalan Zorble 5, 50000 Zorble Lumpur', { house_number: '5', street: 'Jalan Zorble', locality: 'Zorble Lumpur', postcode: '50000' }],
];

/** The suite, a hyphen, then the house number, as Canada writes it after "#" ("#200-1234 Zorble St"); without "#" a range stays the house number. */
const SUITE_BEFORE_NUMBER: Case[] = [
  ['#200-1234 Zorble St, Zorbleton BC V6B 1A1', { house_number: '1234', street: 'Zorble St', unit: '#200', locality: 'Zorbleton', region: 'BC', postcode: 'V6B 1A1' }],
  ['Zorble Tower, #1505-88 Zorble Ave, Zorbleton, AB T2P 1J9', { house_number: '88', street: 'Zorble Ave', locality: 'Zorbleton', region: 'AB', postcode: 'T2P 1J9' }],
  ['# 12-345 Zorble Rd W, Zorbleton ON L5B 1M2', { house_number: '345', street: 'Zorble Rd W', unit: '# 12', locality: 'Zorbleton', region: 'ON', postcode: 'L5B 1M2' }],
  ['#7B-2200 Zorble Blvd Zorbleton QC H3B 2Y5', { house_number: '2200', street: 'Zorble Blvd', unit: '#7B', locality: 'Zorbleton', region: 'QC', postcode: 'H3B 2Y5' }],
  ['100-104 Zorble St, Zorbleton, OH 44001', { house_number: '100-104', street: 'Zorble St', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
  ['12 Zorble St #3-4 Zorbleton OH 44001', { house_number: '12', street: 'Zorble St', unit: '#3-4', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
];

/** A building's or shopping centre's name after the street type, before the town: not part of the street. */
const BUILDINGS_AFTER_STREET: Case[] = [
  ['1234 Zorble Rd Grimble Plaza Shopping Center, Zorbleton, TX 75001', { house_number: '1234', street: 'Zorble Rd', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['2200 Quarry Blvd Flintwood Mall Zorbleton TX 75002', { house_number: '2200', street: 'Quarry Blvd', locality: 'Zorbleton', region: 'TX', postcode: '75002' }],
  ['300 Harbor Pkwy Suite 100 Bayside Office Center, Zorbleton, GA 30001', { house_number: '300', street: 'Harbor Pkwy', locality: 'Zorbleton', region: 'GA', postcode: '30001' }],
  ['18 Center St Marlow Plaza, Zorbleton, OH 43001', { house_number: '18', street: 'Center St', locality: 'Zorbleton', region: 'OH', postcode: '43001' }],
  ['700 W Grand Ave NE Lakeview Medical Building, Zorbleton, MI 48001', { house_number: '700', street: 'W Grand Ave NE', locality: 'Zorbleton', region: 'MI' }],
  ['210 K St NW The Belmont, Washington, DC 20001', { house_number: '210', street: 'K St NW', locality: 'Washington', region: 'DC', postcode: '20001' }],
  ['45 Oak Ave, The Woodlands, TX 77380', { house_number: '45', street: 'Oak Ave', locality: 'The Woodlands', region: 'TX' }],
  ['12 Main St Rockville Centre NY 11570', { house_number: '12', street: 'Main St', locality: 'Rockville Centre', region: 'NY', postcode: '11570' }],
  ['900 Commerce Plaza Dr, Zorbleton, PA 15001', { house_number: '900', street: 'Commerce Plaza Dr', locality: 'Zorbleton', region: 'PA' }],
  ['1234 Zorble Rd Grimble Square Shopping Center Zorbleton TX 75001', { house_number: '1234', street: 'Zorble Rd', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['8000 Grimble Rd Bldg 2 Flintwood Business Park, Zorbleton, TX 75001', { house_number: '8000', street: 'Grimble Rd', unit: 'Bldg 2 Flintwood Business Park', locality: 'Zorbleton' }],
  ['45 Elm St, Menlo Park, CA 94025', { house_number: '45', street: 'Elm St', locality: 'Menlo Park', region: 'CA' }],
  ['300 Industrial Park Rd, Zorbleton, PA 15002', { house_number: '300', street: 'Industrial Park Rd', locality: 'Zorbleton', region: 'PA' }],
];

/** Colombia's plate: the street by its type and number, "#" (or "No."), the crossing street's number and the metres from it. */
const COLOMBIAN_PLATES: Case[] = [
  ['Carrera 12 # 34-56, Zorblegotá', { house_number: '34-56', street: 'Carrera 12', locality: 'Zorblegotá' }],
  ['Calle 45A # 12-30, Zorbellín, Colombia', { house_number: '12-30', street: 'Calle 45A', locality: 'Zorbellín', country: 'Colombia' }],
  ['Cra 7 #32-16, Zorblegota', { house_number: '32-16', street: 'Cra 7', locality: 'Zorblegota' }],
  ['Av. Zorbleyacá # 68-20, Zorblegotá', { house_number: '68-20', street: 'Av. Zorbleyacá', locality: 'Zorblegotá' }],
  ['Edificio Zorble, Carrera 15 # 93-75 Oficina 301, Zorblegotá, Colombia', { house_number: '93-75', street: 'Carrera 15', unit: 'Oficina 301', locality: 'Zorblegotá' }],
  ['Av. Zorblentes 1234 Piso 3, Zorbleños Aires', { house_number: '1234', street: 'Av. Zorblentes', unit: 'Piso 3', locality: 'Zorbleños Aires' }],
  ['123 Main St # 12-30, Zorbleton, TX', { house_number: '123', street: 'Main St', unit: '# 12-30', locality: 'Zorbleton', region: 'TX' }],
];

/** Hungary's order: the postal code and the town first, then the street, its type after the name, and the number. */
const HUNGARIAN: Case[] = [
  ['1051 Zorblepest, Grimble u. 12.', { house_number: '12.', street: 'Grimble u.', locality: 'Zorblepest', postcode: '1051' }],
  ['1051 Zorblepest, Grimble utca 12', { house_number: '12', street: 'Grimble utca', locality: 'Zorblepest', postcode: '1051' }],
  ['6720 Zorbleged, Grimble tér 3.', { house_number: '3.', street: 'Grimble tér', locality: 'Zorbleged', postcode: '6720' }],
  ['9021 Zorblegyőr, Grimble út 5', { house_number: '5', street: 'Grimble út', locality: 'Zorblegyőr', postcode: '9021' }],
  ['Grimble u. 12, 1051 Zorblepest', { house_number: '12', street: 'Grimble u.', locality: 'Zorblepest', postcode: '1051' }],
  ['1137 Zorblepest, Szent Grimble krt. 28.', { house_number: '28.', street: 'Szent Grimble krt.', locality: 'Zorblepest', postcode: '1137' }],
  ['75011 Paris, 12 rue de la Zorble', { house_number: '12', street: 'rue de la Zorble', locality: 'Paris', postcode: '75011' }],
  ['12345 Zorble Rd, Zorbleton, TX', { house_number: '12345', street: 'Zorble Rd', locality: 'Zorbleton', region: 'TX' }],
];

/** A letter written apart after the number, after a street compounded as the Nordic countries, Germany or the Netherlands write it. */
const LETTERS_APART: Case[] = [
  ['Zorbleveien 12 B, 0150 Zorbleslo', { house_number: '12 B', street: 'Zorbleveien', locality: 'Zorbleslo', postcode: '0150' }],
  ['Grimblevej 4 a, 2100 Zorblehavn', { house_number: '4 a', street: 'Grimblevej', locality: 'Zorblehavn', postcode: '2100' }],
  ['Zorblegatan 7 C, 114 35 Zorbleholm', { house_number: '7 C', street: 'Zorblegatan', locality: 'Zorbleholm', postcode: '114 35' }],
  ['Zorblestraße 12 a, 10115 Zorblin', { house_number: '12 a', street: 'Zorblestraße', locality: 'Zorblin', postcode: '10115' }],
  ['Calle Zorble 20 B, 28001 Zorbladrid', { house_number: '20', street: 'Calle Zorble', locality: 'Zorbladrid', postcode: '28001' }],
];

/** A telephone number written after the address, bare or after a label; a ZIP+4 is no telephone number. */
const TRAILING_PHONES: Case[] = [
  ['55 Zorble St., Zorbleton, MA 01103 (413) 555-0123', { house_number: '55', street: 'Zorble St.', locality: 'Zorbleton', region: 'MA', postcode: '01103' }],
  ['55 Zorble St, Zorbleton MA 01103 Phone: 413-555-0123', { house_number: '55', street: 'Zorble St', locality: 'Zorbleton', region: 'MA', postcode: '01103' }],
  ['9 Grimble Ave Zorbleton OH 44001 Ph 614.555.0187 Fax 614.555.0188', { house_number: '9', street: 'Grimble Ave', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
  ['300 Zorble Blvd, Zorbleton, TX 75001, Tel. (214) 555 0100', { house_number: '300', street: 'Zorble Blvd', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['12 Zorble Rd Zorbleton NY 12001 1-800-555-0199', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'NY', postcode: '12001' }],
  ['14 Zorble Street, Zorbleton ZB1 2AB Tel: +44 20 7946 0958', { house_number: '14', street: 'Zorble Street', locality: 'Zorbleton', postcode: 'ZB1 2AB' }],
  ['Zorblestraße 43, 10117 Zorblin, +49 30 1234567', { house_number: '43', street: 'Zorblestraße', locality: 'Zorblin', postcode: '10117' }],
  ['625 Zorble Ave, Zorbleton IL 60611-3110', { house_number: '625', street: 'Zorble Ave', locality: 'Zorbleton', region: 'IL', postcode: '60611-3110' }],
];

/** Turkey's district and province joined by a slash at the end (ilçe/il). */
const DISTRICT_SLASH_PROVINCE: Case[] = [
  ['Zorble Cad. No:12, 34710 Zorbleköy/Grimblebul', { house_number: '12', street: 'Zorble Cad.', locality: 'Zorbleköy', region: 'Grimblebul', postcode: '34710' }],
  ['Zorble Bulvarı No:100 Zorblekaya/Grimblera', { house_number: '100', street: 'Zorble Bulvarı', locality: 'Zorblekaya', region: 'Grimblera' }],
  ['Zorble Sok. No:5 34367 Zorbleli/Grimblebul Türkiye', { house_number: '5', street: 'Zorble Sok.', locality: 'Zorbleli', region: 'Grimblebul', postcode: '34367', country: 'Türkiye' }],
  ['Unit 4/12 Zorble St, Zorbleton', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton' }],
];

/** A part of a marker and a number alone, the street in a part of its own (India, much of Asia and Latin America). */
const MARKED_NUMBER_PARTS: Case[] = [
  ['No. 12, 3rd Cross, Zorblenagar, Zorbleluru 560038', { house_number: '12', street: '3rd Cross', locality: 'Zorbleluru', postcode: '560038' }],
  ['No 7, Zorble Road, Zorbleton', { house_number: '7', street: 'Zorble Road', locality: 'Zorbleton' }],
  ['Nº 5, Rua Zorble, Zorbleira', { house_number: '5', street: 'Rua Zorble', locality: 'Zorbleira' }],
  ['Zorble Main Road, No. 14, Zorbleton', { house_number: '14', street: 'Zorble Main Road', locality: 'Zorbleton' }],
  ['Flat No. 3, 14 Zorble Road, Zorbleton', { house_number: '14', street: 'Zorble Road', unit: 'Flat No. 3', locality: 'Zorbleton' }],
];

/** A road named by its number, or by its system's letters and number in one word, before a town of several words. */
const ROADS_ENDING_AT_NUMBER: Case[] = [
  ['1200 Route 9 Zorble Park NY 12065', { house_number: '1200', street: 'Route 9', locality: 'Zorble Park', region: 'NY', postcode: '12065' }],
  ['1200 US-9 Zorble Park NY 12065', { house_number: '1200', street: 'US-9', locality: 'Zorble Park', region: 'NY', postcode: '12065' }],
  ['5000 I-10 E Zorbletown TX', { house_number: '5000', street: 'I-10 E', locality: 'Zorbletown', region: 'TX' }],
  ['4500 M-59 W Zorble Twp MI', { house_number: '4500', street: 'M-59 W', locality: 'Zorble Twp', region: 'MI' }],
  ['300 NY-9W Zorbleton NY', { house_number: '300', street: 'NY-9W', locality: 'Zorbleton', region: 'NY' }],
  ['12 Hwy 5 Zorble Lake MN', { house_number: '12', street: 'Hwy 5', locality: 'Zorble Lake', region: 'MN' }],
  ['1234 Hwy 5 Business Zorbleton GA', { house_number: '1234', street: 'Hwy 5 Business', locality: 'Zorbleton', region: 'GA' }],
  ['2100 I-35 Frontage Rd, Zorbleton, TX 78681', { house_number: '2100', street: 'I-35 Frontage Rd', locality: 'Zorbleton', region: 'TX', postcode: '78681' }],
];

/** A country or a state's name written with its dots, the last one too, kept as written. */
const DOTTED_NAMES: Case[] = [
  ['1455 Zorble St., Zorbleton CA 94103 U.S.A.', { house_number: '1455', street: 'Zorble St.', locality: 'Zorbleton', region: 'CA', postcode: '94103', country: 'U.S.A.' }],
  ['10 Zorble St, Zorbleton, U.K.', { house_number: '10', street: 'Zorble St', locality: 'Zorbleton', country: 'U.K.' }],
  ['12 Zorble Rd, Zorbleton, Texas.', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'Texas.' }],
  ['12 Zorble Rd, Zorbleton, Texas', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'Texas' }],
];

/** A unit designator written with no identifier after the street type ("Unit", "Apt"): the unit, never the town's first word. */
const BARE_DESIGNATORS: Case[] = [
  ['412 Grimble Pl NE Unit Zorbleton IA 52000', { house_number: '412', street: 'Grimble Pl NE', unit: 'Unit', locality: 'Zorbleton', region: 'IA', postcode: '52000' }],
  ['9 Zorble Ave Apt Grimbleville OH 44001', { house_number: '9', street: 'Zorble Ave', unit: 'Apt', locality: 'Grimbleville', region: 'OH', postcode: '44001' }],
  ['77 Grimble Rd Suite Zorble Falls, NY 12001', { house_number: '77', street: 'Grimble Rd', unit: 'Suite', locality: 'Zorble Falls', region: 'NY' }],
  ['15 Zorble St Rear Grimbleton KS 66001', { house_number: '15', street: 'Zorble St', unit: 'Rear', locality: 'Grimbleton', region: 'KS' }],
  ['15 Zorble St Apt. 2 Rear Grimbleton KS 66001', { house_number: '15', street: 'Zorble St', unit: 'Apt. 2 Rear', locality: 'Grimbleton', region: 'KS' }],
  ['300 Unit Rd Zorbleton OH', { house_number: '300', street: 'Unit Rd', unit: undefined, locality: 'Zorbleton', region: 'OH' }],
  ['600 Elm St Ste Genevieve MO 63670', { house_number: '600', street: 'Elm St', unit: undefined, locality: 'Ste Genevieve', region: 'MO' }],
  ['20 Zorble Ln Upper Grimbley PA 19001', { house_number: '20', street: 'Zorble Ln', unit: undefined, locality: 'Upper Grimbley', region: 'PA' }],
];

/** A three-digit postal code before the town (Iceland, the Faroe Islands), after the street and its house number. */
const THREE_DIGIT_POSTCODES: Case[] = [
  ['Zorblegata 12, 101 Grimblavík', { house_number: '12', street: 'Zorblegata', locality: 'Grimblavík', postcode: '101' }],
  ['Zorblevegur 5 220 Grimblafjörður', { house_number: '5', street: 'Zorblevegur', locality: 'Grimblafjörður', postcode: '220' }],
  ['Zorblestígur 3, 600 Grimbleyri, Iceland', { house_number: '3', street: 'Zorblestígur', locality: 'Grimbleyri', postcode: '600', country: 'Iceland' }],
  ['Zorblevegur 5, FO-100 Grimblahavn', { house_number: '5', street: 'Zorblevegur', locality: 'Grimblahavn', postcode: 'FO-100' }],
  ['Zorble Hall, 123 Grimble Zorbleton', { house_number: '123', postcode: undefined }],
  ['12 Route 9 101 Zorbleton', { house_number: '12', postcode: undefined }],
];

/** A name, then the house number and a street with no type written as a directional and a name ("1060 W Grimble"). */
const NAME_NUMBER_DIRECTIONAL: Case[] = [
  ['Zorble Field 1060 W Grimble Zorbleton IL', { house_number: '1060', street: 'W Grimble', locality: 'Zorbleton', region: 'IL' }],
  ['Acme Corp 1060 West Grimble Zorbleton IL 60601', { house_number: '1060', street: 'West Grimble', locality: 'Zorbleton', region: 'IL', postcode: '60601' }],
  ['Jane Doe 233 S. Grimble, Zorbleton, IL 60601', { house_number: '233', street: 'S. Grimble', locality: 'Zorbleton', region: 'IL', postcode: '60601' }],
  ['Zorble Inn 12 Highway 50 E Zorbleton OH', { house_number: '12', street: 'Highway 50 E', locality: 'Zorbleton', region: 'OH' }],
];

/** A region of Russia (and its neighbours) named by its kind: an oblast, a krai, a republic; a six-digit postal code opening the address. */
const OBLASTS_AND_REPUBLICS: Case[] = [
  ['188000, г. Зорблый Бор Гримбльской области', { locality: 'г. Зорблый Бор', region: 'Гримбльской области', postcode: '188000' }],
  ['ул. Зорбла, д. 5, г. Зорблоград, Гримбльская область, 141000', { house_number: '5', street: 'ул. Зорбла', locality: 'г. Зорблоград', region: 'Гримбльская область', postcode: '141000' }],
  ['ул. Зорбла, 5, Зорблоград, Гримбльская обл., 620000', { house_number: '5', street: 'ул. Зорбла', locality: 'Зорблоград', region: 'Гримбльская обл.', postcode: '620000' }],
  ['ул. Зорбла 5, Зорблоград, Республика Гримблистан, 420000', { house_number: '5', street: 'ул. Зорбла', locality: 'Зорблоград', region: 'Республика Гримблистан', postcode: '420000' }],
  ['Зорблоград, Гримбльский край', { locality: 'Зорблоград', region: 'Гримбльский край' }],
  ['Зорблоград Карелия Российская Федерация', { locality: 'Зорблоград', region: 'Карелия', country: 'Российская Федерация' }],
  ['101000, г. Зорблоград, ул. Зорбла, д. 5', { house_number: '5', street: 'ул. Зорбла', locality: 'г. Зорблоград', postcode: '101000' }],
  ['Гримбльская область, г. Зорблоград, ул. Зорбла, д. 5', { house_number: '5', street: 'ул. Зорбла', locality: 'г. Зорблоград' }],
  ['вул. Зорбла, 5, Зорблівка, Грімбльська область, 08000', { house_number: '5', street: 'вул. Зорбла', locality: 'Зорблівка', region: 'Грімбльська область', postcode: '08000' }],
];

/** Turkey's district and province (ilçe, il) in parts of their own: the district is the town, the province the region. */
const DISTRICT_COMMA_PROVINCE: Case[] = [
  ['Zorblekent, İstanbul', { locality: 'Zorblekent', region: 'İstanbul' }],
  ['Zorble Cad. No:5, Zorbleköy, İstanbul', { house_number: '5', street: 'Zorble Cad.', locality: 'Zorbleköy', region: 'İstanbul' }],
  ['Zorble Sok. No:12, 06690 Zorblekaya, Ankara, Türkiye', { house_number: '12', street: 'Zorble Sok.', locality: 'Zorblekaya', region: 'Ankara', postcode: '06690', country: 'Türkiye' }],
  ['Zorble Bulvarı No:3, Zorbleova, Izmir', { house_number: '3', street: 'Zorble Bulvarı', locality: 'Zorbleova', region: 'Izmir' }],
  ['Zorble Cad. No:5, Ankara', { house_number: '5', street: 'Zorble Cad.', locality: 'Ankara', region: undefined }],
];

/** A name both a state's and a city's, written right after the street's part with nothing after it: the city. */
const STATE_NAMED_CITIES: Case[] = [
  ['30 W 26th St, New York', { house_number: '30', street: 'W 26th St', locality: 'New York', region: undefined }],
  ['1600 Zorble Ave NW, Washington', { house_number: '1600', street: 'Zorble Ave NW', locality: 'Washington', region: undefined }],
  ['12 Zorble Rd, Zorbleton, New York', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'New York' }],
  ['Zorbleton, Washington', { locality: 'Zorbleton', region: 'Washington' }],
  ['123 Grimble Zorbleton, New York', { locality: 'Zorbleton', region: 'New York' }],
];

/** A street named after a doctor, "Dr" written first: the title opens the name, the street type ends it. */
const DOCTOR_STREETS: Case[] = [
  ['123 Dr Martin Luther King Jr Dr Zorbleton GA', { house_number: '123', street: 'Dr Martin Luther King Jr Dr', locality: 'Zorbleton', region: 'GA' }],
  ['45 Dr Zorble Blvd Grimbleton GA 30001', { house_number: '45', street: 'Dr Zorble Blvd', locality: 'Grimbleton', region: 'GA', postcode: '30001' }],
  ['45 Dr. Zorble Ave Grimbleton FL', { house_number: '45', street: 'Dr. Zorble Ave', locality: 'Grimbleton', region: 'FL' }],
  ['12 Zorble Dr Grimbleton GA', { house_number: '12', street: 'Zorble Dr', locality: 'Grimbleton', region: 'GA' }],
];

/** Short street types US lists write though USPS does not: Lp (Loop), Tr (Trail), Cr (Circle); CR before a number stays a county road. */
const SHORT_TYPES: Case[] = [
  ['123 Zorble Lp Grimbleton OH', { house_number: '123', street: 'Zorble Lp', locality: 'Grimbleton', region: 'OH' }],
  ['88 Zorble Tr NW Grimbleton OH 44001', { house_number: '88', street: 'Zorble Tr NW', locality: 'Grimbleton', region: 'OH' }],
  ['7 Zorble Cr Grimbleton OH', { house_number: '7', street: 'Zorble Cr', locality: 'Grimbleton', region: 'OH' }],
  ['4500 Lp 1604 N Grimbleton TX', { house_number: '4500', street: 'Lp 1604 N', locality: 'Grimbleton', region: 'TX' }],
  ['100 CR 12 Grimbleton AL', { house_number: '100', street: 'CR 12', locality: 'Grimbleton', region: 'AL' }],
];

/** The street types of USPS Publication 28 (C1) and their abbreviations that name places as often: still the street's type before the town. */
const PUB28_TYPES: Case[] = [
  ['15 Zorble Byu Grimbleton LA 70001', { house_number: '15', street: 'Zorble Byu', locality: 'Grimbleton', region: 'LA', postcode: '70001' }],
  ['12 Zorble Bayou Grimbleton LA 70001', { house_number: '12', street: 'Zorble Bayou', locality: 'Grimbleton', region: 'LA' }],
  ['505 Zorble Br Grimbleton VA 22001', { house_number: '505', street: 'Zorble Br', locality: 'Grimbleton', region: 'VA' }],
  ['33 Zorble Bg Grimbleton PA 17001', { house_number: '33', street: 'Zorble Bg', locality: 'Grimbleton', region: 'PA' }],
  ['12 Zorble Cp Grimbleton ME 04001', { house_number: '12', street: 'Zorble Cp', locality: 'Grimbleton', region: 'ME' }],
  ['12 Zorble Camp Grimbleton ME 04001', { house_number: '12', street: 'Zorble Camp', locality: 'Grimbleton', region: 'ME' }],
  ['17 Zorble Dl Grimbleton WV 25001', { house_number: '17', street: 'Zorble Dl', locality: 'Grimbleton', region: 'WV' }],
  ['300 Zorble Dam Grimbleton NV 89001', { house_number: '300', street: 'Zorble Dam', locality: 'Grimbleton', region: 'NV' }],
  ['44 Zorble Dv Grimbleton MT 59001', { house_number: '44', street: 'Zorble Dv', locality: 'Grimbleton', region: 'MT' }],
  ['140 Zorble Is Grimbleton FL 32003', { house_number: '140', street: 'Zorble Is', locality: 'Grimbleton', region: 'FL' }],
  ['20 Zorble Ky Grimbleton FL 32004', { house_number: '20', street: 'Zorble Ky', locality: 'Grimbleton', region: 'FL' }],
  ['6 Zorble Pr Grimbleton TX 75005', { house_number: '6', street: 'Zorble Pr', locality: 'Grimbleton', region: 'TX' }],
  ['58 Zorble Vl Grimbleton LA 70002', { house_number: '58', street: 'Zorble Vl', locality: 'Grimbleton', region: 'LA' }],
  ['9 Zorble Union Grimbleton NJ 07001', { house_number: '9', street: 'Zorble Union', locality: 'Grimbleton', region: 'NJ' }],
  ['9 Zorble Lf Grimbleton NC 27001', { house_number: '9', street: 'Zorble Lf', locality: 'Grimbleton', region: 'NC' }],
  ['9 Zorble Viaduct Grimbleton OH 44001', { house_number: '9', street: 'Zorble Viaduct', locality: 'Grimbleton', region: 'OH' }],
  ['9 Zorble Grvs Grimbleton OH 44001', { house_number: '9', street: 'Zorble Grvs', locality: 'Grimbleton', region: 'OH' }],
  // Guards: the same words opening a town or a street, and state codes, stay as they are.
  ['12 Zorble St Mount Grimble NJ 07001', { house_number: '12', street: 'Zorble St', locality: 'Mount Grimble', region: 'NJ' }],
  ['12 Zorble St Fort Grimble TX 75001', { house_number: '12', street: 'Zorble St', locality: 'Fort Grimble', region: 'TX' }],
  ['12 Zorble Rd Union Grimble NJ 07001', { house_number: '12', street: 'Zorble Rd', locality: 'Union Grimble', region: 'NJ' }],
  ['600 Mount Zorble Ave Grimbleton NJ 07001', { house_number: '600', street: 'Mount Zorble Ave', locality: 'Grimbleton', region: 'NJ' }],
  ['12 Zorble St, Grimbleton, KY 40001', { house_number: '12', street: 'Zorble St', locality: 'Grimbleton', region: 'KY' }],
  ['12 Zorble St Grimbleton PR 00901', { house_number: '12', street: 'Zorble St', locality: 'Grimbleton', region: 'PR' }],
];

/** Publication 28's designators that take no number (Ofc, Side, Bsmt, Lbby, PH), Trlr, and their spelled forms, after the street type. */
const BARE_PUB28_DESIGNATORS: Case[] = [
  ['12 Zorble St Ofc Grimbleton OH 44001', { house_number: '12', street: 'Zorble St', unit: 'Ofc', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble St Ofc, Grimbleton, OH', { house_number: '12', street: 'Zorble St', unit: 'Ofc', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble St Office Grimbleton OH', { house_number: '12', street: 'Zorble St', unit: 'Office', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble St Side Grimbleton OH 44001', { house_number: '12', street: 'Zorble St', unit: 'Side', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble St Side, Grimbleton, OH 44001', { house_number: '12', street: 'Zorble St', unit: 'Side', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble St Trlr Grimbleton OH 44001', { house_number: '12', street: 'Zorble St', unit: 'Trlr', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble Rd Basement Grimbleton OH', { house_number: '12', street: 'Zorble Rd', unit: 'Basement', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble Rd Lobby Grimbleton OH', { house_number: '12', street: 'Zorble Rd', unit: 'Lobby', locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble Ave PH Grimbleton NY 10001', { house_number: '12', street: 'Zorble Ave', unit: 'PH', locality: 'Grimbleton', region: 'NY' }],
  ['12 Zorble St Department 5 Grimbleton OH', { house_number: '12', street: 'Zorble St', unit: 'Department 5', locality: 'Grimbleton', region: 'OH' }],
  // Guards: the words that open towns' names stay the town's; a designator with its number stays one unit.
  ['12 Zorble St Upper Grimble PA 19001', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Upper Grimble', region: 'PA' }],
  ['12 Zorble St Front Grimble VA 22001', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Front Grimble', region: 'VA' }],
  ['12 Zorble St Trlr 5 Grimbleton OH', { house_number: '12', street: 'Zorble St', unit: 'Trlr 5', locality: 'Grimbleton', region: 'OH' }],
  ['12 West Side Ave Grimbleton OH', { house_number: '12', street: 'West Side Ave', unit: undefined, locality: 'Grimbleton', region: 'OH' }],
  ['12 Zorble St Key Grimble FL 33001', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Key Grimble', region: 'FL' }],
  // Upstairs and Downstairs, a house split in two.
  ['400 Zorble Rd Upstairs Grimbleton SC', { house_number: '400', street: 'Zorble Rd', unit: 'Upstairs', locality: 'Grimbleton', region: 'SC' }],
  ['12 Zorble St Downstairs, Grimbleton, OH', { house_number: '12', street: 'Zorble St', unit: 'Downstairs', locality: 'Grimbleton', region: 'OH' }],
  ['12 Upstairs Rd, Grimbleton, OH', { house_number: '12', street: 'Upstairs Rd', unit: undefined, locality: 'Grimbleton', region: 'OH' }],
];

/** A type written first and the number naming it, ending its part (Puerto Rico's "Calle 3", "Avenue 5"): the street's, not a unit. */
const TYPE_FIRST_NUMBER_LAST: Case[] = [
  ['Urb Zorble Flores, 12 Calle 3, Grimbleton, PR 00959', { house_number: '12', street: 'Calle 3', locality: 'Grimbleton', region: 'PR', postcode: '00959' }],
  ['12 Calle 3, Urb Zorble Flores, Grimbleton PR 00959', { house_number: '12', street: 'Calle 3', locality: 'Grimbleton', region: 'PR' }],
  ['12 Calle 3', { house_number: '12', street: 'Calle 3', unit: undefined }],
  ['12 Avenue 5, Zorbleton, CA', { house_number: '12', street: 'Avenue 5', unit: undefined, locality: 'Zorbleton', region: 'CA' }],
  ['40 N Avenue 52, Zorbleton, CA 90042', { house_number: '40', street: 'N Avenue 52', unit: undefined, locality: 'Zorbleton', region: 'CA' }],
  // Guards: after a type written last, the number is still the unit.
  ['12 Zorble Ave 5, Grimbleton, CA', { house_number: '12', street: 'Zorble Ave', unit: '5', locality: 'Grimbleton', region: 'CA' }],
  ['12 Zorble Park Ave 5', { house_number: '12', street: 'Zorble Park Ave', unit: '5' }],
];

/** A town ending in Center, Centre or Hall, the last words before the state: the town, not a building's name (no other words are left for the town). */
const TOWNS_ENDING_IN_BUILDING_NOUNS: Case[] = [
  ['12 Zorble St Grimble Center NY', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Grimble Center', region: 'NY' }],
  ['12 Zorble St Grimble Ctr NY 12001', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Grimble Ctr', region: 'NY', postcode: '12001' }],
  ['40 Zorble Rd Grimble Centre PA 16001', { house_number: '40', street: 'Zorble Rd', unit: undefined, locality: 'Grimble Centre', region: 'PA' }],
  ['40 Zorble Rd Apt 2 Grimble Hall PA 16001', { house_number: '40', street: 'Zorble Rd', unit: 'Apt 2', locality: 'Grimble Hall', region: 'PA' }],
  // Guards: with a town after it, a qualifier in it, or no state after it, the name is the building's.
  ['12 Zorble St Grimble Plaza Zorbleton NY', { house_number: '12', street: 'Zorble St', unit: 'Grimble Plaza', locality: 'Zorbleton', region: 'NY' }],
  ['12 Zorble Rd Grimble Shopping Center TX 75001', { house_number: '12', street: 'Zorble Rd', unit: 'Grimble Shopping Center', region: 'TX', postcode: '75001' }],
  ['12 Zorble St Grimble Mall, Zorbleton NY 12001', { house_number: '12', street: 'Zorble St', unit: 'Grimble Mall', locality: 'Zorbleton', region: 'NY' }],
];

/** A Puerto Rico urbanization written after the numbered street in the same part: the neighbourhood, not the street's last words. */
const URBANIZATIONS_AFTER_STREET: Case[] = [
  ['12 Calle 3 Urb Zorble Flores, Grimbleton PR 00959', { house_number: '12', street: 'Calle 3', suburb: 'Urb Zorble Flores', locality: 'Grimbleton', region: 'PR', postcode: '00959' }],
  ['12 Calle Sol Urb. Zorble Gardens, Grimbleton, PR 00901', { house_number: '12', street: 'Calle Sol', suburb: 'Urb. Zorble Gardens', locality: 'Grimbleton', region: 'PR' }],
  ['12 Calle Sol Apt 3 Urbanizacion Zorble, Grimbleton, PR 00901', { house_number: '12', street: 'Calle Sol', unit: 'Apt 3', suburb: 'Urbanizacion Zorble', locality: 'Grimbleton', region: 'PR' }],
  // Guards: an urbanization in a part of its own, or first; a street named Urb.
  ['Urb Zorble Flores, 150 Calle A, Grimbleton, PR 00926', { house_number: '150', street: 'Calle A', locality: 'Grimbleton', region: 'PR', postcode: '00926' }],
  ['12 Calle 3, Urb Zorble Flores, Grimbleton PR 00959', { house_number: '12', street: 'Calle 3', locality: 'Grimbleton', region: 'PR' }],
  ['12 Urb Rd, Grimbleton, OH', { house_number: '12', street: 'Urb Rd', suburb: undefined, locality: 'Grimbleton', region: 'OH' }],
];

/** A country's two-letter code after a town written behind its postal code, the code also a state's or a province's. */
const COUNTRY_CODE_AFTER_TOWN: Case[] = [
  ['Zorblestraße 43, 10117 Zorblin, DE', { house_number: '43', street: 'Zorblestraße', locality: 'Zorblin', region: undefined, postcode: '10117', country: 'DE' }],
  ['Zorblelaan 7, 3581 EG Zorbrecht, NL', { house_number: '7', street: 'Zorblelaan', locality: 'Zorbrecht', region: undefined, postcode: '3581 EG', country: 'NL' }],
  ['zorblegracht 123 1015 cj zorbledam nl', { house_number: '123', street: 'zorblegracht', locality: 'zorbledam', region: undefined, postcode: '1015 cj', country: 'nl' }],
  ['12 Rue Zorble, 75002 Zorbaris, FR', { house_number: '12', street: 'Rue Zorble', locality: 'Zorbaris', region: undefined, postcode: '75002', country: 'FR' }],
  ['Zorblegatan 1, 111 51 Zorbholm, SE', { house_number: '1', street: 'Zorblegatan', locality: 'Zorbholm', postcode: '111 51', country: 'SE' }],
  ['Zorblevej 9, 8000 Zorbhus, DK', { house_number: '9', street: 'Zorblevej', locality: 'Zorbhus', postcode: '8000', country: 'DK' }],
  // Guards: a state after its town, a province beside its town.
  ['1234 Broadway, Zorbleton, CO', { house_number: '1234', street: 'Broadway', locality: 'Zorbleton', region: 'CO', country: undefined }],
  ['Suite 200, 12345 Zorble, Grimbleton IL', { house_number: '12345', street: 'Zorble', locality: 'Grimbleton', region: 'IL' }],
  ['Corso Zorbla 45, 10121 Zorbino TO', { house_number: '45', street: 'Corso Zorbla', locality: 'Zorbino', region: 'TO', postcode: '10121' }],
];

/** An e-mail or web address written after the address, alone, after a label, or after a telephone number. */
const TRAILING_ONLINE: Case[] = [
  ['27 Zorble Ave, Zorbleton, GA 30720 info@zorblebikes.com', { house_number: '27', street: 'Zorble Ave', locality: 'Zorbleton', region: 'GA', postcode: '30720' }],
  ['27 Zorble Ave Zorbleton GA 30720 Tel 706-555-0199 Email: sales@zorble.com', { house_number: '27', street: 'Zorble Ave', locality: 'Zorbleton', region: 'GA', postcode: '30720' }],
  ['8 Grimble Rd, Zorbleton, OH 44001, www.grimble.com', { house_number: '8', street: 'Grimble Rd', locality: 'Zorbleton', region: 'OH', postcode: '44001' }],
  ['Zorblestraße 4, 10115 Zorblin, https://zorble.de/kontakt', { house_number: '4', street: 'Zorblestraße', locality: 'Zorblin', postcode: '10115' }],
];

/** A US county written after the state and ZIP, with or without commas, before the country or ending the address. */
const COUNTIES_AFTER_ZIP: Case[] = [
  ['85 Zorble Ct, Zorbleton, KY 42025, Grimble County', { house_number: '85', street: 'Zorble Ct', locality: 'Zorbleton', region: 'KY', postcode: '42025' }],
  ['85 Zorble Ct Zorbleton KY 42025 Grimble County USA', { house_number: '85', street: 'Zorble Ct', locality: 'Zorbleton', region: 'KY', postcode: '42025', country: 'USA' }],
  ['85 Zorble Ct, Zorbleton, KY, Grimble Co.', { house_number: '85', street: 'Zorble Ct', locality: 'Zorbleton', region: 'KY' }],
  ['410 Zorble Rd, Lake Zorble, Louisiana 70601, Grimble Parish', { house_number: '410', street: 'Zorble Rd', locality: 'Lake Zorble', region: 'Louisiana', postcode: '70601' }],
  // Guard: CO without a dot is Colorado.
  ['12 Zorble St, Grimble Springs, CO', { house_number: '12', street: 'Zorble St', locality: 'Grimble Springs', region: 'CO' }],
];

/** A town that shares its name with a region or a county, in the part right after the street's. */
const TOWNS_NAMED_AS_REGIONS: Case[] = [
  ['Rua Nova 12, Lisboa', { house_number: '12', street: 'Rua Nova', locality: 'Lisboa', region: undefined }],
  ['Largo do Chiado 3, Lisboa, Portugal', { house_number: '3', street: 'Largo do Chiado', locality: 'Lisboa', region: undefined, country: 'Portugal' }],
  ['5 Rua Zorble, Lisboa, Portugal', { house_number: '5', street: 'Rua Zorble', locality: 'Lisboa', region: undefined, country: 'Portugal' }],
  ['Flat 4, 22 Zorble Grove, Bristol BS6 6AH', { house_number: '22', street: 'Zorble Grove', locality: 'Bristol', region: undefined, postcode: 'BS6 6AH' }],
  ['12 Zorble St, Kent CT1 2AB', { house_number: '12', street: 'Zorble St', locality: 'Kent', region: undefined, postcode: 'CT1 2AB' }],
  // Guards: a town written before the county.
  ['12 Zorble St Zorbleton, Kent CT1 2AB', { house_number: '12', street: 'Zorble St', locality: 'Zorbleton', region: 'Kent', postcode: 'CT1 2AB' }],
  ['4 Zorble Road, Zorbleton, Bedfordshire', { house_number: '4', street: 'Zorble Road', locality: 'Zorbleton', region: 'Bedfordshire' }],
];

/** Spain's and Portugal's mark of a house with no number (s/n), after the street or in a part of its own. */
const NO_NUMBER_MARKS: Case[] = [
  ['Plaza de Zorbla s/n, 41013 Zorbilla', { house_number: undefined, street: 'Plaza de Zorbla', locality: 'Zorbilla', postcode: '41013' }],
  ['Calle Zorbla S/N, Zorbladrid', { house_number: undefined, street: 'Calle Zorbla', locality: 'Zorbladrid' }],
  ['Avenida Zorbla, s/n, 28001 Zorbladrid', { house_number: undefined, street: 'Avenida Zorbla', locality: 'Zorbladrid', postcode: '28001' }],
  ['Rua Zorbla s/n, 1200-100 Zorblisboa', { house_number: undefined, street: 'Rua Zorbla', locality: 'Zorblisboa', postcode: '1200-100' }],
];

/** A region (province, state, autonomous community) in a part of its own after the postal code and the town. */
const REGIONS_AFTER_POSTCODE_TOWN: Case[] = [
  ['Calle Zorbla 15, 15003 A Zorbluña, Grimblicia', { house_number: '15', street: 'Calle Zorbla', locality: 'A Zorbluña', region: 'Grimblicia', postcode: '15003' }],
  ['Via Zorbla 3, 00184 Zorbletto, Grimblazio, Italia', { house_number: '3', street: 'Via Zorbla', locality: 'Zorbletto', region: 'Grimblazio', postcode: '00184', country: 'Italia' }],
  ['5 Rue Zorble, 75002 Zorbaris, Île-de-Zorble', { house_number: '5', street: 'Rue Zorble', locality: 'Zorbaris', region: 'Île-de-Zorble', postcode: '75002' }],
  ['Zorblelaan 7, 3581 EG Zorbrecht, Grimble-Holland', { house_number: '7', street: 'Zorblelaan', locality: 'Zorbrecht', region: 'Grimble-Holland', postcode: '3581 EG' }],
  // The town before its postal code, as New Zealand writes it.
  ['9 Zorble Street, Grimbletika 7810, Zorble Coast', { house_number: '9', street: 'Zorble Street', locality: 'Grimbletika', region: 'Zorble Coast', postcode: '7810' }],
  ['1 Zorble St, Grimbletown 9300, Zorblago, New Zealand', { house_number: '1', street: 'Zorble St', locality: 'Grimbletown', region: 'Zorblago', postcode: '9300', country: 'New Zealand' }],
  // Guard: a US street, a comma, then the town.
  ['Suite 200, 12345 Zorble, Grimbleton', { house_number: '12345', street: 'Zorble', locality: 'Grimbleton', region: undefined }],
];

/** A town after its postal code whose name opens with Dutch 's- or ends in a French arrondissement. */
const POST_TOWNS_WRITTEN_OWN_WAY: Case[] = [
  ["Zorblestraat 10, 2511 CD 's-Zorblehage", { house_number: '10', street: 'Zorblestraat', locality: "'s-Zorblehage", postcode: '2511 CD' }],
  ["Markt 1, 5211 JV 's-Zorblenbosch, Nederland", { house_number: '1', street: 'Markt', locality: "'s-Zorblenbosch", postcode: '5211 JV', country: 'Nederland' }],
  ['1 place Zorble, 69002 Zorblyon 2e', { house_number: '1', street: 'place Zorble', locality: 'Zorblyon 2e', postcode: '69002' }],
  ['12 rue Zorble 75008 Zorbaris 8ème France', { house_number: '12', street: 'rue Zorble', locality: 'Zorbaris 8ème', postcode: '75008', country: 'France' }],
];

/** Four digits after a street whose type is written first, with no comma and no house number before: the house number. */
const FOUR_DIGIT_HOUSE_NUMBERS: Case[] = [
  ['Avenida 9 de Zorblio 1100 Zorbos Aires', { house_number: '1100', street: 'Avenida 9 de Zorblio', locality: 'Zorbos Aires', postcode: undefined }],
  ['av. zorblencia 1234 zorbliago chile', { house_number: '1234', street: 'av. zorblencia', locality: 'zorbliago', postcode: undefined, country: 'chile' }],
  ['Calle Zorbla 2150 Zorbladrid', { house_number: '2150', street: 'Calle Zorbla', locality: 'Zorbladrid', postcode: undefined }],
  // Guards: a house number before the code; a street compounded with its type.
  ['Rua Zorbla 24 1100 Zorblisboa', { house_number: '24', street: 'Rua Zorbla', locality: 'Zorblisboa', postcode: '1100' }],
  ['Zorble Johans gate 0150 Zorbleslo', { house_number: undefined, street: 'Zorble Johans gate', locality: 'Zorbleslo', postcode: '0150' }],
];

/** Spain's and Portugal's floor and door after the house number ("3º izq", "2º Esq."), with or without commas. */
const FLOOR_AND_DOOR: Case[] = [
  ['calle de la zorbla 31 3º izq 28008 zorbladrid', { house_number: '31', street: 'calle de la zorbla', unit: '3º izq', locality: 'zorbladrid', postcode: '28008' }],
  ['Calle de Zorblá 42 3º B 28014 Zorbladrid', { house_number: '42', street: 'Calle de Zorblá', unit: '3º B', locality: 'Zorbladrid', postcode: '28014' }],
  ['Rua Zorbla 12, 2º Esq., 1200-100 Zorblisboa', { house_number: '12', street: 'Rua Zorbla', unit: '2º Esq.', locality: 'Zorblisboa', postcode: '1200-100' }],
  ['Calle Zorbla 5 4ª 28013 Zorbladrid', { house_number: '5', street: 'Calle Zorbla', unit: '4ª', locality: 'Zorbladrid', postcode: '28013' }],
  // Guard: an ordinal in the street's name.
  ['Avenida 5º Zorblenario 12, Zorbilla', { house_number: '12', street: 'Avenida 5º Zorblenario', unit: undefined, locality: 'Zorbilla' }],
];

/** Post-office boxes as other countries name them, then the postal code and the town. */
const BOXES_ABROAD: Case[] = [
  ['Postbus 1234, 1000 BE Zorbledam', { house_number: undefined, street: undefined, po_box: 'Postbus 1234', locality: 'Zorbledam', postcode: '1000 BE' }],
  ['Postfach 10 11 20, 70010 Zorblegart', { house_number: undefined, street: undefined, po_box: 'Postfach 10 11 20', locality: 'Zorblegart', postcode: '70010' }],
  ['Postboks 123, 0102 Zorbleslo', { street: undefined, po_box: 'Postboks 123', locality: 'Zorbleslo', postcode: '0102' }],
  ['BP 12, 75001 Zorbaris', { house_number: undefined, street: undefined, po_box: 'BP 12', locality: 'Zorbaris', postcode: '75001' }],
  ['Apartado de Correos 45, 28080 Zorbladrid', { street: undefined, po_box: 'Apartado de Correos 45', locality: 'Zorbladrid', postcode: '28080' }],
  ['Apartado 45, 1200-100 Zorblisboa', { street: undefined, po_box: 'Apartado 45', locality: 'Zorblisboa', postcode: '1200-100' }],
  ['Box 1234, 111 64 Zorbholm', { house_number: undefined, street: undefined, po_box: 'Box 1234', locality: 'Zorbholm', postcode: '111 64' }],
  ['Skrytka pocztowa 12, 00-950 Zorblawa', { street: undefined, po_box: 'Skrytka pocztowa 12', locality: 'Zorblawa', postcode: '00-950' }],
  ['Private Bag 92019, Zorbland 1142', { house_number: undefined, street: undefined, po_box: 'Private Bag 92019', locality: 'Zorbland', postcode: '1142' }],
  ['Casella Postale 12, 00100 Zorbletto', { street: undefined, po_box: 'Casella Postale 12', locality: 'Zorbletto', postcode: '00100' }],
  ['PO Box 123 Stn Main, Zorbleton SK S4P 2Z5', { street: undefined, po_box: 'PO Box 123 Stn Main', locality: 'Zorbleton', region: 'SK', postcode: 'S4P 2Z5' }],
  ['PO Box 4001 Stn A Grimbleton BC V8X 3X4', { street: undefined, po_box: 'PO Box 4001 Stn A', locality: 'Grimbleton', region: 'BC', postcode: 'V8X 3X4' }],
  // Guards: a street named BP; a street after a box abroad.
  ['12 BP Rd, Zorbleton, OH', { house_number: '12', street: 'BP Rd', po_box: undefined, locality: 'Zorbleton', region: 'OH' }],
  ['Postbus 12, Zorblestraat 5, 1000 AB Zorbledam', { house_number: '5', street: 'Zorblestraat', po_box: 'Postbus 12', locality: 'Zorbledam', postcode: '1000 AB' }],
];

/** A town whose name is also a country's (in some language), written right behind its postal code. */
const TOWNS_NAMED_AS_COUNTRIES: Case[] = [
  ['Camino de Zorbla 120, 18004 Granada', { house_number: '120', street: 'Camino de Zorbla', locality: 'Granada', postcode: '18004', country: undefined }],
  ['2 Rue Zorble, L-1009 Luxembourg', { house_number: '2', street: 'Rue Zorble', locality: 'Luxembourg', postcode: 'L-1009', country: undefined }],
  ['2 Rue Zorble, L-1009 Luxembourg, Luxembourg', { house_number: '2', street: 'Rue Zorble', locality: 'Luxembourg', postcode: 'L-1009', country: 'Luxembourg' }],
  // Guards: a country after a US ZIP, or after a town.
  ['10 Zorble St, Zorbleton, NY 10001 USA', { house_number: '10', street: 'Zorble St', locality: 'Zorbleton', postcode: '10001', country: 'USA' }],
  ['Zorblestr. 5, 10115 Zorblin Germany', { house_number: '5', street: 'Zorblestr.', locality: 'Zorblin', postcode: '10115', country: 'Germany' }],
];

/** France's CEDEX after the town, with or without its office's number, before a comma, the country or the end. */
const CEDEX_AFTER_TOWN: Case[] = [
  ['CS 30012, 69001 Zorblyon Cedex 01', { po_box: 'CS 30012', locality: 'Zorblyon', postcode: '69001' }],
  ['12 rue Zorble, 75008 Zorbaris CEDEX', { house_number: '12', street: 'rue Zorble', locality: 'Zorbaris', postcode: '75008' }],
  ['12 rue Zorble 75008 Zorbaris Cedex 08 France', { house_number: '12', street: 'rue Zorble', locality: 'Zorbaris', postcode: '75008', country: 'France' }],
  // Guard: a street named Cedex.
  ['12 Cedex Rd, Zorbleton, OH', { house_number: '12', street: 'Cedex Rd', locality: 'Zorbleton', region: 'OH' }],
];

/** A suburb and then its city, written without commas, outside the US (both places the list knows, not the two as one). */
const SUBURB_THEN_CITY: Case[] = [
  ['14 zorble street birkenhead auckland 0626', { house_number: '14', street: 'zorble street', suburb: 'birkenhead', locality: 'auckland', postcode: '0626' }],
  ['12 zorble road ponsonby auckland new zealand', { house_number: '12', street: 'zorble road', suburb: 'ponsonby', locality: 'auckland', country: 'new zealand' }],
  // Guards: a name ending in a word that ends many towns' names; two words that are one US town.
  ['2 Zorble Parade, Leamington Spa CV32 4AT', { house_number: '2', street: 'Zorble Parade', suburb: undefined, locality: 'Leamington Spa', postcode: 'CV32 4AT' }],
  ['12 Zorble Rd Bear Valley CA 95223', { house_number: '12', street: 'Zorble Rd', suburb: undefined, locality: 'Bear Valley', region: 'CA' }],
];

describeShapes('offline parser on address shapes it was not tuned to', [
  ['a directional after the street type', DIRECTIONAL_AFTER_TYPE],
  ['a unit, floor or building after the street', UNITS],
  ['a numbered or lettered street without a type', ROADS_WITHOUT_TYPE],
  ['a house number spelled out or in grid form', HOUSE_NUMBERS],
  ['a town beginning with a directional or abbreviation', TOWNS],
  ['a business or building name before the address', NAMES_BEFORE],
  ['a street type from the USPS list before an unknown town', STREET_TYPES],
  ['a street type misspelt', MISSPELT_TYPES],
  ['a street name opening with St, Mt or Ft', SAINT_STREETS],
  ['an intersection of two streets', INTERSECTIONS],
  ['a town alone', TOWNS_ALONE],
  ['parts set apart by bars, slashes, quotes or brackets', SEPARATORS],
  ['a town written with abbreviations', ABBREVIATED_TOWNS],
  ['a postal code written as abroad', POSTCODES_ABROAD],
  ['a house number between the street and the town', NUMBER_BEFORE_TOWN],
  ['a post-office box or rural route', BOXES],
  ['a state written as an older abbreviation, or a street named after a state', STATES],
  ['a ZIP code or country written loosely', LOOSE_ENDINGS],
  ['a county between the town and the state or postal code', COUNTIES],
  ['a region in parentheses or an Italian province after the town', REGIONS_AFTER_TOWN],
  ['a postal district after the town, or an Eircode', DISTRICTS],
  ['an attention line written last', TRAILING_ATTENTION],
  ['a street type run into the town after its dot', TYPE_RUN_INTO_TOWN],
  ['an Argentine postal code before the town', ARGENTINE_POSTCODES],
  ['an Argentine province or a Mexican state after the town', PROVINCES_ABROAD],
  ['a Mexican colonia between the street and the town', COLONIAS],
  ['West Indies written after the country', WIDER_REGIONS],
  ['a dot after the postal code ending the address', POSTCODE_DOTS],
  ['a country whose name is written with and or &', COUNTRIES_WITH_AND],
  ['a postal code with the country letters before it', COUNTRY_PREFIXED_POSTCODES],
  ['a house number after a marker', NUMBER_MARKERS],
  ['a country under an older name or in its own language', COUNTRY_NAMES_OLD_AND_OWN],
  ['a street type written after the name, before the number', TYPE_ENDING_NAME],
  ['a seven-digit postal code', SEVEN_DIGIT_POSTCODES],
  ['a military address', MILITARY],
  ['a house number with an addition', NUMBER_ADDITIONS],
  ['a unit and a house number parted by a slash', UNIT_SLASH_NUMBER],
  ['a name, then the house number and a street typed first', NAME_NUMBER_TYPE_FIRST],
  ['a suite and a house number parted by a hyphen', SUITE_BEFORE_NUMBER],
  ['a building name after the street', BUILDINGS_AFTER_STREET],
  ['a Colombian plate after #', COLOMBIAN_PLATES],
  ['a Hungarian address, postal code and town first', HUNGARIAN],
  ['a letter written apart after the house number', LETTERS_APART],
  ['a telephone number after the address', TRAILING_PHONES],
  ['a district and a province parted by a slash', DISTRICT_SLASH_PROVINCE],
  ['a marked house number in a part of its own', MARKED_NUMBER_PARTS],
  ['a road named by its number before the town', ROADS_ENDING_AT_NUMBER],
  ['a country or a state written with its dots', DOTTED_NAMES],
  ['a unit designator with no identifier', BARE_DESIGNATORS],
  ['a three-digit postal code before the town', THREE_DIGIT_POSTCODES],
  ['a name, then the house number and a directional street with no type', NAME_NUMBER_DIRECTIONAL],
  ['an oblast, krai or republic, and a postal code opening the address', OBLASTS_AND_REPUBLICS],
  ['a Turkish district and province parted by a comma', DISTRICT_COMMA_PROVINCE],
  ["a state's name that is a city's too, after the street", STATE_NAMED_CITIES],
  ['a street named after a doctor, Dr written first', DOCTOR_STREETS],
  ['a short street type USPS does not list', SHORT_TYPES],
  ['a Publication 28 street type that names places too', PUB28_TYPES],
  ['a Publication 28 designator written without a number', BARE_PUB28_DESIGNATORS],
  ['a type written first and its number ending the part', TYPE_FIRST_NUMBER_LAST],
  ['a town named like a building, the last words before the state', TOWNS_ENDING_IN_BUILDING_NOUNS],
  ['a Puerto Rico urbanization after the street', URBANIZATIONS_AFTER_STREET],
  ["a country's code after a town written behind its postal code", COUNTRY_CODE_AFTER_TOWN],
  ['an e-mail or web address after the address', TRAILING_ONLINE],
  ['a US county after the state and ZIP', COUNTIES_AFTER_ZIP],
  ['a town named as a region, right after the street', TOWNS_NAMED_AS_REGIONS],
  ['a house marked as having no number (s/n)', NO_NUMBER_MARKS],
  ['a region after the town and its postal code', REGIONS_AFTER_POSTCODE_TOWN],
  ["a town opening with 's- or ending in its arrondissement", POST_TOWNS_WRITTEN_OWN_WAY],
  ['four digits after a street typed first, before the town', FOUR_DIGIT_HOUSE_NUMBERS],
  ['a Spanish or Portuguese floor and door after the house number', FLOOR_AND_DOOR],
  ['a post-office box as other countries name it', BOXES_ABROAD],
  ["a town named as a country, behind its postal code", TOWNS_NAMED_AS_COUNTRIES],
  ['CEDEX after the town', CEDEX_AFTER_TOWN],
  ['a suburb and its city without commas, outside the US', SUBURB_THEN_CITY],
]);
