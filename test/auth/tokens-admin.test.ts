import jwt from 'jsonwebtoken';
import request from 'supertest';
import { TEST_JWT_SECRET } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';
import { ADMIN, errorBody, issueToken } from './auth-helpers';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

describe('admin credential on /admin/tokens', () => {
  const t = useTestApp();

  const body = { service_name: 'zillow-connector', source: 'zillow', roles: ['connector'] };

  it('answers a token request without Authorization with 401 UNAUTHORIZED and WWW-Authenticate: Bearer', async () => {
    const res = await request(t.app).post('/admin/tokens/service').send(body);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual(errorBody('UNAUTHORIZED'));
  });

  it('answers a wrong admin token with 401 and issues nothing', async () => {
    const res = await request(t.app).post('/admin/tokens/service').set('Authorization', 'Bearer wrong-admin-token-0000000000').send(body);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual(errorBody('UNAUTHORIZED'));
    const list = await request(t.app).get('/admin/tokens').set('Authorization', ADMIN);
    expect(list.body.data.map((x: { source: string }) => x.source)).not.toContain('zillow');
  });

  it('refuses the admin token under another scheme, and a service token even with role admin', async () => {
    const basic = await request(t.app).get('/admin/tokens').set('Authorization', `Basic ${ADMIN.slice(7)}`);
    expect(basic.status).toBe(401);
    const service = await issueToken(t.app, { roles: ['admin', 'connector'] });
    const res = await request(t.app).get('/admin/tokens').set('Authorization', `Bearer ${service.token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(errorBody('UNAUTHORIZED'));
  });

  it('guards listing and revocation as well', async () => {
    expect((await request(t.app).get('/admin/tokens')).status).toBe(401);
    const del = await request(t.app).delete('/admin/tokens/00000000-0000-4000-8000-000000000000');
    expect(del.status).toBe(401);
    expect(del.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('POST /admin/tokens/service', () => {
  const t = useTestApp();

  it('answers 201 with the token and its metadata; the JWT is HS256 and carries jti, source, roles, iat and exp', async () => {
    const before = Date.now();
    const res = await request(t.app)
      .post('/admin/tokens/service')
      .set('Authorization', ADMIN)
      .send({ service_name: 'Zillow connector', source: 'zillow', roles: ['connector'], expires_in_days: 30 });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      success: true,
      data: {
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        token_id: expect.stringMatching(UUID),
        service_name: 'Zillow connector',
        source: 'zillow',
        roles: ['connector'],
        created_at: expect.stringMatching(ISO),
        expires_at: expect.stringMatching(ISO),
      },
    });
    const data = res.body.data;
    const created = Date.parse(data.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(data.expires_at) - created).toBe(30 * DAY_MS);

    const decoded = jwt.decode(data.token, { complete: true });
    expect(decoded?.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(jwt.verify(data.token, TEST_JWT_SECRET)).toEqual({
      jti: data.token_id,
      sub: 'Zillow connector',
      iss: 'property-data-service',
      source: 'zillow',
      roles: ['connector'],
      iat: created / 1000,
      exp: Date.parse(data.expires_at) / 1000,
    });
  });

  it('gives a token 365 days when expires_in_days is absent, and drops repeated roles', async () => {
    const data = await issueToken(t.app, { roles: ['connector', 'reader', 'connector'] });
    expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(365 * DAY_MS);
    expect(data.roles).toEqual(['connector', 'reader']);
  });

  it('accepts the longest lifetime, 3650 days, and names of 100 characters and sources of 64', async () => {
    const data = await issueToken(t.app, { expires_in_days: 3650, service_name: 'n'.repeat(100), source: 's'.repeat(64) });
    expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(3650 * DAY_MS);
    expect(data.service_name).toHaveLength(100);
    expect(data.source).toHaveLength(64);
  });

  it('names every bad field at once with 422 VALIDATION_FAILED', async () => {
    const res = await request(t.app)
      .post('/admin/tokens/service')
      .set('Authorization', ADMIN)
      .send({ service_name: '   ', source: 'Zillow US', roles: ['connector', 'superuser'], expires_in_days: 0 });
    expect(res.status).toBe(422);
    const details = [
      { field: 'service_name', message: 'must not be empty' },
      { field: 'source', message: 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"' },
      { field: 'roles.1', message: 'must be one of connector, reader, subscriber, admin' },
      { field: 'expires_in_days', message: 'must be at least 1' },
    ];
    expect(res.body).toEqual({
      ...errorBody('VALIDATION_FAILED', { details }),
      validation: { passed: false, errors: details },
    });
  });

  it.each([
    ['a missing service_name', { service_name: undefined }, 'service_name', 'is required'],
    ['a service_name of 101 characters', { service_name: 'n'.repeat(101) }, 'service_name', 'must be at most 100 characters'],
    ['a numeric service_name', { service_name: 42 }, 'service_name', 'must be a string'],
    ['a missing source', { source: undefined }, 'source', 'is required'],
    ['an empty source', { source: '' }, 'source', 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"'],
    ['a source of 65 characters', { source: 's'.repeat(65) }, 'source', 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"'],
    ['a source with a slash', { source: 'mls/ca' }, 'source', 'must be 1 to 64 characters of a-z, 0-9, "_", "." or "-"'],
    ['missing roles', { roles: undefined }, 'roles', 'is required'],
    ['an empty roles array', { roles: [] }, 'roles', 'must name at least one role'],
    ['roles given as a string', { roles: 'connector' }, 'roles', 'must be an array of role names'],
    ['a fractional expires_in_days', { expires_in_days: 1.5 }, 'expires_in_days', 'must be a whole number of days'],
    ['a negative expires_in_days', { expires_in_days: -3 }, 'expires_in_days', 'must be at least 1'],
    ['expires_in_days over 3650', { expires_in_days: 3651 }, 'expires_in_days', 'must be at most 3650'],
    ['expires_in_days as a string', { expires_in_days: '30' }, 'expires_in_days', 'must be a whole number of days'],
  ])('rejects %s with 422 naming that field', async (_name, override, field, message) => {
    const res = await request(t.app)
      .post('/admin/tokens/service')
      .set('Authorization', ADMIN)
      .send({ service_name: 'svc', source: 'src', roles: ['connector'], ...override });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([{ field, message }]);
  });

  it('rejects a body that is not an object with 422, and malformed JSON with 400 INVALID_JSON', async () => {
    const array = await request(t.app).post('/admin/tokens/service').set('Authorization', ADMIN).send([]);
    expect(array.status).toBe(422);
    expect(array.body.error.details).toEqual([{ field: '(root)', message: 'the body must be a JSON object' }]);
    const none = await request(t.app).post('/admin/tokens/service').set('Authorization', ADMIN);
    expect(none.status).toBe(422);
    const broken = await request(t.app)
      .post('/admin/tokens/service')
      .set('Authorization', ADMIN)
      .set('Content-Type', 'application/json')
      .send('{"service_name": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual(errorBody('INVALID_JSON'));
  });
});

describe('GET /admin/tokens and DELETE /admin/tokens/{token_id}', () => {
  const t = useTestApp();

  it('lists tokens newest first with their metadata and never the token itself', async () => {
    const older = await issueToken(t.app, { service_name: 'older', source: 'listing-a', roles: ['connector'] });
    const newer = await issueToken(t.app, { service_name: 'newer', source: 'listing-b', roles: ['reader'], expires_in_days: 7 });
    const res = await request(t.app).get('/admin/tokens').set('Authorization', ADMIN);
    expect(res.status).toBe(200);
    const view = (x: typeof older) => ({
      token_id: x.token_id,
      service_name: x.service_name,
      source: x.source,
      roles: x.roles,
      status: 'active',
      created_at: x.created_at,
      expires_at: x.expires_at,
      revoked_at: null,
    });
    const ids = res.body.data.map((x: { token_id: string }) => x.token_id);
    expect(ids.indexOf(newer.token_id)).toBeLessThan(ids.indexOf(older.token_id));
    expect(res.body.data).toEqual(expect.arrayContaining([view(older), view(newer)]));
    expect(res.body.metadata).toEqual({ total: res.body.data.length });
    const text = JSON.stringify(res.body);
    for (const issued of [older, newer]) {
      expect(text).not.toContain(issued.token);
      expect(text).not.toContain(issued.token.split('.')[2]);
    }
  });

  it('marks a token past its expiry as expired in the listing', async () => {
    // No API issues an already-expired token (the shortest lifetime is a day), so this row is written directly.
    const id = '5d1c7a52-2f64-4b7e-9a2d-5b0a9e6c1f30';
    await t.pool.query(
      `INSERT INTO service_tokens (id, service_name, source, roles, created_at, expires_at)
       VALUES ($1, 'old-connector', 'old', '{connector}', now() - interval '10 days', now() - interval '1 day')`,
      [id],
    );
    const res = await request(t.app).get('/admin/tokens').set('Authorization', ADMIN);
    const listed = res.body.data.find((x: { token_id: string }) => x.token_id === id);
    expect(listed).toEqual({
      token_id: id,
      service_name: 'old-connector',
      source: 'old',
      roles: ['connector'],
      status: 'expired',
      created_at: expect.stringMatching(ISO),
      expires_at: expect.stringMatching(ISO),
      revoked_at: null,
    });
  });

  it('stores no copy of the token anywhere in its table', async () => {
    const issued = await issueToken(t.app);
    const { rows } = await t.pool.query<{ row: string }>('SELECT row_to_json(s)::text AS row FROM service_tokens s');
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain(issued.token.split('.')[2]);
      expect(row).not.toContain(issued.token.split('.')[1]);
    }
  });

  it('revokes a token: 200 with status revoked, the listing marks it, and a second revoke keeps the first time', async () => {
    const issued = await issueToken(t.app);
    const res = await request(t.app).delete(`/admin/tokens/${issued.token_id}`).set('Authorization', ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        token_id: issued.token_id,
        service_name: issued.service_name,
        source: issued.source,
        roles: ['connector'],
        status: 'revoked',
        created_at: issued.created_at,
        expires_at: issued.expires_at,
        revoked_at: expect.stringMatching(ISO),
      },
    });
    const list = await request(t.app).get('/admin/tokens').set('Authorization', ADMIN);
    const listed = list.body.data.find((x: { token_id: string }) => x.token_id === issued.token_id);
    expect(listed).toEqual(res.body.data);
    const again = await request(t.app).delete(`/admin/tokens/${issued.token_id}`).set('Authorization', ADMIN);
    expect(again.status).toBe(200);
    expect(again.body.data.revoked_at).toBe(res.body.data.revoked_at);
  });

  it('answers revoking an unknown or non-UUID token id with 404 NOT_FOUND', async () => {
    const unknown = await request(t.app).delete('/admin/tokens/0f8fad5b-d9cb-469f-a165-70867728950e').set('Authorization', ADMIN);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody('NOT_FOUND'));
    const junk = await request(t.app).delete('/admin/tokens/not-a-token').set('Authorization', ADMIN);
    expect(junk.status).toBe(404);
    expect(junk.body).toEqual(errorBody('NOT_FOUND'));
  });
});
