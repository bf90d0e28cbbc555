import request from 'supertest';
import { buildItems, issueToken, type TokenData } from '../batches/batch-helpers';
import { eventually } from '../submissions/submission-helpers';
import { startTestApp, type TestApp } from '../setup/app';

const BATCH_URL = '/connectors/properties/batch';

/** Finished batches and their items are deleted PDS_BATCH_RETENTION_DAYS after they finished. */
describe('batch retention', () => {
  let writer: TestApp;
  let purging: TestApp | undefined;
  let token: TokenData;

  beforeAll(async () => {
    writer = await startTestApp({ env: { PDS_RATE_LIMIT_CONNECTOR: '0' } });
    token = await issueToken(writer.app);
  });
  afterAll(async () => {
    await purging?.close();
    await writer.close();
  });

  const enqueue = async (): Promise<string> => {
    const res = await request(writer.app)
      .post(BATCH_URL)
      .set('Authorization', `Bearer ${token.token}`)
      .set('X-Connector-Source', token.source)
      .send({ properties: buildItems(101) });
    expect(res.status).toBe(202);
    return res.body.data.batch_id as string;
  };
  const status = (app: TestApp, id: string) =>
    request(app.app).get(`/api/v1/connectors/batches/${id}`).set('Authorization', `Bearer ${token.token}`).set('X-Connector-Source', token.source);

  it('purges batches finished longer ago than the retention, with their items, and keeps the rest', async () => {
    const [expired, recent, failedLongAgo, stillQueued] = [await enqueue(), await enqueue(), await enqueue(), await enqueue()];
    const age = (id: string, state: string, days: number) =>
      writer.pool.query(
        `UPDATE batches SET status = $2, created_at = now() - make_interval(days => $3 + 1), completed_at = now() - make_interval(days => $3) WHERE id = $1`,
        [id, state, days],
      );
    await age(expired, 'completed', 31);
    await age(recent, 'completed', 29);
    await age(failedLongAgo, 'failed', 40);
    await writer.pool.query(`UPDATE batches SET created_at = now() - interval '90 days' WHERE id = $1`, [stillQueued]);

    purging = await startTestApp({
      databaseUrl: writer.databaseUrl,
      startWorkers: true,
      env: { PDS_BATCH_RETENTION_DAYS: '30', PDS_BATCH_WORKER: 'false' },
    });
    await eventually(async () => ((await status(writer, expired)).status === 404 ? true : undefined));
    await eventually(async () => ((await status(writer, failedLongAgo)).status === 404 ? true : undefined));
    expect((await status(writer, recent)).status).toBe(200);
    expect((await status(writer, stillQueued)).status).toBe(200);
    const { rows } = await writer.pool.query('SELECT batch_id, count(*)::int AS n FROM batch_items GROUP BY batch_id ORDER BY batch_id');
    expect(rows.map((r: { batch_id: string }) => r.batch_id).sort()).toEqual([recent, stillQueued].sort());
  });

  it('refuses a retention that is not a positive whole number of days', async () => {
    await expect(startTestApp({ databaseUrl: writer.databaseUrl, env: { PDS_BATCH_RETENTION_DAYS: '0' } })).rejects.toThrow(/PDS_BATCH_RETENTION_DAYS/);
  });
});
