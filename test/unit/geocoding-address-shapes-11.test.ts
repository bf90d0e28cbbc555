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

const IBERIAN_FLOOR_WITH_ITS_WORD_OR_GROUND_FLOOR_IN_ITS_OWN_PART: Case[] = [
  ['Rua do Zorble 114, 1º andar, 4000-322 Porto', { house_number: '114', street: 'Rua do Zorble', unit: '1º andar', locality: 'Porto', postcode: '4000-322' }],
  ['Avenida da Grimbla, 45, 3º andar, 1050-020 Lisboa', { house_number: '45', street: 'Avenida da Grimbla', unit: '3º andar', locality: 'Lisboa', postcode: '1050-020' }],
  ['Calle de Zorbla 5, 3ª planta, 28013 Madrid', { house_number: '5', street: 'Calle de Zorbla', unit: '3ª planta', locality: 'Madrid', postcode: '28013' }],
  ['C/ Grimble nº 57, Bajo, 37001 Salamanca', { house_number: '57', street: 'C/ Grimble', unit: 'Bajo', locality: 'Salamanca', postcode: '37001' }],
  ['Rua Zorbla 50, R/C, 3800-200 Aveiro', { house_number: '50', street: 'Rua Zorbla', unit: 'R/C', locality: 'Aveiro', postcode: '3800-200' }],
];

const A_TOWNS_QUALIFIER_IN_PARENTHESES_IN_ONE_CASE: Case[] = [
  ['zorbleweg 5 06108 halle (saale)', { house_number: '5', street: 'zorbleweg', unit: undefined, locality: 'halle (saale)', postcode: '06108' }],
  ['GRIMBLESTRASSE 28-60 15230 FRANKFURT (ODER)', { house_number: '28-60', street: 'GRIMBLESTRASSE', unit: undefined, locality: 'FRANKFURT (ODER)', postcode: '15230' }],
  ['zorblestr. 67 b, 15230 frankfurt (oder)', { house_number: '67 b', street: 'zorblestr.', unit: undefined, locality: 'frankfurt (oder)', postcode: '15230' }],
  ['an der zorble 118, 06108 halle (saale), deutschland', { house_number: '118', street: 'an der zorble', unit: undefined, locality: 'halle (saale)', postcode: '06108', country: 'deutschland' }],
  ['ZORBLEALLEE 5, 06108 HALLE (SAALE), GERMANY', { house_number: '5', street: 'ZORBLEALLEE', unit: undefined, locality: 'HALLE (SAALE)', postcode: '06108', country: 'GERMANY' }],
];

const A_LETTER_APART_AFTER_THE_NUMBER_OF_A_STREET_OF_NAMES_ALONE: Case[] = [
  ['Zorbryggen 69 B, 5003 Bergen', { house_number: '69 B', street: 'Zorbryggen', locality: 'Bergen', postcode: '5003' }],
  ['Weg zur Zorblmühle 29 B, 10115 Berlin', { house_number: '29 B', street: 'Weg zur Zorblmühle', locality: 'Berlin', postcode: '10115' }],
  ['Zorbleholmen 4 C 0150 Oslo Norge', { house_number: '4 C', street: 'Zorbleholmen', locality: 'Oslo', postcode: '0150', country: 'Norge' }],
  ['Lange Zorblhout 12 A, 2511 BT Den Haag', { house_number: '12 A', street: 'Lange Zorblhout', locality: 'Den Haag', postcode: '2511 BT' }],
  ['Grimblemarkt 7 B, 8000 Aarhus C, Danmark', { house_number: '7 B', street: 'Grimblemarkt', locality: 'Aarhus C', postcode: '8000', country: 'Danmark' }],
];

const A_KINGS_NUMERAL_OF_ONE_LETTER_BEFORE_THE_HOUSE_NUMBER: Case[] = [
  ['Bd. Zorblu I 100, Cluj-Napoca 400001, Romania', { house_number: '100', street: 'Bd. Zorblu I', locality: 'Cluj-Napoca', postcode: '400001', country: 'Romania' }],
  ['Avenida Dom Grimblo I 100, Lisboa', { house_number: '100', street: 'Avenida Dom Grimblo I', locality: 'Lisboa' }],
  ['bulevardul zorblu i 12, bucurești', { house_number: '12', street: 'bulevardul zorblu i', locality: 'bucurești' }],
  ['Strada Regele Zorblu I 5, 900178 Constanța', { house_number: '5', street: 'Strada Regele Zorblu I', locality: 'Constanța', postcode: '900178' }],
  ['Avenida Juan Grimblos I 14, 28400 Collado Villalba', { house_number: '14', street: 'Avenida Juan Grimblos I', locality: 'Collado Villalba', postcode: '28400' }],
];

const AN_IRISH_STREETS_UPPER_OR_LOWER_STRETCH_AFTER_A_HOUSE_NUMBER: Case[] = [
  ['112 Zorble Street Lower, Dublin 2, D02 X285', { house_number: '112', street: 'Zorble Street Lower', unit: undefined, locality: 'Dublin 2', postcode: 'D02 X285' }],
  ['112 Grimble Street Lower, Dublin 2', { house_number: '112', street: 'Grimble Street Lower', unit: undefined }],
  ['Flat 3, 12 Zorble Street Upper, Dublin 4, Ireland', { house_number: '12', street: 'Zorble Street Upper', unit: 'Flat 3', country: 'Ireland' }],
  ['12 Grimble Road Upper, Ballincollig, Co. Cork, P31 X2K4', { house_number: '12', street: 'Grimble Road Upper', unit: undefined, locality: 'Ballincollig', region: 'Co. Cork', postcode: 'P31 X2K4' }],
  ['45 ZORBLE STREET LOWER, DUBLIN 1, IRELAND', { house_number: '45', street: 'ZORBLE STREET LOWER', unit: undefined, country: 'IRELAND' }],
];

const A_HOUSE_NUMBERS_LETTER_BEFORE_A_TYPE_WRITTEN_FIRST_AND_ITS_ARTICLE: Case[] = [
  ["40 B boulevard d'Zorblace, 35000 Rennes", { house_number: '40 B', street: "boulevard d'Zorblace", locality: 'Rennes', postcode: '35000' }],
  ['12 A place de la Grimble, 75002 Paris', { house_number: '12 A', street: 'place de la Grimble', locality: 'Paris', postcode: '75002' }],
  ["7 C Avenue de l'Zorbléra, 75001 Paris, France", { house_number: '7 C', street: "Avenue de l'Zorbléra", locality: 'Paris', postcode: '75001', country: 'France' }],
  ['12 A Avenue du Général Grimble, 92100 Boulogne-Billancourt', { house_number: '12 A', street: 'Avenue du Général Grimble', locality: 'Boulogne-Billancourt', postcode: '92100' }],
  ['3 B square des Zorbles 69003 Lyon', { house_number: '3 B', street: 'square des Zorbles', locality: 'Lyon', postcode: '69003' }],
];

const A_BRITISH_COUNTY_BEFORE_A_POSTCODE_WRITTEN_TOGETHER: Case[] = [
  ['29 Zorble Drive, Topsham, Exeter, Devon, EX30HU', { house_number: '29', street: 'Zorble Drive', locality: 'Exeter', region: 'Devon', postcode: 'EX30HU' }],
  ['29 grimble drive, exeter, devon, ex30hu', { house_number: '29', street: 'grimble drive', locality: 'exeter', region: 'devon', postcode: 'ex30hu' }],
  ['MILL HOUSE, 28 ZORBLE GARDENS, READING, BERKSHIRE RG48AB', { house_number: '28', street: 'ZORBLE GARDENS', locality: 'READING', region: 'BERKSHIRE', postcode: 'RG48AB' }],
  ['4 Grimble Lane, Guildford, Surrey, GU48DJ', { house_number: '4', street: 'Grimble Lane', locality: 'Guildford', region: 'Surrey', postcode: 'GU48DJ' }],
  ['12 Zorble Road, Truro, Cornwall TR13DR', { house_number: '12', street: 'Zorble Road', locality: 'Truro', region: 'Cornwall', postcode: 'TR13DR' }],
];

const A_COUNTRY_AFTER_A_PARENTHESIS_WITHOUT_A_COMMA: Case[] = [
  ['Zorblestrasse 65a 06108 Halle (Saale) Deutschland', { house_number: '65a', street: 'Zorblestrasse', unit: undefined, locality: 'Halle (Saale)', postcode: '06108', country: 'Deutschland' }],
  ['zorbleweg 5 06108 halle (saale) deutschland', { house_number: '5', street: 'zorbleweg', unit: undefined, locality: 'halle (saale)', postcode: '06108', country: 'deutschland' }],
  ['P.za Zorbla 68 40121 Bologna (BO) Italy', { house_number: '68', street: 'P.za Zorbla', unit: undefined, locality: 'Bologna', region: 'BO', postcode: '40121', country: 'Italy' }],
  ['VIALE DELLA GRIMBLA 49 90133 PALERMO (PA) ITALIA', { house_number: '49', street: 'VIALE DELLA GRIMBLA', unit: undefined, locality: 'PALERMO', region: 'PA', postcode: '90133', country: 'ITALIA' }],
  ['Grimbleallee 5, 15230 Frankfurt (Oder) Germany', { house_number: '5', street: 'Grimbleallee', unit: undefined, locality: 'Frankfurt (Oder)', postcode: '15230', country: 'Germany' }],
];

const A_VENUE_BEFORE_A_HOUSE_NUMBER_WITH_BIS_OR_TER_AND_A_TYPE_WRITTEN_FIRST: Case[] = [
  ['le petit zorble 148 bis rue de la grimble 75011 paris', { house_number: '148 bis', street: 'rue de la grimble', locality: 'paris', postcode: '75011' }],
  ['boulangerie du zorble 36 bis rue nationale 69003 lyon', { house_number: '36 bis', street: 'rue nationale', locality: 'lyon', postcode: '69003' }],
  ['Hotel Zorble 12 bis Rue de la Grimble, 75002 Paris', { house_number: '12 bis', street: 'Rue de la Grimble', locality: 'Paris', postcode: '75002' }],
  ['Chez Grimble 7 ter quai Zorble 75016 Paris France', { house_number: '7 ter', street: 'quai Zorble', locality: 'Paris', postcode: '75016', country: 'France' }],
  ['TRATTORIA ZORBLA 5 BIS VIA GRIMBLE 00184 ROMA', { house_number: '5 BIS', street: 'VIA GRIMBLE', locality: 'ROMA', postcode: '00184' }],
];

const A_FLAT_ABROAD_AFTER_A_HOUSE_NUMBERS_LETTER_AFTER_A_SLASH: Case[] = [
  ['Piazza del Zorble 77/A, piano 1, 73100 Lecce LE', { house_number: '77/A', street: 'Piazza del Zorble', unit: 'piano 1', locality: 'Lecce', region: 'LE', postcode: '73100' }],
  ['Via Grimble 12/A, scala B, 20121 Milano MI', { house_number: '12/A', street: 'Via Grimble', unit: 'scala B', locality: 'Milano', region: 'MI', postcode: '20121' }],
  ['via zorbla 77/b scala c, 73100 lecce', { house_number: '77/b', street: 'via zorbla', unit: 'scala c', locality: 'lecce', postcode: '73100' }],
  ['Zorblegatan 5/B 3 tr, 114 55 Stockholm', { house_number: '5/B', street: 'Zorblegatan', unit: '3 tr', locality: 'Stockholm', postcode: '114 55' }],
  ['Grimblekatu 12/A as. 3, 33100 Tampere', { house_number: '12/A', street: 'Grimblekatu', unit: 'as. 3', locality: 'Tampere', postcode: '33100' }],
];

const A_BRITISH_COUNTY_THAT_NAMES_A_COUNTRY_TOO_BEFORE_A_BRITISH_POSTCODE: Case[] = [
  ['6 Zorble Road, Norwich, Norfolk, NR4 6AA', { house_number: '6', street: 'Zorble Road', locality: 'Norwich', region: 'Norfolk', postcode: 'NR4 6AA', country: undefined }],
  ['6 grimble road, king\'s lynn, norfolk, pe302aa', { house_number: '6', street: 'grimble road', locality: "king's lynn", region: 'norfolk', postcode: 'pe302aa', country: undefined }],
  ['Zorble Farm, 2 Grimble Lane, Cromer, Norfolk, NR27 9AB', { house_number: '2', street: 'Grimble Lane', locality: 'Cromer', region: 'Norfolk', postcode: 'NR27 9AB', country: undefined }],
  ['14 ZORBLE STREET, GREAT YARMOUTH, NORFOLK, NR30 2AB', { house_number: '14', street: 'ZORBLE STREET', locality: 'GREAT YARMOUTH', region: 'NORFOLK', postcode: 'NR30 2AB', country: undefined }],
  ['Flat 2, 9 Grimble Close, Thetford, Norfolk, IP24 1AA', { house_number: '9', street: 'Grimble Close', unit: 'Flat 2', locality: 'Thetford', region: 'Norfolk', postcode: 'IP24 1AA', country: undefined }],
];

describeShapes('offline parser on address shapes of round twenty-one', [
  ["Portugal's number marker with its dot", PORTUGUESE_NUMBER_MARKER_WITH_ITS_DOT],
  ["an Iberian floor with its word, or the ground floor in a part of its own", IBERIAN_FLOOR_WITH_ITS_WORD_OR_GROUND_FLOOR_IN_ITS_OWN_PART],
  ["a town's qualifier in parentheses, written in one case", A_TOWNS_QUALIFIER_IN_PARENTHESES_IN_ONE_CASE],
  ["a letter apart after the number of a street of names alone", A_LETTER_APART_AFTER_THE_NUMBER_OF_A_STREET_OF_NAMES_ALONE],
  ["a king's numeral of one letter before the house number", A_KINGS_NUMERAL_OF_ONE_LETTER_BEFORE_THE_HOUSE_NUMBER],
  ["an Irish street's upper or lower stretch after a house number", AN_IRISH_STREETS_UPPER_OR_LOWER_STRETCH_AFTER_A_HOUSE_NUMBER],
  ["a house number's letter before a type written first and its article", A_HOUSE_NUMBERS_LETTER_BEFORE_A_TYPE_WRITTEN_FIRST_AND_ITS_ARTICLE],
  ['a British county before a postcode written together', A_BRITISH_COUNTY_BEFORE_A_POSTCODE_WRITTEN_TOGETHER],
  ['a country after a parenthesis, without a comma', A_COUNTRY_AFTER_A_PARENTHESIS_WITHOUT_A_COMMA],
  ['a venue before a house number with bis or ter and a type written first', A_VENUE_BEFORE_A_HOUSE_NUMBER_WITH_BIS_OR_TER_AND_A_TYPE_WRITTEN_FIRST],
  ["a flat abroad after a house number's letter after a slash", A_FLAT_ABROAD_AFTER_A_HOUSE_NUMBERS_LETTER_AFTER_A_SLASH],
  ['a British county that names a country too, before a British postcode', A_BRITISH_COUNTY_THAT_NAMES_A_COUNTRY_TOO_BEFORE_A_BRITISH_POSTCODE],
]);
