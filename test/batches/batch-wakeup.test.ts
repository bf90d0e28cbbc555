import request from 'supertest';
import { LISTENER_APPLICATION_NAME } from '../../src/modules/batches/queue-listener';
import { useTestApp } from '../setup/use-test-app';
import { buildItems, issueToken, sleep, type BatchStatusBody, type TokenData } from './batch-helpers';

/**
 * With polling set to a minute, only a notification can start a batch within
 * seconds: the worker listens on its own connection and, when that connection
 * is cut, connects again and keeps listening.
 */
describe('the batch worker waking on new work', () => {
  const t = useTestApp({ startWorkers: true, env: { PDS_BATCH_POLL_INTERVAL_MS: '60000', PDS_RATE_LIMIT_CONNECTOR: '0' } });
  let owner: TokenData;

  beforeAll(async () => {
    owner = await issueToken(t.app);
    await listenerPid();
  });

  async function listenerPid(previous?: number): Promise<number> {
    for (let i = 0; i < 100; i++) {
      const { rows } = await t.pool.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND query ILIKE 'LISTEN%'`,
        [LISTENER_APPLICATION_NAME],
      );
      const pid = rows.find((r) => r.pid !== previous)?.pid;
      if (pid) return pid;
      await sleep(100);
    }
    throw new Error('no listening connection');
  }

  async function completesWithin(ms: number): Promise<BatchStatusBody> {
    const accepted = await request(t.app)
      .post('/connectors/properties/batch')
      .set('Authorization', `Bearer ${owner.token}`)
      .set('X-Connector-Source', owner.source)
      .send({ properties: buildItems(101) });
    expect(accepted.status).toBe(202);
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const res = await request(t.app)
        .get(accepted.body.data.status_url)
        .set('Authorization', `Bearer ${owner.token}`)
        .set('X-Connector-Source', owner.source);
      const body = res.body as BatchStatusBody;
      if (body.data.status === 'completed') return body;
      await sleep(50);
    }
    throw new Error(`the batch was not completed within ${ms} ms`);
  }

  it('starts a new batch at once, not at the next poll', async () => {
    const done = await completesWithin(15_000);
    expect(done.data.progress).toEqual({ processed: 101, total: 101, percent: 100 });
  });

  it('still starts new batches at once after its listening connection was cut', async () => {
    const before = await listenerPid();
    await t.pool.query('SELECT pg_terminate_backend($1)', [before]);
    const after = await listenerPid(before);
    expect(after).not.toBe(before);
    const done = await completesWithin(15_000);
    expect(done.data.summary).toMatchObject({ total_submitted: 101, accepted: 101 });
  });
});
