import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { startTestApp } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';
import { eventually, postSingle, useConnector } from '../submissions/submission-helpers';
import { changesPage, readFrom } from './changes-helpers';

describe('retention of the change feed', () => {
  const t = useTestApp();
  const alpha = useConnector(t);

  it('serves every position while nothing was purged, even after a rolled-back first change', async () => {
    // A writer that rolls back still consumed seq 1: the feed starts with a gap.
    const client = await t.pool.connect();
    await client.query('BEGIN');
    await client.query(
      "INSERT INTO property_changes (property_id, kind, changed_fields, source) VALUES (gen_random_uuid(), 'created', '{}', 'x')",
    );
    await client.query('ROLLBACK');
    client.release();
    const res = await postSingle(t.app, alpha, buildSubmission());
    const page = await changesPage(t.app, { after: 0 });
    expect(page.data.map((c) => c.property_id)).toEqual([res.body.data.property_id]);
    expect(page.data[0]!.seq).toBeGreaterThan(1);
    // The position to follow from: the newest change; nothing purged.
    const head = await request(t.app).get('/api/v1/changes/head');
    expect(head.status).toBe(200);
    expect(head.body).toEqual({ success: true, data: { head: page.data[0]!.seq, purged_through: 0 } });
  });

  it('purges changes older than PDS_CHANGES_RETENTION_DAYS and answers 410 GONE for a position before them', async () => {
    for (let i = 0; i < 3; i++) await postSingle(t.app, alpha, buildSubmission());
    const all = (await readFrom(t.app, 0)).changes;
    expect(all).toHaveLength(4);
    const [, , third, fourth] = all;
    // The first three changes are three days old now.
    await t.pool.query("UPDATE property_changes SET changed_at = now() - interval '3 days' WHERE seq <= $1", [third!.seq]);
    // Not purged yet: still served, however old.
    expect((await changesPage(t.app, { after: 0 })).data).toHaveLength(4);
    // States no webhook dispatcher took (the instance below runs none) go with their changes.
    await t.pool.query(`INSERT INTO property_change_states (seq, state) SELECT seq, '{}' FROM property_changes`);

    const instance = await startTestApp({ databaseUrl: t.databaseUrl, startWorkers: true, env: { PDS_CHANGES_RETENTION_DAYS: '2', PDS_WEBHOOK_WORKER: 'false' } });
    try {
      const gone = await eventually(async () => {
        const res = await request(instance.app).get('/api/v1/changes').query({ after: 0 });
        return res.status === 410 ? res : undefined;
      });
      expect(gone.body).toEqual({
        success: false,
        error: {
          code: 'GONE',
          message: expect.stringContaining('/api/v1/changes/head'),
          request_id: expect.any(String),
          details: [{ field: 'after', message: `must be at least ${third!.seq}: the changes up to it were purged` }],
        },
      });
      // A client starting over takes the position first, copies by cursor, and follows from there: no 410 loop.
      const head = await request(instance.app).get('/api/v1/changes/head');
      expect(head.body.data).toEqual({ head: fourth!.seq, purged_through: third!.seq });
      expect((await changesPage(instance.app, { after: head.body.data.head })).data).toEqual([]);
      expect((await request(instance.app).get('/api/v1/changes').query({ after: third!.seq - 1 })).status).toBe(410);
      // From the last purged change on, the feed goes on as before.
      expect(await changesPage(instance.app, { after: third!.seq })).toEqual({
        success: true,
        data: [fourth],
        metadata: { next_after: fourth!.seq, has_more: false },
      });
      expect((await changesPage(instance.app, { after: fourth!.seq })).data).toEqual([]);
      const kept = await t.pool.query<{ seq: number }>('SELECT seq FROM property_change_states ORDER BY seq');
      expect(kept.rows.map((r) => r.seq)).toEqual([fourth!.seq]);
    } finally {
      await instance.close();
    }
  });
});
