import { OfflineParser } from '../../src/modules/geocoding/providers/offline';

const parser = new OfflineParser();

describe('offline address parser', () => {
  it.each([
    ['Apt', '123 Main St Apt 4B, Springfield, IL 62704', { house_number: '123', street: 'Main St', unit: 'Apt 4B' }],
    ['Unit', '55 Queen Street Unit 7, Toronto, ON M5C 1R6', { house_number: '55', street: 'Queen Street', unit: 'Unit 7' }],
    ['#', '350 5th Ave #3400, New York, NY 10118', { house_number: '350', street: '5th Ave', unit: '#3400' }],
    ['Suite', '10 S. LaSalle St., Suite 1050, Chicago, IL 60603', { house_number: '10', street: 'S. LaSalle St.', unit: 'Suite 1050' }],
    ['Flat', 'Flat 3, 22 Baker Street, London W1U 3BW, UK', { house_number: '22', street: 'Baker Street', unit: 'Flat 3' }],
    ['floor', '160 Water Street, 12th Floor, New York, NY 10038', { house_number: '160', street: 'Water Street', unit: '12th Floor' }],
  ])('takes a %s unit out of the street and house number', (_kind, input, expected) => {
    expect(parser.parse(input)).toMatchObject(expected);
  });

  it.each(['#1', '#12', '# 5', 'Apt 5', 'Suite 100'])('reads %j, a unit and nothing else, without throwing', (input) => {
    expect(() => parser.parse(input)).not.toThrow();
  });

  it('keeps a road number that follows "Route #" in the street', () => {
    expect(parser.parse('3904 Route # A, Arlington, VT 05250')).toMatchObject({ house_number: '3904', street: 'Route # A', locality: 'Arlington' });
  });

  it.each([
    ['PO Box 1234, Austin, TX 78701', 'PO Box 1234'],
    ['P.O. Box 77, Boise, ID 83701', 'P.O. Box 77'],
    ['rr 2 box 15 harlan ia 51537', 'rr 2 box 15'],
  ])('recognises a post-office box in %j and reads the town after it', (input, box) => {
    const parsed = parser.parse(input);
    expect(parsed?.po_box).toBe(box);
    expect(parsed?.house_number).toBeUndefined();
    expect(parsed?.street).toBeUndefined();
  });

  it.each([
    ['62704-1234', '742 Evergreen Terrace, Springfield, IL 62704-1234'],
    ['627041234', '742 Evergreen Terrace Springfield IL 627041234'],
  ])('keeps a ZIP+4 code (%s) whole', (zip, input) => {
    expect(parser.parse(input)).toMatchObject({ postcode: zip, region: 'IL', locality: 'Springfield', street: 'Evergreen Terrace' });
  });

  it.each([
    ['New York', '123 Maple Ave, Rochester, New York 14604', 'Rochester'],
    ['NORTH CAROLINA', '12 OAK ST RALEIGH NORTH CAROLINA', 'RALEIGH'],
    ['N.Y.', '22 Reade Street, New York, N.Y. 10007', 'New York'],
  ])('reads the US state written as %j and the town before it', (state, input, town) => {
    expect(parser.parse(input)).toMatchObject({ region: state, locality: town, country_code: 'US' });
  });

  it.each([
    ['Deutschland', 'Friedrichstraße 43, 10117 Berlin, Deutschland', 'DE'],
    ['United Kingdom', '221B Baker Street, London NW1 6XE, United Kingdom', 'GB'],
    ['España', 'Calle Mayor 5, 28013 Madrid, España', 'ES'],
    ['USA', '1 Infinite Loop, Cupertino, CA 95014, USA', 'US'],
  ])('recognises the country %j', (country, input, code) => {
    expect(parser.parse(input)).toMatchObject({ country, country_code: code });
  });

  it('reads European order: street, number, postal code, town', () => {
    expect(parser.parse('Rua Augusta 24, 1100-053 Lisboa, Portugal')).toEqual({
      house_number: '24',
      street: 'Rua Augusta',
      locality: 'Lisboa',
      postcode: '1100-053',
      country: 'Portugal',
      country_code: 'PT',
    });
  });

  it('finds the town after a street written without commas', () => {
    expect(parser.parse('10502 shadow ridge ln louisville ky 40241')).toEqual({
      house_number: '10502',
      street: 'shadow ridge ln',
      locality: 'louisville',
      region: 'ky',
      postcode: '40241',
      country_code: 'US',
    });
  });

  it('keeps a directional that ends the street with the street ("Glenwood St NE")', () => {
    expect(parser.parse('1807 Glenwood St NE Palm Bay FL 32907')).toMatchObject({ street: 'Glenwood St NE', locality: 'Palm Bay' });
  });

  it('does not read a street type as a state ("Oak Ct" is a court, not Connecticut)', () => {
    expect(parser.parse('123 Oak Ct')).toEqual({ house_number: '123', street: 'Oak Ct' });
    expect(parser.parse('Hartford CT')).toMatchObject({ locality: 'Hartford', region: 'CT' });
  });

  it.each([['xyzzy'], ['hello world'], ['12'], ['...']])('finds nothing in %j', (input) => {
    expect(parser.parse(input)).toBeNull();
  });
});
