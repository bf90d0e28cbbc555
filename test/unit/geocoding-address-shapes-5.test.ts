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

const FOUR_DIGITS_AFTER_A_MARKER_WITHOUT_COMMAS: Case[] = [
  ['Jr. de la Zorbla Nro. 2591 Trujillo', { house_number: '2591', street: 'Jr. de la Zorbla', postcode: undefined, locality: 'Trujillo' }],
];

const UNITS_ABROAD: Case[] = [
  ['12 rue Zorble Bât. B 75002 Paris', { house_number: '12', street: 'rue Zorble', unit: 'Bât. B', postcode: '75002', locality: 'Paris' }],
  ['Calle Zorbla 5 Esc. B 3º izq, 28013 Madrid', { house_number: '5', street: 'Calle Zorbla', unit: 'Esc. B 3º izq', postcode: '28013', locality: 'Madrid' }],
  ['Zorblegade 12 2. tv 1620 København V', { house_number: '12', street: 'Zorblegade', unit: '2. tv', postcode: '1620', locality: 'København V' }],
  ['Grimblegade 5 st. th, 8000 Aarhus C', { house_number: '5', street: 'Grimblegade', unit: 'st. th', postcode: '8000', locality: 'Aarhus C' }],
  ['Zorblegatan 5 3 tr 111 22 Stockholm', { house_number: '5', street: 'Zorblegatan', unit: '3 tr', postcode: '111 22', locality: 'Stockholm' }],
  ['Zorblenkatu 12 B as. 5, 00100 Helsinki', { house_number: '12', street: 'Zorblenkatu', unit: 'B as. 5', postcode: '00100', locality: 'Helsinki' }],
  ['Grimblentie 48 as. 3, 33100 Tampere', { house_number: '48', street: 'Grimblentie', unit: 'as. 3', postcode: '33100', locality: 'Tampere' }],
  ['Zorble Cad. No:15 D:4 K:2, Kadıköy, 34710 İstanbul', { house_number: '15', street: 'Zorble Cad.', unit: 'D:4 K:2', postcode: '34710', locality: 'İstanbul' }],
  ['Zorblestraat 12 bg, 1012 LM Amsterdam', { house_number: '12', street: 'Zorblestraat', unit: 'bg', postcode: '1012 LM', locality: 'Amsterdam' }],
  ['Zorblegracht 86 2 hoog 1015 CJ Amsterdam', { house_number: '86', street: 'Zorblegracht', unit: '2 hoog', postcode: '1015 CJ', locality: 'Amsterdam' }],
  ['Rue Zorble 12 b3, 1000 Bruxelles', { house_number: '12', street: 'Rue Zorble', unit: 'b3', postcode: '1000', locality: 'Bruxelles' }],
  ['Grimblestraat 62B b 12, 9000 Gent', { house_number: '62B', street: 'Grimblestraat', unit: 'b 12', postcode: '9000', locality: 'Gent' }],
  ['Jl. Zorbla No. 5 RT 02/RW 03, Bandung 40111', { house_number: '5', street: 'Jl. Zorbla', unit: 'RT 02/RW 03', postcode: '40111', locality: 'Bandung' }],
  ['Mz A12 Lt 5, Urb. Zorbleña, Lima', { unit: 'Mz A12 Lt 5', locality: 'Lima' }],
  ['Calle 24 Bloque 8 #33, Carolina, PR 00661', { house_number: '33', street: 'Calle 24', unit: 'Bloque 8', locality: 'Carolina', region: 'PR', postcode: '00661' }],
  ['Calle 7 Blq 19 #11, Zorbleña PR 00725', { house_number: '11', street: 'Calle 7', unit: 'Blq 19', locality: 'Zorbleña', region: 'PR', postcode: '00725' }],
];

const POSTCODES_JOINED_BY_HYPHENS: Case[] = [
  ['83 Zorble Blvd, Vancouver, BC V6B-1A1', { house_number: '83', street: 'Zorble Blvd', locality: 'Vancouver', region: 'BC', postcode: 'V6B-1A1' }],
  ['46 Grimble St Unit 5, Ottawa, Ontario K1P-1J1', { house_number: '46', street: 'Grimble St', unit: 'Unit 5', locality: 'Ottawa', region: 'Ontario', postcode: 'K1P-1J1' }],
  ['12 Zorble Road, Mumbai-400001', { house_number: '12', street: 'Zorble Road', locality: 'Mumbai', postcode: '400001' }],
  ['5 Grimble Marg, New Delhi-110001, India', { house_number: '5', street: 'Grimble Marg', locality: 'New Delhi', postcode: '110001', country: 'India' }],
];

const SOUTH_ASIAN_HOUSE_NUMBERS_IN_THEIR_OWN_PART: Case[] = [
  ['83-A, Zorble Street, New Delhi 110001', { house_number: '83-A', street: 'Zorble Street', locality: 'New Delhi', postcode: '110001' }],
  ['69-B, Grimble Road, Chennai, Tamil Nadu 600002, India', { house_number: '69-B', street: 'Grimble Road', locality: 'Chennai', region: 'Tamil Nadu', postcode: '600002', country: 'India' }],
  ['12/3, Zorble Road, Bengaluru, Karnataka 560001', { house_number: '12/3', street: 'Zorble Road', locality: 'Bengaluru', region: 'Karnataka', postcode: '560001' }],
];

const SPANISH_PROVINCES_IN_PARENTHESES: Case[] = [
  ['Calle Zorbla 72, 41701 Dos Hermanas (Sevilla)', { house_number: '72', street: 'Calle Zorbla', postcode: '41701', locality: 'Dos Hermanas', region: 'Sevilla' }],
  ['Avenida Grimble 24, 08201 Sabadell (Barcelona)', { house_number: '24', street: 'Avenida Grimble', postcode: '08201', locality: 'Sabadell', region: 'Barcelona' }],
  ['Calle Zorbla 143, 28801 Alcalá de Henares (Madrid), España', { house_number: '143', street: 'Calle Zorbla', postcode: '28801', locality: 'Alcalá de Henares', region: 'Madrid', country: 'España' }],
  ['Rúa Zorble 5, 15705 Santiago de Compostela (A Coruña)', { house_number: '5', street: 'Rúa Zorble', postcode: '15705', locality: 'Santiago de Compostela', region: 'A Coruña' }],
];

const THAI_LANES_NUMBERED_ALONG_THEIR_ROAD: Case[] = [
  ['237 Soi Zorble 23, Bangkok 10500', { house_number: '237', street: 'Soi Zorble 23', locality: 'Bangkok', postcode: '10500' }],
  ['108/15 Soi Grimble 3, Khlong Toei, Bangkok 10330', { house_number: '108/15', street: 'Soi Grimble 3', locality: 'Bangkok', postcode: '10330' }],
];

const MEXICAN_STATES_THAT_ARE_CANADIAN_CODES_TOO: Case[] = [
  ['Calle Zorbla 335, Col. Centro, 64000 Monterrey, N.L.', { house_number: '335', street: 'Calle Zorbla', postcode: '64000', locality: 'Monterrey', region: 'N.L.' }],
  ['Av. Grimble 1193, Colonia Juárez, 66220 San Pedro Garza García, N.L.', { house_number: '1193', street: 'Av. Grimble', postcode: '66220', locality: 'San Pedro Garza García', region: 'N.L.' }],
  ['Calle Zorbla 12, 22000 Tijuana, B.C., México', { house_number: '12', street: 'Calle Zorbla', postcode: '22000', locality: 'Tijuana', region: 'B.C.', country: 'México' }],
];

const TEXAS_RANCH_TO_MARKET_ROADS: Case[] = [
  ['12000 RM 1431 Austin TX 78734', { house_number: '12000', street: 'RM 1431', locality: 'Austin', region: 'TX', postcode: '78734' }],
  ['348 RM 1045 Unit 5 Zorbleton TX 75999', { house_number: '348', street: 'RM 1045', unit: 'Unit 5', locality: 'Zorbleton', region: 'TX', postcode: '75999' }],
  ['12000 Ranch to Market Road 1431, Zorbleton TX', { house_number: '12000', street: 'Ranch to Market Road 1431', locality: 'Zorbleton', region: 'TX' }],
  ['900 Farm to Market Road 1960 Houston TX 77090', { house_number: '900', street: 'Farm to Market Road 1960', locality: 'Houston', region: 'TX', postcode: '77090' }],
];

const PUERTO_RICO_BLOCK_LETTER_HOUSE_NUMBERS: Case[] = [
  ['D12 Calle 2, Guaynabo, PR 00647', { house_number: 'D12', street: 'Calle 2', locality: 'Guaynabo', region: 'PR', postcode: '00647' }],
  ['Urb Zorble Gardens, F6 Calle 22, Carolina, PR 00776', { house_number: 'F6', street: 'Calle 22', locality: 'Carolina', region: 'PR', postcode: '00776' }],
  ['G38 Calle Zorbla, San Juan PR 00937', { house_number: 'G38', street: 'Calle Zorbla', locality: 'San Juan', region: 'PR', postcode: '00937' }],
];

const LONG_TOWN_NAMES_AFTER_A_POSTAL_CODE: Case[] = [
  ['Zorbleweg 5 67433 Neustadt an der Weinstraße', { house_number: '5', street: 'Zorbleweg', postcode: '67433', locality: 'Neustadt an der Weinstraße' }],
  ['Calle Zorbla 5 28200 San Lorenzo de El Escorial', { house_number: '5', street: 'Calle Zorbla', postcode: '28200', locality: 'San Lorenzo de El Escorial' }],
  ['Grimblestr. 5 91541 Rothenburg ob der Tauber', { house_number: '5', street: 'Grimblestr.', postcode: '91541', locality: 'Rothenburg ob der Tauber' }],
  ['Calle Grimble 5 11500 El Puerto de Santa María', { house_number: '5', street: 'Calle Grimble', postcode: '11500', locality: 'El Puerto de Santa María' }],
];

const THE_UK_NATIONS_AS_REGIONS: Case[] = [
  ['Flat 2, 14 Zorble Mile, Edinburgh EH1 1RE, Scotland', { house_number: '14', street: 'Zorble Mile', unit: 'Flat 2', locality: 'Edinburgh', postcode: 'EH1 1RE', region: 'Scotland' }],
  ['12 Zorble Avenue, Cardiff CF10 3AT, Wales', { house_number: '12', street: 'Zorble Avenue', locality: 'Cardiff', postcode: 'CF10 3AT', region: 'Wales' }],
  ['12 Grimble St, Belfast BT1 1AA, Northern Ireland', { house_number: '12', street: 'Grimble St', locality: 'Belfast', postcode: 'BT1 1AA', region: 'Northern Ireland' }],
];

const EAST_ASIAN_DISTRICTS_BEFORE_THE_CITY: Case[] = [
  ['36, Zorble-ro 87-gil, Gangnam-gu Seoul 06164', { house_number: '36', street: 'Zorble-ro 87-gil', suburb: 'Gangnam-gu', locality: 'Seoul', postcode: '06164' }],
  ['Shibuya-ku Tokyo 150-0002 Japan', { suburb: 'Shibuya-ku', locality: 'Tokyo', postcode: '150-0002', country: 'Japan' }],
  ['Gangnam-gu Seoul 06164', { street: undefined, suburb: 'Gangnam-gu', locality: 'Seoul', postcode: '06164' }],
];

const STOREYS_NAMED_BY_THEIR_PLACE: Case[] = [
  ['4 Zorble Ctr Lobby Level San Francisco CA 94111', { house_number: '4', street: 'Zorble Ctr', unit: 'Lobby Level', locality: 'San Francisco', region: 'CA', postcode: '94111' }],
  ['12 Zorble St Main Floor Grimbleton NY', { house_number: '12', street: 'Zorble St', unit: 'Main Floor', locality: 'Grimbleton', region: 'NY' }],
  ['12 Zorble St, Mezzanine Level, Grimbleton NY', { house_number: '12', street: 'Zorble St', unit: 'Mezzanine Level', locality: 'Grimbleton', region: 'NY' }],
];

const PROVINCES_ABROAD_WITHOUT_A_COMMA: Case[] = [
  ['Zorble Road Bangalore Karnataka 560001', { street: 'Zorble Road', locality: 'Bangalore', region: 'Karnataka', postcode: '560001' }],
  ['5 Grimble Street Kolkata West Bengal 700016', { house_number: '5', street: 'Grimble Street', locality: 'Kolkata', region: 'West Bengal', postcode: '700016' }],
  ['Jl. Zorbla 5 Denpasar Bali 80361', { house_number: '5', street: 'Jl. Zorbla', locality: 'Denpasar', region: 'Bali', postcode: '80361' }],
];

const PORTUGUESE_AND_SPANISH_AV_WITHOUT_ITS_DOT: Case[] = [
  ['av zorbla 1000 são paulo sp brasil', { house_number: '1000', street: 'av zorbla', locality: 'são paulo', region: 'sp', postcode: undefined, country: 'brasil' }],
];

const ITALIAN_STAIRCASES_AND_LATIN_AMERICAN_OFFICES: Case[] = [
  ['Via Zorbla 5 scala B, 20121 Milano', { house_number: '5', street: 'Via Zorbla', unit: 'scala B', postcode: '20121', locality: 'Milano' }],
  ['Via Grimble 5 sc. A int. 3, 20121 Milano', { house_number: '5', street: 'Via Grimble', unit: 'sc. A int. 3', postcode: '20121', locality: 'Milano' }],
  ['Via Zorbla 5 piano 2, 20121 Milano', { house_number: '5', street: 'Via Zorbla', unit: 'piano 2', postcode: '20121', locality: 'Milano' }],
  ['Jr. Zorbla 123 Of. 201, Lima 15001', { house_number: '123', street: 'Jr. Zorbla', unit: 'Of. 201', postcode: '15001', locality: 'Lima' }],
];

const ADDRESSES_IN_QUOTES: Case[] = [
  ["'12 Zorble St, Springfield, IL 62704'", { house_number: '12', street: 'Zorble St', locality: 'Springfield', region: 'IL', postcode: '62704' }],
  ["'12 Zorble St', 'Springfield', 'IL'", { house_number: '12', street: 'Zorble St', locality: 'Springfield', region: 'IL' }],
  ['«Calle Zorbla 5, 28013 Madrid»', { house_number: '5', street: 'Calle Zorbla', postcode: '28013', locality: 'Madrid' }],
];

const BRAZILIAN_BLOCKS_ROOMS_AND_CEPS: Case[] = [
  ['Rua das Zorblas 123 Bloco B Apto 45, Curitiba PR 80010-000', { house_number: '123', street: 'Rua das Zorblas', unit: 'Bloco B Apto 45', locality: 'Curitiba', region: 'PR', postcode: '80010-000' }],
  ['Rua Zorbla 12, Curitiba, PR 80010-000', { house_number: '12', street: 'Rua Zorbla', locality: 'Curitiba', region: 'PR', postcode: '80010-000' }],
  ['Av. Zorbla, 1000, Sala 501 - Bela Vista, São Paulo - SP, 01310-100', { house_number: '1000', street: 'Av. Zorbla', unit: 'Sala 501', locality: 'São Paulo', region: 'SP', postcode: '01310-100' }],
  ['Rua Zorbla, Qd 5 Lt 12, Setor Grimble, Goiânia - GO, 74000-000', { street: 'Rua Zorbla', unit: 'Qd 5 Lt 12', locality: 'Goiânia', region: 'GO', postcode: '74000-000' }],
  ['Rua Zorbla, 45 - Casa 2, Rio de Janeiro - RJ', { house_number: '45', street: 'Rua Zorbla', unit: 'Casa 2', locality: 'Rio de Janeiro', region: 'RJ' }],
  ['Rua Zorbla, s/n, Centro, Salvador - BA', { street: 'Rua Zorbla', locality: 'Salvador', region: 'BA' }],
  ['Calle 10 #20-30 Torre 2 Apto 501, Bogotá', { house_number: '20-30', street: 'Calle 10', unit: 'Torre 2 Apto 501', locality: 'Bogotá' }],
];

const CYRILLIC_STREET_TYPES_AND_UKRAINIAN_MARKERS: Case[] = [
  ['Москва, Зорблская улица, 7', { house_number: '7', street: 'Зорблская улица', locality: 'Москва' }],
  ['м. Київ, вул. Зорблівська, буд. 22, кв. 5', { house_number: '22', street: 'вул. Зорблівська', unit: 'кв. 5', locality: 'м. Київ' }],
  ['вул. Зорблівська, буд. 22, м. Київ, 01001', { house_number: '22', street: 'вул. Зорблівська', locality: 'м. Київ', postcode: '01001' }],
  ['с. Зорблівка, вул. Шевченка, 5', { house_number: '5', street: 'вул. Шевченка', locality: 'с. Зорблівка' }],
];

const OHIO_TOWNSHIP_ROADS_BEFORE_A_COMMA: Case[] = [
  ['350 TR 12, Zorbleton, Ohio 44654', { house_number: '350', street: 'TR 12', locality: 'Zorbleton', region: 'Ohio', postcode: '44654' }],
  ['7890 TR 279, Akron, OH 44308', { house_number: '7890', street: 'TR 279', locality: 'Akron', region: 'OH', postcode: '44308' }],
];

const COMPOUNDED_STREET_ENDINGS: Case[] = [
  ['Zorblering 5 Grimbleby', { house_number: '5', street: 'Zorblering', locality: 'Grimbleby' }],
  ['Zorblepfad 12 Grimbleby', { house_number: '12', street: 'Zorblepfad', locality: 'Grimbleby' }],
  ['Zorblekamp 3a Grimbleby', { house_number: '3a', street: 'Zorblekamp', locality: 'Grimbleby' }],
  ['Zorblevejen 5 Grimbleby', { house_number: '5', street: 'Zorblevejen', locality: 'Grimbleby' }],
  ['Zorblestræde 5 Grimbleby', { house_number: '5', street: 'Zorblestræde', locality: 'Grimbleby' }],
  ['Zorblebakken 5 Grimbleby', { house_number: '5', street: 'Zorblebakken', locality: 'Grimbleby' }],
  ['Zorblepolku 5 Grimbleby', { house_number: '5', street: 'Zorblepolku', locality: 'Grimbleby' }],
  ['Zorbledijk 5 Grimbleby', { house_number: '5', street: 'Zorbledijk', locality: 'Grimbleby' }],
];

const IRISH_COUNTIES_WITHOUT_A_COMMA: Case[] = [
  ['12 Zorble Street Naas Co. Kildare W91 X2K8', { house_number: '12', street: 'Zorble Street', locality: 'Naas', region: 'Co. Kildare', postcode: 'W91 X2K8' }],
  ['12 Zorble Street Bandon County Cork', { house_number: '12', street: 'Zorble Street', locality: 'Bandon', region: 'County Cork' }],
  ['5 Grimble Rd Zorbletown Co. Wicklow Ireland', { house_number: '5', street: 'Grimble Rd', locality: 'Zorbletown', region: 'Co. Wicklow', country: 'Ireland' }],
];

const PARTS_WRITTEN_WITHOUT_COMMAS: Case[] = [
  ['36 Zorble-ro 87-gil Gangnam-gu Seoul 06164', { house_number: '36', street: 'Zorble-ro 87-gil', suburb: 'Gangnam-gu', locality: 'Seoul', postcode: '06164' }],
  ['152 Grimble-ro Gangnam-gu Seoul', { house_number: '152', street: 'Grimble-ro', suburb: 'Gangnam-gu', locality: 'Seoul' }],
  ['197198 г. Зорбленбург ул. Зорблинская д. 10 кв. 40', { house_number: '10', street: 'ул. Зорблинская', unit: 'кв. 40', locality: 'г. Зорбленбург', postcode: '197198' }],
  ['188541 г. Зорблый Бор Ленинградской области', { locality: 'г. Зорблый Бор', region: 'Ленинградской области', postcode: '188541' }],
  ['м. Київ вул. Зорблівська буд. 22 кв. 5', { house_number: '22', street: 'вул. Зорблівська', unit: 'кв. 5', locality: 'м. Київ' }],
  ['Paris FR', { locality: 'Paris', country: 'FR' }],
  ['zorbleville es', { locality: 'zorbleville', country: 'es' }],
];

const NORDIC_FLATS_AND_GERMAN_HOUSES_WITHOUT_COMMAS: Case[] = [
  ['Zorblevegen nedre 134 leil. 3 7011 Trondheim', { house_number: '134', street: 'Zorblevegen nedre', unit: 'leil. 3', postcode: '7011', locality: 'Trondheim' }],
  ['Zorblegata 10a leil. 3 5003 Bergen', { house_number: '10a', street: 'Zorblegata', unit: 'leil. 3', postcode: '5003', locality: 'Bergen' }],
  ['Zorblevej 5 lejl. 2 8000 Aarhus C', { house_number: '5', street: 'Zorblevej', unit: 'lejl. 2', postcode: '8000', locality: 'Aarhus C' }],
  ['Zorbleallee 127 Hinterhaus 06108 Halle', { house_number: '127', street: 'Zorbleallee', unit: 'Hinterhaus', postcode: '06108', locality: 'Halle' }],
  ['Zorblestraße 24 EG 79098 Freiburg im Breisgau', { house_number: '24', street: 'Zorblestraße', unit: 'EG', postcode: '79098', locality: 'Freiburg im Breisgau' }],
];

const SPANISH_AND_MEXICAN_ENDS_WITHOUT_COMMAS: Case[] = [
  ['Calle Zorbla 80 28901 Getafe Madrid', { house_number: '80', street: 'Calle Zorbla', postcode: '28901', locality: 'Getafe', region: 'Madrid' }],
  ['Calle Zorbla 186 41701 Dos Hermanas Sevilla', { house_number: '186', street: 'Calle Zorbla', postcode: '41701', locality: 'Dos Hermanas', region: 'Sevilla' }],
  ['Calle Grimble 5, 29600 Marbella Málaga', { house_number: '5', street: 'Calle Grimble', postcode: '29600', locality: 'Marbella', region: 'Málaga' }],
  ['Paseo de la Zorbla 1188 Col. Centro 46608 Puebla Pue.', { house_number: '1188', street: 'Paseo de la Zorbla', suburb: 'Col. Centro', postcode: '46608', locality: 'Puebla', region: 'Pue.' }],
  ['Av. Zorbla 12 Guadalajara Jal.', { house_number: '12', street: 'Av. Zorbla', locality: 'Guadalajara', region: 'Jal.' }],
  ['Calle Grimble 5 Colonia Juárez 06600 CDMX', { house_number: '5', street: 'Calle Grimble', suburb: 'Colonia Juárez', postcode: '06600' }],
];

const GROUND_FLOORS_AND_PROVINCES_BEFORE_THE_END_WITHOUT_COMMAS: Case[] = [
  ['Zorbleweg 89B hs 2511 CV Den Haag', { house_number: '89B', street: 'Zorbleweg', unit: 'hs', postcode: '2511 CV', locality: 'Den Haag' }],
  ['Camino Zorbla 83B bajo 48001 Bilbao', { house_number: '83B', street: 'Camino Zorbla', unit: 'bajo', postcode: '48001', locality: 'Bilbao' }],
  ['Avenida da Zorbla 38B R/C 4000-322 Porto', { house_number: '38B', street: 'Avenida da Zorbla', unit: 'R/C', postcode: '4000-322', locality: 'Porto' }],
  ['Zorblegade 7 4. 9000 Aalborg', { house_number: '7', street: 'Zorblegade', unit: '4.', postcode: '9000', locality: 'Aalborg' }],
  ['Calle Zorbla 72 41701 Dos Hermanas (Sevilla)', { house_number: '72', street: 'Calle Zorbla', postcode: '41701', locality: 'Dos Hermanas', region: 'Sevilla' }],
  ['Av. Zorbla 2288 Ciudad de México CDMX', { house_number: '2288', street: 'Av. Zorbla', locality: 'Ciudad de México', region: 'CDMX' }],
];

const ADDRESSES_IN_SMALL_LETTERS: Case[] = [
  ['via zorbla 163, 12100 cuneo (cn)', { house_number: '163', street: 'via zorbla', postcode: '12100', locality: 'cuneo', region: 'cn' }],
  ['via grimble 163 20121 milano mi', { house_number: '163', street: 'via grimble', postcode: '20121', locality: 'milano', region: 'mi' }],
  ['zorblentie 140 b as. 5, 33100 tampere', { house_number: '140', street: 'zorblentie', unit: 'b as. 5', postcode: '33100', locality: 'tampere' }],
];

const THE_COUNTRY_BEFORE_ITS_OWN_ZIP: Case[] = [
  ['123 Zorble St Springfield Illinois, USA 62704', { house_number: '123', street: 'Zorble St', locality: 'Springfield', region: 'Illinois', postcode: '62704', country: 'USA' }],
  ['12 Grimble Ave Zorbleton Ohio, United States 44000', { house_number: '12', street: 'Grimble Ave', locality: 'Zorbleton', region: 'Ohio', postcode: '44000', country: 'United States' }],
];

const VENUES_BEFORE_A_STREET_ABROAD: Case[] = [
  ['Museo Zorbla Avenue Grimble 248a 2000 Antwerpen', { house_number: '248a', street: 'Avenue Grimble', postcode: '2000', locality: 'Antwerpen' }],
  ['Banco Zorbla Grimbleveien 246 5003 Bergen', { house_number: '246', street: 'Grimbleveien', postcode: '5003', locality: 'Bergen' }],
  ['Restaurante Grimble Plaza Zorbla 222 28004 Madrid', { house_number: '222', street: 'Plaza Zorbla', postcode: '28004', locality: 'Madrid' }],
  ['Bank Zorble Grimblestraße 12 10115 Berlin', { house_number: '12', street: 'Grimblestraße', postcode: '10115', locality: 'Berlin' }],
];

const A_HOUSE_NUMBER_WRITTEN_APART_AFTER_A_TYPED_STREET: Case[] = [
  ['Avenida Zorbla, 1234, apto 56', { house_number: '1234', street: 'Avenida Zorbla', unit: 'apto 56', postcode: undefined, locality: undefined }],
  ['Rua Grimble, 2000', { house_number: '2000', street: 'Rua Grimble', postcode: undefined }],
];

const ARGENTINE_CODES_AND_MALAYSIAN_ROADS: Case[] = [
  ['av. zorbla 3669, x5000 córdoba, argentina', { house_number: '3669', street: 'av. zorbla', postcode: 'x5000', locality: 'córdoba', country: 'argentina' }],
  ['Avenida Zorbla 2237 X5000 Córdoba Argentina', { house_number: '2237', street: 'Avenida Zorbla', postcode: 'X5000', locality: 'Córdoba', country: 'Argentina' }],
  ['156 Jalan Grimble 3/4, 50450 Kuala Lumpur, Malaysia', { house_number: '156', street: 'Jalan Grimble 3/4', postcode: '50450', locality: 'Kuala Lumpur', country: 'Malaysia' }],
  ['12 Jalan SS 2/24, 47300 Petaling Jaya', { house_number: '12', street: 'Jalan SS 2/24', postcode: '47300', locality: 'Petaling Jaya' }],
];

const AFRICAN_REGIONS_WITHOUT_COMMAS: Case[] = [
  ['12 Zorble Road Cape Town Western Cape 8001', { house_number: '12', street: 'Zorble Road', locality: 'Cape Town', region: 'Western Cape', postcode: '8001' }],
  ['5 Zorble Close Awka Anambra Nigeria', { house_number: '5', street: 'Zorble Close', locality: 'Awka', region: 'Anambra', country: 'Nigeria' }],
  ['12 Grimble Street Johannesburg Gauteng 2196', { house_number: '12', street: 'Grimble Street', locality: 'Johannesburg', region: 'Gauteng', postcode: '2196' }],
  ['9 Zorble Avenue Tema Greater Accra Ghana', { house_number: '9', street: 'Zorble Avenue', locality: 'Tema', region: 'Greater Accra', country: 'Ghana' }],
];

const PHILIPPINE_CODES_BEFORE_THE_PROVINCE_WITHOUT_COMMAS: Case[] = [
  ['123 Zorbla Avenue Makati City 1226 Metro Manila Philippines', { house_number: '123', street: 'Zorbla Avenue', locality: 'Makati City', postcode: '1226', region: 'Metro Manila', country: 'Philippines' }],
  ['45 Grimble Street Angeles City 2009 Pampanga', { house_number: '45', street: 'Grimble Street', locality: 'Angeles City', postcode: '2009', region: 'Pampanga' }],
];

const NEIGHBOURHOODS_BEFORE_THE_TOWN_WITHOUT_COMMAS: Case[] = [
  ['433 Zorbla Avenue Barangay San Lorenzo Makati City 1499 Metro Manila Philippines', { house_number: '433', street: 'Zorbla Avenue', suburb: 'Barangay San Lorenzo', locality: 'Makati City', postcode: '1499', region: 'Metro Manila' }],
  ['1275 Grimble Street Barangay Poblacion Quezon City 1100 Metro Manila', { house_number: '1275', street: 'Grimble Street', suburb: 'Barangay Poblacion', locality: 'Quezon City', postcode: '1100', region: 'Metro Manila' }],
  ['Calle Zorbla 5 Col. Centro Guadalajara Jal.', { house_number: '5', street: 'Calle Zorbla', suburb: 'Col. Centro', locality: 'Guadalajara', region: 'Jal.' }],
];

const INDIAN_STREET_TYPES: Case[] = [
  ['70/3 Zorble Marg Bengaluru Karnataka 560001 India', { house_number: '70/3', street: 'Zorble Marg', locality: 'Bengaluru', region: 'Karnataka', postcode: '560001' }],
  ['12 Grimble Salai Zorbleville 600002', { house_number: '12', street: 'Grimble Salai', locality: 'Zorbleville', postcode: '600002' }],
  ['5 Zorble Marg Zorbleville', { house_number: '5', street: 'Zorble Marg', locality: 'Zorbleville' }],
];

const GERMAN_TOWNS_TOLD_APART_IN_PARENTHESES: Case[] = [
  ['Zorbleallee 5, 06108 Halle (Saale)', { house_number: '5', street: 'Zorbleallee', postcode: '06108', locality: 'Halle (Saale)' }],
  ['Grimblestraße 12, 15230 Frankfurt (Oder), Deutschland', { house_number: '12', street: 'Grimblestraße', postcode: '15230', locality: 'Frankfurt (Oder)', country: 'Deutschland' }],
  ['Zorbleweg 5 06108 Halle (Saale)', { house_number: '5', street: 'Zorbleweg', postcode: '06108', locality: 'Halle (Saale)' }],
];

const PORT_WRITTEN_PT: Case[] = [
  ['po box 43253 pt st lucie fl 34952', { po_box: 'po box 43253', locality: 'pt st lucie', region: 'fl', postcode: '34952' }],
  ['473 us hwy 1 pt st lucie fl 34952', { house_number: '473', street: 'us hwy 1', locality: 'pt st lucie', region: 'fl', postcode: '34952' }],
];

describeShapes('address shapes, round fifteen', [
  ['a word that marks the house number: Nro., civico, Số, núm.', HOUSE_NUMBER_MARKERS],
  ['flats, floors, staircases and blocks abroad, after the house number', UNITS_ABROAD],
  ['postal codes joined by a hyphen: Canada\'s halves, India\'s PIN to its town', POSTCODES_JOINED_BY_HYPHENS],
  ['South Asian house numbers with a letter or sub-number, in a part of their own', SOUTH_ASIAN_HOUSE_NUMBERS_IN_THEIR_OWN_PART],
  ['Spain\'s province in parentheses after the town', SPANISH_PROVINCES_IN_PARENTHESES],
  ['Thai lanes (soi) numbered along their road', THAI_LANES_NUMBERED_ALONG_THEIR_ROAD],
  ['Mexican states written as Canadian codes are (N.L., B.C.), after a postal code of digits', MEXICAN_STATES_THAT_ARE_CANADIAN_CODES_TOO],
  ['Texas\'s Ranch to Market roads (RM), which are not rooms', TEXAS_RANCH_TO_MARKET_ROADS],
  ['Puerto Rico\'s house numbers by the block\'s letter, before Calle', PUERTO_RICO_BLOCK_LETTER_HOUSE_NUMBERS],
  ['long towns\' names joined by articles, after a postal code with no comma', LONG_TOWN_NAMES_AFTER_A_POSTAL_CODE],
  ['England, Scotland, Wales and Northern Ireland as the region', THE_UK_NATIONS_AS_REGIONS],
  ['Korean, Japanese and Chinese districts before the city, without a comma', EAST_ASIAN_DISTRICTS_BEFORE_THE_CITY],
  ['storeys named by their place: Lobby Level, Main Floor, Mezzanine', STOREYS_NAMED_BY_THEIR_PLACE],
  ['provinces abroad that name no town, after the town without a comma', PROVINCES_ABROAD_WITHOUT_A_COMMA],
  ['"Av" without its dot, written first', PORTUGUESE_AND_SPANISH_AV_WITHOUT_ITS_DOT],
  ['Italian staircases and floors, Latin American offices, after the house number', ITALIAN_STAIRCASES_AND_LATIN_AMERICAN_OFFICES],
  ['addresses and their parts in single quotes or guillemets', ADDRESSES_IN_QUOTES],
  ['Brazil\'s blocks, rooms and houses, its CEP after Paraná\'s PR, and a street with no number', BRAZILIAN_BLOCKS_ROOMS_AND_CEPS],
  ['Russian and Ukrainian street types, house and town markers', CYRILLIC_STREET_TYPES_AND_UKRAINIAN_MARKERS],
  ['Ohio\'s township roads (TR) before a comma', OHIO_TOWNSHIP_ROADS_BEFORE_A_COMMA],
  ['German, Nordic and Dutch street endings compounded with the name, the town after the number', COMPOUNDED_STREET_ENDINGS],
  ['Irish counties after the town without a comma', IRISH_COUNTIES_WITHOUT_A_COMMA],
  ['parts told apart without commas: East Asian districts, Cyrillic markers, a town and its country\'s code', PARTS_WRITTEN_WITHOUT_COMMAS],
  ['Norwegian and Danish flats, German back houses and storeys, without commas', NORDIC_FLATS_AND_GERMAN_HOUSES_WITHOUT_COMMAS],
  ['Spanish provinces, Mexican states and colonias without commas', SPANISH_AND_MEXICAN_ENDS_WITHOUT_COMMAS],
  ['ground floors before the postal code, and provinces in parentheses or capitals, without commas', GROUND_FLOORS_AND_PROVINCES_BEFORE_THE_END_WITHOUT_COMMAS],
  ['Italian provinces and Finnish staircases written in small letters', ADDRESSES_IN_SMALL_LETTERS],
  ['the country\'s name before its own ZIP, after the state and a comma', THE_COUNTRY_BEFORE_ITS_OWN_ZIP],
  ['venues and banks before a street abroad, without a comma', VENUES_BEFORE_A_STREET_ABROAD],
  ['a house number written apart after a street typed first, and nothing else', A_HOUSE_NUMBER_WRITTEN_APART_AFTER_A_TYPED_STREET],
  ['four digits after a marker of the house number, before the town, without commas', FOUR_DIGITS_AFTER_A_MARKER_WITHOUT_COMMAS],
  ['Argentina\'s short codes in small letters or without a comma, and Malaysia\'s numbered roads', ARGENTINE_CODES_AND_MALAYSIAN_ROADS],
  ['regions of Nigeria, South Africa and Ghana after the town, without commas', AFRICAN_REGIONS_WITHOUT_COMMAS],
  ['the Philippines\' postal code before the province, without commas', PHILIPPINE_CODES_BEFORE_THE_PROVINCE_WITHOUT_COMMAS],
  ['a barangay or colonia before a town the place list knows, without commas', NEIGHBOURHOODS_BEFORE_THE_TOWN_WITHOUT_COMMAS],
  ['India\'s street types written after the name (Marg, Salai)', INDIAN_STREET_TYPES],
  ['German towns told apart by a river or region in parentheses', GERMAN_TOWNS_TOLD_APART_IN_PARENTHESES],
  ['Port written Pt in a town\'s name', PORT_WRITTEN_PT],
]);
