import request from 'supertest';
import { ADMIN, errorBody, issueToken } from '../auth/auth-helpers';
import { useTestApp } from '../setup/use-test-app';
import { schemaErrors } from './openapi-schemas';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('admin credential on /admin/sources', () => {
  const t = useTestApp();

  it('answers PUT and GET without Authorization with 401 UNAUTHORIZED and WWW-Authenticate: Bearer', async () => {
    const put = await request(t.app).put('/admin/sources/alpha').send({ trust: 0.9 });
    expect(put.status).toBe(401);
    expect(put.headers['www-authenticate']).toBe('Bearer');
    expect(put.body).toEqual(errorBody('UNAUTHORIZED'));
    const get = await request(t.app).get('/admin/sources');
    expect(get.status).toBe(401);
    expect(get.body).toEqual(errorBody('UNAUTHORIZED'));
  });

  it('answers a wrong admin token with 401 and registers nothing', async () => {
    const wrong = 'Bearer wrong-admin-token-0000000000';
    const put = await request(t.app).put('/admin/sources/mallory').set('Authorization', wrong).send({ trust: 1 });
    expect(put.status).toBe(401);
    expect(put.headers['www-authenticate']).toBe('Bearer');
    expect((await request(t.app).get('/admin/sources').set('Authorization', wrong)).status).toBe(401);
    const list = await request(t.app).get('/admin/sources').set('Authorization', ADMIN);
    expect(list.body.data.map((s: { source: string }) => s.source)).not.toContain('mallory');
  });

  it('refuses a connector token as the admin credential', async () => {
    const service = await issueToken(t.app, { roles: ['admin', 'connector'] });
    const res = await request(t.app).put('/admin/sources/mallory').set('Authorization', `Bearer ${service.token}`).send({ trust: 1 });
    expect(res.status).toBe(401);
  });
});

describe('PUT /admin/sources/{source} and GET /admin/sources', () => {
  const t = useTestApp();
  const put = (source: string, body: unknown) => request(t.app).put(`/admin/sources/${source}`).set('Authorization', ADMIN).send(body as object);
  const list = () => request(t.app).get('/admin/sources').set('Authorization', ADMIN);

  it('registers a source with 200 and its registration', async () => {
    const before = Date.now();
    const res = await put('mls_feed', { trust: 0.9, description: '  The regional MLS feed  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { source: 'mls_feed', trust: 0.9, description: 'The regional MLS feed', updated_at: expect.stringMatching(ISO) } });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(schemaErrors('SourceTrustResponse', res.body)).toEqual([]);
  });

  it('replaces the whole registration on a second PUT: a description left out is cleared', async () => {
    const first = await put('scraper.v2', { trust: 0.3, description: 'Web scraper' });
    const second = await put('scraper.v2', { trust: 0.25 });
    expect(second.body.data).toEqual({ source: 'scraper.v2', trust: 0.25, description: null, updated_at: expect.stringMatching(ISO) });
    expect(Date.parse(second.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.body.data.updated_at));
    const entry = (await list()).body.data.find((s: { source: string }) => s.source === 'scraper.v2');
    expect(entry).toEqual(second.body.data);
  });

  it('accepts the bounds 0 and 1 and a 64-character name', async () => {
    expect((await put('zero-trust', { trust: 0 })).body.data.trust).toBe(0);
    const long = 's'.repeat(64);
    expect((await put(long, { trust: 1 })).body.data).toMatchObject({ source: long, trust: 1 });
  });

  it('lists every registered source in name order, with the default trust of the others', async () => {
    await put('b-list', { trust: 0.6 });
    await put('a-list', { trust: 0.7, description: 'first' });
    const res = await list();
    expect(res.status).toBe(200);
    const names = res.body.data.map((s: { source: string }) => s.source);
    expect(names).toEqual([...names].sort());
    expect(res.body.data).toEqual(expect.arrayContaining([{ source: 'a-list', trust: 0.7, description: 'first', updated_at: expect.stringMatching(ISO) }]));
    expect(res.body.metadata).toEqual({ total: names.length, default_trust: 0.5 });
    expect(schemaErrors('SourceListResponse', res.body)).toEqual([]);
  });

  it('names every bad member at once with 422 VALIDATION_FAILED and stores nothing', async () => {
    const res = await put('badbody', { trust: 1.5, description: 'x'.repeat(501) });
    expect(res.status).toBe(422);
    const details = [
      { field: 'trust', message: 'must be at most 1' },
      { field: 'description', message: 'must be at most 500 characters' },
    ];
    expect(res.body).toEqual({ ...errorBody('VALIDATION_FAILED', { details }), validation: { passed: false, errors: details } });
    expect((await list()).body.data.map((s: { source: string }) => s.source)).not.toContain('badbody');
  });

  it.each([
    [{}, [{ field: 'trust', message: 'is required' }]],
    [{ trust: '0.9' }, [{ field: 'trust', message: 'must be a number from 0 to 1' }]],
    [{ trust: -0.1 }, [{ field: 'trust', message: 'must be at least 0' }]],
    [{ trust: null }, [{ field: 'trust', message: 'must be a number from 0 to 1' }]],
    [{ trust: 0.5, description: 7 }, [{ field: 'description', message: 'must be a string or null' }]],
    [[0.5], [{ field: '(root)', message: 'the body must be a JSON object' }]],
  ])('answers the body %j with 422 and %j', async (body, details) => {
    const res = await put('badbody', body);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details });
  });

  it('answers a PUT without a body with 422: trust is required', async () => {
    const res = await request(t.app).put('/admin/sources/nobody').set('Authorization', ADMIN);
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ field: '(root)', message: 'the body must be a JSON object' }]);
  });

  it.each(['Zillow', 'has%20space', 'x'.repeat(65), 'caf%C3%A9'])('answers the source name %s with 400 INVALID_PARAMETER', async (name) => {
    const res = await put(name, { trust: 0.5 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody('INVALID_PARAMETER', { details: [{ field: 'source', message: 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"' }] }),
    );
  });

  it('answers malformed JSON with 400 INVALID_JSON and another media type with 415', async () => {
    const bad = await request(t.app).put('/admin/sources/jsonless').set('Authorization', ADMIN).set('Content-Type', 'application/json').send('{"trust": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody('INVALID_JSON'));
    const text = await request(t.app).put('/admin/sources/jsonless').set('Authorization', ADMIN).set('Content-Type', 'text/plain').send('trust=1');
    expect(text.status).toBe(415);
    expect(text.body).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE'));
  });
});

describe('PDS_DEFAULT_SOURCE_TRUST', () => {
  const t = useTestApp({ env: { PDS_DEFAULT_SOURCE_TRUST: '0.3' } });

  it('is the trust the list reports for unregistered sources', async () => {
    const res = await request(t.app).get('/admin/sources').set('Authorization', ADMIN);
    expect(res.body.metadata.default_trust).toBe(0.3);
  });
});
