/*
 * Address shapes of round twenty-seven, adversarial lines from outside the US: invented addresses, their components
 * written by hand from what each means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_DISTRICT_IN_ITS_OWN_PART_BEFORE_THE_POST_TOWN: Case[] = [
  ['88 Zorble Street, Ponsonby, Auckland 1011', { house_number: '88', street: 'Zorble Street', suburb: 'Ponsonby', locality: 'Auckland', postcode: '1011' }],
  ['Flat 3, 17 Grimble Road, Mount Eden, Auckland 1024, New Zealand', { house_number: '17', street: 'Grimble Road', unit: 'Flat 3', suburb: 'Mount Eden', locality: 'Auckland', postcode: '1024', country: 'New Zealand' }],
  ['42 Zorble Lane, Great Shelford, Cambridge, CB22 5AA', { house_number: '42', street: 'Zorble Lane', suburb: 'Great Shelford', locality: 'Cambridge', postcode: 'CB22 5AA' }],
  ['7 grimble close, hampton hill, hampton, tw12 1aa, uk', { house_number: '7', street: 'grimble close', suburb: 'hampton hill', locality: 'hampton', postcode: 'TW12 1AA', country: 'uk' }],
  ['5/20 Zorble Terrace, Saint Albans, Christchurch 8014, Aotearoa', { house_number: '5/20', street: 'Zorble Terrace', suburb: 'Saint Albans', locality: 'Christchurch', postcode: '8014', country: 'Aotearoa' }],
];

const A_STREET_NAMED_BY_A_DATE: Case[] = [
  ['14 Rue du 8 Mai 1945, 72000 Le Mans', { house_number: '14', street: 'Rue du 8 Mai 1945', unit: undefined, locality: 'Le Mans', postcode: '72000' }],
  ['Apt 3, 9 avenue du 19 mars 1962, 17000 la rochelle', { house_number: '9', street: 'avenue du 19 mars 1962', unit: 'Apt 3', locality: 'la rochelle', postcode: '17000' }],
  ['27 Rue du 31-Décembre, CH-1207 Genève', { house_number: '27', street: 'Rue du 31-Décembre', unit: undefined, locality: 'Genève', postcode: 'CH-1207' }],
  ['5 bis Place du 11 Novembre 1918, 51100 Reims, France', { house_number: '5 bis', street: 'Place du 11 Novembre 1918', unit: undefined, locality: 'Reims', postcode: '51100', country: 'France' }],
];

const A_DUTCH_ORDINAL_OR_A_DANISH_ADJECTIVE_OPENING_THE_STREET: Case[] = [
  ['1e Zorblestraat 118, 2514 EA Den Haag', { house_number: '118', street: '1e Zorblestraat', unit: undefined, locality: 'Den Haag', postcode: '2514 EA' }],
  ['2e Grimble de Grootstraat 5 1052 LB Amsterdam', { house_number: '5', street: '2e Grimble de Grootstraat', unit: undefined, locality: 'Amsterdam', postcode: '1052 LB' }],
  ['Store Zorblegade 87, 1050 København K', { house_number: '87', street: 'Store Zorblegade', locality: 'København K', postcode: '1050' }],
  ['store grimblegade 12 2. tv 2200 københavn n', { house_number: '12', street: 'store grimblegade', unit: '2. tv', locality: 'københavn n', postcode: '2200' }],
];

const A_PROVINCE_OR_CANTON_AFTER_THE_TOWN: Case[] = [
  ['Via Zorbla, 14, I-42121 Reggio Emilia (RE)', { house_number: '14', street: 'Via Zorbla', locality: 'Reggio Emilia', region: 'RE', postcode: 'I-42121', country: undefined }],
  ['Via Grimble 4, 40024 Castel San Pietro Terme (BO)', { house_number: '4', street: 'Via Grimble', locality: 'Castel San Pietro Terme', region: 'BO', postcode: '40024', country: undefined }],
  ['Rue de Zorble 48, CH-1204 Genève GE', { house_number: '48', street: 'Rue de Zorble', locality: 'Genève', region: 'GE', postcode: 'CH-1204', country: undefined }],
  ['grimblegasse 120, 1003 lausanne vd', { house_number: '120', street: 'grimblegasse', locality: 'lausanne', region: 'vd', postcode: '1003', country: undefined }],
  ['Cra. 66 No. 78-37, Bucaramanga, Santander', { house_number: '78-37', street: 'Cra. 66', locality: 'Bucaramanga', region: 'Santander' }],
  ['Calle 10 # 20-30, Santa Marta, Magdalena', { house_number: '20-30', street: 'Calle 10', locality: 'Santa Marta', region: 'Magdalena' }],
];

const BRAZILS_BAIRRO_WITHOUT_COMMAS_AND_ITS_CONJUNTO: Case[] = [
  ['Rua Zorbla 1665 Bairro Centro São Paulo/SP', { house_number: '1665', street: 'Rua Zorbla', locality: 'São Paulo', region: 'SP' }],
  ['Rua Zorbla, nº 1356, cj. 42, Curitiba/PR, 80010-000', { house_number: '1356', street: 'Rua Zorbla', unit: 'cj. 42', locality: 'Curitiba', region: 'PR', postcode: '80010-000' }],
  ['Av. Grimble Nº 791 apto 12 Bairro Savassi Belo Horizonte/MG 30130-000 Brasil', { house_number: '791', street: 'Av. Grimble', unit: 'apto 12', locality: 'Belo Horizonte', region: 'MG', postcode: '30130-000', country: 'Brasil' }],
];

const HUNGARYS_FLOOR_AND_DOOR_AND_ITS_TOWN_FIRST: Case[] = [
  ['Zorble utca 19. fszt. 1., 6720 Szeged', { house_number: '19.', street: 'Zorble utca', unit: 'fszt. 1.', locality: 'Szeged', postcode: '6720' }],
  ['Grimble út 22. 2. em. 3., 1061 Budapest', { house_number: '22.', street: 'Grimble út', unit: '2. em. 3.', locality: 'Budapest', postcode: '1061' }],
  ['6800 Hódmezővásárhely Zorble út 75', { house_number: '75', street: 'Zorble út', locality: 'Hódmezővásárhely', postcode: '6800' }],
  ['4024 debrecen grimble lajos utca 5 3. emelet 12.', { house_number: '5', street: 'grimble lajos utca', unit: '3. emelet 12.', locality: 'debrecen', postcode: '4024' }],
];

const UNITS_AND_TYPES_OF_QUEBEC_AUSTRIA_GERMANY_AND_ARGENTINA: Case[] = [
  ['1200 rue Zorble bureau 200, Montréal (Québec) H3B 4W8', { house_number: '1200', street: 'rue Zorble', unit: 'bureau 200', locality: 'Montréal', region: 'Québec', postcode: 'H3B 4W8' }],
  ['Grimblegasse 45, Stiege 2 Top 14, 1060 Wien', { house_number: '45', street: 'Grimblegasse', unit: 'Stiege 2 Top 14', locality: 'Wien', postcode: '1060' }],
  ['Zorblestraße 8, Tür 7, 4020 Linz, Österreich', { house_number: '8', street: 'Zorblestraße', unit: 'Tür 7', locality: 'Linz', postcode: '4020', country: 'Österreich' }],
  ['Zorblestraße 5, 3. Stock rechts, 80331 München', { house_number: '5', street: 'Zorblestraße', unit: '3. Stock rechts', locality: 'München', postcode: '80331' }],
  ['Grimbleweg 12 2. OG links 10115 Berlin', { house_number: '12', street: 'Grimbleweg', unit: '2. OG links', locality: 'Berlin', postcode: '10115' }],
  ['Av. Zorbla 2683 Dto. 4, Mar del Plata', { house_number: '2683', street: 'Av. Zorbla', unit: 'Dto. 4', locality: 'Mar del Plata' }],
  ['Bv. Grimble 509, Rosario', { house_number: '509', street: 'Bv. Grimble', locality: 'Rosario' }],
  ['bv. zorbla 4774 s2000 rosario argentina', { house_number: '4774', street: 'bv. zorbla', locality: 'rosario', postcode: 's2000', country: 'argentina' }],
];

const A_TOWN_OF_FOUR_WORDS_AFTER_A_POSTAL_CODE_WITH_ITS_COUNTRYS_LETTER: Case[] = [
  ['Piazza Zorbla 145 I-40017 San Giovanni in Persiceto Italia', { house_number: '145', street: 'Piazza Zorbla', locality: 'San Giovanni in Persiceto', postcode: 'I-40017', country: 'Italia' }],
  ['Via Grimble 12 I-40024 Castel San Pietro Terme', { house_number: '12', street: 'Via Grimble', locality: 'Castel San Pietro Terme', postcode: 'I-40024' }],
];

const A_TOWN_OPENING_WITH_A_CAPITAL_AND_A_SMALL_LETTER_AFTER_FOUR_DIGITS: Case[] = [
  ['Zorbles gate 62, 8622 Mo i Rana, Norway', { house_number: '62', street: 'Zorbles gate', locality: 'Mo i Rana', postcode: '8622', country: 'Norway' }],
  ['Grimblevegen 3, 2550 Os i Østerdalen', { house_number: '3', street: 'Grimblevegen', locality: 'Os i Østerdalen', postcode: '2550' }],
];

describeShapes('address shapes, round twenty-seven (adversarial lines abroad)', [
  ['A_DISTRICT_IN_ITS_OWN_PART_BEFORE_THE_POST_TOWN', A_DISTRICT_IN_ITS_OWN_PART_BEFORE_THE_POST_TOWN],
  ['A_STREET_NAMED_BY_A_DATE', A_STREET_NAMED_BY_A_DATE],
  ['A_DUTCH_ORDINAL_OR_A_DANISH_ADJECTIVE_OPENING_THE_STREET', A_DUTCH_ORDINAL_OR_A_DANISH_ADJECTIVE_OPENING_THE_STREET],
  ['A_PROVINCE_OR_CANTON_AFTER_THE_TOWN', A_PROVINCE_OR_CANTON_AFTER_THE_TOWN],
  ['BRAZILS_BAIRRO_WITHOUT_COMMAS_AND_ITS_CONJUNTO', BRAZILS_BAIRRO_WITHOUT_COMMAS_AND_ITS_CONJUNTO],
  ['HUNGARYS_FLOOR_AND_DOOR_AND_ITS_TOWN_FIRST', HUNGARYS_FLOOR_AND_DOOR_AND_ITS_TOWN_FIRST],
  ['UNITS_AND_TYPES_OF_QUEBEC_AUSTRIA_GERMANY_AND_ARGENTINA', UNITS_AND_TYPES_OF_QUEBEC_AUSTRIA_GERMANY_AND_ARGENTINA],
  ['A_TOWN_OF_FOUR_WORDS_AFTER_A_POSTAL_CODE_WITH_ITS_COUNTRYS_LETTER', A_TOWN_OF_FOUR_WORDS_AFTER_A_POSTAL_CODE_WITH_ITS_COUNTRYS_LETTER],
  ['A_TOWN_OPENING_WITH_A_CAPITAL_AND_A_SMALL_LETTER_AFTER_FOUR_DIGITS', A_TOWN_OPENING_WITH_A_CAPITAL_AND_A_SMALL_LETTER_AFTER_FOUR_DIGITS],
]);
