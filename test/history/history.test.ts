import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, postBatch, postSingle, useConnector } from '../submissions/submission-helpers';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface HistoryEntry {
  at: string;
  event: string;
  source: string;
  price: { previous: number | null; current: number | null; currency: string | null };
  status: { previous: string | null; current: string | null };
}

async function history(app: Parameters<typeof request>[0], id: string): Promise<HistoryEntry[]> {
  const res = await request(app).get(`/api/v1/properties/${id}/history`);
  if (res.status !== 200) throw new Error(`GET history ${id}: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body.success).toBe(true);
  return res.body.data as HistoryEntry[];
}

describe('GET /api/v1/properties/{id}/history', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);

  it('lists the listing, then each price and status change with its source, newest first', async () => {
    // Scores apart, so beta outranks alpha whatever trust caps them at (contract section 13).
    const body = buildSubmission({ financial: { price_current: 400_000, currency: 'USD' }, data_quality: { data_quality_score: 0.2 } });
    const id = (await postSingle(t.app, alpha, body)).body.data.property_id as string;
    const other = { ...body, external_id: undefined, data_quality: { data_quality_score: 0.9 } };
    // The price drops (alpha), the title alone changes (no event), the sale is agreed (beta), then it sells for less (beta).
    await postSingle(t.app, alpha, { ...body, financial: { price_current: 380_000, currency: 'USD' } });
    await postSingle(t.app, alpha, { ...body, financial: { price_current: 380_000, currency: 'USD' }, title: 'Now with a new roof' });
    await postSingle(t.app, beta, { ...other, financial: { price_current: 380_000, currency: 'USD' }, status: 'under_contract' });
    await postSingle(t.app, beta, { ...other, financial: { price_current: 370_000, currency: 'USD' }, status: 'sold' });
    // Unchanged: nothing more.
    await postSingle(t.app, beta, { ...other, financial: { price_current: 370_000, currency: 'USD' }, status: 'sold' });

    const entries = await history(t.app, id);
    expect(entries).toEqual([
      { at: expect.stringMatching(ISO), event: 'price_and_status_changed', source: beta.source, price: { previous: 380_000, current: 370_000, currency: 'USD' }, status: { previous: 'pending', current: 'sold' } },
      { at: expect.stringMatching(ISO), event: 'status_changed', source: beta.source, price: { previous: 380_000, current: 380_000, currency: 'USD' }, status: { previous: 'active', current: 'pending' } },
      { at: expect.stringMatching(ISO), event: 'price_changed', source: alpha.source, price: { previous: 400_000, current: 380_000, currency: 'USD' }, status: { previous: 'active', current: 'active' } },
      { at: expect.stringMatching(ISO), event: 'listed', source: alpha.source, price: { previous: null, current: 400_000, currency: 'USD' }, status: { previous: null, current: 'active' } },
    ]);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // The newest event is the stored state, written at the same moment.
    const property = await detail(t.app, id);
    expect(property.updated_at).toBe(entries[0]!.at);
    expect(property.created_at).toBe(entries[3]!.at);
  });

  it('stamps racing changes of one property in the order they were stored: history, change feed and updated_at never go back', async () => {
    const body = buildSubmission({ financial: { price_current: 100_000, currency: 'USD' } });
    const id = (await postSingle(t.app, alpha, body)).body.data.property_id as string;
    const after = Number((await request(t.app).get('/api/v1/changes').query({ limit: 1000 })).body.metadata.next_after) - 1;
    for (let round = 0; round < 3; round++) {
      // Each transaction stamped its start (now()) before waiting for the others' locks: 12 at once stored times out of order.
      await Promise.all(
        Array.from({ length: 12 }, (_, k) => postSingle(t.app, alpha, { ...body, financial: { price_current: 101_000 + round * 1_000 + k * 10, currency: 'USD' } })),
      );
    }
    const entries = await history(t.app, id);
    expect(entries).toHaveLength(37);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    for (let i = 0; i + 1 < entries.length; i++) expect(entries[i]!.price.previous).toBe(entries[i + 1]!.price.current);
    const property = await detail(t.app, id);
    expect(property.updated_at).toBe(entries[0]!.at);
    expect(property.financial.price_current).toBe(entries[0]!.price.current);
    const feed = (await request(t.app).get('/api/v1/changes').query({ after, limit: 1000 })).body.data as Array<{ property_id: string; changed_at: string }>;
    const changed = feed.filter((c) => c.property_id === id).map((c) => Date.parse(c.changed_at));
    expect(changed).toHaveLength(37);
    expect(changed).toEqual([...changed].sort((x, y) => x - y));
  });

  it('records a change of currency alone as a price change: the price is the amount with its currency', async () => {
    const body = buildSubmission({ financial: { price_current: 150_000, currency: 'USD' } });
    const id = (await postSingle(t.app, alpha, body)).body.data.property_id as string;
    await postSingle(t.app, alpha, { ...body, financial: { price_current: 150_000, currency: 'EUR' } });
    const entries = await history(t.app, id);
    expect(entries.map((e) => [e.event, e.price])).toEqual([
      ['price_changed', { previous: 150_000, current: 150_000, currency: 'EUR' }],
      ['listed', { previous: null, current: 150_000, currency: 'USD' }],
    ]);
  });

  it('keeps no event for a change the merge refused', async () => {
    const body = buildSubmission({ data_quality: { data_quality_score: 0.9 } });
    const id = (await postSingle(t.app, alpha, body)).body.data.property_id as string;
    const refused = await postSingle(t.app, beta, { ...body, external_id: undefined, financial: { price_current: 1_000 }, status: 'sold', data_quality: { data_quality_score: 0.1 } });
    expect(refused.body.data.status).toBe('unchanged');
    expect((await history(t.app, id)).map((e) => e.event)).toEqual(['listed']);
  });

  it('records the events of every property a batch lists or changes', async () => {
    const existing = buildSubmission();
    const existingId = (await postSingle(t.app, alpha, existing)).body.data.property_id as string;
    const fresh = buildSubmission({ status: 'pending' });
    const res = await postBatch(t.app, alpha, { properties: [fresh, { ...existing, status: 'off_market' }] });
    expect(res.status).toBe(200);
    const [created] = res.body.data.results as Array<{ property_id: string }>;
    expect(await history(t.app, created!.property_id)).toEqual([
      { at: expect.stringMatching(ISO), event: 'listed', source: alpha.source, price: { previous: null, current: 350_000, currency: 'USD' }, status: { previous: null, current: 'pending' } },
    ]);
    expect((await history(t.app, existingId))[0]).toMatchObject({ event: 'status_changed', status: { previous: 'active', current: 'off_market' } });
  });

  it('records a property two items of one batch reach as one write: the batch is stored at once, its last version is what was stored', async () => {
    const first = buildSubmission({ status: 'active', financial: { price_current: 111_111, currency: 'USD' } });
    const second = { ...first, external_id: `${first.external_id}-again`, status: 'sold', financial: { price_current: 222_222, currency: 'USD' } };
    const res = await postBatch(t.app, alpha, { properties: [first, second] });
    expect(res.status).toBe(200);
    const [a, b] = res.body.data.results as Array<{ property_id: string; status: string }>;
    expect([a!.status, b!.status]).toEqual(['created', 'updated']);
    expect(b!.property_id).toBe(a!.property_id);
    expect(await history(t.app, a!.property_id)).toEqual([
      { at: expect.stringMatching(ISO), event: 'listed', source: alpha.source, price: { previous: null, current: 222_222, currency: 'USD' }, status: { previous: null, current: 'sold' } },
    ]);
    const feed = await request(t.app).get('/api/v1/changes').query({ limit: 1000 });
    const own = (feed.body.data as Array<{ property_id: string; kind: string }>).filter((c) => c.property_id === a!.property_id);
    expect(own.map((c) => c.kind)).toEqual(['created']);
  });

  it('answers 404 NOT_FOUND for an unknown id and for one that is not a UUID, like the detail', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%E0%A4%A']) {
      const res = await request(t.app).get(`/api/v1/properties/${id}/history`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String), request_id: expect.any(String) } });
      expect((await request(t.app).get(`/api/v1/properties/${id}`)).status).toBe(404);
    }
  });

  it('leaves the list, the statistics and the detail where they were', async () => {
    const id = (await postSingle(t.app, alpha, buildSubmission())).body.data.property_id as string;
    expect((await request(t.app).get('/api/v1/properties/stats')).body.data).toHaveProperty('total_properties');
    expect((await request(t.app).get(`/api/v1/properties/${id}`)).body.data.id).toBe(id);
    expect((await request(t.app).get('/api/v1/properties').query({ limit: 1 })).status).toBe(200);
    expect((await request(t.app).get(`/api/v1/properties/${id}/history/extra`)).status).toBe(404);
  });
});
