import request from 'supertest';
import { startFakeNominatim, type FakeNominatim } from '../fakes/nominatim';
import { buildItems, connectorHeaders, issueToken } from '../batches/batch-helpers';
import { startTestApp, type TestApp } from '../setup/app';

/** The value of one sample line `name{labels} value` of the exposition, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(t: TestApp): Promise<string> {
  const res = await request(t.app).get('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text;
}

describe('GET /metrics', () => {
  let nominatim: FakeNominatim;
  let t: TestApp;
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    t = await startTestApp({ env: { PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_RATE: '50', PDS_BATCH_WORKER: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  it('exposes the process and event-loop defaults and the database pool without a credential', async () => {
    const text = await scrape(t);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(text, 'pds_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pds_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pds_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).not.toMatch(/pds_db_read_pool_connections/);
  });

  it('labels request durations with the route pattern, and every path no route matched as "unmatched"', async () => {
    const id = '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b';
    expect((await request(t.app).get(`/api/v1/properties/${id}`)).status).toBe(404);
    expect((await request(t.app).get('/api/v1/properties?limit=5')).status).toBe(200);
    for (const probe of ['/wp-login.php', '/.env', '/admin/../etc/passwd-7f3a']) expect((await request(t.app).get(probe)).status).toBe(404);

    const text = await scrape(t);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/properties/:id",status_code="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/properties",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(3);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/properties",status_code="200"\} \d/m);
    for (const raw of [id, 'wp-login', '.env', 'passwd-7f3a']) expect(text).not.toContain(raw);
  });

  it('labels answers refused by authentication or role with the route pattern they were refused on', async () => {
    const connector = await issueToken(t.app);
    expect((await request(t.app).get('/api/v1/webhooks')).status).toBe(401);
    expect((await request(t.app).get('/api/v1/webhooks/123').set('Authorization', 'Bearer x')).status).toBe(401);
    expect((await request(t.app).post('/api/v1/webhooks').set('Authorization', `Bearer ${connector.token}`).send({})).status).toBe(403);
    expect((await request(t.app).get('/admin/tokens').set('Authorization', 'Bearer wrong')).status).toBe(401);
    expect((await request(t.app).put('/admin/sources/zillow').send({ trust: 0.5 })).status).toBe(401);

    const text = await scrape(t);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/webhooks",status_code="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/webhooks/:id",status_code="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/v1/webhooks",status_code="403"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/admin/tokens",status_code="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="PUT",route="/admin/sources/:source",status_code="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="401"}')).toBeUndefined();
  });

  it('counts geocoder requests by provider and outcome', async () => {
    const res = await request(t.app).post('/api/v1/geocode').send({ address: '1600 Pennsylvania Avenue NW, Washington, DC 20500' });
    expect(res.status).toBe(200);
    const text = await scrape(t);
    expect(sample(text, 'pds_geocoder_requests_total{provider="nominatim",outcome="match"}')).toBe(1);
  });

  it('reports the batch queue by state from the database', async () => {
    const connector = await issueToken(t.app);
    const queued = await request(t.app).post('/connectors/properties/batch').set(connectorHeaders(connector)).send({ properties: buildItems(150) });
    expect(queued.status).toBe(202);
    const text = await scrape(t);
    expect(sample(text, 'pds_batch_queue_items{state="pending"}')).toBe(150);
    expect(sample(text, 'pds_batch_queue_items{state="in_progress"}')).toBe(0);
    expect(sample(text, 'pds_batch_queue_items{state="done"}')).toBe(0);
    expect(sample(text, 'pds_batch_queue_items{state="failed"}')).toBe(0);
  });

  it('counts webhook deliveries by outcome through the function the deliverer calls', async () => {
    expect(sample(await scrape(t), 'pds_webhook_deliveries_total{outcome="delivered"}')).toBe(0);
    t.container.metrics.recordWebhookDelivery('delivered');
    t.container.metrics.recordWebhookDelivery('failed');
    const text = await scrape(t);
    expect(sample(text, 'pds_webhook_deliveries_total{outcome="delivered"}')).toBe(1);
    expect(sample(text, 'pds_webhook_deliveries_total{outcome="failed"}')).toBe(1);
  });
});
