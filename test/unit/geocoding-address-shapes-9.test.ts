/*
 * Address shapes of round nineteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_GRID_STREET_WITH_A_DIRECTIONAL_SPELLED_OUT: Case[] = [
  ['4084 West 9100 S Salt Lake City, UT', { house_number: '4084', street: 'West 9100 S', locality: 'Salt Lake City', region: 'UT' }],
  ['730 South 2300 E Zorbleton ID 83402', { house_number: '730', street: 'South 2300 E', locality: 'Zorbleton', region: 'ID', postcode: '83402' }],
  ['1250 east 4500 s grimbleton ut 84107', { house_number: '1250', street: 'east 4500 s', locality: 'grimbleton', region: 'ut', postcode: '84107' }],
  ['Zorble Feed & Seed 55 N 300 W Logan UT 84321', { house_number: '55', street: 'N 300 W', locality: 'Logan', region: 'UT', postcode: '84321' }],
  ['Zorble Feed & Seed 55 NORTH 300 W LOGAN UT', { house_number: '55', street: 'NORTH 300 W', locality: 'LOGAN', region: 'UT' }],
];

const A_FIRMS_NAME_HOLDING_A_TYPES_WORD_BESIDE_A_BOX: Case[] = [
  ['Wells Fargo Bank, PO Box 1290, Zorbleton, ND 58102', { street: undefined, po_box: 'PO Box 1290', locality: 'Zorbleton', region: 'ND', postcode: '58102' }],
  ['Dr. Jane Grimble, P.O. Box 4482, Wichita, KS 67202', { street: undefined, po_box: 'P.O. Box 4482', locality: 'Wichita', region: 'KS', postcode: '67202' }],
  ['MAIN STREET CAFE, P O BOX 77, ZORBLETON, CT 06103', { street: undefined, po_box: 'P O BOX 77', locality: 'ZORBLETON', region: 'CT', postcode: '06103' }],
  ['Hilton Garden Inn PO Box 223 Lake Oswego OR', { street: undefined, po_box: 'PO Box 223', locality: 'Lake Oswego', region: 'OR' }],
  ['blue ridge realty, pob 3647, grimbleton, mo 63701', { street: undefined, po_box: 'pob 3647', locality: 'grimbleton', region: 'mo', postcode: '63701' }],
];

const AN_UNTYPED_STREET_AFTER_A_FIRMS_NAME_WITHOUT_COMMAS: Case[] = [
  ['Comfort Inn 2614 Stadium Reno NV 89501', { house_number: '2614', street: 'Stadium', locality: 'Reno', region: 'NV', postcode: '89501' }],
  ['Best Western Plus 5664 Canal Albuquerque New Mexico 87102', { house_number: '5664', street: 'Canal', locality: 'Albuquerque', region: 'New Mexico', postcode: '87102' }],
  ['Dr. Jane Grimble 2122 Church West Zorbleton OR', { house_number: '2122', street: 'Church West', locality: 'Zorbleton', region: 'OR' }],
  ['ABC Corp. 4144 Lincoln N.E. Charleston WV 25301', { house_number: '4144', street: 'Lincoln N.E.', locality: 'Charleston', region: 'WV', postcode: '25301' }],
  ['WALGREENS 3693 CEDAR ANN ARBOR MI 48104-2245', { house_number: '3693', street: 'CEDAR', locality: 'ANN ARBOR', region: 'MI', postcode: '48104-2245' }],
];

const A_NUMBER_WITH_ITS_LETTER_AFTER_A_SLASH_IN_A_PART_OF_ITS_OWN: Case[] = [
  ['P.za Zorbla, 123/A, 30124 Venezia, Italia', { house_number: '123/A', street: 'P.za Zorbla', locality: 'Venezia', postcode: '30124', country: 'Italia' }],
  ['Via Grimble, 12/A, 20121 Milano', { house_number: '12/A', street: 'Via Grimble', locality: 'Milano', postcode: '20121' }],
  ['VIA ZORBLA, 7/B, 00184 ROMA RM', { house_number: '7/B', street: 'VIA ZORBLA', locality: 'ROMA', region: 'RM', postcode: '00184' }],
  ['Corso Grimble, 48/c, 80132 Napoli (NA)', { house_number: '48/c', street: 'Corso Grimble', locality: 'Napoli', region: 'NA', postcode: '80132' }],
];

describeShapes('offline parser on address shapes of round nineteen', [
  ['a grid street with a directional spelled out', A_GRID_STREET_WITH_A_DIRECTIONAL_SPELLED_OUT],
  ["a firm's name holding a type's word beside a box", A_FIRMS_NAME_HOLDING_A_TYPES_WORD_BESIDE_A_BOX],
  ["an untyped street after a firm's name, without commas", AN_UNTYPED_STREET_AFTER_A_FIRMS_NAME_WITHOUT_COMMAS],
  ['a number with its letter after a slash, in a part of its own', A_NUMBER_WITH_ITS_LETTER_AFTER_A_SLASH_IN_A_PART_OF_ITS_OWN],
]);
