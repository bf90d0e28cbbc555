import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { appWithGuardedRoute, ADMIN, errorBody, issueToken, PROBE } from '../auth/auth-helpers';
import { startTestApp, type TestApp } from '../setup/app';

/**
 * Two instances of the service (two containers: two pools, two sets of
 * limiters) on one database, as behind a load balancer: each limit holds once
 * across both, not once per instance.
 */
async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const first = await startTestApp({ env });
  const second = await startTestApp({ env, databaseUrl: first.databaseUrl });
  return [first, second];
}

async function closeBoth(instances: TestApp[]): Promise<void> {
  // The one that created the database drops it: close it last.
  for (const instance of [...instances].reverse()) await instance.close();
}

/** GET `path` on `app` from the local address `from` (127.0.0.0/8 all reaches the loopback interface). */
async function getFrom(app: Express, path: string, from: string, authorization?: string): Promise<{ status: number; body: unknown }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path, localAddress: from, headers: authorization ? { Authorization: authorization } : {} },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
        },
      );
      req.on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('rate limits shared by two instances on one database', () => {
  let instances: [TestApp, TestApp];
  beforeAll(async () => {
    instances = await twoInstances({ PDS_RATE_LIMIT_GEOCODE: '2', PDS_RATE_LIMIT_CONNECTOR: '3', PDS_RATE_LIMIT_ADMIN_FAILURES: '3' });
  });
  afterAll(async () => {
    await closeBoth(instances);
  });

  it('allows a client 2 geocode requests a minute in all, whichever instance answers', async () => {
    const [a, b] = instances;
    const first = await request(a.app).post('/api/v1/geocode').send({ address: '' });
    expect(first.status).not.toBe(429);
    expect(first.headers.ratelimit).toMatch(/^limit=2, remaining=1, reset=\d+$/);
    const second = await request(b.app).post('/api/v1/geocode').send({ address: '' });
    expect(second.status).not.toBe(429);
    expect(second.headers.ratelimit).toMatch(/^limit=2, remaining=0, reset=\d+$/);

    const limited = await request(a.app).post('/api/v1/geocode').send({ address: '' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody('RATE_LIMITED'));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await request(b.app).post('/api/v1/geocode').send({ address: '' })).status).toBe(429);
  });

  it('allows a connector token 3 requests a minute in all, whichever instance answers', async () => {
    const [a, b] = instances;
    const token = await issueToken(a.app);
    const call = (app: Express) =>
      request(app).post(PROBE).set('Authorization', `Bearer ${token.token}`).set('X-Connector-Source', token.source).send({});
    const appA = appWithGuardedRoute(a);
    const appB = appWithGuardedRoute(b);
    expect((await call(appA)).status).toBe(200);
    expect((await call(appB)).status).toBe(200);
    expect((await call(appA)).status).toBe(200);
    const limited = await call(appB);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody('RATE_LIMITED'));
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('answers 429 to an address after 3 failed admin authentications across both instances, the right token included', async () => {
    const [a, b] = instances;
    const from = '127.0.0.3';
    expect((await getFrom(a.app, '/admin/tokens', from, 'Bearer wrong-guess-1')).status).toBe(401);
    expect((await getFrom(b.app, '/admin/tokens', from, 'Bearer wrong-guess-2')).status).toBe(401);
    expect((await getFrom(a.app, '/admin/tokens', from)).status).toBe(401);

    const refused = await getFrom(b.app, '/admin/tokens', from, 'Bearer wrong-guess-4');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(errorBody('RATE_LIMITED'));
    expect((await getFrom(a.app, '/admin/tokens', from, ADMIN)).status).toBe(429);

    // Another address is not affected, and successful authentications are never counted.
    for (let i = 0; i < 5; i++) expect((await getFrom(b.app, '/admin/tokens', '127.0.0.4', ADMIN)).status).toBe(200);
    expect((await getFrom(a.app, '/admin/tokens', '127.0.0.4', 'Bearer wrong-guess-5')).status).toBe(401);
  });

  it('sends Retry-After with the admin refusal', async () => {
    const [a] = instances;
    const res = await request(a.app).get('/admin/tokens');
    // supertest's address (127.0.0.1) has its own count: 1 failure so far.
    expect(res.status).toBe(401);
    for (let i = 0; i < 2; i++) await request(a.app).get('/admin/tokens').set('Authorization', 'Bearer nope');
    const refused = await request(a.app).get('/admin/tokens').set('Authorization', ADMIN);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('PDS_RATE_LIMIT_ADMIN_FAILURES=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PDS_RATE_LIMIT_ADMIN_FAILURES: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never refuses an address for failed admin authentications', async () => {
    for (let i = 0; i < 25; i++) expect((await request(t.app).get('/admin/tokens').set('Authorization', `Bearer guess-${i}`)).status).toBe(401);
    expect((await request(t.app).get('/admin/tokens').set('Authorization', ADMIN)).status).toBe(200);
  });
});

describe('rate limits when their counters cannot be read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PDS_RATE_LIMIT_GEOCODE: '2', PDS_RATE_LIMIT_ADMIN_FAILURES: '2' } });
    // The counters' table is gone: every limiter statement fails, the rest of the database works.
    await t.pool.query('DROP TABLE rate_limit_counters');
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 500: requests are served and limited by this instance alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(t.app).post('/api/v1/geocode').send({ address: '' })).status);
    expect(statuses.slice(0, 2).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses[2]).toBe(429);

    expect((await request(t.app).get('/admin/tokens').set('Authorization', ADMIN)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await request(t.app).get('/admin/tokens').set('Authorization', 'Bearer x')).status).toBe(401);
    expect((await request(t.app).get('/admin/tokens').set('Authorization', ADMIN)).status).toBe(429);
  });
});
