import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { eventually, postBatch, postSingle, useConnector } from '../submissions/submission-helpers';
import { changesPage, feedEnd, readFrom, type FeedChange } from './changes-helpers';

const INSERT_CHANGE = `INSERT INTO property_changes (property_id, kind, changed_fields, source)
                       VALUES ($1, 'updated', '{status}', 'race-test') RETURNING seq`;

/** Whether the backend `pid` is waiting for a lock. */
async function waitsForLock(db: pg.Client | pg.Pool, pid: number): Promise<boolean> {
  const { rows } = await db.query<{ waiting: boolean }>("SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = $1", [pid]);
  return rows[0]?.waiting === true;
}

/** A promise's state without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  return (await Promise.race([promise.then(() => true, () => true), new Promise((r) => setImmediate(() => r(marker)))])) !== marker;
}

describe('the change feed never steps past a change that commits later', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  let a: pg.Client;
  let b: pg.Client;
  let bPid: number;

  beforeAll(async () => {
    a = new pg.Client({ connectionString: t.databaseUrl });
    b = new pg.Client({ connectionString: t.databaseUrl });
    await Promise.all([a.connect(), b.connect()]);
    // The app's teardown drops the database, which may end these sessions before they are closed.
    for (const client of [a, b]) client.on('error', () => undefined);
    bPid = (await b.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  });
  afterEach(async () => {
    // A failed test must not leave the feed's lock held for the next one (outside a transaction this only warns).
    await Promise.all([a.query('ROLLBACK'), b.query('ROLLBACK')]);
  });
  afterAll(async () => {
    await Promise.all([a.end(), b.end()]);
  });

  it('lets a transaction that takes its seq first and commits last hold back the later one', async () => {
    const start = await feedEnd(t.app);
    await a.query('BEGIN');
    const seqA = (await a.query<{ seq: string }>(INSERT_CHANGE, [randomUUID()])).rows[0]!.seq;

    // B writes its change and commits at once; A is still open.
    await b.query('BEGIN');
    const bInsert = b.query<{ seq: string }>(INSERT_CHANGE, [randomUUID()]);
    const bCommit = b.query('COMMIT');
    await eventually(async () => ((await waitsForLock(t.pool, bPid)) ? true : undefined));
    expect(await settled(bCommit)).toBe(false);

    // A's next seq follows its first: B drew none while it waited (the lock comes before the seq).
    const seqA2 = (await a.query<{ seq: string }>(INSERT_CHANGE, [randomUUID()])).rows[0]!.seq;
    expect(Number(seqA2)).toBe(Number(seqA) + 1);

    // The feed shows nothing while the earliest change is uncommitted.
    expect((await changesPage(t.app, { after: start })).data).toEqual([]);

    await a.query('COMMIT');
    const seqB = Number((await bInsert).rows[0]!.seq);
    await bCommit;
    expect(seqB).toBeGreaterThan(Number(seqA2));

    const { changes, next } = await readFrom(t.app, start);
    expect(changes.map((c) => c.seq)).toEqual([Number(seqA), Number(seqA2), seqB]);
    expect(next).toBe(seqB);
  });

  it('shows a poller the earlier change and only then the later one, each once', async () => {
    const start = await feedEnd(t.app);
    await a.query('BEGIN');
    const seqA = Number((await a.query<{ seq: string }>(INSERT_CHANGE, [randomUUID()])).rows[0]!.seq);

    // A real submission races A: its transaction reaches the feed after A's took its seq.
    // (supertest sends a request once it is awaited or then-ed.)
    const submission = postSingle(t.app, alpha, buildSubmission()).then((res) => res);
    await eventually(async () => {
      const { rows } = await t.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO property_changes%'",
      );
      return rows[0]!.n > 0 ? true : undefined;
    });
    const seen: FeedChange[] = [];
    let position = start;
    const poll = async () => {
      const page = await changesPage(t.app, { after: position });
      seen.push(...page.data);
      position = page.metadata.next_after;
    };
    await poll();
    expect(seen).toEqual([]);
    expect(await settled(submission)).toBe(false);

    await a.query('COMMIT');
    const res = await submission;
    expect(res.body.data.status).toBe('created');
    await poll();
    await poll();
    expect(seen.map((c) => [c.seq, c.property_id])).toEqual([
      [seqA, expect.any(String)],
      [expect.any(Number), res.body.data.property_id],
    ]);
    expect(seen[1]!.seq).toBeGreaterThan(seqA);
  });

  it('delivers every change of many concurrent submissions exactly once, in seq order, to a client polling meanwhile', async () => {
    const start = await feedEnd(t.app);
    const seen: FeedChange[] = [];
    let position = start;
    let writing = true;
    const poller = (async () => {
      while (writing) {
        const page = await changesPage(t.app, { after: position, limit: 7 });
        seen.push(...page.data);
        position = page.metadata.next_after;
      }
    })();

    // Phase 1: batches and single submissions creating properties at once.
    const batches = [0, 1, 2].map(() => Array.from({ length: 20 }, () => buildSubmission()));
    const singles = Array.from({ length: 12 }, () => buildSubmission());
    const created = await Promise.all([
      ...batches.map((items) => postBatch(t.app, alpha, { properties: items })),
      ...singles.map((body) => postSingle(t.app, alpha, body)),
    ]);
    for (const res of created) expect(res.status).toBe(200);
    // Phase 2: price changes of batch items by single submissions, title changes by batches re-sent, at once.
    const repriced = batches[0]!.slice(0, 10).map((body, i) => ({ ...body, financial: { price_current: 200_000 + i, currency: 'USD' } }));
    const retitled = batches.slice(1).map((items) => items.map((body) => ({ ...body, title: `${String(body.title)} (renovated)` })));
    const updated = await Promise.all([
      ...repriced.map((body) => postSingle(t.app, alpha, body)),
      ...retitled.map((items) => postBatch(t.app, alpha, { properties: items })),
    ]);
    for (const res of updated) expect(res.status).toBe(200);
    writing = false;
    await poller;
    const rest = await readFrom(t.app, position, 7);
    seen.push(...rest.changes);

    const seqs = seen.map((c) => c.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
    expect(seen).toEqual((await readFrom(t.app, start)).changes);
    const kinds = seen.map((c) => c.kind);
    expect(kinds.filter((k) => k === 'created')).toHaveLength(72);
    expect(kinds.filter((k) => k === 'updated')).toHaveLength(50);
    expect(new Set(seen.filter((c) => c.kind === 'created').map((c) => c.property_id)).size).toBe(72);
  });
});
