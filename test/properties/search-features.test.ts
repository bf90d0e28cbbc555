import request from 'supertest';
import { StatsRepository } from '../../src/modules/stats/stats.repository';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/**
 * Searches with `features` count and page their matches in one pass (onePass
 * in page-sql.ts: two tags), or count one tag from what the triggers keep
 * (alone: the tag counts of migration 1763719300000; with a price or status
 * bound: the facet cells of migration 1763719400000) and then walk the sort's
 * index for the page: whatever was inserted, changed or
 * deleted, and by whatever statement, folded or not, their totals and pages
 * must be those of the table read directly.
 */
describe('GET /api/v1/properties?features: exact after every kind of write', () => {
  const t = useTestApp({ emptyProperties: true });
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);

  /** The answer computed from properties alone, in the sort's order (price ascending, ties by id). */
  /** `maxPrice` undefined: no price bound (a tag alone is counted from its kept count; with one, from its facet cells). */
  async function expected(tags: string[], maxPrice?: number, status?: string): Promise<string[]> {
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT id FROM properties WHERE features @> $1::text[] AND ($2::numeric IS NULL OR price_current <= $2) AND ($3::text IS NULL OR status = $3)
        ORDER BY price_current NULLS FIRST, id`,
      [tags, maxPrice ?? null, status ?? null],
    );
    return rows.map((r) => r.id);
  }

  async function expectSame(tags: string[], maxPrice?: number, status?: string): Promise<void> {
    const want = await expected(tags, maxPrice, status);
    const query = { features: tags.join(','), sort: 'price', limit: 4, ...(maxPrice !== undefined ? { max_price: maxPrice } : {}), ...(status ? { status } : {}) };
    const got: string[] = [];
    for (let offset = 0; offset <= want.length; offset += 4) {
      const res = await request(t.app).get('/api/v1/properties').query({ ...query, offset });
      expect(res.status).toBe(200);
      expect(res.body.metadata.total).toBe(want.length);
      got.push(...ids(res));
    }
    expect(got).toEqual(want);
  }

  const TAGS = ['garage', 'garden', 'balcony', 'elevator'];

  it('matches the table after inserts, updates of price, status and tags, deletes and a truncate', async () => {
    const rows = await insertProperties(t.pool, Array.from({ length: 30 }, (_, i) => ({
      features: TAGS.filter((_, k) => (i >> k) % 2 === 1).concat(i % 7 === 0 ? ['garage'] : []), // a tag twice on some rows
      price_current: 100_000 + (i % 9) * 25_000,
      status: i % 4 === 0 ? 'sold' : 'active',
    })));
    await expectSame(['garage'], 250_000);
    await expectSame(['garden', 'balcony'], 400_000);
    await expectSame(['garage'], 300_000, 'active');
    await expectSame(['garage']);
    await expectSame(['garage', 'garage']);
    await expectSame(['elevator']);
    // Two tags, in either order, alone or beside a status (their pair's facet cells).
    await expectSame(['balcony', 'garden']);
    await expectSame(['garage', 'elevator'], undefined, 'sold');

    const id = (i: number) => rows[i]!.id;
    // One statement changing several rows: tags added and removed, a price across the bound, a status.
    await t.pool.query(`UPDATE properties SET features = CASE WHEN id = $1 THEN ARRAY['garage','garden'] ELSE '{}'::text[] END
                         WHERE id = ANY(ARRAY[$1, $2]::uuid[])`, [id(0), id(3)]);
    await t.pool.query('UPDATE properties SET price_current = 500000 WHERE id = $1', [id(5)]);
    await t.pool.query("UPDATE properties SET status = 'sold' WHERE id = $1", [id(7)]);
    // A write to a column no filter reads changes nothing here.
    await t.pool.query("UPDATE properties SET title = 'Retitled' WHERE id = $1", [id(9)]);
    await t.pool.query('DELETE FROM properties WHERE id = ANY($1::uuid[])', [[id(11), id(13)]]);
    await expectSame(['garage'], 250_000);
    await expectSame(['garden', 'balcony'], 400_000);
    await expectSame(['garage'], 300_000, 'active');
    await expectSame(['garage', 'garden'], 1_000_000);
    for (const tag of TAGS) await expectSame([tag]);

    const pairs = TAGS.flatMap((a, i) => TAGS.slice(i + 1).map((b) => [a, b]));
    for (const pair of pairs) await expectSame(pair);

    // Folded into the kept counts, then written again.
    await new StatsRepository(t.pool).compact();
    for (const tag of TAGS) await expectSame([tag]);
    for (const pair of pairs) await expectSame(pair, 400_000);
    await t.pool.query("UPDATE properties SET features = array_append(features, 'elevator') WHERE id = $1", [id(1)]);
    await t.pool.query('DELETE FROM properties WHERE id = $1', [id(15)]);
    for (const tag of TAGS) await expectSame([tag]);
    for (const pair of pairs) await expectSame(pair);

    await t.pool.query('TRUNCATE properties CASCADE');
    await insertProperties(t.pool, [{ features: ['garage'], price_current: 100_000 }]);
    await expectSame(['garage'], 250_000);
    await expectSame(['garage']);
    await expectSame(['garden']);
    await expectSame(['garage', 'garden']);
  });

  it('counts two tags exactly on properties with more tags than have their pairs kept', async () => {
    // Pairs are kept for properties of at most 12 tags (migration 1763720000000); these have 11 to 14.
    const many = (n: number) => ['garage', 'garden', ...Array.from({ length: n - 2 }, (_, k) => `extra_${k}`)];
    const rows = await insertProperties(t.pool, Array.from({ length: 12 }, (_, i) => ({
      features: many(11 + (i % 4)),
      price_current: 150_000 + i * 20_000,
      status: i % 3 === 0 ? 'sold' : 'active',
    })));
    const check = async () => {
      await expectSame(['garage', 'garden']);
      await expectSame(['garden', 'garage'], 310_000);
      await expectSame(['garage', 'extra_0'], 275_000, 'active');
      await expectSame(['extra_10', 'garden']);
    };
    await check();
    await new StatsRepository(t.pool).compact();
    await check();
    // Across the bound both ways: 14 tags down to 3, 11 up to 14.
    await t.pool.query("UPDATE properties SET features = ARRAY['garage','garden','extra_0'] WHERE id = $1", [rows[3]!.id]);
    await t.pool.query("UPDATE properties SET features = $2::text[] WHERE id = $1", [rows[4]!.id, many(14)]);
    await check();
  });

  it('pages a features search by cursor to the same rows as by offset', async () => {
    await insertProperties(t.pool, Array.from({ length: 13 }, (_, i) => ({ features: ['garage'], price_current: 100_000 + (i % 4) * 1000 })));
    await insertProperties(t.pool, [{ features: ['garden'], price_current: 100_500 }]);
    // With a price bound (the tag's facet cells) and the tag alone (its kept count), each then walking the price index;
    // with a year bound too (two facets: one pass over the matches; every row is of 1995).
    for (const bound of [{ max_price: 1_000_000 }, {}, { max_price: 1_000_000, min_year_built: 1000 }]) {
      const want = await expected(['garage'], bound.max_price);
      const got: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await request(t.app).get('/api/v1/properties').query({ features: 'garage', ...bound, sort: 'price', limit: 5, ...(cursor ? { cursor } : {}) });
        expect(res.body.metadata.total).toBe(13);
        got.push(...ids(res));
        cursor = res.body.metadata.next_cursor ?? undefined;
      } while (cursor);
      expect(got).toEqual(want);
    }
  });
});
