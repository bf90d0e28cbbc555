import pg from 'pg';
import request from 'supertest';
import { isDatabaseUnavailable, isPermanentDataError } from '../../src/db/pg-errors';
import { buildSubmission } from '../factories/submission';
import { ADMIN } from '../setup/tokens';
import { useTestApp } from '../setup/use-test-app';
import { postSingle, useConnector } from '../submissions/submission-helpers';

const unavailable = {
  success: false,
  error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), request_id: expect.any(String) },
};

/**
 * The database going away in the ways PostgreSQL reports it: every read,
 * submission and admin request answers 503 SERVICE_UNAVAILABLE (never 500),
 * nothing is half-written, and the service recovers without a restart.
 */
describe('database outages', () => {
  const t = useTestApp({ emptyProperties: true, env: { PDS_READ_CACHE_MB: '0', PDS_RATE_LIMIT_CONNECTOR: '0' } });
  const connector = useConnector(t);
  let admin: pg.Client;
  let name: string;
  let probe = 0;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.PDS_TEST_SERVER_URL });
    await admin.connect();
    name = new URL(t.databaseUrl).pathname.slice(1);
  });
  afterAll(async () => {
    await admin.end();
  });

  const terminate = () => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);

  /** Every kind of endpoint, each with a query no cache can answer. */
  async function everyEndpoint() {
    probe += 1;
    return [
      await request(t.app).get(`/api/v1/properties?city=Outage${probe}`),
      await request(t.app).get('/api/v1/properties/00000000-0000-4000-8000-000000000000'),
      await request(t.app).get('/api/v1/properties/stats'),
      await postSingle(t.app, connector, buildSubmission({ external_id: `outage-${probe}` })),
      await request(t.app).get('/admin/tokens').set('Authorization', ADMIN),
      await request(t.app).post('/admin/tokens/service').set('Authorization', ADMIN).send({ service_name: 'x', source: `outage-${probe}`, roles: ['connector'] }),
    ];
  }

  async function expectAll503() {
    for (const [i, res] of (await everyEndpoint()).entries()) {
      expect({ endpoint: i, status: res.status, body: res.body }).toEqual({ endpoint: i, status: 503, body: unavailable });
      expect(res.headers['retry-after']).toBeDefined();
    }
  }

  async function storedCount(): Promise<number> {
    const { rows } = await t.pool.query('SELECT count(*) AS n FROM properties');
    return Number(rows[0].n);
  }

  it('answers 503 while the database is not accepting connections (55000), and recovers without a restart', async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      await terminate();
      await expectAll503();
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    expect(await storedCount()).toBe(0);
    const after = await everyEndpoint();
    expect(after.map((r) => r.status)).toEqual([200, 404, 200, 200, 200, 201]);
    expect(await storedCount()).toBe(1);
  });

  it('answers 503 when its connections are terminated by an administrator (57P01)', async () => {
    // Hold every pooled connection open, then end them all from the server side.
    const held = await Promise.all(Array.from({ length: 3 }, () => t.pool.connect()));
    held.forEach((c) => c.on('error', () => undefined));
    const slow = held.map((c) => c.query('SELECT pg_sleep(5)').catch((err: unknown) => err));
    await new Promise((r) => setTimeout(r, 200));
    await terminate();
    const errors = await Promise.all(slow);
    held.forEach((c) => c.release(true));
    expect(errors.every((e) => isDatabaseUnavailable(e))).toBe(true);
    // The pool opens new connections: the service answers again.
    const res = await request(t.app).get('/api/v1/properties?city=AfterTerminate');
    expect(res.status).toBe(200);
  });

  it('answers 503 when its database has been dropped (3D000)', async () => {
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    try {
      await expectAll503();
    } finally {
      // Give the harness a database to drop again.
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${process.env.PDS_TEST_TEMPLATE}"`);
    }
    const res = await request(t.app).get('/api/v1/properties?city=Recreated');
    expect(res.status).toBe(200);
  });

  it.each(['55000', '3D000', '53300', '53200', '57P01', '57P02', '57P03', '08000', '08006', '08P01', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])(
    'classes %s as the database being unavailable',
    (code) => {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
      expect(isPermanentDataError(Object.assign(new Error('x'), { code }))).toBe(false);
    },
  );

  it.each(['22P05', '22021', '22003', '23514', '54001'])('classes %s as a permanent data error, not an outage', (code) => {
    expect(isPermanentDataError(Object.assign(new Error('x'), { code }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
  });

  it('does not class an error by its message text alone when it carries a SQLSTATE', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('Connection terminated'), { code: '23505' }))).toBe(false);
  });
});
