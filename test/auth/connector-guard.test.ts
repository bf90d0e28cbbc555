import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';
import { ADMIN, appWithGuardedRoute, errorBody, issueToken, PROBE, type IssuedTokenBody } from './auth-helpers';

const b64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a real token, re-signed (or not) by the test to forge variants. */
function claimsOf(issued: IssuedTokenBody): Record<string, unknown> {
  return jwt.decode(issued.token) as Record<string, unknown>;
}

describe('connectorGuard', () => {
  const t = useTestApp();
  let app: Express;
  let zillow: IssuedTokenBody;
  beforeAll(async () => {
    app = appWithGuardedRoute(t);
    zillow = await issueToken(t.app, { service_name: 'zillow-connector', source: 'zillow', roles: ['connector'] });
  });

  /** `null` leaves the header out. */
  const probe = (authorization: string | null, source: string | null = 'zillow') => {
    let req = request(app).post(PROBE).send({});
    if (authorization !== null) req = req.set('Authorization', authorization);
    if (source !== null) req = req.set('X-Connector-Source', source);
    return req;
  };

  const expectUnauthorized = (res: request.Response) => {
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual(errorBody('UNAUTHORIZED'));
  };

  it('lets a connector token of the named source through and tells the route who is calling', async () => {
    const res = await probe(`Bearer ${zillow.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { principal: { tokenId: zillow.token_id, serviceName: 'zillow-connector', source: 'zillow', roles: ['connector'] } },
    });
  });

  it('accepts the bearer scheme in any letter case', async () => {
    expect((await probe(`bearer ${zillow.token}`)).status).toBe(200);
  });

  describe('answers 401 UNAUTHORIZED with WWW-Authenticate: Bearer', () => {
    it('without an Authorization header', async () => {
      expectUnauthorized(await probe(null));
    });

    it.each([
      ['an empty bearer', 'Bearer '],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
      ['a token that is not a JWT', 'Bearer not-a-jwt'],
      ['two credentials', 'Bearer a.b.c d.e.f'],
    ])('for %s', async (_name, header) => {
      expectUnauthorized(await probe(header));
    });

    it('for a token whose payload was altered after signing', async () => {
      const [header, , signature] = zillow.token.split('.');
      const forged = `${header}.${b64url({ ...claimsOf(zillow), source: 'redfin' })}.${signature}`;
      expectUnauthorized(await probe(`Bearer ${forged}`, 'redfin'));
    });

    it('for a token signed with another secret', async () => {
      const forged = jwt.sign(claimsOf(zillow), 'another-secret-0123456789abcdef0123456789', { algorithm: 'HS256' });
      expectUnauthorized(await probe(`Bearer ${forged}`));
    });

    it('for an unsigned token (alg: none)', async () => {
      const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsOf(zillow))}.`;
      expectUnauthorized(await probe(`Bearer ${unsigned}`));
    });

    it('for a token signed with the right secret but another algorithm (HS512)', async () => {
      const other = jwt.sign(claimsOf(zillow), TEST_JWT_SECRET, { algorithm: 'HS512' });
      expectUnauthorized(await probe(`Bearer ${other}`));
    });

    it('for an expired token', async () => {
      const nowS = Math.floor(Date.now() / 1000);
      const expired = jwt.sign({ ...claimsOf(zillow), iat: nowS - 7200, exp: nowS - 60 }, TEST_JWT_SECRET, { algorithm: 'HS256' });
      const res = await probe(`Bearer ${expired}`);
      expectUnauthorized(res);
      expect(res.body.error.message).toBe('The token has expired');
    });

    it('for a correctly signed token this service never issued', async () => {
      const unknown = jwt.sign({ ...claimsOf(zillow), jti: randomUUID() }, TEST_JWT_SECRET, { algorithm: 'HS256' });
      expectUnauthorized(await probe(`Bearer ${unknown}`));
    });

    it.each([
      ['another source', { source: 'redfin' }],
      ['more roles', { roles: ['connector', 'subscriber'] }],
      ['another service name', { sub: 'someone-else' }],
    ])('for a token re-signed with the right secret under a known id but claiming %s', async (_name, claims) => {
      const resigned = jwt.sign({ ...claimsOf(zillow), ...claims }, TEST_JWT_SECRET, { algorithm: 'HS256' });
      const res = await probe(`Bearer ${resigned}`, 'source' in claims ? claims.source : 'zillow');
      expectUnauthorized(res);
      expect(res.body.error.message).toBe('The token does not match the token issued under its id');
    });

    it('for a correctly signed token from another issuer', async () => {
      const foreign = jwt.sign({ ...claimsOf(zillow), iss: 'someone-else' }, TEST_JWT_SECRET, { algorithm: 'HS256' });
      expectUnauthorized(await probe(`Bearer ${foreign}`));
    });

    it('for a revoked token, on the very next request', async () => {
      const issued = await issueToken(t.app, { source: 'revoke-me' });
      expect((await probe(`Bearer ${issued.token}`, 'revoke-me')).status).toBe(200);
      const del = await request(t.app).delete(`/admin/tokens/${issued.token_id}`).set('Authorization', ADMIN);
      expect(del.status).toBe(200);
      const res = await probe(`Bearer ${issued.token}`, 'revoke-me');
      expectUnauthorized(res);
      expect(res.body.error.message).toBe('The token has been revoked');
    });

    it('before looking at X-Connector-Source: no token and no source is 401, not 400', async () => {
      expectUnauthorized(await probe(null, null));
    });

    it('for the admin token, which is not a connector credential', async () => {
      expectUnauthorized(await probe(ADMIN));
    });
  });

  describe('answers 400 MISSING_SOURCE', () => {
    it('for a valid token without X-Connector-Source', async () => {
      const res = await probe(`Bearer ${zillow.token}`, null);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody('MISSING_SOURCE'));
    });

    it('for a blank X-Connector-Source', async () => {
      const res = await probe(`Bearer ${zillow.token}`, '   ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody('MISSING_SOURCE'));
    });
  });

  describe('answers 403 FORBIDDEN', () => {
    it('for a token without the connector role', async () => {
      const reader = await issueToken(t.app, { source: 'zillow', roles: ['reader', 'admin'] });
      const res = await probe(`Bearer ${reader.token}`, 'zillow');
      expect(res.status).toBe(403);
      expect(res.body).toEqual(errorBody('FORBIDDEN'));
      expect(res.body.error.message).toBe('The token does not have the connector role');
    });

    it('for an X-Connector-Source other than the token\'s source', async () => {
      const res = await probe(`Bearer ${zillow.token}`, 'redfin');
      expect(res.status).toBe(403);
      expect(res.body).toEqual(errorBody('FORBIDDEN'));
      expect(res.body.error.message).toBe('The token is not valid for this X-Connector-Source');
    });

    it('for a source differing only in letter case', async () => {
      expect((await probe(`Bearer ${zillow.token}`, 'Zillow')).status).toBe(403);
    });
  });
});

describe('service tokens across restarts and instances', () => {
  it('keeps a token valid after a restart, and a revocation on one instance holds on the next request on another', async () => {
    const first = await startTestApp();
    try {
      const issued = await issueToken(first.app, { source: 'survivor' });
      const second = await startTestApp({ databaseUrl: first.databaseUrl });
      try {
        const call = (t: TestApp) =>
          request(appWithGuardedRoute(t)).post(PROBE).set('Authorization', `Bearer ${issued.token}`).set('X-Connector-Source', 'survivor').send({});
        const afterRestart = await call(second);
        expect(afterRestart.status).toBe(200);
        expect(afterRestart.body.data.principal.tokenId).toBe(issued.token_id);
        const listed = await request(second.app).get('/admin/tokens').set('Authorization', ADMIN);
        expect(listed.body.data.map((x: { token_id: string }) => x.token_id)).toContain(issued.token_id);

        expect((await request(first.app).delete(`/admin/tokens/${issued.token_id}`).set('Authorization', ADMIN)).status).toBe(200);
        const revoked = await call(second);
        expect(revoked.status).toBe(401);
        expect(revoked.body).toEqual(errorBody('UNAUTHORIZED'));
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('refuses tokens after the signing secret changes', async () => {
    const first = await startTestApp();
    try {
      const issued = await issueToken(first.app, { source: 'rotated' });
      const rotated = await startTestApp({ databaseUrl: first.databaseUrl, env: { PDS_JWT_SECRET: 'a-new-secret-0123456789abcdef0123456789' } });
      try {
        const res = await request(appWithGuardedRoute(rotated))
          .post(PROBE)
          .set('Authorization', `Bearer ${issued.token}`)
          .set('X-Connector-Source', 'rotated')
          .send({});
        expect(res.status).toBe(401);
      } finally {
        await rotated.close();
      }
    } finally {
      await first.close();
    }
  });
});
