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

const A_DISTRICT_UNKNOWN_TO_THE_PLACE_LIST_BEFORE_THE_POST_TOWN: Case[] = [
  ['119 zorble place kemptown brighton bn9 3ed', { house_number: '119', street: 'zorble place', suburb: 'kemptown', locality: 'brighton', postcode: 'BN9 3ED' }],
  ['Flat 9 166 Grimble Road Crookes Sheffield S10 1AB', { house_number: '166', street: 'Grimble Road', unit: 'Flat 9', suburb: 'Crookes', locality: 'Sheffield', postcode: 'S10 1AB' }],
  ['161 zorble close partick glasgow g11 5hs', { house_number: '161', street: 'zorble close', suburb: 'partick', locality: 'glasgow', postcode: 'G11 5HS' }],
  ['56 Grimble Gardens Headington Oxford OX3 9KS', { house_number: '56', street: 'Grimble Gardens', suburb: 'Headington', locality: 'Oxford', postcode: 'OX3 9KS' }],
  ['The Old Bakery 12 Zorble Mews Ancoats Manchester M4 6DE', { house_number: '12', street: 'Zorble Mews', suburb: 'Ancoats', locality: 'Manchester', postcode: 'M4 6DE' }],
  ['233 grimble gardens kemptown brighton bn2 7gd uk', { house_number: '233', street: 'grimble gardens', suburb: 'kemptown', locality: 'brighton', postcode: 'BN2 7GD', country: 'uk' }],
  ['Flat 2, 40 Zorble Road Roath Cardiff CF24 3AA', { house_number: '40', street: 'Zorble Road', unit: 'Flat 2', suburb: 'Roath', locality: 'Cardiff', postcode: 'CF24 3AA' }],
  ['21 grimble mews ecclesall sheffield s11 8aa uk', { house_number: '21', street: 'grimble mews', suburb: 'ecclesall', locality: 'sheffield', postcode: 'S11 8AA', country: 'uk' }],
  ['255 Zorble Place Te Aro Wellington 6011', { house_number: '255', street: 'Zorble Place', suburb: 'Te Aro', locality: 'Wellington', postcode: '6011' }],
  ['154 grimble terrace te aro wellington 6011 new zealand', { house_number: '154', street: 'grimble terrace', suburb: 'te aro', locality: 'wellington', postcode: '6011', country: 'new zealand' }],
  ['166 Zorble Avenue, Karori Wellington 6012 New Zealand', { house_number: '166', street: 'Zorble Avenue', suburb: 'Karori', locality: 'Wellington', postcode: '6012', country: 'New Zealand' }],
];

describeShapes('address shapes, round twenty-four (lines typed into a search box, worldwide)', [
  ['A_ROMANIAN_BLOCK_STAIRCASE_FLOOR_OR_FLAT_AFTER_THE_HOUSE_NUMBER', A_ROMANIAN_BLOCK_STAIRCASE_FLOOR_OR_FLAT_AFTER_THE_HOUSE_NUMBER],
  ['A_DISTRICT_UNKNOWN_TO_THE_PLACE_LIST_BEFORE_THE_POST_TOWN', A_DISTRICT_UNKNOWN_TO_THE_PLACE_LIST_BEFORE_THE_POST_TOWN],
]);
