/*
 * Address shapes of round thirty, lines as libpostal's and pelias's test data write them from Switzerland, Japan, Korea
 * and Germany (a canton's code that names a country too, the postal code and the city written first, a venue's name
 * before a compound street): invented addresses, their components written by hand from what each means, in batches of
 * shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_SWISS_CANTON_WHOSE_CODE_NAMES_A_COUNTRY_TOO: Case[] = [
  ['Zorblestrasse 12, 6003 Luzern LU', { house_number: '12', street: 'Zorblestrasse', locality: 'Luzern', region: 'LU', postcode: '6003', country: undefined }],
  ['Grimblegasse 7 3011 Bern BE', { house_number: '7', street: 'Grimblegasse', locality: 'Bern', region: 'BE', postcode: '3011', country: undefined }],
  ['Quillanweg 40, 7000 Chur GR', { house_number: '40', street: 'Quillanweg', locality: 'Chur', region: 'GR', postcode: '7000', country: undefined }],
  ['Chemin du Pellham 5, 2000 Neuchâtel NE', { house_number: '5', street: 'Chemin du Pellham', locality: 'Neuchâtel', region: 'NE', postcode: '2000', country: undefined }],
  ['Route de Zorble 18, 1700 Fribourg FR', { house_number: '18', street: 'Route de Zorble', locality: 'Fribourg', region: 'FR', postcode: '1700', country: undefined }],
];

const A_COUNTRYS_CODE_AFTER_A_BELGIAN_TOWN: Case[] = [
  ['Rue Zorble 5, 1000 Bruxelles BE', { house_number: '5', street: 'Rue Zorble', locality: 'Bruxelles', postcode: '1000', region: undefined, country: 'BE' }],
  ['Grimblestraat 12, 2000 Antwerpen BE', { house_number: '12', street: 'Grimblestraat', locality: 'Antwerpen', postcode: '2000', region: undefined, country: 'BE' }],
  ['Rue du Quillan 8, 1009 Luxembourg LU', { house_number: '8', street: 'Rue du Quillan', postcode: '1009', region: undefined, country: 'LU' }],
];

const JAPAN_WRITTEN_FROM_THE_POSTAL_CODE_AND_CITY_DOWN: Case[] = [
  ['100-0005 Tokyo Chiyoda-ku Marunouchi 1-6-3', { house_number: '1-6-3', suburb: 'Chiyoda-ku', locality: 'Tokyo', postcode: '100-0005' }],
  ['530-0001, Osaka, Kita-ku, Umeda 3-1-1', { house_number: '3-1-1', suburb: 'Kita-ku', locality: 'Osaka', postcode: '530-0001' }],
  ['460-0008 Nagoya Naka-ku Sakae 2-12-5', { house_number: '2-12-5', suburb: 'Naka-ku', locality: 'Nagoya', postcode: '460-0008' }],
];

const KOREA_WRITTEN_FROM_THE_CITY_DOWN: Case[] = [
  ['Seoul, Gangnam-gu, Zorble-ro 428', { house_number: '428', street: 'Zorble-ro', suburb: 'Gangnam-gu', locality: 'Seoul' }],
  ['Busan, Haeundae-gu, Grimble-gil 17', { house_number: '17', street: 'Grimble-gil', suburb: 'Haeundae-gu', locality: 'Busan' }],
  ['Incheon Namdong-gu Quillan-daero 230', { house_number: '230', street: 'Quillan-daero', suburb: 'Namdong-gu', locality: 'Incheon' }],
];

const A_VENUE_BEFORE_A_GERMAN_COMPOUND_STREET_WITHOUT_COMMAS: Case[] = [
  ['Kaschk Zorbledamm 32 10115 Berlin', { house_number: '32', street: 'Zorbledamm', locality: 'Berlin', postcode: '10115' }],
  ['Café Grimble Quillanstraße 8 80331 München', { house_number: '8', street: 'Quillanstraße', locality: 'München', postcode: '80331' }],
  ['Hotel Pellham Große Zorbleallee 14 20095 Hamburg', { house_number: '14', street: 'Große Zorbleallee', locality: 'Hamburg', postcode: '20095' }],
  ['Zorbleufer 3 50667 Köln', { house_number: '3', street: 'Zorbleufer', locality: 'Köln', postcode: '50667' }],
];

describeShapes('address shapes, round thirty (Switzerland, Belgium, Japan, Korea and Germany)', [
  ['A_SWISS_CANTON_WHOSE_CODE_NAMES_A_COUNTRY_TOO', A_SWISS_CANTON_WHOSE_CODE_NAMES_A_COUNTRY_TOO],
  ['A_COUNTRYS_CODE_AFTER_A_BELGIAN_TOWN', A_COUNTRYS_CODE_AFTER_A_BELGIAN_TOWN],
  ['JAPAN_WRITTEN_FROM_THE_POSTAL_CODE_AND_CITY_DOWN', JAPAN_WRITTEN_FROM_THE_POSTAL_CODE_AND_CITY_DOWN],
  ['KOREA_WRITTEN_FROM_THE_CITY_DOWN', KOREA_WRITTEN_FROM_THE_CITY_DOWN],
  ['A_VENUE_BEFORE_A_GERMAN_COMPOUND_STREET_WITHOUT_COMMAS', A_VENUE_BEFORE_A_GERMAN_COMPOUND_STREET_WITHOUT_COMMAS],
]);
