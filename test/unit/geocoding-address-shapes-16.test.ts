/*
 * Address shapes of round twenty-six, adversarial US lines: invented addresses, their components written by hand from
 * what each means, in batches of shapes the parser got wrong, none taken from the labelled sample.
 */
import { describeShapes, type Case } from './address-shapes';

const A_STREET_NAMED_BY_ITS_ORDINAL_ALONE_AFTER_A_FIRM: Case[] = [
  ['Harbor View Dental 4410 W 87th, Overland Park KS 66207', { house_number: '4410', street: 'W 87th', locality: 'Overland Park', region: 'KS', postcode: '66207' }],
  ['TRI-STATE AUTO GLASS 1275 NE 23RD, OKLAHOMA CITY OK', { house_number: '1275', street: 'NE 23RD', locality: 'OKLAHOMA CITY', region: 'OK' }],
  ['maple street bakery 806 east 11th, tulsa ok 74120', { house_number: '806', street: 'east 11th', locality: 'tulsa', region: 'ok', postcode: '74120' }],
  ['Northside Family Clinic 915 W. 29th Kansas City MO 64108', { house_number: '915', street: 'W. 29th', locality: 'Kansas City', region: 'MO', postcode: '64108' }],
  ['Badger Tax Service N84 W15787 124th, Menomonee Falls WI', { house_number: 'N84 W15787', street: '124th', locality: 'Menomonee Falls', region: 'WI' }],
  ['PRAIRIE VET CLINIC 2210 E 14TH, SIOUX FALLS SD 57103', { house_number: '2210', street: 'E 14TH', locality: 'SIOUX FALLS', region: 'SD', postcode: '57103' }],
];

const A_MULTI_WORD_TOWN_AFTER_AN_ORDINAL_OR_TYPED_STREET: Case[] = [
  ['840 W 31st Lake Forest IL 60045', { house_number: '840', street: 'W 31st', locality: 'Lake Forest', region: 'IL', postcode: '60045' }],
  ['1200 e 47th elk grove village il', { house_number: '1200', street: 'e 47th', locality: 'elk grove village', region: 'il' }],
  ['Corner Deli 118 West Ave E Elk Grove Village, IL', { house_number: '118', street: 'West Ave E', locality: 'Elk Grove Village', region: 'IL' }],
];

const AN_ORDINAL_STREET_BEFORE_A_NUMBERED_FLOOR: Case[] = [
  ['3150 W 44th Floor 6, Denver CO 80211', { house_number: '3150', street: 'W 44th', unit: 'Floor 6', locality: 'Denver', region: 'CO', postcode: '80211' }],
  ['702 NORTH 12TH FLR 3 #310 BOISE ID', { house_number: '702', street: 'NORTH 12TH', unit: 'FLR 3 #310', locality: 'BOISE', region: 'ID' }],
  ['18 third fl 2 ste 4 austin tx', { house_number: '18', street: 'third', unit: 'fl 2 ste 4', locality: 'austin', region: 'tx' }],
  ['Sunset Dental 2100 West 38th 2nd Floor Suite 3 Austin TX', { house_number: '2100', street: 'West 38th', unit: '2nd Floor Suite 3', locality: 'Austin', region: 'TX' }],
  ['n106 w1660 95th bldg 12 flr 3 ste 205 germantown wi', { house_number: 'n106 w1660', street: '95th', unit: 'bldg 12 flr 3 ste 205', locality: 'germantown', region: 'wi' }],
  ['Midtown Realty 4019 E 19th Flr 2 Ste 210 Tucson AZ', { house_number: '4019', street: 'E 19th', unit: 'Flr 2 Ste 210', locality: 'Tucson', region: 'AZ' }],
];

const A_DIRECTION_NAMED_STREET_BEFORE_A_SAINT_TOWN: Case[] = [
  ['63 south ave st paul mn', { house_number: '63', street: 'south ave', locality: 'st paul', region: 'mn' }],
  ['1840 West Ave St Paul MN 55104', { house_number: '1840', street: 'West Ave', locality: 'St Paul', region: 'MN', postcode: '55104' }],
  ['2250 NORTH RD ST JOSEPH MO', { house_number: '2250', street: 'NORTH RD', locality: 'ST JOSEPH', region: 'MO' }],
  ['Riverside Florist 7756 NORTH AVE ST. JOSEPH MO 64501', { house_number: '7756', street: 'NORTH AVE', locality: 'ST. JOSEPH', region: 'MO', postcode: '64501' }],
];

const A_UNIT_CUT_AFTER_AN_ORDINAL_OR_A_DIRECTIONAL_ENDS_THE_STREET: Case[] = [
  ['5410 W 105th # 16 St Charles IL', { house_number: '5410', street: 'W 105th', unit: '# 16', locality: 'St Charles', region: 'IL' }],
  ['77 NE 8th Apt 4 St. Petersburg FL 33701', { house_number: '77', street: 'NE 8th', unit: 'Apt 4', locality: 'St. Petersburg', region: 'FL', postcode: '33701' }],
  ['Valley Insurance 3310 41st NW Ste 200 St Paul MN', { house_number: '3310', street: '41st NW', unit: 'Ste 200', locality: 'St Paul', region: 'MN' }],
  ['Bluebird Cafe 1211 27th S Unit 5 Sioux Falls SD', { house_number: '1211', street: '27th S', unit: 'Unit 5', locality: 'Sioux Falls', region: 'SD' }],
  ['ALPINE HEATING CO. 4480 ELM TER S FL 2 ROOM 12 ST PAUL MN', { house_number: '4480', street: 'ELM TER S', unit: 'FL 2 ROOM 12', locality: 'ST PAUL', region: 'MN' }],
];

const A_GRID_OR_UNIT_AFTER_A_FIRM_ENDING_IN_A_DESIGNATOR_WORD: Case[] = [
  ['Miller Law Office N56 W24879 Corporate Cir, Sussex WI 53089', { house_number: 'N56 W24879', street: 'Corporate Cir', locality: 'Sussex', region: 'WI', postcode: '53089' }],
  ['quick stop w180 n7950 town hall rd menomonee falls wi', { house_number: 'w180 n7950', street: 'town hall rd', locality: 'menomonee falls', region: 'wi' }],
  ['Lakeview Cleaners W204 N11509 Goldendale Rd Apt 3 Palm Beach Gardens FL', { house_number: 'W204 N11509', street: 'Goldendale Rd', unit: 'Apt 3', locality: 'Palm Beach Gardens', region: 'FL' }],
  ['Corner Market N88 W16554 Main St Bldg 2 Rm 5 Menomonee Falls WI', { house_number: 'N88 W16554', street: 'Main St', unit: 'Bldg 2 Rm 5', locality: 'Menomonee Falls', region: 'WI' }],
  ['Kwik Stop 4400 109th, Kansas City MO 64134', { house_number: '4400', street: '109th', locality: 'Kansas City', region: 'MO', postcode: '64134' }],
];

describeShapes('address shapes, round twenty-six (adversarial US lines)', [
  ['A_STREET_NAMED_BY_ITS_ORDINAL_ALONE_AFTER_A_FIRM', A_STREET_NAMED_BY_ITS_ORDINAL_ALONE_AFTER_A_FIRM],
  ['A_MULTI_WORD_TOWN_AFTER_AN_ORDINAL_OR_TYPED_STREET', A_MULTI_WORD_TOWN_AFTER_AN_ORDINAL_OR_TYPED_STREET],
  ['AN_ORDINAL_STREET_BEFORE_A_NUMBERED_FLOOR', AN_ORDINAL_STREET_BEFORE_A_NUMBERED_FLOOR],
  ['A_DIRECTION_NAMED_STREET_BEFORE_A_SAINT_TOWN', A_DIRECTION_NAMED_STREET_BEFORE_A_SAINT_TOWN],
  ['A_UNIT_CUT_AFTER_AN_ORDINAL_OR_A_DIRECTIONAL_ENDS_THE_STREET', A_UNIT_CUT_AFTER_AN_ORDINAL_OR_A_DIRECTIONAL_ENDS_THE_STREET],
  ['A_GRID_OR_UNIT_AFTER_A_FIRM_ENDING_IN_A_DESIGNATOR_WORD', A_GRID_OR_UNIT_AFTER_A_FIRM_ENDING_IN_A_DESIGNATOR_WORD],
]);
