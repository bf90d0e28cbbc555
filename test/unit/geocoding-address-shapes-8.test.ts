/*
 * Address shapes of round eighteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_FIRMS_NAME_CLOSED_BY_A_COLON: Case[] = [
  ['US Post Office: 3354 Harborview Byp, Oshkosh, WI 54901', { house_number: '3354', street: 'Harborview Byp', locality: 'Oshkosh', region: 'WI', postcode: '54901' }],
  ['Thistle & Rose Tea Room: 883 Foxglove Close, Round Rock, TX', { house_number: '883', street: 'Foxglove Close', locality: 'Round Rock', region: 'TX' }],
  ['COBBLESTONE INN & SUITES: 50405 BRAMBLEWOOD ISLE, WILLIAMSPORT, PA 17701', { house_number: '50405', street: 'BRAMBLEWOOD ISLE', locality: 'WILLIAMSPORT', region: 'PA', postcode: '17701' }],
  ['wren tower: 7719 nw driftwood manor, altoona, pa', { house_number: '7719', street: 'nw driftwood manor', locality: 'altoona', region: 'pa' }],
  ['Sheffield Self-Storage: 4812 RM 620, Chico, CA', { house_number: '4812', street: 'RM 620', locality: 'Chico', region: 'CA' }],
];

describeShapes('offline parser on address shapes of round eighteen', [
  ["a firm's name closed by a colon", A_FIRMS_NAME_CLOSED_BY_A_COLON],
]);
