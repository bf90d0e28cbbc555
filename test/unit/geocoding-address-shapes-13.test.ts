/*
 * Address shapes of round twenty-three, US directory, invoice and hand-typed lines: invented addresses, their components
 * written by hand from what each means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_BOX_SPELT_P_O_B_WITH_ITS_DOTS: Case[] = [
  ['P.O.B. 95734, South Salt Lake, UT', { house_number: undefined, street: undefined, po_box: 'P.O.B. 95734', locality: 'South Salt Lake', region: 'UT' }],
  ['p.o.b. 2859 zorble springs co 80653', { house_number: undefined, street: undefined, po_box: 'p.o.b. 2859', locality: 'zorble springs', region: 'co', postcode: '80653' }],
  ['410 E Grimble Ave, P.O.B. 16767, Gulf Breeze, FL 32597', { house_number: '410', street: 'E Grimble Ave', po_box: 'P.O.B. 16767', locality: 'Gulf Breeze', region: 'FL', postcode: '32597' }],
  ['666 SECOND AVE P.O.B. 56937 HO-HO-KUS NJ 07482', { house_number: '666', street: 'SECOND AVE', po_box: 'P.O.B. 56937', locality: 'HO-HO-KUS', region: 'NJ', postcode: '07482' }],
  ['Zorble Feed Co, P.O.B. 412, Grimbleton, OR 97073-3209', { house_number: undefined, street: undefined, po_box: 'P.O.B. 412', locality: 'Grimbleton', region: 'OR', postcode: '97073-3209' }],
];

describeShapes('address shapes, round twenty-three (US directory, invoice and hand-typed lines)', [
  ['A_BOX_SPELT_P_O_B_WITH_ITS_DOTS', A_BOX_SPELT_P_O_B_WITH_ITS_DOTS],
]);
