import { Router } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { useTestApp } from '../setup/use-test-app';
import { startTestApp } from '../setup/app';
import { newConnector, postBatch, postSingle } from '../submissions/submission-helpers';

describe('error envelope', () => {
  const t = useTestApp();

  const envelope = (code: string) => ({
    success: false,
    error: { code, message: expect.any(String), request_id: expect.any(String) },
  });

  it('answers an unknown route with 404 NOT_FOUND as JSON', async () => {
    const res = await request(t.app).get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(envelope('NOT_FOUND'));
    expect(res.body.error.request_id).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await request(t.app).post('/api/v1/geocode').set('Content-Type', 'application/json').send('{"address": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(envelope('INVALID_JSON'));
  });

  it('answers a body sent without application/json with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await request(t.app).post('/api/v1/geocode').set('Content-Type', 'text/plain').send('address=Austin');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(envelope('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ address: 'x'.repeat(1024 * 1024 + 10) });
    const res = await request(t.app).post('/api/v1/geocode').set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(envelope('PAYLOAD_TOO_LARGE'));
  });

  it('lets an authenticated batch body be larger than 1 MiB, up to 20 MiB', async () => {
    const connector = await newConnector(t.app);
    const body = JSON.stringify({ properties: [], padding: 'x'.repeat(2 * 1024 * 1024) });
    const res = await postBatch(t.app, connector, body).set('Content-Type', 'application/json');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const huge = JSON.stringify({ properties: [], padding: 'x'.repeat(21 * 1024 * 1024) });
    const tooBig = await postBatch(t.app, connector, huge).set('Content-Type', 'application/json');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual(envelope('PAYLOAD_TOO_LARGE'));
  });

  it('authenticates a connector request before reading its body', async () => {
    const res = await request(t.app).post('/connectors/properties/single').set('Content-Type', 'application/json').send('{"not json');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(envelope('UNAUTHORIZED'));
    const connector = await newConnector(t.app);
    const malformed = await postSingle(t.app, connector, '{"not json').set('Content-Type', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(envelope('INVALID_JSON'));
  });

  it('answers an uncaught error with 500 INTERNAL_ERROR and no stack trace', async () => {
    const boom = Router();
    boom.get('/', () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    const app = createApp({ ...t.container, mounts: [...t.container.mounts, { path: '/boom', router: boom }] });
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual(envelope('INTERNAL_ERROR'));
    expect(JSON.stringify(res.body)).not.toMatch(/secret internals|app\.js/);
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when the database cannot be reached', async () => {
    const down = await startTestApp({ databaseUrl: 'postgres://postgres@127.0.0.1:9/pds_test_unreachable' });
    try {
      const res = await request(down.app).get('/api/v1/properties');
      expect(res.status).toBe(503);
      expect(res.body).toEqual(envelope('SERVICE_UNAVAILABLE'));
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect((await request(down.app).get('/health')).status).toBe(503);
    } finally {
      await down.close();
    }
  });

  it('echoes a client X-Request-Id and makes one up otherwise', async () => {
    for (const id of ['abc-123', 'trace 42 / run "b"', '<script>x</script>', 'x'.repeat(200)]) {
      const echoed = await request(t.app).get('/nowhere').set('X-Request-Id', id);
      expect(echoed.headers['x-request-id']).toBe(id);
      expect(echoed.body.error.request_id).toBe(id);
    }
    for (const id of ['x'.repeat(201), 'caf\u00e9']) {
      const replaced = await request(t.app).get('/health').set('X-Request-Id', id);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await request(t.app).get('/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('API reference', () => {
  const t = useTestApp();

  it('serves Swagger UI for this service at /swagger/index.html, not the Petstore demo', async () => {
    const page = await request(t.app).get('/swagger/index.html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Property Data Service API');
    const init = await request(t.app).get('/swagger/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('/connectors/properties/single');
    expect(init.text).not.toMatch(/petstore/i);
    const css = await request(t.app).get('/swagger/swagger-ui.css');
    expect(css.status).toBe(200);
  });

  it.each(['/swagger/package.json', '/swagger/%2E%2E/package.json'])('answers %s with the JSON 404 of every unknown path', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('serves the OpenAPI document at /openapi.yaml', async () => {
    const res = await request(t.app).get('/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/yaml/);
    expect(res.text).toMatch(/^openapi: 3\.1/m);
    for (const p of ['/api/v1/geocode', '/api/v1/properties/stats', '/connectors/properties/batch', '/admin/tokens/service', '/health']) {
      expect(res.text).toContain(p);
    }
  });
});
