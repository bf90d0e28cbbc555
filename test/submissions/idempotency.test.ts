import { randomUUID } from 'node:crypto';
import { buildBatch, buildSubmission } from '../factories/submission';
import { IdempotencyRepository } from '../../src/modules/submissions/idempotency.repository';
import { DEFAULT_IDEMPOTENCY, requestFingerprint } from '../../src/modules/submissions/idempotency.service';
import { useTestApp } from '../setup/use-test-app';
import { list, postBatch, postSingle, useConnector, validationFailed } from './submission-helpers';

describe('Idempotency-Key on the submission endpoints', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);

  const key = () => ({ 'Idempotency-Key': randomUUID() });

  it('answers a retried single submission with the first answer, without doing it twice', async () => {
    const headers = key();
    const body = buildSubmission({ address: { city: 'Retryville' } });
    const first = await postSingle(t.app, alpha, body, headers);
    const retry = await postSingle(t.app, alpha, body, headers);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('created');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // The same bytes, keys in the order they were sent: a client may compare or hash the two.
    expect(retry.text).toBe(first.text);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Without the key the same body is merged again and says so.
    const plain = await postSingle(t.app, alpha, body);
    expect(plain.body.data.status).toBe('unchanged');
    expect((await list(t.app, { city: 'Retryville' })).metadata.total).toBe(1);
  });

  it.each([['a NUL', 'bad\u0000id'], ['an unpaired surrogate', 'bad\udc00id']])(
    'keeps the answer of a batch whose rejected item echoes an external_id holding %s, and replays it',
    async (_what, externalId) => {
      const headers = key();
      const good = buildSubmission({ address: { city: 'Echoville' } });
      const body = { properties: [buildSubmission({ external_id: externalId }), good] };
      const first = await postBatch(t.app, alpha, body, headers);
      expect(first.status).toBe(200);
      expect(first.body.data.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'created']);
      const started = Date.now();
      const retry = await postBatch(t.app, alpha, body, headers);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(retry.body.data.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'created']);
      expect(retry.body.data.results[1].property_id).toBe(first.body.data.results[1].property_id);
      // The stored answer holds a visible replacement where the database could not keep the character.
      expect(retry.body.data.results[0].external_id).toBe('bad\ufffdid');
    },
  );

  it('takes over a key whose first request left its claim behind once the lease runs out, well within a minute', async () => {
    const headers = key();
    const body = buildSubmission({ address: { city: 'Leaseville' } });
    // What a request leaves when the database goes away before it can release its claim (or its process dies).
    const fingerprint = requestFingerprint('POST /connectors/properties/single', body);
    const left = await new IdempotencyRepository(t.pool).claim(alpha.source, headers['Idempotency-Key'], fingerprint, DEFAULT_IDEMPOTENCY.leaseMs, DEFAULT_IDEMPOTENCY.retentionMs);
    expect(left.kind).toBe('claimed');
    const started = Date.now();
    const retry = await postSingle(t.app, alpha, body, headers);
    expect(retry.status).toBe(200);
    expect(retry.body.data.status).toBe('created');
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const headers = key();
    const body = buildSubmission();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await postSingle(t.app, alpha, body, headers);
    const retry = await postSingle(t.app, alpha, reordered, headers);
    expect(retry.body).toEqual(first.body);
  });

  it('rejects the same key with another body as 422', async () => {
    const headers = key();
    await postSingle(t.app, alpha, buildSubmission(), headers);
    const other = await postSingle(t.app, alpha, buildSubmission(), headers);
    expect(other.status).toBe(422);
    expect(other.body).toEqual(validationFailed([{ field: 'Idempotency-Key', message: 'was already used with a different request body' }]));
  });

  it('replays a 422 with the same status', async () => {
    const headers = key();
    const invalid = buildSubmission({ financial: { price_current: 0 } });
    const first = await postSingle(t.app, alpha, invalid, headers);
    const retry = await postSingle(t.app, alpha, invalid, headers);
    expect(first.status).toBe(422);
    expect(retry.status).toBe(422);
    expect(retry.body).toEqual({ ...first.body, error: { ...first.body.error, request_id: retry.headers['x-request-id'] } });
  });

  it('scopes keys per source', async () => {
    const headers = key();
    const city = 'Scopeville';
    const a = await postSingle(t.app, alpha, buildSubmission({ address: { city } }), headers);
    const b = await postSingle(t.app, beta, buildSubmission({ address: { city } }), headers);
    expect(a.body.data.status).toBe('created');
    expect(b.status).toBe(200);
    expect(b.body.data.status).toBe('created');
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers concurrent retries of one request once', async () => {
    const headers = key();
    const body = buildSubmission({ address: { city: 'Stampedeville' } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postSingle(t.app, alpha, body, headers)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.body.data.status)).toEqual(Array(5).fill('created'));
    expect(new Set(answers.map((r) => r.body.data.property_id)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('answers a retried batch with the first answer, same batch_id', async () => {
    const headers = key();
    const body = { properties: buildBatch(3) };
    const first = await postBatch(t.app, alpha, body, headers);
    const retry = await postBatch(t.app, alpha, body, headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.text).toBe(first.text);
    const changed = await postBatch(t.app, alpha, { properties: buildBatch(3) }, headers);
    expect(changed.status).toBe(422);
  });

  it('answers a retried queued batch with the same 202', async () => {
    const headers = key();
    const body = { properties: buildBatch(101) };
    const first = await postBatch(t.app, alpha, body, headers);
    const retry = await postBatch(t.app, alpha, body, headers);
    expect(first.status).toBe(202);
    expect(retry.status).toBe(202);
    expect(retry.body).toEqual(first.body);
  });

  it('refuses a key that is not 1-255 visible characters', async () => {
    const res = await postSingle(t.app, alpha, buildSubmission(), { 'Idempotency-Key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_PARAMETER', details: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }] });
  });
});
