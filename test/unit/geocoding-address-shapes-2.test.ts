/*
 * More address shapes the offline parser must read however the particular street or town is spelled (the first
 * file, geocoding-address-shapes.test.ts, had grown past its size): each case was invented and its components
 * written by hand from what the address means, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const UNIT_ENDS_STREET: Case[] = [
  ['2801 Hwy 190 W Lot 35 Hammond LA 70401', { house_number: '2801', street: 'Hwy 190 W', unit: 'Lot 35', locality: 'Hammond', region: 'LA', postcode: '70401' }],
  ['4820 Hwy 6 S Apt 1101 Houston TX 77083', { house_number: '4820', street: 'Hwy 6 S', unit: 'Apt 1101', locality: 'Houston', region: 'TX', postcode: '77083' }],
  ['4820 Grimble St S Apt 12 Houston TX', { house_number: '4820', street: 'Grimble St S', unit: 'Apt 12', locality: 'Houston', region: 'TX' }],
  ['77 Zorble Rd E #4 Rochester NY 14614', { house_number: '77', street: 'Zorble Rd E', unit: '#4', locality: 'Rochester', region: 'NY', postcode: '14614' }],
  ['19 State Route 9 N Unit 2 Chicago IL', { house_number: '19', street: 'State Route 9 N', unit: 'Unit 2', locality: 'Chicago', region: 'IL' }],
  ['15 Zorble Park W Apt 10A NY NY 10023', { house_number: '15', street: 'Zorble Park W', unit: 'Apt 10A', locality: 'NY', region: 'NY', postcode: '10023' }],
  ['40 Grimble Green E #2 Chicago IL', { house_number: '40', street: 'Grimble Green E', unit: '#2', locality: 'Chicago', region: 'IL' }],
];

const SAINT_TOWNS_AFTER_POSTCODE: Case[] = [
  ['Bahnhofplatz 2, 9000 St. Gallen', { house_number: '2', street: 'Bahnhofplatz', postcode: '9000', locality: 'St. Gallen' }],
  ['Zorblegasse 7 3100 St. Pölten', { house_number: '7', street: 'Zorblegasse', postcode: '3100', locality: 'St. Pölten' }],
  ['10 rue Grimble, 35400 St Malo', { house_number: '10', street: 'rue Grimble', postcode: '35400', locality: 'St Malo' }],
  ['Zorbleweg 3, 9020 St Zorblen, Kärnten', { house_number: '3', street: 'Zorbleweg', postcode: '9020', locality: 'St Zorblen', region: 'Kärnten' }],
  ['5 rue de l\'Église, 1200 St. Grimble, Belgique', { house_number: '5', street: 'rue de l\'Église', postcode: '1200', locality: 'St. Grimble', country: 'Belgique' }],
];

const POSTCODE_MARKERS: Case[] = [
  ['Rua Zorbla 250, Curitiba - PR, CEP 80010-090', { house_number: '250', street: 'Rua Zorbla', locality: 'Curitiba', region: 'PR', postcode: '80010-090' }],
  ['12 Grimble Road, Bangalore, PIN 560001', { house_number: '12', street: 'Grimble Road', locality: 'Bangalore', postcode: '560001' }],
  ['12 Grimble Road, Zorblenagar, Pincode - 560038, Karnataka', { house_number: '12', street: 'Grimble Road', locality: 'Zorblenagar', region: 'Karnataka', postcode: '560038' }],
  ['123 Zorble St, Springfield, IL, Zip 62701', { house_number: '123', street: 'Zorble St', locality: 'Springfield', region: 'IL', postcode: '62701' }],
  ['123 Zorble St, Springfield, IL Zip Code: 62701', { house_number: '123', street: 'Zorble St', locality: 'Springfield', region: 'IL', postcode: '62701' }],
  ['10 Grimble St, Oxford, Postcode OX1 4AA', { house_number: '10', street: 'Grimble St', locality: 'Oxford', postcode: 'OX1 4AA' }],
  ['Av. Zorbla 222, Col. Grimble, C.P. 06600, Ciudad de México', { house_number: '222', street: 'Av. Zorbla', locality: 'Ciudad de México', postcode: '06600' }],
  ['Av. Zorbla 222, C.P. 44100, Guadalajara, Jalisco', { house_number: '222', street: 'Av. Zorbla', locality: 'Guadalajara', region: 'Jalisco', postcode: '44100' }],
];

const NAMED_HOUSES_AND_VILLAGES: Case[] = [
  ['Rose Cottage, Zorble Lane, Little Grimbling, Fakenham NR21 0JB', { street: 'Zorble Lane', locality: 'Fakenham', postcode: 'NR21 0JB' }],
  ['The Old Rectory, Church Road, Great Zorbleford, Braintree, Essex CM7 4RX', { street: 'Church Road', locality: 'Braintree', postcode: 'CM7 4RX' }],
  ['Church Farm, Grimble Lane, Lower Zorbling, Cheltenham, GL54 2HR', { street: 'Grimble Lane', locality: 'Cheltenham', postcode: 'GL54 2HR' }],
  ['Hill House, Zorble Road, Upper Grimble, Hereford HR1 4AA', { street: 'Zorble Road', locality: 'Hereford', postcode: 'HR1 4AA' }],
];

const UK_POST_TOWNS_AND_OLD_COUNTIES: Case[] = [
  ['3 Zorble Terrace, Clifton, Bristol, BS8 4LE', { house_number: '3', street: 'Zorble Terrace', locality: 'Bristol', postcode: 'BS8 4LE' }],
  ['Ground Floor Flat, 42 Grimble Road, Bristol BS2 0XA', { house_number: '42', street: 'Grimble Road', locality: 'Bristol', postcode: 'BS2 0XA' }],
  ['12 Zorble Rd, Zorbleton, Avon BS1 1AA', { house_number: '12', street: 'Zorble Rd', locality: 'Zorbleton', region: 'Avon', postcode: 'BS1 1AA' }],
  ['5 Grimble St, Zorblesbrough, Cleveland TS1 1AA', { house_number: '5', street: 'Grimble St', locality: 'Zorblesbrough', region: 'Cleveland', postcode: 'TS1 1AA' }],
  ['8 Zorble Lane, Grimbleby, North Humberside HU1 2AB', { house_number: '8', street: 'Zorble Lane', locality: 'Grimbleby', region: 'North Humberside', postcode: 'HU1 2AB' }],
];

const BRAZILIAN_STATES_WITHOUT_CEP: Case[] = [
  ['Avenida Zorbla 2000 Fortaleza CE', { house_number: '2000', street: 'Avenida Zorbla', locality: 'Fortaleza', region: 'CE' }],
  ['Rua Grimble 800, sala 501, Juiz de Fora - MG', { house_number: '800', street: 'Rua Grimble', locality: 'Juiz de Fora', region: 'MG' }],
  ['Avenida Sete de Zorbla 1234 Salvador BA', { house_number: '1234', street: 'Avenida Sete de Zorbla', locality: 'Salvador', region: 'BA' }],
  ['Rua das Zorblas 45 Grimbleiras RN', { house_number: '45', street: 'Rua das Zorblas', locality: 'Grimbleiras', region: 'RN' }],
  ['Travessa Zorble 9, Goiânia, GO', { house_number: '9', street: 'Travessa Zorble', locality: 'Goiânia', region: 'GO' }],
  ['Zorbla Sushi Rua Grimble 1200 São Paulo SP', { house_number: '1200', street: 'Rua Grimble', locality: 'São Paulo', region: 'SP' }],
  ['Padaria Zorbla Rua Grimble 45 Natal RN', { house_number: '45', street: 'Rua Grimble', locality: 'Natal', region: 'RN' }],
];

const LETTER_AFTER_SLASH: Case[] = [
  ['Via San Zorblo 12/A, 35121 Padova', { house_number: '12/A', street: 'Via San Zorblo', postcode: '35121', locality: 'Padova' }],
  ['Via Grimble 3/b 00100 Roma', { house_number: '3/b', street: 'Via Grimble', postcode: '00100', locality: 'Roma' }],
  ['Corso Zorbla 45/C, Torino', { house_number: '45/C', street: 'Corso Zorbla', locality: 'Torino' }],
];

const BALTIC_TYPES_AFTER_NAME: Case[] = [
  ['Zorblo pr. 9, LT-01103 Vilnius', { house_number: '9', street: 'Zorblo pr.', postcode: 'LT-01103', locality: 'Vilnius' }],
  ['Grimblės g. 8, Vilnius 01123', { house_number: '8', street: 'Grimblės g.', locality: 'Vilnius', postcode: '01123' }],
  ['Zorblės g. 14 Kaunas', { house_number: '14', street: 'Zorblės g.', locality: 'Kaunas' }],
  ['Grimblo pr. 21-4, 44280 Kaunas, Lithuania', { house_number: '21-4', street: 'Grimblo pr.', postcode: '44280', locality: 'Kaunas', country: 'Lithuania' }],
];

const LONG_TOWNS_BEFORE_REGION: Case[] = [
  ['Calle Zorbla 14, 11403 Jerez de la Frontera, Cádiz', { house_number: '14', street: 'Calle Zorbla', postcode: '11403', locality: 'Jerez de la Frontera', region: 'Cádiz' }],
  ['Rúa Grimble 30, 15705 Santiago de Zorbla de Arriba, A Coruña', { house_number: '30', street: 'Rúa Grimble', postcode: '15705', locality: 'Santiago de Zorbla de Arriba', region: 'A Coruña' }],
  ['Via Zorbla 3, 21052 Busto Grimble sul Lago, Lombardia', { house_number: '3', street: 'Via Zorbla', postcode: '21052', locality: 'Busto Grimble sul Lago', region: 'Lombardia' }],
];

const INDIAN_STATES_AND_PHILIPPINE_PROVINCES: Case[] = [
  ['45 Zorble Marg, Gurgaon, Haryana 122001', { house_number: '45', street: 'Zorble Marg', locality: 'Gurgaon', region: 'Haryana', postcode: '122001' }],
  ['Plot 7, Road No 12, Grimble Hills, Hyderabad, Telangana 500034, India', { locality: 'Hyderabad', region: 'Telangana', postcode: '500034', country: 'India' }],
  ['12 Zorble Road, Zorblepur, Haryana', { house_number: '12', street: 'Zorble Road', locality: 'Zorblepur', region: 'Haryana' }],
  ['123 Grimble Avenue, Makati City, Metro Manila', { house_number: '123', street: 'Grimble Avenue', locality: 'Makati City', region: 'Metro Manila' }],
  ['8 Zorble St, Quezon City, NCR', { house_number: '8', street: 'Zorble St', locality: 'Quezon City', region: 'NCR' }],
  ['SCO 12, Sector 17-C, Chandigarh 160017', { locality: 'Chandigarh', postcode: '160017' }],
  ['House 5, Sector 21, Zorblepur, Haryana', { locality: 'Zorblepur', region: 'Haryana' }],
];

const LIECHTENSTEIN_CODES: Case[] = [
  ['Zorblestrasse 153, FL-9494 Schaan, Liechtenstein', { house_number: '153', street: 'Zorblestrasse', postcode: 'FL-9494', locality: 'Schaan', country: 'Liechtenstein' }],
  ['Grimbleweg 5, FL-9490 Vaduz', { house_number: '5', street: 'Grimbleweg', postcode: 'FL-9490', locality: 'Vaduz' }],
  ['Zorblegasse 2 LI-9495 Triesen', { house_number: '2', street: 'Zorblegasse', postcode: 'LI-9495', locality: 'Triesen' }],
];

const MORE_CONTINENTAL_TYPES: Case[] = [
  ['Zorbleweg 12 a 3011 Bern', { house_number: '12 a', street: 'Zorbleweg', postcode: '3011', locality: 'Bern' }],
  ['Grimbleweg 5 Zorbleton', { house_number: '5', street: 'Grimbleweg', locality: 'Zorbleton' }],
  ['Grimblekatu 15 B 00100 Helsinki', { house_number: '15 B', street: 'Grimblekatu', postcode: '00100', locality: 'Helsinki' }],
  ['Zorblentie 14 B, 00100 Helsinki', { house_number: '14 B', street: 'Zorblentie', postcode: '00100', locality: 'Helsinki' }],
  ['Zorbler Chaussee 12 b, 10115 Berlin', { house_number: '12 b', street: 'Zorbler Chaussee', postcode: '10115', locality: 'Berlin' }],
];

const VENUES_BEFORE_CONTINENTAL_STREETS: Case[] = [
  ['Café Zorbla Lindenstraße 12 10969 Berlin', { house_number: '12', street: 'Lindenstraße', postcode: '10969', locality: 'Berlin' }],
  ['Bäckerei Grimm Hauptstraße 5 80331 München Deutschland', { house_number: '5', street: 'Hauptstraße', postcode: '80331', locality: 'München', country: 'Deutschland' }],
  ['hotel zorbla unter den linden 77 10117 berlin', { house_number: '77', street: 'unter den linden', postcode: '10117', locality: 'berlin' }],
  ['kaffeehaus zorbla schönbrunner straße 11 1050 wien', { house_number: '11', street: 'schönbrunner straße', postcode: '1050', locality: 'wien' }],
  ['Zorbla GmbH Industriestrasse 7 8304 Wallisellen Schweiz', { house_number: '7', street: 'Industriestrasse', postcode: '8304', locality: 'Wallisellen' }],
  ['Zorbla Kft. Váci utca 12 1052 Budapest', { house_number: '12', street: 'Váci utca', postcode: '1052', locality: 'Budapest' }],
  ['Museum Zorbla Museumplein 6 1071 DJ Amsterdam', { house_number: '6', street: 'Museumplein', postcode: '1071 DJ', locality: 'Amsterdam' }],
  ['Apotheke am Markt Marktplatz 1 69117 Heidelberg', { house_number: '1', street: 'Marktplatz', postcode: '69117', locality: 'Heidelberg' }],
  ['Musikhaus Zorbla Große Bergstraße 20 22767 Hamburg', { house_number: '20', street: 'Große Bergstraße', postcode: '22767', locality: 'Hamburg' }],
  ['Zorbla Bakery Nieuwe Binnenweg 50 3015 BE Rotterdam', { house_number: '50', street: 'Nieuwe Binnenweg', locality: 'Rotterdam' }],
  ['Grimble AB Kungsgatan 12 111 43 Stockholm', { house_number: '12', street: 'Kungsgatan', postcode: '111 43', locality: 'Stockholm' }],
  ['Stadtbibliothek Zorbla Am Hauptbahnhof 2 70173 Stuttgart', { house_number: '2', street: 'Am Hauptbahnhof', postcode: '70173', locality: 'Stuttgart' }],
  ['Zorbla s.r.o. Vinohradská 12 120 00 Praha 2', { house_number: '12', street: 'Vinohradská', postcode: '120 00', locality: 'Praha 2' }],
];

/** The street's own words that name venues stay the street's: after an opener, or ending the street. */
const VENUE_WORDS_IN_STREETS: Case[] = [
  ['Bei der Apotheke 4, 12345 Zorbleburg', { house_number: '4', street: 'Bei der Apotheke', postcode: '12345', locality: 'Zorbleburg' }],
  ['Am Alten Museum 5 10178 Berlin', { house_number: '5', street: 'Am Alten Museum', postcode: '10178', locality: 'Berlin' }],
  ['Jan van Zorblestraat 4, 1051 KM Amsterdam', { house_number: '4', street: 'Jan van Zorblestraat', postcode: '1051 KM', locality: 'Amsterdam' }],
];

const TOWNS_IN_THEIR_OWN_NAMES: Case[] = [
  ['Nowy Zorbl 15 Warszawa', { house_number: '15', street: 'Nowy Zorbl', locality: 'Warszawa' }],
  ['Grimble 3 Napoli', { house_number: '3', street: 'Grimble', locality: 'Napoli' }],
  ['Rua Grimble, Lisboa', { street: 'Rua Grimble', locality: 'Lisboa' }],
  ['Zorbel 12 Göteborg', { house_number: '12', street: 'Zorbel', locality: 'Göteborg' }],
  ['Nowa Zorbla 7 Warszawa', { house_number: '7', street: 'Nowa Zorbla', locality: 'Warszawa' }],
];

const STATE_NAMED_CITIES_WITHOUT_COMMA: Case[] = [
  ['30 w 26th st new york', { house_number: '30', street: 'w 26th st', locality: 'new york', region: undefined }],
  ['1600 Zorble Ave NW Washington', { house_number: '1600', street: 'Zorble Ave NW', locality: 'Washington', region: undefined }],
];

const MARKED_REGIONS: Case[] = [
  ["Avenida Zorbla O'Grimble 1449, Santiago, Región Metropolitana, Chile", { house_number: '1449', locality: 'Santiago', region: 'Región Metropolitana', country: 'Chile' }],
  ['Calle Zorbla 8, Grimbla, Departamento de Zorbla, Colombia', { house_number: '8', street: 'Calle Zorbla', locality: 'Grimbla', region: 'Departamento de Zorbla', country: 'Colombia' }],
  ['12 Grimble Rd, Zorbleville, Province of Zorbla', { house_number: '12', street: 'Grimble Rd', locality: 'Zorbleville', region: 'Province of Zorbla' }],
  ['Rua Zorbla 5, Grimbleiras, Estado de São Paulo', { house_number: '5', street: 'Rua Zorbla', locality: 'Grimbleiras', region: 'Estado de São Paulo' }],
];

const TWO_GROUP_CODES_AFTER_TOWN: Case[] = [
  ['Zorblou Sofias 10, Athens 106 74', { house_number: '10', street: 'Zorblou Sofias', locality: 'Athens', postcode: '106 74' }],
  ['Zorblegatan 5, Stockholm 111 21, Sweden', { house_number: '5', street: 'Zorblegatan', locality: 'Stockholm', postcode: '111 21', country: 'Sweden' }],
  ['Grimblova 12, Brno 602 00', { house_number: '12', street: 'Grimblova', locality: 'Brno', postcode: '602 00' }],
];

const COUNTRY_NAMED_AS_STATE: Case[] = [
  ['Zorblaveli Ave 12, Tbilisi 0108, Georgia', { house_number: '12', street: 'Zorblaveli Ave', locality: 'Tbilisi', postcode: '0108', country: 'Georgia', region: undefined }],
  ['Grimble St 5, Batumi 6000 Georgia', { house_number: '5', street: 'Grimble St', locality: 'Batumi', postcode: '6000', country: 'Georgia' }],
];

const NO_WITHOUT_DOT_OPENING: Case[] = [
  ['No 45 Zorble Road, Colombo 03, Sri Lanka', { house_number: '45', street: 'Zorble Road', country: 'Sri Lanka' }],
  ['No 12 Grimble St Zorbleton OH', { house_number: '12', street: 'Grimble St', locality: 'Zorbleton', region: 'OH' }],
];

const REGIONS_AFTER_POSTCODE_TOWN_UNPARTED: Case[] = [
  ['Zorblestraße 3 4020 Linz Oberösterreich', { house_number: '3', street: 'Zorblestraße', postcode: '4020', locality: 'Linz', region: 'Oberösterreich' }],
  ['Grimbleplatz 8 80331 München Bayern', { house_number: '8', street: 'Grimbleplatz', postcode: '80331', locality: 'München', region: 'Bayern' }],
  ['Zorbleweg 4 7000 Chur Graubünden', { house_number: '4', street: 'Zorbleweg', postcode: '7000', locality: 'Chur', region: 'Graubünden' }],
  ['Grimblestr. 5 60311 Frankfurt am Main Hessen', { house_number: '5', street: 'Grimblestr.', postcode: '60311', locality: 'Frankfurt am Main', region: 'Hessen' }],
];

const HASH_NUMBER_AFTER_SPANISH_TYPE: Case[] = [
  ['Av. Zorbla #1200, Guadalajara, Jalisco', { house_number: '1200', street: 'Av. Zorbla', locality: 'Guadalajara', region: 'Jalisco' }],
  ['Calle Grimble # 45, Col. Centro, 76000 Querétaro', { house_number: '45', street: 'Calle Grimble', postcode: '76000', locality: 'Querétaro' }],
  ['Blvd. Zorblán #12 Cancún', { house_number: '12', street: 'Blvd. Zorblán', locality: 'Cancún' }],
];

const PHILIPPINE_BLOCKS_AND_BARANGAYS: Case[] = [
  ['Lot 3 Blk 7, Zorbla St., Brgy. Grimble, Davao City 8000', { street: 'Zorbla St.', unit: 'Lot 3 Blk 7', suburb: 'Brgy. Grimble', locality: 'Davao City', postcode: '8000' }],
  ['12 Zorbla St., Brgy. Malamig, Mandaluyong City 1550', { house_number: '12', street: 'Zorbla St.', suburb: 'Brgy. Malamig', locality: 'Mandaluyong City' }],
  ['123 Grimble Avenue, Barangay San Zorblo, Makati City, Metro Manila', { house_number: '123', street: 'Grimble Avenue', suburb: 'Barangay San Zorblo', locality: 'Makati City' }],
];

const OLD_PROVINCE_ABBREVIATIONS: Case[] = [
  ['2 Zorble St W Toronto Ont. M4W 3E2', { house_number: '2', street: 'Zorble St W', locality: 'Toronto', region: 'Ont.', postcode: 'M4W 3E2' }],
  ['12 Grimble St, Regina, Sask. S4P 3Y2', { house_number: '12', street: 'Grimble St', locality: 'Regina', region: 'Sask.', postcode: 'S4P 3Y2' }],
  ['5 Zorble Ave, Edmonton, Alta.', { house_number: '5', street: 'Zorble Ave', locality: 'Edmonton', region: 'Alta.' }],
];

const COUNTRY_CODE_AFTER_UNPARTED_TOWN: Case[] = [
  ['Zorblestr 5 10115 Berlin DE', { house_number: '5', street: 'Zorblestr', postcode: '10115', locality: 'Berlin', country: 'DE', region: undefined }],
  ['Grimbleweg 4 3011 Bern BE', { house_number: '4', street: 'Grimbleweg', postcode: '3011', locality: 'Bern' }],
];

describeShapes('offline parser on more address shapes it was not tuned to', [
  ['a unit between the street and the town', UNIT_ENDS_STREET],
  ['a town opening with St after its postal code', SAINT_TOWNS_AFTER_POSTCODE],
  ['a word saying a postal code follows', POSTCODE_MARKERS],
  ['a named house, the street and a village, with no number', NAMED_HOUSES_AND_VILLAGES],
  ['a UK post town named as a county, or a postal county of 1974-96', UK_POST_TOWNS_AND_OLD_COUNTIES],
  ['a Brazilian state after a street typed in Portuguese, with no CEP', BRAZILIAN_STATES_WITHOUT_CEP],
  ['a house number with a letter after a slash', LETTER_AFTER_SLASH],
  ['a Baltic street type written after the name', BALTIC_TYPES_AFTER_NAME],
  ['a town of four or five words behind its postal code, then the region', LONG_TOWNS_BEFORE_REGION],
  ["an Indian state or a Philippine province after the town", INDIAN_STATES_AND_PHILIPPINE_PROVINCES],
  ["Liechtenstein's postal code with its country's letters", LIECHTENSTEIN_CODES],
  ['a street compounded with weg, Chaussee or a Finnish type', MORE_CONTINENTAL_TYPES],
  ["a venue's or a firm's name before a street numbered after its name", VENUES_BEFORE_CONTINENTAL_STREETS],
  ["a venue's word in the street's own name", VENUE_WORDS_IN_STREETS],
  ['a town written in its own language after the house number', TOWNS_IN_THEIR_OWN_NAMES],
  ["a state's name that is a city's, after the street with no comma", STATE_NAMED_CITIES_WITHOUT_COMMA],
  ['a region named by a word saying so (Región, Provincia, Canton)', MARKED_REGIONS],
  ['a postal code in two groups of digits after the town', TWO_GROUP_CODES_AFTER_TOWN],
  ["a country named as a US state, after another country's postal code", COUNTRY_NAMED_AS_STATE],
  ['No or Nr without its dot opening the address', NO_WITHOUT_DOT_OPENING],
  ['a region after the town behind its postal code, with no comma', REGIONS_AFTER_POSTCODE_TOWN_UNPARTED],
  ['# before the house number after a Spanish type written first', HASH_NUMBER_AFTER_SPANISH_TYPE],
  ["a Philippine block and barangay", PHILIPPINE_BLOCKS_AND_BARANGAYS],
  ["a Canadian province's older abbreviation", OLD_PROVINCE_ABBREVIATIONS],
  ["a country's code after a town behind its postal code, with no comma", COUNTRY_CODE_AFTER_UNPARTED_TOWN],
]);
