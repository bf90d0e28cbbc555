/*
 * Hostile texts of the sizes a submission allows (street 300 characters, town, region and country 120, postal code
 * 20, joined with ", "): the offline parser answers them without throwing, asks its place list a number of times
 * that grows with the words and not with their square, and its shortcuts for long texts answer as folding would.
 */
import { foldsLongerThan } from '../../src/modules/geocoding/address/folded-names';
import { middleNumber } from '../../src/modules/geocoding/address/house-number';
import { foldText } from '../../src/modules/geocoding/address/normalize';
import { streetCore } from '../../src/modules/geocoding/address/locality-split';
import { OfflineParser } from '../../src/modules/geocoding/providers/offline';
import { sharedPelias } from '../../src/modules/geocoding/providers/pelias';

const repeat = (text: string, length: number): string => text.repeat(Math.ceil(length / text.length)).slice(0, length);

const SUBMISSION_SHAPED = [repeat('N ', 292) + 'nba00001', repeat('N ', 114) + 'n00001', repeat('N ', 119), repeat('N ', 19), repeat('N ', 119)].join(', ');

const HOSTILE: Array<[name: string, text: string]> = [
  ['directionals in every part', SUBMISSION_SHAPED],
  ['numbers', repeat('1 ', 500)],
  ['a street and its type', repeat('N St ', 500)],
  ['street types', repeat('St St ', 500)],
  ['joiners', repeat('and ', 700)],
  ['commas', repeat('N,', 700)],
  ['accented letters', repeat('é ', 700)],
  ['Cyrillic unit words', repeat('кв ', 700)],
  ['parentheses', repeat('( 1 ) ', 700)],
  ['boxes', repeat('PO Box 1 ', 700)],
  ['one long word', repeat('Zorbleton', 700)],
];

describe('OfflineParser on hostile texts', () => {
  const parser = new OfflineParser();
  const pelias = sharedPelias();

  it.each(HOSTILE)('answers %s without throwing, asking the place list at most 16 times a word', (_name, text) => {
    const lookups = jest.spyOn(pelias, 'isLocality');
    try {
      expect(() => parser.parse(text)).not.toThrow();
      const words = text.split(/[\s,]+/).filter(Boolean).length;
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(16 * words);
    } finally {
      lookups.mockRestore();
    }
  });

  it('reads nothing from a flood of joiners, accents, parentheses or words run together by commas and hyphens', () => {
    expect(parser.parse(repeat('a,', 700))).toBeNull();
    expect(parser.parse(repeat('a-', 700))).toBeNull();
    expect(parser.parse(repeat('and ', 700))).toBeNull();
    expect(parser.parse(repeat('é ', 700))).toBeNull();
    expect(parser.parse(repeat('( 1 ) ', 700))).toBeNull();
  });

  it('still reads the town after a long street written without commas', () => {
    const parsed = parser.parse(`12 ${repeat('Main ', 280)}St, Springfield, IL 62701`);
    expect(parsed).toMatchObject({ house_number: '12', locality: 'Springfield', region: 'IL', postcode: '62701' });
  });
});

describe('OfflineParser on a street written type first', () => {
  const parser = new OfflineParser();
  const pelias = sharedPelias();

  it('still takes the town pelias reads after it', () => {
    expect(parser.parse('12 rue de la paix paris')).toMatchObject({ house_number: '12', street: 'rue de la paix', locality: 'paris' });
  });

  it('does not ask pelias to weigh word soup that ends in no town', () => {
    const parse = jest.spyOn(pelias, 'parseBounded');
    try {
      parser.parse('12 Rue Fort Oak Caller Hwy York NE Elm Fax Ranch Stop Ste East Tower Bus Level Square');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});

describe('Pelias.parseBounded', () => {
  const pelias = sharedPelias();

  it('labels an address whose words have few readings', () => {
    expect(pelias.parseBounded('12 rue de la paix paris')).toContainEqual({ label: 'locality', value: 'paris' });
  });

  it.each([
    ['commas', repeat('a,', 700)],
    ['hyphens', repeat('a-', 700)],
    ['slashes', repeat('a/', 700)],
  ])('recognises nothing in more than 30 words written apart by %s', (_name, text) => {
    expect(pelias.parseBounded(text)).toEqual([]);
  });

  it('still labels a text of hyphenated words under the bound', () => {
    expect(pelias.parseBounded('100 Boulevard Saint-Germain-des-Prés Paris')).toContainEqual({ label: 'locality', value: 'Paris' });
  });

  it('recognises nothing in a text whose words have too many readings to weigh', () => {
    const text = '12 Rue Fort Oak Caller Hwy York NE 12 PO 12345-6789 Apt Fax Paris';
    expect(pelias.parseBounded(text)).toEqual([]);
  });

  it('leaves Pelias.parse unbounded: pelias as it comes still labels a text of more than 30 words', () => {
    const text = `12 Main Street ${repeat('a-', 60)}Springfield`;
    expect(pelias.parseBounded(text)).toEqual([]);
    expect(pelias.parse(text)).toContainEqual({ label: 'locality', value: 'Springfield' });
  });
});

describe('middleNumber', () => {
  it.each([
    ['Studio 54 254 W 54th St', { at: 2, number: '254', used: 1 }],
    ['Zorble Field 1060 W Grimble Zorbleton', { at: 2, number: '1060', used: 1 }],
    ['Cedar Point Insurance 21282 W 52nd El Paso', { at: 3, number: '21282', used: 1 }],
    ['Holiday Inn 7106 33 St', { at: 2, number: '7106', used: 1 }],
  ])('finds the house number after a venue in %j', (text, found) => {
    expect(middleNumber(text.split(' '))).toEqual(found);
  });

  it('takes the last of a flood of numbers, the one before the street', () => {
    expect(middleNumber([...Array<string>(300).fill('1'), 'Main', 'St'])).toEqual({ at: 299, number: '1', used: 1 });
    expect(middleNumber(Array<string>(300).fill('1'))).toBeUndefined();
  });

  it('still reads the street and town after a venue and a flood of numbers', () => {
    const parsed = new OfflineParser().parse(`Acme Feed ${repeat('1 ', 400)}Main St, Springfield, IL 62701`);
    expect(parsed).toMatchObject({ house_number: '1', street: 'Main St', locality: 'Springfield', region: 'IL' });
  });
});

describe('foldsLongerThan', () => {
  const texts = ['Zorbleton', 'St. Louis', 'É-é é', '. . . . .', '1/2 & 3', 'кв. 12', 'Ma\u00ADple', '\u0301\u0301 x', 'ﬁeld', '日本 日本', '𝒜𝒷𝒸 d', ' / / '];

  it.each(texts)('is true of %j only where foldText is longer than the limit', (text) => {
    for (let limit = 0; limit <= 12; limit++) {
      if (foldsLongerThan(text, limit)) expect(foldText(text).length).toBeGreaterThan(limit);
    }
  });

  it('knows a long text for long without folding all of it', () => {
    expect(foldsLongerThan(repeat('N ', 700), 30)).toBe(true);
    expect(foldsLongerThan(repeat('. ', 700), 0)).toBe(false);
  });
});

describe('streetCore', () => {
  it.each([
    [['Glenwood', 'St.', 'NE'], ['Glenwood', 'St.']],
    [['Sligh', 'Blvd', 'N', 'E'], ['Sligh', 'Blvd']],
    [['Highway', '290', 'W'], ['Highway', '290']],
    [['N', 'N', 'N', 'N', 'N'], ['N']],
    [['W'], ['W']],
  ])('drops the directionals %j carries', (street, core) => {
    expect(streetCore(street)).toEqual(core);
  });
});
