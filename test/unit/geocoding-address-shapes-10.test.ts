/*
 * Address shapes of round twenty: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_DEPARTMENT_ABBREVIATED_WITH_A_DOT: Case[] = [
  ['Dept. 4400, 100 Oak Ave, Reno, NV 89501', { house_number: '100', street: 'Oak Ave', unit: 'Dept. 4400', locality: 'Reno', region: 'NV', postcode: '89501' }],
  ['100 Grimble Ave, Dept. 4400, Zorbleton, NV 89501', { house_number: '100', street: 'Grimble Ave', unit: 'Dept. 4400', locality: 'Zorbleton', region: 'NV', postcode: '89501' }],
  ['10215 Center St Dept. 9401, Fort Collins, CO 80524-9270', { house_number: '10215', street: 'Center St', unit: 'Dept. 9401', locality: 'Fort Collins', region: 'CO', postcode: '80524-9270' }],
  ['ZORBLE WIDGETS CO, DEPT. 3314, 13717 GROVE CIR, BAR HARBOR, MAINE 04609', { house_number: '13717', street: 'GROVE CIR', unit: 'DEPT. 3314', locality: 'BAR HARBOR', region: 'MAINE', postcode: '04609' }],
  ['Dept. 5077, 14463 Interstate Hwy 55, Birmingham, Alabama 35203', { house_number: '14463', street: 'Interstate Hwy 55', unit: 'Dept. 5077', locality: 'Birmingham', region: 'Alabama', postcode: '35203' }],
];

const RURAL_FREE_DELIVERY_ROUTES_AND_A_BOX_LETTER_AFTER_A_HYPHEN: Case[] = [
  ['RFD 9 BOX 48 ZORBLETON CT 06051', { street: undefined, po_box: 'RFD 9 BOX 48', locality: 'ZORBLETON', region: 'CT', postcode: '06051' }],
  ['rfd 4 box 68, pine bluff, arkansas 71601', { house_number: undefined, street: undefined, po_box: 'rfd 4 box 68', locality: 'pine bluff', region: 'arkansas', postcode: '71601' }],
  ['R.F.D. 2, Grimbleton, ME 04401', { street: undefined, po_box: 'R.F.D. 2', locality: 'Grimbleton', region: 'ME', postcode: '04401' }],
  ['RR 5 Box 981-B Billings MT', { po_box: 'RR 5 Box 981-B', locality: 'Billings', region: 'MT' }],
  ['PO Box 212-A, Zorbleton, VT 05001', { po_box: 'PO Box 212-A', locality: 'Zorbleton', region: 'VT', postcode: '05001' }],
];

const A_UNIT_AFTER_A_HOUSE_NUMBER_SPELLED_OUT_WITHOUT_COMMAS: Case[] = [
  ['Six Zorble Center Fl 13 Altamonte Springs FL 32701', { house_number: 'Six', street: 'Zorble Center', unit: 'Fl 13', locality: 'Altamonte Springs', region: 'FL', postcode: '32701' }],
  ['Ten Main St Rm 391 Holly Springs North Carolina 27540', { house_number: 'Ten', street: 'Main St', unit: 'Rm 391', locality: 'Holly Springs', region: 'North Carolina', postcode: '27540' }],
  ['Three Court Square # 151 Oak Harbor WA 98277', { house_number: 'Three', street: 'Court Square', unit: '# 151', locality: 'Oak Harbor', region: 'WA', postcode: '98277' }],
  ['TWELVE GRIMBLE AVE PMB 147 GRAND JUNCTION CO 81501', { house_number: 'TWELVE', street: 'GRIMBLE AVE', unit: 'PMB 147', locality: 'GRAND JUNCTION', region: 'CO', postcode: '81501' }],
  ['Nine Canal Plaza Bldg 5 Saint Clair Shores Michigan', { house_number: 'Nine', street: 'Canal Plaza', unit: 'Bldg 5', locality: 'Saint Clair Shores', region: 'Michigan' }],
];

const A_COUNTY_TOWNSHIP_OR_INTERSTATE_ROAD_AFTER_A_FIRMS_NAME_WITHOUT_COMMAS: Case[] = [
  ['Red River Trucking 8157 Co. Rd. 25 Cottonwood Heights UT', { house_number: '8157', street: 'Co. Rd. 25', locality: 'Cottonwood Heights', region: 'UT' }],
  ['Zorble Feed Co 440 Co Rd 12 Menlo Park CA 94025', { house_number: '440', street: 'Co Rd 12', locality: 'Menlo Park', region: 'CA', postcode: '94025' }],
  ['ZORBLE DENTAL GROUP 11701 TOWNSHIP ROAD 232 LAKE OSWEGO OREGON 97034', { house_number: '11701', street: 'TOWNSHIP ROAD 232', locality: 'LAKE OSWEGO', region: 'OREGON', postcode: '97034' }],
  ['grimble imports & sons 8829 twp rd 235 bloomfield hills mi 48304', { house_number: '8829', street: 'twp rd 235', locality: 'bloomfield hills', region: 'mi', postcode: '48304' }],
  ['Grimble Trucking Inc. 8157 I 77 Cottonwood Heights UT', { house_number: '8157', street: 'I 77', locality: 'Cottonwood Heights', region: 'UT' }],
];

describeShapes('offline parser on address shapes of round twenty', [
  ['a department abbreviated with a dot', A_DEPARTMENT_ABBREVIATED_WITH_A_DOT],
  ['a unit after a house number spelled out, without commas', A_UNIT_AFTER_A_HOUSE_NUMBER_SPELLED_OUT_WITHOUT_COMMAS],
  ["a county, township or interstate road after a firm's name, without commas", A_COUNTY_TOWNSHIP_OR_INTERSTATE_ROAD_AFTER_A_FIRMS_NAME_WITHOUT_COMMAS],
  ["rural free delivery routes, and a box's letter after a hyphen", RURAL_FREE_DELIVERY_ROUTES_AND_A_BOX_LETTER_AFTER_A_HYPHEN],
]);
