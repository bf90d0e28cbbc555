/*
 * Address shapes of round twenty-two, US directory and hand-typed lines: invented addresses, their components written
 * by hand from what each means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_SAINTS_TOWN_AFTER_A_ROAD_NAMED_BY_ITS_CODE_WITHOUT_A_COMMA: Case[] = [
  ['8065 SR-292 St. Petersburg FL 33775', { house_number: '8065', street: 'SR-292', locality: 'St. Petersburg', region: 'FL', postcode: '33775' }],
  ['12837 State Route 72 South St Charles MO 63334', { house_number: '12837', street: 'State Route 72 South', locality: 'St Charles', region: 'MO', postcode: '63334' }],
  ['11174 County Rd B St Charles MO 63396', { house_number: '11174', street: 'County Rd B', locality: 'St Charles', region: 'MO', postcode: '63396' }],
  ['4100 US-61 St. Zorbleton MO 63670', { house_number: '4100', street: 'US-61', locality: 'St. Zorbleton', region: 'MO', postcode: '63670' }],
  ['Zorble Feed & Seed 2200 County Road JJ St. Zorbleton MO 63301', { house_number: '2200', street: 'County Road JJ', locality: 'St. Zorbleton', region: 'MO', postcode: '63301' }],
  ['900 Hwy AA St Zorble MO 63000', { house_number: '900', street: 'Hwy AA', locality: 'St Zorble', region: 'MO', postcode: '63000' }],
];

const WORDS_AFTER_A_BOX_THAT_OPENS_THE_ADDRESS_IN_ONE_PART_WITH_THE_TOWN: Case[] = [
  ["PO Box 6839, Martha's Vineyard, MA 02572", { po_box: 'PO Box 6839', locality: "Martha's Vineyard", region: 'MA', postcode: '02572' }],
  ["P.O. Box 9996 Zorble's Vineyard MA 02520", { po_box: 'P.O. Box 9996', locality: "Zorble's Vineyard", region: 'MA', postcode: '02520' }],
  ['PO BOX 1234 ZORBLE POND NH 03000', { po_box: 'PO BOX 1234', locality: 'ZORBLE POND', region: 'NH', postcode: '03000' }],
  ['Box 409, Grimble Vineyard, NY 14000', { po_box: 'Box 409', locality: 'Grimble Vineyard', region: 'NY', postcode: '14000' }],
  ['HC 71 Box 186, Zorble Pond, ME 04000', { po_box: 'HC 71 Box 186', locality: 'Zorble Pond', region: 'ME', postcode: '04000' }],
];

const A_SHORT_STREET_TYPE_WITH_TWO_INNER_LETTERS_SWAPPED_BEFORE_A_TOWN_OF_TWO_WORDS: Case[] = [
  ['52 Zorble Raod Falls Church VA 22001', { house_number: '52', street: 'Zorble Raod', locality: 'Falls Church', region: 'VA', postcode: '22001' }],
  ['863 Grimble Drvie Mountain View CA 94084', { house_number: '863', street: 'Grimble Drvie', locality: 'Mountain View', region: 'CA', postcode: '94084' }],
  ['10733 Zorble Lnae St Charles MO 63347', { house_number: '10733', street: 'Zorble Lnae', locality: 'St Charles', region: 'MO', postcode: '63347' }],
  ['12 Grimble Cuort Green Bay WI 54301', { house_number: '12', street: 'Grimble Cuort', locality: 'Green Bay', region: 'WI', postcode: '54301' }],
  ['4 zorble plcae lake oswego or 97034', { house_number: '4', street: 'zorble plcae', locality: 'lake oswego', region: 'or', postcode: '97034' }],
];

const A_SAINTS_TOWN_AFTER_A_NUMBERED_ROAD_AND_ITS_QUALIFIER: Case[] = [
  ['486 Hwy 74 Business St. Paul MN 55133', { house_number: '486', street: 'Hwy 74 Business', locality: 'St. Paul', region: 'MN', postcode: '55133' }],
  ['486 Hwy 74 Business St Zorble MN', { house_number: '486', street: 'Hwy 74 Business', locality: 'St Zorble', region: 'MN' }],
  ['12 Route 9 Alt St. Grimble NY 12000', { house_number: '12', street: 'Route 9 Alt', locality: 'St. Grimble', region: 'NY', postcode: '12000' }],
  ['Zorble Motors 3100 US 61 Truck St Grimble MO 63000', { house_number: '3100', street: 'US 61 Truck', locality: 'St Grimble', region: 'MO', postcode: '63000' }],
];

const AN_ARTICLE_BEFORE_A_TYPE_WRITTEN_FIRST_BEFORE_AN_UNKNOWN_TOWN: Case[] = [
  ['312 El Camino Real Zorbleton CA 93422', { house_number: '312', street: 'El Camino Real', locality: 'Zorbleton', region: 'CA', postcode: '93422' }],
  ['1800 El Camino Real Suite 4 Grimbleton CA', { house_number: '1800', street: 'El Camino Real', unit: 'Suite 4', locality: 'Grimbleton', region: 'CA' }],
  ['Zorble Taqueria 45 La Avenida Grande Zorbleton CA', { house_number: '45', street: 'La Avenida Grande', locality: 'Zorbleton', region: 'CA' }],
  ['9 EL CAMINO DEL ZORBLE GRIMBLE NM 87500', { house_number: '9', street: 'EL CAMINO DEL ZORBLE', locality: 'GRIMBLE', region: 'NM', postcode: '87500' }],
];

describeShapes('address shapes, round twenty-two (US directory and hand-typed lines)', [
  ['A_SAINTS_TOWN_AFTER_A_ROAD_NAMED_BY_ITS_CODE_WITHOUT_A_COMMA', A_SAINTS_TOWN_AFTER_A_ROAD_NAMED_BY_ITS_CODE_WITHOUT_A_COMMA],
  ['WORDS_AFTER_A_BOX_THAT_OPENS_THE_ADDRESS_IN_ONE_PART_WITH_THE_TOWN', WORDS_AFTER_A_BOX_THAT_OPENS_THE_ADDRESS_IN_ONE_PART_WITH_THE_TOWN],
  ['A_SHORT_STREET_TYPE_WITH_TWO_INNER_LETTERS_SWAPPED_BEFORE_A_TOWN_OF_TWO_WORDS', A_SHORT_STREET_TYPE_WITH_TWO_INNER_LETTERS_SWAPPED_BEFORE_A_TOWN_OF_TWO_WORDS],
  ['A_SAINTS_TOWN_AFTER_A_NUMBERED_ROAD_AND_ITS_QUALIFIER', A_SAINTS_TOWN_AFTER_A_NUMBERED_ROAD_AND_ITS_QUALIFIER],
  ['AN_ARTICLE_BEFORE_A_TYPE_WRITTEN_FIRST_BEFORE_AN_UNKNOWN_TOWN', AN_ARTICLE_BEFORE_A_TYPE_WRITTEN_FIRST_BEFORE_AN_UNKNOWN_TOWN],
]);
