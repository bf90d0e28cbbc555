import request from 'supertest';
import { insertProperties, insertProperty } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties/stats', () => {
  const t = useTestApp({ emptyProperties: true });

  const stats = async () => {
    const res = await request(t.app).get('/api/v1/properties/stats');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(new Date(res.body.data.timestamp).toISOString()).toBe(res.body.data.timestamp);
    const { timestamp: _timestamp, ...data } = res.body.data;
    return data;
  };

  const buckets = (counts: [number, number, number, number, number]) => [
    { price_range: '0-100k', count: counts[0], min_price: 0, max_price: 100_000 },
    { price_range: '100k-250k', count: counts[1], min_price: 100_000, max_price: 250_000 },
    { price_range: '250k-500k', count: counts[2], min_price: 250_000, max_price: 500_000 },
    { price_range: '500k-1M', count: counts[3], min_price: 500_000, max_price: 1_000_000 },
    { price_range: '1M+', count: counts[4], min_price: 1_000_000, max_price: null },
  ];

  const EMPTY = {
    total_properties: 0,
    properties_by_city: {},
    average_sale_price: 0,
    average_price_by_status: { active: 0, pending: 0, sold: 0, off_market: 0 },
    price_distribution: buckets([0, 0, 0, 0, 0]),
    properties_by_type: { house: 0, apartment: 0, condo: 0, townhouse: 0 },
  };

  it('answers an empty database with every key present and zero counts', async () => {
    const res = await request(t.app).get('/api/v1/properties/stats');
    expect(res.body).toEqual({ success: true, data: { ...EMPTY, timestamp: expect.any(String) } });
  });

  it('counts known rows exactly: cities, types, statuses, averages to the cent and bucket edges', async () => {
    await insertProperties(t.pool, [
      { city: 'Austin', property_type: 'house', status: 'active', price_current: 99_999.99 },
      { city: 'Austin', property_type: 'house', status: 'active', price_current: 100_000 },
      { city: 'Boston', property_type: 'condo', status: 'sold', price_current: 250_000 },
      { city: 'Boston', property_type: 'land', status: 'pending', price_current: 499_999.99 },
      { city: 'Austin', property_type: 'apartment', status: 'sold', price_current: 1_000_000 },
      { city: 'Chicago', property_type: 'land', status: 'off_market', price_current: null },
      { city: 'Austin', property_type: 'multi_family', status: 'active', price_current: 999_999.99 },
    ]);
    expect(await stats()).toEqual({
      total_properties: 7,
      properties_by_city: { Austin: 4, Boston: 2, Chicago: 1 },
      // (99999.99 + 100000 + 250000 + 499999.99 + 1000000 + 999999.99) / 6 = 491666.661666...
      average_sale_price: 491_666.66,
      average_price_by_status: { active: 399_999.99, pending: 499_999.99, sold: 625_000, off_market: 0 },
      price_distribution: buckets([1, 1, 2, 1, 1]),
      properties_by_type: { house: 2, apartment: 1, condo: 1, townhouse: 0, land: 2, multi_family: 1 },
    });
  });

  it('counts a city however its properties spell its case, as the city filter matches it, under its most common spelling', async () => {
    await insertProperties(t.pool, [
      { city: 'Boston', price_current: 100_000 },
      { city: 'boston', price_current: 200_000 },
      { city: 'Boston', price_current: 300_000 },
      { city: 'SPRINGFIELD' },
      { city: 'springfield' },
      { city: 'Zürich' },
      { city: 'ZÜRICH' },
      { city: 'zürich' },
    ]);
    const data = await stats();
    const byCity = data.properties_by_city as Record<string, number>;
    // Springfield: one each, so the tie goes to the first in byte order.
    expect(byCity).toMatchObject({ Boston: 3, SPRINGFIELD: 2 });
    expect(Object.keys(byCity)).not.toContain('boston');
    // Beyond ASCII, case folds as the database's lower() folds it (the filter's own rule): all three Zürich
    // spellings are counted, and each key the statistics show is what the list counts for it.
    expect(Object.entries(byCity).filter(([city]) => /^z(ü|Ü)rich$/i.test(city)).reduce((sum, [, n]) => sum + n, 0)).toBe(3);
    for (const [city, count] of Object.entries(byCity)) {
      const list = await request(t.app).get('/api/v1/properties').query({ city });
      expect(list.body.metadata.total).toBe(count);
    }
    expect(data.total_properties).toBe(8);
  });

  it('stamps every answer with the time it is given, also when the statistics themselves are unchanged', async () => {
    await stats();
    await new Promise((r) => setTimeout(r, 20));
    const before = Date.now();
    const res = await request(t.app).get('/api/v1/properties/stats');
    expect(Date.parse(res.body.data.timestamp)).toBeGreaterThanOrEqual(before);
  });

  it('changes by exactly the inserted rows', async () => {
    await insertProperties(t.pool, [
      { city: 'Denver', property_type: 'house', status: 'active', price_current: 300_000 },
      { city: 'Denver', property_type: 'townhouse', status: 'pending', price_current: 600_000 },
    ]);
    const before = await stats();
    await insertProperties(t.pool, [
      { city: 'Denver', property_type: 'house', status: 'active', price_current: 500_000 },
      { city: 'Miami', property_type: 'condo', status: 'sold', price_current: 80_000 },
      { city: 'Miami', property_type: 'commercial', status: 'off_market', price_current: 2_000_000 },
    ]);
    const after = await stats();
    expect(before).toEqual({
      total_properties: 2,
      properties_by_city: { Denver: 2 },
      average_sale_price: 450_000,
      average_price_by_status: { active: 300_000, pending: 600_000, sold: 0, off_market: 0 },
      price_distribution: buckets([0, 0, 1, 1, 0]),
      properties_by_type: { house: 1, apartment: 0, condo: 0, townhouse: 1 },
    });
    expect(after).toEqual({
      total_properties: 5,
      properties_by_city: { Denver: 3, Miami: 2 },
      average_sale_price: 696_000,
      average_price_by_status: { active: 400_000, pending: 600_000, sold: 80_000, off_market: 2_000_000 },
      price_distribution: buckets([1, 0, 1, 2, 1]),
      properties_by_type: { house: 2, apartment: 0, condo: 1, townhouse: 1, commercial: 1 },
    });
  });

  it('follows updates of price, status, type and city, and deletes', async () => {
    const [a, b] = await insertProperties(t.pool, [
      { city: 'Tulsa', property_type: 'house', status: 'active', price_current: 200_000 },
      { city: 'Tulsa', property_type: 'condo', status: 'active', price_current: 400_000 },
    ]);
    await t.pool.query(
      `UPDATE properties SET price_current = 1200000, status = 'sold', property_type = 'townhouse', city = 'Omaha' WHERE id = $1`,
      [a!.id],
    );
    await t.pool.query(`UPDATE properties SET bedrooms_total = 9`); // no statistic changes
    expect(await stats()).toEqual({
      total_properties: 2,
      properties_by_city: { Omaha: 1, Tulsa: 1 },
      average_sale_price: 800_000,
      average_price_by_status: { active: 400_000, pending: 0, sold: 1_200_000, off_market: 0 },
      price_distribution: buckets([0, 0, 1, 0, 1]),
      properties_by_type: { house: 0, apartment: 0, condo: 1, townhouse: 1 },
    });
    await t.pool.query('DELETE FROM properties WHERE id = $1', [b!.id]);
    expect(await stats()).toEqual({
      total_properties: 1,
      properties_by_city: { Omaha: 1 },
      average_sale_price: 1_200_000,
      average_price_by_status: { active: 0, pending: 0, sold: 1_200_000, off_market: 0 },
      price_distribution: buckets([0, 0, 0, 0, 1]),
      properties_by_type: { house: 0, apartment: 0, condo: 0, townhouse: 1 },
    });
    await t.pool.query('DELETE FROM properties');
    expect(await stats()).toEqual(EMPTY);
  });

  it('is not taken for a property id', async () => {
    await insertProperty(t.pool, { city: 'Akron' });
    const res = await request(t.app).get('/api/v1/properties/stats');
    expect(res.body.data.total_properties).toBe(1);
  });

  it('stays exact under concurrent writers, matching a full count of the table', async () => {
    const cities = ['City 0', 'City 1', 'City 2', 'City 3', 'City 4'];
    await insertProperties(
      t.pool,
      Array.from({ length: 16 }, (_, i) => ({ external_id: `w${i >> 1}-${i % 2}`, city: cities[i % 5]!, price_current: 50_000 * (i + 1) })),
    );
    // Each writer owns its rows, but their statements change the same statistics, in different orders.
    const writer = async (n: number): Promise<void> => {
      const client = await t.pool.connect();
      try {
        await client.query('BEGIN');
        await insertProperties(client, [{ city: cities[n % 5]!, price_current: 10_000 * (n + 1), status: 'pending' }]);
        await client.query(`UPDATE properties SET city = $1, status = 'sold', price_current = price_current + 1 WHERE external_id = $2`, [
          cities[(n + 2) % 5],
          `w${n}-0`,
        ]);
        await client.query('DELETE FROM properties WHERE external_id = $1', [`w${n}-1`]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => writer(n)));

    const { rows } = await t.pool.query<{ city: string; n: number }>('SELECT city, count(*)::int AS n FROM properties GROUP BY city');
    const { rows: avg } = await t.pool.query<{ avg: number; total: number }>(
      'SELECT round(avg(price_current), 2) AS avg, count(*)::int AS total FROM properties',
    );
    const data = await stats();
    expect(data.total_properties).toBe(avg[0]!.total);
    expect(data.average_sale_price).toBe(avg[0]!.avg);
    expect(data.properties_by_city).toEqual(Object.fromEntries(rows.map((r) => [r.city, r.n])));
  });
});

describe('GET /api/v1/properties/stats with the compaction worker running', () => {
  const t = useTestApp({ startWorkers: true });

  it('answers the same before and after pending changes are folded into the summary', async () => {
    await insertProperties(t.pool, [
      { city: 'Fargo', property_type: 'house', status: 'active', price_current: 150_000 },
      { city: 'Fargo', property_type: 'other', status: 'sold', price_current: 350_000 },
    ]);
    await t.pool.query(`UPDATE properties SET city = 'Bismarck' WHERE property_type = 'other'`);
    const read = async () => {
      const { timestamp: _timestamp, ...data } = (await request(t.app).get('/api/v1/properties/stats')).body.data;
      return data;
    };
    const before = await read();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM property_stat_deltas');
      if (rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error('the compaction worker never folded the deltas');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await read()).toEqual(before);
    expect(before).toEqual({
      total_properties: 2,
      properties_by_city: { Bismarck: 1, Fargo: 1 },
      average_sale_price: 250_000,
      average_price_by_status: { active: 150_000, pending: 0, sold: 350_000, off_market: 0 },
      price_distribution: [
        { price_range: '0-100k', count: 0, min_price: 0, max_price: 100_000 },
        { price_range: '100k-250k', count: 1, min_price: 100_000, max_price: 250_000 },
        { price_range: '250k-500k', count: 1, min_price: 250_000, max_price: 500_000 },
        { price_range: '500k-1M', count: 0, min_price: 500_000, max_price: 1_000_000 },
        { price_range: '1M+', count: 0, min_price: 1_000_000, max_price: null },
      ],
      properties_by_type: { house: 1, apartment: 0, condo: 0, townhouse: 0, other: 1 },
    });
  });
});
