import request from 'supertest';
import { whereClause } from '../../src/modules/properties/properties.repository';
import { parseListFilters } from '../../src/modules/properties/properties.schemas';
import { insertProperties, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties: the filters of contract section 8', () => {
  const t = useTestApp({ emptyProperties: true });
  const list = (query: Record<string, string | number>) => request(t.app).get('/api/v1/properties').query(query);
  const set = (res: request.Response) => new Set((res.body.data as Array<{ id: string }>).map((p) => p.id));

  let rows: PropertyRow[];
  beforeEach(async () => {
    rows = await insertProperties(t.pool, [
      {
        bedrooms_total: 1, bathrooms_total: 1, square_meters_total: 45.5, year_built: 1900, postal_code: 'SW1A 1AA', state: 'England',
        country: 'GB', features: ['balcony'], source: 'harbor_mls', listing_date: new Date('2025-01-01T00:00:00Z'),
        updated_at: new Date('2025-03-01T00:00:00Z'),
      },
      {
        bedrooms_total: 3, bathrooms_total: 2, square_meters_total: 120, year_built: 1985, postal_code: '78701', state: 'TX',
        country: 'US', features: ['garage', 'garden', 'swimming_pool'], source: 'openlist', listing_date: new Date('2025-02-01T12:00:00Z'),
        updated_at: new Date('2025-03-02T00:00:00Z'),
      },
      {
        bedrooms_total: 5, bathrooms_total: 3, square_meters_total: 300, year_built: 2020, postal_code: '78702', state: 'TX',
        country: 'US', features: ['garage', 'garden'], source: 'openlist', listing_date: new Date('2025-03-01T00:00:00Z'),
        updated_at: new Date('2025-03-03T00:00:00Z'),
      },
      {
        bedrooms_total: null, bathrooms_total: null, square_meters_total: null, year_built: null, postal_code: null, state: null,
        country: null, features: [], source: 'citydesk', listing_date: null, updated_at: new Date('2025-03-04T00:00:00Z'),
      },
    ]);
  });
  const pick = (...n: number[]) => new Set(n.map((i) => rows[i]!.id));

  it.each([
    [{ max_bedrooms: '3' }, [0, 1]],
    [{ max_bathrooms: '1' }, [0]],
    [{ min_square_meters: '120' }, [1, 2]],
    [{ max_square_meters: '120' }, [0, 1]],
    [{ min_square_meters: '45.5', max_square_meters: '45.5' }, [0]],
    [{ min_year_built: '1985' }, [1, 2]],
    [{ max_year_built: '1985' }, [0, 1]],
    [{ postal_code: 'sw1a 1aa' }, [0]],
    [{ state: 'tx' }, [1, 2]],
    [{ country: 'us' }, [1, 2]],
    [{ features: 'garage,garden' }, [1, 2]],
    [{ features: 'Garden, swimming_pool' }, [1]],
    // Written as a connector may have sent it: read as submissions store features.
    [{ features: 'Swimming Pool' }, [1]],
    [{ features: 'swimmingPool,GARAGE' }, [1]],
    [{ features: 'swimming-pool' }, [1]],
    [{ features: 'garage,balcony' }, []],
    [{ source: 'openlist' }, [1, 2]],
    [{ listed_since: '2025-02-01' }, [1, 2]],
    [{ listed_since: '2025-02-01T12:00:00Z' }, [1, 2]],
    [{ listed_since: '2025-02-01T12:00:01Z' }, [2]],
    [{ listed_since: '2025-02-01T13:00:00+01:00' }, [1, 2]],
    [{ updated_since: '2025-03-03T00:00:00Z' }, [2, 3]],
    [{ updated_since: '2025-03-03' }, [2, 3]],
    // Offsets that carry the instant past year 9999 or before year 1: nothing after the one, everything after the other.
    [{ listed_since: '9999-12-31T23:59:59.999999-14:00' }, []],
    [{ updated_since: '9999-12-31T23:59:59-01:00' }, []],
    [{ updated_since: '0001-01-01T00:00:00+14:00' }, [0, 1, 2, 3]],
    [{ state: 'TX', max_bedrooms: '4', features: 'garden', min_year_built: '1900', source: 'openlist' }, [1]],
  ])('filters by %j with an exact total', async (query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(set(res)).toEqual(pick(...expected));
    expect(res.body.metadata.total).toBe(expected.length);
  });

  it('combines the new filters with the spec filters, sort and paging', async () => {
    const res = await list({ country: 'US', min_bedrooms: 3, max_bedrooms: 5, sort: '-square_meters', limit: 1, offset: 1 });
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([rows[1]!.id]);
    expect(res.body.metadata).toEqual({ total: 2, limit: 1, offset: 1, has_more: false, next_cursor: null });
  });

  it.each([
    ['price', 'price_current'],
    ['-square_meters', 'square_meters_total'],
    ['-updated_at', 'updated_at'],
  ] as const)('pages a set of section 8 filters sorted by %s, every page the slice of the whole order, deep pages included', async (sort, column) => {
    // 24 more rows, varied so that the filters keep 11 of 28 and each sort has ties (decided by id).
    const more = await insertProperties(t.pool, Array.from({ length: 24 }, (_, i) => ({
      year_built: 1990 + (i % 4) * 10, source: i % 3 === 0 ? 'harbor_mls' : 'openlist', state: i % 5 === 0 ? 'CA' : 'TX',
      price_current: 200_000 + (i % 6) * 50_000, square_meters_total: 80 + (i % 5) * 20,
      updated_at: new Date(Date.UTC(2025, 4, 1 + (i % 7))),
    })));
    const kept = [...rows, ...more].filter((r) => r.source === 'openlist' && (r.year_built ?? 0) >= 2000 && r.state === 'TX');
    const value = (r: PropertyRow) => { const v = r[column]; return v instanceof Date ? v.getTime() : Number(v); };
    const descending = sort.startsWith('-');
    const order = kept.sort((a, b) => (value(a) - value(b) || (a.id < b.id ? -1 : 1)) * (descending ? -1 : 1)).map((r) => r.id);
    expect(order).toHaveLength(11);
    for (const offset of [0, 3, 6, 8, 9, 10]) {
      const res = await list({ source: 'openlist', min_year_built: 2000, state: 'tx', sort, limit: 3, offset });
      expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(order.slice(offset, offset + 3));
      expect(res.body.metadata).toMatchObject({ total: 11, offset, has_more: offset + 3 < 11 });
    }
  });

  it.each([
    ['min_bedrooms', 'max_bedrooms', '4', '3'],
    ['min_bathrooms', 'max_bathrooms', '2', '1'],
    ['min_square_meters', 'max_square_meters', '100.5', '100'],
    ['min_year_built', 'max_year_built', '2000', '1999'],
    ['min_price', 'max_price', '2', '1'],
  ])('rejects %s above %s with 400 INVALID_PARAMETER naming the minimum', async (min, max, low, high) => {
    const res = await list({ [min]: low, [max]: high });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_PARAMETER', details: [{ field: min, message: `must not be greater than ${max}` }] });
  });

  it.each([
    ['max_bedrooms', '-1'],
    ['max_bathrooms', 'two'],
    ['min_square_meters', '-5'],
    ['max_square_meters', '1e3'],
    ['min_year_built', '19.5'],
    ['max_year_built', 'recent'],
    ['postal_code', ' '],
    ['state', ''],
    ['country', ''],
    ['features', ' , '],
    ['source', ''],
    ['listed_since', 'yesterday'],
    ['listed_since', '2025-13-01'],
    ['updated_since', '2025-02-30T00:00:00Z'],
    ['updated_since', '1700000000'],
  ])('rejects %s=%j with 400 INVALID_PARAMETER naming it', async (field, value) => {
    const res = await list({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PARAMETER');
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual([field]);
  });

  it('matches a saved search through parseListFilters and whereClause exactly as the list does', async () => {
    const ids = rows.map((r) => r.id);
    const searches: Array<Record<string, string>> = [
      { state: 'TX', features: 'garden', max_bedrooms: '4' },
      { q: 'garden', bbox: '-100,30,-80,45', sort: 'price', limit: '1' },
      { lat: '39.7817', lon: '-89.6501', radius_km: '1', listed_since: '2025-02-01' },
      {},
    ];
    for (const raw of searches) {
      const values: unknown[] = [ids];
      const clause = whereClause(parseListFilters(raw), values).replace(/^WHERE /, '');
      const { rows: matched } = await t.pool.query<{ id: string }>(
        `SELECT id FROM properties WHERE id = ANY($1)${clause ? ` AND ${clause}` : ''}`,
        values,
      );
      const listed = await list({ ...raw, limit: 1000 });
      expect(new Set(matched.map((r) => r.id))).toEqual(set(listed));
    }
  });

  it('rejects a repeated new parameter instead of guessing', async () => {
    const res = await request(t.app).get('/api/v1/properties?state=TX&state=CA');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'state', message: 'must be given only once' }]);
  });
});
