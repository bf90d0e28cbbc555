import request from 'supertest';
import { insertProperties, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties: paging and sorting', () => {
  const t = useTestApp({ emptyProperties: true });

  const list = (query: Record<string, string | number> = {}) => request(t.app).get('/api/v1/properties').query(query);
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);
  const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1) + minutes * 60_000);

  it('pages through a filtered set with a small limit, visiting every row exactly once', async () => {
    const matching = await insertProperties(
      t.pool,
      Array.from({ length: 11 }, (_, i) => ({ status: 'pending', created_at: at(i % 4) })), // created_at ties on purpose
    );
    await insertProperties(t.pool, Array.from({ length: 6 }, () => ({ status: 'active' })));
    const seen: string[] = [];
    const metadata: unknown[] = [];
    for (let offset = 0; offset < 13; offset += 3) {
      const res = await list({ status: 'pending', limit: 3, offset });
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      metadata.push(res.body.metadata);
    }
    expect(seen).toHaveLength(11);
    expect(new Set(seen)).toEqual(new Set(matching.map((r) => r.id)));
    expect(metadata).toEqual([
      { total: 11, limit: 3, offset: 0, has_more: true, next_cursor: expect.any(String) },
      { total: 11, limit: 3, offset: 3, has_more: true, next_cursor: expect.any(String) },
      { total: 11, limit: 3, offset: 6, has_more: true, next_cursor: expect.any(String) },
      { total: 11, limit: 3, offset: 9, has_more: false, next_cursor: null },
      { total: 11, limit: 3, offset: 12, has_more: false, next_cursor: null },
    ]);
  });

  it('gives the same rows in the same order on a deep page as a forward read does', async () => {
    await insertProperties(t.pool, Array.from({ length: 10 }, (_, i) => ({ price_current: 100_000 + (i % 3) * 1000 })));
    const all = ids(await list({ sort: '-price', limit: 10 }));
    // Offsets past the middle are read from the far end of the set.
    for (const [offset, limit] of [[6, 3], [7, 3], [8, 3], [9, 5], [5, 5]] as const) {
      const res = await list({ sort: '-price', offset, limit });
      expect(ids(res)).toEqual(all.slice(offset, offset + limit));
      expect(res.body.metadata).toEqual({ total: 10, limit, offset, has_more: offset + limit < 10, next_cursor: offset + limit < 10 ? expect.any(String) : null });
    }
  });

  // A postal code's page is read from its own index, then sorted (page-sql.ts, plannedFromTotal); every sort, either end.
  it('pages a postal code in every sort as the table orders it, deep pages included', async () => {
    const r = (i: number, k: number) => (i * 7919 + k * 104729) % 13;
    await insertProperties(t.pool, Array.from({ length: 40 }, (_, i) => ({
      postal_code: i % 4 === 0 ? 'SW1A 2AA' : 'M5H 2N2', // case differs from the filter's below
      price_current: r(i, 1) === 0 ? null : 100_000 + r(i, 1) * 5000,
      bedrooms_total: r(i, 2) % 5,
      square_meters_total: 40 + r(i, 3) * 3,
      created_at: at(r(i, 4)),
    })));
    const orders: Record<string, string> = {
      price: 'price_current ASC NULLS FIRST, id ASC', '-price': 'price_current DESC NULLS LAST, id DESC',
      bedrooms: 'bedrooms_total ASC NULLS FIRST, id ASC', '-square_meters': 'square_meters_total DESC NULLS LAST, id DESC',
      '-created_at': 'created_at DESC, id DESC',
    };
    for (const [sort, order] of Object.entries(orders)) {
      const { rows } = await t.pool.query<{ id: string }>(`SELECT id FROM properties WHERE lower(postal_code) = 'm5h 2n2' AND bedrooms_total >= 1 ORDER BY ${order}`);
      const want = rows.map((row) => row.id);
      for (const offset of [0, 4, 9, 17, 20]) {
        const res = await list({ postal_code: 'm5h 2n2', min_bedrooms: 1, sort, limit: 4, offset });
        expect({ sort, offset, ids: ids(res), total: res.body.metadata.total }).toEqual({ sort, offset, ids: want.slice(offset, offset + 4), total: want.length });
      }
    }
  });

  it('returns no rows and has_more false past the end', async () => {
    await insertProperties(t.pool, [{}, {}]);
    const res = await list({ offset: 2 });
    expect(res.body).toEqual({ success: true, data: [], metadata: { total: 2, limit: 50, offset: 2, has_more: false, next_cursor: null } });
    const far = await list({ offset: 1_000_000 });
    expect(far.body.metadata).toEqual({ total: 2, limit: 50, offset: 1_000_000, has_more: false, next_cursor: null });
  });

  it('pages 50 at a time by default and serves up to 1000 at once', async () => {
    await insertProperties(t.pool, Array.from({ length: 120 }, () => ({})));
    const first = await list();
    expect(first.body.data).toHaveLength(50);
    expect(first.body.metadata).toEqual({ total: 120, limit: 50, offset: 0, has_more: true, next_cursor: expect.any(String) });
    const big = await list({ limit: 1000 });
    expect(big.body.data).toHaveLength(120);
    expect(big.body.metadata).toEqual({ total: 120, limit: 1000, offset: 0, has_more: false, next_cursor: null });
  });

  describe('sort', () => {
    let rows: PropertyRow[];
    beforeEach(async () => {
      rows = await insertProperties(t.pool, [
        { created_at: at(3), updated_at: at(40), price_current: 500_000, bedrooms_total: 2, square_meters_total: 80 },
        { created_at: at(1), updated_at: at(10), price_current: 200_000, bedrooms_total: null, square_meters_total: 300 },
        { created_at: at(2), updated_at: at(30), price_current: 900_000, bedrooms_total: 5, square_meters_total: null },
        { created_at: at(4), updated_at: at(20), price_current: 200_000, bedrooms_total: 2, square_meters_total: 150 },
      ]);
    });
    const byId = (indexes: number[]) => indexes.map((i) => rows[i]!.id);
    // Equal keys are ordered by id, ascending with the sort and descending against it.
    const tie = (i: number, j: number, descending: boolean) => {
      const [a, b] = [rows[i]!.id, rows[j]!.id].sort();
      return descending ? [b!, a!] : [a!, b!];
    };

    it('defaults to newest first', async () => {
      expect(ids(await list())).toEqual(byId([3, 0, 2, 1]));
    });

    it.each([
      ['created_at', [1, 2, 0, 3]],
      ['-created_at', [3, 0, 2, 1]],
      ['updated_at', [1, 3, 2, 0]],
      ['-updated_at', [0, 2, 3, 1]],
    ] as Array<[string, number[]]>)('orders by %s', async (sort, order) => {
      expect(ids(await list({ sort }))).toEqual(byId(order));
    });

    it('orders by price both ways, equal prices by id', async () => {
      expect(ids(await list({ sort: 'price' }))).toEqual([...tie(1, 3, false), rows[0]!.id, rows[2]!.id]);
      expect(ids(await list({ sort: '-price' }))).toEqual([rows[2]!.id, rows[0]!.id, ...tie(1, 3, true)]);
    });

    it('orders by bedrooms with an unknown count first ascending and last descending', async () => {
      expect(ids(await list({ sort: 'bedrooms' }))).toEqual([rows[1]!.id, ...tie(0, 3, false), rows[2]!.id]);
      expect(ids(await list({ sort: '-bedrooms' }))).toEqual([rows[2]!.id, ...tie(0, 3, true), rows[1]!.id]);
    });

    it('orders by square metres with an unknown size first ascending and last descending', async () => {
      expect(ids(await list({ sort: 'square_meters' }))).toEqual(byId([2, 0, 3, 1]));
      expect(ids(await list({ sort: '-square_meters' }))).toEqual(byId([1, 3, 0, 2]));
    });

    it('keeps a sort across pages, the far end included', async () => {
      const pages = [];
      for (const offset of [0, 1, 2, 3]) pages.push(...ids(await list({ sort: '-bedrooms', limit: 1, offset })));
      expect(pages).toEqual([rows[2]!.id, ...tie(0, 3, true), rows[1]!.id]);
    });
  });
});
