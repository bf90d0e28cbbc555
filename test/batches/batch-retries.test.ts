import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../setup/app';
import { buildItems, issueToken, sleep, type BatchStatusBody, type TokenData } from './batch-helpers';

/**
 * Technical failures while a queued batch is processed: the database refusing
 * an item's row (a trigger stands in for a full disk or a broken constraint).
 * Such an item is retried, and after batch.max_attempts attempts it is marked
 * failed with the reason, while the rest of the batch completes.
 */
describe('queued batch items that fail for a technical reason', () => {
  let t: TestApp;
  let owner: TokenData;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pds-batch-retries-'));
    const configFile = path.join(dir, 'config.yaml');
    writeFileSync(configFile, 'batch:\n  max_attempts: 3\n');
    t = await startTestApp({
      startWorkers: true,
      env: { PDS_CONFIG: configFile, PDS_BATCH_POLL_INTERVAL_MS: '100', PDS_RATE_LIMIT_CONNECTOR: '0' },
    });
    owner = await issueToken(t.app);
    // Rows of items whose external id ends in "-poison" are always refused; "-flaky" ones
    // twice (a sequence, because a refused transaction rolls back anything else it wrote).
    await t.pool.query(`
      CREATE SEQUENCE flaky_refusals;
      CREATE FUNCTION refuse_some_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.external_id LIKE '%-poison' THEN RAISE EXCEPTION 'simulated disk failure'; END IF;
        IF NEW.external_id LIKE '%-flaky' AND nextval('flaky_refusals') <= 2 THEN RAISE EXCEPTION 'simulated hiccup'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_some_rows BEFORE INSERT ON property_sources FOR EACH ROW EXECUTE FUNCTION refuse_some_rows();
    `);
  });
  afterAll(async () => {
    await t.close();
  });

  async function finish(statusUrl: string): Promise<BatchStatusBody> {
    for (let i = 0; i < 400; i++) {
      const res = await request(t.app)
        .get(`${statusUrl}?limit=1000`)
        .set('Authorization', `Bearer ${owner.token}`)
        .set('X-Connector-Source', owner.source);
      if (res.status !== 200) throw new Error(`status answered ${res.status}: ${JSON.stringify(res.body)}`);
      const body = res.body as BatchStatusBody;
      if (body.data.status === 'completed' || body.data.status === 'failed') return body;
      await sleep(50);
    }
    throw new Error('the batch did not finish');
  }

  it('retries a refused item, stores it once the database accepts it, and marks an always-refused one failed with the reason', async () => {
    const items = buildItems(105);
    items[10] = { ...items[10], external_id: `${String(items[10]!.external_id)}-flaky` };
    items[20] = { ...items[20], external_id: `${String(items[20]!.external_id)}-poison` };
    const accepted = await request(t.app)
      .post('/connectors/properties/batch')
      .set('Authorization', `Bearer ${owner.token}`)
      .set('X-Connector-Source', owner.source)
      .send({ properties: items });
    expect(accepted.status).toBe(202);

    const done = await finish(accepted.body.data.status_url);
    expect(done.data.status).toBe('failed');
    expect(done.data.summary).toMatchObject({ total_submitted: 105, accepted: 104, rejected: 0, failed: 1 });
    expect(done.data.progress).toEqual({ processed: 105, total: 105, percent: 100 });
    expect(done.data.results[10]).toMatchObject({ external_id: items[10]!.external_id, status: 'created', property_id: expect.any(String) });
    expect(done.data.results[20]).toEqual({
      external_id: items[20]!.external_id,
      property_id: null,
      status: 'failed',
      reason: expect.stringMatching(/after 3 attempts/),
    });
    expect(done.data.results.filter((r) => r.status === 'created')).toHaveLength(104);
    const { rows } = await t.pool.query<{ attempts: number }>(
      `SELECT attempts FROM batch_items WHERE batch_id = $1 AND position = 20`,
      [accepted.body.data.batch_id],
    );
    expect(rows[0]!.attempts).toBe(3);
  });

  it('passes an item holding a NUL character to validation instead of refusing the whole batch', async () => {
    const items = buildItems(101);
    items[5] = { ...items[5], title: 'bad\u0000title' };
    const accepted = await request(t.app)
      .post('/connectors/properties/batch')
      .set('Authorization', `Bearer ${owner.token}`)
      .set('X-Connector-Source', owner.source)
      .send({ properties: items });
    expect(accepted.status).toBe(202);
    const done = await finish(accepted.body.data.status_url);
    expect(done.data.progress).toEqual({ processed: 101, total: 101, percent: 100 });
    expect(done.data.results.filter((r) => r.status === 'created')).toHaveLength(100);
    expect(done.data.results[5]).toMatchObject({ external_id: items[5]!.external_id, status: expect.stringMatching(/^(rejected|failed)$/) });
  });
});
