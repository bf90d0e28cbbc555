/*
 * Address shapes of round sixteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const BOXES_AND_ROUTES: Case[] = [
  ['RR 3 Bx 901, Kansas City, MO 64106', { house_number: undefined, street: undefined, po_box: 'RR 3 Bx 901', locality: 'Kansas City', region: 'MO', postcode: '64106' }],
  ['HCR 6 BX 304 TIFTON GA 31794', { house_number: undefined, street: undefined, po_box: 'HCR 6 BX 304', locality: 'TIFTON', region: 'GA', postcode: '31794' }],
  ['star route 4 bx 43, springfield, il 62701', { street: undefined, po_box: 'star route 4 bx 43', locality: 'springfield', region: 'il', postcode: '62701' }],
  ['Box 464 Rte 7 Saint Cloud MN 56301', { street: undefined, po_box: 'Box 464 Rte 7', locality: 'Saint Cloud', region: 'MN', postcode: '56301' }],
  ['Box 699 Route 9, Oklahoma City, OK 73102', { street: undefined, po_box: 'Box 699 Route 9', locality: 'Oklahoma City', region: 'OK', postcode: '73102' }],
];

const MISSISSIPPI_AND_ITS_ZIP_PLUS_FOUR: Case[] = [
  ['POB 38309, Jackson, MS 39201-6047', { po_box: 'POB 38309', unit: undefined, locality: 'Jackson', region: 'MS', postcode: '39201-6047' }],
  ['412 Zorble St, Tupelo, MS 38804-1234', { house_number: '412', street: 'Zorble St', unit: undefined, locality: 'Tupelo', region: 'MS', postcode: '38804-1234' }],
];

const DOTTED_STATE_CODES: Case[] = [
  ['12 Zorble St, Santa Fe, N.M. 87501', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Santa Fe', region: 'N.M.', postcode: '87501' }],
  ['99 Grimble Blvd Las Cruces N.M. 88001', { house_number: '99', street: 'Grimble Blvd', locality: 'Las Cruces', region: 'N.M.', postcode: '88001' }],
];

const BRITISH_INWARD_CODES_THAT_READ_AS_FLOORS: Case[] = [
  ['12 Oak Place, Bristol BS1 5TR', { house_number: '12', street: 'Oak Place', unit: undefined, locality: 'Bristol', postcode: 'BS1 5TR' }],
  ['flat 8, 79 park close, bristol bs1 5tr', { house_number: '79', street: 'park close', unit: 'flat 8', locality: 'bristol', postcode: 'BS1 5TR' }],
  ['4 Grimble Road, Stoke-on-Trent ST4 2TR', { house_number: '4', street: 'Grimble Road', locality: 'Stoke-on-Trent', postcode: 'ST4 2TR' }],
];

const VENUES_BEFORE_A_STREET_AND_ITS_TOWN: Case[] = [
  ['Union Station, 423 South Hickory Pkwy Des Moines, IA 50309', { house_number: '423', street: 'South Hickory Pkwy', locality: 'Des Moines', region: 'IA', postcode: '50309' }],
  ['UNION STATION, 2542 SCHOOL LANE NORTH BERGEN, NJ 07047', { house_number: '2542', street: 'SCHOOL LANE', locality: 'NORTH BERGEN', region: 'NJ', postcode: '07047' }],
];

const MILITARY_POST_OFFICES_AFTER_A_SHIP: Case[] = [
  ['USS Zorble FPO AP 96336', { unit: 'USS Zorble', locality: 'FPO', region: 'AP', postcode: '96336' }],
  ['USS Grimble (CVN 78) FPO AE 09115', { unit: 'USS Grimble CVN 78', locality: 'FPO', region: 'AE', postcode: '09115' }],
  ['uss zorble dpo ae 09095', { unit: 'uss zorble', locality: 'dpo', region: 'ae', postcode: '09095' }],
];

const LATIN_ADDITIONS_IN_A_PART_OF_THEIR_OWN: Case[] = [
  ['9 bis, Chemin des Zorbles, 69002 Lyon', { house_number: '9 bis', street: 'Chemin des Zorbles', postcode: '69002', locality: 'Lyon' }],
  ['91 ter, rue du général zorble, 75011 paris', { house_number: '91 ter', street: 'rue du général zorble', postcode: '75011', locality: 'paris' }],
  ['12 quater, Allée des Grimbles, 31000 Toulouse', { house_number: '12 quater', street: 'Allée des Grimbles', postcode: '31000', locality: 'Toulouse' }],
];

const URBANIZATIONS_OPENING_THE_ADDRESS_WITHOUT_A_COMMA: Case[] = [
  ['Urb. Villa Zorbla Ave Ponce de Leon 965 Ponce PR 00716', { house_number: '965', street: 'Ave Ponce de Leon', suburb: 'Urb. Villa Zorbla', locality: 'Ponce', region: 'PR', postcode: '00716' }],
  ['URB ZORBLE GARDENS AVE GRIMBLA 161 TRUJILLO ALTO PR 00976', { house_number: '161', street: 'AVE GRIMBLA', suburb: 'URB ZORBLE GARDENS', locality: 'TRUJILLO ALTO', region: 'PR', postcode: '00976' }],
  ['Urb Las Zorblas Calle Luna 150, San Juan, PR 00926', { house_number: '150', street: 'Calle Luna', suburb: 'Urb Las Zorblas', locality: 'San Juan', region: 'PR', postcode: '00926' }],
];

const A_FLAT_NUMBERED_NO_BESIDE_A_NUMBERED_STREET: Case[] = [
  ['no. 5, 917 laurel ter, palm springs, ca 92262', { house_number: '917', street: 'laurel ter', unit: 'no. 5', locality: 'palm springs', region: 'ca', postcode: '92262' }],
  ['8148 Meadow Avenue, No. 5, Anchorage, AK 99501', { house_number: '8148', street: 'Meadow Avenue', unit: 'No. 5', locality: 'Anchorage', region: 'AK', postcode: '99501' }],
  ['NO. 12, 74 ZORBLE TRL, LUBBOCK, TX 79401', { house_number: '74', street: 'ZORBLE TRL', unit: 'NO. 12', locality: 'LUBBOCK', region: 'TX', postcode: '79401' }],
];

const UPPER_AND_LOWER_FLATS_ENDING_THE_STREET_PART: Case[] = [
  ['9897 zorble rd upper, pittsburgh, pa 15222', { house_number: '9897', street: 'zorble rd', unit: 'upper', locality: 'pittsburgh', region: 'pa', postcode: '15222' }],
  ['39 Grimble Ter Lower, Annapolis, MD 21401', { house_number: '39', street: 'Grimble Ter', unit: 'Lower', locality: 'Annapolis', region: 'MD', postcode: '21401' }],
  ['780 Zorble Lane SW Upper, Tulsa, OK 74103-8248', { house_number: '780', street: 'Zorble Lane SW', unit: 'Upper', locality: 'Tulsa', region: 'OK', postcode: '74103-8248' }],
];

const TOWNS_OPENING_WITH_A_TYPE_LIKE_WORD_AFTER_A_TYPE_WRITTEN_FIRST: Case[] = [
  ['372 Via Grimble Mount Vernon NY 10550', { house_number: '372', street: 'Via Grimble', locality: 'Mount Vernon', region: 'NY', postcode: '10550' }],
  ['22 El Camino Real Lake Charles LA 70601', { house_number: '22', street: 'El Camino Real', locality: 'Lake Charles', region: 'LA', postcode: '70601' }],
  ['372 Avenue B Port Huron MI 48060', { house_number: '372', street: 'Avenue B', locality: 'Port Huron', region: 'MI', postcode: '48060' }],
  ['18 Camino Zorble Fort Collins CO 80524', { house_number: '18', street: 'Camino Zorble', locality: 'Fort Collins', region: 'CO', postcode: '80524' }],
];

const INITIALS_IN_A_STREET_NAME: Case[] = [
  ['1200 M.L. King Jr Blvd, Atlanta, GA 30314', { house_number: '1200', street: 'M.L. King Jr Blvd', unit: undefined, locality: 'Atlanta', region: 'GA', postcode: '30314' }],
  ['1200 M.L.K. Jr Blvd, Zorbleton, GA 30314', { house_number: '1200', street: 'M.L.K. Jr Blvd', unit: undefined, locality: 'Zorbleton', region: 'GA', postcode: '30314' }],
  ['45 M. L. King Dr, Gary, IN 46402', { house_number: '45', street: 'M. L. King Dr', locality: 'Gary', region: 'IN', postcode: '46402' }],
  ['12 Zorble St, Kansas City, M.O. 64106', { house_number: '12', street: 'Zorble St', unit: undefined, locality: 'Kansas City', region: 'M.O.', postcode: '64106' }],
];

const SAINT_OPENING_A_TOWN_AFTER_A_NUMBERED_ROAD: Case[] = [
  ['459 State Road 14A St. Paul MN 55101', { house_number: '459', street: 'State Road 14A', locality: 'St. Paul', region: 'MN', postcode: '55101' }],
  ['459 Hwy 5 St. Paul MN 55101', { house_number: '459', street: 'Hwy 5', locality: 'St. Paul', region: 'MN', postcode: '55101' }],
  ['31 County Rd 42 St. Paul MN 55101', { house_number: '31', street: 'County Rd 42', locality: 'St. Paul', region: 'MN', postcode: '55101' }],
];

const A_FLAT_NUMBERED_AFTER_A_NAMED_HIGHWAY: Case[] = [
  ['18211 Magnolia Hwy #90 Bloomfield Hills Michigan 48304', { house_number: '18211', street: 'Magnolia Hwy', unit: '#90', locality: 'Bloomfield Hills', region: 'Michigan', postcode: '48304' }],
  ['40 Zorble Highway # 3, Dallas, TX 75201', { house_number: '40', street: 'Zorble Highway', unit: '# 3', locality: 'Dallas', region: 'TX', postcode: '75201' }],
  ['902 grimble hwy #13 park city utah 84060', { house_number: '902', street: 'grimble hwy', unit: '#13', locality: 'park city', region: 'utah', postcode: '84060' }],
];

const TWO_DIRECTIONALS_THAT_MAKE_NO_COMPOUND: Case[] = [
  ['2539 hwy 290 w n las vegas nv 89030', { house_number: '2539', street: 'hwy 290 w', locality: 'n las vegas', region: 'nv', postcode: '89030' }],
  ['2020 FM 1960 Rd W N Las Vegas NV 89030', { house_number: '2020', street: 'FM 1960 Rd W', locality: 'N Las Vegas', region: 'NV', postcode: '89030' }],
  ['12 Zorble Rd E S San Francisco CA 94080', { house_number: '12', street: 'Zorble Rd E', locality: 'S San Francisco', region: 'CA', postcode: '94080' }],
];

const MAIL_CODES_AND_DROPS: Case[] = [
  ['783 zorble dr mail code 2200 richmond va 23219', { house_number: '783', street: 'zorble dr', unit: 'mail code 2200', locality: 'richmond', region: 'va', postcode: '23219' }],
  ['Mail Code 2200 PO Box 82437 West Hartford CT 06107', { street: undefined, unit: 'Mail Code 2200', po_box: 'PO Box 82437', locality: 'West Hartford', region: 'CT', postcode: '06107' }],
  ['12 Zorble St Mail Drop 4B, Dallas, TX 75201', { house_number: '12', street: 'Zorble St', unit: 'Mail Drop 4B', locality: 'Dallas', region: 'TX', postcode: '75201' }],
];

const TOWNS_NAMED_AS_COUNTRIES_BEFORE_A_STATE_AND_ZIP: Case[] = [
  ['PO Box 12, Lebanon, PA, 17042', { po_box: 'PO Box 12', locality: 'Lebanon', region: 'PA', postcode: '17042', country: undefined }],
  ['PO Box 880, Jordan, MN, 55352', { po_box: 'PO Box 880', locality: 'Jordan', region: 'MN', postcode: '55352', country: undefined }],
  ['Peru, IN, 46970', { locality: 'Peru', region: 'IN', postcode: '46970', country: undefined }],
];

const A_BOX_AND_ITS_STATION: Case[] = [
  ['PO Box 1234 Station A, Zorbleton, TX 75001', { street: undefined, po_box: 'PO Box 1234 Station A', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['PO Box 1234 Station Main Toronto ON M5W 1A1', { street: undefined, po_box: 'PO Box 1234 Station Main', locality: 'Toronto', region: 'ON', postcode: 'M5W 1A1' }],
];

const STATE_CODES_WRITTEN_AS_TWO_LETTERS_APART: Case[] = [
  ['12 zorble st nw washington d c 20001', { house_number: '12', street: 'zorble st nw', locality: 'washington', region: 'd c', postcode: '20001' }],
  ['400 Grimble Ave Zorbleton N J 07102', { house_number: '400', street: 'Grimble Ave', locality: 'Zorbleton', region: 'N J', postcode: '07102' }],
];

const A_ROAD_NUMBER_MARKED_WITH_A_HASH_WITHOUT_COMMAS: Case[] = [
  ['12 Hwy # 5 Zorbleton TX 75001', { house_number: '12', street: 'Hwy # 5', unit: undefined, locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
  ['12 Route # 9 Zorbleton NJ 07001', { house_number: '12', street: 'Route # 9', locality: 'Zorbleton', region: 'NJ', postcode: '07001' }],
  ['12 US Hwy # 5 Zorbleton TX 75001', { house_number: '12', street: 'US Hwy # 5', locality: 'Zorbleton', region: 'TX', postcode: '75001' }],
];

describeShapes('offline parser, round sixteen', [
  ['rural and highway-contract routes with their box written Bx, and a route written after the box', BOXES_AND_ROUTES],
  ['Mississippi and its ZIP+4, which is no mail stop', MISSISSIPPI_AND_ITS_ZIP_PLUS_FOUR],
  ['state codes written with dots', DOTTED_STATE_CODES],
  ['British inward codes that read as Swedish floors', BRITISH_INWARD_CODES_THAT_READ_AS_FLOORS],
  ['a venue\'s name before the street, the town after it without a comma, in the US', VENUES_BEFORE_A_STREET_AND_ITS_TOWN],
  ['military post offices after a ship\'s name', MILITARY_POST_OFFICES_AFTER_A_SHIP],
  ['a house number and its Latin addition in a part of their own', LATIN_ADDITIONS_IN_A_PART_OF_THEIR_OWN],
  ['Puerto Rico\'s urbanizations opening the address, without a comma', URBANIZATIONS_OPENING_THE_ADDRESS_WITHOUT_A_COMMA],
  ['a flat numbered No. in a part of its own, beside a street that opens with its house number', A_FLAT_NUMBERED_NO_BESIDE_A_NUMBERED_STREET],
  ['Upper and Lower flats ending the street\'s part', UPPER_AND_LOWER_FLATS_ENDING_THE_STREET_PART],
  ['a town opening with Mount, Lake, Port or Fort after a street whose type is written first', TOWNS_OPENING_WITH_A_TYPE_LIKE_WORD_AFTER_A_TYPE_WRITTEN_FIRST],
  ['initials in a street\'s name, which are no Polish flat (m.) nor a house number\'s letter, and a dotted state code', INITIALS_IN_A_STREET_NAME],
  ['St. opening a town after a road named by its number', SAINT_OPENING_A_TOWN_AFTER_A_NUMBERED_ROAD],
  ['a flat numbered with # after a highway named by a name, not a number', A_FLAT_NUMBERED_AFTER_A_NAMED_HIGHWAY],
  ['a street\'s directional and then a town\'s, which make no compound directional', TWO_DIRECTIONALS_THAT_MAKE_NO_COMPOUND],
  ['mail codes and mail drops, internal routing like mail stops', MAIL_CODES_AND_DROPS],
  ['towns named as countries, before a state and ZIP written apart', TOWNS_NAMED_AS_COUNTRIES_BEFORE_A_STATE_AND_ZIP],
  ['a post-office box and the station that holds it, written in full', A_BOX_AND_ITS_STATION],
  ['state codes written as two letters apart, before the ZIP', STATE_CODES_WRITTEN_AS_TWO_LETTERS_APART],
  ['a road\'s number marked with # before the town, without commas', A_ROAD_NUMBER_MARKED_WITH_A_HASH_WITHOUT_COMMAS],
]);
