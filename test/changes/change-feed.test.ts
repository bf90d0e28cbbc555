import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { startTestApp } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';
import { postBatch, postSingle, useConnector } from '../submissions/submission-helpers';
import { changesPage, feedEnd, readFrom } from './changes-helpers';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /api/v1/changes: what submissions write to the feed', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);

  async function create(overrides: Record<string, unknown> = {}) {
    const body = buildSubmission(overrides);
    const res = await postSingle(t.app, alpha, body);
    expect(res.body.data.status).toBe('created');
    return { body, id: res.body.data.property_id as string };
  }

  it('records a creation as `created` with every detail field the property has', async () => {
    const start = await feedEnd(t.app);
    const { id } = await create();
    const page = await changesPage(t.app, { after: start });
    expect(page).toEqual({
      success: true,
      data: [{ seq: expect.any(Number), property_id: id, kind: 'created', changed_fields: expect.any(Array), changed_at: expect.stringMatching(ISO) }],
      metadata: { next_after: page.data[0]!.seq, has_more: false },
    });
    expect(page.data[0]!.seq).toBeGreaterThan(start);
    expect(page.data[0]!.changed_fields).toEqual([
      'external_id', 'source', 'title', 'property_type', 'property_subtype', 'status',
      'address.formatted', 'address.street', 'address.city', 'address.state', 'address.country', 'address.postal_code',
      'location.latitude', 'location.longitude',
      'financial.price_current', 'financial.currency', 'financial.price_per_sqm',
      'dimensions.square_meters_total', 'rooms.bedrooms_total', 'rooms.bathrooms_total', 'construction.year_built',
      'listing.listing_status', 'listing.listing_date',
    ]);
  });

  it('records a change as `updated` with exactly the detail fields that changed', async () => {
    const { body, id } = await create();
    const start = await feedEnd(t.app);
    await postSingle(t.app, alpha, { ...body, financial: { price_current: 300_000, currency: 'USD' } });
    await postSingle(t.app, alpha, { ...body, financial: { price_current: 300_000, currency: 'USD' }, status: 'sold' });
    await postSingle(t.app, alpha, {
      ...body,
      financial: { price_current: 300_000, currency: 'USD' },
      status: 'sold',
      location: { latitude: 30.5, longitude: -97.5 },
      rooms: { bedrooms_total: 4, bathrooms_total: 2 },
    });
    const { changes } = await readFrom(t.app, start);
    expect(changes.map(({ property_id, kind, changed_fields }) => ({ property_id, kind, changed_fields }))).toEqual([
      { property_id: id, kind: 'updated', changed_fields: ['financial.price_current', 'financial.price_per_sqm'] },
      { property_id: id, kind: 'updated', changed_fields: ['status'] },
      { property_id: id, kind: 'updated', changed_fields: ['location.latitude', 'location.longitude', 'rooms.bedrooms_total'] },
    ]);
  });

  it('names the address parts that changed when a listing moves', async () => {
    const { body, id } = await create();
    const start = await feedEnd(t.app);
    const address = body.address as Record<string, unknown>;
    const res = await postSingle(t.app, alpha, { ...body, address: { ...address, city: 'Round Rock' } });
    expect(res.body.data).toMatchObject({ property_id: id, status: 'updated' });
    const { changes } = await readFrom(t.app, start);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ property_id: id, kind: 'updated' });
    expect(changes[0]!.changed_fields).toEqual(expect.arrayContaining(['address.city', 'address.formatted']));
    expect(changes[0]!.changed_fields).not.toContain('address.street');
  });

  it('writes nothing for an unchanged submission, nor for one whose data the merge keeps out', async () => {
    const { body } = await create({ data_quality: { data_quality_score: 0.9 } });
    const start = await feedEnd(t.app);
    expect((await postSingle(t.app, alpha, body)).body.data.status).toBe('unchanged');
    const lower = { ...body, external_id: undefined, financial: { price_current: 1_000 }, data_quality: { data_quality_score: 0.2 } };
    expect((await postSingle(t.app, beta, lower)).body.data.status).toBe('unchanged');
    expect(await changesPage(t.app, { after: start })).toEqual({ success: true, data: [], metadata: { next_after: start, has_more: false } });
  });

  it('records each property of a batch once, created or updated, in one run of seqs', async () => {
    const existing = await create();
    const start = await feedEnd(t.app);
    const fresh = [buildSubmission(), buildSubmission(), buildSubmission()];
    const changedExisting = { ...existing.body, title: 'Renovated detached house' };
    const unchanged = (await create()).body;
    const afterUnchanged = await feedEnd(t.app);
    const res = await postBatch(t.app, alpha, { properties: [...fresh, changedExisting, unchanged] });
    expect(res.status).toBe(200);
    const statuses = (res.body.data.results as Array<{ status: string; property_id: string }>).map((r) => r.status);
    expect(statuses).toEqual(['created', 'created', 'created', 'updated', 'unchanged']);
    const { changes } = await readFrom(t.app, afterUnchanged);
    expect(changes).toHaveLength(4);
    const byProperty = new Map(changes.map((c) => [c.property_id, c]));
    const results = res.body.data.results as Array<{ property_id: string }>;
    for (const r of results.slice(0, 3)) expect(byProperty.get(r.property_id)?.kind).toBe('created');
    expect(byProperty.get(existing.id)).toMatchObject({ kind: 'updated', changed_fields: ['title'] });
    expect(changes.map((c) => c.seq)).toEqual([...changes.map((c) => c.seq)].sort((a, b) => a - b));
    expect(new Set(changes.map((c) => c.changed_at)).size).toBe(1);
    expect(start).toBeLessThan(afterUnchanged);
  });

  it('pages with next_after and has_more, and keeps limit and after within bounds', async () => {
    const start = await feedEnd(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create()).id);
    const first = await changesPage(t.app, { after: start, limit: 2 });
    expect(first.data.map((c) => c.property_id)).toEqual(ids.slice(0, 2));
    expect(first.metadata).toEqual({ next_after: first.data[1]!.seq, has_more: true });
    const second = await changesPage(t.app, { after: first.metadata.next_after, limit: 2 });
    expect(second.data.map((c) => c.property_id)).toEqual(ids.slice(2, 4));
    expect(second.metadata.has_more).toBe(true);
    const last = await changesPage(t.app, { after: second.metadata.next_after, limit: 2 });
    expect(last.data.map((c) => c.property_id)).toEqual(ids.slice(4));
    expect(last.metadata).toEqual({ next_after: last.data[0]!.seq, has_more: false });
    // Nothing new: the position stays where it is.
    expect((await changesPage(t.app, { after: last.metadata.next_after })).metadata).toEqual({ next_after: last.metadata.next_after, has_more: false });
  });

  it('returns at most 100 changes by default, from the start of the feed', async () => {
    await postBatch(t.app, alpha, { properties: Array.from({ length: 100 }, () => buildSubmission()) });
    const page = await changesPage(t.app);
    expect(page.data).toHaveLength(100);
    expect(page.metadata.has_more).toBe(true);
    expect(page.data[0]!.seq).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['after', '-1'],
    ['after', 'abc'],
    ['after', '1.5'],
    ['after', ''],
    ['limit', '0'],
    ['limit', '1001'],
    ['limit', 'ten'],
  ])('answers 400 INVALID_PARAMETER for %s=%s', async (name, value) => {
    const res = await request(t.app).get('/api/v1/changes').query({ [name]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'INVALID_PARAMETER', message: expect.any(String), request_id: expect.any(String), details: [{ field: name, message: expect.any(String) }] },
    });
  });

  it('names the range a position beyond the exact integers is outside of', async () => {
    const res = await request(t.app).get('/api/v1/changes?after=9007199254740993');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'after', message: 'must be an integer from 0 to 9007199254740991' }]);
  });

  it('answers 400 for a parameter given twice', async () => {
    const res = await request(t.app).get('/api/v1/changes?after=1&after=2');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'after', message: 'must be given only once' }]);
  });

  it('accepts the bounds of limit and a position past the end', async () => {
    expect((await changesPage(t.app, { limit: 1 })).data).toHaveLength(1);
    expect((await changesPage(t.app, { limit: 1000 })).metadata).toMatchObject({ has_more: expect.any(Boolean) });
    expect(await changesPage(t.app, { after: 9_000_000_000 })).toEqual({ success: true, data: [], metadata: { next_after: 9_000_000_000, has_more: false } });
  });
});

describe('the sync endpoints without a database', () => {
  it('answer 503 SERVICE_UNAVAILABLE', async () => {
    const down = await startTestApp({ databaseUrl: 'postgres://postgres@127.0.0.1:9/pds_test_unreachable' });
    try {
      for (const path of ['/api/v1/changes?after=5', '/api/v1/properties/00000000-0000-4000-8000-000000000000/history']) {
        const res = await request(down.app).get(path);
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
      }
    } finally {
      await down.close();
    }
  });
});
