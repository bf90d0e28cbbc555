import { maintainTables } from '../../src/db/table-maintenance';
import { StatsRepository } from '../../src/modules/stats/stats.repository';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/*
 * Where autovacuum does not run (this project's test server has it off; here
 * it is also switched off for the table, so the test holds on any server),
 * the service vacuums its churning tables itself: the count deltas that every
 * list total reads would otherwise grow by every write forever.
 */
describe('table maintenance without autovacuum', () => {
  const t = useTestApp({ emptyProperties: true });

  const deadDeltas = async () => {
    const { rows } = await t.pool.query<{ dead: string; vacuumed: boolean }>(
      `SELECT n_dead_tup AS dead, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'property_count_deltas'`,
    );
    return { dead: Number(rows[0]!.dead), vacuumed: rows[0]!.vacuumed };
  };

  it('vacuums the count deltas once compactions have left dead rows behind', async () => {
    await t.pool.query('ALTER TABLE property_count_deltas SET (autovacuum_enabled = false)');
    const stats = new StatsRepository(t.pool);
    for (let i = 0; i < 5; i++) {
      await insertProperties(t.pool, Array.from({ length: 40 }, (_, n) => ({ city: `City ${i}-${n}`, bedrooms_total: n % 6 })));
      await stats.compact();
    }
    // Statistics reach pg_stat_user_tables when each backend flushes them (within a second or so).
    let before = await deadDeltas();
    for (let i = 0; i < 50 && before.dead < 500; i++) {
      await new Promise((r) => setTimeout(r, 200));
      before = await deadDeltas();
    }
    expect(before.dead).toBeGreaterThanOrEqual(500);

    const done = await maintainTables(t.pool);
    expect(done).toContainEqual(expect.objectContaining({ name: 'property_count_deltas', vacuumed: true }));
    let after = await deadDeltas();
    for (let i = 0; i < 50 && !after.vacuumed; i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await deadDeltas();
    }
    expect(after).toEqual({ dead: 0, vacuumed: true });
  });

  it('vacuums properties after the insert threshold the table sets for itself (migration 1763718800000)', async () => {
    // The migration's setting (10,000 inserts whatever the size), scaled down for the test.
    const options = await t.pool.query<{ options: string[] }>(`SELECT reloptions AS options FROM pg_class WHERE relname = 'properties'`);
    expect(options.rows[0]!.options).toEqual(expect.arrayContaining(['autovacuum_vacuum_insert_threshold=10000', 'autovacuum_vacuum_insert_scale_factor=0']));
    await t.pool.query('ALTER TABLE properties SET (autovacuum_enabled = false, autovacuum_vacuum_insert_threshold = 100)');
    try {
      await insertProperties(t.pool, Array.from({ length: 400 }, (_, n) => ({ city: `Old ${n}` })));
      await t.pool.query('VACUUM properties');
      const inserted = async () =>
        Number((await t.pool.query(`SELECT n_ins_since_vacuum AS n FROM pg_stat_user_tables WHERE relname = 'properties'`)).rows[0].n);
      // 150 new rows: below autovacuum's default for the table (1,000 + 20% of 550), above its own 100.
      await insertProperties(t.pool, Array.from({ length: 150 }, (_, n) => ({ city: `New ${n}` })));
      for (let i = 0; i < 50 && (await inserted()) < 150; i++) await new Promise((r) => setTimeout(r, 200));
      const done = await maintainTables(t.pool);
      expect(done).toContainEqual(expect.objectContaining({ name: 'properties', vacuumed: true }));
    } finally {
      await t.pool.query('ALTER TABLE properties SET (autovacuum_vacuum_insert_threshold = 10000)');
      await t.pool.query('ALTER TABLE properties RESET (autovacuum_enabled)');
    }
  });

  it('cleans the indexes of properties when it holds dead rows too, so every page is all-visible again', async () => {
    await t.pool.query('ALTER TABLE properties SET (autovacuum_enabled = false, autovacuum_vacuum_insert_threshold = 100)');
    try {
      await insertProperties(t.pool, Array.from({ length: 400 }, (_, n) => ({ city: `Old ${n}` })));
      await t.pool.query('VACUUM properties');
      // Dead rows below their own threshold (50 + 20% of 400), spread over the table, then inserts past theirs.
      await t.pool.query(`UPDATE properties SET price_current = coalesce(price_current, 0) + 1 WHERE city ~ '^Old [0-9]*[05]$'`);
      await insertProperties(t.pool, Array.from({ length: 150 }, (_, n) => ({ city: `New ${n}` })));
      const counters = async () =>
        (await t.pool.query<{ dead: string; ins: string }>(`SELECT n_dead_tup AS dead, n_ins_since_vacuum AS ins FROM pg_stat_user_tables WHERE relname = 'properties'`)).rows[0]!;
      for (let i = 0; i < 50 && (Number((await counters()).dead) < 80 || Number((await counters()).ins) < 150); i++) await new Promise((r) => setTimeout(r, 200));
      expect(await maintainTables(t.pool)).toContainEqual(expect.objectContaining({ name: 'properties', vacuumed: true }));
      // An index-only scan of every row reads no table page: the dead rows' pages were cleaned and marked too.
      const client = await t.pool.connect();
      try {
        await client.query('SET enable_seqscan = off; SET enable_bitmapscan = off');
        const plan = await client.query<{ 'QUERY PLAN': Array<{ Plan: { Plans: Array<Record<string, unknown>> } }> }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM properties WHERE created_at > 'epoch'`,
        );
        const scan = plan.rows[0]!['QUERY PLAN'][0]!.Plan.Plans[0]!;
        expect(scan).toMatchObject({ 'Node Type': 'Index Only Scan', 'Actual Rows': 550, 'Heap Fetches': 0 });
      } finally {
        client.release();
      }
    } finally {
      await t.pool.query('ALTER TABLE properties SET (autovacuum_vacuum_insert_threshold = 10000)');
      await t.pool.query('ALTER TABLE properties RESET (autovacuum_enabled)');
    }
  });

  it('leaves the work to one instance at a time', async () => {
    const holder = await t.pool.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(8098724883715088757)`);
      expect(await maintainTables(t.pool)).toEqual([]);
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(8098724883715088757)`);
      holder.release();
    }
  });
});
