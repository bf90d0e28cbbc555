import request from 'supertest';
import { buildItems, sleep, type BatchStatusBody } from '../batches/batch-helpers';
import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { postBatch, postSingle, useConnector } from '../submissions/submission-helpers';

const REFUSED = { field: '(root)', message: 'holds a value the database cannot store (out of range or unrepresentable text)' };

/**
 * A value PostgreSQL itself refuses (told by SQLSTATE, here raised by a trigger
 * with 22P05 for ids ending in "-baddata", 23514 for "-badcheck") rejects that
 * one item at once: never retried as a technical failure, never a 500.
 */
describe('values the database refuses', () => {
  const t = useTestApp({ startWorkers: true, env: { PDS_BATCH_POLL_INTERVAL_MS: '100', PDS_RATE_LIMIT_CONNECTOR: '0' } });
  const connector = useConnector(t);

  beforeAll(async () => {
    await t.pool.query(`
      CREATE FUNCTION refuse_bad_data() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.external_id LIKE '%-baddata' THEN RAISE EXCEPTION 'untranslatable' USING ERRCODE = '22P05'; END IF;
        IF NEW.external_id LIKE '%-badcheck' THEN RAISE EXCEPTION 'check' USING ERRCODE = '23514'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_bad_data BEFORE INSERT ON property_sources FOR EACH ROW EXECUTE FUNCTION refuse_bad_data();
    `);
  });

  it('answers a single submission the database refuses with 422, storing nothing', async () => {
    const res = await postSingle(t.app, connector, buildSubmission({ external_id: 'one-baddata' }));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [REFUSED] });
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM property_sources WHERE external_id = 'one-baddata'`);
    expect(rows[0].n).toBe(0);
  });

  it('rejects only that item of a batch of 100 or fewer', async () => {
    const items = [buildSubmission({ external_id: 'b-ok' }), buildSubmission({ external_id: 'b-badcheck' })];
    const res = await postBatch(t.app, connector, { properties: items });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { status: string }) => r.status)).toEqual(['created', 'rejected']);
    expect(res.body.data.results[1].errors).toEqual([REFUSED]);
  });

  it('rejects that item of a queued batch at once, after one attempt, and completes the batch', async () => {
    const items = buildItems(101, 'permanent');
    items[4] = { ...items[4], external_id: `${String(items[4]!.external_id)}-baddata` };
    const queued = await postBatch(t.app, connector, { properties: items });
    expect(queued.status).toBe(202);
    let body: BatchStatusBody | undefined;
    for (let i = 0; i < 600 && !['completed', 'failed'].includes(body?.data.status ?? ''); i++) {
      await sleep(50);
      const res = await request(t.app)
        .get(`${queued.body.data.status_url}?limit=1000`)
        .set('Authorization', `Bearer ${connector.token}`)
        .set('X-Connector-Source', connector.source);
      body = res.body as BatchStatusBody;
    }
    expect(body!.data.status).toBe('completed');
    expect(body!.data.summary).toMatchObject({ accepted: 100, rejected: 1 });
    expect(body!.data.results[4]).toMatchObject({ status: 'rejected', errors: [REFUSED] });
    const { rows } = await t.pool.query('SELECT attempts FROM batch_items WHERE batch_id = $1 AND position = 4', [queued.body.data.batch_id]);
    expect(rows[0].attempts).toBe(1);
  });
});
