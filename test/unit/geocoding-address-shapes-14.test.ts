/*
 * Address shapes of round twenty-four, lines typed into a search box, worldwide: invented addresses, their components
 * written by hand from what each means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_ROMANIAN_BLOCK_STAIRCASE_FLOOR_OR_FLAT_AFTER_THE_HOUSE_NUMBER: Case[] = [
  ['Calea Zorblei 135 bl. 21, sc. B, ap. 72 552507 Timișoara', { house_number: '135', street: 'Calea Zorblei', unit: 'bl. 21 sc. B ap. 72', locality: 'Timișoara', postcode: '552507' }],
  ['str. grimbla 10 ap. 25 029435 timișoara', { house_number: '10', street: 'str. grimbla', unit: 'ap. 25', locality: 'timișoara', postcode: '029435' }],
  ['Bulevardul Zorblu 76, Bl. 7, Sc. C, Ap. 54, 181296 Constanța, România', { house_number: '76', street: 'Bulevardul Zorblu', unit: 'Bl. 7 Sc. C Ap. 54', locality: 'Constanța', postcode: '181296', country: 'România' }],
  ['Calea Grimblei 80 Et. 5, Ap. 50 211923 Iași', { house_number: '80', street: 'Calea Grimblei', unit: 'Et. 5 Ap. 50', locality: 'Iași', postcode: '211923' }],
  ['bd. zorblelor 17, ap. 13 063212 brașov', { house_number: '17', street: 'bd. zorblelor', unit: 'ap. 13', locality: 'brașov', postcode: '063212' }],
  ['STR. GRIMBLEI NR. 135 AP. 18 836646 TIMIȘOARA RO', { house_number: '135', street: 'STR. GRIMBLEI', unit: 'AP. 18', locality: 'TIMIȘOARA', postcode: '836646' }],
  ['Aleea Zorblelor 4 bl. A3 sc. 2 et. 4 ap. 16, 400001 Cluj-Napoca', { house_number: '4', street: 'Aleea Zorblelor', unit: 'bl. A3 sc. 2 et. 4 ap. 16', locality: 'Cluj-Napoca', postcode: '400001' }],
  ['Strada Grimblei 127, Bl. 23, Sc. V, Ap. 42, 488225 Timișoara', { house_number: '127', street: 'Strada Grimblei', unit: 'Bl. 23 Sc. V Ap. 42', locality: 'Timișoara', postcode: '488225' }],
  ['bulevardul zorblu 61 bl. 26 sc. d ap. 42 747492 cluj-napoca', { house_number: '61', street: 'bulevardul zorblu', unit: 'bl. 26 sc. d ap. 42', locality: 'cluj-napoca', postcode: '747492' }],
];

describeShapes('address shapes, round twenty-four (lines typed into a search box, worldwide)', [
  ['A_ROMANIAN_BLOCK_STAIRCASE_FLOOR_OR_FLAT_AFTER_THE_HOUSE_NUMBER', A_ROMANIAN_BLOCK_STAIRCASE_FLOOR_OR_FLAT_AFTER_THE_HOUSE_NUMBER],
]);
