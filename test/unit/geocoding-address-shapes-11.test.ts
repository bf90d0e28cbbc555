/*
 * Address shapes of round twenty-one, abroad: invented addresses, their components written by hand from what each
 * means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const PORTUGUESE_NUMBER_MARKER_WITH_ITS_DOT: Case[] = [
  ['Rua do Zorble, n.º 114, 4000-322 Porto', { house_number: '114', street: 'Rua do Zorble', locality: 'Porto', postcode: '4000-322' }],
  ['Praça da Grimbla n.º 59, 1100-053 Lisboa', { house_number: '59', street: 'Praça da Grimbla', locality: 'Lisboa', postcode: '1100-053' }],
  ['AVENIDA DA ZORBLA, N.º 131, 3800-200 AVEIRO, PORTUGAL', { house_number: '131', street: 'AVENIDA DA ZORBLA', locality: 'AVEIRO', postcode: '3800-200', country: 'PORTUGAL' }],
  ['rua de santa grimbla n.º 12 2900-001 setúbal', { house_number: '12', street: 'rua de santa grimbla', locality: 'setúbal', postcode: '2900-001' }],
  ['Travessa do Zorblo, n.º 7, 2º Esq., 1200-100 Lisboa', { house_number: '7', street: 'Travessa do Zorblo', unit: '2º Esq.', locality: 'Lisboa', postcode: '1200-100' }],
];

describeShapes('offline parser on address shapes of round twenty-one', [
  ["Portugal's number marker with its dot", PORTUGUESE_NUMBER_MARKER_WITH_ITS_DOT],
]);
