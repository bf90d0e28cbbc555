import request from 'supertest';
import { insertProperties, insertProperty } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/**
 * List and detail answers are remembered and sent again while no write has
 * committed since: every write, whichever way it reaches the table, must show
 * in the very next read.
 */
describe('remembered read answers stay exact', () => {
  const t = useTestApp({ emptyProperties: true });
  const city = 'Cachetown';

  const list = () => request(t.app).get(`/api/v1/properties?city=${city}&sort=price`);

  it('shows an inserted, an updated and a deleted property in the next list answer', async () => {
    const [cheap, dear] = await insertProperties(t.pool, [
      { city, price_current: 100_000 },
      { city, price_current: 200_000 },
    ]);
    const first = await list();
    expect(first.body.data.map((p: { id: string }) => p.id)).toEqual([cheap!.id, dear!.id]);
    expect((await list()).body).toEqual(first.body); // answered again, unchanged

    const added = await insertProperty(t.pool, { city, price_current: 150_000 });
    const afterInsert = await list();
    expect(afterInsert.body.data.map((p: { id: string }) => p.id)).toEqual([cheap!.id, added.id, dear!.id]);
    expect(afterInsert.body.metadata.total).toBe(3);

    await t.pool.query('UPDATE properties SET price_current = 50000 WHERE id = $1', [dear!.id]);
    const afterUpdate = await list();
    expect(afterUpdate.body.data.map((p: { id: string }) => p.id)).toEqual([dear!.id, cheap!.id, added.id]);
    expect(afterUpdate.body.data[0].details.price_current).toBe(50_000);

    await t.pool.query('DELETE FROM properties WHERE id = $1', [cheap!.id]);
    const afterDelete = await list();
    expect(afterDelete.body.data.map((p: { id: string }) => p.id)).toEqual([dear!.id, added.id]);
    expect(afterDelete.body.metadata).toEqual({ total: 2, limit: 50, offset: 0, has_more: false, next_cursor: null });
  });

  it('shows an update in the next detail answer', async () => {
    const row = await insertProperty(t.pool, { title: 'Before' });
    expect((await request(t.app).get(`/api/v1/properties/${row.id}`)).body.data.title).toBe('Before');
    await t.pool.query(`UPDATE properties SET title = 'After' WHERE id = $1`, [row.id]);
    expect((await request(t.app).get(`/api/v1/properties/${row.id}`)).body.data.title).toBe('After');
    await t.pool.query('DELETE FROM properties WHERE id = $1', [row.id]);
    expect((await request(t.app).get(`/api/v1/properties/${row.id}`)).status).toBe(404);
  });

  it('answers 304 to If-None-Match while the answer is unchanged, and 200 with a new ETag after a write', async () => {
    const row = await insertProperty(t.pool, { city });
    for (const path of ['/api/v1/properties?city=Cachetown', `/api/v1/properties/${row.id}`]) {
      const first = await request(t.app).get(path);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

      const again = await request(t.app).get(path).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');

      await t.pool.query('UPDATE properties SET bedrooms_total = coalesce(bedrooms_total, 0) + 1 WHERE id = $1', [row.id]);
      const changed = await request(t.app).get(path).set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    }
  });

  it('answers many concurrent readers after a write with the written data only', async () => {
    const row = await insertProperty(t.pool, { city, price_current: 300_000 });
    await list();
    await t.pool.query('UPDATE properties SET price_current = 310000 WHERE id = $1', [row.id]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(t.app).get(`/api/v1/properties/${row.id}`)));
    expect(answers.map((a) => a.body.data.financial.price_current)).toEqual(Array(20).fill(310_000));
  });
});

describe('with the read cache off (PDS_READ_CACHE_MB=0)', () => {
  const t = useTestApp({ emptyProperties: true, env: { PDS_READ_CACHE_MB: '0' } });

  it('still answers lists and details, with ETags', async () => {
    const row = await insertProperty(t.pool, { city: 'Nocache' });
    const listed = await request(t.app).get('/api/v1/properties?city=Nocache');
    expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual([row.id]);
    const detail = await request(t.app).get(`/api/v1/properties/${row.id}`);
    expect(detail.body.data.id).toBe(row.id);
    expect((await request(t.app).get(`/api/v1/properties/${row.id}`).set('If-None-Match', detail.headers.etag as string)).status).toBe(304);
  });
});
