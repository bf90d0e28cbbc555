import request from 'supertest';
import { useTestApp } from '../setup/use-test-app';
import { appWithGuardedRoute, errorBody, issueToken, PROBE } from './auth-helpers';

describe('per-token rate limit on connector endpoints (PDS_RATE_LIMIT_CONNECTOR=3)', () => {
  const t = useTestApp({ env: { PDS_RATE_LIMIT_CONNECTOR: '3' } });

  it('answers the fourth request of a minute with 429 RATE_LIMITED, Retry-After and RateLimit headers; other tokens go on', async () => {
    const app = appWithGuardedRoute(t);
    const busy = await issueToken(t.app, { source: 'busy' });
    const quiet = await issueToken(t.app, { source: 'quiet' });
    const call = (token: string, source: string) =>
      request(app).post(PROBE).set('Authorization', `Bearer ${token}`).set('X-Connector-Source', source).send({});

    for (let i = 1; i <= 3; i++) {
      const ok = await call(busy.token, 'busy');
      expect(ok.status).toBe(200);
      expect(ok.headers['ratelimit-policy']).toBe('3;w=60');
      expect(ok.headers.ratelimit).toMatch(new RegExp(`^limit=3, remaining=${3 - i}, reset=\\d+$`));
    }
    const limited = await call(busy.token, 'busy');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody('RATE_LIMITED'));
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.ratelimit).toMatch(/^limit=3, remaining=0, reset=\d+$/);

    expect((await call(quiet.token, 'quiet')).status).toBe(200);
  });

  it('does not count requests that fail authentication against anyone', async () => {
    const app = appWithGuardedRoute(t);
    for (let i = 0; i < 5; i++) {
      const res = await request(app).post(PROBE).set('X-Connector-Source', 'nobody').send({});
      expect(res.status).toBe(401);
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });
});

describe('per-address rate limit on /api/v1/geocode (PDS_RATE_LIMIT_GEOCODE=2)', () => {
  const t = useTestApp({ env: { PDS_RATE_LIMIT_GEOCODE: '2' } });

  it('answers the third geocode request of a minute from one address with 429 RATE_LIMITED and Retry-After', async () => {
    for (let i = 1; i <= 2; i++) {
      const res = await request(t.app).post('/api/v1/geocode').send({ address: '' });
      expect(res.status).not.toBe(429);
      expect(res.headers.ratelimit).toMatch(new RegExp(`^limit=2, remaining=${2 - i}, reset=\\d+$`));
    }
    const limited = await request(t.app).post('/api/v1/geocode').send({ address: '' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['ratelimit-policy']).toBe('2;w=60');
    expect(limited.body).toEqual(errorBody('RATE_LIMITED'));
  });

  it('leaves other endpoints alone', async () => {
    const res = await request(t.app).get('/health');
    expect(res.headers.ratelimit).toBeUndefined();
  });
});

describe('rate limits set to 0', () => {
  const t = useTestApp({ env: { PDS_RATE_LIMIT_GEOCODE: '0', PDS_RATE_LIMIT_CONNECTOR: '0' } });

  it('turns both limits off: no 429 and no RateLimit headers', async () => {
    const app = appWithGuardedRoute(t);
    const issued = await issueToken(t.app, { source: 'unlimited' });
    for (let i = 0; i < 70; i++) {
      const res = await request(app).post(PROBE).set('Authorization', `Bearer ${issued.token}`).set('X-Connector-Source', 'unlimited').send({});
      expect(res.status).toBe(200);
      expect(res.headers.ratelimit).toBeUndefined();
    }
    for (let i = 0; i < 70; i++) {
      const res = await request(t.app).post('/api/v1/geocode').send({ address: '' });
      expect(res.status).not.toBe(429);
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });
});
