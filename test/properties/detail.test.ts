import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { insertProperty, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties/{id}', () => {
  const t = useTestApp();

  const DAY = 86_400_000;

  it('shows the full detail view with exactly the fields of spec 2.2, days on market counted now', async () => {
    const listed = new Date(Date.now() - 12 * DAY - 3_600_000);
    const row = await insertProperty(t.pool, {
      external_id: 'ZX-41',
      source: 'zenith',
      url: 'https://zenith.example/41',
      title: 'Sunny loft near the river',
      description: 'Open plan, two balconies.',
      property_type: 'apartment',
      property_subtype: 'loft',
      status: 'active',
      address_formatted: '5 River Rd, Portland, OR 97201, US',
      street: '5 River Rd',
      city: 'Portland',
      state: 'OR',
      country: 'US',
      postal_code: '97201',
      latitude: 45.515232,
      longitude: -122.678385,
      price_current: 615_000,
      currency: 'USD',
      price_per_sqm: 6612.9,
      square_meters_total: 93,
      square_meters_interior: 88.5,
      land_area_sqm: null,
      bedrooms_total: 2,
      bathrooms_total: 1,
      living_rooms: 1,
      parking_spaces: 0,
      year_built: 2012,
      building_type: 'concrete',
      condition: 'excellent',
      features: ['balcony', 'elevator'],
      listing_status: 'active',
      listing_date: listed,
      images: [
        { url: 'https://zenith.example/41/a.jpg', type: 'main', order: 1 },
        { url: 'https://zenith.example/41/b.jpg', type: 'floor_plan', order: 2 },
      ],
      created_at: new Date('2025-02-03T04:05:06.007Z'),
      updated_at: new Date('2025-02-04T00:00:00.000Z'),
    });
    const res = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: row.id,
        external_id: 'ZX-41',
        source: 'zenith',
        url: 'https://zenith.example/41',
        title: 'Sunny loft near the river',
        description: 'Open plan, two balconies.',
        property_type: 'apartment',
        property_subtype: 'loft',
        status: 'active',
        address: { formatted: '5 River Rd, Portland, OR 97201, US', street: '5 River Rd', city: 'Portland', state: 'OR', country: 'US', postal_code: '97201' },
        location: { latitude: 45.515232, longitude: -122.678385 },
        financial: { price_current: 615_000, currency: 'USD', price_per_sqm: 6612.9 },
        dimensions: { square_meters_total: 93, square_meters_interior: 88.5, land_area_sqm: null },
        rooms: { bedrooms_total: 2, bathrooms_total: 1, living_rooms: 1, parking_spaces: 0 },
        construction: { year_built: 2012, building_type: 'concrete', condition: 'excellent' },
        features: ['balcony', 'elevator'],
        listing: { listing_status: 'active', listing_date: listed.toISOString(), days_on_market: 12 },
        images: [
          { url: 'https://zenith.example/41/a.jpg', type: 'main', order: 1 },
          { url: 'https://zenith.example/41/b.jpg', type: 'floor_plan', order: 2 },
        ],
        created_at: '2025-02-03T04:05:06.007Z',
        updated_at: '2025-02-04T00:00:00.000Z',
      },
    });
  });

  it('shows unknown values as null and empty lists as [], never leaving a field out', async () => {
    const row = await insertProperty(t.pool, {
      external_id: null, url: null, title: null, description: null, property_type: null, property_subtype: null,
      address_formatted: null, street: null, city: null, state: null, country: null, postal_code: null,
      latitude: null, longitude: null, price_current: null, currency: null, price_per_sqm: null,
      square_meters_total: null, square_meters_interior: null, land_area_sqm: null, bedrooms_total: null,
      bathrooms_total: null, living_rooms: null, parking_spaces: null, year_built: null, building_type: null,
      condition: null, features: [], listing_status: null, listing_date: null, images: [],
    });
    const res = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(res.body.data).toEqual({
      id: row.id, external_id: null, source: 'test_feed', url: null, title: null, description: null,
      property_type: null, property_subtype: null, status: 'active',
      address: { formatted: null, street: null, city: null, state: null, country: null, postal_code: null },
      location: { latitude: null, longitude: null },
      financial: { price_current: null, currency: null, price_per_sqm: null },
      dimensions: { square_meters_total: null, square_meters_interior: null, land_area_sqm: null },
      rooms: { bedrooms_total: null, bathrooms_total: null, living_rooms: null, parking_spaces: null },
      construction: { year_built: null, building_type: null, condition: null },
      features: [],
      listing: { listing_status: null, listing_date: null, days_on_market: null },
      images: [],
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    });
  });

  it('derives the price per square metre when a stored row lacks it', async () => {
    const row = await insertProperty(t.pool, { price_current: 100_000, square_meters_total: 30, price_per_sqm: null });
    const res = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(res.body.data.financial).toEqual({ price_current: 100_000, currency: 'USD', price_per_sqm: 3333.33 });
  });

  it('shows images stored outside the pipeline (plain URLs, missing fields) in the spec shape, in stored order', async () => {
    const images = [
      'https://legacy.example/1.jpg',
      { url: 'https://legacy.example/2.jpg' },
      { url: 'https://legacy.example/3.jpg', type: 'floor_plan', order: 7 },
      { type: 'main' },
    ] as unknown as PropertyRow['images'];
    const row = await insertProperty(t.pool, { images });
    const res = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(res.body.data.images).toEqual([
      { url: 'https://legacy.example/1.jpg', type: null, order: 1 },
      { url: 'https://legacy.example/2.jpg', type: null, order: 2 },
      { url: 'https://legacy.example/3.jpg', type: 'floor_plan', order: 7 },
      { url: null, type: 'main', order: 4 },
    ]);
  });

  it('writes stored timestamps of any offset as UTC ISO 8601 with milliseconds, microseconds cut', async () => {
    const row = await insertProperty(t.pool, { listing_date: null });
    await t.pool.query(
      `UPDATE properties SET created_at = '2024-06-30 23:59:59.987654+02', updated_at = '2024-12-31 22:00:00.5-05',
                             listing_date = '2024-01-02 03:04:05+00' WHERE id = $1`,
      [row.id],
    );
    const res = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(res.body.data).toMatchObject({
      created_at: '2024-06-30T21:59:59.987Z',
      updated_at: '2025-01-01T03:00:00.500Z',
      listing: { listing_date: '2024-01-02T03:04:05.000Z' },
    });
    const list = await request(t.app).get('/api/v1/properties?limit=1000');
    expect(list.body.data.find((p: { id: string }) => p.id === row.id)).toMatchObject({ created_at: '2024-06-30T21:59:59.987Z', updated_at: '2025-01-01T03:00:00.500Z' });
  });

  it('counts a listing dated today as 0 days on market', async () => {
    const row = await insertProperty(t.pool, { listing_date: new Date(Date.now() - 60_000) });
    const res = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(res.body.data.listing.days_on_market).toBe(0);
  });

  it.each([
    ['an unknown id', () => randomUUID()],
    ['an id that is not a UUID', () => 'not-a-uuid'],
    ['a number', () => '12345'],
    ['a UUID with a stray character', () => `${randomUUID()}x`],
    ['an id whose percent-encoding is broken', () => '%E0%A4%A'],
  ])('answers %s with 404 NOT_FOUND', async (_name, id) => {
    const res = await request(t.app).get(`/api/v1/properties/${id()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Property not found', request_id: expect.any(String) },
    });
  });
});
