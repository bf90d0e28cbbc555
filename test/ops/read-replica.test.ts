import pg from 'pg';
import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { startTestApp, type TestApp } from '../setup/app';
import { startReplicaCluster, type ReplicaCluster } from '../setup/replica-cluster';
import { newConnector, postSingle } from '../submissions/submission-helpers';

/**
 * PDS_DATABASE_READ_URL against a real streaming replica: replay is paused
 * while a property is written through the API, so what the read endpoints
 * answer shows which server they read.
 */
describe('reads from a streaming replica (PDS_DATABASE_READ_URL)', () => {
  jest.setTimeout(180_000);
  let cluster: ReplicaCluster;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startReplicaCluster();
    t = await startTestApp({ databaseUrl: cluster.primaryUrl, env: { PDS_DATABASE_READ_URL: cluster.replicaUrl } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  });

  it('reads the replica, which is in recovery', async () => {
    const client = new pg.Client({ connectionString: cluster.replicaUrl });
    await client.connect();
    try {
      expect((await client.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')).rows[0]!.r).toBe(true);
    } finally {
      await client.end();
    }
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', read_database: 'ok' } });
    expect((await request(t.app).get('/metrics')).text).toMatch(/^pds_db_read_pool_connections\{state="total"\} \d+/m);
  });

  it('writes to the primary while list, detail, stats, history and changes answer what the replica has replayed', async () => {
    const connector = await newConnector(t.app);
    const before = await request(t.app).get('/api/v1/properties');
    expect(before.status).toBe(200);
    const totalBefore = before.body.metadata.total as number;
    const feedBefore = await request(t.app).get('/api/v1/changes?limit=1000');
    expect(feedBefore.status).toBe(200);
    const positionBefore = feedBefore.body.metadata.next_after as number;

    await cluster.pauseReplay();
    const created = await postSingle(t.app, connector, buildSubmission());
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('created');
    const id = created.body.data.property_id as string;

    // The primary has it; the replica has not replayed it: every read endpoint answers the replica's state.
    const list = await request(t.app).get('/api/v1/properties');
    expect(list.body.metadata.total).toBe(totalBefore);
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await request(t.app).get(`/api/v1/properties/${id}`)).status).toBe(404);
    expect((await request(t.app).get('/api/v1/properties/stats')).body.data.total_properties).toBe(totalBefore);
    expect((await request(t.app).get(`/api/v1/properties/${id}/history`)).status).toBe(404);
    expect((await request(t.app).get(`/api/v1/changes?after=${positionBefore}`)).body.data).toEqual([]);

    await cluster.resumeAndCatchUp();
    // The data version came from the replica too: the remembered answers are not sent again.
    const after = await request(t.app).get('/api/v1/properties');
    expect(after.body.metadata.total).toBe(totalBefore + 1);
    expect(after.body.data.map((p: { id: string }) => p.id)).toContain(id);
    const detail = await request(t.app).get(`/api/v1/properties/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.id).toBe(id);
    expect((await request(t.app).get('/api/v1/properties/stats')).body.data.total_properties).toBe(totalBefore + 1);
    const history = await request(t.app).get(`/api/v1/properties/${id}/history`);
    expect(history.body.data.map((e: { event: string }) => e.event)).toEqual(['listed']);
    const feed = await request(t.app).get(`/api/v1/changes?after=${positionBefore}`);
    expect(feed.body.data).toEqual([expect.objectContaining({ property_id: id, kind: 'created' })]);
  });
});
