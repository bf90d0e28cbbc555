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

const A_BOX_WITH_ITS_ROUTE_OR_SPELT_OUT_AFTER_AN_ATTENTION_LINE: Case[] = [
  ['c/o accounts payable hc 14 box 235 san luis obispo ca 93494', { house_number: undefined, street: undefined, po_box: 'hc 14 box 235', locality: 'san luis obispo', region: 'ca', postcode: '93494' }],
  ['Attn Human Resources Post Office Box 74304 Little Rock AR 72278', { house_number: undefined, street: undefined, po_box: 'Post Office Box 74304', locality: 'Little Rock', region: 'AR', postcode: '72278' }],
  ['C/O Grimble Mgmt PO Drawer 53008 Akron OH 44331', { house_number: undefined, street: undefined, po_box: 'PO Drawer 53008', locality: 'Akron', region: 'OH', postcode: '44331' }],
  ["c/o Mary O'Zorble Rural Route 6 Box 876 Idaho Falls ID", { house_number: undefined, street: undefined, po_box: 'Rural Route 6 Box 876', locality: 'Idaho Falls', region: 'ID' }],
  ['ATTN RECEIVING R.R. 6 BOX 734 GRIMBLE FALLS NY 12514', { house_number: undefined, street: undefined, po_box: 'R.R. 6 BOX 734', locality: 'GRIMBLE FALLS', region: 'NY', postcode: '12514' }],
  ['attention: zorble billing pob 80311 little rock ar 72297-4544', { house_number: undefined, street: undefined, po_box: 'pob 80311', locality: 'little rock', region: 'ar', postcode: '72297-4544' }],
];

const A_BOX_AFTER_A_STATE_OR_COUNTY_ROUTE: Case[] = [
  ['589b state route 282 pob 81735 springfield il 62710', { house_number: '589b', street: 'state route 282', po_box: 'pob 81735', locality: 'springfield', region: 'il', postcode: '62710' }],
  ['Zorble Tire 21653 State Route 117 P O Box 1730 Mount Vernon WA 98227', { house_number: '21653', street: 'State Route 117', po_box: 'P O Box 1730', locality: 'Mount Vernon', region: 'WA', postcode: '98227' }],
  ['4410 US Route 20 Box 12 Grimbleton OH 44000', { house_number: '4410', street: 'US Route 20', po_box: 'Box 12', locality: 'Grimbleton', region: 'OH', postcode: '44000' }],
];

const A_CROSSING_WITH_A_SLASH_AFTER_A_ROAD_NUMBER_OR_A_DIRECTIONAL: Case[] = [
  ['County Road 640 / 91st Trl, Cherry Hill, NJ 08020', { house_number: undefined, street: 'County Road 640 / 91st Trl', locality: 'Cherry Hill', region: 'NJ', postcode: '08020' }],
  ["O'Zorble Lane SW / Elm Ave, Grimbleton, OH 44096", { house_number: undefined, street: "O'Zorble Lane SW / Elm Ave", locality: 'Grimbleton', region: 'OH', postcode: '44096' }],
  ['E Zorble Pkwy E / Pine Ct Fargo ND 58128', { house_number: undefined, street: 'E Zorble Pkwy E / Pine Ct', locality: 'Fargo', region: 'ND', postcode: '58128' }],
  ['US Highway 10 / N Grimble Ave Los Alamos NM 87565', { house_number: undefined, street: 'US Highway 10 / N Grimble Ave', locality: 'Los Alamos', region: 'NM', postcode: '87565' }],
  ['Zorble Auto Repair, FM 1863 / Eighth Way, Idaho Falls, ID', { house_number: undefined, street: 'FM 1863 / Eighth Way', locality: 'Idaho Falls', region: 'ID' }],
  ['grimble st / hwy 44 bowling green ky 42113', { house_number: undefined, street: 'grimble st / hwy 44', locality: 'bowling green', region: 'ky', postcode: '42113' }],
];

const A_UNIT_BESIDE_A_QUEENS_HOUSE_NUMBER: Case[] = [
  ['Zorble Hall Room 356 27-78 165th Ave Astoria NY 11379', { house_number: '27-78', street: '165th Ave', unit: 'Room 356', locality: 'Astoria', region: 'NY', postcode: '11379' }],
  ['19-73 42nd pl rm 817 kew gardens ny 11380', { house_number: '19-73', street: '42nd pl', unit: 'rm 817', locality: 'kew gardens', region: 'ny', postcode: '11380' }],
  ['Grimble Insurance Agency #773 107-23 71st Ave Forest Hills NY 11375', { house_number: '107-23', street: '71st Ave', unit: '#773', locality: 'Forest Hills', region: 'NY', postcode: '11375' }],
  ['55-44 237th Dr Unit 290 Kew Gardens NY 11415', { house_number: '55-44', street: '237th Dr', unit: 'Unit 290', locality: 'Kew Gardens', region: 'NY', postcode: '11415' }],
];

describeShapes('address shapes, round twenty-three (US directory, invoice and hand-typed lines)', [
  ['A_BOX_SPELT_P_O_B_WITH_ITS_DOTS', A_BOX_SPELT_P_O_B_WITH_ITS_DOTS],
  ['A_BOX_WITH_ITS_ROUTE_OR_SPELT_OUT_AFTER_AN_ATTENTION_LINE', A_BOX_WITH_ITS_ROUTE_OR_SPELT_OUT_AFTER_AN_ATTENTION_LINE],
  ['A_BOX_AFTER_A_STATE_OR_COUNTY_ROUTE', A_BOX_AFTER_A_STATE_OR_COUNTY_ROUTE],
  ['A_CROSSING_WITH_A_SLASH_AFTER_A_ROAD_NUMBER_OR_A_DIRECTIONAL', A_CROSSING_WITH_A_SLASH_AFTER_A_ROAD_NUMBER_OR_A_DIRECTIONAL],
  ['A_UNIT_BESIDE_A_QUEENS_HOUSE_NUMBER', A_UNIT_BESIDE_A_QUEENS_HOUSE_NUMBER],
]);
