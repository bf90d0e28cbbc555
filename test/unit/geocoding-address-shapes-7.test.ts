/*
 * Address shapes of round seventeen: invented addresses, their components written by hand from what each means, in
 * batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_NUMBERED_STREET_AFTER_A_NAMED_PART: Case[] = [
  ['Zorble Insurance Agency, 1589 Twin Oaks Pass NW', { house_number: '1589', street: 'Twin Oaks Pass NW', locality: undefined, postcode: undefined }],
  ['GRIMBLE UNIVERSITY, 64443 UNION ST', { house_number: '64443', street: 'UNION ST', locality: undefined, postcode: undefined, country: undefined }],
  ['northside ymca, 9632 lincoln glen', { house_number: '9632', street: 'lincoln glen', locality: undefined, postcode: undefined }],
  ['Quandle Dental, Suite 4, 23014 Hickory Hollow Southwest', { house_number: '23014', street: 'Hickory Hollow Southwest', postcode: undefined }],
  ['smith family dentistry 4904 hickory pass', { house_number: '4904', street: 'hickory pass', locality: undefined, postcode: undefined }],
  ['Quandle Realty 2210 Zorble Run', { house_number: '2210', street: 'Zorble Run', locality: undefined, postcode: undefined }],
  ['Tallow Books 3120 Mill Creek Bend', { house_number: '3120', street: 'Mill Creek Bend', locality: undefined, postcode: undefined }],
];

const CROSSINGS_WRITTEN_WITH_AT_OR_A_SLASH: Case[] = [
  ['Sorrel Dr at Mill St Grimbleton OR', { street: 'Sorrel Dr at Mill St', locality: 'Grimbleton', region: 'OR' }],
  ['ZORBLE AVE AT GRIMBLE BLVD QUANDLEVILLE TN 37902', { street: 'ZORBLE AVE AT GRIMBLE BLVD', locality: 'QUANDLEVILLE', region: 'TN', postcode: '37902' }],
  ['Sorrel Dr / Mill St Grimbleton OR 97401', { street: 'Sorrel Dr / Mill St', locality: 'Grimbleton', region: 'OR', postcode: '97401' }],
  ['Sorrel Dr / Mill St, Eugene, OR', { street: 'Sorrel Dr / Mill St', locality: 'Eugene', region: 'OR' }],
  ['lake shore drive / pine ridge blvd. lake havasu city az', { street: 'lake shore drive / pine ridge blvd.', locality: 'lake havasu city', region: 'az' }],
];

const A_DIRECTIONAL_AFTER_A_TYPE_THAT_NAMES_PLACES_TOO: Case[] = [
  ['4793 Hickory Pass W Erie, PA 16501', { house_number: '4793', street: 'Hickory Pass W', locality: 'Erie', region: 'PA', postcode: '16501' }],
  ['85 CEDAR RUN N FREDERICK MD 21701', { house_number: '85', street: 'CEDAR RUN N', locality: 'FREDERICK', region: 'MD', postcode: '21701' }],
  ['210 zorble creek s macon ga 31201', { house_number: '210', street: 'zorble creek s', locality: 'macon', region: 'ga', postcode: '31201' }],
];

const A_NUMBERED_STREET_AFTER_A_VENUE_AND_ITS_HOUSE_NUMBER: Case[] = [
  ['Holiday Inn 7106 33 St, Bowling Green, KY 42101', { house_number: '7106', street: '33 St', locality: 'Bowling Green', region: 'KY', postcode: '42101' }],
  ['Zorble Tire Center 3920 West 16 St. Winston Salem', { house_number: '3920', street: 'West 16 St.', locality: 'Winston Salem' }],
  ['GRIMBLE MEDICAL CENTER 5543 81 STREET PARK RIDGE IL 60068', { house_number: '5543', street: '81 STREET', locality: 'PARK RIDGE', region: 'IL', postcode: '60068' }],
  ['quandle bakery 210 e 12 ave denver co', { house_number: '210', street: 'e 12 ave', locality: 'denver', region: 'co' }],
];

const BUILDINGS_NAMED_BEFORE_A_TYPE_FIRST_OR_A_LETTERED_NUMBER: Case[] = [
  ['Maple Grove Apartments 33040 Ave. H', { house_number: '33040', street: 'Ave. H', unit: undefined }],
  ['THE ZORBLE BUILDING 6021 AVENUE A LONG BEACH, CA 90802', { house_number: '6021', street: 'AVENUE A', locality: 'LONG BEACH', region: 'CA', postcode: '90802' }],
  ['The Grimble Building 4144-4148 Union Walk, Wichita, KS 67202', { house_number: '4144-4148', street: 'Union Walk', unit: undefined, locality: 'Wichita', region: 'KS' }],
  ['maple grove apartments 1196 44 dr. lowell, ma 01852', { house_number: '1196', street: '44 dr.', unit: undefined, locality: 'lowell', region: 'ma' }],
  ['Zorble Tower 401 12 Ave S Nashville TN', { house_number: '401', street: '12 Ave S', unit: undefined, locality: 'Nashville', region: 'TN' }],
  ['quandle apartments 8699a se indian creek blvd. pueblo co 81001', { house_number: '8699a', street: 'se indian creek blvd.', locality: 'pueblo', region: 'co', postcode: '81001' }],
];

const FIVE_DIGIT_NUMBERS_BEFORE_A_TYPE_THAT_CODES_AN_ITALIAN_PROVINCE: Case[] = [
  ['24054 water ct', { house_number: '24054', street: 'water ct', locality: undefined, region: undefined, postcode: undefined }],
  ['95387 Zorble Ct', { house_number: '95387', street: 'Zorble Ct', region: undefined, postcode: undefined, country: undefined }],
  ['20899 SAINT JAMES PT', { house_number: '20899', street: 'SAINT JAMES PT', region: undefined, postcode: undefined }],
  ['12345 Grimble Cr', { house_number: '12345', street: 'Grimble Cr', region: undefined, postcode: undefined }],
];

const A_STREET_ENDING_IN_A_TYPE_THAT_NAMES_PLACES_TOO_WITH_NOTHING_AFTER: Case[] = [
  ['4761 SHADY GROVE BEND', { house_number: '4761', street: 'SHADY GROVE BEND', locality: undefined }],
  ['2204 court landing', { house_number: '2204', street: 'court landing', locality: undefined }],
  ['5012 Grimble Court Run', { house_number: '5012', street: 'Grimble Court Run', locality: undefined }],
  ['88 quandle hollow mills', { house_number: '88', street: 'quandle hollow mills', locality: undefined }],
  ['1200 Zorble Lndg NE', { house_number: '1200', street: 'Zorble Lndg NE', locality: undefined, region: undefined }],
  ['1200 zorble landing ne', { house_number: '1200', street: 'zorble landing ne', locality: undefined, region: undefined }],
];

const A_ROAD_NAMED_BY_ITS_LETTER_BEFORE_THE_TOWN: Case[] = [
  ['34806 AVE B TEMPE', { house_number: '34806', street: 'AVE B', locality: 'TEMPE' }],
  ['22195 s ave. j park ridge', { house_number: '22195', street: 's ave. j', locality: 'park ridge' }],
  ['12674 S. Avenue A Saint Cloud', { house_number: '12674', street: 'S. Avenue A', locality: 'Saint Cloud' }],
  ['16836 Ave. J St Petersburg FL 33701', { house_number: '16836', street: 'Ave. J', locality: 'St Petersburg', region: 'FL', postcode: '33701' }],
  ['35733 fm 2222 e st. george ut 84770', { house_number: '35733', street: 'fm 2222 e', locality: 'st. george', region: 'ut', postcode: '84770' }],
];

const A_UNIT_BETWEEN_AN_ATTENTION_LINE_AND_THE_HOUSE_NUMBER: Case[] = [
  ['C/O HUMAN RESOURCES STE. 300 46684 BEECH PL. N, ERIE, PA 16501', { house_number: '46684', street: 'BEECH PL. N', unit: 'STE. 300', locality: 'ERIE', region: 'PA' }],
  ['Attn: Mary Jones Rm 2 338 E. Zorble Terr Biloxi MS 39530', { house_number: '338', street: 'E. Zorble Terr', unit: 'Rm 2', locality: 'Biloxi', region: 'MS' }],
  ['c/o billing dept spc 112 1435 lake shore row nw red bank, nj 07701', { house_number: '1435', street: 'lake shore row nw', unit: 'spc 112', locality: 'red bank', region: 'nj' }],
  ['Attn: Billing Ofc 3, 7652 W. Grimble Blvd New York, NY 10001', { house_number: '7652', street: 'W. Grimble Blvd', unit: 'Ofc 3', locality: 'New York', region: 'NY' }],
];

const A_BOX_BETWEEN_ITS_HOLDER_AND_THE_TOWN: Case[] = [
  ['GRIMBLE INSURANCE AGENCY POB 9726 MOUNT AIRY NC 27030', { street: undefined, po_box: 'POB 9726', locality: 'MOUNT AIRY', region: 'NC', postcode: '27030' }],
  ['Smith Dentistry Box 2896 Lake Jackson TX 77566', { street: undefined, po_box: 'Box 2896', locality: 'Lake Jackson', region: 'TX', postcode: '77566' }],
  ['zorble feed po box 12 fort worth tx 76101', { street: undefined, po_box: 'po box 12', locality: 'fort worth', region: 'tx', postcode: '76101' }],
];

const A_TOWN_NAMED_AS_A_COUNTRY_OR_PROVINCE_ALONE_AFTER_THE_STREET: Case[] = [
  ['80871 S Zorble St, Norfolk', { house_number: '80871', street: 'S Zorble St', locality: 'Norfolk', country: undefined }],
  ['77985 91st dr., columbia', { house_number: '77985', street: '91st dr.', locality: 'columbia', country: undefined }],
  ['29922 GRIMBLE ROW TOLEDO', { house_number: '29922', street: 'GRIMBLE ROW', locality: 'TOLEDO', region: undefined }],
  ['412 Quandle Ave, Lebanon', { house_number: '412', street: 'Quandle Ave', locality: 'Lebanon', country: undefined }],
];

const DELAWARE_BEFORE_THE_COUNTRY: Case[] = [
  ['52259 SE Tallow Crescent, Wilmington, DE USA', { house_number: '52259', street: 'SE Tallow Crescent', locality: 'Wilmington', region: 'DE', country: 'USA' }],
  ['12 zorble st dover de usa', { house_number: '12', street: 'zorble st', locality: 'dover', region: 'de', country: 'usa' }],
  ['900 Grimble Rd, Newark, DE United States', { house_number: '900', street: 'Grimble Rd', locality: 'Newark', region: 'DE', country: 'United States' }],
];

const CONNECTICUT_AFTER_A_TOWN_PARTED_FROM_THE_STREET: Case[] = [
  ['12 Stone Gate Pass, West Hartford CT', { house_number: '12', street: 'Stone Gate Pass', locality: 'West Hartford', region: 'CT' }],
  ['45 quandle glen, new haven ct', { house_number: '45', street: 'quandle glen', locality: 'new haven', region: 'ct' }],
  ['8167 S Zorble Pass, # 210 Grimbleton CT', { house_number: '8167', street: 'S Zorble Pass', unit: '# 210', locality: 'Grimbleton', region: 'CT' }],
];

const A_TOWN_AFTER_A_NAMED_PART_AND_THE_STREET: Case[] = [
  ['SMITH FAMILY DENTISTRY, 7079 W VALLEY PASS, PEORIA', { house_number: '7079', street: 'W VALLEY PASS', locality: 'PEORIA', region: undefined }],
  ['Acme Hardware, 7079 W Zorble Pass, Peoria', { house_number: '7079', street: 'W Zorble Pass', locality: 'Peoria', region: undefined }],
  ['Zorble Elementary School, 6136 Grimble Pt, Bldg 3, North Little Rock', { house_number: '6136', street: 'Grimble Pt', locality: 'North Little Rock', region: undefined }],
];

const A_TOWN_IN_THE_FLOOR_PART_BEFORE_THE_STATE: Case[] = [
  ['10134 sr 7, 3rd floor mountain view, calif. 94040', { house_number: '10134', street: 'sr 7', unit: '3rd floor', locality: 'mountain view', region: 'calif.', postcode: '94040' }],
  ['6396 Old Hwy 8 E, 10th Floor Ogden, Utah 84401', { house_number: '6396', street: 'Old Hwy 8 E', unit: '10th Floor', locality: 'Ogden', region: 'Utah', postcode: '84401' }],
  ['55 ZORBLE AVE, 2ND FLOOR GRIMBLETON, OHIO 44101', { house_number: '55', street: 'ZORBLE AVE', unit: '2ND FLOOR', locality: 'GRIMBLETON', region: 'OHIO', postcode: '44101' }],
];

describeShapes('address shapes, round seventeen', [
  ['a numbered street after a named part', A_NUMBERED_STREET_AFTER_A_NAMED_PART],
  ['a directional after a type that names places too', A_DIRECTIONAL_AFTER_A_TYPE_THAT_NAMES_PLACES_TOO],
  ['a numbered street after a venue and its house number', A_NUMBERED_STREET_AFTER_A_VENUE_AND_ITS_HOUSE_NUMBER],
  ['buildings named before a type written first or a lettered number', BUILDINGS_NAMED_BEFORE_A_TYPE_FIRST_OR_A_LETTERED_NUMBER],
  ['five-digit numbers before a type that codes an Italian province', FIVE_DIGIT_NUMBERS_BEFORE_A_TYPE_THAT_CODES_AN_ITALIAN_PROVINCE],
  ['a street ending in a type that names places too, with nothing after', A_STREET_ENDING_IN_A_TYPE_THAT_NAMES_PLACES_TOO_WITH_NOTHING_AFTER],
  ['a road named by its letter before the town', A_ROAD_NAMED_BY_ITS_LETTER_BEFORE_THE_TOWN],
  ['a unit between an attention line and the house number', A_UNIT_BETWEEN_AN_ATTENTION_LINE_AND_THE_HOUSE_NUMBER],
  ['a box between its holder and the town', A_BOX_BETWEEN_ITS_HOLDER_AND_THE_TOWN],
  ['a town named as a country or province alone after the street', A_TOWN_NAMED_AS_A_COUNTRY_OR_PROVINCE_ALONE_AFTER_THE_STREET],
  ['Delaware before the country', DELAWARE_BEFORE_THE_COUNTRY],
  ['Connecticut after a town parted from the street', CONNECTICUT_AFTER_A_TOWN_PARTED_FROM_THE_STREET],
  ['a town after a named part and the street', A_TOWN_AFTER_A_NAMED_PART_AND_THE_STREET],
  ['a town in the part of the floor, before the state', A_TOWN_IN_THE_FLOOR_PART_BEFORE_THE_STATE],
  ['crossings written with at or a slash', CROSSINGS_WRITTEN_WITH_AT_OR_A_SLASH],
]);
