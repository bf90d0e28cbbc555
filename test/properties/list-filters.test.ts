import request from 'supertest';
import { insertProperties, insertProperty, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties: filters', () => {
  const t = useTestApp({ emptyProperties: true });

  const list = (query: Record<string, string | number> = {}) => request(t.app).get('/api/v1/properties').query(query);
  // Default order: newest first.
  const idsNewestFirst = (rows: PropertyRow[]) => [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map((r) => r.id);
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);

  it('lists a property with exactly the fields of the list view (spec 2.1)', async () => {
    const row = await insertProperty(t.pool, {
      external_id: 'MLS-778',
      source: 'acme_feed',
      url: 'https://acme.example/778',
      property_type: 'condo',
      status: 'pending',
      address_formatted: '12 Elm St Apt 4, Austin, TX 78701, US',
      street: '12 Elm St Apt 4',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postal_code: '78701',
      bedrooms_total: 2,
      bathrooms_total: 1,
      square_meters_total: 84.5,
      price_current: 412_500.5,
      created_at: new Date('2025-03-04T05:06:07.089Z'),
      updated_at: new Date('2025-03-05T00:00:00.000Z'),
    });
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        {
          id: row.id,
          external_id: 'MLS-778',
          source: 'acme_feed',
          url: 'https://acme.example/778',
          property_type: 'condo',
          address: {
            formatted: '12 Elm St Apt 4, Austin, TX 78701, US',
            street: '12 Elm St Apt 4',
            city: 'Austin',
            state: 'TX',
            country: 'US',
            postal_code: '78701',
          },
          details: { bedrooms: 2, bathrooms: 1, square_meters: 84.5, price_current: 412_500.5 },
          status: 'pending',
          created_at: '2025-03-04T05:06:07.089Z',
          updated_at: '2025-03-05T00:00:00.000Z',
        },
      ],
      metadata: { total: 1, limit: 50, offset: 0, has_more: false, next_cursor: null },
    });
  });

  it('shows every unknown field of the list view as null, never leaving it out', async () => {
    const row = await insertProperty(t.pool, {
      external_id: null, url: null, property_type: null, address_formatted: null, street: null, city: null, state: null,
      country: null, postal_code: null, bedrooms_total: null, bathrooms_total: null, square_meters_total: null, price_current: null,
    });
    const res = await list();
    expect(res.body.data).toEqual([
      {
        id: row.id, external_id: null, source: 'test_feed', url: null, property_type: null,
        address: { formatted: null, street: null, city: null, state: null, country: null, postal_code: null },
        details: { bedrooms: null, bathrooms: null, square_meters: null, price_current: null },
        status: 'active', created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
      },
    ]);
  });

  it('answers an empty store with no data and a total of 0', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [], metadata: { total: 0, limit: 50, offset: 0, has_more: false, next_cursor: null } });
  });

  it.each([
    ['property_type', 'condo', [{ property_type: 'condo' }, { property_type: 'condo' }], [{ property_type: 'house' }, { property_type: 'land' }]],
    ['status', 'sold', [{ status: 'sold' }], [{ status: 'active' }, { status: 'pending' }, { status: 'off_market' }]],
    ['min_price', '300000', [{ price_current: 300_000 }, { price_current: 900_000 }], [{ price_current: 299_999.99 }, { price_current: null }]],
    ['max_price', '300000', [{ price_current: 300_000 }, { price_current: 10_000 }], [{ price_current: 300_000.01 }, { price_current: null }]],
    ['min_bedrooms', '3', [{ bedrooms_total: 3 }, { bedrooms_total: 7 }], [{ bedrooms_total: 2 }, { bedrooms_total: null }]],
    ['min_bathrooms', '2', [{ bathrooms_total: 2 }, { bathrooms_total: 4 }], [{ bathrooms_total: 1 }, { bathrooms_total: null }]],
    ['city', 'Austin', [{ city: 'Austin' }, { city: 'AUSTIN' }], [{ city: 'Boston' }, { city: 'Austin Heights' }, { city: null }]],
  ] as Array<[string, string, Array<Partial<PropertyRow>>, Array<Partial<PropertyRow>>]>)(
    'filters by %s=%s alone, bounds inclusive',
    async (name, value, matching, others) => {
      const inserted = await insertProperties(t.pool, [...matching, ...others]);
      const expected = inserted.slice(0, matching.length);
      const res = await list({ [name]: value });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual(idsNewestFirst(expected));
      expect(res.body.metadata).toEqual({ total: expected.length, limit: 50, offset: 0, has_more: false, next_cursor: null });
    },
  );

  it('combines every filter: only a property meeting all of them is listed', async () => {
    const match = {
      property_type: 'house', status: 'active', price_current: 450_000, bedrooms_total: 4, bathrooms_total: 3, city: 'Denver',
    };
    const [hit] = await insertProperties(t.pool, [
      match,
      { ...match, property_type: 'condo' },
      { ...match, status: 'sold' },
      { ...match, price_current: 399_999 },
      { ...match, price_current: 500_001 },
      { ...match, bedrooms_total: 3 },
      { ...match, bathrooms_total: 2 },
      { ...match, city: 'Dallas' },
    ]);
    const res = await list({
      property_type: 'house', status: 'active', min_price: 400_000, max_price: 500_000, min_bedrooms: 4, min_bathrooms: 3, city: 'denver',
    });
    expect(ids(res)).toEqual([hit!.id]);
    expect(res.body.metadata).toEqual({ total: 1, limit: 50, offset: 0, has_more: false, next_cursor: null });
  });

  it('combines status with a price range and a minimum of bedrooms', async () => {
    const rows = await insertProperties(t.pool, [
      { status: 'active', price_current: 350_000, bedrooms_total: 3 },
      { status: 'active', price_current: 600_000, bedrooms_total: 5 },
      { status: 'active', price_current: 350_000, bedrooms_total: 2 },
      { status: 'pending', price_current: 350_000, bedrooms_total: 3 },
      { status: 'active', price_current: 650_000, bedrooms_total: 3 },
    ]);
    const res = await list({ status: 'active', min_price: 300_000, max_price: 600_000, min_bedrooms: 3 });
    expect(ids(res)).toEqual(idsNewestFirst(rows.slice(0, 2)));
    expect(res.body.metadata.total).toBe(2);
  });

  it('matches a URL-encoded city whatever its case, accents included', async () => {
    const [sao, , zurich] = await insertProperties(t.pool, [{ city: 'São Paulo' }, { city: 'Sao Paulo' }, { city: 'Zürich' }]);
    const upper = await request(t.app).get('/api/v1/properties?city=S%C3%83O%20PAULO');
    expect(ids(upper)).toEqual([sao!.id]);
    const plus = await request(t.app).get('/api/v1/properties?city=s%C3%A3o+paulo');
    expect(ids(plus)).toEqual([sao!.id]);
    const zurichRes = await request(t.app).get('/api/v1/properties?city=%20Z%C3%9CRICH%20');
    expect(ids(zurichRes)).toEqual([zurich!.id]);
    expect(zurichRes.body.metadata.total).toBe(1);
  });

  it('ignores query parameters it does not know', async () => {
    const row = await insertProperty(t.pool);
    const res = await list({ colour: 'blue', page: 'x' });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([row.id]);
  });

  it('keeps totals exact across inserts, updates and deletes of matching rows', async () => {
    const [a] = await insertProperties(t.pool, [
      { status: 'sold', price_current: 200_000, city: 'Reno' },
      { status: 'active', price_current: 200_000, city: 'Reno' },
    ]);
    const combined = { status: 'sold', max_price: 300_000, city: 'reno' };
    const totals = async () => [
      (await list({ status: 'sold' })).body.metadata.total,
      (await list(combined)).body.metadata.total,
      (await list()).body.metadata.total,
    ];
    expect(await totals()).toEqual([1, 1, 2]);
    expect(await totals()).toEqual([1, 1, 2]);

    await insertProperty(t.pool, { status: 'sold', price_current: 250_000, city: 'Reno' });
    expect(await totals()).toEqual([2, 2, 3]);

    await t.pool.query('UPDATE properties SET price_current = 350000 WHERE id = $1', [a!.id]);
    expect(await totals()).toEqual([2, 1, 3]);

    await t.pool.query(`UPDATE properties SET status = 'active' WHERE status = 'sold'`);
    expect(await totals()).toEqual([0, 0, 3]);

    await t.pool.query('DELETE FROM properties WHERE id = $1', [a!.id]);
    expect(await totals()).toEqual([0, 0, 2]);
  });
});
