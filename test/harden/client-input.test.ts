import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { buildItems, sleep, type BatchStatusBody } from '../batches/batch-helpers';
import { ADMIN } from '../setup/tokens';
import { useTestApp } from '../setup/use-test-app';
import { postBatch, postSingle, SINGLE, useConnector } from '../submissions/submission-helpers';

const envelope = (code: string) =>
  expect.objectContaining({
    success: false,
    error: expect.objectContaining({ code, message: expect.any(String), request_id: expect.any(String) }),
  });

const UNSAFE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/** A value nested `depth` arrays deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Client input that used to answer 500: each is a 4xx in the envelope, and nothing is stored. */
describe('client input the database cannot take', () => {
  const t = useTestApp({ emptyProperties: true, startWorkers: true, env: { PDS_BATCH_POLL_INTERVAL_MS: '100', PDS_RATE_LIMIT_CONNECTOR: '0' } });
  const connector = useConnector(t);

  const count = async () => Number((await t.pool.query('SELECT count(*) AS n FROM properties')).rows[0].n);

  it('answers a NUL in a query parameter with 400 INVALID_PARAMETER naming it', async () => {
    const res = await request(t.app).get('/api/v1/properties?city=%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(envelope('INVALID_PARAMETER'));
    expect(res.body.error.details).toEqual([{ field: 'city', message: UNSAFE }]);
  });

  // Contract section 3: an id that is not a UUID is 404 like an unknown one, whatever it holds.
  it.each(['/api/v1/properties/%00', '/api/v1/properties/%00/history', '/api/v1/nowhere/%00'])(
    'answers a NUL in a path (%s) with 404 NOT_FOUND',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(envelope('NOT_FOUND'));
    },
  );

  it('answers a NUL in a source name with 400 INVALID_PARAMETER naming it', async () => {
    const res = await request(t.app).put('/admin/sources/bad%00name').set('Authorization', ADMIN).send({ trust: 0.5 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PARAMETER');
    expect(res.body.error.details[0].field).toBe('source');
  });

  it.each([
    ['title', { title: 'Nice\u0000house' }],
    ['external_id', { external_id: 'ext\u0000id' }],
    ['address.city', { address: { city: 'Aus\u0000tin' } }],
    ['images.0.url', { images: [{ url: 'https://example.com/\u0000.jpg' }] }],
    ['description', { description: 'lone \ud800 surrogate' }],
    ['features.0', { features: ['pool\udc00'] }],
  ])('rejects a single submission with unstorable text in %s with 422 on that field', async (field, overrides) => {
    const res = await postSingle(t.app, connector, buildSubmission(overrides));
    expect(res.status).toBe(422);
    expect(res.body).toEqual(envelope('VALIDATION_FAILED'));
    expect(res.body.error.details).toEqual([{ field, message: UNSAFE }]);
    expect(await count()).toBe(0);
  });

  it('rejects only the item with a NUL in a batch of 100 or fewer', async () => {
    const items = [buildSubmission({ external_id: 'ok-1' }), buildSubmission({ external_id: 'bad-1', title: 'a\u0000b' })];
    const res = await postBatch(t.app, connector, { properties: items });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { status: string }) => r.status)).toEqual(['created', 'rejected']);
    expect(res.body.data.results[1].errors).toEqual([{ field: 'title', message: UNSAFE }]);
    expect(await count()).toBe(1);
  });

  it('rejects a token whose service_name holds a NUL with 422 and issues nothing', async () => {
    const res = await request(t.app)
      .post('/admin/tokens/service')
      .set('Authorization', ADMIN)
      .send({ service_name: 'svc\u0000', source: 'nul-source', roles: ['connector'] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(envelope('VALIDATION_FAILED'));
    expect(res.body.error.details).toEqual([{ field: 'service_name', message: UNSAFE }]);
    const list = await request(t.app).get('/admin/tokens').set('Authorization', ADMIN);
    expect(list.body.data.map((tk: { source: string }) => tk.source)).not.toContain('nul-source');
  });

  it.each([
    ['a NUL', '1 Main St\u0000, Austin'],
    ['only a NUL', '\u0000'],
    ['an unpaired surrogate', '\ud800 Main St, Austin'],
  ])('answers a geocode address holding %s with 200 INVALID_REQUEST, as every unusable address (spec 4.1)', async (_what, address) => {
    const res = await request(t.app).post('/api/v1/geocode').send({ address });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'INVALID_REQUEST', components: {}, raw_input: '' });
  });

  it.each(['null', '5', '"text"', 'true', '[]'])('answers the JSON %s, not an object, as a body the endpoint cannot use', async (json) => {
    const headers = { 'Content-Type': 'application/json' };
    const single = await postSingle(t.app, connector, json, headers);
    expect(single.status).toBe(422);
    expect(single.body.error.code).toBe('VALIDATION_FAILED');
    const batch = await postBatch(t.app, connector, json, headers);
    expect(batch.status).toBe(422);
    expect(batch.body.error.code).toBe('VALIDATION_FAILED');
    const token = await request(t.app).post('/admin/tokens/service').set('Authorization', ADMIN).set(headers).send(json);
    expect(token.status).toBe(422);
    expect(token.body.error.code).toBe('VALIDATION_FAILED');
    const geocode = await request(t.app).post('/api/v1/geocode').set(headers).send(json);
    expect(geocode.status).toBe(200);
    expect(geocode.body).toEqual({ status: 'INVALID_REQUEST', components: {}, raw_input: '' });
    expect(await count()).toBe(0);
  });

  it('refuses a JSON body that is not UTF-8 with 400 INVALID_JSON and stores nothing', async () => {
    // Bytes as given: supertest would otherwise send a Buffer as the JSON of its fields.
    const asIs = (bytes: Buffer) => bytes as unknown as string;
    const json = { 'Content-Type': 'application/json' };
    // "7 Caf\u00e9 Rd" and "M\u00fcnchen" in Latin-1: bytes that no UTF-8 text holds.
    const text = JSON.stringify(buildSubmission({ address: { street: '7 Caf\u00e9 Rd', city: 'M\u00fcnchen', country: 'DE' } }));
    const latin1 = Buffer.from(text, 'latin1');
    const single = await postSingle(t.app, connector, latin1, json).serialize(asIs);
    expect(single.status).toBe(400);
    expect(single.body).toEqual(envelope('INVALID_JSON'));
    const batchBody = Buffer.concat([Buffer.from('{"properties":['), latin1, Buffer.from(']}')]);
    const batch = await postBatch(t.app, connector, batchBody, json).serialize(asIs);
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual(envelope('INVALID_JSON'));
    const geocode = await request(t.app).post('/api/v1/geocode').set(json).serialize(asIs).send(Buffer.from('{"address":"M\u00fcnchen"}', 'latin1'));
    expect(geocode.status).toBe(400);
    expect(geocode.body).toEqual(envelope('INVALID_JSON'));
    expect(await count()).toBe(0);
    // The same text in UTF-8 is taken.
    const utf8 = await postSingle(t.app, connector, Buffer.from(text, 'utf8'), json).serialize(asIs);
    expect(utf8.status).toBe(200);
    expect(utf8.body.data.status).toBe('created');
    expect(await count()).toBe(1);
  });

  it('answers malformed percent-encoding in a path parameter with 400 INVALID_PARAMETER, before authentication', async () => {
    const batch = await request(t.app).get('/api/v1/connectors/batches/%ZZ');
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual(envelope('INVALID_PARAMETER'));
    const token = await request(t.app).delete('/admin/tokens/%ZZ').set('Authorization', ADMIN);
    expect(token.status).toBe(400);
    expect(token.body).toEqual(envelope('INVALID_PARAMETER'));
    const webhook = await request(t.app).get('/api/v1/webhooks/%E0%A4%A');
    expect(webhook.status).toBe(400);
    expect(webhook.body).toEqual(envelope('INVALID_PARAMETER'));
  });

  it.each(['gzip', 'br', 'deflate'])('answers a body declared %s but sent plain with 400 INVALID_JSON', async (encoding) => {
    const res = await request(t.app)
      .post('/api/v1/geocode')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .send('{"address":"1 Main St, Austin"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(envelope('INVALID_JSON'));
    const submission = await postSingle(t.app, connector, JSON.stringify(buildSubmission()))
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding);
    expect(submission.status).toBe(400);
    expect(submission.body).toEqual(envelope('INVALID_JSON'));
    expect(await count()).toBe(0);
  });

  it('still reads a body that really is gzip-compressed', async () => {
    const res = await request(t.app)
      .post(SINGLE)
      .set('Authorization', `Bearer ${connector.token}`)
      .set('X-Connector-Source', connector.source)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // superagent would JSON-serialise a Buffer under a JSON content type.
      .serialize((body: unknown) => body as string)
      .send(gzipSync(Buffer.from(JSON.stringify(buildSubmission()))));
    expect(res.status).toBe(200);
  });

  it.each([
    ['financial.price_current', { financial: { price_current: 999999999999.999 } }, 'less than'],
    ['financial.price_current', { financial: { price_current: 0.001 } }, 'at least 0.01'],
    ['price', { financial: undefined, price: 0.004 }, 'at least 0.01'],
    ['dimensions.square_meters_total', { dimensions: { square_meters_total: 9999999999.999 } }, 'less than'],
    ['dimensions.square_meters_total', { dimensions: { square_meters_total: 0.001 } }, 'at least 0.01'],
    ['dimensions.land_area_sqm', { dimensions: { land_area_sqm: 999999999999.999 } }, 'less than'],
  ])('rejects %s that rounds out of its column (%j) with 422 on the field', async (field, overrides, text) => {
    const res = await postSingle(t.app, connector, buildSubmission(overrides));
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ field, message: expect.stringContaining(text) }]);
    expect(await count()).toBe(0);
  });

  it('stores the largest amounts that still fit once rounded', async () => {
    const res = await postSingle(
      t.app,
      connector,
      buildSubmission({ financial: { price_current: 999999999999.99 }, dimensions: { square_meters_total: 9999999999.99, land_area_sqm: 0.005 } }),
    );
    expect(res.status).toBe(200);
  });

  it('fingerprints a body with an ignored field nested 4,000 levels deep under an Idempotency-Key', async () => {
    const body = buildSubmission({ extra: nested(4000) });
    const first = await postSingle(t.app, connector, body, { 'Idempotency-Key': 'deep-1' });
    expect(first.status).toBe(200);
    expect(first.body.validation.warnings).toEqual([{ field: 'extra', message: 'is not a known field and was ignored' }]);
    const again = await postSingle(t.app, connector, body, { 'Idempotency-Key': 'deep-1' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.property_id).toBe(first.body.data.property_id);
  });

  it('caps unknown-field warnings at 100 named, then one entry with the count', async () => {
    const extras: Record<string, number> = {};
    for (let i = 0; i < 250; i++) extras[`unknown_${i}`] = i;
    const res = await postSingle(t.app, connector, buildSubmission(extras));
    expect(res.status).toBe(200);
    const warnings = res.body.validation.warnings as Array<{ field: string; message: string }>;
    expect(warnings).toHaveLength(101);
    expect(warnings[0]).toEqual({ field: 'unknown_0', message: 'is not a known field and was ignored' });
    expect(warnings[100]).toEqual({ field: '(root)', message: expect.stringContaining('150 more unknown fields') });
  });

  async function untilFinished(statusUrl: string): Promise<BatchStatusBody> {
    for (let i = 0; i < 600; i++) {
      const res = await request(t.app)
        .get(`${statusUrl}?limit=1000`)
        .set('Authorization', `Bearer ${connector.token}`)
        .set('X-Connector-Source', connector.source);
      const body = res.body as BatchStatusBody;
      if (body.data.status === 'completed' || body.data.status === 'failed') return body;
      await sleep(50);
    }
    throw new Error(`batch ${statusUrl} did not finish`);
  }

  it('rejects at once only the queued item holding a NUL or a deep ignored field; the others are stored', async () => {
    const items = buildItems(101, 'q-unsafe');
    items[3] = { ...items[3], title: 'bad\u0000title' };
    items[7] = { ...items[7], ignored: nested(4000) };
    const queued = await postBatch(t.app, connector, { properties: items });
    expect(queued.status).toBe(202);
    const done = await untilFinished(queued.body.data.status_url);
    expect(done.data.status).toBe('completed');
    expect(done.data.summary).toMatchObject({ total_submitted: 101, accepted: 100, rejected: 1 });
    expect(done.data.results[3]).toMatchObject({ status: 'rejected', errors: [{ field: 'title', message: UNSAFE }] });
    expect(done.data.results[7]).toMatchObject({ status: 'created' });
    const attempts = await t.pool.query('SELECT max(attempts) AS n FROM batch_items WHERE batch_id = $1', [queued.body.data.batch_id]);
    expect(Number(attempts.rows[0].n)).toBe(1);
  });
});
