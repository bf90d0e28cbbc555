/*
 * Address shapes of round twenty-five, adversarial US lines: invented addresses, their components written by hand from
 * what each means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_HOUSE_NUMBER_ALONE_BEFORE_A_MISPLACED_COMMA: Case[] = [
  ['19185, Zorble Drive Lexington, KY 40511', { house_number: '19185', street: 'Zorble Drive', locality: 'Lexington', region: 'KY', postcode: '40511' }],
  ['2990B, GRIMBLE DR ROOM 206 NASHUA NH 03060', { house_number: '2990B', street: 'GRIMBLE DR', unit: 'ROOM 206', locality: 'NASHUA', region: 'NH', postcode: '03060' }],
  ['4146, zorble st jersey city nj', { house_number: '4146', street: 'zorble st', locality: 'jersey city', region: 'nj' }],
  ['13070, GRIMBLE DR. W. LAKE WORTH FL', { house_number: '13070', street: 'GRIMBLE DR. W.', locality: 'LAKE WORTH', region: 'FL' }],
  ['12730, 56th Circle Port Angeles WA, 98362', { house_number: '12730', street: '56th Circle', locality: 'Port Angeles', region: 'WA', postcode: '98362' }],
  ['7910, Zorble Holly Cir New Berlin, WI, 53151', { house_number: '7910', street: 'Zorble Holly Cir', locality: 'New Berlin', region: 'WI', postcode: '53151' }],
];

const A_BARE_UNIT_OPENING_THE_TOWN_PART: Case[] = [
  ['27842 NW 5th Dr., 256 North Haven CT 06473', { house_number: '27842', street: 'NW 5th Dr.', unit: '256', locality: 'North Haven', region: 'CT', postcode: '06473' }],
  ['36 Northwest Grimble Avenue, 1653 Maple Grove MN 55369-6860', { house_number: '36', street: 'Northwest Grimble Avenue', unit: '1653', locality: 'Maple Grove', region: 'MN', postcode: '55369-6860' }],
  ['14765 ZORBLE LANE, 1018 SOUTH WINDSOR CT', { house_number: '14765', street: 'ZORBLE LANE', unit: '1018', locality: 'SOUTH WINDSOR', region: 'CT' }],
  ['26820 East Grimble Ln, 24 Lansing MI 48906', { house_number: '26820', street: 'East Grimble Ln', unit: '24', locality: 'Lansing', region: 'MI', postcode: '48906' }],
  ['Five Zorble Square, 10 New Bedford MA', { house_number: 'Five', street: 'Zorble Square', unit: '10', locality: 'New Bedford', region: 'MA' }],
];

const A_BARE_UNIT_PART_AFTER_A_SPELT_GRID_OR_VENUE_NUMBER: Case[] = [
  ['Four Grimble Plaza, 9, Bay City MI 48706', { house_number: 'Four', street: 'Grimble Plaza', unit: '9', locality: 'Bay City', region: 'MI', postcode: '48706' }],
  ['W301 N6009 Zorble Way, 2304, Menomonee Falls, WI', { house_number: 'W301 N6009', street: 'Zorble Way', unit: '2304', locality: 'Menomonee Falls', region: 'WI' }],
  ['Acme Dental 17555 Grimble Way, 22, Bismarck, ND', { house_number: '17555', street: 'Grimble Way', unit: '22', locality: 'Bismarck', region: 'ND' }],
  ['n115 w5367 zorble sq, 448, cedarburg wisconsin', { house_number: 'n115 w5367', street: 'zorble sq', unit: '448', locality: 'cedarburg', region: 'wisconsin' }],
  ['Hilton Garden Inn Ten Grimble Place, 37, New Canaan CT 06840', { house_number: 'Ten', street: 'Grimble Place', unit: '37', locality: 'New Canaan', region: 'CT', postcode: '06840' }],
  ['zorble family clinic 24414 grimble place, 344, e providence rhode island', { house_number: '24414', street: 'grimble place', unit: '344', locality: 'e providence', region: 'rhode island' }],
];

const A_UNIT_AFTER_A_GRID_NUMBERED_STREET_OR_A_MISPLACED_COMMA: Case[] = [
  ['W295 N3228 Zorble Blvd Ste 695 Menomonee Falls WI, 53051', { house_number: 'W295 N3228', street: 'Zorble Blvd', unit: 'Ste 695', locality: 'Menomonee Falls', region: 'WI', postcode: '53051' }],
  ['N287 W3905 Grimble Blvd Floor 29 Elm Grove WI 53122', { house_number: 'N287 W3905', street: 'Grimble Blvd', unit: 'Floor 29', locality: 'Elm Grove', region: 'WI', postcode: '53122' }],
  ['W204 N5070 Zorble Pkwy Unit 12 Menomonee Falls, Wisconsin', { house_number: 'W204 N5070', street: 'Zorble Pkwy', unit: 'Unit 12', locality: 'Menomonee Falls', region: 'Wisconsin' }],
  ['3964, NW Grimble Loop Ste 774 Spirit Lake, Iowa, 51360', { house_number: '3964', street: 'NW Grimble Loop', unit: 'Ste 774', locality: 'Spirit Lake', region: 'Iowa', postcode: '51360' }],
];

const A_PLAZA_ABBREVIATED_BEFORE_A_BARE_UNIT: Case[] = [
  ['22272 Tenth Plz 2636 Seattle WA 98213-4068', { house_number: '22272', street: 'Tenth Plz', unit: '2636', locality: 'Seattle', region: 'WA', postcode: '98213-4068' }],
  ['N318 W3402 ZORBLE PLZ 1156, LANNON WI, 53046', { house_number: 'N318 W3402', street: 'ZORBLE PLZ', unit: '1156', locality: 'LANNON', region: 'WI', postcode: '53046' }],
  ['26180 east 27th plz 2415, schaumburg il', { house_number: '26180', street: 'east 27th plz', unit: '2415', locality: 'schaumburg', region: 'il' }],
];

describeShapes('address shapes, round twenty-five (adversarial US lines)', [
  ['A_HOUSE_NUMBER_ALONE_BEFORE_A_MISPLACED_COMMA', A_HOUSE_NUMBER_ALONE_BEFORE_A_MISPLACED_COMMA],
  ['A_BARE_UNIT_OPENING_THE_TOWN_PART', A_BARE_UNIT_OPENING_THE_TOWN_PART],
  ['A_BARE_UNIT_PART_AFTER_A_SPELT_GRID_OR_VENUE_NUMBER', A_BARE_UNIT_PART_AFTER_A_SPELT_GRID_OR_VENUE_NUMBER],
  ['A_UNIT_AFTER_A_GRID_NUMBERED_STREET_OR_A_MISPLACED_COMMA', A_UNIT_AFTER_A_GRID_NUMBERED_STREET_OR_A_MISPLACED_COMMA],
  ['A_PLAZA_ABBREVIATED_BEFORE_A_BARE_UNIT', A_PLAZA_ABBREVIATED_BEFORE_A_BARE_UNIT],
]);
