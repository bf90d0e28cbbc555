import { validateSubmission } from '../../src/modules/submissions/submission-validation';
import { buildSubmission, type Overrides } from '../factories/submission';

const single = (overrides: Overrides) => validateSubmission(buildSubmission(overrides), { requireExternalId: false });
const nextYear = new Date().getUTCFullYear() + 1;
const tomorrow = new Date(Date.now() + 86_400_000).toISOString();

describe('validateSubmission', () => {
  it('accepts the factory submission with no errors and no warnings', () => {
    const result = single({});
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.value).toBeDefined();
  });

  it.each<[string, Overrides, string, string]>([
    ['a missing street', { address: { street: undefined } }, 'address.street', 'is required'],
    ['a blank city', { address: { city: '  ' } }, 'address.city', 'is required'],
    ['a price of 0', { financial: { price_current: 0 } }, 'financial.price_current', 'must be greater than 0'],
    ['a negative top-level price', { financial: undefined, price: -5 }, 'price', 'must be greater than 0'],
    ['no price at all', { financial: undefined }, 'financial.price_current', 'is required (give financial.price_current or price)'],
    ['a price given as text', { financial: { price_current: '100' } }, 'financial.price_current', 'must be a number'],
    ['an unknown currency', { financial: { currency: 'ABC' } }, 'financial.currency', 'must be an ISO 4217 currency code such as USD'],
    ['an unknown status', { status: 'available' }, 'status', expect.stringMatching(/^must be one of for_sale, active, pending/)],
    ['a status named like an object property', { status: 'constructor' }, 'status', expect.stringMatching(/^must be one of for_sale/)],
    ['a status named __proto__', { status: '__Proto__' }, 'status', expect.stringMatching(/^must be one of for_sale/)],
    ['a latitude of 91', { location: { latitude: 91 } }, 'location.latitude', 'must be between -90 and 90'],
    ['a longitude of -181', { location: { longitude: -181 } }, 'location.longitude', 'must be between -180 and 180'],
    ['a latitude without longitude', { location: { longitude: undefined } }, 'location.longitude', 'is required when latitude is given'],
    ['a longitude without latitude', { location: { latitude: null } }, 'location.latitude', 'is required when longitude is given'],
    ['2.5 bedrooms', { rooms: { bedrooms_total: 2.5 } }, 'rooms.bedrooms_total', 'must be an integer'],
    ['101 bathrooms', { rooms: { bathrooms_total: 101 } }, 'rooms.bathrooms_total', 'must be between 0 and 100'],
    ['-1 parking spaces', { rooms: { parking_spaces: -1 } }, 'rooms.parking_spaces', 'must be between 0 and 100'],
    ['0 square meters', { dimensions: { square_meters_total: 0 } }, 'dimensions.square_meters_total', 'must be greater than 0'],
    ['year 999', { construction: { year_built: 999 } }, 'construction.year_built', `must be between 1000 and ${nextYear}`],
    ['a year after next', { construction: { year_built: nextYear + 1 } }, 'construction.year_built', `must be between 1000 and ${nextYear}`],
    ['a listing date that is not a date', { listing: { listing_date: '15/01/2024' } }, 'listing.listing_date', 'must be an ISO 8601 date or date-time'],
    ['an impossible calendar date', { listing: { listing_date: '2024-02-31' } }, 'listing.listing_date', 'must be an ISO 8601 date or date-time'],
    ['a listing date tomorrow', { listing: { listing_date: tomorrow } }, 'listing.listing_date', 'must not be in the future'],
    ['a quality score of 1.5', { data_quality: { data_quality_score: 1.5 } }, 'data_quality.data_quality_score', 'must be between 0 and 1'],
    ['an ftp url', { url: 'ftp://example.com/x' }, 'url', 'must be an http or https URL'],
    ['an image without http url', { images: [{ url: 'example.com/a.jpg' }] }, 'images.0.url', 'must be an http or https URL'],
    ['features that are not a list', { features: 'pool' }, 'features', 'must be an array of strings'],
  ])('rejects %s', (_label, overrides, field, message) => {
    const result = single(overrides);
    expect(result.value).toBeUndefined();
    expect(result.errors).toEqual([{ field, message }]);
  });

  it('reports every error at once, with dotted paths', () => {
    const result = validateSubmission({ financial: { price_current: 0 }, address: { street: 'x' }, location: { latitude: 100, longitude: 0 } }, { requireExternalId: true });
    expect(result.errors).toEqual([
      { field: 'financial.price_current', message: 'must be greater than 0' },
      { field: 'address.city', message: 'is required' },
      { field: 'location.latitude', message: 'must be between -90 and 90' },
      { field: 'external_id', message: 'is required for every item of a batch' },
    ]);
  });

  it('names unknown fields as warnings and ignores them', () => {
    const result = single({ colour: 'blue', address: { zip: '1' }, images: [{ url: 'https://x.test/a.jpg', caption: 'c' }] });
    expect(result.errors).toEqual([]);
    // In the order the body lists them.
    expect(result.warnings).toEqual([
      { field: 'address.zip', message: 'is not a known field and was ignored' },
      { field: 'colour', message: 'is not a known field and was ignored' },
      { field: 'images.0.caption', message: 'is not a known field and was ignored' },
    ]);
    expect(result.value).not.toHaveProperty('colour');
  });

  it('accepts either price field, lower-case currency and dates with or without time', () => {
    expect(single({ financial: undefined, price: 10 }).errors).toEqual([]);
    expect(single({ financial: { currency: 'eur' } }).value?.financial?.currency).toBe('EUR');
    expect(single({ listing: { listing_date: '2024-01-15' } }).value?.listing?.listing_date).toBe('2024-01-15T00:00:00.000Z');
    expect(single({ listing: { listing_date: '2024-01-15T10:00:00+02:00' } }).value?.listing?.listing_date).toBe('2024-01-15T08:00:00.000Z');
  });

  it('requires an external_id only in batches', () => {
    expect(single({ external_id: undefined }).errors).toEqual([]);
    const batchItem = validateSubmission(buildSubmission({ external_id: undefined }), { requireExternalId: true });
    expect(batchItem.errors).toEqual([{ field: 'external_id', message: 'is required for every item of a batch' }]);
  });

  it('rejects a body that is not an object', () => {
    expect(validateSubmission([], { requireExternalId: false }).errors).toEqual([{ field: '(root)', message: 'must be a JSON object' }]);
  });
});
