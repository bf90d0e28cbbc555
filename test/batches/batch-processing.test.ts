import request from 'supertest';
import { useTestApp } from '../setup/use-test-app';
import { buildItems, errorBody, issueToken, sleep, type BatchResult, type BatchStatusBody, type TokenData } from './batch-helpers';

const BATCH_URL = '/connectors/properties/batch';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Batches of more than 100 items through the real endpoint, the real pipeline
 * and this instance's worker: 202, then the status address until the end.
 */
describe('queued batches processed by the worker', () => {
  const t = useTestApp({ startWorkers: true, env: { PDS_BATCH_POLL_INTERVAL_MS: '100', PDS_RATE_LIMIT_CONNECTOR: '0' } });
  let owner: TokenData;

  beforeAll(async () => {
    owner = await issueToken(t.app);
  });

  function post(body: unknown, token: TokenData = owner) {
    return request(t.app)
      .post(BATCH_URL)
      .set('Authorization', `Bearer ${token.token}`)
      .set('X-Connector-Source', token.source)
      .send(body as object);
  }

  function get(path: string, token: TokenData = owner) {
    return request(t.app).get(path).set('Authorization', `Bearer ${token.token}`).set('X-Connector-Source', token.source);
  }

  async function untilFinished(statusUrl: string): Promise<BatchStatusBody> {
    for (let i = 0; i < 600; i++) {
      const res = await get(`${statusUrl}?limit=1000`);
      expect(res.status).toBe(200);
      const body = res.body as BatchStatusBody;
      if (body.data.status === 'completed' || body.data.status === 'failed') return body;
      await sleep(50);
    }
    throw new Error(`batch ${statusUrl} did not finish`);
  }

  it('answers 101 items with 202 queued, an estimate in whole minutes and the status address', async () => {
    const res = await post({ properties: buildItems(101) });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      success: true,
      data: {
        batch_id: expect.stringMatching(/^batch_\d{8}T\d{6}Z_[0-9a-f]{12}$/),
        status: 'queued',
        message: expect.any(String),
        summary: { total_submitted: 101, estimated_processing_time_minutes: expect.any(Number) },
        status_url: `/api/v1/connectors/batches/${res.body.data.batch_id}`,
      },
    });
    expect(Number.isInteger(res.body.data.summary.estimated_processing_time_minutes)).toBe(true);
  });

  it('reaches completed with a created result, in order, for every item', async () => {
    const items = buildItems(250);
    const accepted = await post({ properties: items });
    expect(accepted.status).toBe(202);
    const done = await untilFinished(accepted.body.data.status_url);
    expect(done.data).toEqual({
      batch_id: accepted.body.data.batch_id,
      status: 'completed',
      summary: { total_submitted: 250, accepted: 250, rejected: 0, duplicates: 0, failed: 0, processing_time_ms: expect.any(Number) },
      progress: { processed: 250, total: 250, percent: 100 },
      results: items.map((item) => expect.objectContaining({ external_id: item.external_id, property_id: expect.stringMatching(UUID), status: 'created' })),
      created_at: expect.any(String),
      started_at: expect.any(String),
      completed_at: expect.any(String),
    });
    expect(new Set(done.data.results.map((r: BatchResult) => r.property_id)).size).toBe(250);
    expect(Date.parse(done.data.completed_at!)).toBeGreaterThanOrEqual(Date.parse(done.data.started_at!));

    const property = await request(t.app).get(`/api/v1/properties/${done.data.results[7]!.property_id}`);
    expect(property.status).toBe(200);
    expect(property.body.data).toMatchObject({ external_id: items[7]!.external_id, source: owner.source });
  });

  it('lists rejected items with their errors and counts them, without failing the others', async () => {
    const items = buildItems(120);
    items[3] = { ...items[3], financial: { price_current: 0, currency: 'USD' } };
    items[50] = { ...items[50], address: { street: '1 Nowhere Road' } };
    const accepted = await post({ properties: items });
    expect(accepted.status).toBe(202);
    const done = await untilFinished(accepted.body.data.status_url);
    expect(done.data.status).toBe('completed');
    expect(done.data.summary).toMatchObject({ total_submitted: 120, accepted: 118, rejected: 2 });
    const results = done.data.results;
    expect(results[3]).toMatchObject({ external_id: items[3]!.external_id, property_id: null, status: 'rejected' });
    expect(results[3]!.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'financial.price_current' })]));
    expect(results[50]!.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'address.city' })]));
    expect(results.filter((r) => r.status === 'created')).toHaveLength(118);
  });

  it('rejects an item repeating the external_id of an item in another chunk, and keeps the first', async () => {
    const items = buildItems(260);
    items[250] = { ...items[250], external_id: items[3]!.external_id };
    items[130] = { ...items[130], external_id: `  ${String(items[7]!.external_id)} ` };
    const accepted = await post({ properties: items });
    expect(accepted.status).toBe(202);
    const done = await untilFinished(accepted.body.data.status_url);
    expect(done.data.summary).toMatchObject({ total_submitted: 260, accepted: 258, rejected: 2, duplicates: 0 });
    for (const [later, first] of [[250, 3], [130, 7]] as const) {
      expect(done.data.results[later]).toMatchObject({ status: 'rejected', property_id: null });
      expect(done.data.results[later]!.errors).toContainEqual({ field: 'external_id', message: `repeats the external_id of item ${first} of this batch` });
      expect(done.data.results[first]).toMatchObject({ status: 'created', property_id: expect.stringMatching(UUID) });
      const kept = await request(t.app).get(`/api/v1/properties/${done.data.results[first]!.property_id}`);
      expect(kept.body.data.address.street).toBe((items[first]!.address as { street: string }).street);
    }
    const laterStreet = await request(t.app).get('/api/v1/properties').query({ q: (items[250]!.address as { street: string }).street.split(' ').slice(0, 2).join(' ') });
    expect(laterStreet.body.data.map((p: { external_id: string }) => p.external_id)).not.toContain(items[3]!.external_id);
  });

  it('stores the items of a batch in submission order across its chunks: the first naming an address creates it, the last sets it', async () => {
    const items = buildItems(400);
    const shared = items[0]!.address;
    // One address in four chunks, with a price that grows with the position: the same source corrects its own data.
    for (const i of [100, 200, 300, 399]) items[i] = { ...items[i], address: shared };
    const accepted = await post({ properties: items });
    expect(accepted.status).toBe(202);
    const done = await untilFinished(accepted.body.data.status_url);
    expect(done.data.summary).toMatchObject({ total_submitted: 400, accepted: 400, rejected: 0, duplicates: 4 });
    const results = done.data.results;
    expect(results[0]).toMatchObject({ status: 'created', duplicate: false });
    const id = results[0]!.property_id;
    for (const i of [100, 200, 300, 399]) expect(results[i]).toMatchObject({ status: 'updated', duplicate: true, property_id: id });
    const stored = await request(t.app).get(`/api/v1/properties/${id}`);
    expect(stored.body.data.financial.price_current).toBe((items[399]!.financial as { price_current: number }).price_current);
  });

  it('rejects an item whose external_id holds an unpaired surrogate or a NUL and stores the rest of its chunk, recorded as done', async () => {
    const items = buildItems(110);
    items[5] = { ...items[5], external_id: 'sur-5\udc00' };
    items[60] = { ...items[60], external_id: 'nul\u0000-60' };
    const accepted = await post({ properties: items });
    expect(accepted.status).toBe(202);
    const done = await untilFinished(accepted.body.data.status_url);
    expect(done.data.status).toBe('completed');
    expect(done.data.summary).toMatchObject({ total_submitted: 110, accepted: 108, rejected: 2, failed: 0 });
    expect(done.data.results[5]).toMatchObject({ status: 'rejected', external_id: 'sur-5\ufffd', property_id: null });
    expect(done.data.results[60]).toMatchObject({ status: 'rejected', external_id: 'nul\ufffd-60', property_id: null });
    expect(done.data.results.filter((r) => r.status === 'created')).toHaveLength(108);
  });

  it('counts items that match stored properties as duplicates', async () => {
    const items = buildItems(110);
    const first = await post({ properties: items });
    await untilFinished(first.body.data.status_url);
    const again = await post({ properties: items });
    const done = await untilFinished(again.body.data.status_url);
    expect(done.data.status).toBe('completed');
    expect(done.data.summary).toMatchObject({ accepted: 110, rejected: 0, duplicates: 110 });
    expect(done.data.results.every((r) => r.status === 'unchanged' && r.duplicate === true)).toBe(true);
  });

  it("answers 404 NOT_FOUND when a connector of another source asks for the batch", async () => {
    const accepted = await post({ properties: buildItems(101) });
    const stranger = await issueToken(t.app);
    const res = await get(accepted.body.data.status_url, stranger);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody('NOT_FOUND'));
  });

  it('returns the first answer to a resubmission with the same Idempotency-Key and queues nothing twice', async () => {
    const body = { properties: buildItems(130) };
    const key = `batch-key-${Date.now()}`;
    const first = await post(body).set('Idempotency-Key', key);
    const second = await post(body).set('Idempotency-Key', key);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body).toEqual(first.body);
    const done = await untilFinished(first.body.data.status_url);
    expect(done.data.summary).toMatchObject({ total_submitted: 130, accepted: 130, duplicates: 0 });
  });

  it.each([
    ['no items', 0],
    ['10,001 items', 10_001],
  ])('rejects a batch of %s with 422 VALIDATION_FAILED', async (_label, n) => {
    const before = await request(t.app).get('/health');
    const res = await post({ properties: buildItems(n) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject(errorBody('VALIDATION_FAILED'));
    const after = await request(t.app).get('/health');
    expect(after.body.checks.queue).toEqual(before.body.checks.queue);
  });
});
