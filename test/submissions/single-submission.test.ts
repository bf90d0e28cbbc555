import request from 'supertest';
import { buildSubmission, uniqueStreet, type Overrides } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, list, postSingle, SINGLE, stats, useConnector, UUID, validationFailed } from './submission-helpers';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const nextYear = new Date().getUTCFullYear() + 1;

describe('POST /connectors/properties/single', () => {
  const t = useTestApp();
  const alpha = useConnector(t);

  it('answers 200 created in exactly the shape of spec 4.5', async () => {
    const body = buildSubmission();
    const street = (body.address as { street: string }).street;
    const res = await postSingle(t.app, alpha, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { property_id: expect.stringMatching(UUID), status: 'created', message: 'Property created', kept: [] },
      validation: { passed: true, warnings: [] },
      geocoding: {
        status: 'success',
        normalized_address: `${street.toUpperCase().replace(/ STREET$/, ' ST')}, AUSTIN, TX 78701, US`,
        confidence: 1,
      },
    });
  });

  it('stores the submission with mapped values, visible in the detail and the list', async () => {
    const body = buildSubmission({
      url: 'https://listings.example.com/1',
      description: 'Bright and quiet',
      features: ['Swimming Pool', 'swimming-pool', 'hasGarage', 'Central A/C'],
      images: [{ url: 'https://img.example.com/1.jpg', type: 'main' }, { url: 'https://img.example.com/2.jpg', order: 5 }],
      dimensions: { square_meters_total: 150, square_meters_interior: 140, land_area_sqm: 400 },
      rooms: { bedrooms_total: 3, bathrooms_total: 2, living_rooms: 1, parking_spaces: 2 },
      construction: { year_built: 1995, building_type: 'brick', condition: 'good' },
    });
    const address = body.address as Record<string, string>;
    const res = await postSingle(t.app, alpha, body);
    expect(res.status).toBe(200);
    const id = res.body.data.property_id as string;

    const property = await detail(t.app, id);
    expect(property).toEqual(
      expect.objectContaining({
        id,
        external_id: body.external_id,
        source: alpha.source,
        url: 'https://listings.example.com/1',
        title: body.title,
        description: 'Bright and quiet',
        property_type: 'house',
        property_subtype: 'detached',
        status: 'active',
        address: { formatted: `${address.street}, Austin, TX 78701, US`, street: address.street, city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' },
        location: { latitude: 30.2672, longitude: -97.7431 },
        financial: { price_current: 350000, currency: 'USD', price_per_sqm: 2333.33 },
        dimensions: { square_meters_total: 150, square_meters_interior: 140, land_area_sqm: 400 },
        rooms: { bedrooms_total: 3, bathrooms_total: 2, living_rooms: 1, parking_spaces: 2 },
        construction: { year_built: 1995, building_type: 'brick', condition: 'good' },
        features: ['swimming_pool', 'has_garage', 'central_a_c'],
        listing: { listing_status: 'active', listing_date: '2024-01-15T00:00:00.000Z', days_on_market: expect.any(Number) },
        images: [
          { url: 'https://img.example.com/1.jpg', type: 'main', order: 0 },
          { url: 'https://img.example.com/2.jpg', type: null, order: 5 },
        ],
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      }),
    );
    expect(property.listing.days_on_market).toBeGreaterThan(300);

    const page = await list(t.app, { limit: 1000 });
    expect(page.data.find((p) => p.id === id)).toEqual({
      id,
      external_id: body.external_id,
      source: alpha.source,
      url: 'https://listings.example.com/1',
      property_type: 'house',
      address: { formatted: `${address.street}, Austin, TX 78701, US`, street: address.street, city: 'Austin', state: 'TX', country: 'US', postal_code: '78701' },
      details: { bedrooms: 3, bathrooms: 2, square_meters: 150, price_current: 350000 },
      status: 'active',
      created_at: property.created_at,
      updated_at: property.updated_at,
    });
  });

  it('places an image without an order right after the image before it, never on an order already given', async () => {
    const url = (n: number) => `https://img.example.com/${n}.jpg`;
    const images = [{ url: url(1), order: 1 }, { url: url(2) }, { url: url(3), order: 7 }, { url: url(4) }];
    const res = await postSingle(t.app, alpha, buildSubmission({ images }));
    expect(res.status).toBe(200);
    expect((await detail(t.app, res.body.data.property_id as string)).images).toEqual([
      { url: url(1), type: null, order: 1 }, { url: url(2), type: null, order: 2 }, { url: url(3), type: null, order: 7 }, { url: url(4), type: null, order: 8 },
    ]);
  });

  it.each([
    ['USA', 'USA', true], ['United States', 'United States', true], [' Switzerland ', 'Switzerland', false], [undefined, null, true],
  ])('stores the country as submitted (%s), adding none; only the dedupe hash compares ISO codes', async (submitted, stored, american) => {
    const street = uniqueStreet();
    // country: undefined removes the factory's.
    const address = { street, city: 'Austin', state: 'TX', postal_code: '78701', country: submitted };
    const res = await postSingle(t.app, alpha, buildSubmission({ address }));
    expect(res.status).toBe(200);
    const property = await detail(t.app, res.body.data.property_id as string);
    expect(property.address).toEqual({
      formatted: [street, 'Austin', 'TX 78701', stored].filter(Boolean).join(', '),
      street, city: 'Austin', state: 'TX', country: stored, postal_code: '78701',
    });
    // The same place written with the ISO code is the same property (a US state says US when no country is given).
    const again = await postSingle(t.app, alpha, buildSubmission({ address: { ...address, country: american ? 'US' : 'CH' } }));
    expect(again.body.data.property_id).toBe(res.body.data.property_id);
  });

  it.each([
    ['for_sale', 'active'], ['active', 'active'], ['pending', 'pending'], ['under_contract', 'pending'],
    ['sold', 'sold'], ['off_market', 'off_market'], ['withdrawn', 'off_market'], ['expired', 'off_market'],
  ])('stores the submitted status %s as %s, filterable in the list', async (submitted, stored) => {
    const res = await postSingle(t.app, alpha, buildSubmission({ status: submitted }));
    expect(res.status).toBe(200);
    const id = res.body.data.property_id as string;
    expect((await detail(t.app, id)).status).toBe(stored);
    const filtered = await list(t.app, { status: stored, limit: 1000 });
    expect(filtered.data.map((p) => p.id)).toContain(id);
  });

  it.each<[string, string, string | null, Overrides]>([
    ['residential / detached', 'house', 'detached', { property_type: 'residential', property_subtype: 'detached' }],
    ['Residential / Semi-Detached', 'house', 'semi_detached', { property_type: 'Residential', property_subtype: 'Semi-Detached' }],
    ['residential / apartment', 'apartment', 'apartment', { property_type: 'residential', property_subtype: 'apartment' }],
    ['residential / condominium', 'condo', 'condominium', { property_type: 'residential', property_subtype: 'condominium' }],
    ['townhouse', 'townhouse', null, { property_type: 'townhouse', property_subtype: undefined }],
    ['land', 'land', null, { property_type: 'land', property_subtype: undefined }],
    ['residential / castle', 'other', 'castle', { property_type: 'residential', property_subtype: 'castle' }],
  ])('stores the submitted type %s as property_type %s', async (_label, type, subtype, overrides) => {
    const res = await postSingle(t.app, alpha, buildSubmission(overrides));
    const property = await detail(t.app, res.body.data.property_id as string);
    expect([property.property_type, property.property_subtype]).toEqual([type, subtype]);
  });

  it('takes a top-level price, defaults the currency to USD and leaves price_per_sqm null without an area', async () => {
    const res = await postSingle(t.app, alpha, buildSubmission({ financial: undefined, price: 199999.999, dimensions: undefined }));
    expect(res.status).toBe(200);
    const property = await detail(t.app, res.body.data.property_id as string);
    expect(property.financial).toEqual({ price_current: 200000, currency: 'USD', price_per_sqm: null });
  });

  it('names unknown fields in validation.warnings and stores the rest', async () => {
    const res = await postSingle(t.app, alpha, buildSubmission({ colour: 'red', address: { zip: '78701' } }));
    expect(res.status).toBe(200);
    expect(res.body.validation).toEqual({
      passed: true,
      warnings: [
        { field: 'address.zip', message: 'is not a known field and was ignored' },
        { field: 'colour', message: 'is not a known field and was ignored' },
      ],
    });
    expect(res.body.data.status).toBe('created');
  });

  it('answers 422 VALIDATION_FAILED in exactly the shape of spec 4.5, with every error at once', async () => {
    const res = await postSingle(t.app, alpha, buildSubmission({ financial: { price_current: 0 }, address: { city: undefined } }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      validationFailed(
        [
          { field: 'financial.price_current', message: 'must be greater than 0' },
          { field: 'address.city', message: 'is required' },
        ],
        res.headers['x-request-id'],
      ),
    );
  });

  it.each<[string, Overrides, string, string]>([
    ['a missing street', { address: { street: undefined } }, 'address.street', 'is required'],
    ['a missing city', { address: { city: '' } }, 'address.city', 'is required'],
    ['no price', { financial: undefined }, 'financial.price_current', 'is required (give financial.price_current or price)'],
    ['a negative price', { financial: undefined, price: -1 }, 'price', 'must be greater than 0'],
    ['an unknown currency', { financial: { currency: 'DOLLARS' } }, 'financial.currency', 'must be an ISO 4217 currency code such as USD'],
    ['an unknown status', { status: 'for_rent' }, 'status', 'must be one of for_sale, active, pending, under_contract, sold, off_market, withdrawn, expired'],
    ['latitude 90.5', { location: { latitude: 90.5 } }, 'location.latitude', 'must be between -90 and 90'],
    ['longitude 180.5', { location: { longitude: 180.5 } }, 'location.longitude', 'must be between -180 and 180'],
    ['latitude alone', { location: { longitude: undefined } }, 'location.longitude', 'is required when latitude is given'],
    ['1.5 bedrooms', { rooms: { bedrooms_total: 1.5 } }, 'rooms.bedrooms_total', 'must be an integer'],
    ['101 bathrooms', { rooms: { bathrooms_total: 101 } }, 'rooms.bathrooms_total', 'must be between 0 and 100'],
    ['-1 living rooms', { rooms: { living_rooms: -1 } }, 'rooms.living_rooms', 'must be between 0 and 100'],
    ['0 square meters', { dimensions: { square_meters_total: 0 } }, 'dimensions.square_meters_total', 'must be greater than 0'],
    ['year_built 999', { construction: { year_built: 999 } }, 'construction.year_built', `must be between 1000 and ${nextYear}`],
    ['year_built after next year', { construction: { year_built: nextYear + 1 } }, 'construction.year_built', `must be between 1000 and ${nextYear}`],
    ['a listing date that is no date', { listing: { listing_date: 'yesterday' } }, 'listing.listing_date', 'must be an ISO 8601 date or date-time'],
    ['a listing date in the future', { listing: { listing_date: new Date(Date.now() + 3_600_000).toISOString() } }, 'listing.listing_date', 'must not be in the future'],
    ['a quality score above 1', { data_quality: { data_quality_score: 1.01 } }, 'data_quality.data_quality_score', 'must be between 0 and 1'],
    ['a quality score below 0', { data_quality: { data_quality_score: -0.1 } }, 'data_quality.data_quality_score', 'must be between 0 and 1'],
    ['a url that is not http(s)', { url: 'javascript:alert(1)' }, 'url', 'must be an http or https URL'],
    ['a title that is not text', { title: 42 }, 'title', 'must be a string'],
  ])('rejects %s with VALIDATION_FAILED on that field', async (_label, overrides, field, message) => {
    const res = await postSingle(t.app, alpha, buildSubmission(overrides));
    expect(res.status).toBe(422);
    expect(res.body).toEqual(validationFailed([{ field, message }]));
  });

  it('rejects a body that is not an object', async () => {
    const res = await postSingle(t.app, alpha, [1, 2]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(validationFailed([{ field: '(root)', message: 'must be a JSON object' }]));
  });

  it('changes nothing when it rejects a submission: statistics and list stay as they were', async () => {
    await postSingle(t.app, alpha, buildSubmission());
    const before = { stats: await stats(t.app), total: (await list(t.app)).metadata.total };
    const res = await postSingle(t.app, alpha, buildSubmission({ rooms: { bedrooms_total: -3 } }));
    expect(res.status).toBe(422);
    expect(await stats(t.app)).toEqual(before.stats);
    expect((await list(t.app)).metadata.total).toBe(before.total);
  });

  it('counts an accepted submission in the statistics at once', async () => {
    const before = (await stats(t.app)) as { total_properties: number; properties_by_city: Record<string, number> };
    const res = await postSingle(t.app, alpha, buildSubmission({ address: { city: 'Statsville' } }));
    expect(res.status).toBe(200);
    const after = (await stats(t.app)) as { total_properties: number; properties_by_city: Record<string, number> };
    expect(after.total_properties).toBe(before.total_properties + 1);
    expect(after.properties_by_city.Statsville).toBe(1);
  });

  it('needs a connector token and the X-Connector-Source header', async () => {
    const anonymous = await request(t.app).post(SINGLE).send(buildSubmission());
    expect(anonymous.status).toBe(401);
    const noSource = await request(t.app).post(SINGLE).set('Authorization', `Bearer ${alpha.token}`).send(buildSubmission());
    expect(noSource.status).toBe(400);
    expect(noSource.body.error.code).toBe('MISSING_SOURCE');
  });
});
