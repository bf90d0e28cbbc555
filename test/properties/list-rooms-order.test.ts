import request from 'supertest';
import { random } from '../../bench/read-workload';
import { LATERAL_REACH } from '../../src/modules/properties/page-sql';
import { insertProperties, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

type Query = Record<string, string | number>;
const SORT_COLUMN = { price: 'price_current', square_meters: 'square_meters_total', bedrooms: 'bedrooms_total' } as const;

/** What the contract says a page holds: the matches in sort order (unknown first ascending), equal keys by id; from the rows themselves. */
function expectedPage(rows: PropertyRow[], query: Query): string[] {
  const min = query.min_bedrooms as number | undefined;
  const max = query.max_bedrooms as number | undefined;
  const matches = rows.filter(
    (r) =>
      (min === undefined || (r.bedrooms_total !== null && r.bedrooms_total >= min)) &&
      (max === undefined || (r.bedrooms_total !== null && r.bedrooms_total <= max)) &&
      (query.property_type === undefined || r.property_type === query.property_type) &&
      (query.status === undefined || r.status === query.status) &&
      (query.min_price === undefined || (r.price_current !== null && r.price_current >= (query.min_price as number))) &&
      (query.max_price === undefined || (r.price_current !== null && r.price_current <= (query.max_price as number))),
  );
  const sort = String(query.sort);
  const descending = sort.startsWith('-');
  const column = SORT_COLUMN[sort.replace('-', '') as keyof typeof SORT_COLUMN];
  const ascending = [...matches].sort((a, b) => {
    const [x, y] = [a[column] as number | null, b[column] as number | null];
    if (x !== y) return x === null ? -1 : y === null ? 1 : x - y;
    return a.id < b.id ? -1 : 1;
  });
  const ordered = descending ? ascending.reverse() : ascending;
  const offset = (query.offset as number | undefined) ?? 0;
  return ordered.slice(offset, offset + (query.limit as number)).map((r) => r.id);
}

describe('GET /api/v1/properties: searches sorted by price, size or rooms that the planner is steered on', () => {
  const t = useTestApp({ emptyProperties: true });
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);

  // Rooms that go with size and price, as in real listings, plus what feeds send at the edges:
  // no count, a negative one, counts past 12 and past the count cube's cap of 20.
  async function insertListings(seed: number, n: number): Promise<PropertyRow[]> {
    const r = random(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
    return insertProperties(
      t.pool,
      Array.from({ length: n }, () => {
        const rooms = pick([null, -1, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8, 13, 25]);
        const base = rooms === null ? 2 : Math.max(0, rooms);
        return {
          bedrooms_total: rooms,
          property_type: rooms !== null && rooms >= 4 ? pick(['house', 'house', 'condo']) : pick(['apartment', 'condo', 'house']),
          status: pick(['active', 'pending', 'sold']),
          // Ties on purpose: prices and sizes from short lists.
          price_current: r() < 0.1 ? null : 100_000 + base * 50_000 + pick([0, 10_000, 25_000, 50_000]),
          square_meters_total: r() < 0.1 ? null : 30 + base * 25 + pick([0, 5, 10]),
        };
      }),
    );
  }

  const QUERIES: Query[] = [
    { min_bedrooms: 1, sort: 'square_meters' },
    { min_bedrooms: 3, sort: 'price' },
    { min_bedrooms: 4, sort: 'square_meters' },
    { min_bedrooms: 2, max_bedrooms: 5, sort: 'price' },
    { min_bedrooms: 13, sort: 'square_meters' },
    { min_bedrooms: 3, property_type: 'apartment', sort: 'square_meters' },
    { min_bedrooms: 2, status: 'pending', min_price: 200_001, sort: 'price' },
    { max_bedrooms: 3, sort: '-square_meters' },
    { max_bedrooms: 14, sort: '-price' },
    { max_bedrooms: 30, min_price: 150_000, max_price: 333_333, sort: '-square_meters' },
    { min_bedrooms: 1, max_bedrooms: 2, sort: '-price' },
  ];

  it('pages them in the same order as one sort of every match, at every depth and both ways', async () => {
    const rows = await insertListings(12, 240);
    const checked: string[] = [];
    for (const base of QUERIES) {
      for (const sort of [base.sort as string, (base.sort as string).startsWith('-') ? (base.sort as string).slice(1) : `-${base.sort}`]) {
        const total = expectedPage(rows, { ...base, sort, limit: 1000 }).length;
        // The first page, one inside, and deep pages (read from the far end of the set).
        for (const offset of new Set([0, 7, Math.floor(total / 2), Math.max(0, total - 6)])) {
          const query = { ...base, sort, limit: 6, offset };
          const res = await request(t.app).get('/api/v1/properties').query(query);
          expect({ query, status: res.status, total: res.body.metadata?.total, ids: ids(res) })
            .toEqual({ query, status: 200, total, ids: expectedPage(rows, query) });
          checked.push(JSON.stringify(query));
        }
      }
    }
    expect(checked.length).toBeGreaterThan(60);
  });

  it('pages them the same whether the room counts are read by one lateral scan or one branch each', async () => {
    // Shallow pages read every count's range up to offset + limit in one lateral subquery; past
    // LATERAL_REACH rows each count is a branch of its own, merged in order. Both must give one order.
    const rows = await insertListings(77, 1500);
    const checked: string[] = [];
    for (const base of [QUERIES[0]!, QUERIES[1]!, QUERIES[3]!, QUERIES[7]!, QUERIES[9]!]) {
      const total = expectedPage(rows, { ...base, limit: rows.length }).length;
      // Pages read forward: the offset nearer the start of the set than its end.
      for (const offset of [LATERAL_REACH - 10, LATERAL_REACH - 9, LATERAL_REACH + 1, LATERAL_REACH + 40].filter((o) => 2 * (o + 10) < total)) {
        const query = { ...base, limit: 10, offset };
        const res = await request(t.app).get('/api/v1/properties').query(query);
        expect({ query, total: res.body.metadata?.total, ids: ids(res) }).toEqual({ query, total, ids: expectedPage(rows, query) });
        checked.push(JSON.stringify(query));
      }
    }
    // Both sides of the reach were asked for every query but the narrowest.
    expect(checked.length).toBeGreaterThanOrEqual(12);
  });

  it('pages a type and a status sorted by price, size or rooms in the same order as one sort of every match', async () => {
    const rows = await insertListings(31, 200);
    for (const filters of [{ property_type: 'condo', status: 'pending' }, { property_type: 'house', status: 'sold', min_price: 250_000 }] as Query[]) {
      for (const sort of ['price', '-price', 'square_meters', '-square_meters', 'bedrooms', '-bedrooms']) {
        const total = expectedPage(rows, { ...filters, sort, limit: 1000 }).length;
        for (const offset of new Set([0, 5, Math.max(0, total - 4)])) {
          const query = { ...filters, sort, limit: 5, offset };
          const res = await request(t.app).get('/api/v1/properties').query(query);
          expect({ query, total: res.body.metadata?.total, ids: ids(res) }).toEqual({ query, total, ids: expectedPage(rows, query) });
        }
      }
    }
  });

  it('pages a type with rooms in one sort of every match whichever index its walk takes', async () => {
    // Few apartments outside the rooms bound: the type's own index is walked. Then over ten thousand
    // small 0-room flats: the walk would pass them all, so the rooms' ranges are read instead.
    const queries: Query[] = [
      { property_type: 'apartment', min_bedrooms: 1, sort: 'square_meters' },
      { property_type: 'apartment', min_bedrooms: 2, sort: 'price' },
      { property_type: 'apartment', max_bedrooms: 2, sort: '-square_meters' },
    ];
    const pages = async (rows: PropertyRow[]) => {
      for (const base of queries) {
        const total = expectedPage(rows, { ...base, limit: rows.length }).length;
        for (const offset of [0, 4, Math.max(0, total - 3)]) {
          const query = { ...base, limit: 5, offset };
          const res = await request(t.app).get('/api/v1/properties').query(query);
          expect({ query, total: res.body.metadata?.total, ids: ids(res) }).toEqual({ query, total, ids: expectedPage(rows, query) });
        }
      }
    };
    const rows = await insertListings(44, 120);
    await pages(rows);
    const flats: PropertyRow[] = [];
    for (let chunk = 0; chunk < 11; chunk++) {
      flats.push(...(await insertProperties(t.pool, Array.from({ length: 1000 }, (_, i) => ({
        property_type: 'apartment', bedrooms_total: 0, price_current: 60_000 + i, square_meters_total: 20 + (i % 10),
      })))));
    }
    await pages([...rows, ...flats]);
  });

  it('finds a room count only just written, before the statistics fold it in', async () => {
    const rows = await insertListings(5, 60);
    // No listing had 9 rooms; now two do, and one 3-room listing no longer has 3.
    const [a, b, c] = rows.filter((r) => r.bedrooms_total === 3);
    await t.pool.query('UPDATE properties SET bedrooms_total = 9 WHERE id = ANY($1)', [[a!.id, b!.id]]);
    await t.pool.query('UPDATE properties SET bedrooms_total = 11, square_meters_total = 31 WHERE id = $1', [c!.id]);
    const now = (await t.pool.query<PropertyRow>('SELECT * FROM properties')).rows.map((r) => ({
      ...r,
      price_current: r.price_current === null ? null : Number(r.price_current),
      square_meters_total: r.square_meters_total === null ? null : Number(r.square_meters_total),
    }));
    for (const query of [
      { min_bedrooms: 9, sort: 'square_meters', limit: 5 },
      { min_bedrooms: 3, sort: 'price', limit: 50 },
      { max_bedrooms: 10, sort: '-square_meters', limit: 50 },
    ] as Query[]) {
      const res = await request(t.app).get('/api/v1/properties').query(query);
      expect({ query, ids: ids(res) }).toEqual({ query, ids: expectedPage(now, query) });
    }
  });
});
