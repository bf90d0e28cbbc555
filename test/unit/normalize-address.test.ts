import {
  addressHash,
  foldText,
  normalizeAddress,
  normalizeCity,
  normalizeCountry,
  normalizeStreet,
} from '../../src/modules/geocoding/address/normalize';
import type { StructuredAddress } from '../../src/modules/geocoding/geocoding.types';

const base: StructuredAddress = { street: '100 North Main Street', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const hashOf = (overrides: Partial<StructuredAddress>) => addressHash({ ...base, ...overrides });

describe('normalizeStreet', () => {
  it.each([
    ['100 Main Street', '100 main st'],
    ['100 MAIN ST.', '100 main st'],
    ['100 main st', '100 main st'],
    ['100  Main   St', '100 main st'],
    ['100 Elm Avenue', '100 elm ave'],
    ['100 Elm Av.', '100 elm ave'],
    ['100 Sunset Boulevard', '100 sunset blvd'],
    ['100 Sunset Blvd.', '100 sunset blvd'],
    ['12 Oak Road', '12 oak rd'],
    ['12 Oak Drive', '12 oak dr'],
    ['12 Oak Lane', '12 oak ln'],
    ['12 Oak Court', '12 oak ct'],
    ['12 Oak Place', '12 oak pl'],
    ['12 Oak Terrace', '12 oak ter'],
    ['12 Oak Parkway', '12 oak pkwy'],
    ['12 Oak Highway', '12 oak hwy'],
    ['12 Oak Circle', '12 oak cir'],
    ['12 Oak Square', '12 oak sq'],
    ['12 Oak Trail', '12 oak trl'],
    ['12 Oak Centre', '12 oak ctr'],
  ])('spells the suffix of %p canonically', (input, expected) => {
    expect(normalizeStreet(input)).toBe(expected);
  });

  it.each([
    ['100 North Main St', '100 n main st'],
    ['100 N. Main St', '100 n main st'],
    ['100 N Main St', '100 n main st'],
    ['100 Main St South', '100 main st s'],
    ['100 Northeast 2nd Ave', '100 ne 2nd ave'],
    ['100 N.E. 2nd Ave', '100 ne 2nd ave'],
    ['100 N E 2nd Ave', '100 ne 2nd ave'],
    ['100 West Elm St', '100 w elm st'],
    ['100 SW Elm St', '100 sw elm st'],
  ])('abbreviates the directional of %p', (input, expected) => {
    expect(normalizeStreet(input)).toBe(expected);
  });

  it.each([
    ['100 Main St Apt 4B', '100 main st #4b'],
    ['100 Main St Apartment 4B', '100 main st #4b'],
    ['100 Main St, Apt. 4B', '100 main st #4b'],
    ['100 Main St Unit 4B', '100 main st #4b'],
    ['100 Main St #4B', '100 main st #4b'],
    ['100 Main St # 4B', '100 main st #4b'],
    ['100 Main St Suite 4B', '100 main st #4b'],
    ['100 Main St Ste 4B', '100 main st #4b'],
    ['100 Main St Apt #4B', '100 main st #4b'],
    ['100 Main St Apt4B', '100 main st #4b'],
    ['100 Main St Apt 4-B', '100 main st #4b'],
    ['100 Main St Unit 04', '100 main st #4'],
    ['Apt 4B, 100 Main St', '100 main st #4b'],
    ['100 Main St Apt F', '100 main st #f'],
  ])('writes the unit of %p one way', (input, expected) => {
    expect(normalizeStreet(input)).toBe(expected);
  });

  it('keeps "Ste" as a name when no unit number follows', () => {
    expect(normalizeStreet('12 Ste Genevieve Ave')).toBe('12 ste genevieve ave');
  });

  it('reads Saint, Mount and Fort like St, Mt and Ft', () => {
    expect(normalizeStreet('5 Saint Marys Street')).toBe(normalizeStreet('5 St. Marys St'));
    expect(normalizeStreet('5 Mount Vernon Pl')).toBe('5 mt vernon pl');
    expect(normalizeStreet('5 Fort Hamilton Pkwy')).toBe('5 ft hamilton pkwy');
  });

  it('writes ordinal words as numbers', () => {
    expect(normalizeStreet('5 Fifth Avenue')).toBe('5 5th ave');
    expect(normalizeStreet('5 Twenty')).toBe('5 twenty');
    expect(normalizeStreet('1 First St')).toBe('1 1st st');
    expect(normalizeStreet('1 Twelfth St')).toBe('1 12th st');
  });

  it('drops accents, apostrophes and punctuation, and treats hyphens in names as spaces', () => {
    expect(normalizeStreet('7 Rue de l’Église')).toBe('7 rue de leglise');
    expect(normalizeStreet("7 O'Brien's Way")).toBe('7 obriens way');
    expect(normalizeStreet('7 Wilkes-Barre Blvd')).toBe('7 wilkes barre blvd');
    expect(normalizeStreet('Hauptstraße 5')).toBe('hauptstrasse 5');
    expect(normalizeStreet('12-14 Main St')).toBe('12-14 main st');
    expect(normalizeStreet('100 1/2 Main St')).toBe('100 1/2 main st');
  });

  it('ignores leading zeros of the house number', () => {
    expect(normalizeStreet('0100 Main St')).toBe('100 main st');
  });

  it('is empty for nothing', () => {
    expect(normalizeStreet(undefined)).toBe('');
    expect(normalizeStreet('   ')).toBe('');
  });
});

describe('normalizeCity, normalizeCountry, foldText', () => {
  it('folds case, accents and Saint/St in city names', () => {
    expect(normalizeCity('SÃO PAULO')).toBe('sao paulo');
    expect(normalizeCity('Saint Louis')).toBe(normalizeCity('St. Louis'));
    expect(normalizeCity('Winston-Salem')).toBe('winston salem');
  });

  it.each([
    ['US', 'US'], ['us', 'US'], ['USA', 'US'], ['U.S.A.', 'US'], ['United States', 'US'],
    ['United States of America', 'US'], ['Canada', 'CA'], ['CAN', 'CA'], ['Deutschland', 'DE'], ['Germany', 'DE'],
    ['DEU', 'DE'], ['United Kingdom', 'GB'], ['UK', 'GB'], ['GBR', 'GB'], ['France', 'FR'], ['México', 'MX'],
  ])('maps the country %p to %p', (input, expected) => {
    expect(normalizeCountry(input)).toBe(expected);
  });

  it('keeps an unknown country as folded text', () => {
    expect(normalizeCountry('Atlantis')).toBe('atlantis');
    expect(normalizeCountry(undefined)).toBe('');
  });

  it('folds text without losing digits', () => {
    expect(foldText('Ça, c’est #12!')).toBe('ca cest # 12');
  });
});

describe('normalizeAddress', () => {
  it('formats one upper-case line and a sha256 hash', () => {
    const normalized = normalizeAddress({ street: '100 North Main Street, Apt 4B', city: 'Austin', state: 'Texas', postal_code: '78701-1234', country: 'USA' });
    expect(normalized).toEqual({
      street: '100 n main st #4b',
      city: 'austin',
      state: 'tx',
      postalCode: '78701',
      country: 'US',
      formatted: '100 N MAIN ST #4B, AUSTIN, TX 78701, US',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it.each<[string, Partial<StructuredAddress>]>([
    ['upper case', { street: '100 NORTH MAIN STREET', city: 'AUSTIN' }],
    ['lower case', { street: '100 north main street', city: 'austin' }],
    ['abbreviations', { street: '100 N Main St' }],
    ['dotted abbreviations', { street: '100 N. Main St.' }],
    ['extra spaces', { street: '  100   North Main  Street ', city: ' Austin ' }],
    ['ZIP+4', { postal_code: '78701-4321' }],
    ['ZIP+4 without hyphen', { postal_code: '787014321' }],
    ['state name', { state: 'Texas' }],
    ['lower-case state', { state: 'tx' }],
    ['country name', { country: 'United States' }],
    ['alpha-3 country', { country: 'USA' }],
    ['no country but a US state', { country: undefined }],
    ['accented city', { city: 'Áustin' }],
  ])('hashes a variant with %s like the original', (_label, overrides) => {
    expect(hashOf(overrides)).toBe(hashOf({}));
  });

  it.each<[string, Partial<StructuredAddress>]>([
    ['another house number', { street: '102 North Main Street' }],
    ['another directional', { street: '100 South Main Street' }],
    ['another suffix', { street: '100 North Main Avenue' }],
    ['a unit', { street: '100 North Main Street Apt 2' }],
    ['another city', { city: 'Dallas' }],
    ['another ZIP', { postal_code: '78702' }],
    ['another state', { state: 'CA' }],
    ['no postal code', { postal_code: undefined }],
  ])('hashes an address with %s differently', (_label, overrides) => {
    expect(hashOf(overrides)).not.toBe(hashOf({}));
  });

  it('tells units apart and writes all designators alike', () => {
    const unit = (u: string) => hashOf({ street: `100 North Main Street ${u}` });
    expect(unit('Apt 4B')).toBe(unit('#4B'));
    expect(unit('Suite 4B')).toBe(unit('Unit 4b'));
    expect(unit('Apt 4B')).not.toBe(unit('Apt 4C'));
  });

  it('keeps non-US postal codes whole, without spaces', () => {
    const uk = normalizeAddress({ street: '10 Downing Street', city: 'London', postal_code: 'sw1a 2aa', country: 'United Kingdom' });
    expect(uk.postalCode).toBe('SW1A2AA');
    expect(uk.country).toBe('GB');
    expect(uk.hash).toBe(addressHash({ street: '10 Downing St', city: 'LONDON', postal_code: 'SW1A 2AA', country: 'GB' }));
  });
});
