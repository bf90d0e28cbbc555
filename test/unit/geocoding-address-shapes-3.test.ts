/*
 * Address shapes of round thirteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong (with a sample of the neighbours it already read right), none taken from the
 * labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const PLACES_NAMED_AFTER_THE_STREET_TYPE: Case[] = [
  ['123 Main St Dock 4 Kent WA 98032', { house_number: '123', street: 'Main St', unit: 'Dock 4', locality: 'Kent', region: 'WA', postcode: '98032' }],
  ['100 Main St Gate 3 Kent WA 98032', { house_number: '100', street: 'Main St', unit: 'Gate 3', locality: 'Kent', region: 'WA', postcode: '98032' }],
  ['12 Ocean Ave Cottage 3 Kennebunkport ME 04046', { house_number: '12', street: 'Ocean Ave', unit: 'Cottage 3', locality: 'Kennebunkport', region: 'ME', postcode: '04046' }],
  ['3000 Dunn Ave Bay 5 Jacksonville FL 32218', { house_number: '3000', street: 'Dunn Ave', unit: 'Bay 5', locality: 'Jacksonville', region: 'FL', postcode: '32218' }],
  ['425 Main St Store 12 Lancaster PA 17602', { house_number: '425', street: 'Main St', unit: 'Store 12', locality: 'Lancaster', region: 'PA', postcode: '17602' }],
  ['88 Lake Shore Dr N Cabin 7 Two Harbors MN 55616', { house_number: '88', street: 'Lake Shore Dr N', unit: 'Cabin 7', locality: 'Two Harbors', region: 'MN', postcode: '55616' }],
  ['Karl Johans gate 22, 0159 Oslo', { house_number: '22', street: 'Karl Johans gate', postcode: '0159', locality: 'Oslo' }],
  ['400 Bay Ridge Pkwy, Brooklyn, NY 11209', { house_number: '400', street: 'Bay Ridge Pkwy', locality: 'Brooklyn', region: 'NY', postcode: '11209' }],
  ['1 Harbor Dr Slip 12 Sausalito CA 94965', { house_number: '1', street: 'Harbor Dr', unit: 'Slip 12', locality: 'Sausalito', region: 'CA', postcode: '94965' }],
];

const BARE_DESIGNATORS_IN_A_ROW: Case[] = [
  ['14 Birch St Basement Apt Somerville MA 02143', { house_number: '14', street: 'Birch St', locality: 'Somerville', region: 'MA', postcode: '02143' }],
  ['25 Willow Way Upstairs Unit Ithaca NY 14850', { house_number: '25', street: 'Willow Way', locality: 'Ithaca', region: 'NY', postcode: '14850' }],
  ['8 Elm Ave Apt B2 Rear Closter NJ 07624', { house_number: '8', street: 'Elm Ave', locality: 'Closter', region: 'NJ', postcode: '07624' }],
];

const A_DASH_AFTER_A_LABELLED_NUMBER: Case[] = [
  ['Unit 12 - 45 Harbour St, Toronto, ON M5J 2G4', { house_number: '45', street: 'Harbour St', unit: 'Unit 12', locality: 'Toronto', region: 'ON', postcode: 'M5J 2G4' }],
  ['Ace Hardware - Store 123 - 400 Broad St - Red Bank NJ 07701', { house_number: '400', street: 'Broad St', locality: 'Red Bank', region: 'NJ', postcode: '07701' }],
  ['Suite 100 - 1234 Main St, Vancouver, BC V6B 1A1', { house_number: '1234', street: 'Main St', unit: 'Suite 100', locality: 'Vancouver', region: 'BC', postcode: 'V6B 1A1' }],
  ['1209 - 1215 Main Street, Kansas City, MO 64105', { house_number: '1209-1215', street: 'Main Street', locality: 'Kansas City', region: 'MO', postcode: '64105' }],
  ['Friedrichstraße 43 - 45, 10117 Berlin', { house_number: '43-45', street: 'Friedrichstraße', postcode: '10117', locality: 'Berlin' }],
  ['Kungsgatan 12 - 14 Stockholm', { house_number: '12-14', street: 'Kungsgatan', locality: 'Stockholm' }],
  ['Via Zorbla 3 - 5 Milano', { house_number: '3-5', street: 'Via Zorbla', locality: 'Milano' }],
];

const COUNTRY_BEFORE_ITS_POSTCODE: Case[] = [
  ['1 Blue Jays Way, Toronto, Ontario, Canada M5V 1J1', { house_number: '1', street: 'Blue Jays Way', locality: 'Toronto', region: 'Ontario', postcode: 'M5V 1J1', country: 'Canada' }],
  ['5 Parade, St Helier, Jersey JE2 3PA', { house_number: '5', street: 'Parade', locality: 'St Helier', postcode: 'JE2 3PA', country: 'Jersey' }],
  ['23 Athol Street, Douglas, Isle of Man IM1 1LB', { house_number: '23', street: 'Athol Street', locality: 'Douglas', postcode: 'IM1 1LB', country: 'Isle of Man' }],
  ['Rua Augusta 100, Lisboa, Portugal 1100-053', { house_number: '100', street: 'Rua Augusta', locality: 'Lisboa', postcode: '1100-053', country: 'Portugal' }],
  ['80 Robinson Road, Singapore 068898', { house_number: '80', street: 'Robinson Road', locality: 'Singapore', postcode: '068898' }],
  ['10 Anson Road, #12-05 International Plaza, Singapore 079903', { house_number: '10', street: 'Anson Road', locality: 'Singapore', postcode: '079903' }],
  ['Church Farm, Grimble Lane, Lower Zorbling, Norfolk NR21 0JB', { street: 'Grimble Lane', postcode: 'NR21 0JB' }],
  ['12 Cherry Tree Close, Little Snoring, Norfolk NR21 0AA', { house_number: '12', street: 'Cherry Tree Close', region: 'Norfolk', country: undefined, postcode: 'NR21 0AA' }],
];

const REGION_CODES_IN_PARENTHESES: Case[] = [
  ['1600 Ch. Sainte-Foy, Québec (QC) G1S 2P1', { house_number: '1600', street: 'Ch. Sainte-Foy', locality: 'Québec', region: 'QC', postcode: 'G1S 2P1' }],
  ['200 Rue Principale, Granby (QC) J2G 2V6', { house_number: '200', street: 'Rue Principale', locality: 'Granby', region: 'QC', postcode: 'J2G 2V6' }],
  ['1200 boul. René-Lévesque O, Montréal (Québec) H3B 4W8', { house_number: '1200', street: 'boul. René-Lévesque O', locality: 'Montréal', region: 'Québec', postcode: 'H3B 4W8' }],
];

const RURAL_GRID_ROADS: Case[] = [
  ['RR 1, 4521 Sideroad 10, Erin, ON N0B 1T0', { house_number: '4521', street: 'Sideroad 10', locality: 'Erin', region: 'ON', postcode: 'N0B 1T0' }],
  ['5830 Sideroad 20, Alliston, ON L9R 1V4', { house_number: '5830', street: 'Sideroad 20', locality: 'Alliston', region: 'ON', postcode: 'L9R 1V4' }],
  ['1234 Line 7, Niagara-on-the-Lake, ON L0S 1J0', { house_number: '1234', street: 'Line 7', locality: 'Niagara-on-the-Lake', region: 'ON', postcode: 'L0S 1J0' }],
  ['4410 Trunk 2, Fall River, NS B2T 1J5', { house_number: '4410', street: 'Trunk 2', locality: 'Fall River', region: 'NS', postcode: 'B2T 1J5' }],
  ['3100 Autoroute 440 O, Laval, QC H7P 5P3', { house_number: '3100', street: 'Autoroute 440 O', locality: 'Laval', region: 'QC', postcode: 'H7P 5P3' }],
  ['15 Line St, Lewisburg, PA 17837', { house_number: '15', street: 'Line St', locality: 'Lewisburg', region: 'PA', postcode: '17837' }],
  ['88 Concession St, Hamilton, ON L9A 1B2', { house_number: '88', street: 'Concession St', locality: 'Hamilton', region: 'ON', postcode: 'L9A 1B2' }],
];

const VENUES_BEFORE_NUMBERED_ROADS: Case[] = [
  ['Shell Gas Station 9900 Interstate 10 W San Antonio TX 78230', { house_number: '9900', street: 'Interstate 10 W', locality: 'San Antonio', region: 'TX', postcode: '78230' }],
  ['Citgo Gas 2100 US Hwy 1 S St Augustine FL 32086', { house_number: '2100', street: 'US Hwy 1 S', locality: 'St Augustine', region: 'FL', postcode: '32086' }],
  ['Hampton Inn & Suites 1234 Hwy 17 N Mt Pleasant SC 29464', { house_number: '1234', street: 'Hwy 17 N', locality: 'Mt Pleasant', region: 'SC', postcode: '29464' }],
  ['Holiday Inn Express & Suites 2200 Hwy 80 E Pearl MS 39208', { house_number: '2200', street: 'Hwy 80 E', locality: 'Pearl', region: 'MS', postcode: '39208' }],
  ['Zorble Feed & Seed 4410 State Route 32 Batavia OH 45103', { house_number: '4410', street: 'State Route 32', locality: 'Batavia', region: 'OH', postcode: '45103' }],
  ['Grimble Motel 77 US-101 Crescent City CA 95531', { house_number: '77', street: 'US-101', locality: 'Crescent City', region: 'CA', postcode: '95531' }],
  ['Chevron 3500 El Camino Real Palo Alto CA 94306', { house_number: '3500', street: 'El Camino Real', locality: 'Palo Alto', region: 'CA', postcode: '94306' }],
  ['Circle K 4500 E Speedway Blvd Tucson AZ 85712', { house_number: '4500', street: 'E Speedway Blvd', locality: 'Tucson', region: 'AZ', postcode: '85712' }],
  ['Embassy Suites 1000 Woodward Pl NE Albuquerque NM 87102', { house_number: '1000', street: 'Woodward Pl NE', locality: 'Albuquerque', region: 'NM', postcode: '87102' }],
  ['Exxon Station 1200 Main St Houston TX 77002', { house_number: '1200', street: 'Main St', locality: 'Houston', region: 'TX', postcode: '77002' }],
  ['Route 66 Diner 1405 Central Ave NE Albuquerque NM 87106', { house_number: '1405', street: 'Central Ave NE', locality: 'Albuquerque', region: 'NM', postcode: '87106' }],
];

const FRENCH_FLOORS_AND_ITALIAN_FLATS: Case[] = [
  ['3e étage, 40 rue de Rivoli, 75004 Paris', { house_number: '40', street: 'rue de Rivoli', unit: '3e étage', postcode: '75004', locality: 'Paris' }],
  ['12 rue Zorble, 1er étage, 69003 Lyon', { house_number: '12', street: 'rue Zorble', unit: '1er étage', postcode: '69003', locality: 'Lyon' }],
  ['5 avenue Grimble 2ème étage 31000 Toulouse', { house_number: '5', street: 'avenue Grimble', postcode: '31000', locality: 'Toulouse' }],
  ['Via Roma 5 int. 3, 00184 Roma', { house_number: '5', street: 'Via Roma', unit: 'int. 3', postcode: '00184', locality: 'Roma' }],
  ['Via Zorbla 12, interno 7, 10122 Torino', { house_number: '12', street: 'Via Zorbla', unit: 'interno 7', postcode: '10122', locality: 'Torino' }],
  ['Via della Scala 5, 50123 Firenze', { house_number: '5', street: 'Via della Scala', postcode: '50123', locality: 'Firenze' }],
];

const ATTENTION_LINES_BETWEEN_PARTS: Case[] = [
  ['Musterweg 3, c/o Müller, 50667 Köln', { house_number: '3', street: 'Musterweg', postcode: '50667', locality: 'Köln' }],
  ['55 Water St, Attn: Accounts Payable, Boston, MA 02109', { house_number: '55', street: 'Water St', locality: 'Boston', region: 'MA', postcode: '02109' }],
  ['12 Zorble Rd, Care of Jane Grimble, Zorbleton, OH 44101', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'OH', postcode: '44101' }],
  ['c/o Acme Mgmt, 55 Water St, New York, NY 10041', { house_number: '55', street: 'Water St', locality: 'New York', region: 'NY', postcode: '10041' }],
  ['55 Elm Street, Zorbleton, MA 02108 Attn: Accounts', { house_number: '55', street: 'Elm Street', locality: 'Zorbleton', region: 'MA', postcode: '02108' }],
  ['Zorblestraße 5, 10115 Berlin, z. Hd. Herrn Müller', { house_number: '5', street: 'Zorblestraße', postcode: '10115', locality: 'Berlin' }],
  ['Zorbla GmbH, z.Hd. Frau Schmidt, Grimbleweg 12, 80331 München', { house_number: '12', street: 'Grimbleweg', postcode: '80331', locality: 'München' }],
  ['z. Hd. Herrn Müller, Zorblestraße 5, 10115 Berlin', { house_number: '5', street: 'Zorblestraße', postcode: '10115', locality: 'Berlin' }],
];

const HOUSE_NUMBERS_IN_A_PART_OF_THEIR_OWN: Case[] = [
  ['Rua Augusta, 2000, São Paulo', { house_number: '2000', street: 'Rua Augusta', locality: 'São Paulo' }],
  ['Av. Zorbla, 1234, Buenos Aires', { house_number: '1234', street: 'Av. Zorbla', locality: 'Buenos Aires' }],
  ['Rua Grimble, 1520, Porto Alegre - RS', { house_number: '1520', street: 'Rua Grimble', locality: 'Porto Alegre', region: 'RS' }],
  ['Rua Augusta 24, 1100 Lisboa', { house_number: '24', street: 'Rua Augusta', postcode: '1100', locality: 'Lisboa' }],
  ['Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200', { house_number: '1578', street: 'Av. Paulista', locality: 'São Paulo', region: 'SP', postcode: '01310-200' }],
];

const QUITO_HOUSE_NUMBERS: Case[] = [
  ['Avenida Amazonas N34-311, Quito 170517, Ecuador', { house_number: 'N34-311', street: 'Avenida Amazonas', locality: 'Quito', postcode: '170517', country: 'Ecuador' }],
  ['Avenida 6 de Diciembre N24-253, Quito, Ecuador', { house_number: 'N24-253', street: 'Avenida 6 de Diciembre', locality: 'Quito', country: 'Ecuador' }],
  ['Calle Zorbla Oe3-45, Quito', { house_number: 'Oe3-45', street: 'Calle Zorbla', locality: 'Quito' }],
];

const MEXICAN_STATE_ABBREVIATIONS: Case[] = [
  ['Av. Vallarta 1234, Guadalajara, Jal. 44100', { house_number: '1234', street: 'Av. Vallarta', locality: 'Guadalajara', region: 'Jal.', postcode: '44100' }],
  ['Av. Zorbla 100, Centro, 76000 Querétaro, Qro.', { house_number: '100', street: 'Av. Zorbla', postcode: '76000', locality: 'Querétaro', region: 'Qro.' }],
  ['Calle Grimble 5, Oaxaca, Oax. 68000', { house_number: '5', street: 'Calle Grimble', locality: 'Oaxaca', region: 'Oax.', postcode: '68000' }],
  ['Blvd. Zorbla 12, 77500 Cancún, Q. Roo', { house_number: '12', street: 'Blvd. Zorbla', postcode: '77500', locality: 'Cancún', region: 'Q. Roo' }],
  ['Calle Hidalgo 5, 37700 San Miguel de Allende, Gto., Mexico', { house_number: '5', street: 'Calle Hidalgo', postcode: '37700', locality: 'San Miguel de Allende', region: 'Gto.', country: 'Mexico' }],
  ['12 Son St, Zorbleton, OH', { house_number: '12', street: 'Son St', locality: 'Zorbleton', region: 'OH' }],
];

const LINES_AND_BULLETS_AS_PARTS: Case[] = [
  ['Herr Max Mustermann\nMusterstraße 12\n12345 Musterstadt\nGermany', { house_number: '12', street: 'Musterstraße', postcode: '12345', locality: 'Musterstadt', country: 'Germany' }],
  ['Zorbla GmbH\nGrimbleweg 7\n8304 Wallisellen', { house_number: '7', street: 'Grimbleweg', postcode: '8304', locality: 'Wallisellen' }],
  ['Acme Inc.\n500 Oak St.\nSuite 200\nDenver, CO 80202\nUSA', { house_number: '500', street: 'Oak St.', unit: 'Suite 200', locality: 'Denver', region: 'CO', postcode: '80202', country: 'USA' }],
  ['Flat 4\r\n22 Acacia Avenue\r\nReading\r\nRG1 1AA', { house_number: '22', street: 'Acacia Avenue', unit: 'Flat 4', locality: 'Reading', postcode: 'RG1 1AA' }],
  ['123 Main St.\nSpringfield, IL\n62701', { house_number: '123', street: 'Main St.', locality: 'Springfield', region: 'IL', postcode: '62701' }],
  ['12 Elm Rd • Austin, TX 78704', { house_number: '12', street: 'Elm Rd', locality: 'Austin', region: 'TX', postcode: '78704' }],
  ['12 Elm Rd · Austin · TX 78704', { house_number: '12', street: 'Elm Rd', locality: 'Austin', region: 'TX', postcode: '78704' }],
];

const IRISH_COUNTIES_WITHOUT_EIRCODE: Case[] = [
  ['The Old Forge, Main Street, Adare, Co. Limerick', { street: 'Main Street', locality: 'Adare', region: 'Co. Limerick' }],
  ['Main Street, Kenmare, County Kerry', { street: 'Main Street', locality: 'Kenmare', region: 'County Kerry' }],
  ['12 Zorble Road, Grimbleton, Co Wicklow', { house_number: '12', street: 'Zorble Road', locality: 'Grimbleton', region: 'Co Wicklow' }],
  ['Glenview House, Ballyvaughan, Co. Clare, H91 E2K3', { locality: 'Ballyvaughan', region: 'Co. Clare', postcode: 'H91 E2K3' }],
  ['22 Mill Road, Ballymena, Co Antrim BT43 5AA', { house_number: '22', street: 'Mill Road', locality: 'Ballymena', region: 'Co Antrim', postcode: 'BT43 5AA' }],
  ['12 Elm Rd, Austin, Travis County, TX 78704', { house_number: '12', street: 'Elm Rd', locality: 'Austin', region: 'TX', postcode: '78704' }],
];

const SPANISH_ORDINAL_STREETS: Case[] = [
  ['5a Avenida 12-31, Zona 1, Guatemala City, Guatemala', { house_number: '12-31', street: '5a Avenida', locality: 'Guatemala City', country: 'Guatemala' }],
  ['1a Calle Poniente 3, San Salvador, El Salvador', { house_number: '3', street: '1a Calle Poniente', locality: 'San Salvador', country: 'El Salvador' }],
  ['3a Calle 5-10, Zona 10, Ciudad de Guatemala', { house_number: '5-10', street: '3a Calle', locality: 'Ciudad de Guatemala' }],
  ['12A Calle Ocho, Miami, FL', { house_number: '12A', street: 'Calle Ocho', locality: 'Miami', region: 'FL' }],
  ['12A Elm St, Salem, MA 01970', { house_number: '12A', street: 'Elm St', locality: 'Salem', region: 'MA', postcode: '01970' }],
];

const BUILDINGS_AND_MILE_MARKERS_IN_THEIR_OWN_PART: Case[] = [
  ['Av. Balboa, Edificio Zorbla, Piso 8, Ciudad de Panamá, Panamá', { street: 'Av. Balboa', locality: 'Ciudad de Panamá', country: 'Panamá' }],
  ['Calle Grimble 45, Edif. Torre Zorbla, Oficina 3, Caracas 1060', { house_number: '45', street: 'Calle Grimble', locality: 'Caracas', postcode: '1060' }],
  ['Mile Marker 42, US Hwy 93, Darby, MT 59829', { street: 'US Hwy 93', locality: 'Darby', region: 'MT', postcode: '59829' }],
  ['Exit 12, I-95, Kennebunk, ME 04043', { street: 'I-95', locality: 'Kennebunk', region: 'ME', postcode: '04043' }],
  ['MM 42 US Hwy 93 Darby MT 59829', { street: 'US Hwy 93', locality: 'Darby', region: 'MT', postcode: '59829' }],
];

const POSTCODE_AND_TOWN_ALONE: Case[] = [
  ['10115 Berlin, Germany', { postcode: '10115', locality: 'Berlin', country: 'Germany' }],
  ['1010 Wien, Österreich', { postcode: '1010', locality: 'Wien', country: 'Österreich' }],
  ['75001 Paris France', { postcode: '75001', locality: 'Paris', country: 'France' }],
  ['1012 AB Amsterdam', { postcode: '1012 AB', locality: 'Amsterdam' }],
  ['12000 Westheimer', { house_number: '12000', street: 'Westheimer' }],
  ['4400 Washington', { house_number: '4400', street: 'Washington' }],
];

const INDIAN_PIN_IN_TWO_GROUPS: Case[] = [
  ['18 Free School Street, Kolkata 700 016', { house_number: '18', street: 'Free School Street', locality: 'Kolkata', postcode: '700 016' }],
  ['12 Zorble Road, Grimblepur 560 038, Karnataka', { house_number: '12', street: 'Zorble Road', locality: 'Grimblepur', region: 'Karnataka', postcode: '560 038' }],
  ['Ermou 25, Athens 105 63, Greece', { house_number: '25', street: 'Ermou', locality: 'Athens', postcode: '105 63', country: 'Greece' }],
  ['100 Route 100 200, Zorbleton', { house_number: '100' }],
];

const GROUND_FLOORS_AND_UNIT_SLASH_RANGES: Case[] = [
  ['Calle Luna 12 bajo, 46001 Valencia', { house_number: '12', street: 'Calle Luna', unit: 'bajo', postcode: '46001', locality: 'Valencia' }],
  ['Rua Garrett 50 r/c, 1200-204 Lisboa', { house_number: '50', street: 'Rua Garrett', unit: 'r/c', postcode: '1200-204', locality: 'Lisboa' }],
  ['Overtoom 45 hs, 1054 HB Amsterdam', { house_number: '45', street: 'Overtoom', unit: 'hs', postcode: '1054 HB', locality: 'Amsterdam' }],
  ['Unit 5/12-14 Smith St, Fitzroy VIC 3065', { house_number: '12-14', street: 'Smith St', unit: 'Unit 5', locality: 'Fitzroy', region: 'VIC', postcode: '3065' }],
  ['Unit 3/45 Smith Street, Fitzroy VIC 3065', { house_number: '45', street: 'Smith Street', unit: 'Unit 3', locality: 'Fitzroy', region: 'VIC', postcode: '3065' }],
];

const A_TYPE_DOT_RUN_INTO_THE_NUMBER: Case[] = [
  ['Hauptstr.12, 10827 Berlin', { house_number: '12', street: 'Hauptstr.', postcode: '10827', locality: 'Berlin' }],
  ['Zorblestr.5a 80331 München', { house_number: '5a', street: 'Zorblestr.', postcode: '80331', locality: 'München' }],
  ['Grimble Blvd.1200, Zorbleton, CA 90001', { house_number: '1200', street: 'Grimble Blvd.', locality: 'Zorbleton', region: 'CA', postcode: '90001' }],
  ['St.12 Zorble St, Grimbleton, OH', { locality: 'Grimbleton', region: 'OH' }],
];

const TOWNS_AFTER_A_TYPE_WRITTEN_FIRST: Case[] = [
  ['12 rue de la paix paris', { house_number: '12', street: 'rue de la paix', locality: 'paris' }],
  ['100 Boulevard Saint-Germain Paris', { house_number: '100', street: 'Boulevard Saint-Germain', locality: 'Paris' }],
  ['12 avenue victor hugo lyon', { house_number: '12', street: 'avenue victor hugo', locality: 'lyon' }],
  ['12 avenue victor hugo', { house_number: '12', street: 'avenue victor hugo', locality: undefined }],
  ['5 via garibaldi', { house_number: '5', street: 'via garibaldi', locality: undefined }],
  ['3 rue de paris', { house_number: '3', street: 'rue de paris', locality: undefined }],
];

const COUNTRY_CODES_AFTER_A_FOREIGN_POSTCODE: Case[] = [
  ['100 King St W, Toronto, ON M5X 1A9, CA', { house_number: '100', street: 'King St W', locality: 'Toronto', region: 'ON', postcode: 'M5X 1A9', country: 'CA' }],
  ['10 Downing St, London SW1A 2AA, GB', { house_number: '10', street: 'Downing St', locality: 'London', postcode: 'SW1A 2AA', country: 'GB' }],
  ['Rua Augusta 5, 1100-048 Lisboa, PT', { house_number: '5', street: 'Rua Augusta', postcode: '1100-048', locality: 'Lisboa', country: 'PT' }],
  ['123 Main St, Springfield, IL 62701, US', { house_number: '123', street: 'Main St', locality: 'Springfield', region: 'IL', postcode: '62701', country: 'US' }],
  ['500 Oak St, Zorbleton, CA 90001', { house_number: '500', street: 'Oak St', locality: 'Zorbleton', region: 'CA', postcode: '90001' }],
];

const CHICAGO_SUBURBAN_GRID_NUMBERS: Case[] = [
  ['38W040 BOLCUM RD ST CHARLES IL 60175', { house_number: '38W040', street: 'BOLCUM RD', locality: 'ST CHARLES', region: 'IL', postcode: '60175' }],
  ['0N250 COUNTY FARM RD WHEATON IL 60187', { house_number: '0N250', street: 'COUNTY FARM RD', locality: 'WHEATON', region: 'IL', postcode: '60187' }],
  ['1S450 Summit Ave, Oakbrook Terrace, IL 60181', { house_number: '1S450', street: 'Summit Ave', locality: 'Oakbrook Terrace', region: 'IL', postcode: '60181' }],
  ['Zorble Inn 2S100 Grimble Rd Wheaton IL', { house_number: '2S100', street: 'Grimble Rd', locality: 'Wheaton', region: 'IL' }],
  ['W7745 County Road Z, Onalaska, WI 54650', { house_number: 'W7745', street: 'County Road Z', locality: 'Onalaska', region: 'WI', postcode: '54650' }],
];

const LOWER_LEVELS_AND_GARDEN_UNITS: Case[] = [
  ['2345 W CERMAK RD LL CHICAGO IL 60608', { house_number: '2345', street: 'W CERMAK RD', unit: 'LL', locality: 'CHICAGO', region: 'IL', postcode: '60608' }],
  ['4321 N KEDZIE AVE GARDEN UNIT CHICAGO IL 60618', { house_number: '4321', street: 'N KEDZIE AVE', unit: 'GARDEN UNIT', locality: 'CHICAGO', region: 'IL', postcode: '60618' }],
  ['7 Park Rd Garden Apt, Evanston IL', { house_number: '7', street: 'Park Rd', unit: 'Garden Apt', locality: 'Evanston', region: 'IL' }],
  ['100 Main St Garden City NY 11530', { house_number: '100', street: 'Main St', locality: 'Garden City', region: 'NY', postcode: '11530' }],
];

const REGIONS_MARKED_AFTER_OR_IN_MALAY: Case[] = [
  ['18 Shennan Avenue, Futian District, Shenzhen, Guangdong Province, China', { house_number: '18', street: 'Shennan Avenue', locality: 'Shenzhen', region: 'Guangdong Province', country: 'China' }],
  ['12 Zorble Street, Ikeja, Lagos State, Nigeria', { house_number: '12', street: 'Zorble Street', locality: 'Ikeja', region: 'Lagos State', country: 'Nigeria' }],
  ['Jl. MH Thamrin No.1, Menteng, Jakarta Pusat, DKI Jakarta 10310, Indonesia', { house_number: '1', street: 'Jl. MH Thamrin', locality: 'Jakarta Pusat', region: 'DKI Jakarta', postcode: '10310', country: 'Indonesia' }],
  ['12 Jalan Ampang, 50450 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur, Malaysia', { house_number: '12', street: 'Jalan Ampang', postcode: '50450', locality: 'Kuala Lumpur', region: 'Wilayah Persekutuan Kuala Lumpur', country: 'Malaysia' }],
  ['123 Zorble Rd, State College, PA 16801', { house_number: '123', street: 'Zorble Rd', locality: 'State College', region: 'PA', postcode: '16801' }],
];

const ASIAN_REGIONS_BY_NAME: Case[] = [
  ['2-1 Minatomirai, Nishi Ward, Yokohama, Kanagawa 220-0012', { locality: 'Yokohama', region: 'Kanagawa', postcode: '220-0012' }],
  ['Jl. Raya Kuta No. 88, Kuta, Badung, Bali 80361', { house_number: '88', street: 'Jl. Raya Kuta', region: 'Bali', postcode: '80361' }],
  ['1 Tianhe Road, Tianhe District, Guangzhou, Guangdong 510620, China', { house_number: '1', street: 'Tianhe Road', locality: 'Guangzhou', region: 'Guangdong', postcode: '510620', country: 'China' }],
  ['No. 3, Jalan SS 2/24, 47300 Petaling Jaya, Selangor', { house_number: '3', street: 'Jalan SS 2/24', postcode: '47300', locality: 'Petaling Jaya', region: 'Selangor' }],
  ['1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005', { locality: 'Tokyo', postcode: '100-0005' }],
  ['10 Zorble-ro, Suwon, Gyeonggi-do 16490, South Korea', { house_number: '10', street: 'Zorble-ro', locality: 'Suwon', region: 'Gyeonggi-do', postcode: '16490', country: 'South Korea' }],
];

const POSTCODE_BEFORE_A_REGION_NAMING_NO_TOWN: Case[] = [
  ['123 Ayala Ave, Makati, 1226 Metro Manila, Philippines', { house_number: '123', street: 'Ayala Ave', locality: 'Makati', postcode: '1226', region: 'Metro Manila', country: 'Philippines' }],
  ['25 Zorble Avenue, Grimble City, 1100 Metro Manila', { house_number: '25', street: 'Zorble Avenue', locality: 'Grimble City', postcode: '1100', region: 'Metro Manila' }],
  ['Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 CDMX, México', { house_number: '1602', street: 'Av. Insurgentes Sur', postcode: '03940', locality: 'CDMX', country: 'México' }],
];

const BELGIAN_BOXES: Case[] = [
  ['Avenue Louise 250 boîte 5, 1050 Bruxelles', { house_number: '250', street: 'Avenue Louise', unit: 'boîte 5', postcode: '1050', locality: 'Bruxelles' }],
  ['Rue Zorble 12 bte 3, 4000 Liège', { house_number: '12', street: 'Rue Zorble', unit: 'bte 3', postcode: '4000', locality: 'Liège' }],
  ['BP 123, 75001 Paris', { postcode: '75001', locality: 'Paris' }],
];

const ABBREVIATED_TYPES_BEFORE_AN_ARTICLE: Case[] = [
  ['11 r. de Rivoli 75004 Paris', { house_number: '11', street: 'r. de Rivoli', postcode: '75004', locality: 'Paris' }],
  ['5 R. do Carmo, 1200-093 Lisboa', { house_number: '5', street: 'R. do Carmo', postcode: '1200-093', locality: 'Lisboa' }],
  ['612 A Zorble St, Grimbleton, OH', { house_number: '612 A', street: 'Zorble St', locality: 'Grimbleton', region: 'OH' }],
];

const A_REGION_AND_ITS_POSTAL_CODE_ALONE: Case[] = [
  ['TX 78704', { region: 'TX', postcode: '78704', locality: undefined }],
  ['N.Y. 10001', { region: 'N.Y.', postcode: '10001', locality: undefined }],
  ['ON M5V 2T6', { region: 'ON', postcode: 'M5V 2T6', locality: undefined }],
  ['Austin 78704', { locality: 'Austin', postcode: '78704' }],
];

const MARKED_NUMBERS_AFTER_A_NUMBERED_STREET: Case[] = [
  ['100 Main St No. 4 Dallas TX 75201', { house_number: '100', street: 'Main St', unit: 'No. 4', locality: 'Dallas', region: 'TX', postcode: '75201' }],
  ['Kenyatta Avenue No. 25, Nairobi', { house_number: '25', street: 'Kenyatta Avenue', locality: 'Nairobi' }],
  ['Calle 93 No. 11-26, Bogotá', { house_number: '11-26', street: 'Calle 93', locality: 'Bogotá' }],
];

const ITALIAN_PROVINCES_WITH_ITALY_WRITTEN: Case[] = [
  ['Roma RM, Italia', { locality: 'Roma', region: 'RM', country: 'Italia' }],
  ['Via Zorbla 5, Milano MI, Italy', { house_number: '5', street: 'Via Zorbla', locality: 'Milano', region: 'MI', country: 'Italy' }],
  ['Via Grimble 3, Torre del Greco NA, Italia', { house_number: '3', street: 'Via Grimble', locality: 'Torre del Greco', region: 'NA', country: 'Italia' }],
  ['Via del Corso 12, 00186 Roma, RM', { house_number: '12', street: 'Via del Corso', postcode: '00186', locality: 'Roma', region: 'RM' }],
  ['Springfield PA', { locality: 'Springfield', region: 'PA' }],
];

describeShapes('offline parser, address shapes of round thirteen', [
  ['places named after the street type (dock, gate, bay, store, cottage)', PLACES_NAMED_AFTER_THE_STREET_TYPE],
  ['bare designators one after another', BARE_DESIGNATORS_IN_A_ROW],
  ['a dash after a labelled number', A_DASH_AFTER_A_LABELLED_NUMBER],
  ['a country written before its postal code', COUNTRY_BEFORE_ITS_POSTCODE],
  ['region codes in parentheses', REGION_CODES_IN_PARENTHESES],
  ['rural grid roads', RURAL_GRID_ROADS],
  ['venues before numbered roads', VENUES_BEFORE_NUMBERED_ROADS],
  ['French floors and Italian flats', FRENCH_FLOORS_AND_ITALIAN_FLATS],
  ['attention lines between parts', ATTENTION_LINES_BETWEEN_PARTS],
  ['house numbers in a part of their own', HOUSE_NUMBERS_IN_A_PART_OF_THEIR_OWN],
  ["Quito's house numbers", QUITO_HOUSE_NUMBERS],
  ["Mexico's state abbreviations", MEXICAN_STATE_ABBREVIATIONS],
  ['line breaks and bullets between parts', LINES_AND_BULLETS_AS_PARTS],
  ['Irish counties without an Eircode', IRISH_COUNTIES_WITHOUT_EIRCODE],
  ['Spanish ordinals naming the street', SPANISH_ORDINAL_STREETS],
  ['buildings and mile markers in their own part', BUILDINGS_AND_MILE_MARKERS_IN_THEIR_OWN_PART],
  ['a postal code and a town alone', POSTCODE_AND_TOWN_ALONE],
  ["India's PIN in two groups", INDIAN_PIN_IN_TWO_GROUPS],
  ['ground floors and unit slash ranges', GROUND_FLOORS_AND_UNIT_SLASH_RANGES],
  ["a type's dot run into the number", A_TYPE_DOT_RUN_INTO_THE_NUMBER],
  ['towns after a street whose type is written first', TOWNS_AFTER_A_TYPE_WRITTEN_FIRST],
  ['country codes after a foreign postal code', COUNTRY_CODES_AFTER_A_FOREIGN_POSTCODE],
  ["Chicago's suburban grid numbers", CHICAGO_SUBURBAN_GRID_NUMBERS],
  ['lower levels and garden units', LOWER_LEVELS_AND_GARDEN_UNITS],
  ['regions marked after their name or in Malay', REGIONS_MARKED_AFTER_OR_IN_MALAY],
  ['Asian regions by name', ASIAN_REGIONS_BY_NAME],
  ['a postal code before a region that names no town', POSTCODE_BEFORE_A_REGION_NAMING_NO_TOWN],
  ['Belgian boxes', BELGIAN_BOXES],
  ['abbreviated types before an article', ABBREVIATED_TYPES_BEFORE_AN_ARTICLE],
  ['a region and its postal code alone', A_REGION_AND_ITS_POSTAL_CODE_ALONE],
  ['marked numbers after a numbered street', MARKED_NUMBERS_AFTER_A_NUMBERED_STREET],
  ['Italian provinces with Italy written', ITALIAN_PROVINCES_WITH_ITALY_WRITTEN],
]);
