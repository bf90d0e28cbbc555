/*
 * Address shapes of round eighteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_FIRMS_NAME_CLOSED_BY_A_COLON: Case[] = [
  ['US Post Office: 3354 Harborview Byp, Oshkosh, WI 54901', { house_number: '3354', street: 'Harborview Byp', locality: 'Oshkosh', region: 'WI', postcode: '54901' }],
  ['Thistle & Rose Tea Room: 883 Foxglove Close, Round Rock, TX', { house_number: '883', street: 'Foxglove Close', locality: 'Round Rock', region: 'TX' }],
  ['COBBLESTONE INN & SUITES: 50405 BRAMBLEWOOD ISLE, WILLIAMSPORT, PA 17701', { house_number: '50405', street: 'BRAMBLEWOOD ISLE', locality: 'WILLIAMSPORT', region: 'PA', postcode: '17701' }],
  ['wren tower: 7719 nw driftwood manor, altoona, pa', { house_number: '7719', street: 'nw driftwood manor', locality: 'altoona', region: 'pa' }],
  ['Sheffield Self-Storage: 4812 RM 620, Chico, CA', { house_number: '4812', street: 'RM 620', locality: 'Chico', region: 'CA' }],
];

const A_FLAT_MARKED_NO_AFTER_OR_BEFORE_THE_HOUSE_NUMBER: Case[] = [
  ['4423 Loop 410, No. 16, Wheeling, WV 26003', { house_number: '4423', street: 'Loop 410', unit: 'No. 16', locality: 'Wheeling', region: 'WV', postcode: '26003' }],
  ['6563 Buckingham Forge E, No. 4, Carson City, NV 89701', { house_number: '6563', street: 'Buckingham Forge E', locality: 'Carson City', region: 'NV', postcode: '89701' }],
  ['8567 US-30 No. 4, Winston-Salem, NC 27101', { house_number: '8567', street: 'US-30', unit: 'No. 4', locality: 'Winston-Salem', region: 'NC' }],
  ['n5w18807 brookhaven lane no. 4 le mars ia', { house_number: 'n5w18807', street: 'brookhaven lane', locality: 'le mars', region: 'ia' }],
  ['No. 16 31951 145th Avn', { house_number: '31951', street: '145th Avn', unit: 'No. 16' }],
  ['no. 4, 8237 kingsley chase, san luis obispo, california 93401', { house_number: '8237', street: 'kingsley chase', locality: 'san luis obispo', region: 'california' }],
  ['No. 16 9172 Tchoupitoulas Ford, Oshkosh, WI 54901', { house_number: '9172', street: 'Tchoupitoulas Ford', unit: 'No. 16', locality: 'Oshkosh' }],
  ['2220 Calle Ocho, No. 16 Laramie WY 82070', { house_number: '2220', street: 'Calle Ocho', locality: 'Laramie', region: 'WY', postcode: '82070' }],
];

const A_TOWN_OPENED_BY_NEW_MOUNT_PORT_OR_FORT_BEFORE_A_KNOWN_TOWN: Case[] = [
  ['7144 S Edgewater Trail Mount Laurel NJ', { house_number: '7144', street: 'S Edgewater Trail', locality: 'Mount Laurel', region: 'NJ' }],
  ['998 El Camino Real  Mount Laurel, NJ 08054', { house_number: '998', street: 'El Camino Real', locality: 'Mount Laurel', region: 'NJ', postcode: '08054' }],
  ['POBox 1115 Mount Laurel NJ 08054', { po_box: 'POBox 1115', locality: 'Mount Laurel', region: 'NJ', postcode: '08054' }],
  ['P. O. Box 48,Port Ashgrove,WA 98362', { locality: 'Port Ashgrove', region: 'WA', postcode: '98362' }],
  ['2180 KINGSLEY ROAD  PORT ASHGROVE, WA 98362', { house_number: '2180', street: 'KINGSLEY ROAD', locality: 'PORT ASHGROVE', region: 'WA' }],
  ['83067 paseo de peralta new marlowe north carolina', { house_number: '83067', street: 'paseo de peralta', locality: 'new marlowe', region: 'north carolina' }],
  ['Post Office Drawer 2603 New Marlowe NC 27243', { locality: 'New Marlowe', region: 'NC', postcode: '27243' }],
];

const A_NAME_ENDING_IN_A_DESIGNATORS_WORD_BEFORE_THE_HOUSE_NUMBER: Case[] = [
  ['Wren Tower 4489-A S. Hawthorne Summit Apt 1L, Augusta, ME 04330', { house_number: '4489-A', street: 'S. Hawthorne Summit', unit: 'Apt 1L', locality: 'Augusta', region: 'ME', postcode: '04330' }],
  ['Wren Tower 4489 S Hawthorne Summit, Augusta, ME 04330', { house_number: '4489', street: 'S Hawthorne Summit', locality: 'Augusta', region: 'ME' }],
  ['thistle & rose tea room 59964 e. foxglove hbr allentown pennsylvania 18101', { house_number: '59964', street: 'e. foxglove hbr', locality: 'allentown', region: 'pennsylvania', postcode: '18101' }],
  ['Marlowe Office Tower 300 Ashgrove Commons, Keene, NH 03431', { house_number: '300', street: 'Ashgrove Commons', unit: undefined, locality: 'Keene', region: 'NH', postcode: '03431' }],
];

const A_FORT_OR_PORT_OPENING_A_KNOWN_TOWN_AFTER_AN_UNTYPED_STREET: Case[] = [
  ['28802 Sunset Fort Worth TX 76104', { house_number: '28802', street: 'Sunset', locality: 'Fort Worth', region: 'TX', postcode: '76104' }],
];

const A_COUNTY_ROAD_WRITTEN_CTY_RD: Case[] = [
  ['27450 Cty Rd 42 Stillwater OK 74074', { house_number: '27450', street: 'Cty Rd 42', unit: undefined, locality: 'Stillwater', region: 'OK', postcode: '74074' }],
  ['65236 Cty Rd 42,Walla Walla,WA 99362', { house_number: '65236', street: 'Cty Rd 42', locality: 'Walla Walla', region: 'WA', postcode: '99362' }],
  ['juniper elementary, 31707 cty rd b  zorbleburg, ky 40143', { house_number: '31707', street: 'cty rd b', locality: 'zorbleburg', region: 'ky', postcode: '40143' }],
  ['Foxglove Florist - 6984 Cty Rd 42 Pawtucket RI 02860', { house_number: '6984', street: 'Cty Rd 42', locality: 'Pawtucket', region: 'RI', postcode: '02860' }],
];

const A_TOWN_OPENED_BY_A_DIRECTIONAL_BESIDE_A_BOX: Case[] = [
  ['POBox 6599, East Dunmore, PA 18512', { po_box: 'POBox 6599', street: undefined, locality: 'East Dunmore', region: 'PA', postcode: '18512' }],
  ['PO Box 6599 East Dunmore PA', { street: undefined, locality: 'East Dunmore', region: 'PA' }],
  ['p.o. box 31, north dunmore, pa 18512', { street: undefined, locality: 'north dunmore', region: 'pa', postcode: '18512' }],
];

const A_WISCONSIN_GRID_NUMBER_AFTER_A_FIRMS_NAME: Case[] = [
  ['Dr. Ellen Ashgrove, DDS N5W35364 Buckingham Pl, Toms River, New Jersey', { house_number: 'N5W35364', street: 'Buckingham Pl', locality: 'Toms River', region: 'New Jersey' }],
  ['LARKSPUR ANIMAL CLINIC N3W13223 SW VAN BUREN RDG, ROOM 1104 ABERDEEN S.D.', { house_number: 'N3W13223', street: 'SW VAN BUREN RDG', locality: 'ABERDEEN', region: 'S.D.' }],
  ['Zorble Dental N56W16665 Ridgewood Dr Menomonee Falls WI 53051', { house_number: 'N56W16665', street: 'Ridgewood Dr', locality: 'Menomonee Falls', region: 'WI', postcode: '53051' }],
];

const A_STREET_TYPED_KEY_BEFORE_A_DIRECTIONAL: Case[] = [
  ['5127 SUNNYSIDE KEY N.W., STE#4, FLAGSTAFF, AZ 86001', { house_number: '5127', street: 'SUNNYSIDE KEY N.W.', locality: 'FLAGSTAFF', region: 'AZ', postcode: '86001' }],
  ['92820 Whitfield Key N. Schenectady NY 12305', { house_number: '92820', street: 'Whitfield Key N.', unit: undefined, locality: 'Schenectady', region: 'NY', postcode: '12305' }],
  ['480 Sunset Key N, Key West FL 33040', { house_number: '480', street: 'Sunset Key N', unit: undefined, locality: 'Key West', region: 'FL', postcode: '33040' }],
];

describeShapes('offline parser on address shapes of round eighteen', [
  ["a firm's name closed by a colon", A_FIRMS_NAME_CLOSED_BY_A_COLON],
  ['a flat marked "No." after or before the house number', A_FLAT_MARKED_NO_AFTER_OR_BEFORE_THE_HOUSE_NUMBER],
  ['a town opened by New, Mount, Port or Fort before a known town', A_TOWN_OPENED_BY_NEW_MOUNT_PORT_OR_FORT_BEFORE_A_KNOWN_TOWN],
  ["a name ending in a designator's word before the house number", A_NAME_ENDING_IN_A_DESIGNATORS_WORD_BEFORE_THE_HOUSE_NUMBER],
  ['Fort or Port opening a known town after an untyped street', A_FORT_OR_PORT_OPENING_A_KNOWN_TOWN_AFTER_AN_UNTYPED_STREET],
  ['a county road written "Cty Rd"', A_COUNTY_ROAD_WRITTEN_CTY_RD],
  ['a town opened by a directional beside a box', A_TOWN_OPENED_BY_A_DIRECTIONAL_BESIDE_A_BOX],
  ["a Wisconsin grid number after a firm's name", A_WISCONSIN_GRID_NUMBER_AFTER_A_FIRMS_NAME],
  ['a street typed Key before a directional', A_STREET_TYPED_KEY_BEFORE_A_DIRECTIONAL],
]);
