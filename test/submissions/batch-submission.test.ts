import { buildBatch, buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, list, postBatch, postSingle, stats, useConnector, UUID, validationFailed } from './submission-helpers';

const BATCH_ID = /^batch_\d{8}T\d{6}Z_[0-9a-f]+$/;

describe('POST /connectors/properties/batch (up to 100 items)', () => {
  const t = useTestApp({ env: { PDS_RATE_LIMIT_CONNECTOR: '0' } });
  const alpha = useConnector(t);
  const beta = useConnector(t);

  it('answers 200 completed in the shape of spec 4.6 and stores every item', async () => {
    const items = buildBatch(3, { address: { city: 'Batchtown' } });
    const res = await postBatch(t.app, alpha, { properties: items });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        batch_id: expect.stringMatching(BATCH_ID),
        status: 'completed',
        summary: { total_submitted: 3, accepted: 3, rejected: 0, duplicates: 0, processing_time_ms: expect.any(Number) },
        results: items.map((item) => ({ external_id: item.external_id, property_id: expect.stringMatching(UUID), status: 'created' })),
      },
    });
    expect(Number.isInteger(res.body.data.summary.processing_time_ms)).toBe(true);
    const stored = await list(t.app, { city: 'Batchtown', limit: 1000 });
    expect(stored.data.map((p) => p.external_id).sort()).toEqual(items.map((i) => i.external_id).sort());
  });

  it('rejects invalid items with their errors and stores the others', async () => {
    const good = buildSubmission({ address: { city: 'Mixtown' } });
    const noCity = buildSubmission({ address: { city: undefined } });
    const noId = buildSubmission({ external_id: undefined, financial: { price_current: -1 } });
    const repeated = buildSubmission({ external_id: good.external_id, address: { city: 'Mixtown' } });
    const res = await postBatch(t.app, alpha, { properties: [good, noCity, noId, repeated, 'not an object'] });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toEqual({ total_submitted: 5, accepted: 1, rejected: 4, duplicates: 0, processing_time_ms: expect.any(Number) });
    expect(res.body.data.results).toEqual([
      { external_id: good.external_id, property_id: expect.stringMatching(UUID), status: 'created' },
      { external_id: noCity.external_id, property_id: null, status: 'rejected', errors: [{ field: 'address.city', message: 'is required' }] },
      {
        external_id: null,
        property_id: null,
        status: 'rejected',
        errors: [
          { field: 'financial.price_current', message: 'must be greater than 0' },
          { field: 'external_id', message: 'is required for every item of a batch' },
        ],
      },
      { external_id: good.external_id, property_id: null, status: 'rejected', errors: [{ field: 'external_id', message: 'repeats the external_id of item 0 of this batch' }] },
      { external_id: null, property_id: null, status: 'rejected', errors: [{ field: '(root)', message: 'must be a JSON object' }] },
    ]);
    expect((await list(t.app, { city: 'Mixtown', limit: 1000 })).metadata.total).toBe(1);
  });

  it('counts items that match an earlier item or a stored property as duplicates', async () => {
    const stored = buildSubmission({ address: { city: 'Duptown' } });
    const existing = await postSingle(t.app, beta, stored);
    const fresh = buildSubmission({ address: { city: 'Duptown' } });
    const sameAsFresh = buildSubmission({ address: fresh.address as object, financial: { price_current: 360_000 } });
    const sameAsStored = buildSubmission({ address: stored.address as object });
    const res = await postBatch(t.app, alpha, { properties: [fresh, sameAsFresh, sameAsStored] });
    expect(res.status).toBe(200);
    const [a, b, c] = res.body.data.results as Array<{ property_id: string; status: string }>;
    expect(res.body.data.summary).toMatchObject({ total_submitted: 3, accepted: 3, rejected: 0, duplicates: 2 });
    expect(a).toMatchObject({ status: 'created' });
    expect(b).toEqual({ external_id: sameAsFresh.external_id, property_id: a!.property_id, status: 'updated' });
    expect(c).toMatchObject({ property_id: existing.body.data.property_id });
    // The later item merged into what the earlier one made: equal score, later wins.
    expect((await detail(t.app, a!.property_id)).financial.price_current).toBe(360_000);
    expect((await list(t.app, { city: 'Duptown', limit: 1000 })).metadata.total).toBe(2);
  });

  it('answers a repeated batch item by item as unchanged', async () => {
    const items = buildBatch(4);
    await postBatch(t.app, alpha, { properties: items });
    const again = await postBatch(t.app, alpha, { properties: items });
    expect(again.body.data.summary).toMatchObject({ accepted: 4, rejected: 0, duplicates: 4 });
    expect(again.body.data.results.map((r: { status: string }) => r.status)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
  });

  it('stores 100 items in one go', async () => {
    const items = buildBatch(100, { address: { city: 'Hundredville' } });
    const res = await postBatch(t.app, alpha, { properties: items });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toMatchObject({ total_submitted: 100, accepted: 100, rejected: 0, duplicates: 0 });
    expect((await list(t.app, { city: 'Hundredville', limit: 1000 })).metadata.total).toBe(100);
  });

  it('queues 101 items and answers 202 as spec 4.6', async () => {
    const res = await postBatch(t.app, alpha, { properties: buildBatch(101) });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      success: true,
      data: {
        batch_id: expect.stringMatching(BATCH_ID),
        status: 'queued',
        message: expect.any(String),
        summary: { total_submitted: 101, estimated_processing_time_minutes: expect.any(Number) },
        status_url: `/api/v1/connectors/batches/${res.body.data.batch_id}`,
      },
    });
  });

  it.each([
    ['no properties member', {}, 'is required: an array of submitted properties'],
    ['properties that are not a list', { properties: { a: 1 } }, 'is required: an array of submitted properties'],
    ['an empty list', { properties: [] }, 'must contain at least 1 property'],
  ])('rejects a batch with %s as 422 VALIDATION_FAILED', async (_label, body, message) => {
    const res = await postBatch(t.app, alpha, body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(validationFailed([{ field: 'properties', message }]));
  });

  it('rejects more than 10,000 items as 422 VALIDATION_FAILED', async () => {
    const item = buildSubmission();
    const res = await postBatch(t.app, alpha, { properties: Array.from({ length: 10_001 }, () => item) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(validationFailed([{ field: 'properties', message: 'must contain at most 10000 properties' }]));
  });

  it('changes nothing when every item is rejected', async () => {
    const before = await stats(t.app);
    const res = await postBatch(t.app, alpha, { properties: buildBatch(3, { financial: { price_current: 0 } }) });
    expect(res.body.data.summary).toMatchObject({ accepted: 0, rejected: 3 });
    expect(await stats(t.app)).toEqual(before);
  });
});
