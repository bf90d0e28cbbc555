import request from 'supertest';
import { useTestApp } from '../setup/use-test-app';

describe('GET /health', () => {
  const t = useTestApp();

  it('reports ok with the database, geocoder and queue checks', async () => {
    const res = await request(t.app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: expect.stringMatching(/^(ok|degraded)$/),
      version: expect.any(String),
      uptime_seconds: expect.any(Number),
      checks: {
        database: { status: 'ok', latency_ms: expect.any(Number) },
        geocoder: expect.objectContaining({ status: expect.any(String), parser_enabled: false }),
        queue: { queued: 0, processing: 0 },
      },
    });
  });
});
