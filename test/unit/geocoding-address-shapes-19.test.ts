/*
 * Address shapes of round twenty-nine, lines as libpostal's and pelias's test data write them from Britain, continental
 * Europe, Latin America and East Asia (their own order, commas dropped, floors and doors after the number): invented
 * addresses, their components written by hand from what each means, in batches of shapes the parser got wrong, none
 * taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const MEXICOS_POSTAL_CODE_AS_A_PART_BEFORE_THE_TOWN: Case[] = [
  ['Av. Zorble 820, Colonia Grimbles, C.P. 64108, Monterrey, N.L.', { house_number: '820', street: 'Av. Zorble', suburb: 'Colonia Grimbles', locality: 'Monterrey', region: 'N.L.', postcode: '64108' }],
  ['Blvd. Grimble 993, Col. Centro, C.P. 22000, Tijuana, B.C.', { house_number: '993', street: 'Blvd. Grimble', locality: 'Tijuana', region: 'B.C.', postcode: '22000' }],
  ['Calle Zorble 12, Col. Centro, 64000, Monterrey, N.L., México', { house_number: '12', street: 'Calle Zorble', locality: 'Monterrey', region: 'N.L.', postcode: '64000', country: 'México' }],
];

const A_BRITISH_COUNTY_WITHOUT_COMMAS_AFTER_AN_UNKNOWN_TOWN: Case[] = [
  ['167 ostrey lane zorbleton kent me14 1aa', { house_number: '167', street: 'ostrey lane', suburb: undefined, locality: 'zorbleton', region: 'kent', postcode: 'ME14 1AA' }],
  ['299 Grimble Crescent Grimbleby Lincolnshire LN11 8AA', { house_number: '299', street: 'Grimble Crescent', locality: 'Grimbleby', region: 'Lincolnshire', postcode: 'LN11 8AA' }],
  ['5 Zorble Close Little Snoring Norfolk NR21 0AA', { house_number: '5', street: 'Zorble Close', locality: 'Little Snoring', region: 'Norfolk', postcode: 'NR21 0AA' }],
];

const A_BRITISH_COUNTY_ENDING_THE_ADDRESS_AFTER_ITS_TOWN: Case[] = [
  ['12 Zorble Road, Taunton, Somerset', { house_number: '12', street: 'Zorble Road', locality: 'Taunton', region: 'Somerset', country: undefined }],
  ['The Barn, Pellham Avenue, Grimbleby, Lincolnshire', { house_number: undefined, street: 'Pellham Avenue', locality: 'Grimbleby', region: 'Lincolnshire' }],
  ['Rose Cottage, Zorble Lane, Cromer, Norfolk', { street: 'Zorble Lane', locality: 'Cromer', region: 'Norfolk', country: undefined }],
  ['Orchard House, Grimble Terrace, Zorbleton, Kent', { street: 'Grimble Terrace', locality: 'Zorbleton', region: 'Kent' }],
];

const A_BRITISH_DISTRICT_OPENED_BY_UPPER_LITTLE_OR_NEW: Case[] = [
  ['135 Yelling Crescent Upper Quillan Glasgow G1 1AA', { house_number: '135', street: 'Yelling Crescent', suburb: 'Upper Quillan', locality: 'Glasgow', postcode: 'G1 1AA' }],
  ['183 halvorsen place little zorbling reading rg1 1aa', { house_number: '183', street: 'halvorsen place', suburb: 'little zorbling', locality: 'reading', postcode: 'RG1 1AA' }],
];

const AMSTERDAMS_FLOOR_IN_ROMAN_NUMERALS: Case[] = [
  ['Zorblestraat 114 III, 1012 AB Amsterdam', { house_number: '114', street: 'Zorblestraat', unit: 'III', locality: 'Amsterdam', postcode: '1012 AB' }],
  ['Grimblegracht 71 II 1015 CJ Amsterdam', { house_number: '71', street: 'Grimblegracht', unit: 'II', locality: 'Amsterdam', postcode: '1015 CJ' }],
  ['Quillanplein 6 IV, 2511 BT Den Haag, Nederland', { house_number: '6', street: 'Quillanplein', unit: 'IV', locality: 'Den Haag', postcode: '2511 BT' }],
];

const AN_IBERIAN_FLOOR_WITH_THE_DOT_BEFORE_THE_ORDINAL: Case[] = [
  ['avenida da quillan 183 3.º d 4000-322 porto', { house_number: '183', street: 'avenida da quillan', unit: '3.º d', locality: 'porto', postcode: '4000-322' }],
  ['Travessa do Zorble 56 2.º Esq 4400-123 Vila Nova de Gaia', { house_number: '56', street: 'Travessa do Zorble', locality: 'Vila Nova de Gaia', postcode: '4400-123' }],
  ['Calle de Grimble 12 2.ª 28013 Madrid', { house_number: '12', street: 'Calle de Grimble', unit: '2.ª', locality: 'Madrid', postcode: '28013' }],
];

const A_REGION_OPENED_BY_ITS_WORD_WITHOUT_A_COMMA: Case[] = [
  ['Av. Pellham 897 7500000 Providencia Región Metropolitana Chile', { house_number: '897', street: 'Av. Pellham', locality: 'Providencia', region: 'Región Metropolitana', postcode: '7500000' }],
  ['calle grimble 324 santiago región metropolitana chile', { house_number: '324', street: 'calle grimble', locality: 'santiago', region: 'región metropolitana' }],
  ['Calle Zorble 12 1900 La Plata Provincia de Buenos Aires Argentina', { house_number: '12', street: 'Calle Zorble', locality: 'La Plata', region: 'Provincia de Buenos Aires', postcode: '1900' }],
];

const A_PROVINCE_NAMED_AS_ITS_CAPITAL_WRITTEN_TWICE: Case[] = [
  ['Calle Zorble 4767 M5500 Mendoza Mendoza Argentina', { house_number: '4767', street: 'Calle Zorble', suburb: undefined, locality: 'Mendoza', region: 'Mendoza', postcode: 'M5500' }],
  ['grimble 4245 x5000 córdoba córdoba argentina', { house_number: '4245', street: 'grimble', locality: 'córdoba', region: 'córdoba', postcode: 'x5000' }],
  ['Calle Zorble 15 72000 Puebla Puebla', { house_number: '15', street: 'Calle Zorble', locality: 'Puebla', region: 'Puebla', postcode: '72000' }],
];

const A_CITYS_DISTRICT_NAMED_BY_ITS_WORD_BEFORE_THE_CITY: Case[] = [
  ['No. 662 Zorble Avenue Chaoyang District Beijing 100020 China', { house_number: '662', street: 'Zorble Avenue', suburb: 'Chaoyang District', locality: 'Beijing', postcode: '100020' }],
  ['No. 584 Grimble Road Tianhe District Guangzhou 510620 China', { house_number: '584', street: 'Grimble Road', suburb: 'Tianhe District', locality: 'Guangzhou', postcode: '510620' }],
  ['123 Zorble-ro Gangnam-gu Seoul 06236', { house_number: '123', street: 'Zorble-ro', suburb: 'Gangnam-gu', locality: 'Seoul', postcode: '06236' }],
];

describeShapes('address shapes, round twenty-nine (Britain, continental Europe, Latin America and East Asia)', [
  ['MEXICOS_POSTAL_CODE_AS_A_PART_BEFORE_THE_TOWN', MEXICOS_POSTAL_CODE_AS_A_PART_BEFORE_THE_TOWN],
  ['A_BRITISH_COUNTY_WITHOUT_COMMAS_AFTER_AN_UNKNOWN_TOWN', A_BRITISH_COUNTY_WITHOUT_COMMAS_AFTER_AN_UNKNOWN_TOWN],
  ['A_BRITISH_COUNTY_ENDING_THE_ADDRESS_AFTER_ITS_TOWN', A_BRITISH_COUNTY_ENDING_THE_ADDRESS_AFTER_ITS_TOWN],
  ['A_BRITISH_DISTRICT_OPENED_BY_UPPER_LITTLE_OR_NEW', A_BRITISH_DISTRICT_OPENED_BY_UPPER_LITTLE_OR_NEW],
  ['AMSTERDAMS_FLOOR_IN_ROMAN_NUMERALS', AMSTERDAMS_FLOOR_IN_ROMAN_NUMERALS],
  ['AN_IBERIAN_FLOOR_WITH_THE_DOT_BEFORE_THE_ORDINAL', AN_IBERIAN_FLOOR_WITH_THE_DOT_BEFORE_THE_ORDINAL],
  ['A_REGION_OPENED_BY_ITS_WORD_WITHOUT_A_COMMA', A_REGION_OPENED_BY_ITS_WORD_WITHOUT_A_COMMA],
  ['A_PROVINCE_NAMED_AS_ITS_CAPITAL_WRITTEN_TWICE', A_PROVINCE_NAMED_AS_ITS_CAPITAL_WRITTEN_TWICE],
  ['A_CITYS_DISTRICT_NAMED_BY_ITS_WORD_BEFORE_THE_CITY', A_CITYS_DISTRICT_NAMED_BY_ITS_WORD_BEFORE_THE_CITY],
]);
