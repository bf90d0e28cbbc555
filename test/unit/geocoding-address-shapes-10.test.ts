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

describeShapes('offline parser on address shapes of round twenty', [
  ['a department abbreviated with a dot', A_DEPARTMENT_ABBREVIATED_WITH_A_DOT],
]);
