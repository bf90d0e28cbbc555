/*
 * Address shapes of round nineteen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_GRID_STREET_WITH_A_DIRECTIONAL_SPELLED_OUT: Case[] = [
  ['4084 West 9100 S Salt Lake City, UT', { house_number: '4084', street: 'West 9100 S', locality: 'Salt Lake City', region: 'UT' }],
  ['730 South 2300 E Zorbleton ID 83402', { house_number: '730', street: 'South 2300 E', locality: 'Zorbleton', region: 'ID', postcode: '83402' }],
  ['1250 east 4500 s grimbleton ut 84107', { house_number: '1250', street: 'east 4500 s', locality: 'grimbleton', region: 'ut', postcode: '84107' }],
  ['Zorble Feed & Seed 55 N 300 W Logan UT 84321', { house_number: '55', street: 'N 300 W', locality: 'Logan', region: 'UT', postcode: '84321' }],
  ['Zorble Feed & Seed 55 NORTH 300 W LOGAN UT', { house_number: '55', street: 'NORTH 300 W', locality: 'LOGAN', region: 'UT' }],
];

describeShapes('offline parser on address shapes of round nineteen', [
  ['a grid street with a directional spelled out', A_GRID_STREET_WITH_A_DIRECTIONAL_SPELLED_OUT],
]);
