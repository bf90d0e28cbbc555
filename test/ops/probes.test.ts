import request from 'supertest';
import { freePort } from '../setup/service-process';
import { startTestApp, type TestApp } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';

/** Contract section 2: every non-2xx answer is the error envelope; the probe's own fields stay beside it. */
const envelope = { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), request_id: expect.any(String) } };

describe('GET /livez and GET /readyz with the database up', () => {
  const t = useTestApp();

  it('answers 200 alive and 200 ready, neither cached', async () => {
    const live = await request(t.app).get('/livez');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'alive' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('turns /readyz 503 "draining" once shutdown begins, while /livez stays 200', async () => {
    t.container.readiness.beginDrain();
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toEqual({ ...envelope, status: 'draining', checks: { database: 'skipped' } });
    expect((await request(t.app).get('/livez')).status).toBe(200);
  });
});

describe('GET /livez and GET /readyz while the database cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: every connection is refused.
    const port = await freePort();
    t = await startTestApp({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/pds_test_unreachable` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps /livez 200 (no database check), answers /readyz 503, and /metrics still 200', async () => {
    const live = await request(t.app).get('/livez');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'alive' });

    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toEqual({ ...envelope, status: 'unavailable', checks: { database: 'unavailable' } });

    const metrics = await request(t.app).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^pds_db_pool_connections\{state="total"\} \d+/m);
    expect(metrics.text).not.toMatch(/^pds_batch_queue_items\{/m);
  });
});
