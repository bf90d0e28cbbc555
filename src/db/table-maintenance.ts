import type { Pool, QueryConfig } from 'pg';
import type { Logger } from 'pino';
import { PeriodicWorker } from '../background/periodic-worker';
import { NO_QUERY_TIMEOUT, withClient } from './pool';

/**
 * VACUUM and ANALYZE of the service's own tables where PostgreSQL's
 * autovacuum will not do it: on a server run with `autovacuum = off` (this
 * project's test and CI servers are), or for a table whose
 * `autovacuum_enabled` is false.
 *
 * Why the service cares: several tables churn by design. The statistics and
 * count deltas are appended by every write and deleted by every compaction
 * (each second), the queues are claimed and deleted, and every list total
 * reads the pending deltas. Measured at 1,000,000 listings with autovacuum
 * off: after one reads benchmark (about 60,000 ingested properties),
 * property_count_deltas held 1,840 live rows and 199,748 dead ones, and the
 * average list count went from 2 ms to 6 ms, since each count scanned them
 * all. Without ANALYZE after an import the planner also keeps planning for
 * the old table; without VACUUM the index-only scans read the table again.
 *
 * The thresholds are autovacuum's defaults (a table with n live rows:
 * vacuum after 50 + 0.2 n dead rows or 1,000 + 0.2 n inserted, analyze after
 * 50 + 0.1 n changed), or a table's own insert thresholds where it sets them
 * (autovacuum_vacuum_insert_threshold and _scale_factor), so the service does
 * what a default server would. A vacuum of a table with no dead rows only has
 * pages to mark all-visible: it skips the indexes (INDEX_CLEANUP OFF), whose
 * cleanup would otherwise read every page of the GIN and GiST indexes of
 * properties (about 300 MB at 1,000,000 listings) every 10,000 inserts. With
 * dead rows it may not: a page holding one stays unmarked until the indexes
 * are cleaned, and the vacuum would reset the dead count all the same, so
 * the dead rows' own threshold might never come. And
 * nothing at all where autovacuum is on. One instance at a time (a session
 * advisory lock); each table gets its own VACUUM statement outside any
 * transaction, largest backlog first. There is no library for this: it is
 * two SQL statements.
 */
const DUE_SQL = `
  SELECT name, "vacuum", "analyze", "vacuum" AND dead = 0 AS inserts_only
    FROM (SELECT quote_ident(s.relname) AS name, s.n_dead_tup + s.n_ins_since_vacuum AS backlog, s.n_dead_tup AS dead,
                 (s.n_dead_tup > 50 + 0.2 * s.n_live_tup
                  -- An insert threshold of -1 turns vacuums for inserts off, as it does for autovacuum.
                  OR (o.ins_threshold IS DISTINCT FROM -1
                      AND s.n_ins_since_vacuum > coalesce(o.ins_threshold, 1000) + coalesce(o.ins_scale, 0.2) * s.n_live_tup)) AS "vacuum",
                 s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup AS "analyze"
            FROM pg_stat_user_tables s
            JOIN pg_class c ON c.oid = s.relid
            -- A table's own insert thresholds, as autovacuum reads them (properties: migration 1763718800000).
            CROSS JOIN LATERAL (
              SELECT max(option_value) FILTER (WHERE option_name = 'autovacuum_vacuum_insert_threshold')::float8 AS ins_threshold,
                     max(option_value) FILTER (WHERE option_name = 'autovacuum_vacuum_insert_scale_factor')::float8 AS ins_scale
                FROM pg_options_to_table(c.reloptions)) o
           WHERE s.schemaname = current_schema()
             AND (current_setting('autovacuum') = 'off' OR coalesce(c.reloptions @> ARRAY['autovacuum_enabled=false'], false))) t
   WHERE "vacuum" OR "analyze"
   ORDER BY backlog DESC`;

/** One instance maintains at a time ('pds_vacu'). */
const MAINTENANCE_LOCK = '8098724883715088757';

export interface MaintainedTable {
  name: string;
  vacuumed: boolean;
  analyzed: boolean;
}

/**
 * VACUUM / ANALYZE each table that is due; returns what was done ([] when
 * another instance holds the lock). `onBackend`: the server process doing it
 * (a shutdown cancels a long VACUUM there rather than wait for it).
 */
export async function maintainTables(pool: Pool, onBackend: (pid: number | undefined) => void = () => {}): Promise<MaintainedTable[]> {
  return withClient(pool, async (client, markBroken) => {
    onBackend((client as unknown as { processID?: number }).processID);
    try {
      const { rows: locked } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [MAINTENANCE_LOCK]);
      if (!locked[0]?.ok) return [];
      try {
        const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean; inserts_only: boolean }>(DUE_SQL);
        const done: MaintainedTable[] = [];
        for (const table of rows) {
          const options = [...(table.analyze ? ['ANALYZE'] : []), ...(table.inserts_only ? ['INDEX_CLEANUP OFF'] : [])];
          const vacuum = `VACUUM ${options.length ? `(${options.join(', ')}) ` : ''}${table.name}`;
          const statement = table.vacuum ? vacuum : `ANALYZE ${table.name}`;
          // A million-row table's VACUUM may take minutes: no limit on its answer, the server's nor the
          // client's (stop() cancels it instead); the session's own limit is restored before it is returned.
          await client.query('SET statement_timeout = 0');
          try {
            await client.query({ text: statement, query_timeout: NO_QUERY_TIMEOUT } as QueryConfig);
          } finally {
            // A session left without its limit (a cancel landing on the RESET) is not handed to anyone else.
            await client.query('RESET statement_timeout').catch((err: Error) => {
              markBroken(err);
              throw err;
            });
          }
          done.push({ name: table.name, vacuumed: table.vacuum, analyzed: table.analyze });
        }
        return done;
      } finally {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [MAINTENANCE_LOCK]);
      }
    } finally {
      onBackend(undefined);
    }
  });
}

/**
 * Runs maintainTables every `intervalMs` (5 s: the deltas tables churn every
 * second). stop() cancels a VACUUM in progress (a million-row table can take
 * longer than the shutdown budget); the next start does it again.
 */
export class TableMaintenance extends PeriodicWorker {
  private backend: number | undefined;
  private stopping = false;

  constructor(
    private readonly pool: Pool,
    log: Logger,
    intervalMs = 5_000,
  ) {
    super(
      'table maintenance',
      async () => {
        try {
          const done = await maintainTables(pool, (pid) => (this.backend = pid));
          if (done.length > 0) log.debug({ tables: done }, 'tables vacuumed or analyzed');
        } catch (err) {
          if (!(this.stopping && (err as { code?: string }).code === '57014')) throw err; // 57014: cancelled by stop()
        }
      },
      log,
      intervalMs,
    );
  }

  override async stop(): Promise<void> {
    this.stopping = true;
    if (this.backend !== undefined) await this.pool.query('SELECT pg_cancel_backend($1)', [this.backend]).catch(() => undefined);
    await super.stop();
    this.stopping = false;
  }
}
