import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { ADMIN, errorBody, issueToken } from './auth-helpers';

describe('service tokens on the real connector endpoints', () => {
  const t = useTestApp({ env: { PDS_RATE_LIMIT_CONNECTOR: '5' } });

  const single = (token: string | null, source: string | null, body: object = buildSubmission()) => {
    let req = request(t.app).post('/connectors/properties/single');
    if (token !== null) req = req.set('Authorization', `Bearer ${token}`);
    if (source !== null) req = req.set('X-Connector-Source', source);
    return req.send(body);
  };

  it('accepts a submission with a connector token of its source, and refuses it after revocation', async () => {
    const issued = await issueToken(t.app, { source: 'single-src' });
    const ok = await single(issued.token, 'single-src');
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    expect(ok.body.data).toEqual(expect.objectContaining({ property_id: expect.any(String), status: 'created' }));

    expect((await request(t.app).delete(`/admin/tokens/${issued.token_id}`).set('Authorization', ADMIN)).status).toBe(200);
    const revoked = await single(issued.token, 'single-src');
    expect(revoked.status).toBe(401);
    expect(revoked.headers['www-authenticate']).toBe('Bearer');
    expect(revoked.body).toEqual(errorBody('UNAUTHORIZED'));
  });

  it('answers 401 without a token before judging the body, 400 without the source and 403 for another source', async () => {
    const issued = await issueToken(t.app, { source: 'strict-src' });
    const anonymous = await single(null, null, { nonsense: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(errorBody('UNAUTHORIZED'));
    const noSource = await single(issued.token, null);
    expect(noSource.status).toBe(400);
    expect(noSource.body).toEqual(errorBody('MISSING_SOURCE'));
    const otherSource = await single(issued.token, 'someone-else');
    expect(otherSource.status).toBe(403);
    expect(otherSource.body).toEqual(errorBody('FORBIDDEN'));
  });

  it('counts one token\'s requests across the submission and batch status endpoints (PDS_RATE_LIMIT_CONNECTOR=5)', async () => {
    const issued = await issueToken(t.app, { source: 'shared-count' });
    const auth = (req: request.Test) => req.set('Authorization', `Bearer ${issued.token}`).set('X-Connector-Source', 'shared-count');
    for (let i = 0; i < 3; i++) expect((await single(issued.token, 'shared-count')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const status = await auth(request(t.app).get('/api/v1/connectors/batches/batch_20250101T000000Z_0000000000ab'));
      expect(status.status).toBe(404);
    }
    const limited = await single(issued.token, 'shared-count');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toEqual(errorBody('RATE_LIMITED'));
  });
});
