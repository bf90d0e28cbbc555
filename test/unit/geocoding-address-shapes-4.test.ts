/*
 * Address shapes of round fourteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong (with a sample of the neighbours it already read right), none taken from the
 * labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const DIRECTIONAL_TOWNS_AFTER_A_UNIT: Case[] = [
  ['4975 Rivers Ave Ste 100 North Charleston SC 29406', { house_number: '4975', street: 'Rivers Ave', unit: 'Ste 100', locality: 'North Charleston', region: 'SC', postcode: '29406' }],
  ['12 Elm St #4 N Charleston SC', { house_number: '12', street: 'Elm St', unit: '#4', locality: 'N Charleston', region: 'SC' }],
  ['8 Park Pl Apt 4 N Zorbleton NY 12000', { house_number: '8', street: 'Park Pl', unit: 'Apt 4', locality: 'N Zorbleton', region: 'NY', postcode: '12000' }],
  ['1000 Zorble Rd Unit 5 West Zorbleton NC', { house_number: '1000', street: 'Zorble Rd', unit: 'Unit 5', locality: 'West Zorbleton', region: 'NC' }],
  ['1000 Oak Rd Unit 5 West Hartford CT 06107', { house_number: '1000', street: 'Oak Rd', unit: 'Unit 5', locality: 'West Hartford', region: 'CT', postcode: '06107' }],
  ['200 Grand River Ave Apt 2 E Lansing MI 48823', { house_number: '200', street: 'Grand River Ave', unit: 'Apt 2', locality: 'E Lansing', region: 'MI', postcode: '48823' }],
  ['100 W Main St Ste 3 W Springfield MA', { house_number: '100', street: 'W Main St', unit: 'Ste 3', locality: 'W Springfield', region: 'MA' }],
  ['4820 Hwy 6 S Apt 1101 Houston TX 77083', { house_number: '4820', street: 'Hwy 6 S', unit: 'Apt 1101', locality: 'Houston', region: 'TX', postcode: '77083' }],
];

const A_BARE_UNIT_AFTER_ROAD: Case[] = [
  ['10 Oak Rd 512 Hartford CT 06101', { house_number: '10', street: 'Oak Rd', unit: '512', locality: 'Hartford', region: 'CT', postcode: '06101' }],
  ['10 Oak Rd 5 West Hartford CT', { house_number: '10', street: 'Oak Rd', unit: '5', locality: 'West Hartford', region: 'CT' }],
  ['10 Oak Road 5B, Hartford CT', { house_number: '10', street: 'Oak Road', unit: '5B', locality: 'Hartford', region: 'CT' }],
  ['5 Old Mill Rd 12', { house_number: '5', street: 'Old Mill Rd', unit: '12' }],
  ['1200 County Rd 12 Zorbleton TX', { house_number: '1200', street: 'County Rd 12', locality: 'Zorbleton', region: 'TX' }],
  ['50 Forest Rd 5 Zorbleton AZ', { house_number: '50', street: 'Forest Rd 5', locality: 'Zorbleton', region: 'AZ' }],
  ['7 Township Rd 112 Zorbleton OH', { house_number: '7', street: 'Township Rd 112', locality: 'Zorbleton', region: 'OH' }],
  ['3 Range Rd 20 Zorbleton AB', { house_number: '3', street: 'Range Rd 20', locality: 'Zorbleton', region: 'AB' }],
  ['31 Linden Drive W 512 Evanston IL 60201', { house_number: '31', street: 'Linden Drive W', unit: '512', locality: 'Evanston', region: 'IL', postcode: '60201' }],
];

const LARGEST_PLACE_FIRST: Case[] = [
  ['Россия, Москва, ул. Тверская, д. 7, 125009', { house_number: '7', street: 'ул. Тверская', locality: 'Москва', postcode: '125009', country: 'Россия' }],
  ['Москва, ул. Тверская, д. 7', { house_number: '7', street: 'ул. Тверская', locality: 'Москва' }],
  ['Deutschland, 10115 Berlin, Hauptstraße 5', { house_number: '5', street: 'Hauptstraße', postcode: '10115', locality: 'Berlin', country: 'Deutschland' }],
  ['Italia, Roma, Via Roma 10', { house_number: '10', street: 'Via Roma', locality: 'Roma', country: 'Italia' }],
  ['Nederland, Amsterdam, Damrak 1', { house_number: '1', street: 'Damrak', locality: 'Amsterdam', country: 'Nederland' }],
  ['Canada, Toronto, 10 King St E', { house_number: '10', street: 'King St E', locality: 'Toronto', country: 'Canada' }],
  ['Budapest, Andrássy út 22, 1061', { house_number: '22', street: 'Andrássy út', postcode: '1061', locality: 'Budapest' }],
  ['Paris, Rue de Rivoli, 12', { house_number: '12', street: 'Rue de Rivoli', locality: 'Paris' }],
  ['Georgia, 12 Main St, Atlanta', { house_number: '12', street: 'Main St', locality: 'Atlanta', region: 'Georgia' }],
  ['Acme Corp, 12 Main St', { house_number: '12', street: 'Main St', locality: undefined }],
  ['Невский проспект 28 Санкт-Петербург', { house_number: '28', street: 'Невский проспект', locality: 'Санкт-Петербург' }],
];

const SINGAPORE_BLOCKS_AND_NUMBERED_ROADS: Case[] = [
  ['Blk 123 Ang Mo Kio Ave 3 #05-45 Singapore 560123', { house_number: '123', street: 'Ang Mo Kio Ave 3', unit: '#05-45', locality: 'Singapore', postcode: '560123' }],
  ['123 Ang Mo Kio Ave 3, #05-45, Singapore 560123', { house_number: '123', street: 'Ang Mo Kio Ave 3', unit: '#05-45', locality: 'Singapore', postcode: '560123' }],
  ['Block 88 Tampines Street 81 Singapore 520088', { house_number: '88', street: 'Tampines Street 81', locality: 'Singapore', postcode: '520088' }],
  ['Blk 456 Jurong West St 41 #12-34 Singapore 640456', { house_number: '456', street: 'Jurong West St 41', unit: '#12-34', locality: 'Singapore', postcode: '640456' }],
  ['10 Tampines Central 1 #05-01 Singapore 529536', { house_number: '10', street: 'Tampines Central 1', unit: '#05-01', locality: 'Singapore', postcode: '529536' }],
  ['1 Raffles Place #20-61 Singapore 048616', { house_number: '1', street: 'Raffles Place', unit: '#20-61', locality: 'Singapore', postcode: '048616' }],
  ['Lot 3 Blk 7 Zorble St, Zorbleton', { street: 'Zorble St', unit: 'Lot 3 Blk 7', locality: 'Zorbleton' }],
];

const A_COUNTY_BETWEEN_TOWN_AND_STATE: Case[] = [
  ['50 Main St Akron Summit County OH 44308', { house_number: '50', street: 'Main St', locality: 'Akron', region: 'OH', postcode: '44308' }],
  ['12 Elm St Palm Beach Gardens Palm Beach County FL', { house_number: '12', street: 'Elm St', locality: 'Palm Beach Gardens', region: 'FL' }],
  ['1 Main St Fort Lauderdale Broward County FL 33301', { house_number: '1', street: 'Main St', locality: 'Fort Lauderdale', region: 'FL', postcode: '33301' }],
  ['5 Lake Rd Lake Charles Calcasieu Parish LA', { house_number: '5', street: 'Lake Rd', locality: 'Lake Charles', region: 'LA' }],
  ['12 Oak Ave, Zorbleton, Summit County, Ohio 44000', { house_number: '12', street: 'Oak Ave', locality: 'Zorbleton', region: 'Ohio', postcode: '44000' }],
  ['5 Oak Rd Zorbleton Zorble County OH', { house_number: '5', street: 'Oak Rd' }],
];

const NORDIC_FLATS_AND_LONG_COUNTRY_NAMES: Case[] = [
  ['Mannerheimintie 5 A 7, 00100 Helsinki', { house_number: '5', street: 'Mannerheimintie', unit: 'A 7', postcode: '00100', locality: 'Helsinki' }],
  ['Hämeenkatu 12 B 34 33100 Tampere', { house_number: '12', street: 'Hämeenkatu', unit: 'B 34', postcode: '33100', locality: 'Tampere' }],
  ['Zorbleveien 5 H0201, 0250 Oslo', { house_number: '5', street: 'Zorbleveien', unit: 'H0201', postcode: '0250', locality: 'Oslo' }],
  ['Zorbleveien 5B H0201 0250 Oslo', { house_number: '5B', street: 'Zorbleveien', unit: 'H0201', postcode: '0250', locality: 'Oslo' }],
  ['Mannerheimintie 5 A, 00100 Helsinki', { house_number: '5 A', street: 'Mannerheimintie', postcode: '00100', locality: 'Helsinki' }],
  ['Route 9 W 12 Zorbleton NY', { locality: 'Zorbleton', region: 'NY' }],
  ['Vinohradská 12, 120 00 Praha 2, Česká republika', { house_number: '12', street: 'Vinohradská', postcode: '120 00', country: 'Česká republika' }],
  ['Hlavná 5, 040 01 Košice, Slovenská republika', { house_number: '5', street: 'Hlavná', postcode: '040 01', locality: 'Košice', country: 'Slovenská republika' }],
];

const BRITISH_ENDS_WRITTEN_TOGETHER: Case[] = [
  ['10 Downing St London SW1A2AA', { house_number: '10', street: 'Downing St', locality: 'London', postcode: 'SW1A2AA' }],
  ['10 Grimble Row London EC2A4AB', { house_number: '10', street: 'Grimble Row', locality: 'London', postcode: 'EC2A4AB' }],
  ['5 Grimble Rd, Leeds, LS11AA', { house_number: '5', street: 'Grimble Rd', locality: 'Leeds', postcode: 'LS11AA' }],
  ['2 Market Square Newton Abbot Devon TQ12 2AB', { house_number: '2', street: 'Market Square', locality: 'Newton Abbot', region: 'Devon', postcode: 'TQ12 2AB' }],
  ['5 High St Guildford Surrey GU1 3AA', { house_number: '5', street: 'High St', locality: 'Guildford', region: 'Surrey', postcode: 'GU1 3AA' }],
  ['5 High St Hemel Hempstead Hertfordshire HP1 1AA', { house_number: '5', street: 'High St', locality: 'Hemel Hempstead', region: 'Hertfordshire', postcode: 'HP1 1AA' }],
  ['2 Market Square, Newton Abbot, Devon TQ12 2AB', { house_number: '2', street: 'Market Square', locality: 'Newton Abbot', region: 'Devon', postcode: 'TQ12 2AB' }],
  ['5 Kent Road Kent TN1 1AA', { house_number: '5', street: 'Kent Road', postcode: 'TN1 1AA' }],
];

const RANCH_ROADS_AND_RURAL_ROUTES: Case[] = [
  ['9 RR 620 Austin TX', { house_number: '9', street: 'RR 620', locality: 'Austin', region: 'TX' }],
  ['1200 RR 2222 Austin TX 78730', { house_number: '1200', street: 'RR 2222', locality: 'Austin', region: 'TX', postcode: '78730' }],
  ['RR 2 Box 45 Zorbleton KY', { po_box: 'RR 2 Box 45', locality: 'Zorbleton', region: 'KY' }],
  ['RR 1, Zorbleton, ON N0B 1T0', { po_box: 'RR 1', locality: 'Zorbleton', region: 'ON', postcode: 'N0B 1T0' }],
  ['9 Ranch Road 620 N Austin TX', { house_number: '9', street: 'Ranch Road 620 N', locality: 'Austin', region: 'TX' }],
];

const POST_OFFICE_TOWNS_THE_PLACE_LIST_LACKS: Case[] = [
  ['14 Centre St E Boston MA', { house_number: '14', street: 'Centre St', locality: 'E Boston', region: 'MA' }],
  ['14 Main St South Richmond Hill NY', { house_number: '14', street: 'Main St', locality: 'South Richmond Hill', region: 'NY' }],
  ['14 Main St W Roxbury MA', { house_number: '14', street: 'Main St', locality: 'W Roxbury', region: 'MA' }],
  ['14 Main St Glen Oaks NY', { house_number: '14', street: 'Main St', locality: 'Glen Oaks', region: 'NY' }],
  ['5 Rivers Ave N Charleston SC 29406', { house_number: '5', street: 'Rivers Ave', locality: 'N Charleston', region: 'SC', postcode: '29406' }],
  ['5 Main St N Hollywood CA', { house_number: '5', street: 'Main St', locality: 'N Hollywood', region: 'CA' }],
  ['14 Ventura Blvd N Sherman Oaks CA 91403', { house_number: '14', street: 'Ventura Blvd N', locality: 'Sherman Oaks', region: 'CA', postcode: '91403' }],
  ['14 Woodhaven Blvd Ozone Park NY', { house_number: '14', street: 'Woodhaven Blvd', locality: 'Ozone Park', region: 'NY' }],
  ['101 County Road 12 Floor 2 Zorbleton OH 44000', { house_number: '101', street: 'County Road 12', unit: 'Floor 2', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
];

const VENUES_WHOSE_NAME_OPENS_WITH_A_NUMBER: Case[] = [
  ['24 Hour Fitness 100 Main St Zorbleton OH 44000', { house_number: '100', street: 'Main St', locality: 'Zorbleton', region: 'OH', postcode: '44000' }],
  ['3 Brothers Pizza 12 Oak Ave Zorbleton OH', { house_number: '12', street: 'Oak Ave', locality: 'Zorbleton', region: 'OH' }],
  ['12 Oak St Zorbleton OH', { house_number: '12', street: 'Oak St', locality: 'Zorbleton', region: 'OH' }],
  ['123 Main St 45 Zorbleton', { house_number: '123', street: 'Main St', unit: '45', locality: 'Zorbleton' }],
];

const QUEBEC_TYPES_WRITTEN_FIRST: Case[] = [
  ['123 boul. Saint-Laurent Montréal QC', { house_number: '123', street: 'boul. Saint-Laurent', locality: 'Montréal', region: 'QC' }],
  ['123 boul Saint-Laurent Montreal QC H2X 2T3', { house_number: '123', street: 'boul Saint-Laurent', locality: 'Montreal', region: 'QC', postcode: 'H2X 2T3' }],
  ['456 ch. Sainte-Foy Québec QC', { house_number: '456', street: 'ch. Sainte-Foy', locality: 'Québec', region: 'QC' }],
  ['1200 rang Saint-Joseph Zorbleville QC J0A 1A0', { house_number: '1200', street: 'rang Saint-Joseph', locality: 'Zorbleville', region: 'QC', postcode: 'J0A 1A0' }],
  ['15 montée Saint-Michel Zorbleville QC', { house_number: '15', street: 'montée Saint-Michel', locality: 'Zorbleville', region: 'QC' }],
  ['123 rue Saint-Denis Montréal QC', { house_number: '123', street: 'rue Saint-Denis', locality: 'Montréal', region: 'QC' }],
];

const A_HASH_NUMBER_AFTER_A_NUMBERED_NAME: Case[] = [
  ['Calle 5 de Mayo #123, Centro, 68000 Oaxaca, Oax.', { house_number: '123', street: 'Calle 5 de Mayo', postcode: '68000', locality: 'Oaxaca' }],
  ['Calle 3 #45, Bayamón PR 00956', { house_number: '45', street: 'Calle 3', locality: 'Bayamón', region: 'PR', postcode: '00956' }],
  ['Urb. Las Flores, Calle 3 #45, Bayamón PR 00956', { house_number: '45', street: 'Calle 3', locality: 'Bayamón', region: 'PR', postcode: '00956' }],
  ['Calle Zorbla 12 #5, Zorbla', { house_number: '12', street: 'Calle Zorbla', unit: '#5' }],
  ['Av. Juárez #1200, Guadalajara', { house_number: '1200', street: 'Av. Juárez', locality: 'Guadalajara' }],
  ['Carrera 12 # 34-56, Bogotá', { house_number: '34-56', street: 'Carrera 12', locality: 'Bogotá' }],
];

const HOUSE_AND_PLOT_NUMBERS_IN_A_PART: Case[] = [
  ['Plot 45, Sector 18, Gurugram, Haryana 122015, India', { house_number: '45', street: 'Sector 18', locality: 'Gurugram', region: 'Haryana', postcode: '122015', country: 'India' }],
  ['House No. 123, Street 4, Zorble Nagar, New Delhi 110001', { house_number: '123', street: 'Street 4', locality: 'New Delhi', postcode: '110001' }],
  ['House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh', { house_number: '12', street: 'Road 5', locality: 'Dhaka', postcode: '1205', country: 'Bangladesh' }],
  ['H. No. 5, Zorble Road, Hyderabad 500001', { house_number: '5', street: 'Zorble Road', locality: 'Hyderabad', postcode: '500001' }],
  ['Door No. 7, Anna Salai, Chennai 600002', { house_number: '7', street: 'Anna Salai', locality: 'Chennai', postcode: '600002' }],
  ['No. 12, 3rd Cross, Indiranagar, Bangalore - 560038', { house_number: '12', street: '3rd Cross', locality: 'Bangalore', postcode: '560038' }],
  ['House of Zorble, 12 Main St, Zorbleton, OH', { house_number: '12', street: 'Main St', locality: 'Zorbleton', region: 'OH' }],
];

const STREETS_NAMED_BY_A_COMPASS_POINT: Case[] = [
  ['300 North Ave North Bergen NJ 07047', { house_number: '300', street: 'North Ave', locality: 'North Bergen', region: 'NJ', postcode: '07047' }],
  ['300 South Ave South Gate CA', { house_number: '300', street: 'South Ave', locality: 'South Gate', region: 'CA' }],
  ['300 North Ave N Zorbleton NJ', { house_number: '300', street: 'North Ave N', locality: 'Zorbleton', region: 'NJ' }],
  ['5 W Avenue J Lancaster CA', { house_number: '5', street: 'W Avenue J', locality: 'Lancaster', region: 'CA' }],
  ['5 Avenue N Zorbleton TX', { house_number: '5', street: 'Avenue N', locality: 'Zorbleton', region: 'TX' }],
  ['300 West St West Orange NJ', { house_number: '300', street: 'West St', locality: 'West Orange', region: 'NJ' }],
];

const A_BARE_UNIT_ENDS_THE_STREET: Case[] = [
  ['31 Linden Drive W 512 New York NY 10001', { house_number: '31', street: 'Linden Drive W', unit: '512', locality: 'New York', region: 'NY', postcode: '10001' }],
  ['4500 Hwy 6 S 512 Zorbleton OH', { house_number: '4500', street: 'Hwy 6 S', unit: '512', locality: 'Zorbleton', region: 'OH' }],
  ['12 Lake Shore Drive 6 Waco TX', { house_number: '12', street: 'Lake Shore Drive', unit: '6', locality: 'Waco', region: 'TX' }],
  ['600 Rhode Island Ave NW 600 Washington DC', { house_number: '600', street: 'Rhode Island Ave NW', unit: '600', locality: 'Washington', region: 'DC' }],
];

const LETTERED_AVENUES_BEFORE_A_DIRECTIONAL: Case[] = [
  ['9 Avenue K E Lansing MI 48823', { house_number: '9', street: 'Avenue K', locality: 'E Lansing', region: 'MI', postcode: '48823' }],
  ['1400 E Ave J E Lansing MI', { house_number: '1400', street: 'E Ave J', locality: 'E Lansing', region: 'MI' }],
  ['1400 Ave J E Lancaster CA', { house_number: '1400', street: 'Ave J E', locality: 'Lancaster', region: 'CA' }],
  ['9 Avenue K E Zorbleton TX', { house_number: '9', street: 'Avenue K E', locality: 'Zorbleton', region: 'TX' }],
  ['9 County Rd K Zorbleton WI', { house_number: '9', street: 'County Rd K', locality: 'Zorbleton', region: 'WI' }],
];

const NO_HOUSE_NUMBER_MARKS: Case[] = [
  ['Via Zorbla snc, 00100 Roma', { house_number: undefined, street: 'Via Zorbla', postcode: '00100', locality: 'Roma' }],
  ['Via Zorbla SNC 00100 Roma', { house_number: undefined, street: 'Via Zorbla', postcode: '00100', locality: 'Roma' }],
  ['Calle Mayor s/n, 28013 Madrid', { house_number: undefined, street: 'Calle Mayor', postcode: '28013', locality: 'Madrid' }],
];

const DUTCH_AND_GERMAN_FLOORS: Case[] = [
  ['Am Zorbl 3 b, 10115 Berlin', { house_number: '3 b', street: 'Am Zorbl', postcode: '10115', locality: 'Berlin' }],
  ['Im Winkel 12 a 80331 München', { house_number: '12 a', street: 'Im Winkel', postcode: '80331', locality: 'München' }],
  ['An der Alster 1, 20099 Hamburg', { house_number: '1', street: 'An der Alster', postcode: '20099', locality: 'Hamburg' }],
  ['Zorblegracht 12 2e verdieping, 1015 CJ Amsterdam', { house_number: '12', street: 'Zorblegracht', unit: '2e verdieping', postcode: '1015 CJ', locality: 'Amsterdam' }],
  ['Zorblegracht 12, 3e etage, 1015 CJ Amsterdam', { house_number: '12', street: 'Zorblegracht', unit: '3e etage', postcode: '1015 CJ', locality: 'Amsterdam' }],
  ['Zorblestr. 12 2. OG 10115 Berlin', { house_number: '12', street: 'Zorblestr.', unit: '2. OG', postcode: '10115', locality: 'Berlin' }],
  ['Zorblestraße 5, 3. Stock, 1010 Wien', { house_number: '5', street: 'Zorblestraße', unit: '3. Stock', postcode: '1010', locality: 'Wien' }],
];

const A_DISTRICT_AFTER_A_UNIT_AND_A_BUILDING: Case[] = [
  ['Apartment 5, The Zorble, Grand Canal Dock, Dublin 2, D02 X285', { house_number: undefined, unit: 'Apartment 5', locality: 'Dublin 2', postcode: 'D02 X285' }],
  ['The Zorble, Grand Canal Dock, Dublin 2, D02 X285', { house_number: undefined, locality: 'Dublin 2', postcode: 'D02 X285' }],
  ['Apartment 5, The Zorble, Dublin 2', { house_number: undefined, locality: 'Dublin', postcode: '2' }],
  ['12 Main St, Dublin 2, D02 X285', { house_number: '12', street: 'Main St', locality: 'Dublin 2', postcode: 'D02 X285' }],
  ['Milano, Via Roma 5', { house_number: '5', street: 'Via Roma', locality: 'Milano' }],
];

const NEW_ZEALAND_RURAL_DELIVERY: Case[] = [
  ['12 Zorble Road RD 2 Zorbleton 3000', { house_number: '12', street: 'Zorble Road', po_box: 'RD 2', locality: 'Zorbleton', postcode: '3000' }],
  ['12 Zorble Road, RD 2, Zorbleton 3000', { house_number: '12', street: 'Zorble Road', po_box: 'RD 2', locality: 'Zorbleton', postcode: '3000' }],
  ['RD 1, Zorbleton 7000', { po_box: 'RD 1', locality: 'Zorbleton', postcode: '7000' }],
  ['123 COUNTY RD 12 ZORBLETON TX', { house_number: '123', street: 'COUNTY RD 12', locality: 'ZORBLETON', region: 'TX' }],
  ['123 County Rd 12 Zorbleton TX', { house_number: '123', street: 'County Rd 12', locality: 'Zorbleton', region: 'TX' }],
];

describeShapes('address shapes, round fourteen', [
  ['a directional after a unit opens the town', DIRECTIONAL_TOWNS_AFTER_A_UNIT],
  ['a bare unit after Road named by the street', A_BARE_UNIT_AFTER_ROAD],
  ['the country and the town written first', LARGEST_PLACE_FIRST],
  ["Singapore's blocks and numbered roads", SINGAPORE_BLOCKS_AND_NUMBERED_ROADS],
  ['a county between the town and the state, with no comma', A_COUNTY_BETWEEN_TOWN_AND_STATE],
  ["Finland's and Norway's flats, and countries' long names", NORDIC_FLATS_AND_LONG_COUNTRY_NAMES],
  ['British postcodes and counties written together', BRITISH_ENDS_WRITTEN_TOGETHER],
  ['ranch roads after a house number, rural routes without one', RANCH_ROADS_AND_RURAL_ROUTES],
  ['post-office towns the place list lacks', POST_OFFICE_TOWNS_THE_PLACE_LIST_LACKS],
  ['venues whose name opens with a number', VENUES_WHOSE_NAME_OPENS_WITH_A_NUMBER],
  ["Quebec's street types written first", QUEBEC_TYPES_WRITTEN_FIRST],
  ['a # number after a street whose name holds a number', A_HASH_NUMBER_AFTER_A_NUMBERED_NAME],
  ['house and plot numbers in a part of their own', HOUSE_AND_PLOT_NUMBERS_IN_A_PART],
  ['streets named by a compass point, before a town named so too', STREETS_NAMED_BY_A_COMPASS_POINT],
  ['a bare unit after the street ends it', A_BARE_UNIT_ENDS_THE_STREET],
  ['lettered avenues before a directional', LETTERED_AVENUES_BEFORE_A_DIRECTIONAL],
  ['the marks of a house with no number', NO_HOUSE_NUMBER_MARKS],
  ['Dutch and German floors, and German house letters', DUTCH_AND_GERMAN_FLOORS],
  ['a postal district after a unit and a building', A_DISTRICT_AFTER_A_UNIT_AND_A_BUILDING],
  ["New Zealand's rural delivery", NEW_ZEALAND_RURAL_DELIVERY],
]);
