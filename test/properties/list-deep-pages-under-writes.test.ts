import request from 'supertest';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/*
 * A deep page is planned from its total (read from the far end of the set),
 * so the total and the page must be read at one version even while writes
 * commit between them. Listings are only added, each newer than the last:
 * at any version with `total` listings, the set is the first `total` of
 * them in the order they were added, and a page by created_at is a slice of
 * that order. A page read at a later version than its total (more rows, the
 * far end moved) would be the wrong slice.
 */
describe('GET /api/v1/properties: deep pages while listings are added', () => {
  const t = useTestApp({ emptyProperties: true });
  const start = Date.parse('2025-01-01T00:00:00Z');
  const at = (i: number) => new Date(start + i * 60_000);

  it('answers each page at the version of its own total', async () => {
    const added: string[] = [];
    const add = async (from: number, n: number) => {
      const rows = await insertProperties(
        t.pool,
        Array.from({ length: n }, (_, k) => ({ created_at: at(from + k), updated_at: at(from + k), listing_date: at(from + k) })),
      );
      added.push(...rows.map((r) => r.id));
    };
    await add(0, 120);

    let writing = true;
    const writer = (async () => {
      // One listing per commit, as fast as they go: many commits fall between a count and its page.
      for (let i = 120; writing && i < 2_000; i++) await add(i, 1);
    })();

    const checked: string[] = [];
    try {
      let total = added.length;
      for (let round = 0; round < 80; round++) {
        // Pages near the end of the set (read from its far end) and in its middle, ascending and descending.
        const offset = [total - 4, total - 9, Math.floor(total / 2) + 5, total - 2][round % 4]!;
        const sort = round % 8 < 4 ? 'created_at' : '-created_at';
        const res = await request(t.app).get('/api/v1/properties').query({ sort, limit: 6, offset });
        expect(res.status).toBe(200);
        total = res.body.metadata.total as number;
        // The listings at that total (the first `total` added: read from the table, where a listing is as soon
        // as it commits), in the order asked; the page is their slice.
        const first = await t.pool.query<{ id: string }>('SELECT id FROM properties ORDER BY created_at, id LIMIT $1', [total]);
        const asOfTotal = first.rows.map((r) => r.id);
        expect(asOfTotal).toHaveLength(total);
        const ordered = sort === 'created_at' ? asOfTotal : [...asOfTotal].reverse();
        const ids = (res.body.data as Array<{ id: string }>).map((p) => p.id);
        expect({ sort, offset, total, ids }).toEqual({ sort, offset, total, ids: ordered.slice(offset, offset + 6) });
        checked.push(`${sort}@${offset}/${total}`);
      }
    } finally {
      writing = false;
      await writer;
    }
    // Writes really did go on while the pages were read.
    expect(added.length).toBeGreaterThan(140);
    expect(new Set(checked).size).toBeGreaterThan(60);
  });
});
