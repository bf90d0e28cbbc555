import { cacheKey, structuredLine } from '../../src/modules/geocoding/address/cache-key';
import { toComponents } from '../../src/modules/geocoding/address/components';

describe('geocode components', () => {
  it('builds route, mirrors city/state and formats one line for a US address', () => {
    expect(
      toComponents({
        house_number: '1600',
        street: 'Amphitheatre Parkway',
        locality: 'Mountain View',
        county: 'Santa Clara County',
        region: 'CA',
        postcode: '94043',
        country_code: 'US',
      }),
    ).toEqual({
      street_number: '1600',
      street_name: 'Amphitheatre Parkway',
      route: '1600 Amphitheatre Parkway',
      locality: 'Mountain View',
      city: 'Mountain View',
      administrative_area_level_1: 'CA',
      state: 'CA',
      administrative_area_level_2: 'Santa Clara County',
      postal_code: '94043',
      country: 'United States',
      formatted_address: '1600 Amphitheatre Parkway, Mountain View, CA 94043, United States',
    });
  });

  it('writes the number after the street and the postal code before the town where the country does', () => {
    expect(toComponents({ house_number: '43', street: 'Friedrichstraße', locality: 'Berlin', postcode: '10117', country: 'Germany', country_code: 'DE' })).toEqual({
      street_number: '43',
      street_name: 'Friedrichstraße',
      route: 'Friedrichstraße 43',
      locality: 'Berlin',
      city: 'Berlin',
      postal_code: '10117',
      country: 'Germany',
      formatted_address: 'Friedrichstraße 43, 10117 Berlin, Germany',
    });
  });

  it('names a country written as a code and leaves out keys it does not know', () => {
    expect(toComponents({ locality: 'Paris', country: 'FR' })).toEqual({
      locality: 'Paris',
      city: 'Paris',
      country: 'France',
      formatted_address: 'Paris, France',
    });
  });

  it('gives a PO box its place in the formatted line', () => {
    expect(toComponents({ po_box: 'PO Box 12', locality: 'Austin', region: 'TX', postcode: '78701', country_code: 'US' }).formatted_address).toBe(
      'PO Box 12, Austin, TX 78701, United States',
    );
  });
});

describe('geocode cache key', () => {
  it('folds case, accents, punctuation and spacing', () => {
    expect(cacheKey('  123 Main St., Zürich ')).toBe(cacheKey('123 main st zurich'));
    expect(cacheKey('123 Main St., Zürich')).toBe('123 main st zurich');
  });

  it('keeps unit marks and ranges apart from plain numbers', () => {
    expect(cacheKey('12-14 Main St #3')).toBe('12-14 main st #3');
    expect(cacheKey('12 Main St')).not.toBe(cacheKey('12-14 Main St'));
  });

  it('writes a structured address as one line in the usual order, skipping what is missing', () => {
    expect(structuredLine({ street: ' 1 Main St ', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' })).toBe(
      '1 Main St, Austin, TX 78701, US',
    );
    expect(structuredLine({ street: '1 Main St', city: 'Austin', state: null, postal_code: undefined })).toBe('1 Main St, Austin');
  });
});
