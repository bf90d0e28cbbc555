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

describeShapes('address shapes, round twenty-two (US directory and hand-typed lines)', [
  ['A_SAINTS_TOWN_AFTER_A_ROAD_NAMED_BY_ITS_CODE_WITHOUT_A_COMMA', A_SAINTS_TOWN_AFTER_A_ROAD_NAMED_BY_ITS_CODE_WITHOUT_A_COMMA],
]);
