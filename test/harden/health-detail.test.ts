import pg from 'pg';
import request from 'supertest';
import { startFakeLibpostal, type FakeLibpostal } from '../fakes/libpostal';
import { geocodingEnv } from '../geocoding/geocoding-env';
import { startTestApp, type TestApp } from '../setup/app';
import { freePort } from '../setup/service-process';
import { ADMIN } from '../setup/tokens';

/** /health knows the parser service's state from the start, and tells the public statuses only. */
describe('GET /health', () => {
  it('probes an enabled parser service before any geocode: reachable', async () => {
    const parser: FakeLibpostal = await startFakeLibpostal();
    const t = await startTestApp({ env: geocodingEnv({ PDS_PARSER_HOST: parser.host, PDS_PARSER_PORT: String(parser.port) }) });
    try {
      const res = await request(t.app).get('/health');
      expect(res.body.checks.geocoder).toMatchObject({ parser_enabled: true, parser_reachable: true });
      // Cached for a few seconds: a second look does not ask again.
      const asked = parser.requests.length;
      await request(t.app).get('/health');
      expect(parser.requests.length).toBe(asked);
    } finally {
      await t.close();
      await parser.close();
    }
  });

  it('probes an enabled parser service before any geocode: unreachable', async () => {
    const closed = await freePort();
    const t = await startTestApp({ env: geocodingEnv({ PDS_PARSER_HOST: '127.0.0.1', PDS_PARSER_PORT: String(closed) }) });
    try {
      const res = await request(t.app).get('/health');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks.geocoder).toMatchObject({ status: 'degraded', parser_enabled: true, parser_reachable: false });
    } finally {
      await t.close();
    }
  });

  it('shows the database error text only to the admin credential', async () => {
    const t: TestApp = await startTestApp();
    const admin = new pg.Client({ connectionString: process.env.PDS_TEST_SERVER_URL });
    await admin.connect();
    const name = new URL(t.databaseUrl).pathname.slice(1);
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const open = await request(t.app).get('/health');
      expect(open.status).toBe(503);
      expect(open.body).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE', request_id: open.headers['x-request-id'] }, status: 'unavailable' });
      expect(open.body.checks.database).toEqual({ status: 'unavailable', latency_ms: null });
      expect(JSON.stringify(open.body)).not.toContain(name);
      const operator = await request(t.app).get('/health').set('Authorization', ADMIN);
      expect(operator.status).toBe(503);
      expect(operator.body.checks.database).toEqual({ status: 'unavailable', latency_ms: null, error: expect.stringContaining(name) });
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
      await t.close();
    }
  });
});
