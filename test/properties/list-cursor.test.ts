import request from 'supertest';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties: keyset cursors (cursor, metadata.next_cursor)', () => {
  const t = useTestApp({ emptyProperties: true });
  const list = (query: Record<string, string | number>) => request(t.app).get('/api/v1/properties').query(query);
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);

  /** Follows next_cursor from the first page to the last; every page's metadata is checked on the way. */
  async function walk(query: Record<string, string | number>, between?: (page: number) => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let res = await list(query);
    for (let page = 1; ; page++) {
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      const { next_cursor: next, has_more: more } = res.body.metadata;
      expect(more).toBe(next !== null);
      if (next === null) return seen;
      await between?.(page);
      res = await list({ ...query, cursor: next });
      expect(res.body.metadata.offset).toBeNull();
      expect(res.body.metadata.limit).toBe(query.limit);
    }
  }

  /** 23 rows with ties and missing values in every sort column, 3 of them without coordinates. */
  async function seed() {
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + (i % 5)));
    return insertProperties(
      t.pool,
      Array.from({ length: 23 }, (_, i) => ({
        created_at: at(i),
        updated_at: at(i + 2),
        price_current: i % 7 === 0 ? null : 100_000 + (i % 4) * 5000,
        bedrooms_total: i % 6 === 0 ? null : i % 3,
        square_meters_total: i % 5 === 0 ? null : 50 + (i % 2),
        title: i % 2 ? 'Garden flat' : 'Flat with a garden view',
        description: i % 3 ? 'Bright.' : 'Garden.',
        latitude: i < 3 ? null : 52.5 + (i % 4) * 0.001,
        longitude: i < 3 ? null : 13.4,
      })),
    );
  }

  it.each([
    ['-created_at'], ['created_at'], ['price'], ['-price'], ['bedrooms'], ['-bedrooms'], ['-square_meters'], ['square_meters'], ['updated_at'],
  ])('visits every row exactly once, in the order of offset paging, sorted by %s', async (sort) => {
    await seed();
    const all = ids(await list({ sort, limit: 1000 }));
    expect(all).toHaveLength(23);
    expect(await walk({ sort, limit: 4 })).toEqual(all);
  });

  it('walks relevance order (q without sort) and distance order (sort=distance) the same way', async () => {
    await seed();
    const relevance = ids(await list({ q: 'garden', limit: 1000 }));
    expect(relevance).toHaveLength(23);
    expect(await walk({ q: 'garden', limit: 5 })).toEqual(relevance);
    const near = { lat: 52.5, lon: 13.4, radius_km: 10, sort: 'distance' };
    const nearest = ids(await list({ ...near, limit: 1000 }));
    expect(nearest).toHaveLength(20);
    expect(await walk({ ...near, limit: 3 })).toEqual(nearest);
  });

  it.each([['price'], ['-price'], ['-square_meters'], ['bedrooms'], ['-created_at']])(
    'pages a map or keyword search sorted by %s in the list order of its matches, by cursor and by offset',
    async (sort) => {
      const rows = await seed();
      const located = new Set(rows.filter((r) => r.latitude !== null).map((r) => r.id));
      // The whole list in this order, then only the rows inside the box: what every way of paging the box must give.
      const expected = ids(await list({ sort, limit: 1000 })).filter((id) => located.has(id));
      expect(expected).toHaveLength(20);
      const box = { bbox: '13.39,52.49,13.41,52.51', sort };
      expect(await walk({ ...box, limit: 3 })).toEqual(expected);
      const byOffset: string[] = [];
      for (let offset = 0; offset < 20; offset += 6) {
        const page = await list({ ...box, limit: 6, offset });
        expect(page.body.metadata).toMatchObject({ total: 20, offset, has_more: offset + 6 < 20 });
        byOffset.push(...ids(page));
      }
      expect(byOffset).toEqual(expected);
      // Every row's title has "garden": the keyword search pages the same as the whole list.
      expect(await walk({ q: 'garden', sort, limit: 4 })).toEqual(ids(await list({ sort, limit: 1000 })));
      expect((await list({ q: 'garden', sort, limit: 4, offset: 20 })).body.metadata).toMatchObject({ total: 23, has_more: false });
    },
  );

  it('keeps the exact total on every page, with filters', async () => {
    await seed();
    let res = await list({ min_price: 105_000, sort: 'price', limit: 3 });
    const total = res.body.metadata.total;
    expect(total).toBeGreaterThan(6);
    while (res.body.metadata.next_cursor) {
      res = await list({ min_price: 105_000, sort: 'price', limit: 3, cursor: res.body.metadata.next_cursor });
      expect(res.body.metadata.total).toBe(total);
    }
  });

  it('neither skips nor repeats a row that was there when the walk began, while rows are inserted', async () => {
    const before = new Set((await seed()).map((r) => r.id));
    for (const sort of ['-created_at', 'price', '-price']) {
      let n = 0;
      const seen = await walk({ sort, limit: 4 }, async () => {
        // New rows land before, inside and after the walk's position.
        await insertProperties(t.pool, [
          { created_at: new Date(Date.UTC(2024, 0, 1 + n)), price_current: 90_000 + n },
          { created_at: new Date(Date.UTC(2026, 0, 1 + n)), price_current: 107_500 },
          { created_at: new Date(Date.UTC(2025, 0, 3)), price_current: 200_000 + n },
        ]);
        n += 1;
      });
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => before.has(id)).sort()).toEqual([...before].sort());
    }
  });

  it('answers next_cursor null on the last page and on an empty list', async () => {
    expect((await list({})).body.metadata.next_cursor).toBeNull();
    await insertProperties(t.pool, [{}, {}]);
    expect((await list({ limit: 2 })).body.metadata).toEqual({ total: 2, limit: 2, offset: 0, has_more: false, next_cursor: null });
  });

  describe('refuses with 400 INVALID_PARAMETER', () => {
    let cursor: string;
    beforeEach(async () => {
      await insertProperties(t.pool, [{ status: 'active' }, { status: 'active' }, { status: 'active' }]);
      cursor = (await list({ status: 'active', sort: 'price', limit: 1 })).body.metadata.next_cursor as string;
      expect(cursor).toEqual(expect.any(String));
    });
    const refused = async (query: Record<string, string | number>, field = 'cursor') => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_PARAMETER');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual([field]);
    };

    it('a cursor of other filters or another sort', async () => {
      await refused({ status: 'sold', sort: 'price', limit: 1, cursor });
      await refused({ sort: 'price', limit: 1, cursor });
      await refused({ status: 'active', sort: '-price', limit: 1, cursor });
      await refused({ status: 'active', limit: 1, cursor });
    });

    it('a cursor with a changed character, a forged payload or garbage', async () => {
      const [payload, signature] = cursor.split('.') as [string, string];
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      await refused({ status: 'active', sort: 'price', cursor: `${payload}.${flipped}` });
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), k: ['1'] })).toString('base64url');
      await refused({ status: 'active', sort: 'price', cursor: `${forged}.${signature}` });
      for (const garbage of ['x', 'a.b', 'a.b.c', '....', '%%%', '{}']) await refused({ status: 'active', sort: 'price', cursor: garbage });
    });

    it('a cursor together with offset (even 0)', async () => {
      await refused({ status: 'active', sort: 'price', cursor, offset: 0 }, 'offset');
      await refused({ status: 'active', sort: 'price', cursor, offset: 5 }, 'offset');
    });

    it('a repeated or empty cursor', async () => {
      const res = await request(t.app).get(`/api/v1/properties?cursor=${cursor}&cursor=${cursor}`);
      expect(res.status).toBe(400);
      await refused({ cursor: '' });
    });
  });
});
