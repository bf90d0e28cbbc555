/*
 * Address shapes of round fifteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const HOUSE_NUMBER_MARKERS: Case[] = [
  ['Av. Zorbleña Nro. 1234, Lima', { house_number: '1234', street: 'Av. Zorbleña', locality: 'Lima' }],
  ['Jr. Grimble Nro. 45, Trujillo', { house_number: '45', street: 'Jr. Grimble', locality: 'Trujillo' }],
  ['Via Zorbla civico 12, Torino', { house_number: '12', street: 'Via Zorbla', locality: 'Torino' }],
  ['Corso Grimble civico 7, 16121 Genova', { house_number: '7', street: 'Corso Grimble', postcode: '16121', locality: 'Genova' }],
  ['Số 12 Phố Zorble, Hà Nội', { house_number: '12', street: 'Phố Zorble', locality: 'Hà Nội' }],
  ['Số 144 Đường Grimble, Đà Nẵng', { house_number: '144', street: 'Đường Grimble', locality: 'Đà Nẵng' }],
  ['Carrer Zorbla núm. 5, 08001 Barcelona', { house_number: '5', street: 'Carrer Zorbla', postcode: '08001', locality: 'Barcelona' }],
];

describeShapes('address shapes, round fifteen', [
  ['a word that marks the house number: Nro., civico, Số, núm.', HOUSE_NUMBER_MARKERS],
]);
