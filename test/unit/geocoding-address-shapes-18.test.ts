/*
 * Address shapes of round twenty-eight, adversarial US, Canadian and Australian lines as usaddress's, libpostal's and
 * pelias's test data write them (capitals, no commas, firms and care-of lines first, units anywhere): invented
 * addresses, their components written by hand from what each means, in batches of shapes the parser got wrong, none
 * taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_TOWNS_LAST_WORD_THAT_NAMES_PLACES_AFTER_ITS_FIRST: Case[] = [
  ['62683 Zorble Rdg Quillan Falls Oregon 97001', { house_number: '62683', street: 'Zorble Rdg', locality: 'Quillan Falls', region: 'Oregon', postcode: '97001' }],
  ['4083 TENTH PASS GRIMBLE SPRINGS GA 30500', { house_number: '4083', street: 'TENTH PASS', locality: 'GRIMBLE SPRINGS', region: 'GA', postcode: '30500' }],
  ['55333 Ave Q Zorble Lake WI 53001', { house_number: '55333', street: 'Ave Q', locality: 'Zorble Lake', region: 'WI', postcode: '53001' }],
  ['c/o Jane Grimble 48347 Main Pt Dunmore Junction MO 63001', { house_number: '48347', street: 'Main Pt', locality: 'Dunmore Junction', region: 'MO', postcode: '63001' }],
  ['11709 Meadow Ofc C Marbury Springs SC 29001', { house_number: '11709', street: 'Meadow', unit: 'Ofc C', locality: 'Marbury Springs', region: 'SC', postcode: '29001' }],
];

const CANADAS_OLDER_AND_SHORT_PROVINCE_CODES: Case[] = [
  ['13992 Walnut St New Westminster PQ  H9Y 5K5', { house_number: '13992', street: 'Walnut St', locality: 'New Westminster', region: 'PQ', postcode: 'H9Y 5K5' }],
  ['181 Zorble Road SE, Fort McMurray, N.W.T. X1A 1A6', { house_number: '181', street: 'Zorble Road SE', locality: 'Fort McMurray', region: 'N.W.T.', postcode: 'X1A 1A6' }],
  ['18525 Grimble Pl #313, Zorbleton, Nvt. X0A 1G0', { house_number: '18525', street: 'Grimble Pl', unit: '#313', locality: 'Zorbleton', region: 'Nvt.', postcode: 'X0A 1G0' }],
  ['12 Zorble Cres, Grimbleton, NF A1A 1A1', { house_number: '12', street: 'Zorble Cres', locality: 'Grimbleton', region: 'NF', postcode: 'A1A 1A1' }],
];

const A_CANADIAN_SUITE_BEFORE_ITS_CIVIC_NUMBER_WITHOUT_HASH: Case[] = [
  ['802-7151 Zorble Ave, Fort McMurray, AB T9H 1A1', { house_number: '7151', street: 'Zorble Ave', unit: '802', locality: 'Fort McMurray', region: 'AB', postcode: 'T9H 1A1' }],
  ['1087-6093 GRIMBLE BLVD LAC-MÉGANTIC QC G6B 1A1', { house_number: '6093', street: 'GRIMBLE BLVD', unit: '1087', locality: 'LAC-MÉGANTIC', region: 'QC', postcode: 'G6B 1A1' }],
  ['Zorble Dental, 34-13391 22nd Road West, Red Deer, Alta. T4N 1A1', { house_number: '13391', street: '22nd Road West', unit: '34', locality: 'Red Deer', region: 'Alta.', postcode: 'T4N 1A1' }],
  ['Jane Grimble 974-4604 Zorble Line St. Catharines ON L2R 1A1 Canada', { house_number: '4604', street: 'Zorble Line', unit: '974', locality: 'St. Catharines', region: 'ON', postcode: 'L2R 1A1', country: 'Canada' }],
];

const A_CANADIAN_PROVINCE_AFTER_A_FIRMS_PART: Case[] = [
  ['ACME GRIMBLE LLC APT 1699, 29821 RAVELSTON CIR W GRAND PRAIRIE QC V7P8T1', { house_number: '29821', street: 'RAVELSTON CIR W', unit: 'APT 1699', locality: 'GRAND PRAIRIE', region: 'QC', postcode: 'V7P8T1' }],
  ['Zorble Realty, 14376 Mill Crt Richmond Hill ON L4C 1A1', { house_number: '14376', street: 'Mill Crt', locality: 'Richmond Hill', region: 'ON', postcode: 'L4C 1A1' }],
];

const A_TOWN_OPENED_BY_LAKE_POINT_OR_KINGS_AFTER_THE_TYPE: Case[] = [
  ['745 Grimble Ave, Lake Macquarie, NSW, 2283', { house_number: '745', street: 'Grimble Ave', suburb: undefined, locality: 'Lake Macquarie', region: 'NSW', postcode: '2283' }],
  ['856 Halvorsen Pkwy Lake Macquarie New South Wales 2284', { house_number: '856', street: 'Halvorsen Pkwy', locality: 'Lake Macquarie', region: 'New South Wales', postcode: '2284' }],
  ['348 Zorble Gr Point Cook VIC 3030', { house_number: '348', street: 'Zorble Gr', locality: 'Point Cook', region: 'VIC', postcode: '3030' }],
  ['30 ZORBLE RISE KINGS CROSS NSW 2011', { house_number: '30', street: 'ZORBLE RISE', locality: 'KINGS CROSS', region: 'NSW', postcode: '2011' }],
];

const AUSTRALIAS_UNIT_SHORTENED_TO_U_BEFORE_THE_SLASH: Case[] = [
  ['U 6/33 Grimble Rd, Point Cook VIC 3030', { house_number: '33', street: 'Grimble Rd', unit: 'U 6', locality: 'Point Cook', region: 'VIC', postcode: '3030' }],
  ['Dr. Jane Zorble, U 38/93-95 Grimble Boulevard, Surry Hills, NSW, 2010', { house_number: '93-95', street: 'Grimble Boulevard', unit: 'U 38', locality: 'Surry Hills', region: 'NSW', postcode: '2010' }],
  ['u7/12 zorble st glen iris vic 3146', { house_number: '12', street: 'zorble st', unit: 'u7', locality: 'glen iris', region: 'vic', postcode: '3146' }],
];

const A_GROVE_TOWN_AFTER_A_STREET_WITH_ITS_TYPE: Case[] = [
  ['Forest Dr, Pellham Grove, TX 75001', { house_number: undefined, street: 'Forest Dr', locality: 'Pellham Grove', region: 'TX', postcode: '75001' }],
  ['Brindle Dr & Main Ln, Zorble Grove, NE', { house_number: undefined, street: 'Brindle Dr & Main Ln', locality: 'Zorble Grove', region: 'NE' }],
  ['ELM AVE & CEDAR LN GRIMBLE GROVE WY', { house_number: undefined, street: 'ELM AVE & CEDAR LN', locality: 'GRIMBLE GROVE', region: 'WY' }],
  ['ATTN: HUMAN RESOURCES 23157 OLD ZORBLE TRAIL PELLHAM GROVE CT', { house_number: '23157', street: 'OLD ZORBLE TRAIL', locality: 'PELLHAM GROVE', region: 'CT' }],
];

const A_LETTERED_AVENUE_AND_A_DIRECTIONAL_OF_ANY_SPELLING: Case[] = [
  ['57370 Ave K S.W. Trexler Heights Arizona 85001', { house_number: '57370', street: 'Ave K S.W.', locality: 'Trexler Heights', region: 'Arizona', postcode: '85001' }],
  ['93118B S Avenue P East Zorble City Maine 04001', { house_number: '93118B', street: 'S Avenue P East', locality: 'Zorble City', region: 'Maine', postcode: '04001' }],
  ['2751 AVE. J SE GRIMBLE HEIGHTS NC 27001', { house_number: '2751', street: 'AVE. J SE', locality: 'GRIMBLE HEIGHTS', region: 'NC', postcode: '27001' }],
];

const A_FLOOR_OR_DEPARTMENT_NAMED_BY_A_LETTER: Case[] = [
  ['93558 N FRANKLIN COVE DEPT B ROCK HILL SC 29730-9767', { house_number: '93558', street: 'N FRANKLIN COVE', unit: 'DEPT B', locality: 'ROCK HILL', region: 'SC', postcode: '29730-9767' }],
  ['56021 Zorble Avenue Floor C Indiana Pennsylvania 15701', { house_number: '56021', street: 'Zorble Avenue', unit: 'Floor C', locality: 'Indiana', region: 'Pennsylvania', postcode: '15701' }],
  ['37913 E Grimble Xing Flr B-13 Zorbleton Montana 59001-6482', { house_number: '37913', street: 'E Grimble Xing', unit: 'Flr B-13', locality: 'Zorbleton', region: 'Montana', postcode: '59001-6482' }],
  ['attn: mary zorble, 47133 maple run dept. b, palm springs, calif. 92262', { house_number: '47133', street: 'maple run', unit: 'dept. b', locality: 'palm springs', region: 'calif.', postcode: '92262' }],
];

const AN_ABBREVIATED_TYPE_THAT_NAMES_PLACES_BEFORE_THE_TOWN: Case[] = [
  ['ROOM 16A 70905 W TWIN LAKES CRK WEXFORD HILLS ARKANSAS', { house_number: '70905', street: 'W TWIN LAKES CRK', unit: 'ROOM 16A', locality: 'WEXFORD HILLS', region: 'ARKANSAS' }],
  ['Grimble Hospital 72284 NE Lake Crk Ste A-5 Zorbleburg UT', { house_number: '72284', street: 'NE Lake Crk', unit: 'Ste A-5', locality: 'Zorbleburg', region: 'UT' }],
  ['APARTMENT 1653 10337 FOX HOLLOW BND ZORBLETON TX 75001', { house_number: '10337', street: 'FOX HOLLOW BND', unit: 'APARTMENT 1653', locality: 'ZORBLETON', region: 'TX', postcode: '75001' }],
];

describeShapes('address shapes, round twenty-eight (adversarial US, Canadian and Australian lines)', [
  ['A_TOWNS_LAST_WORD_THAT_NAMES_PLACES_AFTER_ITS_FIRST', A_TOWNS_LAST_WORD_THAT_NAMES_PLACES_AFTER_ITS_FIRST],
  ['CANADAS_OLDER_AND_SHORT_PROVINCE_CODES', CANADAS_OLDER_AND_SHORT_PROVINCE_CODES],
  ['A_CANADIAN_SUITE_BEFORE_ITS_CIVIC_NUMBER_WITHOUT_HASH', A_CANADIAN_SUITE_BEFORE_ITS_CIVIC_NUMBER_WITHOUT_HASH],
  ['A_CANADIAN_PROVINCE_AFTER_A_FIRMS_PART', A_CANADIAN_PROVINCE_AFTER_A_FIRMS_PART],
  ['A_TOWN_OPENED_BY_LAKE_POINT_OR_KINGS_AFTER_THE_TYPE', A_TOWN_OPENED_BY_LAKE_POINT_OR_KINGS_AFTER_THE_TYPE],
  ['AUSTRALIAS_UNIT_SHORTENED_TO_U_BEFORE_THE_SLASH', AUSTRALIAS_UNIT_SHORTENED_TO_U_BEFORE_THE_SLASH],
  ['A_GROVE_TOWN_AFTER_A_STREET_WITH_ITS_TYPE', A_GROVE_TOWN_AFTER_A_STREET_WITH_ITS_TYPE],
  ['A_LETTERED_AVENUE_AND_A_DIRECTIONAL_OF_ANY_SPELLING', A_LETTERED_AVENUE_AND_A_DIRECTIONAL_OF_ANY_SPELLING],
  ['A_FLOOR_OR_DEPARTMENT_NAMED_BY_A_LETTER', A_FLOOR_OR_DEPARTMENT_NAMED_BY_A_LETTER],
  ['AN_ABBREVIATED_TYPE_THAT_NAMES_PLACES_BEFORE_THE_TOWN', AN_ABBREVIATED_TYPE_THAT_NAMES_PLACES_BEFORE_THE_TOWN],
]);
