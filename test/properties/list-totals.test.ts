import request from 'supertest';
import { whereClause } from '../../src/modules/properties/properties.repository';
import { parseListFilters, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../src/modules/properties/properties.schemas';
import { RangeComplements } from '../../src/modules/properties/range-complement';
import { StatsRepository } from '../../src/modules/stats/stats.repository';
import { random } from '../../bench/read-workload';
import { insertProperties, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/*
 * metadata.total is exact for every filter set, whichever way it is counted
 * (the count cube of migration 1763716000000 with its price edges, a feature
 * tag's cells of migration 1763719400000, or the rows themselves): random filter sets over random rows, compared with
 * count(*) of the same WHERE clause, after inserts, updates and deletes,
 * before and after the deltas are folded.
 */
describe('GET /api/v1/properties: metadata.total', () => {
  const t = useTestApp({ emptyProperties: true });

  const CITIES: Array<[string, string | null, string | null]> = [
    ['London', 'England', 'GB'], ['Portland', 'OR', 'US'], ['Portland', 'ME', 'US'], ['Paris', null, 'FR'], ['Zürich', 'ZH', null],
  ];
  // Round bounds people pick (bucket edges), bounds inside buckets, and prices on and beside both.
  const PRICES = [null, 1, 24_999.99, 25_000, 100_000, 149_999, 150_000, 212_345.5, 300_000, 300_000.01, 999_999, 1_000_000, 2_750_000, 99_000_000, 250_000_000];
  const ROOMS = [null, 0, 1, 2, 3, 4, 7, 20, 21, 35];
  const TAGS = ['garage', 'garden', 'elevator', 'pool'];

  function randomRow(r: () => number): Partial<PropertyRow> {
    const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
    const [city, state, country] = pick(CITIES);
    const shout = r() < 0.3; // stored case differs from the filter's: filters compare case-insensitively
    return {
      city: shout ? city.toUpperCase() : city,
      state,
      country,
      property_type: r() < 0.1 ? null : pick(PROPERTY_TYPES),
      status: pick(PROPERTY_STATUSES),
      price_current: pick(PRICES),
      bedrooms_total: pick(ROOMS),
      bathrooms_total: pick(ROOMS),
      // Any subset of the tags, a tag written twice on some rows, none on others.
      features: r() < 0.1 ? [] : TAGS.filter(() => r() < 0.4).concat(r() < 0.1 ? ['garage'] : []),
    };
  }

  function randomQuery(r: () => number): Record<string, string> {
    const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
    const q: Record<string, string> = {};
    const [city, state, country] = pick(CITIES);
    if (r() < 0.4) q.city = r() < 0.5 ? city.toLowerCase() : city;
    if (r() < 0.2 && state) q.state = state;
    if (r() < 0.2 && country) q.country = country.toLowerCase();
    if (r() < 0.3) q.property_type = pick(PROPERTY_TYPES);
    if (r() < 0.3) q.status = pick(PROPERTY_STATUSES);
    const bounds = ['1', '25000', '100000', '120000', '150000', '212345.5', '300000', '1000000', '2750000', '99000000'];
    if (r() < 0.4) q.min_price = pick(bounds);
    if (r() < 0.4) q.max_price = pick(bounds);
    if (q.min_price && q.max_price && Number(q.min_price) > Number(q.max_price)) [q.min_price, q.max_price] = [q.max_price, q.min_price];
    const rooms = ['0', '1', '2', '4', '20', '21', '30'];
    if (r() < 0.3) q.min_bedrooms = pick(rooms);
    if (r() < 0.2) q.max_bedrooms = pick(rooms);
    if (r() < 0.3) q.min_bathrooms = pick(rooms);
    if (r() < 0.2) q.max_bathrooms = pick(rooms);
    for (const [min, max] of [['min_bedrooms', 'max_bedrooms'], ['min_bathrooms', 'max_bathrooms']] as const) {
      if (q[min] && q[max] && Number(q[min]) > Number(q[max])) delete q[max];
    }
    if (r() < 0.1) q.min_year_built = '1990'; // a filter the cube does not hold: counted from the rows
    // One tag (its cells, without a location), the same tag twice, or two tags (counted from the rows).
    const tags = r();
    if (tags < 0.25) q.features = pick(TAGS);
    else if (tags < 0.3) q.features = Array(2).fill(pick(TAGS)).join(',');
    else if (tags < 0.35) q.features = `${pick(TAGS)},${pick(TAGS)}`;
    return q;
  }

  async function expectExactTotals(seed: number, queries: number): Promise<void> {
    const r = random(seed);
    for (let i = 0; i < queries; i++) {
      const query = randomQuery(r);
      const filters = parseListFilters(query);
      const values: unknown[] = [];
      const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties ${whereClause(filters, values)}`, values);
      const res = await request(t.app).get('/api/v1/properties').query({ ...query, limit: '1' });
      expect({ query, status: res.status, body: res.status === 200 ? undefined : res.body }).toEqual({ query, status: 200, body: undefined });
      expect({ query, total: res.body.metadata.total }).toEqual({ query, total: rows[0]!.n });
    }
  }

  it('is exact for random filter sets after inserts, updates and deletes, folded or not', async () => {
    const r = random(12);
    const rows = await insertProperties(t.pool, Array.from({ length: 400 }, () => randomRow(r)));
    await expectExactTotals(1, 120);

    // Moves between cells: price, rooms, location and status change; unchanged rows cancel out.
    const ids = rows.map((row) => row.id);
    await t.pool.query(
      `UPDATE properties SET price_current = CASE WHEN price_current IS NULL THEN 300000 ELSE price_current * 2 END,
              bedrooms_total = coalesce(bedrooms_total, 0) + 1, status = 'sold', city = upper(city)
        WHERE id = ANY($1)`,
      [ids.slice(0, 120)],
    );
    await t.pool.query('UPDATE properties SET description = $2 WHERE id = ANY($1)', [ids.slice(120, 200), 'no key column changes']);
    await t.pool.query(`UPDATE properties SET features = CASE WHEN 'garage' = ANY(features) THEN array_remove(features, 'garage') ELSE features || '{garage,pool}' END
                         WHERE id = ANY($1)`, [ids.slice(90, 160)]);
    await t.pool.query(`UPDATE properties SET state = NULL, country = 'US', price_current = NULL WHERE id = ANY($1)`, [ids.slice(200, 240)]);
    await t.pool.query('DELETE FROM properties WHERE id = ANY($1)', [ids.slice(240, 300)]);
    await expectExactTotals(2, 120);

    await new StatsRepository(t.pool).compact();
    const pending = await t.pool.query<{ n: number }>('SELECT (SELECT count(*) FROM property_count_deltas) + (SELECT count(*) FROM property_facet_cell_deltas) AS n');
    expect(Number(pending.rows[0]!.n)).toBe(0);
    await expectExactTotals(3, 120);
  });

  // A broad size, year or date range beside filters the cube holds is counted as the cube's total less the rows outside the range.
  it('is exact for broad size, year and date ranges, counted from the rows outside them', async () => {
    const r = random(31);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
    // Most rows inside every bound below; some outside, some unknown (NULL is outside every range).
    await insertProperties(t.pool, Array.from({ length: 300 }, () => ({
      ...randomRow(r),
      square_meters_total: pick([null, 30, 49.5, 50, 80, 120, 120, 200, 450]),
      year_built: pick([null, 1890, 1950, 1985, 1985, 2001, 2010, 2020]),
      listing_date: pick([null, new Date('2023-03-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'), new Date('2025-06-15T00:00:00Z'), new Date('2025-09-01T00:00:00Z')]),
    })));
    await t.pool.query('ANALYZE properties');
    const broad = [{ min_square_meters: '50' }, { max_square_meters: '200' }, { min_year_built: '1950' }, { max_year_built: '2010' }, { listed_since: '2024-01-01' }];
    // The planner sees each range keep most rows: beside a location (which the facet cells of sizes and years
    // do not hold) the totals below are read from outside them. Anywhere, the facet cells sum sizes and years.
    const complements = new RangeComplements(t.pool, whereClause);
    for (const range of broad) {
      const near = { ...range, city: 'London' };
      expect({ near, cheaper: await complements.cheaper(parseListFilters(near)) }).toEqual({ near, cheaper: true });
    }
    for (const range of [{ min_square_meters: '50' }, { max_year_built: '2010' }]) {
      expect({ range, cheaper: await complements.cheaper(parseListFilters(range)) }).toEqual({ range, cheaper: false });
    }
    for (let i = 0; i < 60; i++) {
      const query = randomQuery(r);
      delete query.min_year_built; // randomQuery's own year bound would be a second range
      Object.assign(query, pick(broad));
      const filters = parseListFilters(query);
      const values: unknown[] = [];
      const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties ${whereClause(filters, values)}`, values);
      const res = await request(t.app).get('/api/v1/properties').query({ ...query, limit: '1' });
      expect({ query, total: res.body.metadata.total }).toEqual({ query, total: rows[0]!.n });
    }
  });

  // One tag, one source, or one size, year or date range, beside the cube's filters anywhere is summed from the facet cells; with rooms beside a range, or a second facet, from the rows.
  it('is exact for a tag, a source or a size, year or date range beside filters the cube holds, after every kind of write', async () => {
    const r = random(47);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
    const SIZES = [null, 0, 9.99, 10, 49.5, 50, 55.5, 80, 80.01, 119, 120, 450, 10_000, 25_000];
    const YEARS = [null, 1700, 1800, 1949, 1950, 1987, 2010, 2014, 2030, 2100];
    const SOURCES = ['openlist', 'citydesk', 'OpenList'];
    const DATES = [null, '1960-05-01T00:00:00Z', '1999-12-31T23:59:59Z', '2023-03-01T00:00:00Z', '2024-05-31T23:59:59.999Z', '2024-06-01T00:00:00Z', '2025-09-15T00:00:00Z',
      '2025-09-20T08:00:00Z', '2025-10-01T12:00:00Z', '2041-01-01T00:00:00Z'].map((d) => (d === null ? null : new Date(d)));
    const row = () => ({
      ...randomRow(r), square_meters_total: pick(SIZES), year_built: pick(YEARS), listing_date: pick(DATES), updated_at: pick(DATES.slice(1)) ?? new Date(),
      source: pick(SOURCES),
    });
    const facetQuery = (): Record<string, string> => {
      const q = randomQuery(r);
      for (const key of ['city', 'state', 'country', 'features', 'min_year_built']) delete q[key];
      if (r() < 0.7) for (const key of ['min_bedrooms', 'max_bedrooms', 'min_bathrooms', 'max_bathrooms']) delete q[key];
      const facet = r();
      if (facet < 0.2) q.features = pick(TAGS);
      else if (facet < 0.3) q.source = pick(SOURCES);
      else if (facet < 0.6) Object.assign(q, pick([{ min_square_meters: '50' }, { min_square_meters: '55.5' }, { max_square_meters: '120' },
        { min_square_meters: '10', max_square_meters: '80' }, { min_square_meters: '0' }, { max_square_meters: '9.99' }, { min_square_meters: '20000' }]));
      else if (facet < 0.75) Object.assign(q, pick([{ min_year_built: '1950' }, { min_year_built: '1987' }, { max_year_built: '2010' },
        { min_year_built: '1800', max_year_built: '2014' }, { max_year_built: '1799' }, { min_year_built: '2031' }]));
      // Month starts (whole buckets), instants inside a month, before the first bucket and after the last.
      else if (facet < 0.9) Object.assign(q, pick([{ listed_since: '2024-06-01' }, { listed_since: '2025-09-15' }, { listed_since: '1990-01-01' }, { listed_since: '1965-01-01' },
        { listed_since: '2041-02-01T00:00:00Z' }, { updated_since: '2024-06-01T00:00:00Z' }, { updated_since: '2025-09-15T00:00:00Z' },
        { updated_since: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).toISOString() }, { updated_since: '2023-03-01T00:00:00.001Z' }]));
      else Object.assign(q, { features: pick(TAGS), min_square_meters: '50' }); // two facets: counted from the rows
      return q;
    };
    // Each bound alone too, whatever the draw: a date before the first month bucket among them.
    const FIXED: Array<Record<string, string>> = [{ listed_since: '1965-01-01' }, { listed_since: '2025-09-15' }, { min_square_meters: '55.5' }, { max_year_built: '2010' }, { features: 'garage' }, { source: 'openlist' }];
    const expectExact = async (queries: number) => {
      for (let i = 0; i < queries + FIXED.length; i++) {
        const query: Record<string, string> = i < FIXED.length ? FIXED[i]! : facetQuery();
        const filters = parseListFilters(query);
        const values: unknown[] = [];
        const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM properties ${whereClause(filters, values)}`, values);
        const res = await request(t.app).get('/api/v1/properties').query({ ...query, limit: '1' });
        expect({ query, status: res.status, total: res.body.metadata?.total }).toEqual({ query, status: 200, total: rows[0]!.n });
      }
    };
    const rows = await insertProperties(t.pool, Array.from({ length: 300 }, row));
    await expectExact(80);
    const ids = rows.map((x) => x.id);
    // Sizes and years across buckets and to unknown, prices and statuses moved, tags changed, rows deleted.
    await t.pool.query(`UPDATE properties SET square_meters_total = CASE WHEN square_meters_total IS NULL THEN 85 WHEN square_meters_total > 100 THEN NULL ELSE square_meters_total + 35 END,
                               year_built = coalesce(year_built, 1990) + 3, status = 'pending' WHERE id = ANY($1)`, [ids.slice(0, 90)]);
    await t.pool.query(`UPDATE properties SET features = features || '{garden}', price_current = 300000, listing_date = NULL, updated_at = now(), source = 'citydesk'
                         WHERE id = ANY($1)`, [ids.slice(60, 130)]);
    await t.pool.query('DELETE FROM properties WHERE id = ANY($1)', [ids.slice(130, 170)]);
    await expectExact(80);
    await new StatsRepository(t.pool).compact();
    await insertProperties(t.pool, Array.from({ length: 40 }, row));
    await expectExact(80);
  });

  it('counts nothing after the store is emptied', async () => {
    const r = random(5);
    await insertProperties(t.pool, Array.from({ length: 50 }, () => randomRow(r)));
    await new StatsRepository(t.pool).compact();
    await t.pool.query('TRUNCATE properties CASCADE');
    const res = await request(t.app).get('/api/v1/properties').query({ status: 'active', min_price: '100000', city: 'London' });
    expect(res.body.metadata.total).toBe(0);
    const tagged = await request(t.app).get('/api/v1/properties').query({ status: 'active', min_price: '100000', features: 'garage' });
    expect(tagged.body.metadata.total).toBe(0);
    const cells = await t.pool.query<{ n: number }>(`SELECT (SELECT count(*) FROM property_count_cells) + (SELECT count(*) FROM property_count_deltas)
                                                            + (SELECT count(*) FROM property_facet_cells) + (SELECT count(*) FROM property_facet_cell_deltas) AS n`);
    expect(Number(cells.rows[0]!.n)).toBe(0);
  });
});
